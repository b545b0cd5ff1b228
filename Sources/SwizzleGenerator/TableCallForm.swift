/// How a dispatching method hands its values to an implementation of its C signature when the call
/// needs more than the plain C call: a value crossing by pointer, a result that comes back through
/// storage of its own, an error slot. The enum of the signature (``CCallShape``) declares one
/// function for each form its methods use (`call(_:_:_:…)`), and the method calls it in one line.
///
/// Written into every dispatching method, the same steps were two or three nested closures
/// (`withUnsafePointer`, `returning`, `throwing`) each: measured with callgrind on the frontend,
/// about 9 M instructions of a debug compile per method, more than a plain method costs the
/// compiler (BENCHMARKS.md, issue 24). Declared once per signature, they are compiled once.
package struct TableCallForm: Hashable {
    /// The result crosses by pointer: the call's last C argument (before the error slot) is
    /// where the implementation writes it.
    package var returnsThroughPointer: Bool
    /// The call's last C argument is the error slot.
    package var isThrowing: Bool

    /// The form of `model`'s table call, or nil when its method calls the implementation directly
    /// (every value a scalar, no result storage or error slot) or passes something the function
    /// cannot take as a value: an `inout` argument (lent for the call), a closure that must not
    /// escape, or an `UnsafeMutableRawPointer` by value, which the signature alone cannot tell from
    /// a value crossing by pointer (the function takes every such argument as a value to point at).
    package init?(_ model: MethodModel) {
        if model.parameters.contains(where: {
            $0.isInout || $0.isNonEscapingClosure || $0.passing == .byValue && ABIPassing.cType(of: $0.abiType) == Self.pointer
        }) { return nil }
        let needsStorage = model.parameters.contains { $0.passing == .byPointer }
        guard needsStorage || model.hasIndirectResult || model.isThrowing else { return nil }
        self.init(returnsThroughPointer: model.hasIndirectResult, isThrowing: model.isThrowing)
    }

    package init(returnsThroughPointer: Bool, isThrowing: Bool) {
        self.returnsThroughPointer = returnsThroughPointer
        self.isThrowing = isThrowing
    }

    /// The C type of a value crossing by pointer, of result storage and of the error slot.
    package static let pointer = "Swift.UnsafeMutableRawPointer"

    /// How many of the C arguments at the end are result storage and the error slot.
    private var trailingPointers: Int { (returnsThroughPointer ? 1 : 0) + (isThrowing ? 1 : 0) }

    /// The function's name: `call`, or `callThrowing` for a throwing method.
    package var functionName: String { isThrowing ? "callThrowing" : "call" }

    /// Every form an implementation of `shape` can be called in: the result storage and error
    /// slot are pointers at the end of its arguments, and result storage means a `Void` C result.
    /// Forms that need no function (all scalars) are left out.
    package static func forms(of shape: CCallShape) -> [TableCallForm] {
        let values = shape.arguments.dropFirst(2)
        return [false, true].flatMap { throwing in
            [false, true].compactMap { throughPointer -> TableCallForm? in
                let form = TableCallForm(returnsThroughPointer: throughPointer, isThrowing: throwing)
                let trailing = form.trailingPointers
                guard values.count >= trailing, values.suffix(trailing).allSatisfy({ $0 == pointer }),
                      !throughPointer || shape.result == "Swift.Void" else { return nil }
                return values.dropLast(trailing).contains(pointer) || trailing > 0 ? form : nil
            }
        }
    }

    /// The function of this form for `shape`: generic over each value that crosses by pointer
    /// (`Value0`, …) and over a result that comes back through storage (`Result`). `access`
    /// prefixes it (`public ` in the runtime, which also makes it inlinable); `support` names
    /// `_SwizzleMacroSupport`.
    package func declaration(of shape: CCallShape, access: String, support: String) -> String {
        let values = self.values(of: shape)
        var passed = ["receiver", "\(support).cmd(selector)"]
        var opening: [String] = []
        for (index, type) in values.types.enumerated() {
            guard type == Self.pointer else {
                passed.append("value\(index)")
                continue
            }
            // The implementation copies the value out; the pointer lives for the call only.
            opening.append("Swift.withUnsafePointer(to: value\(index)) { pointer\(index) in")
            passed.append("Swift.UnsafeMutableRawPointer(mutating: pointer\(index))")
        }
        let tryPrefix = isThrowing ? "try " : ""
        if returnsThroughPointer {
            opening.append("\(support).returning(Result.self) { result in")
            passed.append("result")
        }
        if isThrowing {
            opening.append("\(support).throwing { error in")
            passed.append("error")
        }
        var body = "imp(\(passed.joined(separator: ", ")))"
        for open in opening.reversed() {
            body = "\(tryPrefix)\(open)\n\(body.indented())\n}"
        }
        let attribute = access.isEmpty ? "" : "@inlinable\n"
        let genericClause = values.generics.isEmpty ? "" : "<\(values.generics.joined(separator: ", "))>"
        let leading = "_ imp: IMP, _ receiver: Swift.UnsafeMutableRawPointer, _ selector: SwizzleRuntime.Selector"
        return """
            /// Calls `imp` with a method's values\(summary)
            \(attribute)\(access)static func \(functionName)\(genericClause)(
                \(([leading] + (values.parameters.isEmpty ? [] : [values.parameters.joined(separator: ", ")])).joined(separator: ",\n    "))
            )\(effects(of: shape)) {
            \(body.indented())
            }
            """
    }

    /// A method's values as this form's functions take them, after the leading arguments: each
    /// value (`_ value0: Swift.Int`, or `_ value0: Value0` for one that crosses by pointer), then
    /// `returning: Result.Type` for a result through storage; `passed` names them as a call of
    /// ``declaration(of:access:support:)`` passes them on.
    package func values(of shape: CCallShape) -> (types: [String], parameters: [String], passed: [String], generics: [String]) {
        let types = Array(shape.arguments.dropFirst(2).dropLast(trailingPointers))
        var parameters: [String] = []
        var generics: [String] = []
        for (index, type) in types.enumerated() {
            if type == Self.pointer { generics.append("Value\(index)") }
            parameters.append("_ value\(index): \(type == Self.pointer ? "Value\(index)" : type)")
        }
        var passed = types.indices.map { "value\($0)" }
        if returnsThroughPointer {
            generics.append("Result")
            parameters.append("returning: Result.Type")
            passed.append("returning: Result.self")
        }
        return (types, parameters, passed, generics)
    }

    /// ` throws -> Result`, or what of it this form's functions declare for `shape`.
    package func effects(of shape: CCallShape) -> String {
        let result = returnsThroughPointer ? "Result" : shape.result
        return (isThrowing ? " throws" : "") + (result == "Swift.Void" ? "" : " -> \(result)")
    }

    private var summary: String {
        switch (returnsThroughPointer, isThrowing) {
        case (false, false): ", each as this signature passes it."
        case (true, false): "; the result comes back through storage."
        case (false, true): "; what it throws is thrown."
        case (true, true): "; the result comes through storage, errors are thrown."
        }
    }
}
