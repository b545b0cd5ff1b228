@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// A spy's subject, classified: an object or a class, with its runtime class.
struct SpySubject {
    enum Kind { case direct, indirect }

    let value: Any
    /// The receiver of the subject's calls: the object, or the class record.
    let pointer: UInt
    let runtimeClass: RuntimeClass
    let methodType: MethodType
    let description: String
    /// Whether it is the object that stands for a value type's values (a shared subject).
    let isValuesStandIn: Bool

    init(_ subject: Any) throws(SpyCreationError) {
        value = subject
        // An object first: the commoner subject, and one cast where the class's cast first was two.
        if let swizzlable = subject as? any Swizzlable {
            runtimeClass = try Self.ownRuntimeClass(of: type(of: swizzlable))
            pointer = UInt(bitPattern: swizzlable.receiverPointer)
            methodType = .instance
            description = "\(runtimeClass) instance 0x\(String(pointer, radix: 16))"
            isValuesStandIn = Self.isValuesStandIn(swizzlable)
        } else if let type = subject as? AnyClass {
            runtimeClass = try Self.ownRuntimeClass(of: type)
            pointer = UInt(bitPattern: runtimeClass.record)
            methodType = .class
            description = "class \(runtimeClass)"
            isValuesStandIn = false
        } else if type(of: subject) is AnyClass {
            throw .notSwizzlable(String(reflecting: type(of: subject)))
        } else {
            throw .subjectNotAClassOrObject(String(describing: subject))
        }
    }

    /// Asked once per class: a conformance an object's class lacks is looked for through the
    /// runtime's conformance tables on every cast (2,700 instructions, a spy made per test).
    private static let standInClasses = Locked([ObjectIdentifier: Bool]())

    private static func isValuesStandIn(_ object: any Swizzlable) -> Bool {
        let id = ObjectIdentifier(type(of: object))
        if let known = standInClasses.withLock({ $0[id] }) { return known }
        let isStandIn = object is any SwizzleValuesStandIn
        standInClasses.withLock { $0[id] = isStandIn }
        return isStandIn
    }

    /// Applies the subject rules and plans each method's layers.
    func plan(_ kind: Kind, rootClass: AnyClass, selectors: [SpyCoselectors]) throws(SpyCreationError) -> [SpiedMethod] {
        let root = try Self.ownRuntimeClass(of: rootClass)
        guard runtimeClass.isSubclass(of: root) else {
            throw .subjectOutsideHierarchy(subject: description, root: root.name)
        }
        if kind == .indirect && runtimeClass == root {
            throw .indirectNeedsStrictSubclass(subject: description, root: root.name)
        }
        guard !selectors.isEmpty else { throw .noSelectors }
        // A method listed twice (the same selector, or a property and its getter) is spied once:
        // two layers of one spy would record each call twice.
        var listed = Set<Selector>()
        let selectors = selectors.filter { listed.insert($0.original).inserted }
        return try selectors.map { (coselectors: SpyCoselectors) throws(SpyCreationError) -> SpiedMethod in
            guard coselectors.methodType == methodType else {
                throw .methodTypeMismatch(coselectors.original, coselectors.methodType, subject: description)
            }
            let signature = try signature(of: coselectors.original, in: root)
            if let spy = coselectors.spy { _ = try self.signature(of: spy, in: root) }
            return SpiedMethod(selector: coselectors.original, signature: signature,
                               target: target(kind, coselectors.original),
                               spySelector: coselectors.spy, spyTarget: coselectors.spy.map { target(kind, $0) },
                               evidence: coselectors.evidence)
        }
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
