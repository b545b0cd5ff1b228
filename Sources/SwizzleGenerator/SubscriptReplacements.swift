import SwiftParser
import SwiftSyntax

// `generate-spies` for subscripts: each accessor is a method of the table (`getter:subscript(_:)`,
// `setter:subscript(_:)`, the value last), and the subscript is replaced by one with its own first
// argument label, whose accessors dispatch as a method does.
extension ReplacementGenerator {
    /// A subscript of the interface, read as the methods its accessors are.
    struct Subscript {
        let declaration: SubscriptDeclSyntax
        /// `subscript(_:)`, `subscript(key:)`: what `@_dynamicReplacement(for:)` names.
        let name: String
        /// The methods that stand for its accessors in the plan (`subscriptGetter(_:)`), as
        /// declarations, and the selectors the table gives them. Their names name the typed
        /// references (`\.subscriptGetter`, `\.subscriptCentsSetter`).
        let getter: (method: String, selector: String)
        let setter: (method: String, selector: String)?
    }

    /// `subscript(index: Int) -> Line { get }`: a subscript's declaration.
    static func isSubscript(_ declaration: String) -> Bool {
        Parser.parse(source: declaration).statements.first?.item.is(SubscriptDeclSyntax.self) == true
    }

    /// The interface's subscripts, each with the method declarations its accessors become.
    static func subscripts(of interface: TypeInterface) -> [Subscript] {
        interface.members.filter(isSubscript).compactMap { declaration in
            guard let decl = Parser.parse(source: declaration).statements.first?.item.as(SubscriptDeclSyntax.self) else { return nil }
            // A subscript's parameters have no argument label unless one is written before the name.
            let parameters = decl.parameterClause.parameters.map { parameter in
                let names = parameter.secondName.map { "\(parameter.firstName.text) \($0.text)" } ?? "_ \(parameter.firstName.text)"
                return "\(names): \(parameter.type.trimmedText)"
            }
            let labels = decl.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }.joined()
            let name = "subscript(\(labels))"
            let type = decl.returnClause.type.trimmedText
            let isStatic = MemberAnalysis.isClassSide(decl.modifiers)
            let prefix = (isStatic ? "static " : "") + (decl.attributes.filter { ClassPlan.namesGlobalActor([$0]) }.map { "\($0.trimmedText) " }.joined())
            // Named after its labels, which tell subscripts apart: `subscriptGetter`, `subscriptCentsSetter`.
            let words = decl.parameterClause.parameters.compactMap { $0.secondName == nil ? nil : $0.firstName.text }
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let getter = "\(prefix)func subscript\(words)Getter(\(parameters.joined(separator: ", "))) -> \(type)"
            let setter = "\(prefix)func subscript\(words)Setter(\((parameters + ["_ newValue: \(type)"]).joined(separator: ", ")))"
            return Subscript(declaration: decl, name: name, getter: (getter, "getter:\(name)"),
                             setter: hasSetter(decl) ? (setter, "setter:\(name)") : nil)
        }
    }

    private static func hasSetter(_ decl: SubscriptDeclSyntax) -> Bool {
        guard case let .accessors(list) = decl.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    /// The declarations the plan is made from: the methods, and each subscript's accessors as methods.
    static func methodMembers(of interface: TypeInterface, _ subscripts: [Subscript]) -> [String] {
        interface.members.filter { !isProperty($0) && !isSubscript($0) }
            + subscripts.flatMap { [$0.getter.method] + [$0.setter?.method].compactMap { $0 } }
    }

    /// The table's selector (`getter:subscript(_:)`) of each method that stands for an accessor,
    /// by the method's own (`subscriptGetter(_:)`).
    static func accessorSelectors(_ subscripts: [Subscript]) -> [String: String] {
        var selectors: [String: String] = [:]
        for item in subscripts {
            for accessor in [item.getter] + [item.setter].compactMap({ $0 }) {
                guard let function = Parser.parse(source: accessor.method + " {}").statements.first?.item.as(FunctionDeclSyntax.self) else { continue }
                selectors[MemberAnalysis.selector(of: function)] = accessor.selector
            }
        }
        return selectors
    }

    /// Whether `model` is a subscript's accessor: then its call is a subscript's.
    static func isSubscriptAccessor(_ model: MethodModel) -> Bool {
        model.selector.hasPrefix("getter:subscript(") || model.selector.hasPrefix("setter:subscript(")
    }

    /// `receiver[__swizzle_: a0]` (`= a1` for the setter): the call of a subscript's accessor
    /// through the replacement's own label, for the table's default to reach its replacement.
    static func subscriptCall(_ model: MethodModel, receiver: String, arguments: [String]) -> String {
        let isSetter = model.selector.hasPrefix("setter:")
        let indices = isSetter ? Array(model.parameters.dropLast()) : model.parameters
        let passed = zip(indices, arguments).enumerated().map { index, pair in
            let label = index == 0 ? Naming.replacementLabel(pair.0.label) : pair.0.label
            return label.map { "\($0): \(pair.1)" } ?? pair.1
        }
        let call = "\(receiver)[\(passed.joined(separator: ", "))]"
        return isSetter ? "\(call) = \(arguments.last!)" : call
    }

    /// The replacement of each of `subscripts` whose accessors `plan` generates.
    static func subscriptReplacements(_ subscripts: [Subscript], in plan: ClassPlan, slotsIn slotOwner: String,
                                      dispatch: (MethodModel) -> CallSiteBuilder) -> [String] {
        subscripts.compactMap { item in
            let accessors = plan.methods.map(\.model).filter { [item.getter.selector, item.setter?.selector].contains($0.selector) }
            return accessors.isEmpty ? nil : subscriptReplacement(item, accessors: accessors, slotsIn: slotOwner, dispatch: dispatch)
        }
    }

    /// `@_dynamicReplacement(for: subscript(_:)) subscript(__swizzle_ index: Int) -> Line { get { … } set { … } }`
    /// (see ``accessorBodies(_:reading:slotsIn:dispatch:)``).
    private static func subscriptReplacement(_ item: Subscript, accessors: [MethodModel], slotsIn slotOwner: String,
                                             dispatch: (MethodModel) -> CallSiteBuilder) -> String {
        let indices = item.declaration.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let labels = item.declaration.parameterClause.parameters.map { $0.secondName == nil ? nil : $0.firstName.text }
        let read = "self[\(zip(labels, indices).map { label, name in label.map { "\($0): \(name)" } ?? name }.joined(separator: ", "))]"
        let bodies = accessorBodies(accessors, reading: read, slotsIn: slotOwner, dispatch: dispatch)
        var declaration = item.declaration.trimmed
        declaration.attributes = declaration.attributes.filter { ClassPlan.namesGlobalActor([$0]) }
        declaration.modifiers = declaration.modifiers.filter { [.keyword(.static), .keyword(.nonisolated)].contains($0.name.tokenKind) }
        // A subscript's parameter has an argument label only where one is written before its name.
        let first = declaration.parameterClause.parameters.first!
        declaration.parameterClause.parameters = replacementParameters(declaration.parameterClause.parameters,
                                                                       firstLabel: first.secondName == nil ? nil : first.firstName.text)
        declaration.accessorBlock = nil
        return "@_dynamicReplacement(for: \(item.name))\n\(declaration.trimmedText) {\n\(bodies)\n}"
    }
}
