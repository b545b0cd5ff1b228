import SwiftSyntax
import SwiftSyntaxMacros

/// `@NotSwizzled`: a marker that `@Swizzlable` reads on a member (it leaves the member plain,
/// without a warning). It adds nothing itself.
public struct NotSwizzledMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
