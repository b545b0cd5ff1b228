import SwiftParser
import SwiftSyntax

/// What a module's source tells that its symbol graph does not: which properties are computed
/// (the symbol graph spells a stored property and a computed one alike, `var total: Int { get }`,
/// and only a computed one can be replaced), and which members are `@inlinable` (their bodies are
/// compiled into their callers, so no replacement can be declared for them).
package struct SourceFacts {
    /// By the name of the type (or extension) that declares them: `["Ledger": ["total"]]`.
    package private(set) var computedProperties: [String: Set<String>] = [:]
    /// The same for `static` and `class` properties.
    package private(set) var computedTypeProperties: [String: Set<String>] = [:]
    /// Selectors of `@inlinable` (or `@_alwaysEmitIntoClient`, `@_transparent`) methods and
    /// names of such properties, by type.
    package private(set) var inlinable: [String: Set<String>] = [:]
    /// The file (its name, as `@_private(sourceFile:)` takes it) that declares each private or
    /// fileprivate method (by selector) and property (by name), by type: only an import of that
    /// file's private scope lets the test target name it.
    package private(set) var privateMembers: [String: [String: String]] = [:]
    /// The modules the module's files import (`Foundation`, `PathKit`): the generated file imports
    /// them too, so that the types its members' signatures name (`URL`, `Path`) are in scope.
    package private(set) var imports: Set<String> = []

    package init() {}

    /// Adds what `source`, the file named `fileName` of the module, declares.
    package mutating func scan(_ source: String, fileName: String = "") {
        for statement in Parser.parse(source: source).statements {
            let item = statement.item
            if let type = item.asProtocol(DeclGroupSyntax.self), let named = type.asProtocol(NamedDeclSyntax.self) {
                scan(type.memberBlock, of: named.name.text, in: fileName)
            } else if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
                scan(extensionDecl.memberBlock, of: extensionDecl.extendedType.trimmedText, in: fileName)
            } else if let importDecl = item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text {
                imports.insert(module)
            }
        }
    }

    private mutating func scan(_ members: MemberBlockSyntax, of owner: String, in fileName: String) {
        for member in members.members {
            // A nested type's members, by its qualified name (`Statement.Line`).
            if let nested = member.decl.asProtocol(DeclGroupSyntax.self), let named = nested.asProtocol(NamedDeclSyntax.self) {
                scan(nested.memberBlock, of: "\(owner).\(named.name.text)", in: fileName)
                continue
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let selector = MemberAnalysis.selector(of: function)
                if Self.isInlinable(function.attributes) { inlinable[owner, default: []].insert(selector) }
                if Self.isPrivate(function.modifiers) { privateMembers[owner, default: [:]][selector] = fileName }
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if Self.isPrivate(variable.modifiers) { privateMembers[owner, default: [:]][name] = fileName }
            if Self.isInlinable(variable.attributes) {
                inlinable[owner, default: []].insert(name)
            } else if case .computed = MemberAnalysis.analyze(variable) {
                if MemberAnalysis.isClassSide(variable.modifiers) {
                    computedTypeProperties[owner, default: []].insert(name)
                } else {
                    computedProperties[owner, default: []].insert(name)
                }
            }
        }
    }

    /// `private` or `fileprivate`, not `private(set)`.
    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }
    }

    private static func isInlinable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { attribute in
            ["inlinable", "_alwaysEmitIntoClient", "_transparent"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "")
        }
    }
}
