import SwizzleCore

/// A method reference whose result and argument types are in its type — ``SwizzleMethod`` —
/// as the typed evidence API takes it: `spy.calls(\.add)` returns
/// `[Invocation<Method.Result, Method.Arguments>]`, which is `[Invocation<Int, (Int, Int)>]` for
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
