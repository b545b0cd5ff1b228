@_spi(Internals) import SwizzleCore

/// Keeps the values a matched argument had, in the order of the calls (Mockito's and Spry's
/// captors): `.with(.captured(by: captor), .any)` in the typed API; in the string API the captor
/// itself, `withArguments: [captor, 3]`. It matches the values it can hold: any for a
/// `Captor<Any?>`, strings for a `Captor<String>`. Values are kept only from calls whose other
/// arguments matched too.
public final class Captor<Value>: @unchecked Sendable, CustomStringConvertible {
    private let captured = Locked<[Value]>([])

    public init() {}

    /// Every value captured, in the order of the calls.
    public var values: [Value] { captured.withLock { $0 } }

    /// The latest value captured, or nil if none was.
    public var lastValue: Value? { captured.withLock { $0.last } }

    /// `<captor of String>`; `<captor>` for a `Captor<Any?>`, which takes any value.
    public var description: String { Value.self == Any?.self ? "<captor>" : "<captor of \(Value.self)>" }
}

/// A captor of any value type, as the matching engine finds it among `Any?` arguments. Its
/// arguments come with optionals unwrapped (nil for none).
protocol ArgumentCapturing: AnyObject {
    /// Whether the captor can hold `actual`.
    func accepts(_ actual: Any?) -> Bool
    func capture(_ actual: Any?)
}

extension Captor: ArgumentCapturing {
    func accepts(_ actual: Any?) -> Bool { actual as? Value != nil }

    func capture(_ actual: Any?) {
        guard let value = actual as? Value else { return }
        captured.withLock { $0.append(value) }
    }
}
