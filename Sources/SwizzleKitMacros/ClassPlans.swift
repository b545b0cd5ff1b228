import SwiftSyntax
import SwizzleGenerator

/// A class's plan, made once for the roles that ask about the same class.
///
/// The member role and the member-attribute role each need the class's plan, and the compiler
/// asks them about the same class one after the other. swift-syntax's handler parses a request's
/// class once and hands the roles the same tree while its text is among the last it parsed, so a
/// plan made for one role serves the other, and its nodes are the nodes the other role was given:
/// their source locations are the ones the compiler knows. A plan is reused only for the very same
/// node (its tree and its place in it), never for another parse of the same text.
enum ClassPlans {
    private struct Key: Hashable {
        let node: SyntaxIdentifier
        let isRoot: Bool
        let flag: String?
        let dispatchesStoredProperties: Bool
    }

    /// A kept plan keeps its tree, so a node's identifier cannot be given to another tree's node
    /// while the plan is here.
    private static let recent = RecentValues<Key, ClassPlan>()

    static func plan(_ classDecl: OptedInType, node: some SyntaxProtocol, isRoot: Bool, flag: String?,
                     dispatchesStoredProperties: Bool) -> ClassPlan {
        let key = Key(node: node.id, isRoot: isRoot, flag: flag, dispatchesStoredProperties: dispatchesStoredProperties)
        if let known = recent[key] { return known }
        let plan = ClassPlan(classDecl, isRoot: isRoot, flag: flag, dispatchesStoredProperties: dispatchesStoredProperties)
        recent.store(plan, for: key)
        return plan
    }
}
