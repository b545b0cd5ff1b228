import SwizzleCore

/// One recorded call of a typed method reference: its arguments and result as their own types.
public struct TypedInvocation<Result, each Argument>: @unchecked Sendable, CustomStringConvertible {
    /// The arguments, typed: a tuple for two or more (`call.arguments.0`), the value for one.
    public let arguments: (repeat each Argument)
    /// The result (nil when the call threw).
    public let result: Result?
    /// The error thrown, for throwing methods.
    public let error: (any Error)?
    /// The untyped record: receiver, sequence number (for order across spies) and thread.
    public let invocation: Invocation

    init(_ invocation: Invocation) {
        var cursor = 0
        arguments = (repeat typedArgument(invocation.arguments, &cursor, as: (each Argument).self))
        result = invocation.error == nil ? (invocation.returnValue ?? (Optional<Any>.none as Any)) as? Result : nil
        error = invocation.error
        self.invocation = invocation
    }

    public var description: String { invocation.description }
}
