/// What reports a construction to global mocks, written alike by `@Swizzlable`'s initializer body
/// and by `generate-spies`' replacement initializer: the object an outermost initializer built,
/// with its arguments boxed as written.
package enum ConstructionReport {
    /// The token `beginConstruction()` gives, which the report and the end read.
    package static let token = "__swizzleConstruction"

    /// `let __swizzleConstruction = …beginConstruction()` and its `defer`: the lines before the body.
    package static let begin = """
        let \(token) = SwizzleRuntime._SwizzleMacroSupport.beginConstruction()
        defer { if \(token) >= 0 { SwizzleRuntime._SwizzleMacroSupport.endConstruction() } }
        """

    /// The statement that reports `self` as built by `model`'s initializer of `className`, when it
    /// is the outermost initializer (token 0, while some initializer is watched): the usual
    /// construction pays one call and two compares.
    package static func statement(_ model: MethodModel, className: String) -> String {
        // Boxed as written (an optional stays an optional inside the `Any`), without the warning an
        // implicit coercion would print in the user's build. A closure the caller did not let
        // escape cannot be kept: its placeholder is.
        let arguments = model.parameters.map { parameter in
            parameter.isNonEscapingClosure
                ? "SwizzleRuntime.NonEscapingClosure(type: \(Verbatim.literal(parameter.abiType.trimmedText))) as Any"
                : "\(parameter.name) as Any"
        }
        return "if \(token) == 0 { SwizzleRuntime._SwizzleMacroSupport.constructed(self, \(Naming.inTable(className, Naming.ownClass)), "
            + "\(model.selectorExpression(className: className)), [\(arguments.joined(separator: ", "))]) }"
    }
}
