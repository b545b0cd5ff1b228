package import CSwizzleRuntime

/// What the Swift side knows that the C table does not: each method's Swift signature (the C
/// side keeps only the ABI), and the typed entry point `@Swizzlable` made for it.
package final class RuntimeMetadata: Sendable {
    package static let shared = RuntimeMetadata()

    private struct State {
        var signatures: [UInt: MethodSignature] = [:]
        var typedEntries: [UInt: SKIMP] = [:]
    }

    private let state = Locked(State())

    package func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        state.withLock { $0.signatures[UInt(bitPattern: method)] = signature }
    }

    package func signature(for method: SKMethod) -> MethodSignature? {
        state.withLock { $0.signatures[UInt(bitPattern: method)] }
    }

    /// The typed entry point of `method`'s C signature: see ``TypedEntry``.
    package func setTypedEntry(_ entry: SKIMP, for method: SKMethod) {
        state.withLock { $0.typedEntries[UInt(bitPattern: method)] = entry }
    }

    package func typedEntry(for method: SKMethod) -> SKIMP? {
        state.withLock { $0.typedEntries[UInt(bitPattern: method)] }
    }
}
