import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// One recorded call: what a spy or mock saw.
public struct Invocation: @unchecked Sendable, CustomStringConvertible {
    /// The method called.
    public let selector: Selector
    /// The receiver: the subject object, or the class for a class method. Held, so a freed
    /// object's reused address is never mistaken for the subject.
    public let receiver: Any
    /// The arguments as the method's Swift types, in order.
    public let arguments: [Any]
    /// The value returned (nil for Void, or when an error was thrown).
    public let returnValue: Any?
    /// The error thrown, for throwing methods.
    public let error: (any Error)?
    /// One counter for the whole process: compare across spies and mocks to check order.
    public let sequenceNumber: UInt64
    /// The thread the call ran on.
    public let thread: InvocationThread

    /// The values the call left in its `inout` arguments, by argument index (``arguments`` holds
    /// the values passed in). Empty for a method without `inout` parameters.
    public let inoutValuesAfterCall: [Int: Any]

    package init(selector: Selector, receiver: Any, arguments: [Any], returnValue: Any?, error: (any Error)?,
                 sequenceNumber: UInt64, thread: InvocationThread, inoutValuesAfterCall: [Int: Any] = [:]) {
        self.inoutValuesAfterCall = inoutValuesAfterCall
        self.selector = selector
        self.receiver = receiver
        self.arguments = arguments
        self.returnValue = returnValue
        self.error = error
        self.sequenceNumber = sequenceNumber
        self.thread = thread
    }

    /// The same call, returning `value`: for a log that keeps no results because its owner
    /// knows them.
    package func returning(_ value: Any?) -> Invocation {
        Invocation(selector: selector, receiver: receiver, arguments: arguments, returnValue: value, error: error,
                   sequenceNumber: sequenceNumber, thread: thread, inoutValuesAfterCall: inoutValuesAfterCall)
    }

    /// `add(_:_:)(2, 3) -> 5`.
    public var description: String {
        var text = "\(selector)(" + arguments.map(describeValue).joined(separator: ", ") + ")"
        if let error {
            text += " threw \(error)"
        } else if let returnValue {
            text += " -> \(describeValue(returnValue))"
        }
        return text
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
