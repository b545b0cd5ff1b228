package import CSwizzleRuntime

/// What the Swift side knows that the C table does not: each method's Swift signature (the C
/// side keeps only the ABI), the typed entry point `@Swizzlable` made for it, and the members a
/// class has that are not in the table, with why.
package final class RuntimeMetadata: Sendable {
    package static let shared = RuntimeMetadata()

    private struct State {
        var signatures: [UInt: MethodSignature] = [:]
        var typedEntries: [UInt: SKIMP] = [:]
        /// Per class record: "-selector" or "+selector" → why the member is not dispatched.
        var undispatched: [UInt: [String: String]] = [:]
        /// Per class record compiled as written: the condition (`DEBUG`) the build lacks.
        var compiledWithout: [UInt: String] = [:]
    }

    private let state = Locked(State())

    package func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        state.withLock { $0.signatures[UInt(bitPattern: method)] = signature }
    }

    package func signature(for method: SKMethod) -> MethodSignature? {
        state.withLock { $0.signatures[UInt(bitPattern: method)] }
    }

    /// The typed entry point of `method`'s C signature: see `_TypedEntryCall` (SwizzleLayers).
    package func setTypedEntry(_ entry: SKIMP, for method: SKMethod) {
        state.withLock { $0.typedEntries[UInt(bitPattern: method)] = entry }
    }

    package func typedEntry(for method: SKMethod) -> SKIMP? {
        state.withLock { $0.typedEntries[UInt(bitPattern: method)] }
    }

    /// Adds to the members `runtimeClass` lists as plain: the class's own, then each annotated
    /// extension's. A member listed already keeps its first reason.
    package func addUndispatched(_ members: [(selector: String, type: MethodType, reason: String)], of runtimeClass: RuntimeClass) {
        guard !members.isEmpty else { return }
        let reasons = Dictionary(members.map { (Self.key($0.selector, $0.type), $0.reason) }, uniquingKeysWith: { first, _ in first })
        state.withLock { $0.undispatched[UInt(bitPattern: runtimeClass.record), default: [:]].merge(reasons) { first, _ in first } }
    }

    /// Records that `runtimeClass` was compiled as written, in a build without `condition`.
    package func setCompiledWithout(_ condition: String, _ runtimeClass: RuntimeClass) {
        state.withLock { $0.compiledWithout[UInt(bitPattern: runtimeClass.record)] = condition }
    }

    /// Why `selector` is not in the table, if `runtimeClass` or an ancestor declares it plain, or
    /// if the class was compiled as written because this build lacks its condition.
    package func undispatchedReason(_ selector: Selector, _ type: MethodType, in runtimeClass: RuntimeClass) -> String? {
        let key = Self.key(selector.name, type)
        return state.withLock { state in
            if let reason = sequence(first: runtimeClass, next: \.superclass).lazy
                .compactMap({ state.undispatched[UInt(bitPattern: $0.record)]?[key] }).first {
                return reason
            }
            return state.compiledWithout[UInt(bitPattern: runtimeClass.record)].map { condition in
                "this build does not set \(condition), so the class is compiled as written: @Swizzlable puts a class in the "
                    + "table only in builds that set its behindPreprocessorFlag (\"\(condition)\", the default, is set in debug "
                    + "builds); test a debug build, or write @Swizzlable(behindPreprocessorFlag: nil) to dispatch in every build"
            }
        }
    }

    private static func key(_ selector: String, _ type: MethodType) -> String {
        (type == .class ? "+" : "-") + selector
    }
}
