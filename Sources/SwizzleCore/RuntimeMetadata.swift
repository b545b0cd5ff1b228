package import CSwizzleRuntime

/// What the Swift side knows that the C table does not: each method's Swift signature (the C
/// side keeps only the ABI) and the typed entry point `@Swizzlable` made for it, both kept in the
/// method's record, and the members a class has that are not in the table, with why.
package final class RuntimeMetadata: Sendable {
    package static let shared = RuntimeMetadata()

    private struct State {
        /// Every signature a method's record was given, kept alive here (the record holds its
        /// address only): a reader may still hold one that another was set over.
        var signatures: [SignatureStorage] = []
        /// Per class record: "-selector" or "+selector" → why the member is not dispatched.
        var undispatched: [UInt: [String: String]] = [:]
        /// Per class record compiled as written: the condition (`DEBUG`) the build lacks.
        var compiledWithout: [UInt: String] = [:]
    }

    private let state = Locked(State())

    // A method's signature and typed entry are kept in its C record (`sk_method_setData`), read
    // without a lock: a locked dictionary's lookup cost every spy made and begun two of them,
    // about 1,300 instructions in a debug build (what `swift test` runs) and 400 in release.

    /// Sets `method`'s Swift signature. Its storage is kept alive for good, here: a reader may
    /// hold it while another thread sets another. Methods are registered once, so only a method
    /// added again to a class is set again, with the signature it had (kept once).
    package func setSignature(_ signature: MethodSignature, for method: SKMethod) {
        let storage = Unmanaged.passUnretained(signature.storage).toOpaque()
        state.withLock { state in
            guard sk_method_getData(method, SK_METHOD_SWIFT_SIGNATURE) != UnsafeRawPointer(storage) else { return }
            state.signatures.append(signature.storage)
            sk_method_setData(method, SK_METHOD_SWIFT_SIGNATURE, storage)
        }
    }

    package func signature(for method: SKMethod) -> MethodSignature? {
        guard let storage = sk_method_getData(method, SK_METHOD_SWIFT_SIGNATURE) else { return nil }
        return MethodSignature(storage: Unmanaged<SignatureStorage>.fromOpaque(storage).takeUnretainedValue())
    }

    /// The typed entry point of `method`'s C signature: see `_TypedEntryCall` (SwizzleLayers).
    package func setTypedEntry(_ entry: SKIMP, for method: SKMethod) {
        sk_method_setData(method, SK_METHOD_TYPED_ENTRY, unsafeBitCast(entry, to: UnsafeRawPointer.self))
    }

    package func typedEntry(for method: SKMethod) -> SKIMP? {
        // `guard let`, not `Optional.map`: a debug build calls `map` unspecialized, with a spy begun.
        guard let entry = sk_method_getData(method, SK_METHOD_TYPED_ENTRY) else { return nil }
        return unsafeBitCast(entry, to: SKIMP.self)
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
