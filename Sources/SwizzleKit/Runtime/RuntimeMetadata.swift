/// What the Swift side knows that the C table does not: each method's Swift signature (the C
/// side keeps only the ABI).
final class RuntimeMetadata: Sendable {
    static let shared = RuntimeMetadata()

    private struct State {
        var signatures: [UInt: MethodSignature] = [:]
    }

    private let state = Locked(State())

    func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        state.withLock { $0.signatures[UInt(bitPattern: method)] = signature }
    }

    func signature(for method: SKMethod) -> MethodSignature? {
        state.withLock { $0.signatures[UInt(bitPattern: method)] }
    }
}
