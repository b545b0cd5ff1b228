import SwiftParser
import SwiftSyntax

/// What a module's source tells that its symbol graph does not: which properties are computed
/// (the symbol graph spells a stored property and a computed one alike, `var total: Int { get }`,
/// and only a computed one can be replaced), and which members are `@inlinable` (their bodies are
/// compiled into their callers, so no replacement can be declared for them).
package struct SourceFacts {
    /// By the name of the type (or extension) that declares them: `["Ledger": ["total"]]`.
    package private(set) var computedProperties: [String: Set<String>] = [:]
    /// Selectors of `@inlinable` (or `@_alwaysEmitIntoClient`, `@_transparent`) methods and
    /// names of such properties, by type.
    package private(set) var inlinable: [String: Set<String>] = [:]

    package init() {}

    /// Adds what `source`, a file of the module, declares.
    package mutating func scan(_ source: String) {
        for statement in Parser.parse(source: source).statements {
            let item = statement.item
            if let type = item.asProtocol(DeclGroupSyntax.self), let named = type.asProtocol(NamedDeclSyntax.self) {
                scan(type.memberBlock, of: named.name.text)
            } else if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
                scan(extensionDecl.memberBlock, of: extensionDecl.extendedType.trimmedDescription)
            }
        }
    }

    private mutating func scan(_ members: MemberBlockSyntax, of owner: String) {
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), Self.isInlinable(function.attributes) {
                inlinable[owner, default: []].insert(MemberAnalysis.selector(of: function))
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if Self.isInlinable(variable.attributes) {
                inlinable[owner, default: []].insert(name)
            } else if !MemberAnalysis.isClassSide(variable.modifiers), case .computed = MemberAnalysis.analyze(variable) {
                computedProperties[owner, default: []].insert(name)
            }
        }
    }

    private static func isInlinable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { attribute in
            ["inlinable", "_alwaysEmitIntoClient", "_transparent"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        }
    }
}
