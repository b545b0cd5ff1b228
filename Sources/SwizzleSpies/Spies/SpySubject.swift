import SwizzleCore
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

    init(_ subject: Any) throws(SpyCreationError) {
        value = subject
        if let type = subject as? AnyClass {
            guard let swizzlable = type as? any Swizzlable.Type else { throw .notSwizzlable(String(reflecting: type)) }
            runtimeClass = swizzlable.runtimeClass
            pointer = UInt(bitPattern: runtimeClass.record)
            methodType = .class
            description = "class \(runtimeClass)"
        } else if let swizzlable = subject as? any Swizzlable {
            runtimeClass = swizzlable.runtimeClass
            pointer = UInt(bitPattern: swizzlable.receiverPointer)
            methodType = .instance
            description = "\(runtimeClass) instance 0x\(String(pointer, radix: 16))"
        } else if type(of: subject) is AnyClass {
            throw .notSwizzlable(String(reflecting: type(of: subject)))
        } else {
            throw .subjectNotAClassOrObject(String(describing: subject))
        }
    }

    /// Applies the subject rules and plans each method's layers.
    func plan(_ kind: Kind, rootClass: AnyClass, selectors: [SpyCoselectors]) throws(SpyCreationError) -> [SpiedMethod] {
        guard let root = (rootClass as? any Swizzlable.Type)?.runtimeClass else {
            throw .notSwizzlable(String(reflecting: rootClass))
        }
        guard runtimeClass.isSubclass(of: root) else {
            throw .subjectOutsideHierarchy(subject: description, root: root.name)
        }
        if kind == .indirect && runtimeClass == root {
            throw .indirectNeedsStrictSubclass(subject: description, root: root.name)
        }
        guard !selectors.isEmpty else { throw .noSelectors }
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

    private func signature(of selector: Selector, in root: RuntimeClass) throws(SpyCreationError) -> MethodSignature {
        guard selector.isWellFormed, let method = try? root.method(selector, methodType), let signature = method.signature else {
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
