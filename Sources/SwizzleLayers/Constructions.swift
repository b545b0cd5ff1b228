@_spi(Internals) import SwizzleCore
import Synchronization

/// A construction layer: what adopts the objects one initializer of one class builds, as a
/// global mock makes `T(…)`'s object its own. Installed per initializer (``Constructions/install(_:on:_:)``),
/// the newest first asked, like a method's layers: each adopts or leaves the object to the ones
/// installed before it.
package protocol ConstructionAdopting: AnyObject, Sendable {
    /// Makes `object`, just built through the initializer with `arguments`, this layer's; false
    /// leaves it to the layers installed before this one.
    func adopt(constructed object: AnyObject, arguments: [Any]) -> Bool
}

/// Constructions of opted-in classes, and the layers that adopt them: `@Swizzlable` makes each
/// initializer report the object it built (the outermost initializer only, of exactly the class
/// built), and the construction layers installed on that initializer see it, newest first.
///
/// Production code pays one atomic load per construction while no layer is installed.
package enum Constructions {
    private struct Key: Hashable {
        let record: UInt
        let selector: Selector
    }

    private struct State {
        /// Each initializer's layers, oldest first.
        var layers: [Key: [any ConstructionAdopting]] = [:]
    }

    /// How many initializers have layers: while none has, constructions cost one load.
    private static let initializersWithLayers = Atomic<Int>(0)
    private static let state = Locked(State())
    /// Per slot (a class record's address, hashed), how many layers are on its classes'
    /// initializers: a construction of a class in an empty slot has none, known with one load.
    private static let slots = AtomicSlots<Int>(count: 256, initialValue: 0)

    /// The slot of a class record: the top 8 bits of a Fibonacci hash of its address.
    private static func slot(_ record: UInt) -> UnsafeMutablePointer<Atomic<Int>> {
        slots[Int((record &* 0x9E37_79B9_7F4A_7C15) >> 56)]
    }

    /// Whether some initializer has a layer now: initializers track their depth only then.
    package static var haveLayers: Bool { initializersWithLayers.load(ordering: .acquiring) > 0 }

    /// Puts `layer` on `selector` of `runtimeClass`, above the layers already there.
    package static func install(_ layer: any ConstructionAdopting, on runtimeClass: RuntimeClass, _ selector: Selector) {
        let key = Key(record: UInt(bitPattern: runtimeClass.record), selector: selector)
        let count = state.withLock { state in
            state.layers[key, default: []].append(layer)
            slot(key.record).pointee.add(1, ordering: .releasing)
            return state.layers.count
        }
        initializersWithLayers.store(count, ordering: .releasing)
    }

    /// Takes `layer` off `selector` of `runtimeClass` (nothing if it is not there).
    package static func remove(_ layer: any ConstructionAdopting, from runtimeClass: RuntimeClass, _ selector: Selector) {
        let key = Key(record: UInt(bitPattern: runtimeClass.record), selector: selector)
        let count = state.withLock { state in
            guard var layers = state.layers[key], let index = layers.lastIndex(where: { $0 === layer }) else {
                return state.layers.count
            }
            layers.remove(at: index)
            state.layers[key] = layers.isEmpty ? nil : layers
            slot(key.record).pointee.subtract(1, ordering: .releasing)
            return state.layers.count
        }
        initializersWithLayers.store(count, ordering: .releasing)
    }

    /// Offers `object`, built as `runtimeClass` through `selector`, to that initializer's layers,
    /// newest first, until one adopts it; `arguments` gives the construction's arguments, or nil
    /// if it is not this construction (a superclass's initializer that a subclass's called).
    package static func report(_ object: AnyObject, _ runtimeClass: RuntimeClass, _ selector: Selector,
                               _ arguments: () -> [Any]?) {
        let record = UInt(bitPattern: runtimeClass.record)
        guard slot(record).pointee.load(ordering: .acquiring) > 0 else { return }
        let key = Key(record: record, selector: selector)
        guard let layers = state.withLock({ $0.layers[key] }), let arguments = arguments() else { return }
        var index = layers.count
        while index > 0 {
            index -= 1
            if layers[index].adopt(constructed: object, arguments: arguments) { return }
        }
    }
}
