import SwiftSyntax

/// Rewrites `super.f(…)` in a copied method body into a call through the table that starts the
/// lookup at the superclass, so an override calling super never reaches itself (or a subclass's
/// override), and an indirect spy on the superclass sees the call.
///
/// When the class declares the method too, its signature is known and the call takes the fast
/// path. Otherwise the superclass's method as a value (`super.eat(food:)`) lets the type checker
/// supply the types for the generic path, and makes the call itself where the table cannot (a
/// generic method, a method the superclass leaves plain).
final class SuperCallRewriter: SyntaxRewriter {
    private let plan: ClassPlan
    private let isClassSide: Bool

    package init(plan: ClassPlan, isClassSide: Bool) {
        self.plan = plan
        self.isClassSide = isClassSide
        super.init(viewMode: .sourceAccurate)
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true,
              plan.superclassName != nil
        else { return super.visit(node) }
        let name = member.declName.baseName.text
        if name == "init" { return super.visit(node) }
        // Rewrite super calls nested in the arguments first.
        let visited = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let arguments = visited.arguments.map { $0.expression.trimmedText }
        let labels = visited.arguments.map { $0.label?.text ?? "_" }
        let selector = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        let hasTrailingClosure = visited.trailingClosure != nil || !visited.additionalTrailingClosures.isEmpty
        if !hasTrailingClosure, let model = plan.model(selector: selector, classSide: isClassSide),
           !model.parameters.contains(where: \.isVariadic) {
            return fastPath(model, arguments: arguments).with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        // An awaited call stays as written: the generic path's calls are synchronous, and the
        // super call itself is what it falls back to.
        if isAwaited(node) { return ExprSyntax(visited) }
        // The generic path: the superclass's method as a value (`super.eat(food:)`) gives the
        // types, and makes the call where the table cannot (see `superMethod`). A trailing
        // closure's label is not written, so the reference then names the base name only.
        let reference = hasTrailingClosure ? "super.\(name)" : "super.\(name)(\(labels.map { $0 + ":" }.joined()))"
        let helper = isClassSide ? "superClassMethod" : "superMethod"
        let record = Naming.ownRecord(of: plan)
        let trailing = [visited.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
            + visited.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        let passed = ([selectorLiteral(selector), reference] + arguments + trailing.map(\.trimmedText)).joined(separator: ", ")
        let call: ExprSyntax = "SwizzleRuntime._SwizzleMacroSupport.\(raw: helper)(self, from: \(raw: record), \(raw: passed))"
        return call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func selectorLiteral(_ selector: String) -> String { "\"\(selector)\"" }

    /// Whether `node` is inside an `await` of its own statement (`try await super.load(x)`), not
    /// one of an enclosing closure's or function's.
    private func isAwaited(_ node: FunctionCallExprSyntax) -> Bool {
        var ancestor = node.parent
        while let current = ancestor, !current.is(CodeBlockItemSyntax.self), !current.is(ClosureExprSyntax.self) {
            if current.is(AwaitExprSyntax.self) { return true }
            ancestor = current.parent
        }
        return false
    }

    private func fastPath(_ model: MethodModel, arguments: [String]) -> ExprSyntax {
        let record = Naming.ownRecord(of: plan)
        var builder = CallSiteBuilder(
            model: model,
            lookup: { impType, selector in
                "SwizzleRuntime._SwizzleMacroSupport.superImplementation(of: \(selector), from: \(record), \(model.methodType), as: \(impType).self)"
            },
            receiver: isClassSide ? "SwizzleRuntime._SwizzleMacroSupport.classReceiver(self)" : "self.receiverPointer",
            selector: model.selectorExpression(className: plan.className),
            arguments: arguments)
        if model.isGeneric {
            // The superclass's copy of the generic body (the nearest one up the chain).
            builder.genericBody = ImplementationBuilder.originalCall(model, className: plan.className, receiver: "super", arguments: arguments,
                                                                     throughOverridableCopy: true)
        }
        return "\(raw: builder.expression())"
    }
}
