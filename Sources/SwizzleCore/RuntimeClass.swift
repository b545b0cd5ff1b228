public import CSwizzleRuntime

/// A class registered with the SwizzleKit runtime: a name, a superclass, and instance and class
/// method lists in the dispatch table.
///
/// A value is a handle on an immortal C record: copying it costs nothing, and two handles on
/// the same class are equal.
public struct RuntimeClass: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The C runtime's class record.
    @usableFromInline package let record: SKClass

    /// Wraps a record the C runtime handed out.
    @inlinable package init(record: SKClass) {
        self.record = record
    }

    /// The record registered for `type`.
    /// - Throws: ``SwizzleError/unregisteredClass(_:)`` if `type` is not ``Swizzlable``;
    ///   ``SwizzleError/subclassNotRegistered(_:superclass:)`` if only a superclass of it is.
    public init(_ type: AnyClass) throws(SwizzleError) {
        switch Self.registration(of: type) {
        case let .own(runtimeClass): self = runtimeClass
        case let .inherited(superclass):
            throw .subclassNotRegistered(String(reflecting: type), superclass: superclass.name)
        case .none: throw .unregisteredClass(String(reflecting: type))
        }
    }

    /// How `type` is in the table: by a record of its own, only through a superclass's (a
    /// subclass that is not `@Swizzlable` itself inherits `runtimeClass`, so its overrides are
    /// not in the table), or not at all.
    package enum Registration {
        case own(RuntimeClass)
        case inherited(from: RuntimeClass)
        case none
    }

    package static func registration(of type: AnyClass) -> Registration {
        guard let swizzlable = type as? any Swizzlable.Type else { return .none }
        let runtimeClass = swizzlable.runtimeClass
        if let registered = runtimeClass.swiftClass, isStrictSubclass(type, of: registered) {
            return .inherited(from: runtimeClass)
        }
        // Its own record, or one it shares with the other specializations of a generic class
        // (registered under whichever specialization asked first, and no ancestor of this one).
        return .own(runtimeClass)
    }

    private static func isStrictSubclass(_ type: AnyClass, of ancestor: AnyClass) -> Bool {
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// The class registered under `name`, if any.
    public static func named(_ name: String) -> RuntimeClass? {
        sk_class_lookup(name).map(RuntimeClass.init(record:))
    }

    /// Registers `type` (named by its fully qualified Swift name unless `name` is given) under
    /// `superclass`, then lets `methods` add its methods. What they add is the class's baseline: a
    /// dispatched call runs its body without a lookup while nothing has changed it. Registering
    /// again with the same superclass returns the same class; methods it defines already are left
    /// alone.
    /// - Throws: ``SwizzleError/classConflict(_:)`` if the name has another superclass; any
    ///   error `methods` throws.
    @discardableResult
    public static func register(
        _ type: AnyClass, superclass: RuntimeClass?, name: String? = nil,
        methods: (ClassRegistration) throws -> Void = { _ in }
    ) throws -> RuntimeClass {
        let name = name ?? String(reflecting: type)
        var status = SK_OK
        guard let record = sk_class_register(name, superclass?.record, &status) else {
            throw SwizzleError.classConflict(name)
        }
        let runtimeClass = RuntimeClass(record: record)
        sk_class_setContext(record, unsafeBitCast(type, to: UnsafeRawPointer.self))
        try methods(ClassRegistration(runtimeClass: runtimeClass))
        // What it has now is what its dispatch may run without a lookup while nothing changes it.
        sk_class_finishRegistration(record)
        return runtimeClass
    }

    /// The registered name.
    public var name: String { String(cString: record.pointee.name) }

    /// The superclass record, or nil for a root class.
    public var superclass: RuntimeClass? { record.pointee.superclass.map(RuntimeClass.init(record:)) }

    /// The Swift class this record was registered for. Lock-free.
    @inlinable public var swiftClass: AnyClass? {
        sk_class_context(record).map { unsafeBitCast($0, to: AnyClass.self) }
    }

    /// The Swift class of a class method's receiver (a class record), as `T`'s metatype: what a
    /// class method's implementation calls to find the class the call was made on.
    @inlinable
    package static func swiftClass<T: AnyObject>(ofReceiver receiver: UnsafeMutableRawPointer, as type: T.Type) -> T.Type {
        guard let swiftClass = swiftClass(ofReceiver: receiver) as? T.Type else {
            fatalError("SwizzleKit: a class method's receiver \(RuntimeClass(record: receiver.assumingMemoryBound(to: sk_class.self))) "
                + "is not \(T.self) or a subclass")
        }
        return swiftClass
    }

    /// The Swift class of a class method's receiver, with no cast: nil for a class registered
    /// without one.
    @inlinable
    package static func swiftClass(ofReceiver receiver: UnsafeMutableRawPointer) -> AnyClass? {
        RuntimeClass(record: receiver.assumingMemoryBound(to: sk_class.self)).swiftClass
    }

    /// Whether this class is `other` or inherits from it.
    public func isSubclass(of other: RuntimeClass) -> Bool { sk_class_isSubclass(record, other.record) }

    /// The method a call finds, searching superclasses.
    /// - Throws: ``SwizzleError/unknownSelector(_:type:className:)``.
    package func method(_ selector: Selector, _ type: MethodType = .instance) throws(SwizzleError) -> Method {
        let selector = try selector.validated()
        guard let method = sk_class_findMethod(record, type.side, selector.raw) else {
            if let reason = RuntimeMetadata.shared.undispatchedReason(selector, type, in: self) {
                throw .notDispatched(selector, type: type, className: name, reason: reason)
            }
            throw .unknownSelector(selector, type: type, className: name)
        }
        return Method(raw: method, type: type)
    }

    /// The method this class defines itself (not inherited), if any.
    package func ownMethod(_ selector: Selector, _ type: MethodType = .instance) -> Method? {
        sk_class_getOwnMethod(record, type.side, selector.raw).map { Method(raw: $0, type: type) }
    }

    /// Whether a call of `selector` finds an implementation.
    public func responds(to selector: Selector, _ type: MethodType = .instance) -> Bool {
        sk_class_findMethod(record, type.side, selector.raw) != nil
    }

    /// The implementation a call on this class finds now (a table lookup).
    package func implementation(of selector: Selector, _ type: MethodType = .instance) -> SKIMP? {
        sk_lookup(record, type.side, selector.raw)
    }

    /// Adds a method that this class does not define itself (it may override an inherited one).
    /// - Throws: ``SwizzleError/methodExists(_:className:)``, or a malformed selector.
    package func addMethod(_ selector: Selector, _ type: MethodType = .instance,
                          implementation: SKIMP, signature: MethodSignature) throws(SwizzleError) {
        let selector = try selector.validated()
        let status = sk_class_addMethod(record, type.side, selector.raw, implementation, signature.typeEncoding)
        switch status {
        case SK_OK: break
        case SK_ERR_EXISTS: throw .methodExists(selector, className: name)
        default: throw SwizzleError.from(status, encoding: signature.typeEncoding)
        }
        recordSignature(signature, of: selector, type)
    }

    /// Replaces this class's own implementation (or adds it), returning the old one.
    /// - Throws: ``SwizzleError/signatureMismatch(_:expected:actual:)`` if the class defines the
    ///   method with another signature; nothing changes then.
    @discardableResult
    package func replaceMethod(_ selector: Selector, _ type: MethodType = .instance,
                              implementation: SKIMP, signature: MethodSignature) throws(SwizzleError) -> SKIMP? {
        let selector = try selector.validated()
        if let existing = ownMethod(selector, type), let known = existing.signature, known != signature {
            throw .signatureMismatch(selector, expected: known.description, actual: signature.description)
        }
        var status = SK_OK
        let old = sk_class_replaceMethod(record, type.side, selector.raw, implementation, signature.typeEncoding, &status)
        switch status {
        case SK_OK: break
        case SK_ERR_ENCODING_MISMATCH:
            let existing = ownMethod(selector, type).map(\.typeEncoding) ?? "?"
            throw .signatureMismatch(selector, expected: existing, actual: signature.typeEncoding)
        default: throw SwizzleError.from(status, encoding: signature.typeEncoding)
        }
        recordSignature(signature, of: selector, type)
        return old
    }

    private func recordSignature(_ signature: MethodSignature, of selector: Selector, _ type: MethodType) {
        if let method = sk_class_getOwnMethod(record, type.side, selector.raw) {
            RuntimeMetadata.shared.setSignature(signature, for: method)
        }
    }

    /// The methods this class defines itself on `type`'s side (not inherited ones), in the order
    /// they were first added: what the C runtime's method list holds now.
    package func methods(_ type: MethodType) -> [Method] {
        // Until NULL rather than up to a count: a method added or removed meanwhile shifts indices.
        var methods: [Method] = [], index = 0
        while let method = sk_class_methodAt(record, type.side, index) {
            methods.append(Method(raw: method, type: type))
            index += 1
        }
        return methods
    }

    public var description: String { name }
}
