import SwiftSyntax

/// The declaration `@Swizzlable` opts in: a class, an actor (final, with no superclass, its
/// instance methods isolated to it), or an extension of a `@Swizzlable` class, whose methods join
/// the class's table.
package struct OptedInType {
    package let name: String
    package let modifiers: DeclModifierListSyntax
    package let attributes: AttributeListSyntax
    package let memberBlock: MemberBlockSyntax
    package let inheritanceClause: InheritanceClauseSyntax?
    package let isActor: Bool
    /// A generic class's generic parameters (`Entity` of `Repository<Entity>`).
    package let genericParameters: [String]
    /// An extension (`name` is the extended type as written): it adds methods to the class's
    /// table, not a table of its own.
    package let isExtension: Bool

    package init?(_ declaration: (any DeclGroupSyntax)?) {
        guard let declaration else { return nil }
        self.init(declaration)
    }

    package init?(_ declaration: some DeclGroupSyntax) {
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
            inheritanceClause = classDecl.inheritanceClause
            isActor = false
            genericParameters = classDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            isExtension = false
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            name = actorDecl.name.text
            inheritanceClause = actorDecl.inheritanceClause
            isActor = true
            genericParameters = actorDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            isExtension = false
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            // Whether the type is a class, an actor or generic is not written here: the generated
            // code's registration call says so at compile time (see `registerExtension`).
            name = extensionDecl.extendedType.trimmedText
            inheritanceClause = extensionDecl.inheritanceClause
            isActor = false
            genericParameters = []
            isExtension = true
        } else {
            return nil
        }
        modifiers = declaration.modifiers
        attributes = declaration.attributes
        memberBlock = declaration.memberBlock
    }
}
