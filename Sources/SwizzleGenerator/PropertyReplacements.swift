import SwiftParser
import SwiftSyntax

// `generate-spies` for properties: a computed one (known from the module's source) is replaced
// accessor by accessor; a stored one cannot be, and is listed.
extension ReplacementGenerator {
    /// The interface's computed properties (instance and static), read as the table's
    /// properties, and why each other property is not generated.
    /// - Parameter isValueType: whether the type is a struct or enum, whose static properties'
    ///   accessors are its stand-in's instance methods (see `PropertyModel.isClassSide`).
    static func properties(of interface: TypeInterface, typeName: String, isValueType: Bool = false)
        -> (computed: [ClassPlan.Property], unreached: [String]) {
        var computed: [ClassPlan.Property] = []
        var unreached: [String] = []
        for declaration in interface.members.filter(isProperty) {
            let variable = Parser.parse(source: declaration).statements.first?.item.as(VariableDeclSyntax.self)
            let binding = variable?.bindings.first
            let isStatic = variable.map { MemberAnalysis.isClassSide($0.modifiers) } ?? false
            let computedNames = isStatic ? interface.computedProperties.map { _ in interface.computedTypeProperties } : interface.computedProperties
            guard let variable, let binding, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmed, computedNames?.contains(name) == true,
                  !interface.inlinable.contains(name) else {
                let inlinable = binding?.pattern.as(IdentifierPatternSyntax.self).map { interface.inlinable.contains($0.identifier.text) } ?? false
                let reason = inlinable ? inlinableReason
                    : interface.computedProperties == nil
                    ? "properties are not generated (the module's source was not read, and its symbol graph does not tell a stored property, which cannot be replaced, from a computed one)"
                    : isStatic ? "a static stored property cannot be replaced at all"
                    : "a stored property cannot be replaced at all"
                unreached.append("\(typeName): `\(declaration)`: \(reason)")
                continue
            }
            var model = PropertyModel(name: name, type: type, willSet: nil, didSet: nil)
            model.isStatic = isStatic
            model.isClassSide = isStatic && !isValueType
            if case let .accessors(list) = binding.accessorBlock?.accessors {
                model.isSettable = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            } else {
                model.isSettable = false
            }
            computed.append(ClassPlan.Property(declaration: variable, model: model))
        }
        return (computed, unreached)
    }

    /// `total` for a property accessor's model (`getter:total`, `setter:total`), else nil.
    static func accessedProperty(_ model: MethodModel) -> String? {
        for prefix in ["getter:", "setter:"] where model.selector.hasPrefix(prefix) {
            return String(model.selector.dropFirst(prefix.count))
        }
        return nil
    }

    /// `@_dynamicReplacement(for: total) var __swizzle_replacement_Ledger_total: Int { get { … } set { … } }`:
    /// each accessor dispatches as a method does (`dispatch` says how), and reads or writes the
    /// original (the property itself, inside its replacement) where the table holds the default.
    /// - Parameters:
    ///   - typeName: the type that declares the property.
    ///   - slotOwner: the class whose static slots hold its selectors (a value type's stand-in).
    static func propertyReplacement(_ property: PropertyModel, typeName: String, slotsIn slotOwner: String? = nil,
                                    dispatch: (MethodModel) -> CallSiteBuilder) -> String {
        let name = property.name
        let accessors = accessorBodies(property.accessors, reading: "self.\(name)", slotsIn: slotOwner ?? typeName, dispatch: dispatch)
        return "@_dynamicReplacement(for: \(name))\n\(property.isStatic ? "static " : "")var \(Naming.replacement(name, typeName: typeName)): "
            + "\(property.type.trimmedText) {\n\(accessors)\n}"
    }

    /// `get { … }` and `set { … }` of a property's or subscript's replacement: each accessor
    /// dispatches as a method does (`dispatch` says how), and reads or writes `read` (the member
    /// itself, which inside its replacement is the original) where the table holds the default.
    static func accessorBodies(_ accessors: [MethodModel], reading read: String, slotsIn slotOwner: String,
                               dispatch: (MethodModel) -> CallSiteBuilder) -> String {
        accessors.map { model in
            var dispatch = dispatch(model)
            let isSetter = model.selector.hasPrefix("setter:")
            let original = isSetter ? "\(read) = newValue" : read
            dispatch.runsDefaultDirectly = (slot: model.slotExpression(className: slotOwner), call: original)
            return "\(isSetter ? "set" : "get") {\n"
                + "if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return \(original) }\n\(dispatch.statements())\n}"
        }.joined(separator: "\n")
    }
}
