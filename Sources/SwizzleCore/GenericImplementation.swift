package import CSwizzleRuntime

/// What a ``GenericImplementation`` runs for each call: a registered method's Swift closure.
/// (A swizzle layer is its own closure's user data: `Layer.makeClosure(typedEntry:)`.)
package protocol CallHandling: AnyObject, Sendable {
    func handle(_ frame: CallFrame)
}

/// A registered method's Swift closure as a ``CallHandling``.
final class ClosureCallHandler: CallHandling, @unchecked Sendable {
    let body: (CallFrame) -> Void
    init(_ body: @escaping (CallFrame) -> Void) { self.body = body }
    func handle(_ frame: CallFrame) { body(frame) }
}

/// A handler made into an implementation of any signature: a libffi closure whose handler
/// builds a ``CallFrame`` and calls ``CallHandling/handle(_:)``.
///
/// Its `implementation` stays callable for the life of the process (a thread may be on its way
/// into it); ``retire()`` lets the runtime reuse it after a grace period.
package final class GenericImplementation: @unchecked Sendable {
    @usableFromInline package let signature: MethodSignature
    package let handler: any CallHandling
    @usableFromInline package let cSignature: SKSignature
    /// Whether the C signature returns a value (not through a pointer argument).
    @usableFromInline package let returnsValue: Bool
    package private(set) var closure: SKClosure!

    package convenience init(signature: MethodSignature, body: @escaping (CallFrame) -> Void) throws(SwizzleError) {
        try self.init(signature: signature, handler: ClosureCallHandler(body))
    }

    package init(signature: MethodSignature, handler: any CallHandling) throws(SwizzleError) {
        self.signature = signature
        self.handler = handler
        cSignature = try signature.cSignature()
        returnsValue = sk_signature_returnSize(cSignature) != 0
        var status = SK_OK
        // The closure holds this object until the runtime can no longer call it.
        let userData = Unmanaged.passRetained(self).toOpaque()
        guard let closure = sk_closure_create(cSignature, genericImplementationEntry, userData,
                                              releaseGenericImplementation, &status) else {
            Unmanaged<GenericImplementation>.fromOpaque(userData).release()
            throw .ffiFailure("a closure for \(signature)")
        }
        self.closure = closure
    }

    package var implementation: SKIMP { sk_closure_imp(closure) }

    /// Gives the closure back to the runtime; calls already on their way still run the handler.
    package func retire() { sk_closure_retire(closure) }
}

private let genericImplementationEntry: SKHandler = { cSignature, result, arguments, userData in
    // The closure's user data holds the object for as long as the closure can run, so it is
    // borrowed here, not retained (a retain and release of it and of what is read from it).
    Unmanaged<GenericImplementation>.fromOpaque(userData!)._withUnsafeGuaranteedRef { implementation in
        implementation.handler.handle(CallFrame(signature: implementation.signature, cSignature: cSignature,
                                                arguments: arguments, result: result))
    }
}

private let releaseGenericImplementation: SKReleaseFunction = { userData in
    Unmanaged<GenericImplementation>.fromOpaque(userData!).release()
}
