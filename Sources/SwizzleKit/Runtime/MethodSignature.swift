/// A method's Swift signature, and the C signature it has in the dispatch table.
///
/// The C signature follows the calling convention: `R imp(void *receiver, SEL cmd, A1 a1, …)`;
/// scalars by value; every other argument by pointer to the value; a non-scalar result through
/// a trailing pointer to uninitialized storage (the function then returns void); and, for a
/// throwing method, a last pointer to an `(any Error)?` that starts as nil.
public struct MethodSignature: Hashable, Sendable, CustomStringConvertible {
    public let parameters: [ABIType]
    public let result: ABIType
    public let isThrowing: Bool

    public init(parameters: [ABIType], result: ABIType, isThrowing: Bool = false) {
        self.parameters = parameters
        self.result = result
        self.isThrowing = isThrowing
    }

    /// The signature of a method taking `parameters` and returning `result`.
    public init<each A, R>(_ parameters: repeat (each A).Type, returning result: R.Type,
                           throws isThrowing: Bool = false) {
        var types: [ABIType] = []
        for type in repeat each parameters { types.append(ABIType(type)) }
        self.init(parameters: types, result: ABIType(result), isThrowing: isThrowing)
    }

    /// Whether the result comes back through a trailing pointer argument.
    public var hasIndirectResult: Bool { result.isIndirect && !result.isVoid }

    /// The Objective-C style C type encoding: return type, receiver, selector, arguments.
    public var typeEncoding: String {
        var encoding = hasIndirectResult ? "v" : result.typeEncoding
        encoding += "@:"
        for parameter in parameters { encoding += parameter.typeEncoding }
        if hasIndirectResult { encoding += "^v" }
        if isThrowing { encoding += "^v" }
        return encoding
    }

    /// Index in the C argument list of parameter `index` (after the receiver and selector).
    public func abiIndex(ofParameter index: Int) -> Int { 2 + index }
    /// Index of the result pointer, if the result is indirect.
    public var resultPointerIndex: Int? { hasIndirectResult ? 2 + parameters.count : nil }
    /// Index of the error pointer, if the method throws.
    public var errorPointerIndex: Int? {
        isThrowing ? 2 + parameters.count + (hasIndirectResult ? 1 : 0) : nil
    }

    /// `(Int, Int) -> Int`, `(String) throws -> [Int]`.
    public var description: String {
        "(" + parameters.map(\.description).joined(separator: ", ") + ")"
            + (isThrowing ? " throws" : "") + " -> " + (result.isVoid ? "Void" : result.description)
    }

    /// The parsed C signature, cached by the runtime.
    func cSignature() throws(SwizzleError) -> SKSignature {
        var status = SK_OK
        guard let signature = sk_signature_get(typeEncoding, &status) else {
            throw SwizzleError.from(status, encoding: typeEncoding)
        }
        return signature
    }
}
