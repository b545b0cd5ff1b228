public import CSwizzleRuntime

/// Calling through the dispatch table.
///
/// Two paths give the same results. The generic path (`send`, `sendSuper`) takes Swift values,
/// checks them against the method's signature and calls through libffi (each walks its own
/// argument pack: see `GenericCall`). The fast path is for code that knows the concrete types
/// (the macro's output): look up the implementation and call it as its `@convention(c)` type.
extension RuntimeClass {
    /// The implementation a call of `selector` on `receiver` finds now: `receiver`'s own
    /// override first, else this class's table. `receiver` is an object of this class, or this
    /// class's record for a class method. Lock-free; inlined into the caller.
    @inlinable @inline(__always)
    package func implementation(of selector: Selector, _ type: MethodType, forReceiver receiver: UnsafeRawPointer) -> SKIMP {
        guard let imp = sk_lookup_receiver(receiver, record, type.side, selector.raw) else {
            unknownSelector(selector, on: self, type)
        }
        return imp
    }

    /// Whether a call on `receiver` that this class's own method dispatches surely finds the
    /// implementation the class registered for it: no method of this class or its subclasses has
    /// changed since they registered, and no object of theirs that shares `receiver`'s bucket (one
    /// in 32) has an override. Then the dispatching method runs its body without the lookup. One
    /// load; inlined into the caller.
    @inlinable @inline(__always)
    package func isUnchanged(for receiver: UnsafeRawPointer) -> Bool {
        sk_class_unchanged(record, receiver)
    }

    /// The implementation a `super` call from a method of this class finds: the lookup starts at
    /// the superclass, and per-object overrides are skipped.
    @inlinable @inline(__always)
    package func superImplementation(of selector: Selector, _ type: MethodType) -> SKIMP {
        guard let superclass = record.pointee.superclass, let imp = sk_lookup(superclass, type.side, selector.raw) else {
            unknownSelector(selector, on: self, type)
        }
        return imp
    }
}

extension Swizzlable {
    /// The implementation an instance call of `selector` on this object finds now.
    @inlinable @inline(__always)
    package func implementation(of selector: Selector) -> SKIMP {
        runtimeClass.implementation(of: selector, .instance, forReceiver: receiverPointer)
    }

    /// The implementation a class-method call of `selector` on this class finds now.
    @inlinable @inline(__always)
    package static func implementation(of selector: Selector) -> SKIMP {
        let runtimeClass = self.runtimeClass
        return runtimeClass.implementation(of: selector, .class, forReceiver: runtimeClass.record)
    }

    /// Calls instance method `selector` with `arguments` through the table.
    /// - Throws: ``SwizzleError`` for an unknown selector or mismatched types; else what the
    ///   method throws.
    public func send<each A, R>(_ selector: Selector, _ arguments: repeat each A,
                                returning: R.Type = R.self) throws -> R {
        let (imp, signature) = try Self.resolve(selector, .instance, on: runtimeClass, receiver: receiverPointer)
        var call = try GenericCall(imp, signature: signature, receiver: receiverPointer, selector: selector)
        for argument in repeat each arguments { call.append(argument) }
        return try call.invoke(returning: R.self)
    }

    /// Calls a Void instance method.
    public func send<each A>(_ selector: Selector, _ arguments: repeat each A) throws {
        try send(selector, repeat each arguments, returning: Void.self)
    }

    /// Calls the superclass's implementation of `selector` for this object, as `super.f()` in a
    /// method of `caller` does.
    public func sendSuper<each A, R>(from caller: RuntimeClass, _ selector: Selector, _ arguments: repeat each A,
                                     returning: R.Type = R.self) throws -> R {
        var call = try Self.superCall(from: caller, selector, .instance, receiver: receiverPointer)
        for argument in repeat each arguments { call.append(argument) }
        return try call.invoke(returning: R.self)
    }

    /// Calls class method `selector` on this class through the table.
    public static func send<each A, R>(_ selector: Selector, _ arguments: repeat each A,
                                       returning: R.Type = R.self) throws -> R {
        let record = UnsafeMutableRawPointer(runtimeClass.record)
        let (imp, signature) = try resolve(selector, .class, on: runtimeClass, receiver: record)
        var call = try GenericCall(imp, signature: signature, receiver: record, selector: selector)
        for argument in repeat each arguments { call.append(argument) }
        return try call.invoke(returning: R.self)
    }

    /// Calls a Void class method.
    public static func send<each A>(_ selector: Selector, _ arguments: repeat each A) throws {
        try send(selector, repeat each arguments, returning: Void.self)
    }

    /// Calls the superclass's implementation of class method `selector`, as `super.f()` in a
    /// class method of `caller` does; the receiver stays this class.
    public static func sendSuper<each A, R>(from caller: RuntimeClass, _ selector: Selector, _ arguments: repeat each A,
                                            returning: R.Type = R.self) throws -> R {
        var call = try superCall(from: caller, selector, .class, receiver: UnsafeMutableRawPointer(runtimeClass.record))
        for argument in repeat each arguments { call.append(argument) }
        return try call.invoke(returning: R.self)
    }

    /// The call of the superclass's implementation of `selector` that `super.f()` in `caller`
    /// makes, its arguments not yet appended; nil where the table cannot make it: the superclass
    /// has no entry for it (the method is left plain), or its entry is a generic method's (which
    /// takes its values boxed and answers with a body only the super call itself reaches).
    package func superCall(from caller: RuntimeClass, _ selector: Selector) -> GenericCall? {
        Self.tableSuperCall(from: caller, selector, .instance, receiver: receiverPointer)
    }

    /// ``superCall(from:_:)`` for a class method's `super.f()`; the receiver stays this class.
    package static func superClassCall(from caller: RuntimeClass, _ selector: Selector) -> GenericCall? {
        tableSuperCall(from: caller, selector, .class, receiver: UnsafeMutableRawPointer(runtimeClass.record))
    }

    /// The call ``superCall(from:_:_:receiver:)`` finds, unless it fails or is a generic method's.
    private static func tableSuperCall(from caller: RuntimeClass, _ selector: Selector, _ type: MethodType,
                                       receiver: UnsafeMutableRawPointer) -> GenericCall? {
        guard let call = try? superCall(from: caller, selector, type, receiver: receiver), !call.isGeneric
        else { return nil }
        return call
    }

    /// The call `super.f()` in `caller` makes, its arguments not yet appended: `sendSuper`'s, and
    /// `superCall`'s where it fits.
    private static func superCall(from caller: RuntimeClass, _ selector: Selector, _ type: MethodType,
                                  receiver: UnsafeMutableRawPointer) throws(SwizzleError) -> GenericCall {
        guard let superclass = caller.superclass else {
            throw .unknownSelector(selector, type: type, className: "the superclass of \(caller)")
        }
        let (implementation, signature) = try resolve(selector, type, on: superclass, receiver: nil)
        return try GenericCall(implementation, signature: signature, receiver: receiver, selector: selector)
    }

    /// The implementation and signature a call finds; `receiver` nil skips per-object overrides.
    package static func resolve(_ selector: Selector, _ type: MethodType, on runtimeClass: RuntimeClass,
                        receiver: UnsafeMutableRawPointer?) throws(SwizzleError) -> (SKIMP, MethodSignature) {
        let method = try runtimeClass.method(selector, type)
        let found = receiver.map { sk_lookup_receiver($0, runtimeClass.record, type.side, selector.raw) }
            ?? sk_lookup(runtimeClass.record, type.side, selector.raw)
        guard let imp = found else { throw .unknownSelector(selector, type: type, className: runtimeClass.name) }
        guard let signature = method.signature ?? Self.inheritedSignature(of: method, selector, type) else {
            throw .signatureMismatch(selector, expected: "registered from C (\(method.typeEncoding))",
                                     actual: "a Swift call; use sk_call for C-registered methods")
        }
        return (imp, signature)
    }

    /// The Swift signature of the method `method` stands in for. A layer installed on a class
    /// that only inherits a method adds an entry there, and records its signature just after
    /// the entry appears (the runtime makes the record): a call in between finds the entry
    /// without one. The inherited method it copies has it, with the same encoding.
    private static func inheritedSignature(of method: Method, _ selector: Selector, _ type: MethodType) -> MethodSignature? {
        let encoding = method.typeEncoding
        for ancestor in sequence(first: method.owner, next: \.superclass).dropFirst() {
            guard let inherited = ancestor.ownMethod(selector, type) else { continue }
            return inherited.typeEncoding == encoding ? inherited.signature : nil
        }
        return nil
    }
}

/// The fast path's failure: the table has no implementation (a method was removed from C).
@usableFromInline
package func unknownSelector(_ selector: Selector, on runtimeClass: RuntimeClass, _ type: MethodType) -> Never {
    fatalError("SwizzleKit: \(SwizzleError.unknownSelector(selector, type: type, className: runtimeClass.name))")
}
