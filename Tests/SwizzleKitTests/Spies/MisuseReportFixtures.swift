import SwizzleKit

/// Members that a spy cannot reach or a non-forwarding spy cannot answer, for the misuse reports
/// of issue 27.
@Swizzlable
final class Console: @unchecked Sendable {
    init() {}

    /// Computed: its accessor is written in the source, so it stays plain Swift.
    var width: Int { 80 }

    func halt() -> Never { fatalError("the real halt ran") }
    func beep() -> Int { 1 }
}

extension Console {
    /// Declared in an extension, which `@Swizzlable` on the class never sees.
    var height: Int { 24 }
}
