import SwiftSyntax

/// The declaration `@Swizzlable` opts in: a class, or an actor (final, with no superclass, its
/// instance methods isolated to it).
package struct OptedInType {
    package let name: String
    package let modifiers: DeclModifierListSyntax
    package let attributes: AttributeListSyntax
    package let memberBlock: MemberBlockSyntax
    package let inheritanceClause: InheritanceClauseSyntax?
    package let isActor: Bool
    /// A generic class's generic parameters (`Entity` of `Repository<Entity>`).
    package let genericParameters: [String]

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
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            name = actorDecl.name.text
            inheritanceClause = actorDecl.inheritanceClause
            isActor = true
            genericParameters = actorDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
        } else {
            return nil
        }
        modifiers = declaration.modifiers
        attributes = declaration.attributes
        memberBlock = declaration.memberBlock
    }
}
