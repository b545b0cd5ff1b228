package import CSwizzleRuntime

/// One call through libffi being put together, with Swift values in and out: the generic path
/// behind `send`, `sendSuper` and a typed replacement's call to the original.
///
/// Made to be driven from the function that owns the parameter pack:
/// ```swift
/// var call = try GenericCall(imp, signature: signature, receiver: receiver, selector: selector)
/// for argument in repeat each arguments { call.append(argument) }
/// return try call.invoke(returning: R.self)
/// ```
/// Handing a pack on to another function, even one that is inlined, makes the caller build the
/// pack's tuple metadata (`swift_getTupleTypeMetadata`, a hashed cache lookup) on every call,
/// so the pack is walked where it is a parameter and each value is handed over on its own.
///
/// Each argument's type is checked as it is appended, by identity (what `ABIType`'s equality
/// compares); the Swift signature of the call is built only to describe a mismatch, which
/// ``invoke(returning:)`` throws before calling anything.
package struct GenericCall: ~Copyable {
    private let implementation: SKIMP
    private let signature: MethodSignature
    private let cSignature: SKSignature
    private let selector: Selector
    private let buffer: ArgumentBuffer
    /// Arguments appended so far.
    private var count = 0
    /// Values in the buffer (the arguments before any mismatch), destroyed with the call.
    private var written = 0
    /// The types of the call's arguments, from the first one that does not match on.
    private var mismatched: [ABIType]?

    package init(_ implementation: SKIMP, signature: MethodSignature, receiver: UnsafeMutableRawPointer,
                 selector: Selector) throws(SwizzleError) {
        self.implementation = implementation
        self.signature = signature
        self.selector = selector
        cSignature = try signature.cSignature()
        buffer = ArgumentBuffer(layout: signature.storage.layout)
        buffer.setPointer(receiver, at: 0)
        buffer.setPointer(UnsafeMutableRawPointer(selector.raw), at: 1)
    }

    /// Copies in the next argument, if its type is the next parameter's.
    package mutating func append<T>(_ value: T) {
        let index = count
        count += 1
        let parameters = signature.storage.parameters
        guard mismatched == nil, index < parameters.count,
              ObjectIdentifier(T.self) == ObjectIdentifier(parameters[index].swiftType)
        else {
            if mismatched == nil { mismatched = Array(parameters.prefix(index)) }
            mismatched!.append(ABIType(T.self))
            return
        }
        let storage = buffer.value(ofParameter: index)
        storage.bindMemory(to: T.self, capacity: 1).initialize(to: value)
        written += 1
        buffer.setValue(storage, isIndirect: parameters[index].isIndirect, at: signature.abiIndex(ofParameter: index))
    }

    /// Whether the implementation is a generic method's entry (its values boxed, its answer a
    /// `_GenericCall`), which a call of concrete types cannot make.
    package var isGeneric: Bool { signature.isGeneric }

    /// Whether the appended arguments and `R` are the signature's: ``invoke(returning:)`` then
    /// calls the implementation rather than throwing a mismatch.
    package func fits<R>(returning: R.Type) -> Bool {
        mismatched == nil && count == signature.storage.parameters.count
            && ObjectIdentifier(R.self) == ObjectIdentifier(signature.storage.result.swiftType)
    }

    /// Calls the implementation with the appended arguments and returns its result, or throws
    /// what it throws.
    /// - Throws: ``SwizzleError/signatureMismatch(_:expected:actual:)`` (and calls nothing) if
    ///   the arguments or `R` are not the signature's.
    package consuming func invoke<R>(returning: R.Type) throws -> R {
        guard fits(returning: R.self) else {
            let used = MethodSignature(parameters: mismatched ?? Array(signature.parameters.prefix(count)),
                                       result: ABIType(R.self), isThrowing: signature.isThrowing)
            throw SwizzleError.signatureMismatch(selector, expected: signature.description, actual: used.description)
        }
        let result = buffer.result
        if let resultIndex = signature.resultPointerIndex {
            buffer.setPointer(result, at: resultIndex)
        }
        var error: (any Error)? = nil
        withUnsafeMutablePointer(to: &error) { errorPointer in
            if let errorIndex = signature.errorPointerIndex {
                buffer.setPointer(UnsafeMutableRawPointer(errorPointer), at: errorIndex)
            }
            let directResult = signature.hasIndirectResult || signature.result.isVoid ? nil : result
            sk_call(cSignature, implementation, directResult, buffer.pointers)
        }
        if let error { throw error }
        if R.self == Void.self { return () as! R }
        return result.assumingMemoryBound(to: R.self).move()
    }

    /// Destroys the copied arguments (the result was moved out, or never written).
    deinit {
        guard !buffer.layout.parametersAreTrivial else { return }
        for index in 0..<written {
            signature.storage.parameters[index].operations.deinitialize(buffer.value(ofParameter: index))
        }
    }

    /// Calls `implementation` with `arguments` in one go: for callers that hold no pack of
    /// their own (the pack is handed over once here).
    package static func invoke<each A, R>(
        _ implementation: SKIMP, signature: MethodSignature, receiver: UnsafeMutableRawPointer,
        selector: Selector, arguments: repeat each A, returning: R.Type
    ) throws -> R {
        var call = try GenericCall(implementation, signature: signature, receiver: receiver, selector: selector)
        for argument in repeat each arguments { call.append(argument) }
        return try call.invoke(returning: R.self)
    }
}
