import SwiftParser
import SwiftSyntax

/// Which properties of a module's types are computed, read from its source: the symbol graph
/// spells a stored property and a computed one alike (`var total: Int { get }`), and only a
/// computed one can be replaced.
package enum ComputedProperties {
    /// The instance properties with a getter written in `source`, by the name of the type (or
    /// extension) that declares them: `["Ledger": ["total"]]`.
    package static func scan(_ source: String) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for statement in Parser.parse(source: source).statements {
            let item = statement.item
            let owner: (name: String, members: MemberBlockSyntax)?
            if let type = item.asProtocol(DeclGroupSyntax.self), let named = type.asProtocol(NamedDeclSyntax.self) {
                owner = (named.name.text, type.memberBlock)
            } else if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
                owner = (extensionDecl.extendedType.trimmedDescription, extensionDecl.memberBlock)
            } else {
                owner = nil
            }
            guard let owner else { continue }
            for member in owner.members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !MemberAnalysis.isClassSide(variable.modifiers),
                      case .computed = MemberAnalysis.analyze(variable),
                      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                found[owner.name, default: []].insert(name)
            }
        }
        return found
    }
}
