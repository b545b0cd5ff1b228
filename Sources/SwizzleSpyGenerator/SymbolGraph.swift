import Foundation

/// The parts of a Swift symbol graph (`Module.symbols.json`) the generator reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String

        /// The declaration as the module's interface writes it: `final class Ledger`,
        /// `func balance(of account: String) -> Int`.
        var declaration: String { declaration(qualifyingWith: nil) }

        /// The declaration, each of the module's own types it names written after the module's
        /// name (`-> any Stencil.Expression`), when `module` is given: the generated file imports
        /// the modules the module imports, one of which may declare a type of the same name
        /// (Foundation's `Expression`).
        func declaration(qualifyingWith module: (name: String, types: Set<String>)?) -> String {
            let fragments = declarationFragments ?? []
            let text = fragments.indices.map { index in
                let fragment = fragments[index]
                guard let module, fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier, module.types.contains(id),
                      index == 0 || !fragments[index - 1].spelling.hasSuffix(".") else { return fragment.spelling }
                return "\(module.name).\(fragment.spelling)"
            }.joined()
            // The fragments leave the access level out; the generated references keep it.
            return ["public", "open"].contains(accessLevel) && !text.hasPrefix(accessLevel) ? "public " + text : text
        }

        /// A member's declaration (see ``declaration(qualifyingWith:)``) without its `private` or
        /// `fileprivate`: reached through its file's private scope, a private member is named in
        /// the test target as an internal one.
        func memberDeclaration(qualifyingWith module: (name: String, types: Set<String>)?) -> String {
            let declaration = declaration(qualifyingWith: module)
            for level in ["private ", "fileprivate "] where declaration.hasPrefix(level) { return String(declaration.dropFirst(level.count)) }
            return declaration
        }
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    let symbols: [Symbol]
    let relationships: [Relationship]
}
