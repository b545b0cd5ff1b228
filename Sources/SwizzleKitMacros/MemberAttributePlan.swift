import SwiftSyntax
import SwizzleGenerator

/// What the member-attribute role puts on each member of one class, worked out once per class.
///
/// The compiler asks the role about each member separately, and each answer needs the whole
/// class's plan (which members are overloads, which initializers get factories). Building the
/// plan per member made a class of N members cost N plans; the plugin process serves every
/// expansion of a compilation, so the answers are kept, keyed by the class's text and the
/// attribute's arguments, and the other N − 1 requests read them.
enum MemberAttributePlan {
    /// The attribute (`@_SwizzlableDispatch(of: "Dog")`) for each member, "" for a member that
    /// gets none, by the member's text as written (`description`: trimming rebuilds the tree,
    /// which cost more than the lookup).
    typealias Attributes = [String: String]

    /// The attributes of the classes expanded most recently, by the class's text and arguments.
    private static let recent = RecentValues<String, Attributes>()
    /// The attributes the last requests were answered from, by the member each answered as JSON
    /// writes its source: for ``MemberAttributeShortcut`` to answer the class's other requests with.
    private static let answered = RecentValues<String, Attributes>()

    /// The attributes the request about `member` (its source as JSON writes it) was answered
    /// from, if it was; forgotten once taken.
    static func takeAttributes(answering member: String) -> Attributes? {
        answered.take(member)
    }

    /// ``attributes(for:node:text:flag:dispatchesStoredProperties:)``, kept for
    /// ``takeAttributes(answering:)`` under the member asked about.
    static func attributes(for classDecl: OptedInType, node: some SyntaxProtocol, text: String, flag: String?,
                           dispatchesStoredProperties: Bool, answering member: String) -> Attributes {
        let attributes = attributes(for: classDecl, node: node, text: text, flag: flag,
                                    dispatchesStoredProperties: dispatchesStoredProperties)
        answered.store(attributes, for: ExpansionAnswer.escaped(member))
        return attributes
    }

    /// The attributes for `classDecl`, whose syntax is `node` and whose text is `text`.
    static func attributes(for classDecl: OptedInType, node: some SyntaxProtocol, text: String, flag: String?,
                           dispatchesStoredProperties: Bool) -> Attributes {
        let key = "\(flag ?? "")|\(dispatchesStoredProperties)|\(text)"
        if let known = recent[key] { return known }
        let plan = ClassPlans.plan(classDecl, node: node, isRoot: true, flag: flag, dispatchesStoredProperties: dispatchesStoredProperties)
        var attributes: Attributes = [:]
        for item in classDecl.memberBlock.members {
            attributes[item.decl.description] = attribute(for: item.decl, in: plan, flag: flag) ?? ""
        }
        recent.store(attributes, for: key)
        return attributes
    }

    /// The attribute one member gets, if it is dispatched.
    private static func attribute(for member: DeclSyntax, in plan: ClassPlan, flag: String?) -> String? {
        let macro: String
        // An overload that only its types tell apart: its body macro is told its typed selector.
        var typedSelector: String?
        if let function = member.as(FunctionDeclSyntax.self), let method = plan.method(matching: function) {
            macro = "_SwizzlableDispatch"
            if method.model.selector != MemberAnalysis.selector(of: function) { typedSelector = method.model.selector }
        } else if let variable = member.as(VariableDeclSyntax.self), plan.property(matching: variable) != nil {
            macro = "_SwizzlableProperty"
        } else if let initializer = member.as(InitializerDeclSyntax.self), !plan.isActor,
                  let factory = plan.factories.first(where: { $0.declaration.trimmedText == initializer.trimmedText }) {
            macro = "_SwizzlableConstruction"
            if factory.model.selector != MemberAnalysis.selector(of: initializer) { typedSelector = factory.model.selector }
        } else {
            return nil
        }
        var arguments = ["of: \(Verbatim.literal(plan.className))"]
        if let typedSelector { arguments.append("selector: \(Verbatim.literal(typedSelector))") }
        if let flag { arguments.append("behindPreprocessorFlag: \(Verbatim.literal(flag))") }
        return "@\(macro)(\(arguments.joined(separator: ", ")))"
    }
}
