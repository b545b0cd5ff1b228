import SwiftSyntax

// `generate-spies` for constructions: a convenience initializer with arguments is replaced by one
// that reports what it built to global mocks; any other initializer is listed with why.
extension ReplacementGenerator {
    /// Why a construction `Type(…)` of a class through `factory`'s initializer cannot reach a
    /// global mock, or nil when it can (measured on Swift 6.3.1 with `-enable-implicit-dynamic`).
    /// A convenience initializer with arguments is replaced by one with another first label
    /// (``constructionReplacement(_:className:)``). A designated one's replacement must be
    /// designated, and a designated initializer can neither delegate to the original (`self.init`)
    /// nor return another object. `init()` cannot be named apart: a replacement written
    /// `convenience init()` is taken for the initializer it replaces ("not marked dynamic").
    static func initializerRefusal(_ factory: ClassPlan.Factory, className: String) -> String? {
        let declaration = factory.declaration
        let why: String
        if !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) {
            why = "a designated initializer's replacement must be designated, which Swift lets neither run the original "
                + "(it cannot delegate with self.init) nor return another object"
        } else if factory.model.parameters.isEmpty {
            why = "a replacement of init() would have to be named init() too, which Swift takes for the initializer it "
                + "replaces ('not marked dynamic')"
        } else if factory.model.isAsync {
            why = "an async initializer's replacement is not generated yet"
        } else {
            return nil
        }
        return "the constructions of a class reached only through generate-spies are not intercepted through this initializer: "
            + why + "; to mock \(className)(…), give it a convenience initializer with arguments, mark \(className) @Swizzlable, or have "
            + "the code under test take its \(className) as a parameter and pass it a spied one"
    }

    /// `@_dynamicReplacement(for: init(policy:)) convenience init(__swizzle_policy policy: String)`:
    /// runs the original (inside a replacement, the initializer itself) and reports the object it
    /// built, as `@Swizzlable`'s initializer body does, so a global mock adopts it. Its first
    /// argument label is its own (the replaced initializer has the other).
    static func constructionReplacement(_ factory: ClassPlan.Factory, className: String) -> String {
        var initializer = factory.declaration.trimmed
        initializer.attributes = initializer.attributes.filter { ClassPlan.namesGlobalActor([$0]) }
        initializer.modifiers = initializer.modifiers.filter { [.keyword(.convenience), .keyword(.nonisolated)].contains($0.name.tokenKind) }
        let parameters = initializer.signature.parameterClause.parameters
        let first = parameters.first!.firstName
        initializer.signature.parameterClause.parameters = replacementParameters(parameters, firstLabel: first.tokenKind == .wildcard ? nil : first.text)
        initializer.body = nil
        let model = factory.model
        let call = "\(model.isThrowing ? "try " : "")self.init(\(ImplementationBuilder.labeled(model, model.parameters.map(\.name))))"
        return """
            @_dynamicReplacement(for: \(MemberAnalysis.selector(of: factory.declaration)))
            \(initializer.trimmedText) {
            \(ConstructionReport.begin)
            \(call)
            \(ConstructionReport.statement(model, className: className))
            }
            """
    }
}
