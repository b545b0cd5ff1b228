import SwizzleCore
import SwizzleLayers

/// `super.f(…)` for a method the class does not declare itself, so the macro cannot see its
/// signature: the superclass's method as a value (`super.eat(food:)`) supplies the types, and the
/// call takes the generic path, starting the lookup at the superclass of `caller`. The arguments
/// follow the method.
///
/// Where the table cannot make the call with those types, the method value makes it, as the
/// super call as written would: a method the superclass leaves plain (no entry), a generic one
/// (its entry takes its values boxed and answers with its body, which only the super call
/// reaches), an overload the selector does not tell apart. The call through the table is the
/// exact one: its lookup starts above `caller` whatever the receiver's class, where the super
/// call as written reaches the superclass's dispatching method, which looks the receiver up
/// (a subclass of the receiver's class that overrides the method is found there).
extension _SwizzleMacroSupport {
    /// A non-throwing instance method.
    public static func superMethod<Receiver: Swizzlable, each A, R>(
        _ receiver: Receiver, from caller: RuntimeClass, _ selector: Selector,
        _ superMethod: (repeat each A) -> R, _ arguments: repeat each A
    ) -> R {
        guard let call = fitting(receiver.superCall(from: caller, selector), repeat each arguments, returning: R.self)
        else { return superMethod(repeat each arguments) }
        return invokeNotThrowing(call, selector, from: caller, returning: R.self)
    }

    /// A throwing instance method: its error reaches the caller.
    public static func superMethod<Receiver: Swizzlable, each A, R>(
        _ receiver: Receiver, from caller: RuntimeClass, _ selector: Selector,
        _ superMethod: (repeat each A) throws -> R, _ arguments: repeat each A
    ) throws -> R {
        guard let call = fitting(receiver.superCall(from: caller, selector), repeat each arguments, returning: R.self)
        else { return try superMethod(repeat each arguments) }
        return try call.invoke(returning: R.self)
    }

    /// A non-throwing class method; the receiver stays the class the call was made on.
    public static func superClassMethod<Class: Swizzlable, each A, R>(
        _ type: Class.Type, from caller: RuntimeClass, _ selector: Selector, _ superMethod: (repeat each A) -> R,
        _ arguments: repeat each A
    ) -> R {
        guard let call = fitting(type.superClassCall(from: caller, selector), repeat each arguments, returning: R.self)
        else { return superMethod(repeat each arguments) }
        return invokeNotThrowing(call, selector, from: caller, returning: R.self)
    }

    /// `call` with `arguments` appended, if they and `R` are its signature's; nil where there is no
    /// call or they are not (the caller then makes the super call itself).
    private static func fitting<each A, R>(_ call: consuming GenericCall?, _ arguments: repeat each A,
                                           returning: R.Type) -> GenericCall? {
        guard var call else { return nil }
        for argument in repeat each arguments { call.append(argument) }
        guard call.fits(returning: R.self) else { return nil }
        return consume call
    }

    /// A call that fits a non-throwing method's signature: the implementation has no error to
    /// throw (`invoke` throws only a mismatch, which `fits` ruled out, or the method's error).
    private static func invokeNotThrowing<R>(_ call: consuming GenericCall, _ selector: Selector, from caller: RuntimeClass,
                                             returning: R.Type) -> R {
        do {
            return try call.invoke(returning: R.self)
        } catch {
            fatalError("SwizzleKit: super.\(selector) from \(caller) threw \(error), though the method does not throw")
        }
    }

    /// A throwing class method.
    public static func superClassMethod<Class: Swizzlable, each A, R>(
        _ type: Class.Type, from caller: RuntimeClass, _ selector: Selector, _ superMethod: (repeat each A) throws -> R,
        _ arguments: repeat each A
    ) throws -> R {
        guard let call = fitting(type.superClassCall(from: caller, selector), repeat each arguments, returning: R.self)
        else { return try superMethod(repeat each arguments) }
        return try call.invoke(returning: R.self)
    }
}
