import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import SwizzleGenerator

/// `@Swizzlable`: opts a class into the dispatch table.
///
/// - member role: the record (registered lazily, once), `runtimeClass`, selectors, the copies of
///   original bodies that serve as default implementations, and the `make` factories.
/// - member-attribute role: puts `@_SwizzlableDispatch` on each dispatched method, whose body
///   macro replaces the body with a call through the table, and `@_SwizzlableProperty` on each
///   dispatched stored property, whose accessors go through the table.
/// - extension role: the `Swizzlable` and `SwizzleMethodProviding` conformances, on a root class only.
///
/// As `@SwizzlableExtension`, on an extension of a `@Swizzlable` class (`extension Dog: Greeter`), the member
/// role adds the copies of the bodies and the typed references, and each dispatched method's body
/// carries its own entry (see `ExtensionEntry`).
///
/// Whether the class is a root comes from the compiler, not from syntax: the member and extension
/// roles are told which of their conformances the class lacks (SE-0407), so a class whose
/// superclass is `@Swizzlable` (in any file) lacks none and overrides `runtimeClass`, and any
/// other class declares it and becomes a root.
public struct SwizzlableMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro, PeerMacro {
    /// The expansion is written already laid out. swift-syntax's formatter (the default, `.auto`)
    /// was a third of a debug build's time for 50 classes of 10 methods (32 s, 21 s without it).
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let misuse = MisuseDiagnostics.diagnose(declaration, attribute: node, enclosing: context.lexicalContext) {
            context.diagnose(misuse)
            return []
        }
        guard let classDecl = OptedInType(declaration) else { return [] }
        if classDecl.isExtension, let misuse = swizzlableOnAnExtension(node) {
            context.diagnose(misuse)
            return []
        }
        guard let flag = flagArgument(node, in: context) else { return [] }
        if classDecl.isExtension {
            let plan = ClassPlan(classDecl, isRoot: true, flag: flag.value)
            diagnoseLeftPlain(plan, in: context)
            return MemberGenerator.extensionMembers(plan, lines: SourceLines(context, in: declaration),
                                                    plainMembersRecord: plainMembersRecordName(declaration, in: context))
        }
        if let existing = declaredRuntimeClass(classDecl) {
            context.diagnose(Diagnostic(node: existing, message: SwizzleDiagnostic.error(
                "runtimeClassDeclared", "@Swizzlable declares 'runtimeClass' itself; remove this one"),
                fixIts: [FixIt(message: SwizzleFixIt(message: "Remove this 'runtimeClass'"),
                               changes: [.replace(oldNode: existing, newNode: Syntax(MemberBlockItemSyntax(decl: DeclSyntax(""))))])]))
            return []
        }
        let plan = ClassPlans.plan(classDecl, node: declaration, isRoot: isRoot(classDecl, protocols), flag: flag.value,
                                   dispatchesStoredProperties: dispatchesStoredProperties(node))
        diagnoseLeftPlain(plan, in: context)
        return MemberGenerator.members(plan, lines: SourceLines(context, in: declaration))
    }

    /// A name for an extension's record of its plain members, unique in the module: the
    /// compiler's unique names for the member role of two extensions of one type in one file are
    /// the same (an extension has no name to tell them apart), so the extension's place is in it.
    private static func plainMembersRecordName(_ declaration: some DeclGroupSyntax, in context: some MacroExpansionContext) -> String {
        let location = context.location(of: declaration, at: .afterLeadingTrivia, filePathMode: .fileID)
        let place = [location?.file.trimmedText, location?.line.trimmedText].compactMap { $0 }.joined(separator: "_")
        return context.makeUniqueName("plainMembers_" + place.filter { $0.isLetter || $0.isNumber || $0 == "_" }).text
    }

    /// The warnings and remarks for the members `plan` leaves plain.
    private static func diagnoseLeftPlain(_ plan: ClassPlan, in context: some MacroExpansionContext) {
        for warning in plan.warnings {
            context.diagnose(Diagnostic(node: warning.node, message: SwizzleDiagnostic.warning("notDispatched", warning.message)))
        }
        for remark in plan.remarks {
            context.diagnose(Diagnostic(node: remark.node, message: SwizzleDiagnostic.remark("notDispatched", remark.message)))
        }
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let classDecl = OptedInType(declaration),
              MisuseDiagnostics.diagnose(declaration, attribute: node, enclosing: context.lexicalContext) == nil,
              !classDecl.isExtension || swizzlableOnAnExtension(node) == nil,
              let flag = flagArgument(node, in: nil), declaredRuntimeClass(classDecl) == nil
        else { return [] }
        // Root or not does not change which members are dispatched; the plan is made once per class.
        let memberText = member.description
        let attributes = MemberAttributePlan.attributes(
            for: classDecl, node: declaration, text: declaration.description, flag: flag.value,
            dispatchesStoredProperties: dispatchesStoredProperties(node), answering: memberText
        )
        guard let attribute = attributes[memberText], !attribute.isEmpty else { return [] }
        return [Verbatim.attribute(attribute)]
    }

    /// A generic class's table, beside the class (a generic type cannot hold static storage).
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let group = declaration.asProtocol(DeclGroupSyntax.self), let classDecl = OptedInType(group),
              !classDecl.genericParameters.isEmpty,
              MisuseDiagnostics.diagnose(group, attribute: node, enclosing: context.lexicalContext) == nil,
              let flag = flagArgument(node, in: nil), declaredRuntimeClass(classDecl) == nil
        else { return [] }
        let plan = ClassPlan(classDecl, isRoot: true, flag: flag.value)
        return [MemberGenerator.genericTable(plan)]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let classDecl = OptedInType(declaration), !classDecl.isExtension,
              MisuseDiagnostics.diagnose(declaration, attribute: node, enclosing: context.lexicalContext) == nil,
              !protocols.isEmpty, declaredRuntimeClass(classDecl) == nil
        else { return [] }
        // Only the conformances the class lacks (one that names `Swizzlable` itself lacks the other).
        let missing = protocols.map { "SwizzleRuntime." + ($0.trimmedText.split(separator: ".").last ?? "") }
            .joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: missing) {}")]
    }

    // MARK: Pieces

    /// `@Swizzlable` itself on an extension: the compiler refuses it ("'extension' macro cannot be
    /// attached to extension") but still runs its member role, which says what to write instead
    /// and generates nothing.
    private static func swizzlableOnAnExtension(_ node: AttributeSyntax) -> Diagnostic? {
        let name = node.attributeName.trimmedText
        guard name == "Swizzlable" || name.hasSuffix(".Swizzlable") else { return nil }
        let renamed = node.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("SwizzlableExtension"))))
        return Diagnostic(node: node, message: SwizzleDiagnostic.error(
            "swizzlableOnAnExtension", "an extension's methods join its class's table with @SwizzlableExtension: "
                + "Swift 6.3 cannot attach @Swizzlable (which adds conformances) to an extension"),
            fixIts: [FixIt(message: SwizzleFixIt(message: "Use '@SwizzlableExtension'"),
                           changes: [.replace(oldNode: Syntax(node), newNode: Syntax(renamed))])])
    }

    /// Whether no ancestor is `Swizzlable`: the compiler lists the protocol as one the class
    /// lacks. A class that names `Swizzlable` itself is a root too.
    private static func isRoot(_ declaration: OptedInType, _ missing: [TypeSyntax]) -> Bool {
        let names = Set(["Swizzlable", "SwizzleCore.Swizzlable", "SwizzleRuntime.Swizzlable", "SwizzleKit.Swizzlable"])
        if missing.contains(where: { names.contains($0.trimmedText) }) { return true }
        return declaration.inheritanceClause?.inheritedTypes.contains { names.contains($0.type.trimmedText) } ?? false
    }

    private struct Flag { let value: String? }

    /// The condition of a class whose attribute names none: debug builds set it (SwiftPM and
    /// Xcode's templates both do), release builds do not, so production code pays nothing.
    private static let defaultFlag = "DEBUG"

    /// Whether the attribute says `storedProperties: .dispatched`.
    private static func dispatchesStoredProperties(_ node: AttributeSyntax) -> Bool {
        guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "storedProperties" })
        else { return false }
        return argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dispatched"
    }

    /// The condition a build needs for the class to be dispatched: `DEBUG` when the attribute
    /// names none, so a release build is plain Swift; none for `behindPreprocessorFlag: nil`
    /// (every build); nil result after an error.
    private static func flagArgument(_ node: AttributeSyntax, in context: (any MacroExpansionContext)?) -> Flag? {
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self),
              let argument = arguments.first(where: { $0.label?.text == "behindPreprocessorFlag" })
        else { return Flag(value: defaultFlag) }
        if argument.expression.is(NilLiteralExprSyntax.self) { return Flag(value: nil) }
        let literal = argument.expression.as(StringLiteralExprSyntax.self)
        let value = literal?.representedLiteralValue
        guard let value, isIdentifier(value) else {
            context?.diagnose(Diagnostic(node: argument.expression, message: SwizzleDiagnostic.error(
                "badFlag", "behindPreprocessorFlag must be nil (every build) or a string literal naming one compilation condition, such as \"TESTING\"")))
            return nil
        }
        return Flag(value: value)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func declaredRuntimeClass(_ declaration: OptedInType) -> Syntax? {
        for item in declaration.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.bindings.contains(where: { $0.pattern.trimmedText == "runtimeClass" }) { return Syntax(item) }
        }
        return nil
    }
}
