import SwiftSyntax

/// Decides, member by member, what the macro does: dispatch it, or leave it plain and say why.
package enum MemberAnalysis {
    package enum Outcome {
        case dispatch(MethodModel)
        /// Left as written; the reason becomes a warning naming the member.
        case plain(reason: String)

        /// The outcome for a method of a generic class with `generics`: it crosses the table as a
        /// generic method does (its body needs the class's generic parameters, which no C function
        /// has), its values of those types boxed.
        package func inClass(withGenerics generics: [String]) -> Outcome {
            guard case var .dispatch(model) = self, !generics.isEmpty else { return self }
            model.genericParameters = generics + model.genericParameters
            var parameters = model.parameters
            for index in parameters.indices where generics.contains(where: { containsWord($0, in: parameters[index].abiType.trimmedText) }) {
                if parameters[index].isInout {
                    return .plain(reason: "an inout argument of a generic type cannot be boxed to cross the table")
                }
                parameters[index].isBoxed = true
            }
            model.parameters = parameters
            return .dispatch(model)
        }
    }

    // MARK: Methods

    /// Whether `attributes` deprecate the declaration (`@available(*, deprecated, …)`,
    /// `@available(macOS, deprecated: 13)`).
    package static func isDeprecated(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "available"
            else { return false }
            return attribute.arguments?.trimmedText.contains("deprecated") == true
        }
    }

    /// Whether `attributes` make the declaration's body part of the module's interface.
    package static func isInlinable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { ["inlinable", "_transparent", "_alwaysEmitIntoClient"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText) }
    }

    /// Whether `function` is an operator (`==`, `+`, `prefix -`): it has no selector.
    package static func isOperator(_ function: FunctionDeclSyntax) -> Bool {
        switch function.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }

    package static func analyze(_ function: FunctionDeclSyntax) -> Outcome {
        if isOperator(function) { return .plain(reason: "an operator has no selector") }
        if isInlinable(function.attributes) {
            return .plain(reason: "an @inlinable method's body is part of the module's interface, where the class's table is not")
        }
        if function.body == nil { return .plain(reason: "it has no body") }
        let effects = function.signature.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let isRethrowing = effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
        // `throws(E)`: crosses as any error, and is E again on the caller's side; `throws(Never)`
        // does not throw, and `throws(any Error)` is plain `throws`.
        let thrownType = effects?.throwsClause?.type.map { $0.trimmed }
        let thrownText = thrownType?.trimmedText
        let throwsNothing = thrownText == "Never" || thrownText == "Swift.Never"
        let throwsAnything = thrownText == "any Error" || thrownText == "any Swift.Error"
        var generics = function.genericParameterClause?.parameters.map { $0.name.text } ?? []
        // `Self` (a builder's `-> Self`) is the dynamic class: the method crosses the table as a
        // generic one does, its values of that type boxed, its result resolved by the body's type.
        if containsWord("Self", in: function.signature.trimmedText) { generics.append("Self") }
        if isRethrowing, isAsync {
            return .plain(reason: "an async rethrows method cannot cross the table yet")
        }
        let isClassSide = isClassSide(function)
        let result = function.signature.returnClause?.type
        if let result, let reason = unsupportedType(result, isResult: true, allowsSelf: true) { return .plain(reason: reason) }
        switch parameters(function.signature.parameterClause, allowsSelf: true) {
        case let .failure(failure): return .plain(reason: failure.reason)
        case var .success(parameters):
            if isAsync, parameters.contains(where: { $0.isInout || $0.isNonEscapingClosure }) {
                return .plain(reason: "an async method's inout and non-escaping closure arguments cannot outlive the call's first half, which crosses the table before the body is awaited")
            }
            // A parameter with no name (`_: Service.Type`) is passed on as what it must be: a
            // metatype is its type's `.self`; another value cannot be named by the body.
            for index in parameters.indices where parameters[index].name == "_" {
                guard let metatype = parameters[index].abiType.as(MetatypeTypeSyntax.self),
                      metatype.metatypeSpecifier.tokenKind == .keyword(.Type) else {
                    return .plain(reason: "parameter \(index + 1) has no name (`_: Type`), so the method's body cannot pass it on; name it (`_ value: Type`)")
                }
                parameters[index].name = "(\(metatype.baseType.trimmedText)).self"
            }
            for index in parameters.indices where generics.contains(where: { containsWord($0, in: parameters[index].abiType.trimmedText) }) {
                if parameters[index].isInout {
                    return .plain(reason: "an inout argument of a generic type cannot be boxed to cross the table")
                }
                parameters[index].isBoxed = true
            }
            var rethrowsThrough: String?
            if isRethrowing {
                // The closure whose errors it rethrows: the first parameter of a throwing function type.
                rethrowsThrough = zip(function.signature.parameterClause.parameters, parameters).first { syntax, _ in
                    throwingFunctionType(syntax.type)
                }?.1.name
                guard rethrowsThrough != nil else {
                    return .plain(reason: "a rethrows method crosses the table only when it takes a throwing closure (not an optional one) whose errors it can rethrow")
                }
            }
            let name = function.name.text.filter { $0 != "`" }
            var model = MethodModel(
                baseName: name, selector: selector(name, parameters), parameters: parameters,
                resultType: result.flatMap(isVoid) == true ? nil : result?.trimmed,
                isThrowing: effects?.throwsClause != nil && !throwsNothing, isClassSide: isClassSide)
            model.thrownType = throwsNothing || throwsAnything ? nil : thrownType
            model.isAsync = isAsync
            model.genericParameters = generics
            model.genericConstraints = genericConstraints(function)
            model.rethrowsThrough = rethrowsThrough
            return .dispatch(model)
        }
    }

    // MARK: Stored properties

    package enum PropertyOutcome {
        case dispatch(PropertyModel)
        /// Left as written; the reason becomes a warning naming the property.
        case plain(reason: String)
        /// A computed property: the macro cannot replace accessors written in the source.
        case computed
    }

    package static func analyze(_ variable: VariableDeclSyntax) -> PropertyOutcome {
        guard let binding = variable.bindings.first else { return .plain(reason: "it declares nothing") }
        var willSet: AccessorDeclSyntax?, didSet: AccessorDeclSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter: return .computed
        case let .accessors(list):
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.willSet): willSet = accessor
                case .keyword(.didSet): didSet = accessor
                default: return .computed
                }
            }
        case nil: break
        }
        let modifiers = variable.modifiers.map(\.name.tokenKind)
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            return .plain(reason: "a 'let' never changes, so it has no setter to spy on; its value is what the initializer stored")
        }
        if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) {
            return .plain(reason: "a static stored property is one value for the whole process, not an instance's; make it an instance property or wrap it in class methods")
        }
        if modifiers.contains(.keyword(.lazy)) {
            return .plain(reason: "a lazy property initializes itself on its first get, which only the compiler's own accessors can do")
        }
        if modifiers.contains(.keyword(.weak)) || modifiers.contains(.keyword(.unowned)) {
            return .plain(reason: "weak and unowned references live in their own kind of storage, which a table entry's value cannot be")
        }
        if modifiers.contains(.keyword(.nonisolated)) {
            return .plain(reason: "nonisolated storage is the compiler's own to keep safe; accessors through the table would be isolated")
        }
        if modifiers.contains(.keyword(.override)) {
            return .plain(reason: "an override's observers run around the superclass's accessors, which go through the table already")
        }
        if variable.bindings.count > 1 {
            return .plain(reason: "a declaration of several variables cannot be given accessors; declare each on its own line")
        }
        if variable.attributes.contains(where: { attribute in
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
            return !name.hasSuffix("Actor") && !["available", "objc", "_SwizzlableProperty"].contains(name)
        }) {
            return .plain(reason: "a property wrapper (or another attribute's macro) owns its storage and accessors")
        }
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            return .plain(reason: "a tuple pattern declares several variables; declare each on its own line")
        }
        guard let type = binding.typeAnnotation?.type.trimmed ?? literalType(binding.initializer?.value) else {
            return .plain(reason: "its type is inferred from its initial value; write it (var \(pattern.identifier.text): Type = …) so its getter and setter can have a signature in the table")
        }
        if binding.initializer == nil, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .plain(reason: "an optional without an initial value starts as nil only while the compiler owns its storage; write '= nil' to dispatch it")
        }
        if let reason = unsupportedType(type, isResult: true) { return .plain(reason: reason) }
        return .dispatch(PropertyModel(name: pattern.identifier.text, type: type, willSet: willSet, didSet: didSet))
    }

    /// The type of a literal initial value (`0`, `"a"`, `true`, `1.5`), the types Swift gives them.
    private static func literalType(_ value: ExprSyntax?) -> TypeSyntax? {
        guard let value else { return nil }
        if value.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
        if value.is(StringLiteralExprSyntax.self) { return "Swift.String" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalType(prefix.expression) }
        return nil
    }

    // MARK: Initializers (their factories)

    /// The factory for an initializer: class side, selector `init(…)`, returning the class.
    package static func analyze(_ initializer: InitializerDeclSyntax, resultType: TypeSyntax) -> Outcome {
        let effects = initializer.signature.effectSpecifiers
        if effects?.asyncSpecifier != nil {
            return .plain(reason: "an async initializer's factory cannot cross the C dispatch table (a C function cannot suspend)")
        }
        if effects?.throwsClause?.type != nil || effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            return .plain(reason: "only plain 'throws' crosses the table, whose error slot holds any Error")
        }
        if initializer.genericParameterClause != nil {
            return .plain(reason: "a generic initializer has no single C signature to put in the table")
        }
        switch parameters(initializer.signature.parameterClause) {
        case let .failure(failure): return .plain(reason: failure.reason)
        case let .success(parameters):
            let result: TypeSyntax = initializer.optionalMark != nil ? "\(resultType)?" : resultType
            return .dispatch(MethodModel(
                baseName: "init", selector: selector("init", parameters), parameters: parameters,
                resultType: result, isThrowing: effects?.throwsClause != nil, isClassSide: true))
        }
    }

    // MARK: Pieces

    /// The selector of a member as written, whether or not it can be dispatched.
    package static func selector(of function: FunctionDeclSyntax) -> String {
        // An operator's parameters have no argument labels, whatever names they are given: `==(_:_:)`.
        if isOperator(function) {
            return function.name.text + "(" + String(repeating: "_:", count: function.signature.parameterClause.parameters.count) + ")"
        }
        return selector(function.name.text.filter { $0 != "`" }, labels: function.signature.parameterClause)
    }

    /// The method's name as a declaration names it (`render(_:)`, `` `default`() ``), for
    /// `@_dynamicReplacement(for:)`: overloads share it, and the compiler picks the one whose type
    /// the replacement has.
    package static func compoundName(of function: FunctionDeclSyntax) -> String {
        selector(function.name.text, labels: function.signature.parameterClause)
    }

    package static func selector(of initializer: InitializerDeclSyntax) -> String {
        selector("init", labels: initializer.signature.parameterClause)
    }

    package static func isClassSide(_ function: FunctionDeclSyntax) -> Bool {
        isClassSide(function.modifiers)
    }

    package static func isClassSide(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func selector(_ baseName: String, labels clause: FunctionParameterClauseSyntax) -> String {
        baseName + "(" + clause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text.filter { $0 != "`" }) + ":" }.joined() + ")"
    }

    /// The selector with each parameter's type after its label (`fee(for: Money)`), for overloads
    /// that only types tell apart.
    /// A generic parameter's type is spelled with its constraints (`encode(_: some YAMLEncodable)`),
    /// so two overloads that differ only in them have selectors of their own.
    package static func typedSelector(_ model: MethodModel) -> String {
        model.baseName + "(" + model.parameters.map { parameter in
            let type = parameter.abiType.trimmedText
            let spelled = model.genericConstraints[type].map { "some " + $0 } ?? type
            return (parameter.label ?? "_") + ": " + (parameter.isInout ? "inout " : "") + spelled
        }.joined(separator: ", ") + ")"
    }

    /// The constraints of each generic parameter of `function`, in its clause or its `where`
    /// clause: `<T: Encodable>`, `where T: YAMLEncodable` → `["T": "Encodable & YAMLEncodable"]`.
    private static func genericConstraints(_ function: FunctionDeclSyntax) -> [String: String] {
        var constraints: [String: [String]] = [:]
        for parameter in function.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType { constraints[parameter.name.text, default: []].append(inherited.trimmedText) }
        }
        for requirement in function.genericWhereClause?.requirements ?? [] {
            if case let .conformanceRequirement(conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedText, default: []].append(conformance.rightType.trimmedText)
            }
        }
        return constraints.mapValues { $0.joined(separator: " & ") }
    }

    package static func selector(_ baseName: String, _ parameters: [ParameterModel]) -> String {
        baseName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax, allowsSelf: Bool = false) -> Result<[ParameterModel], Failure> {
        var models: [ParameterModel] = []
        for parameter in clause.parameters {
            var type = parameter.type
            var isInout = false, isEscaping = false, isAutoclosure = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout) }
                isEscaping = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "escaping" }
                isAutoclosure = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "autoclosure" }
                // Keep type attributes such as @Sendable; drop the parameter-only ones.
                let kept = attributed.attributes.filter {
                    let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedText
                    return name != "escaping" && name != "autoclosure"
                }
                type = kept.isEmpty ? attributed.baseType : TypeSyntax(attributed.with(\.specifiers, []).with(\.attributes, kept))
            }
            if let reason = unsupportedType(type, isResult: false, allowsSelf: allowsSelf) { return .failure(Failure(reason)) }
            let isVariadic = parameter.ellipsis != nil
            let isFunction = isFunctionType(type)
            var abiType = type.trimmed
            if isVariadic { abiType = "[\(abiType)]" }
            let firstName = parameter.firstName.text
            models.append(ParameterModel(
                label: firstName == "_" ? nil : firstName.filter { $0 != "`" },
                name: (parameter.secondName ?? parameter.firstName).text,
                abiType: abiType,
                passing: isInout ? .byPointer : ABIPassing.of(abiType),
                isInout: isInout,
                isNonEscapingClosure: isFunction && !isEscaping && !isInout,
                isVariadic: isVariadic,
                isAutoclosure: isAutoclosure))
        }
        return .success(models)
    }

    package struct Failure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Why a parameter or result type cannot cross the table, if it cannot.
    private static func unsupportedType(_ type: TypeSyntax, isResult: Bool, allowsSelf: Bool = false) -> String? {
        let text = type.trimmedText
        if type.is(SomeOrAnyTypeSyntax.self), type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some) {
            return "an opaque 'some' type has no name the table's signature can use"
        }
        if !allowsSelf, containsWord("Self", in: text) {
            return "a 'Self' type has no concrete type the table's signature can use"
        }
        if type.is(PackExpansionTypeSyntax.self) || containsWord("each", in: text) || containsWord("repeat", in: text) {
            return "a parameter pack has no single C signature to put in the table"
        }
        if text.contains("~Copyable") { return "a noncopyable value cannot be copied across the table" }
        return nil
    }

    package static func containsWord(_ word: String, in text: String) -> Bool {
        var token = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
            } else {
                if token == word { return true }
                token = ""
            }
        }
        return false
    }

    /// Whether `type` is a function type that throws (`(Int) throws -> Int`, `@escaping () throws -> T`).
    private static func throwingFunctionType(_ type: TypeSyntax) -> Bool {
        if let function = type.as(FunctionTypeSyntax.self) { return function.effectSpecifiers?.throwsClause != nil }
        if let attributed = type.as(AttributedTypeSyntax.self) { return throwingFunctionType(attributed.baseType) }
        return false
    }

    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedText
        return text == "Void" || text == "()" || text == "Swift.Void"
    }
}
