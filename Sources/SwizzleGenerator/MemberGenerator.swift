import SwiftSyntax

/// The members `@Swizzlable` adds to a class: selectors, the lazily registered record,
/// `runtimeClass`, each dispatched method's original body, and the `make` factories.
package enum MemberGenerator {
    /// `lines` keeps a moved body's statements on the lines the user wrote them on.
    package static func members(_ plan: ClassPlan, lines: SourceLines) -> [DeclSyntax] {
        let generated = selectors(plan) + record(plan) + [runtimeClass(plan)] + originals(plan, lines: lines) + factories(plan)
        // A property's accessors call its default implementations with or without the flag.
        let accessorDefaults = plan.properties.flatMap { PropertyGenerator.defaults($0, plan: plan, lines: lines) }
            + [ReferenceGenerator.namespace(plan)]
        guard let flag = plan.flag else { return generated + accessorDefaults }
        // Without the flag the class is as written: no table calls, and a record without methods,
        // so that spies and mocks report "unknown selector" instead of crashing.
        let body = generated.map(\.trimmedDescription).joined(separator: "\n\n")
        let fallback = (record(plan, registering: false) + [runtimeClass(plan)]).map(\.trimmedDescription).joined(separator: "\n\n")
        return ["#if \(raw: flag)\n\(raw: body)\n#else\n\(raw: fallback)\n#endif"] + accessorDefaults
    }

    package static func selectors(_ plan: ClassPlan) -> [DeclSyntax] {
        var seen: Set<String> = []
        let all = plan.methods.map(\.model) + plan.factories.map(\.model) + plan.properties.flatMap(\.model.accessors)
        return all.compactMap { model in
            guard seen.insert(model.selector).inserted else { return nil }
            // A slot, not a `Selector`: reading it is one load, with no `swift_once` check.
            return "\(raw: plan.nonisolatedPrefix)\(raw: plan.tableMemberAccess) static let \(raw: model.selectorMember(className: plan.className)) = SwizzleRuntime._SelectorSlot(\(literal: model.selector))"
        }
    }

    /// The record's slot, the once-only registration that fills it, and the class's own record.
    /// Dispatched calls read the slot (one load); the registration's `swift_once` check runs
    /// only until the slot is filled.
    /// - Parameter original: the call a method's default implementation makes (by default, of
    ///   the copy of its body); `generate-spies` calls the method itself, past its replacement.
    package static func record(_ plan: ClassPlan, registering: Bool = true,
                       original: ((MethodModel, _ receiver: String, _ arguments: [String]) -> String)? = nil) -> [DeclSyntax] {
        let original = original ?? { model, receiver, arguments in
            ImplementationBuilder.originalCall(model, className: plan.className, receiver: receiver, arguments: arguments)
        }
        let superclass = plan.superclassName.map { "\($0).runtimeClass" } ?? "nil"
        var registrations: [String] = []
        if registering {
            for method in plan.methods {
                var builder = ImplementationBuilder(model: method.model, className: plan.className)
                builder.isolation = plan.isActorIsolated(method.declaration) ? .actor
                    : plan.isIsolated(method.declaration) ? .mainActor : .none
                registrations.append(builder.registration(registrar: "__registrar") { receiver, arguments in
                    original(method.model, receiver, arguments)
                })
            }
            for property in plan.properties {
                for model in property.model.accessors {
                    var builder = ImplementationBuilder(model: model, className: plan.className)
                    builder.isolation = plan.isolation(of: property.declaration)
                    registrations.append(builder.registration(registrar: "__registrar") { receiver, arguments in
                        original(model, receiver, arguments)
                    })
                }
            }
            for factory in plan.factories {
                var builder = ImplementationBuilder(model: factory.model, className: plan.className)
                builder.isolation = plan.isIsolated
                    && !factory.declaration.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) } ? .mainActor : .none
                let dynamic = plan.isFinal || isRequired(factory.declaration)
                registrations.append(builder.registration(registrar: "__registrar") { receiver, arguments in
                    let labeled = ImplementationBuilder.labeled(factory.model, arguments)
                    // Only a required initializer (or a final class) can be called on the receiver's class;
                    // another one builds the declaring class, and a subclass's make reaching it is reported.
                    if dynamic { return "\(receiver).init(\(labeled))" }
                    return "{ _SwizzleMacroSupport.checkFactoryReceiver(__receiver, declaredIn: \(plan.className).self, "
                        + "selector: \(literal(factory.model.selector))); return \(factory.model.isThrowing ? "try " : "")\(plan.className)(\(labeled)) }()"
                })
            }
        }
        let closure = registrations.isEmpty ? "" : " { __registrar in\n\(registrations.joined(separator: "\n"))\n}"
        let undispatched = plan.undispatched.isEmpty ? "" : ", undispatched: [" + plan.undispatched.map {
            "(\(literal($0.selector)), .\($0.isClassSide ? "class" : "instance"), \(literal($0.reason)))"
        }.joined(separator: ", ") + "]"
        let slot = Naming.recordSlot(className: plan.className), registration = Naming.registration(className: plan.className)
        return [
            "\(raw: plan.nonisolatedPrefix)\(raw: plan.tableMemberAccess) static let \(raw: slot) = SwizzleRuntime._ClassRecordSlot()",
            """
            \(raw: plan.nonisolatedPrefix)\(raw: plan.tableMemberAccess) static let \(raw: registration): RuntimeClass = \
            _SwizzleMacroSupport.register(\(raw: plan.className).self, superclass: \(raw: superclass)\(raw: undispatched))\(raw: closure)
            """,
            "\(raw: plan.nonisolatedPrefix)\(raw: plan.tableMemberAccess) static var \(raw: Naming.declaredClass(className: plan.className)): RuntimeClass { \(raw: slot).runtimeClass { \(raw: registration) } }",
        ]
    }

    private static func runtimeClass(_ plan: ClassPlan) -> DeclSyntax {
        let access = plan.isOpen ? "open " : plan.isPublic ? "public " : ""
        let override = plan.superclassName == nil ? "" : "override "
        return "\(raw: plan.nonisolatedPrefix)\(raw: access)\(raw: override)\(raw: plan.typeMemberKeyword) var runtimeClass: RuntimeClass { \(raw: Naming.declaredClass(className: plan.className)) }"
    }

    // MARK: Original bodies

    private static func originals(_ plan: ClassPlan, lines: SourceLines) -> [DeclSyntax] {
        plan.methods.map { method in
            var copy = method.declaration.trimmed
            copy.attributes = copy.attributes.filter {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "available"
            }
            copy.modifiers = DeclModifierListSyntax(originalModifiers(method, plan: plan).map { $0.with(\.trailingTrivia, .space) })
            copy.funcKeyword = copy.funcKeyword.with(\.leadingTrivia, [])
            copy.attributes = AttributeListSyntax(copy.attributes.map { $0.with(\.leadingTrivia, []).with(\.trailingTrivia, .space) })
            copy.name = .identifier(method.model.isGeneric ? Naming.genericOriginal(method.model.baseName)
                                                           : Naming.original(method.model.baseName, className: plan.className))
            copy.signature.parameterClause.parameters = FunctionParameterListSyntax(
                copy.signature.parameterClause.parameters.map(plainParameter))
            if plan.superclassName != nil, let body = copy.body {
                copy.body = SuperCallRewriter(plan: plan, isClassSide: method.model.isClassSide).rewrite(body).as(CodeBlockSyntax.self)
            }
            if let body = copy.body, let original = method.declaration.body {
                copy.body = lines.keepingLines(of: original, in: body)
            }
            return DeclSyntax(copy)
        }
    }

    /// The copy's modifiers. Most copies are `private final` (or `private static`): only the
    /// class's own dispatch calls them. A generic method's copy keeps the method's own modifiers,
    /// overrides its superclass's copy as the method overrides, and so stays reachable from a
    /// subclass's super call (`super.__swizzle_generic_wrap(…)`).
    private static func originalModifiers(_ method: ClassPlan.Method, plan: ClassPlan) -> [DeclModifierSyntax] {
        let modifiers = method.declaration.modifiers
        if method.model.isGeneric {
            return modifiers.filter { plan.superclassName != nil || $0.name.tokenKind != .keyword(.override) }.map { $0.trimmed }
        }
        let isolation = modifiers.filter { $0.name.tokenKind == .keyword(.nonisolated) }
        // An actor is final already, and allows no `final` on its members.
        let kind: [Keyword] = method.model.isClassSide ? [.static] : plan.isActor ? [] : [.final]
        return ([.private] + kind).map { DeclModifierSyntax(name: .keyword($0)) } + isolation.map { $0.trimmed }
    }

    /// A parameter as the original's copy takes it: no default, `T...` as `[T]`, and an
    /// `@autoclosure` as the closure it is.
    private static func plainParameter(_ parameter: FunctionParameterSyntax) -> FunctionParameterSyntax {
        var parameter = parameter.with(\.defaultValue, nil)
        if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
            let kept = attributed.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "autoclosure" }
            parameter.type = kept.isEmpty && attributed.specifiers.isEmpty
                ? attributed.baseType : TypeSyntax(attributed.with(\.attributes, kept))
        }
        if parameter.ellipsis != nil {
            parameter.type = "[\(parameter.type.trimmed)]"
            parameter.ellipsis = nil
        }
        return parameter.with(\.trailingComma, parameter.trailingComma)
    }

    // MARK: Factories

    private static func factories(_ plan: ClassPlan) -> [DeclSyntax] {
        plan.factories.map { factory in
            let declaration = factory.declaration
            let required = isRequired(declaration)
            let returnsSelf = plan.isFinal || required
            let failable = declaration.optionalMark != nil
            let resultType = (returnsSelf ? "Self" : plan.className) + (failable ? "?" : "")
            let isOverride = plan.superclassName != nil
                && (required || declaration.modifiers.contains { $0.name.tokenKind == .keyword(.override) })
            var builder = CallSiteBuilder.dispatch(factory.model, className: plan.className)
            if returnsSelf {
                builder.wrapResult = { "_SwizzleMacroSupport.cast(\($0), to: Self.self, selector: __swizzleSelector)" }
            }
            let access = factoryAccess(declaration, plan: plan)
            let throwsClause = factory.model.isThrowing ? " throws" : ""
            let parameters = declaration.signature.parameterClause.trimmedDescription
            return """
                /// Makes an instance through the dispatch table entry '\(raw: factory.model.selector)', so a global mock can \
                replace what construction returns; by default it runs `\(raw: factory.model.selector)`.
                \(raw: access)\(raw: isOverride ? "override " : "")\(raw: plan.typeMemberKeyword) func make\(raw: parameters)\(raw: throwsClause) -> \(raw: resultType) {
                \(raw: builder.statements())
                }
                """
        }
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).trimmedDescription
    }

    private static func isRequired(_ declaration: InitializerDeclSyntax) -> Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
    }

    /// The initializer's access level; a public initializer of an open class gets an open factory
    /// so subclasses in other modules can override it.
    private static func factoryAccess(_ declaration: InitializerDeclSyntax, plan: ClassPlan) -> String {
        let levels: [Keyword] = [.open, .public, .package, .fileprivate, .private]
        guard let level = declaration.modifiers.first(where: { modifier in levels.contains { modifier.name.tokenKind == .keyword($0) } })
        else { return "" }
        if plan.isOpen, level.name.tokenKind == .keyword(.public) { return "open " }
        return level.name.text + " "
    }
}
