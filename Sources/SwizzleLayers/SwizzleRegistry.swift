@_spi(Internals) import SwizzleCore
internal import CSwizzleRuntime
import Synchronization

/// Every layer stack in the process, under one lock: installing and restoring are serialized;
/// calls never take this lock.
package final class SwizzleRegistry: Sendable {
    package static let shared = SwizzleRegistry()

    private struct State: @unchecked Sendable {
        let stacks = LayerStackTable()
        var installs: UInt64 = 0
        /// The owners (tests' scopes) running now, by identity, with their names.
        var openOwners: [ObjectIdentifier: String] = [:]
        /// How many observing layers (spies' layers) are on classes' own entries, where a call an
        /// object's layer answers would go on to: while there are none, such a call looks no further.
        var classEntryObservers = 0

        /// Tells every layer whether calls it answers may have observers, now that the count of
        /// observers on classes' entries went from none to some or back.
        func updateObserversMayHear() {
            for stack in stacks.all {
                for layer in stack.layers.array { updateObserversMayHear(layer) }
            }
        }

        func updateObserversMayHear(_ layer: Layer) {
            layer.observersMayHearAnsweredCalls.store(layer.hasObserverBelow || classEntryObservers > 0, ordering: .relaxed)
        }
    }

    private let state = Locked(State())

    /// Installs `replacement` as the top layer of `target`'s entry; its token restores it.
    /// `anchor` is kept alive by the token (the object of a per-object entry, so that its address
    /// is never reused meanwhile).
    package func install(_ replacement: Replacement, on target: SwizzleTarget, anchor: AnyObject?,
                         location: SourceLocation) throws(SwizzleError) -> SwizzleToken {
        SwizzleToken(layer: try installLayer(replacement, on: target, location: location), anchor: anchor)
    }

    /// Installs `replacement` as the top layer of `target`'s entry and returns the layer, which
    /// ``restore(_:)`` removes: a spy keeps its layers so, with no token made for each.
    /// `observesAnsweredCalls`, for a spy's layer: its behavior is told of the calls a layer above
    /// answers without passing them on (see ``observeAnsweredCall(_:above:)``).
    package func installLayer(_ replacement: Replacement, on target: SwizzleTarget, location: SourceLocation,
                              observesAnsweredCalls: Bool = false) throws(SwizzleError) -> Layer {
        switch replacement.kind {
        case let .implementation(given):
            try installLayer(implementation: given, behavior: nil, expected: nil, on: target, location: location,
                             observesAnsweredCalls: observesAnsweredCalls, owner: SwizzleOwnership.current)
        case let .layer(behavior, expected):
            try installLayer(implementation: nil, behavior: behavior, expected: expected, on: target, location: location,
                             observesAnsweredCalls: observesAnsweredCalls, owner: SwizzleOwnership.current)
        }
    }

    /// ``installLayer(_:on:location:observesAnsweredCalls:)`` of a behavior, as a spy installs
    /// its layers: with no ``Replacement`` made and taken apart (a debug build copies its enum
    /// through outlined functions, about 300 instructions a spy begun), for `owner`, the
    /// ``SwizzleOwnership/current`` owner its caller read.
    package func installLayer(_ behavior: LayerBehavior, on target: SwizzleTarget, location: SourceLocation,
                              observesAnsweredCalls: Bool, owner: (any SwizzleOwner)?) throws(SwizzleError) -> Layer {
        try installLayer(implementation: nil, behavior: behavior, expected: nil, on: target, location: location,
                         observesAnsweredCalls: observesAnsweredCalls, owner: owner)
    }

    /// A C implementation, or a behavior (checked against `expected`, the signature it was
    /// written for, if given), which gets a closure; installed for `current`, the owner current
    /// where the caller is.
    private func installLayer(implementation: SKIMP?, behavior: LayerBehavior?, expected: MethodSignature?,
                              on target: SwizzleTarget, location: SourceLocation,
                              observesAnsweredCalls: Bool, owner current: (any SwizzleOwner)?) throws(SwizzleError) -> Layer {
        _ = try target.selector.validated()
        return try state.withLock { state throws(SwizzleError) -> Layer in
            let stack: LayerStack
            let isNewStack: Bool
            let key = LayerStackTable.Key(target)
            if let existing = state.stacks[key] {
                (stack, isNewStack) = (existing, false)
            } else {
                (stack, isNewStack) = (try LayerStack(target: target), true)
            }
            // A behavior is called with the method's signature.
            var signature: MethodSignature?
            if case .some = behavior {
                guard let found = stack.signature else {
                    throw .signatureMismatch(target.selector, expected: "a method registered from C",
                                             actual: "a Swift replacement")
                }
                if let expected, expected != found {
                    throw .signatureMismatch(target.selector, expected: found.description, actual: expected.description)
                }
                signature = found
            }
            state.installs += 1
            let layer = try Layer(target: target, stack: stack, behavior: behavior, signature: signature, location: location,
                                  owner: current is NoOwner ? nil : current, serial: state.installs,
                                  observesAnsweredCalls: observesAnsweredCalls, hasObserverBelow: stack.hasObservingLayer)
            if current == nil, !state.openOwners.isEmpty, SwizzleOwnership.isOutsideEveryTest {
                layer.witnesses = Layer.Witnesses(running: Set(state.openOwners.keys), names: state.openOwners.values.sorted())
            }
            if let implementation {
                layer.setImplementation(implementation)
            } else {
                try layer.makeClosure(typedEntry: stack.hasTypedLayer ? nil : stack.typedEntry)
            }
            // Counted once nothing can fail: a failed install left the count raised for good.
            if observesAnsweredCalls, case .classMethod = target {
                state.classEntryObservers += 1
                if state.classEntryObservers == 1 { state.updateObserversMayHear() }
            }
            state.updateObserversMayHear(layer)
            // A count, not `last`: a debug build calls `last` unspecialized.
            if stack.layers.count > 0 {
                layer.setBelow(stack.layers[stack.layers.count - 1].implementation)
            } else {
                stack.connectToBase(layer)
            }
            stack.setEntry(layer.implementation, context: layer.typedClosure)
            stack.layers.append(layer)
            if isNewStack { state.stacks.add(stack, for: key) }
            return layer
        }
    }

    /// Removes `layer` (installed by ``installLayer(_:on:location:observesAnsweredCalls:)``).
    /// - Throws: ``SwizzleError/alreadyRestored(_:)`` the second time; ``SwizzleError/tampered(_:)``
    ///   if code outside SwizzleKit replaced the entry meanwhile.
    package func restore(_ layer: Layer) throws(SwizzleError) {
        // Released here, after the lock (see `Layer.deactivate()`).
        _ = try state.withLock { state throws(SwizzleError) -> LayerBehavior? in
            if layer.restoredByOwner { return nil }  // its test's cleanup restored it and reported it
            return try Self.restore(layer, in: &state)
        }
    }

    /// Restores every layer `owner` installed that is still there, newest first; returns them as
    /// they were, with the errors restoring met (a tampered entry).
    package func restoreAll(of owner: any SwizzleOwner) -> (left: [SwizzleToken.Info], errors: [SwizzleError]) {
        // The behaviors that can go now are let go here, after the lock (see `Layer.deactivate()`).
        let (left, errors, _) = state.withLock { state in
            let left = state.stacks.all.flatMap { $0.layers.array.filter { $0.owner === owner } }
                .sorted { $0.serial > $1.serial }
            var errors: [SwizzleError] = []
            var released: [LayerBehavior] = []
            for layer in left { Self.restoreForItsOwner(layer, in: &state, errors: &errors, released: &released) }
            return (left.map(SwizzleToken.Info.init), errors, released)
        }
        return (left, errors)
    }

    /// Restores `layer` at its owner's end, keeping what restoring met: its token's own restore
    /// is then a no-op, not a second failure. Adds its behavior to `released` if it can go now.
    private static func restoreForItsOwner(_ layer: Layer, in state: inout State, errors: inout [SwizzleError],
                                           released: inout [LayerBehavior]) {
        do throws(SwizzleError) {
            if let behavior = try restore(layer, in: &state) { released.append(behavior) }
        } catch {
            errors.append(error)
        }
        layer.restoredByOwner = true
    }

    /// Returns the layer's behavior if it can go now, for the caller to release after the lock
    /// (see ``Layer/deactivate()``).
    private static func restore(_ layer: Layer, in state: inout State) throws(SwizzleError) -> LayerBehavior? {
        let stack = layer.stack
        guard layer.isActive, let index = stack.index(of: layer) else {
            throw .alreadyRestored("The swizzle of \(layer.target) installed at \(layer.location)")
        }
        var tampered = false
        if index == stack.layers.count - 1 {
            if let entry = stack.entry, address(of: entry) == address(of: layer.implementation) {
                stack.setEntry(index > 0 ? stack.layers[index - 1].implementation : nil)
            } else {
                // Someone replaced the entry outside SwizzleKit and may call this layer as
                // their original: leave their entry, and let this layer pass calls through to
                // the layer below, which stays as it is. (Giving the layer below this one's
                // `below`, as a removal in the middle does, would point it at itself, and a
                // call through their original would recurse without end.)
                tampered = true
            }
        } else {
            stack.layers[index + 1].setBelow(from: layer)
        }
        stack.layers.remove(at: index)
        if layer.observesAnsweredCalls, case .classMethod = layer.target {
            state.classEntryObservers -= 1
            if state.classEntryObservers == 0 { state.updateObserversMayHear() }
        }
        var released: LayerBehavior?
        if tampered {
            layer.markRemovedButReachable()
        } else {
            released = layer.deactivate()
        }
        if stack.layers.count == 0 { state.stacks.remove(layer.target) }  // `isEmpty`: generic in debug
        if tampered {
            throw .tampered("Restoring the swizzle of \(layer.target) installed at \(layer.location)")
        }
        return released
    }

    // MARK: Tests running

    /// `owner` (a test's scope) is running: layers installed outside every test's task from now
    /// until it ends are held to its account, with the other tests running then.
    package func open(_ owner: any SwizzleOwner) {
        state.withLock { $0.openOwners[ObjectIdentifier(owner)] = owner.name }
    }

    /// `owner` has ended. Returns each layer installed outside every test's task while it ran
    /// that is still there and that no test running then is left to answer for, newest first,
    /// with the tests that ran when each was installed; with `restoring`, restores them, and
    /// returns the errors restoring met.
    package func close(_ owner: any SwizzleOwner, restoring: Bool) -> (strays: [(layer: SwizzleToken.Info, runningTests: [String])],
                                                                       errors: [SwizzleError]) {
        // The behaviors that can go now are let go here, after the lock (see `Layer.deactivate()`).
        let (strays, errors, _) = state.withLock { state in
            let id = ObjectIdentifier(owner)
            var released: [LayerBehavior] = []
            var strays: [(layer: SwizzleToken.Info, runningTests: [String])] = []
            var errors: [SwizzleError] = []
            guard state.openOwners.removeValue(forKey: id) != nil else { return (strays, errors, released) }
            let witnessed = state.stacks.all.flatMap { $0.layers.array.filter { $0.witnesses?.running.contains(id) ?? false } }
                .sorted { $0.serial > $1.serial }
            for layer in witnessed {
                layer.witnesses!.running.remove(id)
                guard layer.witnesses!.running.isEmpty else { continue }
                if restoring { Self.restoreForItsOwner(layer, in: &state, errors: &errors, released: &released) }
                strays.append((SwizzleToken.Info(layer), layer.witnesses!.names))
            }
            return (strays, errors, released)
        }
        return (strays, errors)
    }

    /// Tells the observing layers that a call through `layer` would have reached next (the ones
    /// below it on its entry, then, under an object's entry, its class's and superclasses' entries)
    /// that `layer` answered `frame` itself: a stub answered it, and the spies below record it
    /// too. Takes the lock to list them, not to run them, and only when there can be one.
    package func observeAnsweredCall(_ frame: CallFrame, above layer: Layer) {
        // The usual case, one spy on the method and none on a class's entry, takes no lock.
        guard layer.mayHaveObserversForAnsweredCalls else { return }
        let observing = state.withLock { state in
            Self.layers(below: layer, in: state).compactMap { below in
                below.observesAnsweredCalls ? below.retainedBehavior.map { (below, $0) } : nil
            }
        }
        for (below, behavior) in observing { behavior.observeAnswered(frame, through: below) }
    }

    /// The layers that a call passed on by `layer` reaches, nearest first.
    private static func layers(below layer: Layer, in state: State) -> [Layer] {
        let stack = layer.stack
        guard let index = stack.index(of: layer) else { return [] }
        var found = Array(stack.layers.array[..<index].reversed())
        let (type, selector) = (layer.target.type, layer.target.selector)
        // Where the call goes on: an object's entry falls to its class's table; an entry the
        // class inherited, to the superclass's.
        var next: RuntimeClass?
        switch stack.base {
        case .own: return found
        case .classTable: next = layer.target.runtimeClass
        case .inherited: next = layer.target.runtimeClass.superclass
        }
        while let runtimeClass = next {
            if let classStack = state.stacks[.classMethod(runtimeClass, type, selector)] {
                found += classStack.layers.array.reversed()
                if case .own = classStack.base { return found }
            } else if runtimeClass.ownMethod(selector, type) != nil {
                return found
            }
            next = runtimeClass.superclass
        }
        return found
    }

    /// Every installed layer, bottom first per entry; only `owner`'s if one is given.
    package func activeLayers(of owner: (any SwizzleOwner)? = nil) -> [SwizzleToken.Info] {
        state.withLock { state in
            state.stacks.all.flatMap { $0.layers.array.filter { owner == nil || $0.owner === owner }.map(SwizzleToken.Info.init) }
        }
    }
}
