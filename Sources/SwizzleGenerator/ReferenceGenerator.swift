import SwiftSyntax

/// The class's typed method references: a nested `SwizzleMethods` namespace with one member per
/// dispatched method (`var add: SwizzleMethod<Int, Int, Int>`), property
/// (`var balance: SwizzleProperty<Int>`) and initializer (`var make: SwizzleMethod<Dog, String>`),
/// which the API takes as key paths (`\.add`).
///
/// It is written outside any `behindPreprocessorFlag` condition, from selector strings: tests
/// compile either way, and without the flag a spy on a reference says the selector is unknown.
enum ReferenceGenerator {
    package static func namespace(_ plan: ClassPlan) -> DeclSyntax {
        let access = plan.isPublic ? "public " : ""
        var members = ["\(plan.conformancePrefix)\(access)init() {}"]
        // A private member gets no reference: none could be reached from a test's file, and its
        // signature may name the class's private types, which a wider reference may not.
        let references = (methodReferences(plan) + propertyReferences(plan)).filter { !isPrivate($0.modifiers) }
        for (name, reference) in zip(uniqueNames(references.map(\.naming)), references) {
            members.append("\(reference.access(plan))var \(Naming.declarable(name)): \(reference.type) { .init(\(reference.arguments)) }")
        }
        var attributes = ""
        if let superclass = plan.superclassName {
            // A subclass inherits its root's conformance, whose namespace is the root's: its own
            // namespace reaches its superclass's members as well as its own.
            attributes = "@dynamicMemberLookup "
            members.append("\(access)subscript<Reference>(dynamicMember member: Swift.KeyPath<\(superclass).SwizzleMethods, Reference>) -> Reference { "
                + "\(superclass).SwizzleMethods()[keyPath: member] }")
        }
        return Verbatim.decl("""
            /// \(plan.className)'s typed method references, for spies, stubs and verifications: `\\.name`.
            \(attributes)\(plan.conformancePrefix)\(plan.nonisolatedPrefix)\(access)struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
            \(members.joined(separator: "\n"))
            }
            """)
    }

    /// One member of the namespace before its name is made unique.
    private struct Reference {
        /// Base name, argument labels, then parameter types: the name is the base name unless
        /// another member has it.
        let naming: ReferenceNaming
        let type: String
        let arguments: String
        let modifiers: DeclModifierListSyntax

        /// The method's own access, so a reference never shows more than its method (nor names
        /// a private type in a wider declaration). A private member has none (see `isPrivate`).
        func access(_ plan: ClassPlan) -> String {
            for modifier in modifiers {
                switch modifier.name.tokenKind {
                case .keyword(.fileprivate): return "fileprivate "
                case .keyword(.public), .keyword(.open): return plan.isPublic ? "public " : ""
                case .keyword(.package): return "package "
                default: continue
                }
            }
            return ""
        }
    }

    /// Methods by their own names; initializers as the `make` factories that construct through
    /// them (`init(apiKey:)` is `make`, or `makeApiKey` beside another initializer): a global mock
    /// takes these, and they are class methods returning the class.
    private static func methodReferences(_ plan: ClassPlan) -> [Reference] {
        plan.methods.map { reference($0.model, named: $0.model.baseName, modifiers: $0.declaration.modifiers) }
            + plan.factories.map { reference($0.model, named: "make", modifiers: $0.declaration.modifiers) }
    }

    private static func reference(_ model: MethodModel, named base: String, modifiers: DeclModifierListSyntax) -> Reference {
        let erased = { (type: String) in
            model.genericParameters.contains { MemberAnalysis.containsWord($0, in: type) } ? "Any" : type
        }
        let arguments = model.parameters.map { parameter in
            parameter.isNonEscapingClosure || parameter.isBoxed ? "Any" : erased(parameter.abiType.trimmedDescription)
        }
        let result = model.resultType.map { erased($0.trimmedDescription) } ?? "Swift.Void"
        let side = model.isClassSide ? ".class" : ".instance"
        return Reference(naming: (base, model.parameters.map { $0.label ?? "" }, model.parameters.map(\.abiType.trimmedDescription)),
                         type: "SwizzleRuntime.SwizzleMethod<\(([result] + arguments).joined(separator: ", "))>",
                         arguments: "SwizzleRuntime.Selector(\(literal(model.selector))), \(side)", modifiers: modifiers)
    }

    private static func propertyReferences(_ plan: ClassPlan) -> [Reference] {
        plan.properties.map { property in
            let type = property.model.type.trimmedDescription
            // A read-only property is its getter: a method with no arguments.
            guard property.model.isSettable else {
                return Reference(naming: (property.model.name, [], []), type: "SwizzleRuntime.SwizzleMethod<\(type)>",
                                 arguments: "SwizzleRuntime.Selector(\(literal(property.model.getter.selector))), .instance",
                                 modifiers: property.declaration.modifiers)
            }
            return Reference(naming: (property.model.name, [], []), type: "SwizzleRuntime.SwizzleProperty<\(type)>",
                             arguments: literal(property.model.name), modifiers: property.declaration.modifiers)
        }
    }

    /// `private`, not `private(set)` (which narrows only the setter).
    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }
    }

    package typealias ReferenceNaming = (base: String, labels: [String], types: [String])

    /// Each member's name: its base name (`add`) when no other member has it; else with its
    /// argument labels (`add(_:to:)` → `addTo`); else with its parameter types too (`fee(for: Money)`
    /// → `feeForMoney`); else, still ambiguous, numbered (`add_2`).
    package static func uniqueNames(_ namings: [ReferenceNaming]) -> [String] {
        func capitalized(_ label: String) -> String {
            let identifier = label.filter { $0.isLetter || $0.isNumber || $0 == "_" }
            return identifier.prefix(1).uppercased() + identifier.dropFirst()
        }
        let bases = namings.map(\.base)
        let labeled = namings.map { naming in
            bases.filter { $0 == naming.base }.count == 1 ? naming.base : naming.base + naming.labels.map(capitalized).joined()
        }
        let typed = zip(namings, labeled).map { naming, name in
            labeled.filter { $0 == name }.count == 1 ? name : name + naming.types.map(TypeNameWords.words).joined()
        }
        var seen: [String: Int] = [:]
        return typed.map { name in
            guard typed.filter({ $0 == name }).count > 1 else { return name }
            seen[name, default: 0] += 1
            return seen[name] == 1 ? name : "\(name)_\(seen[name]!)"
        }
    }

    private static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).trimmedDescription
    }
}
