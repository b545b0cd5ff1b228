/// What evidence holds in place of a non-escaping closure argument.
///
/// A closure the caller did not let escape is valid only while the call runs (it crosses the
/// table inside `withoutActuallyEscaping`), so an ``Invocation`` keeps this placeholder instead:
/// a test can never call it after the call returned. Match such an argument with
/// `Match.any`; a stub's `andDo` receives the real closure and may call it during the
/// call.
public struct NonEscapingClosure: Equatable, Sendable, CustomStringConvertible {
    /// The closure's type, as declared.
    public let type: String

    /// The placeholder for a closure of `type`; construction evidence gets one from `@Swizzlable`.
    public init(type: String) {
        self.type = type
    }

    public var description: String { "<non-escaping \(type)>" }
}
