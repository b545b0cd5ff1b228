/// What the Swift side knows that the C table does not: each method's Swift signature (the C
/// side keeps only the ABI), and which methods each class registered from Swift.
final class RuntimeMetadata: Sendable {
    static let shared = RuntimeMetadata()

    private struct State {
        var signatures: [UInt: MethodSignature] = [:]
        var selectors: [UInt: [(Selector, MethodType)]] = [:]
    }

    private let state = Locked(State())

    func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        state.withLock { $0.signatures[UInt(bitPattern: method)] = signature }
    }

    func addSelector(_ selector: Selector, _ type: MethodType, to record: SKClass) {
        state.withLock { state in
            let key = UInt(bitPattern: record)
            if !(state.selectors[key] ?? []).contains(where: { $0 == (selector, type) }) {
                state.selectors[key, default: []].append((selector, type))
            }
        }
    }

    func selectors(of record: SKClass) -> [(Selector, MethodType)] {
        state.withLock { $0.selectors[UInt(bitPattern: record)] ?? [] }
    }

    func signature(for method: SKMethod) -> MethodSignature? {
        state.withLock { $0.signatures[UInt(bitPattern: method)] }
    }
}
