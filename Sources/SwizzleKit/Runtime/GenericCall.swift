/// Calls an implementation of any signature through libffi, with Swift values in and out:
/// the generic path behind `send`, `sendSuper` and a replacement's call to the original.
enum GenericCall {
    static func invoke<each A, R>(
        _ implementation: SKIMP, signature: MethodSignature, receiver: UnsafeMutableRawPointer,
        selector: Selector, arguments: repeat each A, returning: R.Type
    ) throws -> R {
        let cSignature = try signature.cSignature()
        var buffer = ArgumentBuffer(count: sk_signature_argumentCount(cSignature))
        buffer.setPointer(receiver, at: 0)
        buffer.setPointer(UnsafeMutableRawPointer(selector.raw), at: 1)
        var index = 0
        for argument in repeat each arguments {
            buffer.setValue(argument, as: signature.parameters[index], at: signature.abiIndex(ofParameter: index))
            index += 1
        }
        let result = UnsafeMutablePointer<R>.allocate(capacity: 1)
        defer { result.deallocate() }
        if let resultIndex = signature.resultPointerIndex {
            buffer.setPointer(UnsafeMutableRawPointer(result), at: resultIndex)
        }
        var error: (any Error)? = nil
        try withUnsafeMutablePointer(to: &error) { errorPointer in
            if let errorIndex = signature.errorPointerIndex {
                buffer.setPointer(UnsafeMutableRawPointer(errorPointer), at: errorIndex)
            }
            let directResult = signature.hasIndirectResult || signature.result.isVoid ? nil : UnsafeMutableRawPointer(result)
            sk_call(cSignature, implementation, directResult, buffer.pointers)
            if let thrown = errorPointer.pointee { throw thrown }
        }
        if R.self == Void.self { return () as! R }
        return result.move()
    }

    /// Checks that a call with these Swift types matches `signature`.
    static func check<each A, R>(
        _ signature: MethodSignature, _ selector: Selector, arguments: repeat (each A).Type, returning: R.Type
    ) throws(SwizzleError) {
        let used = MethodSignature(repeat each arguments, returning: R.self, throws: signature.isThrowing)
        guard used == signature else {
            throw .signatureMismatch(selector, expected: signature.description, actual: used.description)
        }
    }
}
