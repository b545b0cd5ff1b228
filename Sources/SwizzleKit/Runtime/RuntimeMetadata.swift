import Synchronization

/// What the Swift side knows that the C table does not: which Swift class a record stands for,
/// and each method's Swift signature (the C side keeps only the ABI).
final class RuntimeMetadata: Sendable {
    static let shared = RuntimeMetadata()

    private struct State {
        var swiftClasses: [UInt: any AnyObject.Type] = [:]
        var signatures: [UInt: MethodSignature] = [:]
    }

    private let state = Mutex(State())

    func setSwiftClass(_ type: any AnyObject.Type, for record: SKClass) {
        state.withLock { $0.swiftClasses[UInt(bitPattern: record)] = type }
    }

    func swiftClass(for record: SKClass) -> (any AnyObject.Type)? {
        state.withLock { $0.swiftClasses[UInt(bitPattern: record)] }
    }

    func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        state.withLock { $0.signatures[UInt(bitPattern: method)] = signature }
    }

    func signature(for method: SKMethod) -> MethodSignature? {
        state.withLock { $0.signatures[UInt(bitPattern: method)] }
    }
}
