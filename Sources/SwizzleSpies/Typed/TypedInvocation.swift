import SwizzleCore

/// One recorded call of a typed method reference, `TypedInvocation<Int, Int, Int>` for
/// `add(_:_:) -> Int`: what `spy.calls(\.add)` returns. It is a ``TypedCall`` whose arguments
/// are the tuple of the reference's argument types, so it reads as its own types:
/// `call.arguments.0`, `call.arguments.1`, `call.result`, `call.error`, and key paths to any of
/// them (`calls.map(\.arguments.0)`, `calls.map(\.description)`).
public typealias TypedInvocation<Result, each Argument> = TypedCall<Result, (repeat each Argument)>

/// One recorded call, typed: its arguments as one value of type `Arguments` (a tuple for two or
/// more arguments, `call.arguments.0`; the value itself for one; `()` for none), its result and
/// its error. Spelled ``TypedInvocation`` after the method reference's types.
///
/// ```swift
/// let calls = spy.calls(\.charge)                 // [TypedInvocation<Receipt, Int, String>]
/// #expect(calls.map(\.arguments.0) == [500])
/// #expect(calls.map(\.description) == ["charge(_:currency:)(500, \"EUR\") -> 500 EUR"])
/// ```
///
/// Its generic parameters are plain types, not a parameter pack, on purpose: Swift 6.3's compiler
/// crashes on a key path to a computed member of a type with a parameter pack declared in another
/// module (`calls.map(\.description)`), and on reading a stored `(repeat each Argument)` tuple
/// whose elements include a function type (`call.arguments.0` of a method that takes a closure).
/// The pack is expanded once, by ``TypedMethodReference/typedArguments(_:)``, into this plain tuple type.
public struct TypedCall<Result, Arguments>: @unchecked Sendable, CustomStringConvertible {
    /// The arguments, typed: a tuple for two or more (`call.arguments.0`), the value for one,
    /// `()` for none. A generic method's arguments of its generic types are `Any`, a closure it
    /// does not let escape is `Any` (a placeholder, never the closure); an escaping closure is
    /// the closure itself.
    public let arguments: Arguments
    /// The result (nil when the call threw). An `async` method's is its awaited value.
    public let result: Result?
    /// The error thrown, for throwing methods.
    public let error: (any Error)?
    /// The untyped record: receiver, sequence number (for order across spies) and thread.
    public let invocation: Invocation

    /// The call `invocation` with its arguments already typed.
    init(_ invocation: Invocation, arguments: Arguments) {
        self.arguments = arguments
        result = invocation.error == nil ? (invocation.returnValue ?? (Optional<Any>.none as Any)) as? Result : nil
        error = invocation.error
        self.invocation = invocation
    }

    /// The call as the verification's failure messages print it: `add(_:_:)(2, 3) -> 5`.
    public var description: String { invocation.description }
}

/// A method reference whose result and argument types are in its type — ``SwizzleMethod`` —
/// as the typed evidence API takes it: `spy.calls(\.add)` returns
/// `[TypedCall<Method.Result, Method.Arguments>]`, which is `[TypedInvocation<Int, Int, Int>]` for
/// `SwizzleMethod<Int, Int, Int>`. Its types are associated types, not a parameter pack, so a
/// call's arguments have their own type as soon as the reference is known
/// (`spy.calls(\.onDone)[0].arguments(1)` calls a recorded closure).
public protocol TypedMethodReference: SwizzleMethodReference {
    /// The method's result (an `async` method's awaited value; `Void` for none).
    associatedtype Result
    /// The method's arguments as one value: a tuple for two or more, the value for one, `()` for none.
    associatedtype Arguments
    /// A recorded call's arguments (``Invocation/arguments``, already checked to be of this
    /// reference's types) as one typed value.
    func typedArguments(_ arguments: [Any]) -> Arguments
}

extension SwizzleMethod: TypedMethodReference {
    /// `(repeat each Argument)`: `(Int, Int)` for `SwizzleMethod<Int, Int, Int>`, `String` for
    /// `SwizzleMethod<Bool, String>`, `()` for `SwizzleMethod<Int>`.
    public typealias Arguments = (repeat each Argument)

    public func typedArguments(_ arguments: [Any]) -> (repeat each Argument) {
        var cursor = 0
        return (repeat typedArgument(arguments, &cursor, as: (each Argument).self))
    }
}
