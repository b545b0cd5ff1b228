import SwizzleCore
package import CSwizzleRuntime
import Synchronization

/// One replacement in a stack of replacements on a table entry. It reaches the layer below at
/// call time, through atomics, so layers can be removed in any order while other threads call.
///
/// Its variables are changed only under the registry's lock, or set once before the layer is
/// in any entry (and ``closureReleased()``'s, once no call can reach it): they are not checked
/// for exclusive access at run time, which a debug build (what `swift test` runs) did on each
/// access, about 130 instructions each, 2,000 a spy begun and ended.
@_spi(Internals)
public final class Layer: @unchecked Sendable {
    let target: SwizzleTarget
    /// The target's side and selector, read by every call the layer passes on: kept apart from
    /// `target`, whose enum getters a debug build (what `swift test` runs) calls, about 170
    /// instructions a spied call.
    private let lookupSide: SKSide
    private let lookupSelector: SKSel
    let location: SourceLocation
    /// The owner (a test) that was current where it was installed.
    let owner: (any SwizzleOwner)?
    /// Install order across the process, for restoring a scope's layers newest first.
    let serial: UInt64
    /// Set (under the registry's lock) when its owner's cleanup restored the layer: its token's own
    /// restore is then a no-op, not a second failure in whatever test runs at that time.
    @exclusivity(unchecked) var restoredByOwner = false
    /// For a layer installed outside every test's task while tests with scopes ran: those still
    /// running (changed under the registry's lock), and the names of those that ran when it was
    /// installed. The last of them to end reports it if it is still there (and, where tests run
    /// one at a time, restores it). Nil for every other layer: an empty set and list made and
    /// freed with each cost a debug build (what `swift test` runs) about 250 instructions.
    @exclusivity(unchecked) var witnesses: Witnesses?
    struct Witnesses {
        var running: Set<ObjectIdentifier>
        let names: [String]
    }
    @exclusivity(unchecked) private(set) var implementation: SKIMP!
    /// What the layer does with its calls; nil for a layer that is a C implementation. Held until
    /// the runtime can no longer call the layer's closure (see ``closureReleased()``).
    @exclusivity(unchecked) private var behavior: LayerBehavior?
    /// The same, unretained: read on every call, by a call that holds the layer's closure entered,
    /// which keeps the layer, and so the behavior, alive.
    let behaviorOnCall: Unmanaged<LayerBehavior>?
    /// For a layer with a behavior: the libffi closure that stands for it, whose user data is the
    /// layer itself, retained until the runtime can no longer call it (its grace period after
    /// ``deactivate()``). The layer is its own generic implementation: a `GenericImplementation`
    /// beside it was one more object made and freed with every layer.
    @exclusivity(unchecked) private(set) var closure: SKClosure?
    /// For a layer with a behavior: the method's signature, its C signature, and whether that
    /// returns a value, what a call's frame is built with (through the closure or a typed entry
    /// point). A layer that is a C implementation builds no frame: it holds a signature of no
    /// arguments and no C signature. Not optional, so that a call reads the signature without
    /// retaining it (unwrapped, a `make()` through a global mock's layer paid about 80
    /// instructions more).
    let signature: MethodSignature
    let cSignature: SKSignature?
    let returnsValue: Bool
    private static let noSignature = MethodSignature(parameters: [], result: ABIType(Void.self))
    /// The closure, when the layer's implementation is a typed entry point rather than the
    /// closure's own: the entry finds the layer by it (see ``_TypedEntryCall``).
    @exclusivity(unchecked) private(set) var typedClosure: SKClosure?

    /// The layer below: a fixed implementation, or, when `belowLookupClass` is set, whatever a
    /// lookup from that class finds at call time (an inherited method, or an object's class).
    private let belowImplementation = Atomic<UInt>(0)
    private let belowLookupClass = Atomic<UInt>(0)
    /// A seqlock over the two words above: odd while they change. They change together (a layer
    /// taking over what a removed one reached), and a call that read one old and one new word
    /// could find neither a class nor an implementation.
    private let belowVersion = Atomic<UInt>(0)
    @usableFromInline let active = Atomic<Bool>(true)

    /// For a spy's layer: its behavior records a call that a layer above it answered without
    /// passing it on (a stub of another spy on the same method), so that every spy on a method
    /// sees its calls (``LayerBehavior/observeAnswered(_:through:)``).
    let observesAnsweredCalls: Bool
    /// The stack the layer is installed in: restoring it finds it here, with no search of the
    /// registry's stacks (a hashed lookup, about 1,100 instructions in a debug build).
    let stack: LayerStack
    /// Whether a layer below it on its entry had an observer when it was installed. Layers only
    /// ever go on top, so one cannot appear below later: false means a call it answers need not
    /// look for observers on its entry.
    let hasObserverBelow: Bool
    /// Whether a call it answers may have to be told to observers: one below it on its entry
    /// (``hasObserverBelow``), or one on a class's own entry anywhere, which the registry sets and
    /// clears as those come and go (under its lock). One load on every stubbed call, where asking
    /// the registry cost ~15 instructions.
    @usableFromInline let observersMayHearAnsweredCalls = Atomic<Bool>(false)

    /// See ``observersMayHearAnsweredCalls``.
    @inlinable package var mayHaveObserversForAnsweredCalls: Bool {
        observersMayHearAnsweredCalls.load(ordering: .relaxed)
    }

    /// `signature`: for a layer with a behavior, the method's (a C implementation needs none).
    init(target: SwizzleTarget, stack: LayerStack, behavior: LayerBehavior?, signature: MethodSignature?,
         location: SourceLocation, owner: (any SwizzleOwner)?, serial: UInt64, observesAnsweredCalls: Bool,
         hasObserverBelow: Bool) throws(SwizzleError) {
        // `if let`, not `Optional.map`: a debug build (what `swift test` runs) calls `map`
        // unspecialized, about 250 instructions each, two for every spy begun.
        if let signature {
            let cSignature = try signature.cSignature()
            self.signature = signature
            self.cSignature = cSignature
            returnsValue = sk_signature_returnSize(cSignature) != 0
        } else {
            self.signature = Self.noSignature
            cSignature = nil
            returnsValue = false
        }
        self.target = target
        self.stack = stack
        lookupSide = target.type.side
        lookupSelector = target.selector.raw
        self.behavior = behavior
        if let behavior { behaviorOnCall = Unmanaged.passUnretained(behavior) } else { behaviorOnCall = nil }
        self.location = location
        self.owner = owner
        self.serial = serial
        self.observesAnsweredCalls = observesAnsweredCalls
        self.hasObserverBelow = hasObserverBelow
    }

    /// Makes the layer a C implementation (a replacement given as an `SKIMP`).
    func setImplementation(_ implementation: SKIMP) {
        self.implementation = implementation
    }

    /// Makes the layer's closure, for a layer made with a signature: its implementation is then
    /// the closure's entry, or `typedEntry`, a typed entry point standing for the closure.
    func makeClosure(typedEntry: SKIMP?) throws(SwizzleError) {
        guard let cSignature else { preconditionFailure("a closure for a layer made with no signature") }
        var status = SK_OK
        // The closure holds the layer until the runtime can no longer call it.
        let userData = Unmanaged.passRetained(self).toOpaque()
        guard let closure = sk_closure_create(cSignature, layerClosureEntry, userData, releaseLayerOfClosure, &status) else {
            Unmanaged<Layer>.fromOpaque(userData).release()
            throw .ffiFailure("a closure for \(signature)")
        }
        self.closure = closure
        if let typedEntry {
            implementation = typedEntry
            typedClosure = closure
        } else {
            implementation = sk_closure_imp(closure)
        }
    }

    /// The runtime let go of the closure: no call can reach the layer through it any more. The
    /// behavior goes now: kept, it would keep whatever refers back to the layer (a spy-method
    /// pair's layers) for good.
    fileprivate func closureReleased() {
        behavior = nil
    }

    /// Whether the layer is still installed. A call already on its way into a removed layer
    /// still runs it; handlers check this to pass such calls straight through. Sequentially
    /// consistent with ``deactivate()``'s store: a plain load on x86-64, and the same instruction
    /// as an acquiring load on arm64.
    @inlinable package var isActive: Bool { active.load(ordering: .sequentiallyConsistent) }

    /// What a call that this layer passes on reaches now.
    package func implementationBelow() -> SKIMP {
        let (lookupClass, fixed) = below()
        if lookupClass != 0, let record = SKClass(bitPattern: lookupClass),
           let imp = sk_lookup(record, lookupSide, lookupSelector) {
            return imp
        }
        return SwizzleCore.implementation(at: fixed)
    }

    /// The two words below, read as one: retried while a writer is between its two stores.
    private func below() -> (lookupClass: UInt, implementation: UInt) {
        while true {
            let version = belowVersion.load(ordering: .acquiring)
            if version & 1 == 0 {
                let lookupClass = belowLookupClass.load(ordering: .acquiring)
                let fixed = belowImplementation.load(ordering: .acquiring)
                if belowVersion.load(ordering: .acquiring) == version { return (lookupClass, fixed) }
            }
        }
    }

    // MARK: Changed only under the registry's lock (one writer at a time)

    private func setBelow(lookupClass: UInt, implementation: UInt) {
        // The acquire half keeps the stores below from moving above the odd version.
        belowVersion.add(1, ordering: .acquiringAndReleasing)
        belowLookupClass.store(lookupClass, ordering: .releasing)
        belowImplementation.store(implementation, ordering: .releasing)
        belowVersion.add(1, ordering: .releasing)
    }

    func setBelow(_ implementation: SKIMP) {
        setBelow(lookupClass: 0, implementation: address(of: implementation))
    }

    func setBelow(lookupFrom runtimeClass: RuntimeClass) {
        setBelow(lookupClass: UInt(bitPattern: runtimeClass.record), implementation: belowImplementation.load(ordering: .relaxed))
    }

    /// Takes over what `removed` reached, when the layer below this one is removed.
    func setBelow(from removed: Layer) {
        let (lookupClass, fixed) = removed.below()
        setBelow(lookupClass: lookupClass, implementation: fixed)
    }

    /// Marks the layer removed but keeps its closure: code outside SwizzleKit still calls it.
    func markRemovedButReachable() {
        active.store(false, ordering: .releasing)
    }

    /// Marks the layer removed and gives its closure back to the runtime. A call already on its
    /// way in still runs the layer, and passes straight through it (``isActive``).
    ///
    /// Returns the behavior when no call is inside the layer: no call can reach the behavior any
    /// more, since one that enters from now on finds the layer removed. The caller lets it go
    /// outside the registry's lock (its deinit may end a spy). With a call inside, the behavior
    /// stays until the runtime releases the closure (``closureReleased()``), 250 ms or more later:
    /// kept so, a spy's core, log and stubs were freed in bulk long after its test, and every
    /// allocation of the next tests missed the allocator's per-thread cache (about 3,000
    /// instructions a test).
    func deactivate() -> LayerBehavior? {
        // Sequentially consistent with the check in `enter` after `sk_closure_enter`'s mark: a call
        // that `sk_closure_isIdle` does not see finds the layer removed.
        active.store(false, ordering: .sequentiallyConsistent)
        guard let closure else { return nil }
        var released: LayerBehavior?
        if sk_closure_isIdle(closure) {
            released = behavior
            behavior = nil
        }
        sk_closure_retire(closure)
        return released
    }

    /// The behavior, retained: for calling it outside the registry's lock, where the layer may be
    /// removed meanwhile, and its closure released (see ``closureReleased()``). Read under the
    /// registry's lock.
    var retainedBehavior: LayerBehavior? { behavior }
}

/// A call through a layer's closure: the closure's user data holds the layer for as long as the
/// closure can run, so it is borrowed here, not retained.
private let layerClosureEntry: SKHandler = { cSignature, result, arguments, userData in
    Unmanaged<Layer>.fromOpaque(userData!)._withUnsafeGuaranteedRef { layer in
        layer.handle(CallFrame(signature: layer.signature, cSignature: cSignature, arguments: arguments, result: result))
    }
}

private let releaseLayerOfClosure: SKReleaseFunction = { userData in
    Unmanaged<Layer>.fromOpaque(userData!).takeRetainedValue().closureReleased()
}
