import SwiftParser
import SwiftSyntax

/// `swift package generate-spies`: for classes whose source nobody annotated, the same table
/// registration, dispatching bodies and typed references `@Swizzlable` writes, as an extension in
/// the test target whose dispatching bodies are `@_dynamicReplacement`s of the methods (the
/// module is built with `-enable-implicit-dynamic`). A spy cannot tell how a class opted in.
/// Structs and enums are spied per type, through one object that stands for all their values.
///
/// A replacement cannot call a copy of the method's body (there is none): where the table holds
/// the default, it calls the method itself, which inside a replacement is the original (that
/// class's own, not through the vtable); the default implementation in the table calls the
/// replacement function directly, asking it to pass this call on this thread straight through.
package enum ReplacementGenerator {
    /// A class, actor, struct or enum as the symbol graph shows it: its declaration and its members'
    /// declarations, as written in the module's interface (no bodies).
    package struct TypeInterface {
        package let declaration: String
        package let members: [String]
        /// A class's superclass in the module, or nil.
        package let superclass: String?
        /// Why the type cannot be reached as a whole, or nil.
        package let refusal: String?
        /// The names of its computed instance properties, read from the module's source; nil
        /// when the source was not read (then no property is generated).
        package let computedProperties: Set<String>?
        /// The same for its computed `static` and `class` properties.
        package let computedTypeProperties: Set<String>
        /// The selectors of its `@inlinable` methods and the names of its `@inlinable`
        /// properties, read from the module's source: no replacement can be declared for them.
        package let inlinable: Set<String>
        /// The selectors of its private and fileprivate methods among `members`, which the test
        /// target names through `@_private(sourceFile:) import`.
        package let privateMethods: Set<String>
        /// A nested type's qualified name (`Statement.Line`), or nil: the generated file names it
        /// through a type alias (`Statement_Line`), the name its declaration is read with.
        package let qualifiedName: String?

        package init(declaration: String, members: [String], superclass: String? = nil, refusal: String? = nil,
                     computedProperties: Set<String>? = nil, computedTypeProperties: Set<String> = [], inlinable: Set<String> = [],
                     privateMethods: Set<String> = [], qualifiedName: String? = nil) {
            self.members = members
            self.superclass = superclass
            self.refusal = refusal
            self.computedProperties = computedProperties
            self.computedTypeProperties = computedTypeProperties
            self.inlinable = inlinable
            self.privateMethods = privateMethods
            self.qualifiedName = qualifiedName
            if let qualifiedName {
                self.declaration = Self.renamed(declaration, to: Naming.nestedTypeAlias(qualifiedName))
            } else {
                self.declaration = declaration
            }
        }

        /// `declaration` with its type's name replaced (`public struct Line` → `public struct Statement_Line`).
        private static func renamed(_ declaration: String, to name: String) -> String {
            guard var decl = ReplacementGenerator.parse(declaration, members: [])?.asProtocol(NamedDeclSyntax.self) else { return declaration }
            decl.name = .identifier(name, leadingTrivia: decl.name.leadingTrivia, trailingTrivia: decl.name.trailingTrivia)
            let brace = (decl as? any DeclGroupSyntax)?.memberBlock.leftBrace.id
            let text = decl.tokens(viewMode: .sourceAccurate).prefix { $0.id != brace }.map(\.description).joined()
            return String(text.reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    /// The generated file for `types` of `module`, and what it could not reach, each with why.
    /// - Parameters:
    ///   - testable: whether the module is imported `@testable` (a module of the package,
    ///     internal members included) or plainly (a dependency's, public members only).
    ///   - privateScopes: the module's files whose private members `types` include.
    ///   - imports: the modules the module's files import, whose types its signatures may name.
    package static func file(module: String, testable: Bool = true, privateScopes: [String] = [], imports: Set<String> = [],
                             types: [TypeInterface], otherTypes: [String] = [])
        -> (source: String, generated: [String], unreached: [String]) {
        var unreached = otherTypes
        let classes = parseClasses(types.filter { !isValueType($0.declaration) }, module: module, unreached: &unreached)
        let hierarchy = ClassHierarchy(classes.values.map { ($0.name, $0.superclass, $0.declared) })
        var extensions: [String] = []
        var generated: [String] = []
        var aliases: [String] = []
        for interface in types {
            let typeName = name(of: interface.declaration)
            let text: String?
            if isValueType(interface.declaration) {
                if let refusal = interface.refusal {
                    unreached.append("\(typeName): \(refusal)")
                    continue
                }
                let (value, notes) = valueTypeExtension(interface, named: typeName, module: module)
                (text, unreached) = (value, unreached + notes)
            } else if let parsed = classes[typeName] {
                let (classText, notes) = classExtension(parsed, in: hierarchy)
                (text, unreached) = (classText, unreached + notes)
            } else {
                continue
            }
            if let qualified = interface.qualifiedName {
                // Its notes name it as its module does.
                unreached = unreached.map { $0.replacing(typeName, with: qualified) }
            }
            if let text {
                extensions.append(text)
                generated.append(interface.qualifiedName ?? typeName)
                if let qualified = interface.qualifiedName {
                    // The nested type's name in this file: its extension and table name it so.
                    let words = interface.declaration.split(separator: " ")
                    let access = words.contains("public") || words.contains("open") ? "public " : ""
                    aliases.append("\(access)typealias \(typeName) = \(qualified)")
                }
            }
        }
        // The comment stands apart from the imports, which swift-format sorts (with the comments
        // attached to them).
        let privateFlag = privateScopes.isEmpty ? "" : """

            // Its private members are named through their files' private scopes (`--private-members`),
            // so it must be built with `-enable-private-imports` too.
            """
        let imports = ["\(testable ? "@testable " : "")import \(module)", "import SwizzleKit"]
            + privateScopes.map { "@_private(sourceFile: \(Verbatim.literal($0))) import \(module)" }
            + imports.subtracting([module, "SwizzleKit"]).sorted().map { "import \($0)" }
        let header = """
            // Generated by `swift package generate-spies` from \(module)'s symbol graph: do not edit.
            // \(module) must be built with `-enable-implicit-dynamic` (in tests only).\(privateFlag)

            \(imports.joined(separator: "\n"))
            """
        let notReached = unreached.isEmpty ? "" : "\n// Not reached:\n" + unreached.map { "// - \($0)" }.joined(separator: "\n") + "\n"
        let aliasText = aliases.isEmpty ? "" : "/// Nested types, by the names this file gives them.\n" + aliases.joined(separator: "\n") + "\n\n"
        return (header + "\n" + notReached + "\n" + aliasText + extensions.joined(separator: "\n\n") + "\n", generated, unreached)
    }

    /// `var total: Int { get set }`, `let id: String`: a property's declaration, not a method's
    /// or an initializer's.
    static func isProperty(_ declaration: String) -> Bool {
        let words = declaration.split(separator: " ")
        return !words.contains("func") && (words.contains("var") || words.contains("let"))
    }

    static func name(of declaration: String) -> String {
        // Parsed, past its attributes (`@MainActor final class Screen`).
        if let named = parse(declaration, members: [])?.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        return declaration.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" })
            .drop { ["final", "open", "public", "internal", "package", "class", "actor", "struct", "enum", "indirect"].contains($0) }
            .first.map(String.init) ?? declaration
    }

    /// `declaration` as a public one (`class Ledger` → `public class Ledger`), so that what the
    /// generated conformances to SwizzleKit's public protocols declare (`SwizzleMethods`,
    /// `runtimeClass`, `swizzleValues`) is public: through `@testable import`, Swift checks an
    /// internal or `package` type's witnesses as a public type's ("must be declared public because
    /// it matches a requirement in public protocol"). Each reference keeps its member's own access.
    package static func publicDeclaration(_ declaration: String) -> String {
        guard var decl = parse(declaration, members: []) else { return declaration }
        let levels: [Keyword] = [.public, .open, .internal, .package]
        if decl.modifiers.contains(where: { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }) { return declaration }
        // After the attributes (`@MainActor public final class`), in place of an `internal` or `package`.
        decl.modifiers = [DeclModifierSyntax(name: .keyword(.public), trailingTrivia: .space)]
            + decl.modifiers.filter { modifier in !levels.contains { modifier.name.tokenKind == .keyword($0) } }
        let brace = decl.memberBlock.leftBrace.id
        let text = decl.tokens(viewMode: .sourceAccurate).prefix { $0.id != brace }.map(\.description).joined()
        return String(text.reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `struct Money`, `public enum Coin`: a value type's declaration.
    private static func isValueType(_ declaration: String) -> Bool {
        let words = declaration.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" })
        return words.contains("struct") || words.contains("enum")
    }

    /// Parses `declaration` with `members` (bodies left empty, so that the macro's analysis sees
    /// methods it can dispatch) as a type declaration.
    static func parse(_ declaration: String, members: [String]) -> (any DeclGroupSyntax)? {
        let body = members.map { $0 + " {}" }.joined(separator: "\n")
        let source = Parser.parse(source: "\(declaration) {\n\(body)\n}")
        return source.statements.first?.item.asProtocol(DeclGroupSyntax.self)
    }

    /// Starts every reason the generated registration gives for a member it left out, so the
    /// runtime's message says the replacements do not reach it (not that `@Swizzlable` left it
    /// plain). The runtime's `SwizzleError.notDispatchedMessage` recognizes it.
    package static let unreachedPrefix = "not reached by generate-spies: "

    package static let inlinableReason = "@inlinable: its body is compiled into its callers, so no replacement can be declared for it"

    /// What is listed and not generated: `properties` (notes already), and members of `plan` the
    /// mode cannot reach; `plan` keeps only the methods that are generated, and `factories`.
    static func unreachedMembers(of plan: inout ClassPlan, typeName: String, properties: [String], inlinable: Set<String>,
                                 keepingFactories factories: [ClassPlan.Factory] = [],
                                 refusing refusal: (ClassPlan.Method) -> String?) -> [String] {
        var notes = properties
        notes += plan.warnings.map { "\(typeName): \($0.message)" }
        var kept: [ClassPlan.Method] = []
        for method in plan.methods {
            if let reason = inlinable.contains(method.model.selector) ? inlinableReason : refusal(method) {
                notes.append("\(typeName).\(method.model.selector): \(reason)")
                // Registered too: a spy on it is told this, not "unknown selector".
                plan.listUnreached(method.model.selector, isClassSide: method.model.isClassSide, reason: unreachedPrefix + reason)
            } else {
                kept.append(method)
            }
        }
        plan.keepOnly(methods: kept, factories: factories)
        return notes
    }

    /// The call a default implementation makes to reach `model`'s original past its replacement:
    /// the replacement function itself, told to pass through (so a subclass's override, which a
    /// call of the method would reach through the vtable, is not run instead). An async one is
    /// the method, run past its replacement by the Swift runtime's mark.
    /// A private method is too: a replacement's call of a private method re-enters the
    /// replacement (measured on Swift 6.3.1, where a private property's reaches its original).
    /// - Parameters:
    ///   - inEntry: whether the call is made in the table's entry (nonisolated), not in the
    ///     replacement (whose isolation an async call keeps).
    ///   - isPrivate: whether the method is private or fileprivate.
    static func originalCall(_ model: MethodModel, declaredIn typeName: String, receiver: String, arguments: [String],
                             inEntry: Bool = true, isPrivate: Bool = false) -> String {
        if isSubscriptAccessor(model) {
            return "SwizzleRuntime._SwizzleReplacementSupport.original { \(subscriptCall(model, receiver: receiver, arguments: arguments)) }"
        }
        if let property = accessedProperty(model) {
            let replaced = "\(receiver).\(Naming.replacement(property, typeName: typeName))"
            return "SwizzleRuntime._SwizzleReplacementSupport.original { \(arguments.first.map { "\(replaced) = \($0)" } ?? replaced) }"
        }
        if model.isAsync {
            let call = ImplementationBuilder.call(model, named: model.baseName, receiver: receiver, arguments: arguments)
            return "SwizzleRuntime._SwizzleReplacementSupport.originalAsync\(inEntry ? "(isolation: nil)" : "") { \(model.effects)\(call) }"
        }
        if isPrivate {
            let call = ImplementationBuilder.call(model, named: model.baseName, receiver: receiver, arguments: arguments)
            return "SwizzleRuntime._SwizzleReplacementSupport.originalPastReplacement { \(model.isThrowing ? "try " : "")\(call) }"
        }
        let call = ImplementationBuilder.call(model, named: Naming.replacement(model.baseName, typeName: typeName),
                                              receiver: receiver, arguments: arguments)
        return "SwizzleRuntime._SwizzleReplacementSupport.original { \(model.isThrowing ? "try " : "")\(call) }"
    }

    /// `@_dynamicReplacement(for: balance(of:)) func __swizzle_replacement_Ledger_balance(of account: String) -> Int`,
    /// whose body is `dispatch` (the dispatch `@Swizzlable` writes), calling the original where the
    /// table holds the default.
    /// - Parameters:
    ///   - owner: the type that declares the method, whose static slots hold its selector.
    ///   - isPrivate: whether the method is private or fileprivate: its original is reached as an
    ///     async one's is (see `originalCall`).
    static func replacement(_ declaration: FunctionDeclSyntax, _ model: MethodModel, dispatch: CallSiteBuilder,
                            declaredIn owner: String, slotsIn slotOwner: String? = nil, isPrivate: Bool = false) -> String {
        var builder = dispatch
        // Inside a replacement, a call of the method itself is its original, this type's own.
        let directCall = ImplementationBuilder.call(model, named: model.baseName, receiver: "self", arguments: model.passedOn)
        // An async replacement cannot call its original itself (swiftlang/swift#62214); the Swift
        // runtime is told to skip the replacement of the call instead. The pass-through flag is
        // only ever set for synchronous calls.
        let runsOriginal = model.isAsync || isPrivate
            ? originalCall(model, declaredIn: owner, receiver: "self", arguments: model.passedOn, inEntry: false, isPrivate: isPrivate)
            : directCall
        builder.runsDefaultDirectly = (slot: model.slotExpression(className: slotOwner ?? owner), call: runsOriginal)
        if model.isGeneric {
            // The entry answers "run it" where no layer answers; the original runs, called from a
            // closure (where the method's own name is no longer the original) as the entry would.
            builder.genericBody = originalCall(model, declaredIn: owner, receiver: "self", arguments: model.passedOn, inEntry: false,
                                               isPrivate: isPrivate)
        }
        var function = declaration.trimmed
        // A global actor stays: the replacement runs where the method it replaces does.
        function.attributes = function.attributes.filter { attribute in
            ClassPlan.namesGlobalActor([attribute])
        }
        function.modifiers = function.modifiers.filter { modifier in
            [.keyword(.static), .keyword(.class), .keyword(.mutating), .keyword(.nonisolated)].contains(modifier.name.tokenKind)
        }
        function.name = .identifier(Naming.replacement(model.baseName, typeName: owner))
        function.body = nil
        let passThrough = model.isAsync || isPrivate ? "" : "if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return \(model.effects)\(directCall) }\n"
        return "@_dynamicReplacement(for: \(MemberAnalysis.compoundName(of: declaration)))\n\(function.description) {\n\(passThrough)\(builder.statements())\n}"
    }

    /// `parameters` with the first one's argument label `Naming.replacementLabel(firstLabel)`,
    /// its name as it was: a replacement initializer's or subscript's.
    static func replacementParameters(_ parameters: FunctionParameterListSyntax, firstLabel: String?) -> FunctionParameterListSyntax {
        var list = Array(parameters)
        let first = list[0]
        list[0] = first.with(\.firstName, .identifier(Naming.replacementLabel(firstLabel), trailingTrivia: .space))
            .with(\.secondName, (first.secondName ?? first.firstName).trimmed)
        return FunctionParameterListSyntax(list)
    }

    /// Gives `plan`'s methods and factories their selectors as the module writes them: the
    /// declarations this generator reads name the module's own types after it (`Stencil.Context`,
    /// see `SymbolGraph`), which a typed overload's selector (`render(_: Context)`) does not.
    static func unqualifyingSelectors(_ plan: inout ClassPlan, module: String) {
        let qualifier = module + "."
        plan.renameSelectors { $0.replacing(qualifier, with: "") }
        plan.rewriteReasons { $0.replacing(qualifier, with: "") }
    }
}
