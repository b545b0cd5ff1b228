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
    package private(set) var methods: [Method] = []
    package private(set) var factories: [Factory] = []
    /// Stored properties whose getter and setter go through the table.
    package private(set) var properties: [Property] = []
    /// Members left plain, with why.
    package private(set) var warnings: [Note] = []
    /// The same members by selector, registered with the class so that a spy or mock of one
    /// says why it is not in the table instead of "check the spelling".
    package private(set) var undispatched: [(selector: String, isClassSide: Bool, reason: String)] = []

    /// - Parameter isRoot: whether the class must declare the conformance itself (no ancestor
    ///   is `Swizzlable`), as the compiler tells the member role through `conformingTo`.
    package init(_ declaration: OptedInType, isRoot: Bool, flag: String?) {
        className = declaration.name
        isActor = declaration.isActor
        let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        superclassName = isRoot || isActor ? nil : inherited
        isFinal = isActor || declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        isOpen = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
        isPublic = isOpen || declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        isIsolated = Self.namesGlobalActor(declaration.attributes)
        self.flag = flag
        var seen: Set<String> = []
        for item in declaration.memberBlock.members {
            consider(item.decl, seen: &seen)
        }
    }

    private mutating func consider(_ decl: DeclSyntax, seen: inout Set<String>) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let name = function.name.text
            switch MemberAnalysis.analyze(function) {
            case let .dispatch(model):
                let key = (model.isClassSide ? "+" : "-") + model.selector
                if seen.insert(key).inserted {
                    methods.append(Method(declaration: function, model: model))
                } else {
                    warn(function, "'\(name)' is not dispatched: another method of \(className) has the selector '\(model.selector)', so only the first one is in the table")
                }
            case let .plain(reason):
                warn(function, "'\(name)' is not dispatched: \(reason); it stays a plain Swift method")
                undispatched.append((MemberAnalysis.selector(of: function), MemberAnalysis.isClassSide(function), reason))
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            switch MemberAnalysis.analyze(initializer, resultType: TypeSyntax(stringLiteral: className)) {
            case let .dispatch(model):
                if seen.insert("+" + model.selector).inserted {
                    factories.append(Factory(declaration: initializer, model: model))
                } else {
                    warn(initializer, "'\(model.selector)' has no make factory: a class method has the same selector")
                }
            case let .plain(reason):
                warn(initializer, "this initializer has no make factory: \(reason)")
                undispatched.append((MemberAnalysis.selector(of: initializer), true, reason))
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            consider(variable, seen: &seen)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            warn(subscriptDecl, "this subscript is not dispatched: a macro cannot replace accessors written in the source; use methods to dispatch them")
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            warn(ifConfig, "members inside #if are not dispatched: the macro cannot tell which branch is compiled")
        }
    }

    private mutating func consider(_ variable: VariableDeclSyntax, seen: inout Set<String>) {
        let name = variable.bindings.first?.pattern.trimmedDescription ?? "property"
        switch MemberAnalysis.analyze(variable) {
        case .computed:
            warn(variable, "computed property '\(name)' is not dispatched: a macro cannot replace accessors written in the source; make its getter and setter methods to dispatch them")
        case let .dispatch(model):
            if seen.insert("-" + model.getter.selector).inserted, seen.insert("-" + model.setter.selector).inserted {
                properties.append(Property(declaration: variable, model: model))
            } else {
                warn(variable, "stored property '\(name)' is not dispatched: another member of \(className) has its getter's or setter's selector")
            }
        case let .plain(reason):
            let isClassSide = MemberAnalysis.isClassSide(variable.modifiers)
            // A type's constants and shared values (`static let shared`) are not its instances'
            // state: listed, so a spy on one says why, but not warned about.
            if !isClassSide {
                warn(variable, "stored property '\(name)' is not dispatched: \(reason); it stays a plain stored property")
            }
            for binding in variable.bindings {
                let bound = binding.pattern.trimmedDescription
                undispatched.append(("getter:\(bound)", isClassSide, reason))
                if variable.bindingSpecifier.tokenKind == .keyword(.var) { undispatched.append(("setter:\(bound)", isClassSide, reason)) }
            }
        }
    }

    /// Adds a computed property whose accessors go through the table (`generate-spies`, which
    /// replaces them; the macro cannot).
    package mutating func add(computed property: Property) {
        properties.append(property)
    }

    /// Narrows the dispatched methods to `methods` (for `generate-spies`, which leaves out those
    /// it cannot replace yet); properties and factories are left out too: a replacement cannot
    /// reach either.
    package mutating func keepOnly(methods: [Method]) {
        self.methods = methods
        properties = []
        factories = []
    }

    private mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
        warnings.append(Note(node: Syntax(node), message: message))
    }

    /// Whether `attributes` name a global actor (`@MainActor`, or one of the user's own).
    package static func namesGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Actor") == true }
    }

    /// Whether a member runs isolated to the class's global actor (or its own): then the table's
    /// entries, which are nonisolated C functions, reach it on that actor.
    package func isIsolated(_ function: FunctionDeclSyntax) -> Bool {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return false }
        return isIsolated || Self.namesGlobalActor(function.attributes)
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
        properties.first { $0.declaration.trimmedDescription == variable.trimmedDescription }
    }

    /// The plan for the member the member-attribute role is looking at, matched by its text.
    package func method(matching function: FunctionDeclSyntax) -> Method? {
        let key = Self.key(function)
        return methods.first { Self.key($0.declaration) == key }
    }

    private static func key(_ function: FunctionDeclSyntax) -> String {
        function.modifiers.trimmedDescription + " " + function.name.text + function.signature.trimmedDescription
    }
}
