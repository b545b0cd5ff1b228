/// Writes a call through the table on the fast path: look up the implementation, cast it to its
/// `@convention(c)` type, pass scalars by value and everything else by pointer, collect an
/// indirect result and a thrown error. Used by method thunks, factories and super calls.
struct CallSiteBuilder {
    let model: MethodModel
    /// An expression of the implementation, given the names of the IMP type alias and selector.
    let lookup: (_ impType: String, _ selector: String) -> String
    /// The receiver expression (an object pointer or a class record).
    let receiver: String
    /// The `Selector` expression (a static slot's selector).
    let selector: String
    /// Statements after the selector's, before the lookup (a class method reads its record once).
    var prelude: [String] = []
    /// One expression per parameter: a parameter name in a thunk, an argument in a super call
    /// (for `inout` parameters, the `&x` expression).
    let arguments: [String]
    /// Applied to the call's result expression (factories cast it to `Self`).
    var wrapResult: (String) -> String = { $0 }
    /// For a method's own dispatch: its selector slot, and the direct call of its original
    /// body, made instead of the call through the table while the table holds the default.
    var runsDefaultDirectly: (slot: String, call: String)?

    /// A call from a method (or factory) that `className` declares, on `self`. The class's record
    /// comes from its slot when `self` is exactly that class, else from `runtimeClass`; a class
    /// method reads it once, for both the lookup and the receiver.
    static func dispatch(_ model: MethodModel, className: String) -> CallSiteBuilder {
        let slot = "\(className).\(Naming.recordSlot(className: className))"
        let arguments = model.parameters.map { $0.isInout ? "&\($0.name)" : $0.name }
        if model.isClassSide {
            return CallSiteBuilder(
                model: model,
                lookup: { impType, selector in
                    "_SwizzleMacroSupport.classImplementation(of: \(selector), in: __swizzleClass, as: \(impType).self)"
                },
                receiver: "_SwizzleMacroSupport.classReceiver(__swizzleClass)",
                selector: model.selectorExpression(className: className),
                prelude: ["let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: \(className).self, record: \(slot))"],
                arguments: arguments)
        }
        return CallSiteBuilder(
            model: model,
            lookup: { impType, selector in
                "_SwizzleMacroSupport.implementation(of: \(selector), for: self, declaredIn: \(className).self, record: \(slot), as: \(impType).self)"
            },
            receiver: "self.receiverPointer",
            selector: model.selectorExpression(className: className),
            arguments: arguments)
    }

    /// Statements that end by returning the call's result.
    func statements() -> String {
        let table = model.table
        var lines = [
            "typealias __SwizzleIMP = \(table.cFunctionType)",
            "let __swizzleSelector = \(selector)",
        ] + prelude + [
            "let __swizzleIMP = \(lookup("__SwizzleIMP", "__swizzleSelector"))",
        ]
        if let (slot, call) = runsDefaultDirectly {
            // Nothing replaced the method: one direct call of the body instead of two calls.
            lines.append("if \(slot).isDefault(__swizzleIMP) { return \(model.effects)\(call) }")
        }
        guard model.isAsync else { return (lines + tableCall(table)).joined(separator: "\n") }
        // The entry returns the awaited part synchronously (the arguments' storage lives for that
        // call only); then the method awaits it.
        lines.append("let __swizzleCall = { () -> \(table.resultType!.trimmedDescription) in")
        lines += tableCall(table).map { "    " + $0 }
        lines.append("}()")
        lines.append("return \(model.effects)__swizzleCall.run()")
        return lines.joined(separator: "\n")
    }

    /// The statements that call the table entry of `table` and return what it returns.
    private func tableCall(_ table: MethodModel) -> [String] {
        var lines: [String] = []
        var passed: [String] = []
        var openBlocks = 0
        var prefix = ""
        for (index, parameter) in table.parameters.enumerated() {
            let argument = arguments[index]
            if parameter.passing == .byValue {
                // Scalars, and an inout's pointer (`&x` converts to UnsafeMutablePointer).
                passed.append(parameter.isInout && !argument.hasPrefix("&") ? "&" + argument : argument)
                continue
            }
            var value = argument
            let tryPrefix = table.isThrowing ? "try " : ""
            if parameter.isNonEscapingClosure {
                // The closure only crosses for the duration of the call; the table keeps no copy.
                value = "__swizzle_e\(index)"
                lines.append(prefix + "return \(tryPrefix)withoutActuallyEscaping(\(argument)) { \(value) in")
                prefix += "    "
                openBlocks += 1
            }
            // The callee copies the value out; the pointer lives for the call only.
            let pointer = "__swizzle_p\(index)"
            lines.append(prefix + "return \(tryPrefix)withUnsafePointer(to: \(value)) { \(pointer) in")
            prefix += "    "
            openBlocks += 1
            passed.append("UnsafeMutableRawPointer(mutating: \(pointer))")
        }
        lines.append(prefix + "return " + wrapResult(callExpression(passed, table)))
        // Close the blocks, innermost first.
        for depth in stride(from: openBlocks - 1, through: 0, by: -1) {
            lines.append(String(repeating: "    ", count: depth) + "}")
        }
        return lines
    }

    /// The statements as the body of an immediately applied closure: an expression, for a
    /// super call written inside a larger expression.
    func expression() -> String {
        let result = model.resultType?.trimmedDescription ?? "Void"
        return "{ () \(model.isAsync ? "async " : "")\(model.isThrowing ? "throws " : "")-> \(result) in\n\(statements())\n}()"
    }

    private func callExpression(_ passed: [String], _ model: MethodModel) -> String {
        var arguments = [receiver, "_SwizzleMacroSupport.cmd(__swizzleSelector)"] + passed
        let tryPrefix = model.isThrowing ? "try " : ""
        var call: (String) -> String
        if model.hasIndirectResult, model.isThrowing {
            arguments += ["__swizzleResult", "__swizzleError"]
            call = { "try _SwizzleMacroSupport.returning((\(model.resultType!.trimmedDescription)).self) { __swizzleResult in try _SwizzleMacroSupport.throwing { __swizzleError in \($0) } }" }
        } else if model.hasIndirectResult {
            arguments.append("__swizzleResult")
            call = { "_SwizzleMacroSupport.returning((\(model.resultType!.trimmedDescription)).self) { __swizzleResult in \($0) }" }
        } else if model.isThrowing {
            arguments.append("__swizzleError")
            call = { "\(tryPrefix)_SwizzleMacroSupport.throwing { __swizzleError in \($0) }" }
        } else {
            call = { $0 }
        }
        return call("__swizzleIMP(\(arguments.joined(separator: ", ")))")
    }
}
