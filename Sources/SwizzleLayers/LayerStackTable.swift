import SwizzleCore

/// The registry's layer stacks, found by the entry each is on: an open-addressed table of two
/// words per target (the object's or class record's address, and the selector's with the side
/// and the kind of entry in its low bits), with the stacks retained.
///
/// Not a `Dictionary<SwizzleTarget, LayerStack>`: a debug build (what `swift test` runs) hashes
/// and compares a target there through unspecialized generic steps, and a spy's begin and end
/// looked its stack up, added it and removed it for about 3,300 instructions of a test's 79,000
/// (`per test` benchmark); here each is a few dozen inline. Reached only under the registry's
/// lock.
final class LayerStackTable {
    private struct Slot {
        /// The object's address, or the class record's for a class's own entry; 0 for an empty slot.
        var address: UInt
        /// The selector's address, its low bits the side (1 for class methods) and whether the
        /// entry is an object's (2). Selectors are interned in 16-byte-aligned blocks.
        var selector: UInt
        /// The stack, retained by the table.
        var stack: UInt

        static var empty: Slot { Slot(address: 0, selector: 0, stack: 0) }
    }

    // Unchecked: reached only under the registry's lock, and a debug build checked each access
    // at run time (about 20 instructions each, a dozen a lookup).
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    /// The slot count less one: a power of two less one.
    @exclusivity(unchecked) private var mask: Int
    @exclusivity(unchecked) private var count = 0

    init() {
        mask = 63
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: .empty, count: mask + 1)
    }

    deinit {
        var index = 0
        while index <= mask {
            if slots[index].address != 0 { Self.stack(in: slots[index]).release() }
            index += 1
        }
        slots.deallocate()
    }

    /// What a target is found by: worked out once where it is both looked up and added.
    struct Key {
        fileprivate let address: UInt
        fileprivate let selector: UInt

        init(_ target: SwizzleTarget) {
            switch target {
            case let .classMethod(runtimeClass, type, selector):
                (address, self.selector) = (UInt(bitPattern: runtimeClass.record), UInt(bitPattern: selector.raw) | Self.sideBit(type))
            case let .object(object, _, type, selector):
                (address, self.selector) = (object, UInt(bitPattern: selector.raw) | Self.sideBit(type) | 2)
            }
        }

        private static func sideBit(_ type: MethodType) -> UInt {
            switch type {
            case .instance: 0
            case .class: 1
            }
        }
    }

    /// The stack on `target`'s entry, if one was added.
    subscript(target: SwizzleTarget) -> LayerStack? { self[Key(target)] }

    /// The stack on the entry `key` names, if one was added.
    subscript(key: Key) -> LayerStack? {
        let index = find(key.address, key.selector)
        guard slots[index].address != 0 else { return nil }
        return Self.stack(in: slots[index]).takeUnretainedValue()
    }

    /// Adds `stack`, for the entry `key` names, which has none.
    func add(_ stack: LayerStack, for key: Key) {
        if (count + 1) * 2 > mask + 1 { grow() }
        let index = find(key.address, key.selector)
        precondition(slots[index].address == 0, "a second layer stack for \(stack.target)")
        slots[index] = Slot(address: key.address, selector: key.selector,
                            stack: UInt(bitPattern: Unmanaged.passRetained(stack).toOpaque()))
        count += 1
    }

    /// Removes the stack of `target`'s entry, if there is one.
    func remove(_ target: SwizzleTarget) {
        let key = Key(target)
        var hole = find(key.address, key.selector)
        guard slots[hole].address != 0 else { return }
        Self.stack(in: slots[hole]).release()
        // Backward shift: each slot after the hole, up to an empty one, moves into it unless
        // that would put it before its home slot (where its search starts).
        var next = (hole + 1) & mask
        while slots[next].address != 0 {
            let home = self.home(slots[next].address, slots[next].selector)
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = .empty
        count -= 1
    }

    /// Every stack, in no particular order: for the walks over all of them (a test's end, a
    /// listing), not for a spy's begin or end.
    var all: [LayerStack] {
        var stacks: [LayerStack] = []
        var index = 0
        while index <= mask {
            if slots[index].address != 0 { stacks.append(Self.stack(in: slots[index]).takeUnretainedValue()) }
            index += 1
        }
        return stacks
    }

    private static func stack(in slot: Slot) -> Unmanaged<LayerStack> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: slot.stack)!)
    }

    /// Where the search for a key starts.
    private func home(_ address: UInt, _ selector: UInt) -> Int {
        let mixed = (address ^ (selector &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The slot holding the key, or the empty slot where it would go.
    private func find(_ address: UInt, _ selector: UInt) -> Int {
        var index = home(address, selector)
        while slots[index].address != 0 {
            if slots[index].address == address && slots[index].selector == selector { return index }
            index = (index + 1) & mask
        }
        return index
    }

    /// Twice the slots, every stack put in again: the table stays at most half full.
    private func grow() {
        let old = slots, oldCount = mask + 1
        mask = oldCount * 2 - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: .empty, count: mask + 1)
        var index = 0
        while index < oldCount {
            if old[index].address != 0 { slots[find(old[index].address, old[index].selector)] = old[index] }
            index += 1
        }
        old.deallocate()
    }
}
