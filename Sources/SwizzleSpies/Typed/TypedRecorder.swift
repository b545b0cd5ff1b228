@_spi(Internals) import SwizzleCore
import SwizzleLayers
import Synchronization

/// The typed API of every spy and mock: each takes a ``SwizzleMethod``, which key paths into a
/// class's `SwizzleMethods` name (see ``TypedSpying`` for `\.add`). Over the string API's core:
/// a typed stub, verification or read is the same stub, verification or evidence.
extension InvocationRecorder {
    /// Starts a stub of `method`, typed: `spy.stub(\.add).with(2, 3).andReturn(5)`.
    public func stub<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>,
                                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                            line: UInt = #line, column: UInt = #column) -> Stub<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return stub(method.selector, checked: check(method, location: location))
    }

    /// A stub of `selector`, whose typed reference was checked so.
    func stub<Result, each Argument>(_ selector: Selector, checked: ReferenceCheck) -> Stub<Result, repeat each Argument> {
        if case .refused = checked {
            return Stub(table: nil, selector: selector, matching: nil, limit: nil, typesChecked: false)
        }
        return Stub(table: core.stubs, selector: selector, matching: nil, limit: nil, typesChecked: checked == .fits(exactly: true))
    }

    /// Starts a verification of `method`, typed: `spy.verify(\.add).with(2, 3).called(.once)`.
    public func verify<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>,
                                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                              line: UInt = #line, column: UInt = #column) -> Verification<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return verify(method.selector, checked: check(method, location: location))
    }

    /// A verification of `selector`, whose typed reference was checked so.
    func verify<Result, each Argument>(_ selector: Selector, checked: ReferenceCheck) -> Verification<Result, repeat each Argument> {
        let refusal = if case let .refused(reason) = checked { Refusal(reason) } else { nil as Refusal? }
        return Verification(recorder: self, selector: selector, matching: nil, refusal: refusal)
    }

    /// The recorded calls of `method`, in order, with typed arguments and results:
    /// `[Invocation<Int, (Int, Int)>]` for `add(_:_:) -> Int`.
    public func calls<Method: TypedMethodReference>(_ method: Method,
                                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                     line: UInt = #line, column: UInt = #column) -> [Invocation<Method.Result, Method.Arguments>] {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard refusal(of: method, location: location) == nil else { return [] }
        guard core.methods.contains(method.selector) else {
            // Its calls are not recorded, so an empty answer would read as "never called".
            let spied = core.methods.map(\.selector.description).joined(separator: ", ")
            location.report("'\(method.selector)' is not spied on \(core.subjectDescription), so it has no recorded calls; "
                + "it spies on: \(spied). Add it to the methods the spy is made with.")
            return []
        }
        return invocations.filter { $0.selector == method.selector }.map { $0.typed(as: method) }
    }

    /// Removes the stubs of `method`.
    public func removeStubs<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>) {
        removeStubs(method.selector)
    }

    /// Why `reference` cannot stand for the method of its selector here (its types are not the
    /// method's), reported at `location`; nil if it can. A reference of a selector this recorder
    /// does not know is left to the untyped API, which says so in its own words.
    func refusal(of reference: some SwizzleMethodReference, location: SourceLocation) -> String? {
        if case let .refused(reason) = check(reference, location: location) { return reason }
        return nil
    }

    /// How `reference` stands for the method of its selector here; a refusal is reported at `location`.
    func check(_ reference: some SwizzleMethodReference, location: SourceLocation) -> ReferenceCheck {
        check(reference.selector, reference.methodType, typeKey: ObjectIdentifier(type(of: reference)), location: location) {
            (reference.argumentTypes, reference.resultType)
        }
    }

    /// ``check(_:location:)`` of a reference a key path named (``MethodKeyPaths``): its fit is
    /// remembered under the key path's type, which stands for one reference type as that type
    /// does, and is read without making the reference type's metadata (a generic type's, found
    /// in a table on every use).
    func check<Root, Result, each Argument>(_ reference: SwizzleMethod<Result, repeat each Argument>,
                                            namedBy keyPath: KeyPath<Root, SwizzleMethod<Result, repeat each Argument>>,
                                            location: SourceLocation) -> ReferenceCheck {
        check(reference.selector, reference.methodType, typeKey: ObjectIdentifier(type(of: keyPath)), location: location) {
            (reference.argumentTypes, reference.resultType)
        }
    }

    /// How a reference of `selector` on the `methodType` side stands for the method here. Its
    /// types, `declaredTypes`, are read only when its type (`typeKey`) was not found to fit the
    /// method before.
    private func check(_ selector: Selector, _ methodType: MethodType, typeKey: ObjectIdentifier, location: SourceLocation,
                       declaredTypes: () -> (arguments: [Any.Type], result: Any.Type)) -> ReferenceCheck {
        // The side too: a class method's reference must not reach the instance method of its name.
        guard let method = core.methods.index(of: selector, on: methodType) else {
            guard let named = core.methods.index(of: selector) else { return .unknown }
            let spied = core.methods[named].target.type
            let reason = "The method reference for \(selector) names a \(methodType) method, but "
                + "\(core.subjectDescription) spies the \(spied) method \(selector): it is refused. "
                + "Use the reference @Swizzlable generates (\\.name), which names the \(spied) method."
            location.report(reason)
            return .refused(reason)
        }
        let signature = core.methods[method].signature
        if let exact = ReferenceFits.known(typeKey, signature) { return .fits(exactly: exact) }
        let (declared, resultType) = declaredTypes()
        func fits(_ type: Any.Type, _ actual: ABIType) -> Bool { type == Any.self || ObjectIdentifier(type) == ObjectIdentifier(actual.swiftType) }
        let parameters = signature.parameters
        var argumentsFit = declared.count == parameters.count
        var exact = argumentsFit
        var index = 0  // `while`, not `zip`: see ArgumentMatching
        while argumentsFit && index < parameters.count {
            argumentsFit = fits(declared[index], parameters[index])
            exact = exact && declared[index] != Any.self
            index += 1
        }
        // A generic method's result is boxed per call, whatever its declared type: the reference
        // carries that type (`<T>(T) -> String` answers a `String`), which the compiler checked.
        let resultFits = fits(resultType, signature.awaitedResult)
        if argumentsFit && (signature.isGeneric || resultFits) {
            exact = exact && !signature.isGeneric && resultType != Any.self
            ReferenceFits.remember(typeKey, signature, exact: exact)
            return .fits(exactly: exact)
        }
        let written = "(" + declared.map { "\($0)" }.joined(separator: ", ") + ") -> \(resultType)"
        let reason = "The method reference for \(selector) is \(written), but \(core.subjectDescription)'s "
            + "\(selector) is \(signature): it is refused. Use the reference @Swizzlable generates (\\.name)."
        location.report(reason)
        return .refused(reason)
    }
}

/// How a typed method reference stands for the method of its selector on one spy or mock.
enum ReferenceCheck: Equatable {
    /// The recorder spies no method of the selector: left to the untyped API.
    case unknown
    /// Its types are the method's; `exactly` when none of them is `Any` standing for another, so
    /// values of its types need no check against the method's (the compiler made that one).
    case fits(exactly: Bool)
    /// Its types are not the method's; the reason was reported.
    case refused(String)
}

/// Which reference types fit which signatures, found once: reading a reference's argument types
/// builds an array from its parameter pack, unspecialized here, 1,600 instructions a stub or a
/// verification (`per test` benchmark). Keyed by the reference's type (or the type of the key path
/// that named it, which stands for it) and the signature's
/// storage, which the entry keeps alive so that its address names no other; past `limit`
/// entries (signatures made at run time), fits are found each time and not kept.
private enum ReferenceFits {
    private struct Key: Hashable {
        let reference: ObjectIdentifier
        let signature: ObjectIdentifier
    }

    private static let fits = Locked([Key: (signature: SignatureStorage, exact: Bool)]())
    private static let limit = 1_024
    /// The fit found last, read without the lock: a test's stub and verification, and the next
    /// test's, name the same reference of the same method, where the locked dictionary's lookup
    /// cost a debug build (what `swift test` runs) about 1,800 instructions each. Its value's
    /// first word is 1 for an exact fit.
    private static let last = LastLookup()

    private static func key(_ reference: ObjectIdentifier, _ signature: MethodSignature) -> Key {
        Key(reference: reference, signature: ObjectIdentifier(signature.storage))
    }

    /// Whether a reference of the type `reference` fits `signature` exactly, if it was found to fit before.
    static func known(_ reference: ObjectIdentifier, _ signature: MethodSignature) -> Bool? {
        let key = key(reference, signature)
        if let (exact, _) = last.value(for: words(key)) { return exact == 1 }
        guard let exact = fits.withLock({ $0[key]?.exact }) else { return nil }
        last.store((exact ? 1 : 0, 0), for: words(key))
        return exact
    }

    static func remember(_ reference: ObjectIdentifier, _ signature: MethodSignature, exact: Bool) {
        let key = key(reference, signature)
        // Kept only with its entry, which keeps the signature alive, so its address names no other.
        let kept = fits.withLock { fits -> Bool in
            guard fits.count < limit else { return false }
            fits[key] = (signature.storage, exact)
            return true
        }
        if kept { last.store((exact ? 1 : 0, 0), for: words(key)) }
    }

    private static func words(_ key: Key) -> (UInt, UInt) {
        (UInt(bitPattern: key.reference), UInt(bitPattern: key.signature))
    }
}
