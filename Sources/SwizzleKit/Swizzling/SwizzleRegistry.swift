/// Every layer stack in the process, under one lock: installing and restoring are serialized;
/// calls never take this lock.
final class SwizzleRegistry: Sendable {
    static let shared = SwizzleRegistry()

    private struct State: @unchecked Sendable {
        var stacks: [SwizzleTarget: LayerStack] = [:]
    }

    private let state = Locked(State())

    func install(_ replacement: Replacement, on target: SwizzleTarget, anchor: AnyObject?,
                 location: SourceLocation) throws(SwizzleError) -> SwizzleToken {
        _ = try target.selector.validated()
        return try state.withLock { state throws(SwizzleError) -> SwizzleToken in
            let stack: LayerStack
            if let existing = state.stacks[target] { stack = existing } else { stack = try LayerStack(target: target) }
            let layer = Layer(target: target, location: location)
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
                let generic = try GenericImplementation(signature: signature) { [layer] frame in body(frame, layer) }
                layer.setImplementation(generic.implementation, generic: generic)
            }
            if let top = stack.layers.last {
                layer.setBelow(top.implementation)
            } else {
                stack.connectToBase(layer)
            }
            stack.setEntry(layer.implementation)
            stack.layers.append(layer)
            state.stacks[target] = stack
            return SwizzleToken(layer: layer, anchor: anchor)
        }
    }

    func restore(_ layer: Layer) throws(SwizzleError) {
        try state.withLock { state throws(SwizzleError) in
            guard layer.isActive, let stack = state.stacks[layer.target],
                  let index = stack.layers.firstIndex(where: { $0 === layer })
            else { throw .alreadyRestored("The swizzle of \(layer.target) installed at \(layer.location)") }
            var tampered = false
            if index == stack.layers.count - 1 {
                if let entry = stack.entry, address(of: entry) == address(of: layer.implementation) {
                    stack.setEntry(index > 0 ? stack.layers[index - 1].implementation : nil)
                } else {
                    // Someone replaced the entry outside SwizzleKit and may call this layer as
                    // their original: leave their entry, and let this layer pass calls through.
                    tampered = true
                    if index > 0 { stack.layers[index - 1].setBelow(from: layer) }
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
    }

    /// Every installed layer, bottom first per entry.
    func activeLayers() -> [SwizzleToken.Info] {
        state.withLock { state in
            state.stacks.values.flatMap { $0.layers.map(SwizzleToken.Info.init) }
        }
    }
}
