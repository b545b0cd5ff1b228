import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// The table entry a global mock replaces: a class-side method (an initializer's factory or a
/// static factory) of one class, checked to be able to return that class.
///
/// The mock's layer is a per-receiver override whose receiver is this class's record, so only
/// constructions made on this exact class are answered; a subclass has its own record and
/// constructs normally unless it is mocked itself.
struct MockedFactory: Hashable, @unchecked Sendable, CustomStringConvertible {
    let runtimeClass: RuntimeClass
    let selector: Selector
    let signature: MethodSignature

    /// The per-receiver layer target: class-side `selector`, for receiver `runtimeClass`'s record.
    var target: SwizzleTarget {
        .object(UInt(bitPattern: runtimeClass.record), runtimeClass, .class, selector)
    }

    /// `+[MyOtherClass init(id:)]`.
    var description: String { "+[\(runtimeClass) \(selector)]" }

    static func == (lhs: MockedFactory, rhs: MockedFactory) -> Bool {
        lhs.runtimeClass == rhs.runtimeClass && lhs.selector == rhs.selector
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(runtimeClass)
        hasher.combine(selector)
    }

    /// The factory `selector` of `type`, which must be registered and able to return a `T`.
    /// - Throws: ``MockError/notSwizzlable(_:)``, ``MockError/unknownInitializer(_:className:available:)``
    ///   or ``MockError/returnsAnotherType(_:returns:expected:)``.
    static func find<T: AnyObject>(_ type: T.Type, _ selector: Selector) throws(MockError) -> MockedFactory {
        let runtimeClass: RuntimeClass
        switch RuntimeClass.registration(of: type) {
        case let .own(own): runtimeClass = own
        case let .inherited(superclass): throw .subclassNotSwizzlable(String(reflecting: type), superclass: superclass.name)
        case .none: throw .notSwizzlable(String(reflecting: type))
        }
        guard selector.isWellFormed, let method = try? runtimeClass.method(selector, .class),
              let signature = method.signature
        else {
            if let reason = RuntimeMetadata.shared.undispatchedReason(selector, .class, in: runtimeClass) {
                throw .notDispatched(selector, className: runtimeClass.name, reason: reason)
            }
            throw .unknownInitializer(selector, className: runtimeClass.name, available: classSideSelectors(of: runtimeClass))
        }
        guard result(signature.result, canHold: type) else {
            throw .returnsAnotherType(selector, returns: "\(signature.result)", expected: "\(T.self)")
        }
        return MockedFactory(runtimeClass: runtimeClass, selector: selector, signature: signature)
    }

    /// Whether a factory returning `result` can return a `T`: `T`, `T?`, or a class `T` inherits
    /// from (a required initializer's factory inherited from a superclass is typed as that
    /// superclass, yet builds the class it is called on).
    static func result<T: AnyObject>(_ result: ABIType, canHold type: T.Type) -> Bool {
        let declared = (result.swiftType as? any AnyOptional.Type)?.wrappedType ?? result.swiftType
        if declared == T.self { return true }
        guard let declaredClass = declared as? any Swizzlable.Type, let mocked = T.self as? any Swizzlable.Type else {
            return false
        }
        return mocked.runtimeClass.isSubclass(of: declaredClass.runtimeClass)
    }

    /// The class-side selectors a call on `runtimeClass` reaches, its own first: for the message
    /// of an unknown selector.
    private static func classSideSelectors(of runtimeClass: RuntimeClass) -> [String] {
        var seen = Set<Selector>()
        return sequence(first: runtimeClass, next: \.superclass)
            .flatMap { $0.methods(.class) }
            .filter { seen.insert($0.selector).inserted }
            .map { "\"\($0.selector)\"" }
    }
}
