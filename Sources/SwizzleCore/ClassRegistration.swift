package import CSwizzleRuntime

/// Adds methods to a class being registered: what `@Swizzlable` generates, and what a hand
/// registration writes. Methods the class defines already are left as they are, so registering
/// twice is harmless.
public struct ClassRegistration: Sendable {
    /// The class whose methods are being registered.
    public let runtimeClass: RuntimeClass

    /// A method whose implementation is a C function of the signature's C type (the fast path).
    package func method(_ selector: Selector, _ type: MethodType = .instance,
                       implementation: SKIMP, signature: MethodSignature) throws(SwizzleError) {
        guard runtimeClass.ownMethod(selector, type) == nil else { return }
        try runtimeClass.addMethod(selector, type, implementation: implementation, signature: signature)
    }

    /// A method whose implementation is a Swift closure, called through a libffi closure.
    /// ```swift
    /// try c.instanceMethod("add(_:_:)") { (self: Calculator, a: Int, b: Int) in a + b }
    /// ```
    public func instanceMethod<Receiver: AnyObject, each A, R>(
        _ selector: Selector, _ body: @escaping (Receiver, repeat each A) -> R
    ) throws(SwizzleError) {
        try add(selector, .instance, MethodSignature(repeat (each A).self, returning: R.self)) { frame in
            let arguments = frame.arguments(repeat (each A).self)
            frame.setReturnValue(body(frame.receiverObject(as: Receiver.self), repeat each arguments))
        }
    }

    /// A throwing instance method; the error crosses the table through the error pointer.
    public func throwingInstanceMethod<Receiver: AnyObject, each A, R>(
        _ selector: Selector, _ body: @escaping (Receiver, repeat each A) throws -> R
    ) throws(SwizzleError) {
        try add(selector, .instance, MethodSignature(repeat (each A).self, returning: R.self, throws: true)) { frame in
            do {
                let arguments = frame.arguments(repeat (each A).self)
                frame.setReturnValue(try body(frame.receiverObject(as: Receiver.self), repeat each arguments))
            } catch {
                frame.setError(error)
            }
        }
    }

    /// A class (static) method; its receiver is the class the call was made on.
    public func classMethod<Receiver: AnyObject, each A, R>(
        _ selector: Selector, _ body: @escaping (Receiver.Type, repeat each A) -> R
    ) throws(SwizzleError) {
        try add(selector, .class, MethodSignature(repeat (each A).self, returning: R.self)) { frame in
            let arguments = frame.arguments(repeat (each A).self)
            frame.setReturnValue(body(frame.receiverClass(as: Receiver.self), repeat each arguments))
        }
    }

    /// A throwing class method.
    public func throwingClassMethod<Receiver: AnyObject, each A, R>(
        _ selector: Selector, _ body: @escaping (Receiver.Type, repeat each A) throws -> R
    ) throws(SwizzleError) {
        try add(selector, .class, MethodSignature(repeat (each A).self, returning: R.self, throws: true)) { frame in
            do {
                let arguments = frame.arguments(repeat (each A).self)
                frame.setReturnValue(try body(frame.receiverClass(as: Receiver.self), repeat each arguments))
            } catch {
                frame.setError(error)
            }
        }
    }

    private func add(_ selector: Selector, _ type: MethodType, _ signature: MethodSignature,
                     _ body: @escaping (CallFrame) -> Void) throws(SwizzleError) {
        guard runtimeClass.ownMethod(selector, type) == nil else { return }
        let closure = try GenericImplementation(signature: signature, body: body)
        try runtimeClass.addMethod(selector, type, implementation: closure.implementation, signature: signature)
    }
}
