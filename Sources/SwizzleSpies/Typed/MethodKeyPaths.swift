@_spi(Internals) import SwizzleCore
internal import CSwizzleRuntime
import Synchronization

/// What a key path into a namespace names, read through the namespace once per key path: the
/// method reference it is (`\.add`: its selector and side) and the selectors a spy made with it
/// spies (`\.balance`: a property's getter and setter). A key path written in a test is one object
/// for the life of the process; reading it through the namespace (the key path applied, the
/// member's getter run, its selector interned, its type's metadata made) was about 2,000
/// instructions of every `stub(\.add)` and `verify(\.add)` in a debug build, and a locked
/// dictionary of spies' key paths 1,400 of every spy made (`per test` benchmark).
///
/// A namespace's members are the references `@Swizzlable` writes, each the same value every time
/// it is read: what a key path named once, it names for good.
package enum MethodKeyPaths {
    /// The reference `keyPath` names in `Root`.
    package static func method<Root: SwizzleMethodNamespace, Result, each Argument>(
        at keyPath: KeyPath<Root, SwizzleMethod<Result, repeat each Argument>>
    ) -> SwizzleMethod<Result, repeat each Argument> {
        if let method = table.method(of: keyPath) { return SwizzleMethod(method.selector, method.type) }
        let method = Root()[keyPath: keyPath]
        table.remember(KeyPathFacts(naming: method), of: keyPath)
        return method
    }

    /// The selectors a spy made with `member` spies: a method's, a property's getter and setter,
    /// none for a member that names no method (a hand-written member of another type).
    /// `member` is a key path from `Root` (``coselectors(_:)`` reads them as any key paths).
    static func coselectors<Root: SwizzleMethodNamespace>(_ member: AnyKeyPath, in root: Root.Type) -> [SpyCoselectors] {
        if let facts = table.facts(of: member) { return facts.coselectors }
        let facts = KeyPathFacts(naming: Root()[keyPath: member] as? any SwizzleMemberReference)
        table.remember(facts, of: member)
        return facts.coselectors
    }

    private static let table = KeyPathTable()
}

/// What one key path names (``MethodKeyPaths``).
private final class KeyPathFacts: Sendable {
    /// The method reference it is, if it is one.
    let method: (selector: Selector, type: MethodType)?
    let coselectors: [SpyCoselectors]

    init(naming member: (any SwizzleMemberReference)?) {
        if let method = member as? any SwizzleMethodReference {
            self.method = (method.selector, method.methodType)
        } else {
            method = nil
        }
        coselectors = member.map { SwizzleSpies.coselectors([$0]) } ?? []
    }
}

/// Key paths' facts in a table of 64 slots, each a key path's address and its facts' address,
/// read without a lock: the slots change behind a version that is odd while a writer changes
/// them (a seqlock), and a reader that sees it move or odd reads through the key path instead. A
/// key path and its facts are kept alive once they have a slot, so that its address names no
/// other; past `limit` of them (key paths made at run time), none is added.
/// `@unchecked Sendable`: its slots are atomics, reached only through ``facts(of:)``,
/// ``method(of:)`` and ``remember(_:of:)``; the kept list is under its lock.
private final class KeyPathTable: @unchecked Sendable {
    private static var slotCount: Int { 64 }
    private static var limit: Int { 1_024 }

    private let version = Atomic<UInt>(0)
    /// Each slot's words: its key path's address, its facts' address, and the method reference
    /// the facts name as the selector's address (0 for none) and its side (1 for a class method),
    /// so that a reference is read from the slot with no object touched (reading it from the facts
    /// retained and released them in an optimized build, and called a closure in a debug build).
    /// Allocated once and never freed (the table lives as long as the process), and read here
    /// without a generic call (``AtomicSlots`` is not specialized in this module).
    private static var wordsPerSlot: Int { 4 }
    private let slots: UnsafeMutablePointer<Atomic<UInt>> = {
        let count = KeyPathTable.wordsPerSlot * KeyPathTable.slotCount
        let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: count)
        for index in 0..<count { (slots + index).initialize(to: Atomic(0)) }
        return slots
    }()
    /// Every key path given a slot, with its facts, kept alive; writers take turns under its lock.
    private let kept = Locked([(keyPath: AnyKeyPath, facts: KeyPathFacts)]())

    /// Which slot a key path's address falls in: objects are 16-byte aligned, so the bits above
    /// the lowest four.
    private static func slot(_ key: UInt) -> Int { Int(truncatingIfNeeded: key >> 4) & (slotCount - 1) }

    /// The words of the slot a key path's address falls in: its address, its facts' address, its
    /// method's selector and side (``slots``).
    private func words(ofSlotFor key: UInt) -> UnsafeMutablePointer<Atomic<UInt>> {
        slots + Self.wordsPerSlot * Self.slot(key)
    }

    /// Words `first` and `second` of `keyPath`'s slot, read under the version; nil if the slot
    /// holds another key path, or a writer was in it.
    private func read(_ first: Int, _ second: Int, of keyPath: AnyKeyPath) -> (UInt, UInt)? {
        let key = UInt(bitPattern: ObjectIdentifier(keyPath))
        let words = words(ofSlotFor: key)
        let before = version.load(ordering: .acquiring)
        guard before & 1 == 0, words.pointee.load(ordering: .acquiring) == key else { return nil }
        let read = ((words + first).pointee.load(ordering: .acquiring), (words + second).pointee.load(ordering: .acquiring))
        guard version.load(ordering: .acquiring) == before else { return nil }
        return read
    }

    func facts(of keyPath: AnyKeyPath) -> KeyPathFacts? {
        guard let (facts, _) = read(1, 1, of: keyPath), let address = UnsafeRawPointer(bitPattern: facts) else { return nil }
        return Unmanaged<KeyPathFacts>.fromOpaque(address).takeUnretainedValue()
    }

    /// The method reference a key path names, from its slot's words (nil if it has no slot or
    /// names no method).
    func method(of keyPath: AnyKeyPath) -> (selector: Selector, type: MethodType)? {
        guard let (selector, side) = read(2, 3, of: keyPath), let raw = SKSel(bitPattern: selector) else { return nil }
        return (Selector(raw: raw), side == 1 ? .class : .instance)
    }

    func remember(_ facts: KeyPathFacts, of keyPath: AnyKeyPath) {
        let key = UInt(bitPattern: ObjectIdentifier(keyPath))
        let words = words(ofSlotFor: key)
        let selector = facts.method.map { UInt(bitPattern: $0.selector.raw) } ?? 0
        let side: UInt = facts.method?.type == .class ? 1 : 0
        kept.withLock { kept in
            guard kept.count < Self.limit else { return }
            kept.append((keyPath, facts))
            // The acquire half keeps the stores below from moving above the odd version.
            version.add(1, ordering: .acquiringAndReleasing)
            words.pointee.store(key, ordering: .releasing)
            (words + 1).pointee.store(UInt(bitPattern: Unmanaged.passUnretained(facts).toOpaque()), ordering: .releasing)
            (words + 2).pointee.store(selector, ordering: .releasing)
            (words + 3).pointee.store(side, ordering: .releasing)
            version.add(1, ordering: .releasing)
        }
    }
}
