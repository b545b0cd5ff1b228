@_spi(Internals) import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// A spy's subject, classified: an object or a class, with its runtime class.
struct SpySubject {
    enum Kind { case direct, indirect }

    /// The subject as its evidence names the receiver of its calls.
    let receiver: LogReceiver
    /// The receiver of the subject's calls: the object, or the class record.
    let pointer: UInt
    let runtimeClass: RuntimeClass
    /// The Swift class `runtimeClass` is the record of.
    private let ownClass: AnyClass
    let methodType: MethodType
    /// For messages: "Calculator instance 0x1f", "class Calculator".
    let name: SubjectName.Subject
    /// Whether it is the object that stands for a value type's values (a shared subject).
    let isValuesStandIn: Bool

    /// `subject` borrowed: an object of a class already met is read in place, with no copy of
    /// its box (about 150 instructions a spy made).
    init(_ subject: borrowing Any) throws(SpyCreationError) {
        // An object of a class already met: no cast to `Swizzlable` (a search of the runtime's
        // conformance tables), no search for its record, no check for a stand-in, about 1,300
        // instructions of a spy made (`per test` benchmark). Only classes are kept, so the
        // subject is an object of one, whose reference is read as it is (`as AnyObject` bridged
        // it, about 2,600 instructions).
        if let known = Self.knownClass(of: type(of: subject)) {
            ownClass = known.ownClass
            runtimeClass = known.runtimeClass
            pointer = referenceBits(of: subject)
            receiver = LogReceiver(objectAt: pointer)
            methodType = .instance
            name = .instance(of: runtimeClass, at: pointer)
            isValuesStandIn = known.isValuesStandIn
        } else if let swizzlable = copy subject as? any Swizzlable {
            // An object first: the commoner subject, and one cast where the class's cast first was two.
            ownClass = type(of: swizzlable)
            runtimeClass = try Self.ownRuntimeClass(of: ownClass)
            pointer = UInt(bitPattern: swizzlable.receiverPointer)
            receiver = LogReceiver(object: swizzlable)
            methodType = .instance
            name = .instance(of: runtimeClass, at: pointer)
            isValuesStandIn = swizzlable is any SwizzleValuesStandIn
            let known = KnownClass(ownClass: ownClass, runtimeClass: runtimeClass, isValuesStandIn: isValuesStandIn)
            Self.knownClasses.withLock { $0[ObjectIdentifier(known.ownClass)] = known }
            Self.lastKnownClass.store(known.words, for: (UInt(bitPattern: ObjectIdentifier(ownClass)), 0))
        } else if let type = copy subject as? AnyClass {
            ownClass = type
            runtimeClass = try Self.ownRuntimeClass(of: type)
            pointer = UInt(bitPattern: runtimeClass.record)
            receiver = LogReceiver(copy subject)
            methodType = .class
            name = .classItself(runtimeClass)
            isValuesStandIn = false
        } else if type(of: subject) is AnyClass {
            throw .notSwizzlable(String(reflecting: type(of: subject)))
        } else {
            throw .subjectNotAClassOrObject(String(describing: copy subject))
        }
    }

    /// The subject as messages name it.
    var description: String { name.description }

    /// The classes of objects spied on so far (only those whose record is their own): asked
    /// once per class, since a conformance a class lacks is looked for through the runtime's
    /// conformance tables on every cast (2,700 instructions, a spy made per test).
    private static let knownClasses = Locked([ObjectIdentifier: KnownClass]())
    /// The class met last, read without the lock: a test's spies are usually on objects of the
    /// class the last test's were, where the locked dictionary cost a debug build (what `swift
    /// test` runs) about 570 instructions a spy made.
    private static let lastKnownClass = LastLookup()

    private struct KnownClass {
        let ownClass: AnyClass
        let runtimeClass: RuntimeClass
        let isValuesStandIn: Bool

        /// As ``LastLookup`` keeps it (the class is its key).
        var words: (UInt, UInt) { (UInt(bitPattern: runtimeClass.record), isValuesStandIn ? 1 : 0) }
    }

    private static func knownClass(of type: Any.Type) -> KnownClass? {
        let key = (UInt(bitPattern: ObjectIdentifier(type)), UInt(0))
        if let (record, isValuesStandIn) = lastKnownClass.value(for: key), let record = SKClass(bitPattern: record) {
            // The key is a class's: only classes are stored.
            return KnownClass(ownClass: unsafeBitCast(type, to: AnyClass.self), runtimeClass: RuntimeClass(record: record),
                              isValuesStandIn: isValuesStandIn == 1)
        }
        guard let known = knownClasses.withLock({ $0[ObjectIdentifier(type)] }) else { return nil }
        lastKnownClass.store(known.words, for: key)
        return known
    }

    /// Applies the subject rules and plans each method's layers.
    func plan(_ kind: Kind, rootClass: AnyClass, selectors: [SpyCoselectors]) throws(SpyCreationError) -> [SpiedMethod] {
        // The subject's own class is the usual root: its record is known.
        let root = rootClass == ownClass ? runtimeClass : try Self.ownRuntimeClass(of: rootClass)
        guard runtimeClass.isSubclass(of: root) else {
            throw .subjectOutsideHierarchy(subject: description, root: root.name)
        }
        if kind == .indirect && runtimeClass == root {
            throw .indirectNeedsStrictSubclass(subject: description, root: root.name)
        }
        guard selectors.count > 0 else { throw .noSelectors }  // `isEmpty`: generic in a debug build
        // A method listed twice (the same selector, or a property and its getter) is spied once:
        // two layers of one spy would record each call twice. Index loops, not `filter` and `map`
        // (nor a `Set` for one method): a debug build walks those unspecialized, 5,000 instructions
        // a spy made.
        var methods: [SpiedMethod] = []
        // Reserved only for several: for one, the first append allocates as much, and a debug
        // build's unspecialized `reserveCapacity` cost about 300 instructions more.
        if selectors.count > 1 { methods.reserveCapacity(selectors.count) }
        var index = 0
        while index < selectors.count {
            let coselectors = selectors[index]
            index += 1
            if methods.contains(coselectors.original) { continue }
            guard coselectors.methodType == methodType else {
                throw .methodTypeMismatch(coselectors.original, coselectors.methodType, subject: description)
            }
            let signature = try signature(of: coselectors.original, in: root)
            if let spy = coselectors.spy { _ = try self.signature(of: spy, in: root) }
            // `if let`, not `Optional.map`: a debug build calls `map` unspecialized.
            var spyTarget: SwizzleTarget?
            if let spy = coselectors.spy { spyTarget = target(kind, spy) }
            methods.append(SpiedMethod(selector: coselectors.original, signature: signature,
                                       target: target(kind, coselectors.original),
                                       spySelector: coselectors.spy, spyTarget: spyTarget,
                                       evidence: coselectors.evidence))
        }
        return methods
    }

    /// The record `type` registered itself: a subclass without `@Swizzlable` is refused, as its
    /// overrides are not in the table.
    private static func ownRuntimeClass(of type: AnyClass) throws(SpyCreationError) -> RuntimeClass {
        switch RuntimeClass.registration(of: type) {
        case let .own(runtimeClass): return runtimeClass
        case let .inherited(superclass): throw .subclassNotSwizzlable(String(reflecting: type), superclass: superclass.name)
        case .none: throw .notSwizzlable(String(reflecting: type))
        }
    }

    private func signature(of selector: Selector, in root: RuntimeClass) throws(SpyCreationError) -> MethodSignature {
        guard selector.isWellFormed, let method = try? root.method(selector, methodType), let signature = method.signature else {
            if let reason = RuntimeMetadata.shared.undispatchedReason(selector, methodType, in: root) {
                throw .notDispatched(selector, methodType, className: root.name, reason: reason)
            }
            throw .unknownSelector(selector, methodType, root: root.name)
        }
        return signature
    }

    /// Direct: an override for the subject alone. Indirect: a layer on the superclass of the
    /// subject's class, which passes other receivers through.
    private func target(_ kind: Kind, _ selector: Selector) -> SwizzleTarget {
        switch kind {
        case .direct: .object(pointer, runtimeClass, methodType, selector)
        case .indirect: .classMethod(runtimeClass.superclass!, methodType, selector)
        }
    }
}

/// The reference an object holds, as a word: `object` is opened from an `Any` whose type is a
/// class, so its bytes are the reference itself.
func referenceBits<Object>(of object: Object) -> UInt {
    precondition(Object.self is AnyClass, "SwizzleKit: \(Object.self) is not a class")
    return withUnsafeBytes(of: object) { $0.load(as: UInt.self) }
}
