import SwizzleKit

/// Members that a spy cannot reach or a non-forwarding spy cannot answer, for the misuse reports
/// of issue 27.
@Swizzlable
final class Console: @unchecked Sendable {
    init() {}

    /// Computed: its accessor is written in the source, so it stays plain Swift.
    var width: Int { 80 }

    func beep() -> Int { 1 }
}

/// A method that never returns. Registered by hand: in a `@Swizzlable` class the table entry's
/// write of its result follows a call that never returns, which the compiler warns about.
final class Terminal: Swizzlable, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(Terminal.self, superclass: nil) { c in
        try c.instanceMethod("halt()") { (_: Terminal) -> Never in fatalError("the real halt ran") }
    }
    class var runtimeClass: RuntimeClass { registration }

    func halt() -> Never { try! send("halt()") }
}

extension Console {
    /// Declared in an extension, which `@Swizzlable` on the class never sees.
    var height: Int { 24 }
}
