import SwiftSyntax

/// The declaration `@Swizzlable` opts in: a class, or an actor (final, with no superclass, its
/// instance methods isolated to it).
struct OptedInType {
    let name: String
    let modifiers: DeclModifierListSyntax
    let attributes: AttributeListSyntax
    let memberBlock: MemberBlockSyntax
    let inheritanceClause: InheritanceClauseSyntax?
    let isActor: Bool

    init?(_ declaration: some DeclGroupSyntax) {
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
            inheritanceClause = classDecl.inheritanceClause
            isActor = false
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            name = actorDecl.name.text
            inheritanceClause = actorDecl.inheritanceClause
            isActor = true
        } else {
            return nil
        }
        modifiers = declaration.modifiers
        attributes = declaration.attributes
        memberBlock = declaration.memberBlock
    }
}
