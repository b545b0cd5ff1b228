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
}

package struct SwizzleFixIt: FixItMessage {
    package let message: String
    package init(message: String) { self.message = message }
    package var fixItID: MessageID { MessageID(domain: "SwizzleKitMacros", id: message) }
}

/// The errors for a declaration `@Swizzlable` cannot work on, with their fix-its.
package enum MisuseDiagnostics {
    /// The diagnostic for `declaration`, or nil if it is a class the macro supports.
    package static func diagnose(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> Diagnostic? {
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
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            return misuse(extensionDecl.extensionKeyword, kind: "an extension",
                          why: "mark the class declaration itself, which the macro must see whole", fixIts: [removal])
        }
        if let classDecl = declaration.as(ClassDeclSyntax.self), let generics = classDecl.genericParameterClause {
            return Diagnostic(node: Syntax(generics), message: SwizzleDiagnostic.error(
                "genericClass",
                "@Swizzlable does not support generic classes yet: a generic type cannot have the static stored properties that hold its record and selectors"),
                fixIts: [removal])
        }
        return nil
    }

    private static func misuse(_ keyword: TokenSyntax, kind: String, why: String, fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(node: Syntax(keyword), message: SwizzleDiagnostic.error(
            "notAClass", "@Swizzlable applies to classes, not \(kind): \(why)"), fixIts: fixIts)
    }
}
