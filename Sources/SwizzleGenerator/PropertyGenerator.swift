import SwiftSyntax

/// What `@Swizzlable` writes for a dispatched stored property: the default implementations of its
/// getter and setter (the class's member role), and its accessors and storage (the property's own
/// `@_SwizzlableProperty`).
package enum PropertyGenerator {
    // MARK: Default implementations

    /// `__swizzle_Dog_get_name()` reads the storage; `__swizzle_Dog_set_name(_:)` runs `willSet`,
    /// stores, and runs `didSet`, as the compiler's observing setter would.
    package static func defaults(_ property: ClassPlan.Property, plan: ClassPlan, lines: SourceLines) -> [DeclSyntax] {
        let model = property.model
        // An actor is final already, and allows no `final` on its members.
        let modifiers = plan.isActor ? "private" : "private final"
        let getter = "\(Naming.original)(\(Naming.originalLabel(model.getter.baseName)) _: Swift.Void)"
        let setter = "\(Naming.original)(\(Naming.originalLabel(model.setter.baseName)) _: Swift.Void, _ newValue: \(model.type))"
        var body: [String] = []
        if model.didSet != nil { body.append("let __swizzleOldValue = self.\(model.storage)") }
        if let willSet = model.willSet {
            body.append(observer(willSet, defaultName: "newValue", value: "newValue", property: model, lines: lines))
        }
        body.append("self.\(model.storage) = newValue")
        if let didSet = model.didSet {
            body.append(observer(didSet, defaultName: "oldValue", value: "__swizzleOldValue", property: model, lines: lines))
        }
        return [
            "\(raw: modifiers) func \(raw: getter) -> \(model.type) { self.\(raw: model.storage) }",
            "\(raw: modifiers) func \(raw: setter) {\n\(raw: body.joined(separator: "\n"))\n}",
        ]
    }

    /// An observer's body as a `do` block, with its parameter bound, and its references to the
    /// property itself made to the storage (inside its own observers a property is its storage,
    /// so a `didSet` that assigns it does not observe again).
    private static func observer(_ accessor: AccessorDeclSyntax, defaultName: String, value: String,
                                 property: PropertyModel, lines: SourceLines) -> String {
        guard let body = accessor.body else { return "" }
        let name = accessor.parameters?.name.text ?? defaultName
        let rewritten = StorageReferenceRewriter(property: property.name, storage: property.storage).rewrite(body)
            .as(CodeBlockSyntax.self) ?? body
        let block = lines.keepingLines(of: body, in: rewritten)
        return name == value ? "do \(block)" : "do {\nlet \(name) = \(value)\ndo \(block)\n}"
    }

    // MARK: Accessors and storage

    /// The `init`, `get` and `set` accessors: the getter and setter dispatched through the table,
    /// each calling its default directly while the table holds the default.
    package static func accessors(_ model: PropertyModel, className: String, flag: String?,
                                  tableDeclaresSignature: Bool = true) -> [AccessorDeclSyntax] {
        let getter = model.getter, setter = model.setter
        // The defaults: the getter's reads the storage; the setter's runs the observers.
        let readStorage = "self.\(model.storage)"
        let callSetter = ImplementationBuilder.originalCall(setter, className: className, receiver: "self", arguments: ["newValue"])
        var get = CallSiteBuilder.dispatch(getter, className: className, tableDeclaresSignature: tableDeclaresSignature)
        get.runsDefaultDirectly = (slot: getter.slotExpression(className: className), call: readStorage)
        var set = CallSiteBuilder.dispatch(setter, className: className, tableDeclaresSignature: tableDeclaresSignature)
        set.runsDefaultDirectly = (slot: setter.slotExpression(className: className), call: callSetter)
        return [
            "@storageRestrictions(initializes: \(raw: model.storage))\ninit(initialValue) {\n\(raw: model.storage) = initialValue\n}",
            "get {\n\(raw: BuildCondition.choosing(get.statements(), otherwise: "return " + readStorage, flag: flag))\n}",
            "set {\n\(raw: BuildCondition.choosing(set.statements(), otherwise: callSetter, flag: flag))\n}",
        ]
    }

    /// The property's value: private storage of its type, initialized by its `init` accessor.
    package static func storage(_ model: PropertyModel) -> DeclSyntax {
        "private var \(raw: model.storage): \(model.type)"
    }
}

/// Rewrites `name` and `self.name` to the property's storage in its observers' bodies.
private final class StorageReferenceRewriter: SyntaxRewriter {
    package let property: String
    package let storage: String

    package init(property: String, storage: String) {
        self.property = property
        self.storage = storage
        super.init(viewMode: .sourceAccurate)
    }

    package override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.baseName.text == property else { return super.visit(node) }
        // A member of another base (`other.name`) is not this property; `self.name` and `name` are.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            return super.visit(node)
        }
        return ExprSyntax(node.with(\.baseName, .identifier(storage, leadingTrivia: node.baseName.leadingTrivia,
                                                                trailingTrivia: node.baseName.trailingTrivia)))
    }
}
