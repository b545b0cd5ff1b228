@_spi(Internals) import SwizzleCore
internal import CSwizzleRuntime
import Synchronization

/// The method a key path to a typed reference names (`\.add`: its selector and side), read
/// through the namespace once per key path. A key path written in a test is one object for the
/// life of the process; reading the reference through it (the key path applied, the member's
/// getter run, its selector interned) was about 2,000 instructions of every `stub(\.add)` and
/// `verify(\.add)` in a debug build, and its generic type's metadata built again 490 of a release
/// one's (`per test` benchmark).
///
/// A namespace's members are the references `@Swizzlable` writes, each the same value every time
/// it is read: what a key path named once, it names for good.
package enum MethodKeyPaths {
    /// The reference `keyPath` names in `Root`.
    package static func method<Root: SwizzleMethodNamespace, Result, each Argument>(
        at keyPath: KeyPath<Root, SwizzleMethod<Result, repeat each Argument>>
    ) -> SwizzleMethod<Result, repeat each Argument> {
        let key = UInt(bitPattern: ObjectIdentifier(keyPath))
        if let found = table.method(forKey: key) { return SwizzleMethod(found.selector, found.type) }
        let method = Root()[keyPath: keyPath]
        table.remember(keyPath, key: key, method.selector, method.methodType)
        return method
    }

    private static let table = KeyPathTable()
}

/// Key paths' methods in a table of 64 slots, each a key path's address and its selector (with
/// its side in the pointer's low bit), read without a lock: the slots change behind a version
/// that is odd while a writer changes them (a seqlock), and a reader that sees it move or odd
/// reads through the key path instead. A key path is kept alive once it has a slot, so that its
/// address names no other; past `limit` of them (key paths made at run time), none is added.
/// `@unchecked Sendable`: its slots are atomics, reached only through ``method(forKey:)`` and
/// ``remember(_:key:_:_:)``.
private final class KeyPathTable: @unchecked Sendable {
    private static var slotCount: Int { 64 }
    private static var limit: Int { 1_024 }
    private static var classSideBit: UInt { 1 }

    private let version = Atomic<UInt>(0)
    /// Each slot's key path address, then its selector's address with its low bit set for a class
    /// method. Allocated once and never freed (the table lives as long as the process), and read
    /// here without a generic call (``AtomicSlots`` is not specialized in this module).
    private let slots: UnsafeMutablePointer<Atomic<UInt>> = {
        let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: 2 * KeyPathTable.slotCount)
        for index in 0..<2 * KeyPathTable.slotCount { (slots + index).initialize(to: Atomic(0)) }
        return slots
    }()
    /// The key paths that were given a slot, kept alive; writers take turns under its lock.
    private let kept = Locked([AnyKeyPath]())

    /// Which slot a key path's address falls in: objects are 16-byte aligned, so the bits above
    /// the lowest four.
    private static func slot(_ key: UInt) -> Int { Int(truncatingIfNeeded: key >> 4) & (slotCount - 1) }

    private func key(at slot: Int) -> UnsafeMutablePointer<Atomic<UInt>> { slots + 2 * slot }
    private func method(at slot: Int) -> UnsafeMutablePointer<Atomic<UInt>> { slots + 2 * slot + 1 }

    func method(forKey key: UInt) -> (selector: Selector, type: MethodType)? {
        let slot = Self.slot(key)
        let before = version.load(ordering: .acquiring)
        guard before & 1 == 0, self.key(at: slot).pointee.load(ordering: .acquiring) == key else { return nil }
        let method = method(at: slot).pointee.load(ordering: .acquiring)
        guard version.load(ordering: .acquiring) == before,
              let raw = SKSel(bitPattern: method & ~Self.classSideBit)
        else { return nil }
        return (Selector(raw: raw), method & Self.classSideBit == 0 ? .instance : .class)
    }

    func remember(_ keyPath: AnyKeyPath, key: UInt, _ selector: Selector, _ type: MethodType) {
        let slot = Self.slot(key)
        let method = UInt(bitPattern: selector.raw) | (type == .class ? Self.classSideBit : 0)
        kept.withLock { kept in
            guard kept.count < Self.limit else { return }
            kept.append(keyPath)
            // The acquire half keeps the stores below from moving above the odd version.
            version.add(1, ordering: .acquiringAndReleasing)
            self.key(at: slot).pointee.store(key, ordering: .releasing)
            self.method(at: slot).pointee.store(method, ordering: .releasing)
            version.add(1, ordering: .releasing)
        }
    }
}
