import Foundation

/// The parts of a Swift symbol graph (`Module.symbols.json`) the generator reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String

        /// The declaration as the module's interface writes it: `final class Ledger`,
        /// `func balance(of account: String) -> Int`.
        var declaration: String {
            let text = (declarationFragments ?? []).map(\.spelling).joined()
            // The fragments leave the access level out; the generated references keep it.
            return ["public", "open"].contains(accessLevel) && !text.hasPrefix(accessLevel) ? "public " + text : text
        }

        /// The declaration without its `private` or `fileprivate`: reached through its file's
        /// private scope, a private member is named in the test target as an internal one.
        var internalDeclaration: String {
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
