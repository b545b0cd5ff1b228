import SwizzleCore
import SwizzleLayers

/// Why a spy could not be made: the failable initializers return nil for these; the throwing
/// ones say which rule failed.
public enum SpyCreationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The subject is neither a class instance nor a class.
    case subjectNotAClassOrObject(String)
    /// The root class (or the subject's class) never opted in.
    case notSwizzlable(String)
    /// The subject's class (or the root) inherits from a `@Swizzlable` class but is not
    /// `@Swizzlable` itself, so its overrides are not in the table.
    case subclassNotSwizzlable(String, superclass: String)
    /// The subject is not the root class, a subclass, or an instance of one.
    case subjectOutsideHierarchy(subject: String, root: String)
    /// Indirect spies need a strict subclass (or an instance of one): the root has no superclass
    /// implementation to spy on for itself.
    case indirectNeedsStrictSubclass(subject: String, root: String)
    /// A class subject with instance methods, or an instance subject with class methods.
    case methodTypeMismatch(Selector, MethodType, subject: String)
    /// The root class has no such method.
    case unknownSelector(Selector, MethodType, root: String)
    /// The root class has the member, but `@Swizzlable` left it plain Swift, for `reason`.
    case notDispatched(Selector, MethodType, className: String, reason: String)
    /// No selectors were given.
    case noSelectors

    public var description: String {
        switch self {
        case let .subjectNotAClassOrObject(subject):
            "The subject \(subject) is neither a class instance nor a class."
        case let .notSwizzlable(name):
            "\(name) is not @Swizzlable (nor registered by hand), so its calls do not go through the dispatch table."
        case let .subclassNotSwizzlable(name, superclass):
            SwizzleError.subclassNotSwizzlableMessage(name, superclass: superclass)
        case let .subjectOutsideHierarchy(subject, root):
            "\(subject) is not \(root), a subclass of it, or an instance of one: direct spies need the root or a subclass."
        case let .indirectNeedsStrictSubclass(subject, root):
            "Indirect spies check that a subclass calls its superclass's implementation, so the subject must be a "
                + "strict subclass of \(root) (or an instance of one); \(subject) is not."
        case let .methodTypeMismatch(selector, type, subject):
            "'\(selector)' is a\(type == .instance ? "n instance" : " class") method, but the subject \(subject) is "
                + (type == .instance ? "a class: spy on an instance, or use .class." : "an instance: spy on the class, or use .instance.")
        case let .unknownSelector(selector, type, root) where selector.name.hasPrefix("getter:") || selector.name.hasPrefix("setter:"):
            // An accessor's selector is spelled right far more often than not: the property is
            // one the macro did not put in the table.
            "\(root) has no \(type) property '\(selector.name.drop { $0 != ":" }.dropFirst())' in the dispatch table. "
                + "A property declared in an extension is not dispatched (it can only be computed); "
                + "and no computed property is dispatched, as no macro can replace accessors written in the source: "
                + "have its accessors call methods, and spy on those. A stored var of the class is dispatched with "
                + "@Swizzlable(storedProperties: .dispatched)."
        case let .unknownSelector(selector, type, root):
            "\(root) has no \(type) method '\(selector)'. Check the spelling (Swift style: \"add(_:_:)\")."
                + SwizzleError.declaredInAnExtension
        case let .notDispatched(selector, type, className, reason):
            SwizzleError.notDispatchedMessage(selector, type, className: className, reason: reason)
        case .noSelectors:
            "A spy needs at least one selector."
        }
    }
}
