import SwiftParser
import SwiftSyntax

// `generate-spies` for classes and actors: which can be generated (a class only with its
// superclass), and each one's extension.
extension ReplacementGenerator {
    /// A class read from its interface, before what cannot be reached is taken out.
    struct ParsedClass {
        let name: String
        let superclass: String?
        let plan: ClassPlan
        /// Properties that are not generated, with why.
        let unreachedProperties: [String]
        /// Computed properties, whose accessors are replaced.
        let computed: [ClassPlan.Property]
        /// Its `@inlinable` members, which cannot be replaced.
        let inlinable: Set<String>
        /// The selectors of its private and fileprivate methods.
        let privateMethods: Set<String>
        /// The global actors its declaration names (`MainActor`).
        let globalActors: [String]
        /// Its subscripts, whose accessors are methods of the plan.
        let subscripts: [Subscript]
        /// The members it declares, generated or not, as `ClassHierarchy` keys them (methods, and
        /// properties' and subscripts' getters, by side): whether a call reaching a superclass's
        /// replacement is a `super` call depends on the Swift overrides.
        let declared: Set<String>
    }

    /// The classes that can be generated, by name; a class is generated only with its superclass.
    static func parseClasses(_ interfaces: [TypeInterface], module: String, unreached: inout [String]) -> [String: ParsedClass] {
        var parsed: [String: ParsedClass] = [:]
        var refused: [String: String] = [:]
        for interface in interfaces {
            let className = name(of: interface.declaration)
            if let refusal = interface.refusal {
                refused[className] = refusal
                continue
            }
            let (computed, unreachedProperties) = properties(of: interface, typeName: className)
            let declaration = publicDeclaration(interface.declaration) + (interface.superclass.map { ": \($0)" } ?? "")
            let subscripts = subscripts(of: interface)
            guard let decl = parse(declaration, members: methodMembers(of: interface, subscripts)),
                  decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self), let opted = OptedInType(decl) else {
                refused[className] = "not a class this generator can read"
                continue
            }
            guard decl.as(ActorDeclSyntax.self)?.genericParameterClause == nil else {
                refused[className] = "a generic actor is not generated yet"
                continue
            }
            // Its properties by their getters' selectors: an override of one is found as a method's is.
            let properties = interface.members.filter(isProperty).compactMap { declaration -> String? in
                guard let variable = Parser.parse(source: declaration).statements.first?.item.as(VariableDeclSyntax.self),
                      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return ClassHierarchy.key("getter:\(name)", classSide: MemberAnalysis.isClassSide(variable.modifiers))
            }
            var plan = ClassPlan(opted, isRoot: interface.superclass == nil, flag: nil)
            let accessors = accessorSelectors(subscripts)
            plan.renameSelectors { accessors[$0] ?? $0 }
            unqualifyingSelectors(&plan, module: module)
            let declared = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { function in
                let selector = MemberAnalysis.selector(of: function)
                return ClassHierarchy.key(accessors[selector] ?? selector, classSide: MemberAnalysis.isClassSide(function))
            } + properties
            parsed[className] = ParsedClass(name: className, superclass: interface.superclass, plan: plan,
                                            unreachedProperties: unreachedProperties, computed: computed, inlinable: interface.inlinable,
                                            privateMethods: interface.privateMethods, globalActors: globalActors(decl.attributes),
                                            subscripts: subscripts,
                                            declared: Set(declared))
        }
        // A generic class is generated alone: its table is shared by its specializations, and a
        // subclass's record would link to one of them.
        for (className, entry) in parsed where entry.plan.isGeneric {
            let subclasses = parsed.values.filter { $0.superclass == className }.map(\.name)
            guard entry.superclass != nil || !subclasses.isEmpty else { continue }
            for name in [className] + subclasses {
                parsed[name] = nil
                refused[name] = "a generic class in a hierarchy is not generated yet"
            }
        }
        // A class whose superclass is not generated is not either (its record links to that one).
        var changed = true
        while changed {
            changed = false
            for (className, entry) in parsed {
                guard let superclass = entry.superclass, parsed[superclass] == nil else { continue }
                parsed[className] = nil
                refused[className] = "its superclass \(superclass) is not generated"
                changed = true
            }
        }
        unreached += refused.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return parsed
    }

    /// The class's extension: the root's conformances and `runtimeClass`, registration,
    /// references and one replacement per method.
    static func classExtension(_ parsed: ParsedClass, in hierarchy: ClassHierarchy) -> (String?, [String]) {
        let className = parsed.name
        var plan = parsed.plan
        // Other classes' replacements and the root's `runtimeClass` read its slots.
        plan.tableMemberAccess = "fileprivate"
        // A convenience initializer with arguments is replaced, reporting what it built to global
        // mocks; another is listed with why.
        let refusals = plan.factories.map { ($0, initializerRefusal($0, className: className)) }
        let replaced = refusals.filter { $0.1 == nil }.map(\.0)
        let refused = refusals.compactMap { factory, refusal in refusal.map { (factory, $0) } }
        var notes = refused.map { factory, refusal in "\(className).\(factory.model.selector): \(refusal)" }
        let analyzed = plan
        notes += unreachedMembers(of: &plan, typeName: className, properties: parsed.unreachedProperties,
                                  inlinable: parsed.inlinable, keepingFactories: replaced) { method in
            let model = method.model
            if analyzed.isIsolated(method.declaration) {
                if model.isGeneric {
                    return "a global-actor-isolated generic method is not generated yet"
                }
                // The table's entries reach an isolated method on the main actor.
                if (parsed.globalActors + globalActors(method.declaration.attributes)).contains(where: { !["MainActor", "Swift.MainActor"].contains($0) }) {
                    return "a method isolated to a global actor other than the main actor is not generated yet (the table's "
                        + "entries reach isolated code through MainActor.assumeIsolated, which another global actor has no counterpart of)"
                }
            }
            let key = ClassHierarchy.key(overrideKey(model), classSide: model.isClassSide)
            let overridden = hierarchy.overrides(key, in: className) || !hierarchy.overriders(of: key, below: className).isEmpty
            guard overridden else { return nil }
            // An async replacement cannot call its original (swiftlang/swift#62214, Swift 6.3), nor a
            // private one (above): the runtime's mark reaches it through the vtable, where an override answers.
            if model.isAsync || parsed.privateMethods.contains(model.selector) {
                return "\(model.isAsync ? "an async" : "a private") method overridden in the module is not generated: its replacement "
                    + "cannot call its original itself on Swift 6.3 (swiftlang/swift#62214), and a call past the replacement goes "
                    + "through the vtable, to the override"
            }
            return nil
        }
        // A global mock of one of its other initializers says why it cannot be, naming the way that works.
        for (factory, refusal) in refused {
            plan.listUnreached(factory.model.selector, isClassSide: true, reason: unreachedPrefix + refusal)
        }
        let descendants = hierarchy.descendants(of: className)
        parsed.computed.forEach { plan.add(computed: $0) }
        guard !plan.methods.isEmpty || !plan.properties.isEmpty || !plan.factories.isEmpty || !descendants.isEmpty || parsed.superclass != nil else {
            return (nil, notes)
        }

        var members: [String] = []
        let original = { (model: MethodModel, receiver: String, arguments: [String]) in
            originalCall(model, declaredIn: className, receiver: receiver, arguments: arguments,
                         isPrivate: parsed.privateMethods.contains(model.selector))
        }
        if plan.isGeneric {
            // Its table is beside it (a generic type holds no static storage), registered the first
            // time a specialization asks, its default implementations written in place.
            members.append("\(plan.tableMemberAccess) typealias \(Naming.table) = \(Naming.genericTable(className))")
            members.append("\(plan.nonisolatedPrefix)public class var runtimeClass: SwizzleRuntime.RuntimeClass {\n"
                + "\(Naming.table).\(Naming.recordSlot).runtimeClass {\n\(MemberGenerator.genericRegistration(plan, original: original))\n}\n}")
        } else if parsed.superclass == nil {
            // A subclass cannot override `runtimeClass` in an extension: the root answers for
            // each generated class below it, the deepest first.
            let tests = descendants.map { "if self is \($0).Type { return \(Naming.inTable($0, Naming.ownClass)) }\n" }
            members.append("\(plan.nonisolatedPrefix)public \(plan.typeMemberKeyword) var runtimeClass: SwizzleRuntime.RuntimeClass {\n"
                + "\(tests.joined())return \(Naming.inTable(className, Naming.ownClass))\n}")
        }
        if !plan.isGeneric { members.append(MemberGenerator.table(plan, original: original).description) }
        members.append(ReferenceGenerator.namespace(plan).description)
        // Every member's dispatch: reached for an object (or a class) that overrides the member,
        // the call is the closest such override's `super` call, whose lookup starts above it.
        let dispatch = { (model: MethodModel) -> CallSiteBuilder in
            var dispatch = CallSiteBuilder.dispatch(model, className: className, tableDeclaresSignature: !plan.isGeneric)
            let overriders = hierarchy.overriders(of: ClassHierarchy.key(overrideKey(model), classSide: model.isClassSide), below: className)
            guard !overriders.isEmpty else { return dispatch }
            let dynamic = dispatch.lookup
            dispatch.replacement = nil  // its lookup would start at the receiver's class
            dispatch.lookup = { impType, selector in
                overriders.reversed().reduce(dynamic(impType, selector)) { otherwise, overrider in
                    "self is \(overrider)\(model.isClassSide ? ".Type" : "") ? SwizzleRuntime._SwizzleMacroSupport.superImplementation(of: "
                        + "\(selector), from: \(Naming.inTable(overrider, Naming.ownClass)), \(model.methodType), as: \(impType).self) : \(otherwise)"
                }
            }
            return dispatch
        }
        members += plan.methods.filter { !isSubscriptAccessor($0.model) }.map { method in
            replacement(method.declaration, method.model, dispatch: dispatch(method.model), declaredIn: className,
                        isPrivate: parsed.privateMethods.contains(method.model.selector))
        }
        members += subscriptReplacements(parsed.subscripts, in: plan, slotsIn: className, dispatch: dispatch)
        members += plan.factories.map { constructionReplacement($0, className: className) }
        members += plan.properties.map { propertyReplacement($0.model, typeName: className, dispatch: dispatch) }
        let conformances = parsed.superclass == nil ? ": SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding" : ""
        let table = plan.isGeneric ? MemberGenerator.genericTable(plan).description + "\n\n" : ""
        return (table + "extension \(className)\(conformances) {\n\(members.joined(separator: "\n\n"))\n}", notes)
    }

    /// The global actors `attributes` name.
    static func globalActors(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { attribute in
            attribute.as(AttributeSyntax.self).flatMap { ClassPlan.namesGlobalActor([.attribute($0)]) ? $0.attributeName.trimmedText : nil }
        }
    }

    /// What an override of `model` overrides, as `ClassHierarchy` holds it: a method's selector, or
    /// the getter's of the property or subscript whose accessor it is (an override overrides both).
    static func overrideKey(_ model: MethodModel) -> String {
        model.selector.hasPrefix("setter:") ? "getter:" + model.selector.dropFirst("setter:".count) : model.selector
    }
}
