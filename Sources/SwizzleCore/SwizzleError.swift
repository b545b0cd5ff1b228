package import CSwizzleRuntime

/// A mistake caught when something is registered, installed or called, before anything changed.
/// Each message says what went wrong and what to do instead.
public enum SwizzleError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The class has no method (of its own or inherited) with this selector.
    case unknownSelector(Selector, type: MethodType, className: String)
    /// The class has the member, but `@Swizzlable` left it plain Swift, for `reason`.
    case notDispatched(Selector, type: MethodType, className: String, reason: String)
    /// The Swift class was never registered with the runtime.
    case unregisteredClass(String)
    /// The class inherits from a registered class but is not registered itself (a subclass
    /// without `@Swizzlable`), so its overrides are not in the table.
    case subclassNotRegistered(String, superclass: String)
    /// The class name is registered already with a different superclass.
    case classConflict(String)
    /// A call or replacement whose Swift signature differs from the table entry's.
    case signatureMismatch(Selector, expected: String, actual: String)
    /// The C type encoding does not parse, or uses a type the runtime refuses.
    case malformedEncoding(String, reason: String)
    /// The selector is not a Swift-style method name.
    case malformedSelector(String)
    /// The class itself defines the method already (use replace, or swizzle it).
    case methodExists(Selector, className: String)
    /// The swizzle token was restored before.
    case alreadyRestored(String)
    /// A layer was restored after something else replaced the table entry above it without
    /// going through SwizzleKit; the entry was left as that other code set it.
    case tampered(String)
    /// libffi could not make a call interface or closure for the signature.
    case ffiFailure(String)

    public var description: String {
        switch self {
        case let .unknownSelector(selector, type, className):
            "\(className) has no \(type) method '\(selector)', of its own or inherited. "
                + "Check the spelling (Swift style: \"add(_:_:)\", \"init(id:)\"), and that the class registers it."
                + Self.declaredInAnExtension
        case let .notDispatched(selector, type, className, reason):
            Self.notDispatchedMessage(selector, type, className: className, reason: reason)
        case let .unregisteredClass(name):
            "\(name) is not registered with SwizzleKit. Mark it @Swizzlable, or register it with "
                + "RuntimeClass.register(_:superclass:methods:) and conform it to Swizzlable."
        case let .subclassNotRegistered(name, superclass):
            Self.subclassNotSwizzlableMessage(name, superclass: superclass)
        case let .classConflict(name):
            "A class named \(name) is registered already with a different superclass."
        case let .signatureMismatch(selector, expected, actual):
            "'\(selector)' is \(expected) in the dispatch table, but was used as \(actual). "
                + "Use the method's real parameter and return types."
        case let .malformedEncoding(encoding, reason):
            "Type encoding '\(encoding)' was refused: \(reason)."
        case let .malformedSelector(name):
            "'\(name)' is not a Swift-style method name. Write it as in #selector: "
                + "\"run()\", \"add(_:_:)\", \"init(id:)\", \"getter:mood\"."
        case let .methodExists(selector, className):
            "\(className) already defines '\(selector)'. Replace it, or install a swizzle layer instead."
        case let .alreadyRestored(what):
            "\(what) was restored already; a token restores once."
        case let .tampered(what):
            "\(what): the table entry was changed underneath by code outside SwizzleKit, so it was "
                + "left as that code set it. Restore swizzles in reverse order, or through SwizzleKit only."
        case let .ffiFailure(what):
            "libffi refused \(what)."
        }
    }

    /// The one explanation of a member that exists but is not in the table, for every layer's errors.
    /// Said with every unknown selector: the one case a correctly spelled method is not found.
    package static let declaredInAnExtension = " A method declared in an extension of a @Swizzlable class is in the "
        + "table only if that extension is marked too: write @SwizzlableExtension on the extension (@Swizzlable on the "
        + "class sees only the class's own body)."

    package static func notDispatchedMessage(_ selector: Selector, _ type: MethodType, className: String, reason: String) -> String {
        // The generator's mark (`ClassPlan.overloadsReasonPrefix`) for overloads told apart by types.
        let overloads = "overloads in the table: "
        if reason.hasPrefix(overloads) {
            return "\(className) has several \(type) methods '\(selector)' that differ only in their parameter types. Each is in "
                + "the dispatch table under a selector with its types: \(reason.dropFirst(overloads.count)). Name one of "
                + "those, or use its typed reference."
        }
        // The replacements' mark (`ReplacementGenerator.unreachedPrefix`): a member of a class
        // reached through `generate-spies`, which the replacements do not reach.
        let unreached = "not reached by generate-spies: "
        if reason.hasPrefix(unreached) {
            return "\(className) has the \(type) member '\(selector)', but the replacements `swift package generate-spies` "
                + "wrote do not reach it: \(reason.dropFirst(unreached.count)). It is not in the dispatch table, so it "
                + "cannot be spied, stubbed or mocked."
        }
        return "\(className) has the \(type) member '\(selector)', but @Swizzlable left it plain Swift: \(reason). "
            + "It is not in the dispatch table, so it cannot be spied, stubbed or mocked."
    }

    /// The one explanation of a subclass that forgot `@Swizzlable`, for every layer's errors.
    package static func subclassNotSwizzlableMessage(_ name: String, superclass: String) -> String {
        "\(name) is a subclass of the @Swizzlable \(superclass) but is not @Swizzlable itself, so its overrides are "
            + "not in the dispatch table: a spy or mock on it would see \(superclass)'s methods instead. "
            + "Mark \(name) @Swizzlable."
    }

    package static func from(_ status: SKStatus, encoding: String) -> SwizzleError {
        .malformedEncoding(encoding, reason: String(cString: sk_status_description(status)))
    }
}
