import SwizzleCore
import SwizzleLayers
public import CSwizzleRuntime
import Synchronization

/// A class's runtime record, cached after its registration so that reading it costs one load:
/// what `@Swizzlable` declares for each class (`private static let … = _ClassRecordSlot()`).
///
/// The registration itself stays in a lazily initialized `static let`, which runs it exactly
/// once (and a superclass's first, through its `runtimeClass`); its `swift_once` check is paid
/// only while the slot is empty. The slot is an atomic word that starts at zero, which the
/// compiler lays out as constant data, so reading it runs no initializer and calls nothing.
///
/// ```swift
/// private static let recordSlot = _ClassRecordSlot()
/// private static let registration = registerClass()
/// class var runtimeClass: RuntimeClass { recordSlot.runtimeClass { registration } }
///
/// private static func registerClass() -> RuntimeClass {
///     _SwizzleMacroSupport.register(Dog.self, superclass: nil) { … }
/// }
/// ```
@frozen
public struct _ClassRecordSlot: ~Copyable, Sendable {
    /// The record's address, or 0 before the first read.
    @usableFromInline let storage: Atomic<UInt>

    /// An empty slot.
    @inlinable
    public init() {
        storage = Atomic(0)
    }

    /// The record, if the slot has been filled. Transparent, and without `Optional.map`: class
    /// methods' dispatch reads it first, in a debug build too (~600 instructions a call through
    /// the generic calls it made there).
    @_transparent
    public var cached: RuntimeClass? {
        guard let registered = SKClass(bitPattern: storage.load(ordering: .acquiring)) else { return nil }
        return RuntimeClass(record: registered)
    }

    /// The record: `registration()` (the class's once-only registration) fills the slot on the
    /// first read; later reads are one load.
    @inlinable @inline(__always)
    public func runtimeClass(registration: () -> RuntimeClass) -> RuntimeClass {
        if let cached { return cached }
        return fill(registration())
    }

    /// The record of `object`'s dynamic class, whose methods were declared in `declaringClass`
    /// (the class that owns this slot). When the object is exactly of that class (the common
    /// case) the cached record is read directly, skipping the dynamic `runtimeClass` call;
    /// an instance of a subclass still asks `runtimeClass`, so it finds its own record.
    /// Transparent (as the static one it reads), so a debug build inlines it into its caller.
    @_transparent
    public func runtimeClass<Object: Swizzlable>(of object: Object, declaredIn declaringClass: AnyObject.Type) -> RuntimeClass {
        Self.runtimeClass(of: object, declaredIn: declaringClass, cached: cached)
    }

    /// The record of the class `type` a class method was called on; as above, a subclass asks
    /// its own `runtimeClass`. Transparent, as class methods' dispatch reads it first.
    @_transparent
    public func runtimeClass<Class: Swizzlable>(ofClass type: Class.Type, declaredIn declaringClass: AnyObject.Type) -> RuntimeClass {
        Self.runtimeClass(ofClass: type, declaredIn: declaringClass, cached: cached)
    }

    /// `cached`, the record of `declaringClass`, when `object` is exactly of that class; else the
    /// record `object`'s own class gives. Shared with ``_ExtensionEntry/Record``.
    @usableFromInline @_transparent
    static func runtimeClass<Object: Swizzlable>(of object: Object, declaredIn declaringClass: AnyObject.Type,
                                                 cached: RuntimeClass?) -> RuntimeClass {
        if ObjectIdentifier(type(of: object)) == ObjectIdentifier(declaringClass), let cached { return cached }
        return object.runtimeClass
    }

    /// As above, for the class `type` a class method was called on.
    @usableFromInline @_transparent
    static func runtimeClass<Class: Swizzlable>(ofClass type: Class.Type, declaredIn declaringClass: AnyObject.Type,
                                                cached: RuntimeClass?) -> RuntimeClass {
        if ObjectIdentifier(type) == ObjectIdentifier(declaringClass), let cached { return cached }
        return type.runtimeClass
    }

    /// Out of line, so the callers' fast path stays small. Two threads may both get here with
    /// the same record (the registration ran once); storing it twice is harmless.
    @usableFromInline @inline(never)
    func fill(_ runtimeClass: RuntimeClass) -> RuntimeClass {
        storage.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
        return runtimeClass
    }
}
