import SwiftSyntax

/// What `@Swizzlable` does to one class, decided once from its declaration and shared by the
/// macro's roles so that they always agree (the member role registers exactly the methods whose
/// bodies the member-attribute role sends through the table).
package struct ClassPlan {
    package struct Method {
        package let declaration: FunctionDeclSyntax
        package let model: MethodModel
    }

    package struct Factory {
        package let declaration: InitializerDeclSyntax
        package let model: MethodModel
    }

    package struct Property {
        package let declaration: VariableDeclSyntax
        package let model: PropertyModel
    }

    package struct Note {
        package let node: Syntax
        package let message: String
    }

    package let className: String
    /// The `@Swizzlable` superclass this class links to, or nil for a root.
    package let superclassName: String?
    package let isFinal: Bool
    /// An actor: its instance methods are isolated to it (unless `nonisolated`), and its type
    /// members are `static`.
    package let isActor: Bool
    package let isOpen: Bool
    package let isPublic: Bool
    /// Whether the class names a global actor (`@MainActor`): its members run there, and the
    /// members the macro adds for the table are `nonisolated`, as the table is.
    package let isIsolated: Bool
    package let flag: String?
    /// Whether stored `var`s go through the table (`@Swizzlable(storedProperties: .dispatched)`).
    /// Off by default: a dispatched property's value moves into storage of the macro's, which
    /// changes what the class means (its synthesized `Codable` keys, its `Mirror`, an actor's
    /// initialization rules), and opting in must change nothing.
    package let dispatchesStoredProperties: Bool
    /// A generic class's generic parameters: every method crosses the table as a generic method
    /// does (values of these types boxed, the body run by the dispatching method), and its table
    /// lives beside it, shared by every specialization.
    package let genericParameters: [String]
    package var isGeneric: Bool { !genericParameters.isEmpty }
    /// An annotated extension (`@SwizzlableExtension extension Dog`): its methods join the class's
    /// record, each through the entry its body declares.
    package let isExtension: Bool
    /// `@usableFromInline` on an internal class: what conforms it to `Swizzlable` must be too.
    package let isUsableFromInline: Bool
    package private(set) var methods: [Method] = []
    package private(set) var factories: [Factory] = []
    /// Stored properties whose getter and setter go through the table.
    package private(set) var properties: [Property] = []
    /// Members left plain, with why.
    package private(set) var warnings: [Note] = []
    /// Members left plain for a reason the user cannot act on (a compiler limit, code the macro
    /// cannot see whole): said as remarks, never warnings.
    package private(set) var remarks: [Note] = []
    /// The same members by selector, registered with the class so that a spy or mock of one
    /// says why it is not in the table instead of "check the spelling".
    package private(set) var undispatched: [(selector: String, isClassSide: Bool, reason: String)] = []

    /// - Parameter isRoot: whether the class must declare the conformance itself (no ancestor
    ///   is `Swizzlable`), as the compiler tells the member role through `conformingTo`.
    package init(_ declaration: OptedInType, isRoot: Bool, flag: String?, dispatchesStoredProperties: Bool = false) {
        isExtension = declaration.isExtension
        genericParameters = declaration.genericParameters
        isUsableFromInline = declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "usableFromInline" }
        self.dispatchesStoredProperties = dispatchesStoredProperties && declaration.genericParameters.isEmpty
        className = declaration.name
        isActor = declaration.isActor
        let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText
        superclassName = isRoot || isActor ? nil : inherited
        isFinal = isActor || declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        isOpen = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
        isPublic = isOpen || declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        isIsolated = Self.namesGlobalActor(declaration.attributes)
        self.flag = flag
        overloaded = Self.overloadedSelectors(declaration.memberBlock.members.map(\.decl))
        var seen: Set<String> = []
        for item in declaration.memberBlock.members {
            consider(item.decl, seen: &seen)
        }
        for (plain, typed) in overloads.sorted(by: { $0.key.selector < $1.key.selector }) {
            // A spy on the shared selector is told the selectors that are in the table.
            let reason = Self.overloadsReasonPrefix + typed.map { "'\($0)'" }.joined(separator: ", ")
            undispatched.append((plain.selector, plain.isClassSide, reason))
        }
    }

    /// What the runtime recognizes at the start of a listed member's reason to say "these
    /// overloads are in the table under these selectors" rather than "left plain".
    package static let overloadsReasonPrefix = "overloads in the table: "

    /// The typed selectors of the overloads that share a selector, by that selector.
    private var overloads: [OverloadKey: [String]] = [:]

    private struct OverloadKey: Hashable {
        let selector: String
        let isClassSide: Bool
    }

    /// The selectors (`-fee(for:)`, `+init(value:)`) that two or more members share, told apart by
    /// their parameter types.
    private let overloaded: Set<String>

    /// A selector with its side (`+fee(for:)` for a class member, `-fee(for:)` for an instance
    /// member): a class's members share one table per side.
    private static func sideKey(_ selector: String, classSide: Bool) -> String {
        (classSide ? "+" : "-") + selector
    }

    private static func overloadedSelectors(_ decls: [DeclSyntax]) -> Set<String> {
        var counts: [String: Int] = [:]
        for decl in decls where !isMarkedPlain(decl) {
            if let function = decl.as(FunctionDeclSyntax.self), !MemberAnalysis.isOperator(function) {
                counts[sideKey(MemberAnalysis.selector(of: function), classSide: MemberAnalysis.isClassSide(function)), default: 0] += 1
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                counts[sideKey(MemberAnalysis.selector(of: initializer), classSide: true), default: 0] += 1
            }
        }
        return Set(counts.filter { $0.value > 1 }.keys)
    }

    /// `model`, under a selector with its parameter types (`fee(for: Money)`) if another member has
    /// the same labels: each overload then has an entry of its own.
    private mutating func distinguished(_ model: MethodModel) -> MethodModel {
        let plain = model.selector
        guard overloaded.contains(Self.sideKey(plain, classSide: model.isClassSide)) else { return model }
        var typed = model
        typed.selector = MemberAnalysis.typedSelector(model)
        overloads[OverloadKey(selector: plain, isClassSide: model.isClassSide), default: []].append(typed.selector)
        return typed
    }

    private mutating func consider(_ decl: DeclSyntax, seen: inout Set<String>) {
        if Self.isMarkedPlain(decl) {
            return listMarkedPlain(decl)
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let name = function.name.text
            if MemberAnalysis.isOperator(function) {
                // Plain by nature: listed, so a spy on one says why, but not warned about.
                undispatched.append((MemberAnalysis.selector(of: function), true, "an operator has no selector"))
                return
            }
            if isExtension, Self.callsSuper(function) {
                // Whether the class's superclass is in the table is not written in an extension, and a
                // super call from the copy of the body would reach this very method again if it were.
                let reason = "it calls super, and an extension does not say whether the superclass is @Swizzlable"
                warn(function, "'\(name)' is not dispatched: \(reason); declare it in the class's body to dispatch it, or mark it @NotSwizzled")
                undispatched.append((MemberAnalysis.selector(of: function), MemberAnalysis.isClassSide(function), reason))
                return
            }
            switch MemberAnalysis.analyze(function).inClass(withGenerics: genericParameters) {
            case let .dispatch(model) where crashesTheCompiler(model):
                let reason = "Swift 6.3.1 crashes compiling a rethrows method of a generic class whose closure takes the class's "
                    + "generic types, as the table would call it"
                remarks.append(Note(node: Syntax(function), message: "'\(name)' is not dispatched: \(reason); it stays a plain Swift method"))
                undispatched.append((MemberAnalysis.selector(of: function), model.isClassSide, reason))
            case var .dispatch(model):
                model = distinguished(model)
                let key = Self.sideKey(model.selector, classSide: model.isClassSide)
                if seen.insert(key).inserted {
                    methods.append(Method(declaration: function, model: model))
                } else {
                    warn(function, "'\(name)' is not dispatched: another method of \(className) has the selector '\(model.selector)', so only the first one is in the table")
                }
            case let .plain(reason):
                // An @inlinable method is plain by the module's own choice: listed, not warned about.
                if !MemberAnalysis.isInlinable(function.attributes) {
                    warn(function, "'\(name)' is not dispatched: \(reason); it stays a plain Swift method")
                }
                undispatched.append((MemberAnalysis.selector(of: function), MemberAnalysis.isClassSide(function), reason))
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if isExtension {
                // A convenience initializer: listed, as the class's own without a factory are.
                undispatched.append((MemberAnalysis.selector(of: initializer), true, "an initializer declared in an extension has "
                                     + "no make factory; declare it in the class's body, where @Swizzlable gives it one"))
                return
            }
            if MemberAnalysis.isDeprecated(initializer.attributes) {
                // Its factory's table entry would call it, and the user's build would warn there.
                undispatched.append((MemberAnalysis.selector(of: initializer), true,
                                     "it is deprecated, and a make factory calling it would be a warning in your build"))
                return
            }
            if isGeneric {
                undispatched.append((MemberAnalysis.selector(of: initializer), true,
                                     "a generic class's initializers have no make factory: its table is shared by every specialization"))
                return
            }
            switch MemberAnalysis.analyze(initializer, resultType: TypeSyntax(stringLiteral: className)) {
            case var .dispatch(model):
                model = distinguished(model)
                if seen.insert(Self.sideKey(model.selector, classSide: true)).inserted {
                    factories.append(Factory(declaration: initializer, model: model))
                } else {
                    warn(initializer, "'\(model.selector)' has no make factory: a class method has the same selector")
                }
            case let .plain(reason):
                // The initializer itself is untouched: only its factory, which global mocks take, is
                // missing, and a mock of it says why. Listed, not warned about.
                undispatched.append((MemberAnalysis.selector(of: initializer), true, reason))
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            consider(variable, seen: &seen)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            // Plain by nature for a macro, as a computed property is: listed, not warned about.
            // A subscript's parameters have no argument label unless one is written before the name.
            let labels = subscriptDecl.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }
            undispatched.append(("subscript(" + labels.joined() + ")", MemberAnalysis.isClassSide(subscriptDecl.modifiers),
                                 "a subscript's accessors are written in the source, which no macro can replace; have them call methods, which are dispatched"))
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            remarks.append(Note(node: Syntax(ifConfig), message: "members inside #if are not dispatched: the macro cannot tell which branch is compiled"))
        }
    }

    private mutating func consider(_ variable: VariableDeclSyntax, seen: inout Set<String>) {
        let name = variable.bindings.first?.pattern.trimmedText ?? "property"
        switch MemberAnalysis.analyze(variable) {
        case .computed:
            // Plain by nature for a macro (the language lets none wrap accessors written in the
            // source): listed, so a spy on one says why and how, but not warned about.
            listPlain(variable, reason: "a computed property's accessors are written in the source, which no macro can "
                      + "replace; have them call methods, which are dispatched", hasSetter: Self.hasSetter(variable))
        case .dispatch where !dispatchesStoredProperties:
            // Plain by default, quietly; a spy on one says how to opt in.
            listPlain(variable, reason: Self.storedPropertiesArePlain)
        case let .dispatch(model):
            if seen.insert(Self.sideKey(model.getter.selector, classSide: false)).inserted,
               seen.insert(Self.sideKey(model.setter.selector, classSide: false)).inserted {
                properties.append(Property(declaration: variable, model: model))
            } else {
                warn(variable, "stored property '\(name)' is not dispatched: another member of \(className) has its getter's or setter's selector")
            }
        case let .plain(reason):
            let isClassSide = MemberAnalysis.isClassSide(variable.modifiers)
            // Warned about only where the class asked for its stored `var`s in the table: a `let`
            // and a type's constants and shared values (`static let shared`) are plain by nature.
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            if dispatchesStoredProperties, !isClassSide, !isLet {
                warn(variable, "stored property '\(name)' is not dispatched: \(reason); it stays a plain stored property")
            }
            listPlain(variable, reason: reason)
        }
    }

    /// Lists a property's accessors as plain, so that a spy on one says why.
    private mutating func listPlain(_ variable: VariableDeclSyntax, reason: String, hasSetter: Bool? = nil) {
        let isClassSide = MemberAnalysis.isClassSide(variable.modifiers)
        let hasSetter = hasSetter ?? (variable.bindingSpecifier.tokenKind == .keyword(.var))
        for binding in variable.bindings {
            let bound = binding.pattern.trimmedText
            undispatched.append(("getter:\(bound)", isClassSide, reason))
            if hasSetter { undispatched.append(("setter:\(bound)", isClassSide, reason)) }
        }
    }

    /// Whether a computed property declares a setter.
    private static func hasSetter(_ variable: VariableDeclSyntax) -> Bool {
        guard case let .accessors(list) = variable.bindings.first?.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    package static let storedPropertiesArePlain = "stored properties stay plain Swift unless the class is "
        + "@Swizzlable(storedProperties: .dispatched), which moves their values into the macro's storage "
        + "(changing synthesized Codable keys, Mirror output and initialization rules)"

    /// Whether the user marked the member `@NotSwizzled`.
    private static func isMarkedPlain(_ decl: DeclSyntax) -> Bool {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        return attributes.contains { attribute in
            let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText
            return name == "NotSwizzled" || name == "SwizzleRuntime.NotSwizzled" || name == "SwizzleKit.NotSwizzled"
        }
    }

    /// Lists a member marked `@NotSwizzled`, so that a spy on it says so.
    private mutating func listMarkedPlain(_ decl: DeclSyntax) {
        let reason = "it is marked @NotSwizzled"
        if let function = decl.as(FunctionDeclSyntax.self) {
            undispatched.append((MemberAnalysis.selector(of: function), MemberAnalysis.isClassSide(function), reason))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            undispatched.append((MemberAnalysis.selector(of: initializer), true, reason))
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            listPlain(variable, reason: reason)
        }
    }

    /// Adds a computed property whose accessors go through the table (`generate-spies`, which
    /// replaces them; the macro cannot).
    package mutating func add(computed property: Property) {
        properties.append(property)
        let selectors = Set(property.model.accessors.map(\.selector))
        undispatched.removeAll { !$0.isClassSide && selectors.contains($0.selector) }
    }

    /// Narrows the dispatched methods to `methods` and the factories to `factories` (for
    /// `generate-spies`, which leaves out what it cannot replace); properties are left out too,
    /// and added back one by one (``add(computed:)``).
    package mutating func keepOnly(methods: [Method], factories: [Factory] = []) {
        self.methods = methods
        self.factories = factories
        properties = []
    }

    /// Gives each dispatched method and factory the selector `rename` makes of its own
    /// (`generate-spies`: a subscript accessor's table selector, a selector as the module writes it).
    package mutating func renameSelectors(_ rename: (String) -> String) {
        methods = methods.map { method in
            var model = method.model
            model.selector = rename(model.selector)
            return Method(declaration: method.declaration, model: model)
        }
        factories = factories.map { factory in
            var model = factory.model
            model.selector = rename(model.selector)
            return Factory(declaration: factory.declaration, model: model)
        }
    }

    /// Rewrites the reason each left-out member is listed with (`generate-spies`: the selectors a
    /// reason names, as the module writes them).
    package mutating func rewriteReasons(_ rewrite: (String) -> String) {
        undispatched = undispatched.map { ($0.selector, $0.isClassSide, rewrite($0.reason)) }
    }

    /// Registers `selector` as left out of the table for `reason` (`generate-spies`: a member it
    /// cannot replace), so that a spy or mock of it says why instead of "unknown selector".
    package mutating func listUnreached(_ selector: String, isClassSide: Bool, reason: String) {
        undispatched.append((selector, isClassSide, reason))
    }

    private mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
        warnings.append(Note(node: Syntax(node), message: message))
    }

    /// A rethrows method of a generic class whose non-escaping closure takes the class's generic
    /// types: its dispatch crashes Swift 6.3.1's SILGen (a reabstraction thunk; Swinject's
    /// `ThreadSafeDictionary.map`).
    private func crashesTheCompiler(_ model: MethodModel) -> Bool {
        isGeneric && model.rethrowsThrough != nil && model.parameters.contains { parameter in
            parameter.isNonEscapingClosure && genericParameters.contains { MemberAnalysis.containsWord($0, in: parameter.abiType.trimmedText) }
        }
    }

    /// Whether a method's body calls `super`.
    private static func callsSuper(_ function: FunctionDeclSyntax) -> Bool {
        function.body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.super) } ?? false
    }

    /// Whether `attributes` name a global actor (`@MainActor`, or one of the user's own).
    package static func namesGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Actor") == true }
    }

    /// Whether a member runs isolated to the class's global actor (or its own): then the table's
    /// entries, which are nonisolated C functions, reach it on that actor.
    package func isIsolated(_ function: FunctionDeclSyntax) -> Bool {
        Self.isIsolated(function, inTypeIsolated: isIsolated)
    }

    /// Whether `function` runs on a global actor, in a type (or extension) that names one or not.
    package static func isIsolated(_ function: FunctionDeclSyntax, inTypeIsolated typeIsIsolated: Bool) -> Bool {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return false }
        return typeIsIsolated || namesGlobalActor(function.attributes)
    }

    /// Whether a member runs isolated to the actor itself: an actor's instance method.
    package func isActorIsolated(_ function: FunctionDeclSyntax) -> Bool {
        isActor && !MemberAnalysis.isClassSide(function)
            && !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) })
    }

    /// `class` for a class's type members, `static` for an actor's.
    package var typeMemberKeyword: String { isActor ? "static" : "class" }

    /// The access of the selector slots, record and registration the class gets: `private` in the
    /// class itself (the macro); `fileprivate` where other types' generated code in the same file
    /// reads them (`generate-spies`: a root's `runtimeClass`, a value type's replacements).
    package var tableMemberAccess = "private"

    /// The value type whose values this class stands for (`generate-spies`), whose instance
    /// methods' originals run on the value lent to the call.
    package var standsForValuesOf: String?

    /// `@usableFromInline ` for what conforms a `@usableFromInline` class to the protocols.
    package var conformancePrefix: String { isUsableFromInline && !isPublic ? "@usableFromInline " : "" }

    /// `nonisolated ` for what the macro adds to an isolated class (the table is nonisolated).
    package var nonisolatedPrefix: String { isIsolated ? "nonisolated " : "" }

    /// The dispatched method with `selector` on that side, if the class declares one.
    package func model(selector: String, classSide: Bool) -> MethodModel? {
        methods.first { $0.model.selector == selector && $0.model.isClassSide == classSide }?.model
    }

    /// Whether a property runs isolated to the class's global actor or its own (an actor's).
    package func isolation(of property: VariableDeclSyntax) -> ImplementationBuilder.Isolation {
        if isActor { return .actor }
        return isIsolated || Self.namesGlobalActor(property.attributes) ? .mainActor : .none
    }

    /// The dispatched property the member-attribute role is looking at, matched by its text.
    package func property(matching variable: VariableDeclSyntax) -> Property? {
        properties.first { $0.declaration.trimmedText == variable.trimmedText }
    }

    /// The plan for the member the member-attribute role is looking at, matched by its text.
    package func method(matching function: FunctionDeclSyntax) -> Method? {
        // The same node (the member-attribute role asks about the class it planned): no text to compare.
        if let same = methods.first(where: { $0.declaration.id == function.id }) { return same }
        let key = Self.key(function)
        return methods.first { Self.key($0.declaration) == key }
    }

    /// A method's declaration without its body: overloads that differ only in their generic
    /// constraints (`where T: YAMLEncodable`) differ here.
    private static func key(_ function: FunctionDeclSyntax) -> String {
        [function.modifiers.trimmedText, function.name.text, function.genericParameterClause?.trimmedText ?? "",
         function.signature.trimmedText, function.genericWhereClause?.trimmedText ?? ""].joined(separator: " ")
    }
}
