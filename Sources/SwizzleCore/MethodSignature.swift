package import CSwizzleRuntime

/// A method's Swift signature, and the C signature it has in the dispatch table.
///
/// The C signature follows the calling convention: `R imp(void *receiver, SEL cmd, A1 a1, …)`;
/// scalars by value; every other argument by pointer to the value; a non-scalar result through
/// a trailing pointer to uninitialized storage (the function then returns void); and, for a
/// throwing method, a last pointer to an `(any Error)?` that starts as nil.
@usableFromInline package struct MethodSignature: Hashable, Sendable, CustomStringConvertible {
    /// The types, the generic call layout and the parsed C signature, in one immutable object:
    /// copying a signature (the generic path does it on every call) is then one retain.
    @usableFromInline package let storage: SignatureStorage

    /// The parameters' types, in order (not counting the receiver and the selector).
    package var parameters: [ABIType] { storage.parameters }
    /// The result type (`Void` for none).
    package var result: ABIType { storage.result }
    /// Whether the method throws (its error crosses the table through a trailing pointer).
    @inlinable package var isThrowing: Bool { storage.isThrowing }

    /// The signature whose storage this is (kept in a method's record: ``RuntimeMetadata``).
    package init(storage: SignatureStorage) {
        self.storage = storage
    }

    /// The signature with these parameter and result types.
    package init(parameters: [ABIType], result: ABIType, isThrowing: Bool = false) {
        storage = SignatureStorage(parameters: parameters, result: result, isThrowing: isThrowing)
    }

    /// The same, remembering which parameters are non-escaping closures (equality and the C
    /// signature ignore it: it only stops evidence from keeping them past the call).
    /// `thrownError` is the error type of a method with typed throws.
    package init(parameters: [ABIType], result: ABIType, isThrowing: Bool, nonEscaping: Set<Int>, isRethrowing: Bool = false,
                 thrownError: ABIType? = nil, inoutParameters: Set<Int> = []) {
        storage = SignatureStorage(parameters: parameters, result: result, isThrowing: isThrowing, nonEscaping: nonEscaping,
                                   isRethrowing: isRethrowing, thrownError: thrownError, inoutParameters: inoutParameters)
    }

    /// Whether some parameter is `inout`: its evidence keeps the value passed in and the value left.
    package var hasInoutParameters: Bool { storage.hasInoutParameters }

    /// The signature of a method taking `parameters` and returning `result`.
    package init<each A, R>(_ parameters: repeat (each A).Type, returning result: R.Type,
                           throws isThrowing: Bool = false) {
        var types: [ABIType] = []
        for type in repeat each parameters { types.append(ABIType(type)) }
        self.init(parameters: types, result: ABIType(result), isThrowing: isThrowing)
    }

    /// Whether the method is `async`: its entry returns an ``_AsyncCall`` that the caller awaits.
    package var isAsync: Bool { storage.isAsync }

    /// Whether the method is generic: its entry returns a ``_GenericCall`` that the caller
    /// resolves with the real body.
    package var isGeneric: Bool { storage.isGeneric }

    /// Whether the call's result comes after its entry returns (async or generic).
    package var isDeferred: Bool { storage.isDeferred }

    /// Whether the method rethrows: no stub may throw for it.
    package var isRethrowing: Bool { storage.isRethrowing }

    /// The one error type a method with typed throws (`throws(PaymentError)`) can throw.
    package var thrownError: ABIType? { storage.thrownError }

    /// Whether the caller is ready for any error: the method throws, does not only rethrow, and
    /// does not name the one type it throws.
    package var canThrowAnyError: Bool { throwsToCaller && !isRethrowing && thrownError == nil }

    /// The result the caller gets: an async method's awaited result; `Any` for a generic
    /// method, whose result type each call instantiates; else the entry's.
    package var awaitedResult: ABIType {
        if let asyncCall = storage.asyncCall { return asyncCall.awaitedResult }
        return isGeneric ? ABIType(Any.self) : result
    }

    /// Whether the caller can get an error: an async method's awaited part or a generic
    /// method's resolution may throw, while its entry never does.
    package var throwsToCaller: Bool {
        storage.asyncCall?.isThrowing ?? storage.genericCall?.isThrowing ?? storage.asyncGenericCall?.isThrowing ?? isThrowing
    }

    /// Whether the result comes back through a trailing pointer argument.
    @inlinable package var hasIndirectResult: Bool { storage.hasIndirectResult }

    /// The Objective-C style C type encoding: return type, receiver, selector, arguments.
    package var typeEncoding: String {
        var encoding = hasIndirectResult ? "v" : result.typeEncoding
        encoding += "@:"
        for parameter in parameters { encoding += parameter.typeEncoding }
        if hasIndirectResult { encoding += "^v" }
        if isThrowing { encoding += "^v" }
        return encoding
    }

    /// Index in the C argument list of parameter `index` (after the receiver and selector).
    @inlinable package func abiIndex(ofParameter index: Int) -> Int { 2 + index }
    /// Index of the result pointer, if the result is indirect.
    @inlinable package var resultPointerIndex: Int? { hasIndirectResult ? 2 + storage.parameterIsIndirect.count : nil }
    /// Index of the error pointer, if the method throws.
    @inlinable package var errorPointerIndex: Int? {
        isThrowing ? 2 + storage.parameterIsIndirect.count + (hasIndirectResult ? 1 : 0) : nil
    }

    /// `(Int, Int) -> Int`, `(String) throws -> [Int]`.
    @usableFromInline package var description: String {
        let result = isGeneric ? "(generic)" : awaitedResult.isVoid ? "Void" : awaitedResult.description
        return "(" + parameters.map(\.description).joined(separator: ", ") + ")" + (isAsync ? " async" : "")
            + (isRethrowing ? " rethrows" : thrownError.map { " throws(\($0))" } ?? (throwsToCaller ? " throws" : "")) + " -> " + result
    }

    /// The parsed C signature: the runtime's (shared by equal encodings), remembered here.
    package func cSignature() throws(SwizzleError) -> SKSignature {
        if let signature = storage.cSignature { return signature }
        var status = SK_OK
        guard let signature = sk_signature_get(typeEncoding, &status) else {
            throw SwizzleError.from(status, encoding: typeEncoding)
        }
        storage.cSignature = signature
        return signature
    }

    /// Makes generic calls of this signature call `invoker`, a direct call with the concrete C
    /// types, instead of libffi. Any invoker of an encoding calls the same C signature, so when
    /// another method of the same encoding provided one first, that one serves both.
    package func setInvoker(_ invoker: SKInvoker) throws(SwizzleError) {
        let status = sk_signature_setInvoker(try cSignature(), invoker)
        guard status == SK_OK || status == SK_ERR_EXISTS else { throw SwizzleError.from(status, encoding: typeEncoding) }
    }

    // Equality and hashing are the Swift signature's; the rest of the storage follows from it.
    @usableFromInline package static func == (lhs: MethodSignature, rhs: MethodSignature) -> Bool {
        lhs.storage === rhs.storage
            || lhs.parameters == rhs.parameters && lhs.result == rhs.result && lhs.isThrowing == rhs.isThrowing
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(parameters)
        hasher.combine(result)
        hasher.combine(isThrowing)
    }
}
