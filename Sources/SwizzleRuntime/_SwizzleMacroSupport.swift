import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// What `@Swizzlable`'s generated code calls, so that each expansion stays short. **Not API**:
/// the names and shapes follow what the macro emits and change with it; call nothing here by hand.
///
/// The call side (lookups, argument and result storage, errors) is inlinable so a dispatched
/// call costs a table lookup plus one indirect call; registration runs once per class.
public enum _SwizzleMacroSupport {
    // MARK: - Call side

    /// The implementation an instance call of `selector` on `object` finds now, as the
    /// `@convention(c)` function type `F` the macro derived from the method's signature.
    /// `record` is the slot of `declaringClass`, the class whose method is calling: an object
    /// of exactly that class is looked up in its cached record without calling `runtimeClass`.
    @inlinable @inline(__always)
    public static func implementation<Object: Swizzlable, F>(
        of selector: Selector, for object: Object, declaredIn declaringClass: AnyObject.Type,
        record: borrowing _ClassRecordSlot, as type: F.Type
    ) -> F {
        let runtimeClass = record.runtimeClass(of: object, declaredIn: declaringClass)
        return unsafeBitCast(runtimeClass.implementation(of: selector, .instance, forReceiver: object.receiverPointer), to: F.self)
    }

    /// What replaces the method now, for its own dispatch: nil while the table holds its default
    /// (the caller then runs its body directly). While nothing in the declaring class or its
    /// subclasses has changed and no object in `object`'s bucket has an override, nil without a
    /// lookup.
    ///
    /// Transparent, so a debug build too checks without a generic call. The lookup, when the check
    /// cannot answer, is inlined in an optimized build and one call in a debug build (see
    /// ``_SelectorSlot/replacement(for:ofClass:declaredIn:record:)``).
    @_transparent
    public static func replacement<Object: Swizzlable, F>(
        of slot: borrowing _SelectorSlot, for object: Object, declaredIn declaringClass: AnyObject.Type,
        record: borrowing _ClassRecordSlot, as type: F.Type
    ) -> F? {
        if slot.isUnreplaced(for: object.receiverPointer) { return nil }
        guard let found = slot.replacement(for: object.receiverPointer, ofClass: Swift.type(of: object),
                                           declaredIn: declaringClass, record: record) else { return nil }
        return unsafeBitCast(found, to: F.self)
    }

    /// What replaces a class method now, for its own dispatch: nil while the table holds its
    /// default (the caller then runs its body directly), and nil without a lookup while nothing in
    /// the declaring class or its subclasses has changed and no class in `runtimeClass`'s bucket
    /// has an override (a class-method spy's).
    ///
    /// Transparent, as ``replacement(of:for:declaredIn:record:as:)`` is, for debug builds.
    @_transparent
    public static func classReplacement<F>(
        of slot: borrowing _SelectorSlot, in runtimeClass: RuntimeClass, record: borrowing _ClassRecordSlot, as type: F.Type
    ) -> F? {
        if slot.isUnreplaced(forClass: runtimeClass) { return nil }
        return lookedUpClassReplacement(of: slot, in: runtimeClass, as: F.self)
    }

    /// The lookup of ``classReplacement(of:in:record:as:)``: nil if it finds the default.
    @inlinable @inline(__always)
    public static func lookedUpClassReplacement<F>(of slot: borrowing _SelectorSlot, in runtimeClass: RuntimeClass,
                                                   as type: F.Type) -> F? {
        let found = classImplementation(of: slot.selector, in: runtimeClass, as: F.self)
        return slot.isDefault(found) ? nil : found
    }

    /// The record of the class `type` a class method was called on, read once per call for both
    /// the lookup and the receiver; from the cache when `type` is exactly `declaringClass`.
    @_transparent
    public static func runtimeClass<Class: Swizzlable>(
        of type: Class.Type, declaredIn declaringClass: AnyObject.Type, record: borrowing _ClassRecordSlot
    ) -> RuntimeClass {
        record.runtimeClass(ofClass: type, declaredIn: declaringClass)
    }

    /// The implementation a class-method call of `selector` on the class `runtimeClass` finds now.
    @inlinable @inline(__always)
    public static func classImplementation<F>(of selector: Selector, in runtimeClass: RuntimeClass, as function: F.Type) -> F {
        unsafeBitCast(runtimeClass.implementation(of: selector, .class, forReceiver: runtimeClass.record), to: F.self)
    }

    /// The implementation a `super` call from a method of `caller` finds: the lookup starts at
    /// `caller`'s superclass, so an override calling super never reaches itself.
    @inlinable @inline(__always)
    public static func superImplementation<F>(of selector: Selector, from caller: RuntimeClass,
                                              _ type: MethodType, as function: F.Type) -> F {
        unsafeBitCast(caller.superImplementation(of: selector, type), to: F.self)
    }

    /// The selector as the implementation's second C argument.
    @inlinable @inline(__always)
    public static func cmd(_ selector: Selector) -> UnsafeRawPointer {
        UnsafeRawPointer(selector.raw)
    }

    /// A class method's receiver: the record of the class the call is made on.
    @inlinable @inline(__always)
    public static func classReceiver<Class: Swizzlable>(_ type: Class.Type) -> UnsafeMutableRawPointer {
        classReceiver(type.runtimeClass)
    }

    /// A class method's receiver, given the record of the class the call is made on.
    @inlinable @inline(__always)
    public static func classReceiver(_ runtimeClass: RuntimeClass) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(runtimeClass.record)
    }

    /// Calls `body` with uninitialized storage for a non-scalar result and returns the value the
    /// implementation left there. If `body` throws, the storage was never initialized.
    @inlinable @inline(__always)
    public static func returning<R>(_ type: R.Type, _ body: (UnsafeMutableRawPointer) throws -> Void) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: R.self, capacity: 1) { buffer in
            let storage = buffer.baseAddress!
            try body(UnsafeMutableRawPointer(storage))
            return storage.move()
        }
    }

    /// Calls `body` with a pointer to an `(any Error)?` that starts as nil, and throws what the
    /// implementation left there.
    @inlinable @inline(__always)
    public static func throwing<T>(_ body: (UnsafeMutableRawPointer) -> T) throws -> T {
        var error: (any Error)? = nil
        let value = withUnsafeMutablePointer(to: &error) { body(UnsafeMutableRawPointer($0)) }
        if let error { throw error }
        return value
    }

    /// An error that crossed the table (whose error slot holds `any Error`) as the one type a method
    /// with typed throws declares. Stubs of another type are refused when they are added, so only
    /// a hand-made replacement can get here with another error: that is reported by name.
    @inlinable
    public static func typedError<E: Error>(_ error: any Error, as type: E.Type, selector: Selector) -> E {
        if let typed = error as? E { return typed }
        fatalError("SwizzleKit: a replacement of '\(selector)' threw \(Swift.type(of: error)), but the method throws only \(E.self)")
    }

    /// A factory's result as the type the factory promises (`Self` or the class): a replacement
    /// that returns an object of another class is a programming error, reported by name.
    @inlinable
    public static func cast<Object: AnyObject, T>(_ object: Object, to type: T.Type, selector: Selector) -> T {
        // The common case, a factory called on exactly its class, compares two metatypes: the
        // runtime's generic cast would look up metadata and call swift_dynamicCast on every
        // construction. The cast is out of line so that this path does
        // not instantiate `Optional<T>`'s metadata.
        if ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(T.self) { return unsafeBitCast(object, to: T.self) }
        return castSlowly(object, to: T.self, selector: selector)
    }

    /// A subclass's object, or a replacement's wrong one (reported by name).
    @usableFromInline @inline(never)
    static func castSlowly<Object: AnyObject, T>(_ object: Object, to type: T.Type, selector: Selector) -> T {
        guard let result = object as? T else {
            fatalError("SwizzleKit: '\(selector)' returned \(Swift.type(of: object)), which is not \(T.self)")
        }
        return result
    }

    /// Same, for failable initializers.
    @inlinable
    public static func cast<Object: AnyObject, T>(_ object: Object?, to type: T.Type, selector: Selector) -> T? {
        object.map { cast($0, to: T.self, selector: selector) }
    }

    // MARK: - Typed invokers (a generic call of a known C signature, without libffi)

    /// Argument `index` of a generic call (`args[index]` points at it), as its C type `T`.
    @inlinable @inline(__always)
    public static func cArgument<T>(_ arguments: UnsafePointer<UnsafeMutableRawPointer?>, _ index: Int, as type: T.Type) -> T {
        arguments[index].unsafelyUnwrapped.load(as: T.self)
    }

    /// Writes a scalar result at its natural size where the generic caller wants it (nowhere
    /// when it passed no storage), as `sk_call` does.
    @inlinable @inline(__always)
    public static func store<R: BitwiseCopyable>(_ value: R, into result: UnsafeMutableRawPointer?) {
        result?.storeBytes(of: value, as: R.self)
    }

    // MARK: - Implementation side (inside the `@convention(c)` functions)

    /// The receiver of an instance method's implementation.
    @inlinable @inline(__always)
    public static func object<T: AnyObject>(_ receiver: UnsafeMutableRawPointer, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(receiver).takeUnretainedValue()
    }

    /// The class a class method was called on (its receiver is that class's record).
    @inlinable @inline(__always)
    public static func metatype<T: AnyObject>(_ receiver: UnsafeMutableRawPointer, as type: T.Type) -> T.Type {
        RuntimeClass.swiftClass(ofReceiver: receiver, as: T.self)
    }

    /// Checks that a `make` factory of a non-required initializer was called on its own class:
    /// only that class's initializer can run it, so `Subclass.make(…)` (a subclass that inherits
    /// the initializer) would build the superclass. The factory still builds it, as it must return
    /// something; the mistake is reported, once to standard error and in every test it happens in.
    public static func checkFactoryReceiver<T: AnyObject>(_ called: T.Type, declaredIn type: T.Type, selector: StaticString) {
        // Every make of such an initializer pays this: an identity compare, no dynamic cast.
        guard ObjectIdentifier(called) != ObjectIdentifier(T.self) else { return }
        let name = "\(selector)".dropFirst(4)  // "init(apiKey:)" → "(apiKey:)", after "make"
        UsageReports.report("\(called).make\(name) built a \(T.self), not a \(called): \(selector) is not required, so only "
            + "\(T.self)'s own initializer can run it. Mark \(selector) required in \(T.self), or declare \(selector) in "
            + "\(called) (its make then builds a \(called)).")
    }

    /// A copy of an argument that crossed by pointer.
    @inlinable @inline(__always)
    public static func argument<T>(_ pointer: UnsafeMutableRawPointer, as type: T.Type) -> T {
        pointer.assumingMemoryBound(to: T.self).pointee
    }

    /// The caller's variable an `inout` argument points at, to pass on as `&variable(…).pointee`.
    @inlinable @inline(__always)
    public static func variable<T>(_ pointer: UnsafeMutableRawPointer, as type: T.Type) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    /// Writes a non-scalar result into the caller's storage (which takes ownership).
    @inlinable @inline(__always)
    public static func setResult<T>(_ pointer: UnsafeMutableRawPointer, _ value: T) {
        pointer.assumingMemoryBound(to: T.self).initialize(to: value)
    }

    /// Runs `body` on `object` and `arguments`, isolated to the main actor, from a table entry (a
    /// nonisolated C function) that the main actor's own code called through the table: the call
    /// is on the main actor already (checked), so `body` runs there, with no hop, whatever the
    /// types. The values are `body`'s parameters, not its captures, for that reason.
    @inlinable
    public static func onMainActor<Object, Arguments, T>(
        _ object: Object, _ arguments: Arguments, _ body: @MainActor (Object, Arguments) throws -> T
    ) rethrows -> T {
        MainActor.preconditionIsolated("SwizzleKit: a main-actor method was called through the dispatch table off the main actor")
        return try withoutActuallyEscaping(body) { body in
            try unsafeBitCast(body, to: ((Object, Arguments) throws -> T).self)(object, arguments)
        }
    }

    /// The same for an actor's method: `body` runs isolated to `actor`, where the call already is.
    @inlinable
    public static func onActor<A: Actor, Arguments, T>(
        _ actor: A, _ arguments: Arguments, _ body: (isolated A, Arguments) throws -> T
    ) rethrows -> T {
        actor.preconditionIsolated("SwizzleKit: an actor's method was called through the dispatch table off the actor")
        return try withoutActuallyEscaping(body) { body in
            try unsafeBitCast(body, to: ((A, Arguments) throws -> T).self)(actor, arguments)
        }
    }

    // MARK: - Constructions (initializers' bodies)

    /// Marks the start of an initializer: the depth of initializers already running on this
    /// thread (0 for the outermost), or -1 while no initializer has a construction layer.
    public static func beginConstruction() -> Int {
        guard Constructions.haveLayers else { return -1 }
        let depth = sk_thread_constructionDepth()
        defer { depth.pointee += 1 }
        return Int(depth.pointee)
    }

    /// Marks the end of an initializer whose `beginConstruction()` gave a depth (also when it
    /// threw or failed).
    public static func endConstruction() {
        sk_thread_constructionDepth().pointee -= 1
    }

    /// Reports `object`, built by the outermost initializer (depth 0) of exactly `runtimeClass`'s
    /// class: not a superclass's initializer a subclass's calls, nor a designated one a
    /// convenience one calls.
    public static func constructed(_ object: AnyObject, _ runtimeClass: RuntimeClass, _ selector: Selector,
                                   _ arguments: @autoclosure () -> [Any]) {
        Constructions.report(object, runtimeClass, selector) {
            // Exactly the class built: a superclass's initializer that a subclass's calls is not its construction.
            guard let built = runtimeClass.swiftClass, ObjectIdentifier(type(of: object)) == ObjectIdentifier(built) else { return nil }
            return arguments()
        }
    }

    /// Runs a throwing body, storing what it throws in the caller's error slot.
    @inlinable @inline(__always)
    public static func catching(_ errorPointer: UnsafeMutableRawPointer, _ body: () throws -> Void) {
        do { try body() } catch {
            errorPointer.assumingMemoryBound(to: (any Error)?.self).pointee = error
        }
    }

    /// Same, for a scalar result: on error it returns zero bits, which the caller never reads.
    @inlinable @inline(__always)
    public static func catching<R: BitwiseCopyable>(_ errorPointer: UnsafeMutableRawPointer, _ body: () throws -> R) -> R {
        do { return try body() } catch {
            errorPointer.assumingMemoryBound(to: (any Error)?.self).pointee = error
            return withUnsafeTemporaryAllocation(of: R.self, capacity: 1) { buffer in
                UnsafeMutableRawPointer(buffer.baseAddress!).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<R>.size)
                return buffer.baseAddress!.move()
            }
        }
    }
}
