import SwizzleCore
import SwizzleLayers
public import CSwizzleRuntime
import Synchronization

/// A selector interned on first use and read with one load after that: what `@Swizzlable`
/// declares for each dispatched method (`private static let … = _SelectorSlot("bark()")`).
///
/// A `static let` of ``Selector`` is initialized lazily, so every read of it checks a
/// `swift_once` token: a call into the Swift runtime on each dispatched call. A slot holds only
/// an atomic word that starts at zero and a string literal, which the compiler lays out as
/// constant data (no initializer runs, in the declaring module or any other), so the fast path
/// is a load and a branch. Interning is idempotent, so two threads that both find the slot
/// empty store the same selector.
///
/// ```swift
/// private static let selectorBark = _SelectorSlot("bark()")
/// func bark() -> String {
///     let selector = Self.selectorBark.selector
///     …
/// }
/// ```
@frozen
public struct _SelectorSlot: ~Copyable, Sendable {
    /// The interned selector's address, or 0 before the first use.
    @usableFromInline let storage: Atomic<UInt>
    /// The selector's name (Swift style: `"eat(food:)"`).
    @usableFromInline let name: StaticString
    /// The default implementation `@Swizzlable` registered for this method (the original body),
    /// or 0: a dispatching method that finds it in the table runs the body directly.
    @usableFromInline let defaultImplementation: Atomic<UInt>
    /// The record of the class that registered ``defaultImplementation``, or 0: stored after it,
    /// so that the dispatch's check (``isUnreplaced(for:)``) reads one word of the slot, not the
    /// record slot too.
    @usableFromInline let registeringClass: Atomic<UInt>

    /// An empty slot for the selector named `name`; nothing is interned until it is read.
    @inlinable
    public init(_ name: StaticString) {
        storage = Atomic(0)
        self.name = name
        defaultImplementation = Atomic(0)
        registeringClass = Atomic(0)
    }

    /// Whether `implementation`, found in the table, is the default one: then nothing replaced
    /// the method and its body can run without the call through the table. Relaxed: the default
    /// is stored while the class registers, before any lookup can find the class.
    @inlinable @inline(__always)
    public func isDefault<F>(_ implementation: F) -> Bool {
        address(of: implementation) == defaultImplementation.load(ordering: .relaxed)
    }

    /// What an instance call on `receiver` finds in `runtimeClass`'s table now, or nil when it is
    /// the default this slot registered. Not generic, and the runtime's lookup called directly,
    /// so a debug build makes one call of it and one of the lookup.
    @inlinable @inline(__always)
    public func replacement(in runtimeClass: RuntimeClass, forReceiver receiver: UnsafeRawPointer) -> UnsafeRawPointer? {
        let selector = selector
        guard let found = sk_lookup_receiver(receiver, runtimeClass.record, SK_INSTANCE_SIDE, selector.raw) else {
            // Nothing answers it: the class's own lookup reports the unknown selector.
            _ = runtimeClass.implementation(of: selector, .instance, forReceiver: receiver)
            return nil
        }
        let pointer = unsafeBitCast(found, to: UnsafeRawPointer.self)
        return UInt(bitPattern: pointer) == defaultImplementation.load(ordering: .relaxed) ? nil : pointer
    }

    /// ``replacement(in:forReceiver:)`` for a call on `receiver`, an instance of `dynamicClass`, that
    /// the method of `record`'s class (`declaringClass`) dispatches. Not generic. An optimized build
    /// inlines it (out of line, a spied call cost ~40 instructions more); a debug build calls it:
    /// inlined there, it was about 60 of a dispatching method's 165 SIL instructions, compiled again
    /// in every method of every annotated class (BENCHMARKS.md, issue 24), for a path only a
    /// replaced method takes.
    #if DEBUG
    @usableFromInline @inline(never)
    #else
    @inlinable @inline(__always)
    #endif
    func replacement(for receiver: UnsafeMutableRawPointer, ofClass dynamicClass: any Swizzlable.Type,
                     declaredIn declaringClass: AnyObject.Type, record: borrowing _ClassRecordSlot) -> UnsafeRawPointer? {
        replacement(in: record.runtimeClass(ofClass: dynamicClass, declaredIn: declaringClass), forReceiver: receiver)
    }

    /// Whether nothing can have replaced the default for a call on `receiver` that the method of
    /// the slot's class dispatches (``RuntimeClass/isUnchanged(for:)``): then the dispatch runs its
    /// body without the lookup. False before the class has registered a default here, and until
    /// its registration ends (its change counters start at one). Transparent, and read from the
    /// slot's word directly: a debug build (what `swift test` runs) inlines it into every
    /// dispatching method, where a chain of calls through `cached` cost ~580 instructions a call.
    @_transparent
    public func isUnreplaced(for receiver: UnsafeRawPointer) -> Bool {
        guard let registered = SKClass(bitPattern: registeringClass.load(ordering: .acquiring)) else { return false }
        return sk_class_unchanged(registered, receiver)
    }

    /// ``isUnreplaced(for:)`` for a class method's call on `runtimeClass`, whose record is the
    /// receiver. Transparent, as that one is.
    @_transparent
    public func isUnreplaced(forClass runtimeClass: RuntimeClass) -> Bool {
        isUnreplaced(for: UnsafeRawPointer(runtimeClass.record))
    }

    /// The class that registered the default, if one has: where a dispatch looks an object of that
    /// very class up, and what ``_ExtensionEntry`` copies.
    @inlinable
    var defaultRegisteredBy: RuntimeClass? {
        guard let registered = SKClass(bitPattern: registeringClass.load(ordering: .acquiring)) else { return nil }
        return RuntimeClass(record: registered)
    }

    /// The implementation a call of `selector` (this slot's) on `receiver`, an object of
    /// `dynamicClass`, finds now: a replacement, or the default when a change elsewhere in its
    /// class sent the call to look. An object of exactly the class that registered the default is
    /// looked up in that record, without asking `runtimeClass`. What a C signature's `dispatch`
    /// calls, inlined in an optimized build: the slow path of a dispatching method, which its
    /// ``isUnreplaced(for:)`` check did not take. Not generic, so a debug build calls it without
    /// the metadata of the object's type.
    @inlinable @inline(__always)
    public func implementation(of selector: Selector, for receiver: UnsafeMutableRawPointer,
                               ofClass dynamicClass: any Swizzlable.Type) -> SKIMP {
        if let registered = defaultRegisteredBy,
           sk_class_context(registered.record) == unsafeBitCast(ObjectIdentifier(dynamicClass), to: UnsafeRawPointer.self) {
            return registered.implementation(of: selector, .instance, forReceiver: receiver)
        }
        return dynamicClass.runtimeClass.implementation(of: selector, .instance, forReceiver: receiver)
    }

    /// Remembers the default implementation `runtimeClass` registered, while it registers.
    func setDefaultImplementation(_ implementation: SKIMP, of runtimeClass: RuntimeClass) {
        defaultImplementation.store(address(of: implementation), ordering: .relaxed)
        registeringClass.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
    }

    /// The selector: interned by the first read, a single load after that. Transparent: a debug
    /// build (what `swift test` runs) calls it twice on every dispatched call otherwise.
    @_transparent
    public var selector: Selector {
        get {
            let raw = storage.load(ordering: .acquiring)
            if let interned = SKSel(bitPattern: raw) { return Selector(raw: interned) }
            return intern()
        }
    }

    /// The first read: out of line, so the callers' fast path stays small.
    @usableFromInline @inline(never)
    func intern() -> Selector {
        let selector = Selector(name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
        storage.store(UInt(bitPattern: selector.raw), ordering: .releasing)
        return selector
    }
}
