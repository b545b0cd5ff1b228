package import CSwizzleRuntime

/// A Swift closure made into an implementation of any signature: a libffi closure whose handler
/// builds a ``CallFrame`` and calls the body.
///
/// Its `implementation` stays callable for the life of the process (a thread may be on its way
/// into it); ``retire()`` lets the runtime reuse it after a grace period.
package final class GenericImplementation: @unchecked Sendable {
    package let signature: MethodSignature
    package let body: (CallFrame) -> Void
    let cSignature: SKSignature
    package private(set) var closure: SKClosure!

    package init(signature: MethodSignature, body: @escaping (CallFrame) -> Void) throws(SwizzleError) {
        self.signature = signature
        self.body = body
        cSignature = try signature.cSignature()
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

    /// Gives the closure back to the runtime; calls already on their way still run `body`.
    package func retire() { sk_closure_retire(closure) }
}

private let genericImplementationEntry: SKHandler = { cSignature, result, arguments, userData in
    // The closure's user data holds the object for as long as the closure can run, so it is
    // borrowed here, not retained (a retain and release of it and of what is read from it).
    Unmanaged<GenericImplementation>.fromOpaque(userData!)._withUnsafeGuaranteedRef { implementation in
        implementation.body(CallFrame(signature: implementation.signature, cSignature: cSignature,
                                      arguments: arguments, result: result))
    }
}

private let releaseGenericImplementation: SKReleaseFunction = { userData in
    Unmanaged<GenericImplementation>.fromOpaque(userData!).release()
}
