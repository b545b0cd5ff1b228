import SwiftDiagnostics
import SwiftSyntax

/// A message of `@Swizzlable`: an error for misuse, a warning for a member it leaves plain.
package struct SwizzleDiagnostic: DiagnosticMessage {
    package let message: String
    package let id: String
    package let severity: DiagnosticSeverity

    package var diagnosticID: MessageID { MessageID(domain: "SwizzleKitMacros", id: id) }

    package static func error(_ id: String, _ message: String) -> SwizzleDiagnostic {
        SwizzleDiagnostic(message: message, id: id, severity: .error)
    }

    package static func warning(_ id: String, _ message: String) -> SwizzleDiagnostic {
        SwizzleDiagnostic(message: message, id: id, severity: .warning)
    }

    /// A remark: said in the build log, never a warning (an annotated package's build stays clean).
    package static func remark(_ id: String, _ message: String) -> SwizzleDiagnostic {
        SwizzleDiagnostic(message: message, id: id, severity: .remark)
    }
}

package struct SwizzleFixIt: FixItMessage {
    package let message: String
    package init(message: String) { self.message = message }
    package var fixItID: MessageID { MessageID(domain: "SwizzleKitMacros", id: message) }
}

/// The errors for a declaration `@Swizzlable` cannot work on, with their fix-its.
package enum MisuseDiagnostics {
    /// The diagnostic for `declaration`, or nil if it is a class the macro supports: an error for
    /// what is not a class, a remark for a class it leaves plain (a generic one, one inside a
    /// generic type, a private one). `enclosing` is the macro's lexical context.
    package static func diagnose(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax,
                                 enclosing: [Syntax] = []) -> Diagnostic? {
        let removal = FixIt(message: SwizzleFixIt(message: "Remove '@Swizzlable'"),
                            changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(TokenSyntax.identifier("")))])
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            let toClass = FixIt(message: SwizzleFixIt(message: "Make it a final class"),
                                changes: [.replace(oldNode: Syntax(structDecl.structKeyword),
                                                   newNode: Syntax(TokenSyntax.keyword(.class, leadingTrivia: "final ", trailingTrivia: .space)))])
            return misuse(structDecl.structKeyword, kind: "a struct",
                          why: "value types have no identity to spy on and no subclasses to dispatch to", fixIts: [toClass, removal])
        }
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            return misuse(enumDecl.enumKeyword, kind: "an enum", why: "value types have no identity to spy on", fixIts: [removal])
        }
        if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
            return misuse(protocolDecl.protocolKeyword, kind: "a protocol",
                          why: "a protocol has no implementations to put in the table; mark the conforming classes", fixIts: [removal])
        }
        // An extension is of a @Swizzlable class or not: its generated registration says which at
        // compile time (an extension does not say what its type is).
        guard let classDecl = OptedInType(declaration) else { return nil }
        // The member-attribute role's context starts at the class itself: only what encloses it counts.
        let enclosing = enclosing.filter { OptedInType($0.asProtocol(DeclGroupSyntax.self))?.name != classDecl.name }
        // Left plain, with a remark rather than an error: the class compiles and means what it
        // meant; a typed spy on it does not compile (it is not Swizzlable).
        if let generics = declaration.as(ActorDeclSyntax.self)?.genericParameterClause {
            return plain(generics, "'\(classDecl.name)' is a generic actor, and generic actors are not in the dispatch table yet")
        }
        if enclosing.contains(where: { $0.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil }) {
            return plain(attribute, "'\(classDecl.name)' is declared inside a generic type, whose nested types cannot hold the "
                         + "static storage of a table")
        }
        // An extension does not say whether its type is generic (`extension AsyncPublisher.Iterator`).
        if enclosing.contains(where: { $0.is(ExtensionDeclSyntax.self) }) {
            return plain(attribute, "'\(classDecl.name)' is declared inside an extension, whose type may be generic (its nested "
                         + "types could not hold the static storage of a table); declare it in the type itself to dispatch it")
        }
        // A private class inside another type: its conformance cannot be declared outside that type
        // (at file scope, private is fileprivate, and it can).
        if !enclosing.isEmpty, classDecl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) {
            return plain(attribute, "'\(classDecl.name)' is private inside another type, so no test can reach it (and its "
                         + "conformance cannot be declared outside that type)")
        }
        return nil
    }

    private static func plain(_ node: some SyntaxProtocol, _ why: String) -> Diagnostic {
        Diagnostic(node: Syntax(node), message: SwizzleDiagnostic.remark("leftPlain", "@Swizzlable leaves this class plain Swift: \(why)"))
    }

    private static func misuse(_ keyword: TokenSyntax, kind: String, why: String, fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(node: Syntax(keyword), message: SwizzleDiagnostic.error(
            "notAClass", "@Swizzlable applies to classes, not \(kind): \(why)"), fixIts: fixIts)
    }
}
