import SwizzleCore
internal import CSwizzleRuntime

/// The layers on one table entry, bottom first, and what lies under them all.
final class LayerStack {
    enum Base {
        /// The class defines the method: its record's implementation was this.
        case own(Method, original: SKIMP)
        /// The class inherited the method: the bottom layer's entry was added to the class, and
        /// is removed with the last layer.
        case inherited(encoding: String)
        /// A per-object override: under it lies the object's class table.
        case classTable
    }

    let target: SwizzleTarget
    let base: Base
    /// The method whose signature calls through this entry have.
    let signature: MethodSignature?
    /// For a per-object entry on an `@Swizzlable` method: the typed entry point that can stand
    /// for one of its layers (see ``_TypedEntryCall``).
    let typedEntry: SKIMP?
    /// Reached only under the registry's lock: not checked for exclusive access at run time
    /// (see ``Layer``).
    @exclusivity(unchecked) var layers = LayerList()

    init(target: SwizzleTarget) throws(SwizzleError) {
        self.target = target
        let found = try target.runtimeClass.method(target.selector, target.type)
        signature = found.signature
        switch target {
        case .object:
            base = .classTable
            typedEntry = RuntimeMetadata.shared.typedEntry(for: found.raw)
        case let .classMethod(runtimeClass, type, selector):
            if let own = runtimeClass.ownMethod(selector, type) {
                base = .own(own, original: own.implementation)
            } else {
                base = .inherited(encoding: found.typeEncoding)
            }
            typedEntry = nil
        }
    }

    // Searches of `layers` are index loops, not `contains(where:)` or `firstIndex(where:)`: a
    // debug build (what `swift test` runs) runs those unspecialized, through their closure and the
    // array's metadata, about 900 instructions a search, three searches a spy begun and ended.

    /// Where `layer` is in `layers`.
    func index(of layer: Layer) -> Int? {
        var index = 0
        while index < layers.count {
            if layers[index] === layer { return index }
            index += 1
        }
        return nil
    }

    /// Whether a layer of the stack observes the calls answered above it (a spy's layer).
    var hasObservingLayer: Bool {
        var index = 0
        while index < layers.count {
            if layers[index].observesAnsweredCalls { return true }
            index += 1
        }
        return false
    }

    /// Whether a layer of the stack is the one a typed entry point stands for.
    var hasTypedLayer: Bool {
        var index = 0
        while index < layers.count {
            if case .some = layers[index].typedClosure { return true }
            index += 1
        }
        return false
    }

    /// Makes `layer` reach what lies under the whole stack.
    func connectToBase(_ layer: Layer) {
        switch base {
        case let .own(_, original): layer.setBelow(original)
        case .inherited: layer.setBelow(lookupFrom: target.runtimeClass.superclass!)
        case .classTable: layer.setBelow(lookupFrom: target.runtimeClass)
        }
    }

    /// What the table entry holds now (nil: no entry of its own).
    var entry: SKIMP? {
        switch target {
        case let .classMethod(runtimeClass, type, selector):
            runtimeClass.ownMethod(selector, type)?.implementation
        case let .object(object, _, type, selector):
            sk_object_getOverride(UnsafeRawPointer(bitPattern: object)!, type.side, selector.raw)
        }
    }

    /// Puts `implementation` in the entry, or, for nil, gives the entry back to what was there
    /// before the first layer. A per-object entry keeps its context (the closure of the typed
    /// layer below, if any) unless `context`, a typed layer's closure, replaces it in the same write.
    func setEntry(_ implementation: SKIMP?, context: SKClosure? = nil) {
        // A switch on the target, then on the base, not on the pair: a debug build (what `swift
        // test` runs) copies the pair, and zeroes each binding's storage, about 400 instructions a
        // spy begun or ended.
        switch target {
        case let .object(object, runtimeClass, type, selector):
            let object = UnsafeRawPointer(bitPattern: object)!
            if let implementation, let context {
                sk_object_setOverrideWithContext(object, runtimeClass.record, type.side, selector.raw, implementation,
                                                 UnsafeRawPointer(context))
            } else {
                sk_object_setOverride(object, runtimeClass.record, type.side, selector.raw, implementation)
            }
        case let .classMethod(runtimeClass, type, selector):
            setClassEntry(implementation, runtimeClass, type, selector)
        }
    }

    private func setClassEntry(_ implementation: SKIMP?, _ runtimeClass: RuntimeClass, _ type: MethodType, _ selector: Selector) {
        switch base {
        case let .own(method, original):
            method.setImplementation(implementation ?? original)
        case let .inherited(encoding):
            if let implementation {
                if let own = runtimeClass.ownMethod(selector, type) {
                    own.setImplementation(implementation)
                } else {
                    sk_class_addMethod(runtimeClass.record, type.side, selector.raw, implementation, encoding)
                    if let signature, let added = runtimeClass.ownMethod(selector, type) {
                        RuntimeMetadata.shared.setSignature(signature, for: added.raw)
                    }
                }
            } else {
                sk_class_removeMethod(runtimeClass.record, type.side, selector.raw)
            }
        case .classTable:
            preconditionFailure("a class entry never lies on an object's class table")
        }
    }
}
