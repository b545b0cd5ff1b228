import SwizzleCore
import SwizzleLayers

/// `super.f(…)` for a method the class does not declare itself, so the macro cannot see its
/// signature: the superclass's method reference (`Dog.eat(food:)`) supplies the types, and the
/// call takes the generic path, starting the lookup at the superclass of `caller`. The arguments
/// follow the method reference.
extension _SwizzleMacroSupport {
    /// A non-throwing instance method.
    public static func superMethod<Receiver: Swizzlable, each A, R>(
        _ receiver: Receiver, from caller: RuntimeClass, _ selector: Selector,
        _ method: (Receiver) -> (repeat each A) -> R, _ arguments: repeat each A
    ) -> R {
        do {
            return try receiver.sendSuper(from: caller, selector, repeat each arguments, returning: R.self)
        } catch {
            fatalError("SwizzleKit: super.\(selector) from \(caller): \(error)")
        }
    }

    /// A throwing instance method: its error (or a ``SwizzleError``) reaches the caller.
    public static func superMethod<Receiver: Swizzlable, each A, R>(
        _ receiver: Receiver, from caller: RuntimeClass, _ selector: Selector,
        _ method: (Receiver) -> (repeat each A) throws -> R, _ arguments: repeat each A
    ) throws -> R {
        try receiver.sendSuper(from: caller, selector, repeat each arguments, returning: R.self)
    }

    /// A non-throwing class method; the receiver stays the class the call was made on.
    public static func superClassMethod<Class: Swizzlable, each A, R>(
        _ type: Class.Type, from caller: RuntimeClass, _ selector: Selector, _ method: (repeat each A) -> R,
        _ arguments: repeat each A
    ) -> R {
        do {
            return try type.sendSuper(from: caller, selector, repeat each arguments, returning: R.self)
        } catch {
            fatalError("SwizzleKit: super.\(selector) from \(caller): \(error)")
        }
    }

    /// A throwing class method.
    public static func superClassMethod<Class: Swizzlable, each A, R>(
        _ type: Class.Type, from caller: RuntimeClass, _ selector: Selector, _ method: (repeat each A) throws -> R,
        _ arguments: repeat each A
    ) throws -> R {
        try type.sendSuper(from: caller, selector, repeat each arguments, returning: R.self)
    }
}
