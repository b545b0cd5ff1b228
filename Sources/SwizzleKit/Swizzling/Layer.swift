import Synchronization

/// One replacement in a stack of replacements on a table entry. It reaches the layer below at
/// call time, through atomics, so layers can be removed in any order while other threads call.
final class Layer: @unchecked Sendable {
    let target: SwizzleTarget
    let location: SourceLocation
    private(set) var implementation: SKIMP!
    /// Kept while the layer is installed; afterwards only the runtime's retired closure holds it.
    private var generic: GenericImplementation?

    /// The layer below: a fixed implementation, or, when `belowLookupClass` is set, whatever a
    /// lookup from that class finds at call time (an inherited method, or an object's class).
    private let belowImplementation = Atomic<UInt>(0)
    private let belowLookupClass = Atomic<UInt>(0)
    private let active = Atomic<Bool>(true)

    init(target: SwizzleTarget, location: SourceLocation) {
        self.target = target
        self.location = location
    }

    func setImplementation(_ implementation: SKIMP, generic: GenericImplementation?) {
        self.implementation = implementation
        self.generic = generic
    }

    /// Whether the layer is still installed. A call already on its way into a removed layer
    /// still runs it; handlers check this to pass such calls straight through.
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// What a call that this layer passes on reaches now.
    func implementationBelow() -> SKIMP {
        let lookupClass = belowLookupClass.load(ordering: .acquiring)
        if lookupClass != 0, let record = SKClass(bitPattern: lookupClass),
           let imp = sk_lookup(record, target.type.side, target.selector.raw) {
            return imp
        }
        return SwizzleKit.implementation(at: belowImplementation.load(ordering: .acquiring))
    }

    // MARK: Changed only under the registry's lock

    func setBelow(_ implementation: SKIMP) {
        belowImplementation.store(address(of: implementation), ordering: .releasing)
        belowLookupClass.store(0, ordering: .releasing)
    }

    func setBelow(lookupFrom runtimeClass: RuntimeClass) {
        belowLookupClass.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
    }

    /// Takes over what `removed` reached, when the layer below this one is removed.
    func setBelow(from removed: Layer) {
        belowImplementation.store(removed.belowImplementation.load(ordering: .acquiring), ordering: .releasing)
        belowLookupClass.store(removed.belowLookupClass.load(ordering: .acquiring), ordering: .releasing)
    }

    /// Marks the layer removed but keeps its closure: code outside SwizzleKit still calls it.
    func markRemovedButReachable() {
        active.store(false, ordering: .releasing)
    }

    /// Marks the layer removed and gives its closure back to the runtime.
    func deactivate() {
        active.store(false, ordering: .releasing)
        generic?.retire()
        generic = nil
    }
}
