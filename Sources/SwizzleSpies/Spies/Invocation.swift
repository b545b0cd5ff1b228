import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One recorded call: what a spy or mock saw, typed as far as the question that read it was.
///
/// From a method reference, `spy.calls(\.add)`, it is `Invocation<Int, (Int, Int)>` for
/// `add(_:_:) -> Int`: its arguments are one value of the method's argument types (a tuple for two
/// or more, `call.arguments.0`; the value itself for one; `()` for none) and its result is an
/// `Int?`. From the string API, `spy.invocations`, it is `Invocation<Any, [Any]>`: the arguments
/// in a list and the result as `Any?`. Key paths reach every part: `calls.map(\.arguments.0)`,
/// `calls.map(\.description)`.
///
/// ```swift
/// let calls = spy.calls(\.charge)                 // [Invocation<Receipt, (Int, String)>]
/// #expect(calls.map(\.arguments.0) == [500])
/// #expect(calls.map(\.description) == ["charge(_:currency:)(500, \"EUR\") -> 500 EUR"])
/// ```
///
/// Its generic parameters are plain types, not a parameter pack, on purpose: Swift 6.3's compiler
/// crashes on a key path to a computed member of a type with a parameter pack declared in another
/// module (`calls.map(\.description)`), and on reading a stored `(repeat each Argument)` tuple
/// whose elements include a function type (`call.arguments.0` of a method that takes a closure).
/// The pack is expanded by ``TypedMethodReference/typedArguments(_:)`` into this plain tuple type.
/// Nothing it stores depends on them either, so every record has one layout: one the evidence log
/// and the verifications copy without working it out at run time, as a generic layout would.
public struct Invocation<Result, Arguments>: @unchecked Sendable, CustomStringConvertible {
    /// The method called.
    public let selector: Selector
    /// The receiver: the subject object, or the class for a class method. Held, so a freed
    /// object's reused address is never mistaken for the subject.
    public let receiver: Any
    /// The error thrown, for throwing methods.
    public let error: (any Error)?
    /// One counter for the whole process: compare across spies and mocks to check order.
    public let sequenceNumber: UInt64
    /// The thread the call ran on.
    public let thread: InvocationThread
    /// The values the call left in its `inout` arguments, by argument index (``arguments`` holds
    /// the values passed in). Empty for a method without `inout` parameters.
    public let inoutValuesAfterCall: [Int: Any]
    /// The arguments and result as recorded.
    private let recordedArguments: [Any]
    private let recordedResult: Any?
    /// How the typed record reads ``arguments``; nil for the string API's, whose arguments are the
    /// recorded ones.
    private let typing: (([Any]) -> Arguments)?

    /// The arguments as the method's Swift types. A generic method's arguments of its generic
    /// types are `Any`, a closure it does not let escape is `Any` (a placeholder, never the
    /// closure); an escaping closure is the closure itself.
    public var arguments: Arguments {
        typing?(recordedArguments) ?? unsafeBitCast(recordedArguments, to: Arguments.self)
    }

    /// The value returned: nil when an error was thrown, and in the string API for `Void`. An
    /// `async` method's is its awaited value.
    public var result: Result? {
        guard typing != nil else { return unsafeBitCast(recordedResult, to: Result?.self) }
        return error == nil ? (recordedResult ?? (Optional<Any>.none as Any)) as? Result : nil
    }

    /// `add(_:_:)(2, 3) -> 5`.
    public var description: String {
        var text = "\(selector)(" + recordedArguments.map(describeValue).joined(separator: ", ") + ")"
        if let error {
            text += " threw \(error)"
        } else if let recordedResult {
            text += " -> \(describeValue(recordedResult))"
        }
        return text
    }
}

/// The record as the evidence log keeps it, untyped.
package typealias RecordedCall = Invocation<Any, [Any]>

extension Invocation where Result == Any, Arguments == [Any] {
    package init(selector: Selector, receiver: Any, arguments: [Any], result: Any?, error: (any Error)?,
                 sequenceNumber: UInt64, thread: InvocationThread, inoutValuesAfterCall: [Int: Any] = [:]) {
        self.init(selector: selector, receiver: receiver, error: error, sequenceNumber: sequenceNumber, thread: thread,
                  inoutValuesAfterCall: inoutValuesAfterCall, recordedArguments: arguments, recordedResult: result,
                  typing: nil)
    }

    /// The same call, returning `value`: for a log that keeps no results because its owner
    /// knows them.
    package func returning(_ value: Any?) -> RecordedCall {
        RecordedCall(selector: selector, receiver: receiver, arguments: arguments, result: value, error: error,
                     sequenceNumber: sequenceNumber, thread: thread, inoutValuesAfterCall: inoutValuesAfterCall)
    }

    /// The same call as `reference`'s types say (already checked to be the method's).
    func typed<Method: TypedMethodReference>(as reference: Method) -> Invocation<Method.Result, Method.Arguments> {
        Invocation<Method.Result, Method.Arguments>(
            selector: selector, receiver: receiver, error: error, sequenceNumber: sequenceNumber, thread: thread,
            inoutValuesAfterCall: inoutValuesAfterCall, recordedArguments: recordedArguments,
            recordedResult: recordedResult, typing: reference.typedArguments)
    }
}

/// The thread an invocation ran on.
public struct InvocationThread: Hashable, Sendable, CustomStringConvertible {
    /// Identifies the thread while it lives (`pthread_self`).
    public let id: UInt64
    /// Whether the call was made on the main thread.
    public let isMainThread: Bool

    /// The calling thread.
    public static var current: InvocationThread {
        let identity = sk_thread_identity()
        return InvocationThread(id: identity.id, isMainThread: identity.isMain)
    }

    public var description: String { isMainThread ? "main thread" : "thread 0x\(String(id, radix: 16))" }

    /// The calling thread's ``id``, without working out the rest: asked on every call recorded
    /// from words, to see whether the thread changed (~15 instructions fewer than ``current``).
    /// `pthread_self`, as the runtime's `sk_thread_identity` gives it.
    @inline(__always)
    static var currentID: UInt64 {
        #if canImport(Glibc)
        UInt64(pthread_self())
        #else
        UInt64(UInt(bitPattern: pthread_self()))
        #endif
    }
}

/// How values appear in evidence and failure messages: strings quoted, optionals unwrapped.
package func describeValue(_ value: Any?) -> String {
    guard let value, let unwrapped = unwrapOptional(value) else { return "nil" }
    if let string = unwrapped as? String { return "\"\(string)\"" }
    return String(describing: unwrapped)
}

/// `value` with any levels of Optional removed; nil if it is a nil optional.
package func unwrapOptional(_ value: Any) -> Any? {
    guard let optional = value as? any AnyOptional else { return value }
    return optional.wrappedAny.flatMap(unwrapOptional)
}
