@_spi(Internals) import SwizzleCore

/// Every layer stack in the process, under one lock: installing and restoring are serialized;
/// calls never take this lock.
package final class SwizzleRegistry: Sendable {
    package static let shared = SwizzleRegistry()

    private struct State: @unchecked Sendable {
        var stacks: [SwizzleTarget: LayerStack] = [:]
        var installs: UInt64 = 0
    }

    private let state = Locked(State())

    package func install(_ replacement: Replacement, on target: SwizzleTarget, anchor: AnyObject?,
                 location: SourceLocation) throws(SwizzleError) -> SwizzleToken {
        _ = try target.selector.validated()
        return try state.withLock { state throws(SwizzleError) -> SwizzleToken in
            let stack: LayerStack
            if let existing = state.stacks[target] { stack = existing } else { stack = try LayerStack(target: target) }
            state.installs += 1
            let layer = Layer(target: target, location: location, owner: SwizzleOwnership.current, serial: state.installs)
            switch replacement.kind {
            case let .implementation(implementation):
                layer.setImplementation(implementation, generic: nil)
            case let .generic(expected, body):
                guard let signature = stack.signature else {
                    throw .signatureMismatch(target.selector, expected: "a method registered from C",
                                             actual: "a Swift replacement")
                }
                if let expected, expected != signature {
                    throw .signatureMismatch(target.selector, expected: signature.description, actual: expected.description)
                }
                // A removed layer that a call still reaches (a thread that looked it up just
                // before, or code that replaced the entry and keeps this layer as its original)
                // passes the call through instead of replacing it again.
                let generic = try GenericImplementation(signature: signature) { [layer] frame in
                    if layer.isActive { body(frame, layer) } else { frame.forward(to: layer.implementationBelow()) }
                }
                if let entry = stack.typedEntry, !stack.layers.contains(where: { $0.typedClosure != nil }) {
                    layer.setTypedEntry(entry, generic: generic)
                } else {
                    layer.setImplementation(generic.implementation, generic: generic)
                }
            }
            if let top = stack.layers.last {
                layer.setBelow(top.implementation)
            } else {
                stack.connectToBase(layer)
            }
            stack.setEntry(layer.implementation, context: layer.typedClosure)
            stack.layers.append(layer)
            state.stacks[target] = stack
            return SwizzleToken(layer: layer, anchor: anchor)
        }
    }

    func restore(_ layer: Layer) throws(SwizzleError) {
        try state.withLock { state throws(SwizzleError) in
            if layer.restoredByOwner { return }  // its test's cleanup restored it and reported it
            try Self.restore(layer, in: &state)
        }
    }

    /// Restores every layer `owner` installed that is still there, newest first; returns them as
    /// they were, with the errors restoring met (a tampered entry).
    package func restoreAll(of owner: any SwizzleOwner) -> (left: [SwizzleToken.Info], errors: [SwizzleError]) {
        state.withLock { state in
            let left = state.stacks.values.flatMap { $0.layers.filter { $0.owner === owner } }
                .sorted { $0.serial > $1.serial }
            var errors: [SwizzleError] = []
            for layer in left {
                do throws(SwizzleError) { try Self.restore(layer, in: &state) } catch { errors.append(error) }
                layer.restoredByOwner = true
            }
            return (left.map(SwizzleToken.Info.init), errors)
        }
    }

    private static func restore(_ layer: Layer, in state: inout State) throws(SwizzleError) {
        guard layer.isActive, let stack = state.stacks[layer.target],
              let index = stack.layers.firstIndex(where: { $0 === layer })
        else { throw .alreadyRestored("The swizzle of \(layer.target) installed at \(layer.location)") }
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
        if tampered {
            layer.markRemovedButReachable()
        } else {
            layer.deactivate()
        }
        if stack.layers.isEmpty { state.stacks[layer.target] = nil }
        if tampered {
            throw .tampered("Restoring the swizzle of \(layer.target) installed at \(layer.location)")
        }
    }

    /// Every installed layer, bottom first per entry; only `owner`'s if one is given.
    package func activeLayers(of owner: (any SwizzleOwner)? = nil) -> [SwizzleToken.Info] {
        state.withLock { state in
            state.stacks.values.flatMap { $0.layers.filter { owner == nil || $0.owner === owner }.map(SwizzleToken.Info.init) }
        }
    }
}
