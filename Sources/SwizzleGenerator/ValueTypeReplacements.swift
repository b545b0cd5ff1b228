import SwiftSyntax

extension ReplacementGenerator {
    /// A struct's or enum's members, spied per type: a class whose one object stands for every
    /// value in the table (and for the type, whose static methods are its methods too), and the
    /// type's replacements, which dispatch on that object and lend the default implementation
    /// the value they were called on (`_SwizzleReplacementSupport.withValue`).
    static func valueTypeExtension(_ interface: TypeInterface, named typeName: String, module: String) -> (String?, [String]) {
        let (computed, unreachedProperties) = properties(of: interface, typeName: typeName, isValueType: true)
        let subscripts = subscripts(of: interface)
        guard let decl = parse(interface.declaration, members: methodMembers(of: interface, subscripts)) else {
            return (nil, ["\(typeName): not a type this generator can read"])
        }
        guard !decl.is(StructDeclSyntax.self) || decl.as(StructDeclSyntax.self)?.genericParameterClause == nil,
              !decl.is(EnumDeclSyntax.self) || decl.as(EnumDeclSyntax.self)?.genericParameterClause == nil else {
            // Its values' stand-in is one class for every specialization, whose default
            // implementations could not name the value's generic parameters to run its methods.
            return (nil, ["\(typeName): a generic value type is not generated yet (the one object that stands for its values "
                          + "serves every specialization, and its default implementations cannot name them)"])
        }
        // The value type's methods, as the stand-in's instance methods: `static` and `mutating`
        // say only how the replacement calls the original, so they are kept aside by selector.
        let functions = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        let accessors = accessorSelectors(subscripts)
        let declarations = Dictionary(functions.map { (accessors[MemberAnalysis.selector(of: $0)] ?? MemberAnalysis.selector(of: $0), $0) },
                                      uniquingKeysWith: { first, _ in first })
        let valuesClass = "\(typeName)_SwizzleValues"
        let standIn = functions.map { function in
            var function = function
            function.modifiers = function.modifiers.filter { ![.keyword(.static), .keyword(.mutating)].contains($0.name.tokenKind) }
            return function.trimmedText
        }
        // Public whatever the type's access, as its conformances' witnesses: see `publicDeclaration(_:)`.
        guard let standInDecl = parse("public final class \(valuesClass)", members: standIn),
              let opted = OptedInType(standInDecl) else {
            return (nil, ["\(typeName): not a type this generator can read"])
        }
        var plan = ClassPlan(opted, isRoot: true, flag: nil)
        plan.renameSelectors { accessors[$0] ?? $0 }
        unqualifyingSelectors(&plan, module: module)
        plan.standsForValuesOf = typeName
        // The replacements, in an extension of the value type, use the stand-in's slots.
        plan.tableMemberAccess = "fileprivate"
        let staticProperties = Set(computed.filter(\.model.isStatic).map(\.model.name))
        let isStatic = { (model: MethodModel) in
            accessedProperty(model).map(staticProperties.contains) ?? MemberAnalysis.isClassSide(declarations[model.selector]?.modifiers ?? [])
        }
        // A subscript's setter changes the value, as a mutating method does.
        let isMutating = { (model: MethodModel) in
            declarations[model.selector]?.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } == true
                || isSubscriptAccessor(model) && model.selector.hasPrefix("setter:")
        }
        var notes = interface.members.filter { $0.split(separator: " ").contains("init") || $0.contains("init(") }
            .map { "\(typeName): `\($0)`: a value type's initializers are not generated: a global mock stands in for an object, not a value" }
        notes += unreachedMembers(of: &plan, typeName: typeName, properties: unreachedProperties, inlinable: interface.inlinable) { method in
            // A mutating one would have to lend the value itself across a suspension.
            if method.model.isAsync, isMutating(method.model) {
                return "a mutating async method of a value type is not generated yet (the value would be lent across a suspension)"
            }
            // Its original would run inside the exclusive access the value is lent under.
            return method.model.isGeneric && isMutating(method.model) ? "a mutating generic method of a value type is not generated yet" : nil
        }
        computed.forEach { plan.add(computed: $0) }
        guard !plan.methods.isEmpty || !plan.properties.isEmpty else { return (nil, notes) }

        // An instance method's receiver is the lent value (`ClassPlan.standsForValuesOf`).
        let original = { (model: MethodModel, receiver: String, arguments: [String]) -> String in
            originalCall(model, declaredIn: typeName, receiver: isStatic(model) ? typeName : receiver,
                         arguments: arguments, isPrivate: interface.privateMethods.contains(model.selector))
        }
        let generated = [MemberGenerator.table(plan, original: original)]
        var members = [
            "fileprivate static let shared = \(valuesClass)()",
            "public class var runtimeClass: SwizzleRuntime.RuntimeClass { \(Naming.inTable(valuesClass, Naming.ownClass)) }",
        ]
        members += generated.map(\.description)
        members.append(ReferenceGenerator.namespace(plan).description)
        // Every call dispatches on the stand-in, lending the value it was made on (a setter's, or
        // a mutating method's, to change in place).
        func dispatch(_ model: MethodModel, isStatic: Bool, isMutating: Bool) -> CallSiteBuilder {
            var dispatch = CallSiteBuilder.dispatch(model, className: valuesClass, object: "__swizzleValues")
            dispatch.prelude = ["let __swizzleValues = \(valuesClass).shared"]
            dispatch.aroundTableCall = isStatic ? "SwizzleRuntime._SwizzleReplacementSupport.withoutValue"
                : "SwizzleRuntime._SwizzleReplacementSupport.withValue(\(isMutating ? "&self" : "self"))"
            return dispatch
        }
        var replacements = plan.methods.filter { !isSubscriptAccessor($0.model) }.map { method in
            let declaration = declarations[method.model.selector] ?? method.declaration
            return replacement(declaration, method.model,
                               dispatch: dispatch(method.model, isStatic: isStatic(method.model), isMutating: isMutating(method.model)),
                               declaredIn: typeName, slotsIn: valuesClass,
                               isPrivate: interface.privateMethods.contains(method.model.selector))
        }
        replacements += subscriptReplacements(subscripts, in: plan, slotsIn: valuesClass) { model in
            dispatch(model, isStatic: isStatic(model), isMutating: isMutating(model))
        }
        replacements += plan.properties.map { property in
            propertyReplacement(property.model, typeName: typeName, slotsIn: valuesClass) { accessor in
                dispatch(accessor, isStatic: property.model.isStatic, isMutating: !accessor.parameters.isEmpty)
            }
        }
        let text = """
            /// Every value of `\(typeName)` (and the type itself) as one subject in the table, a value having no
            /// identity: `DirectInvocationSpy(onEveryValueOf: \(typeName).self, spying: \\.name)`.
            public final class \(valuesClass): SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding,
                SwizzleRuntime.SwizzleValuesStandIn, @unchecked Sendable {
            \(members.joined(separator: "\n\n"))
            }

            extension \(typeName): SwizzleRuntime.SwizzlableValueType {
            public static var swizzleValues: \(valuesClass) { .shared }

            \(replacements.joined(separator: "\n\n"))
            }
            """
        return (text, notes)
    }
}
