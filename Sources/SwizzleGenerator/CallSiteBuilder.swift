/// Writes a call through the table on the fast path: look up the implementation, cast it to its
/// `@convention(c)` type, pass scalars by value and everything else by pointer, collect an
/// indirect result and a thrown error. Used by method thunks, factories and super calls.
package struct CallSiteBuilder {
    package let model: MethodModel
    /// An expression of the implementation, given the names of the IMP type alias and selector.
    package var lookup: (_ impType: String, _ selector: String) -> String
    /// For a method's own dispatch: an expression of what replaces the method, nil while
    /// the table holds its default, given the names of the IMP type alias and of the selector slot.
    package var replacement: ((_ impType: String, _ slot: String) -> String)?
    /// For a class method's own dispatch: the condition, given its selector slot, under which
    /// nothing can have replaced it, checked in the method before ``replacement``, which then only
    /// looks up (an instance method's check is in its ``DispatchForm``'s statements).
    package var unreplaced: ((_ slot: String) -> String)?
    /// The receiver expression (an object pointer or a class record).
    package let receiver: String
    /// The object an instance method's own dispatch is made on (`self`), which its slow path,
    /// out of line (``DispatchForm``), takes.
    package var dispatchedObject: String?
    /// The `Selector` expression (a static slot's selector).
    package let selector: String
    /// Statements before the lookup (a class method reads its record once; a value type's
    /// replacement names the object that stands for its values).
    package var prelude: [String] = []
    /// One expression per parameter: a parameter name in a thunk, an argument in a super call
    /// (for `inout` parameters, the `&x` expression).
    package let arguments: [String]
    /// Applied to the call's result expression (factories cast it to `Self`).
    package var wrapResult: (String) -> String = { $0 }
    /// For a method's own dispatch: its selector slot, and the direct call of its original
    /// body, made instead of the call through the table while the table holds the default.
    package var runsDefaultDirectly: (slot: String, call: String)?
    /// For a generic method: the call of the real generic body, which resolves the entry's
    /// `_GenericCall` where no layer answers (`self.__swizzle_original(wrap: (), x)`, or
    /// `super.__swizzle_generic(wrap: (), x)` in a super call).
    package var genericBody: String?
    /// For a value type's method (`generate-spies`): the call the table call runs inside, which
    /// lends the default implementation the value (`_SwizzleReplacementSupport.withValue(&self)`).
    package var aroundTableCall: String?
    /// For a generic method of a class body (not an extension's): its slow path is a method of
    /// the class (``throughTableMethodBody()``, which `@Swizzlable`'s member role writes), called by
    /// name, not a closure run out of line.
    package var throughTableIsMethod = false
    /// The enum of the implementation's C signature, when the class's table declares it (see
    /// ``CCallShapes``): its `IMP` type, and its call of the method's ``TableCallForm``; else the
    /// statements declare the type and make the call themselves.
    package var signatureEnum: String?

    /// A call from a method (or factory) that `className` declares, on `self`. The class's record
    /// comes from its slot when `self` is exactly that class, else from `runtimeClass`; a class
    /// method reads it once, for both the lookup and the receiver.
    /// - Parameter object: the receiver of an instance method's call: `self`, or (for a value
    ///   type's replacement, `generate-spies`) the object that stands for its values.
    /// - Parameter tableDeclaresSignature: whether the class's table declares the method's C
    ///   signature (a non-generic class's does; a generic class's and an extension's entry do not).
    package static func dispatch(_ model: MethodModel, className: String, object: String = "self",
                                 tableDeclaresSignature: Bool = true) -> CallSiteBuilder {
        let slot = model.recordSlotExpression(className: className)
        let arguments = model.passedOn
        var builder = classOrInstanceDispatch(model, className: className, slot: slot, object: object, arguments: arguments)
        if tableDeclaresSignature, model.localTable == nil {
            builder.signatureEnum = Naming.inTable(className, model.table.cCallName)
        } else if model.localTable != nil, SharedCCallShapes.contains(model.table.cShape) {
            // A method of an annotated extension has no class table, but the runtime's signature.
            builder.signatureEnum = "SwizzleRuntime._SwizzleMacroSupport.\(model.table.cCallName)"
        }
        if model.isGeneric {
            builder.genericBody = ImplementationBuilder.originalCall(model, className: className, receiver: "self", arguments: arguments)
        }
        return builder
    }

    /// A method's own dispatch as `@Swizzlable` writes it in the method's body: the
    /// ``dispatch(_:className:object:tableDeclaresSignature:)`` that calls the original body
    /// directly while nothing can have replaced it. With `throughTableIsMethod` (a generic method
    /// of a class body), the member role writes that method from the same builder.
    package static func ownDispatch(_ model: MethodModel, className: String, tableDeclaresSignature: Bool,
                                    throughTableIsMethod: Bool) -> CallSiteBuilder {
        var builder = dispatch(model, className: className, tableDeclaresSignature: tableDeclaresSignature)
        builder.runsDefaultDirectly = (slot: model.slotExpression(className: className),
                                       call: ImplementationBuilder.originalCall(model, className: className, receiver: "self",
                                                                                arguments: model.passedOn))
        builder.throughTableIsMethod = throughTableIsMethod
        return builder
    }

    private static func classOrInstanceDispatch(_ model: MethodModel, className: String, slot: String, object: String,
                                                arguments: [String]) -> CallSiteBuilder {
        if model.isClassSide {
            var builder = CallSiteBuilder(
                model: model,
                lookup: { impType, selector in
                    "SwizzleRuntime._SwizzleMacroSupport.classImplementation(of: \(selector), in: __swizzleClass, as: \(impType).self)"
                },
                receiver: "SwizzleRuntime._SwizzleMacroSupport.classReceiver(__swizzleClass)",
                selector: model.selectorExpression(className: className),
                prelude: ["let __swizzleClass = SwizzleRuntime._SwizzleMacroSupport.runtimeClass(of: self, declaredIn: \(className).self, record: \(slot))"],
                arguments: arguments)
            guard !model.readsSlotFromEntryValue else {
                // Its check is inside `classReplacement`, which reads the entry's slot.
                builder.replacement = { impType, key in
                    "SwizzleRuntime._SwizzleMacroSupport.classReplacement(of: \(key), in: __swizzleClass, record: \(slot), as: \(impType).self)"
                }
                return builder
            }
            // The check in the method, not inside the generic `classReplacement`, which a debug
            // build (what `swift test` runs) did not reduce as far: an unspied call 259
            // instructions, 284 through it. The lookup stays in the method too: in a closure run
            // out of line, as a generic method's, it cost a debug build's spied call ~130
            // instructions for 8 fewer on an optimized unspied one (BENCHMARKS.md, issue 25).
            builder.unreplaced = { "\($0).isUnreplaced(forClass: __swizzleClass)" }
            builder.replacement = { impType, key in
                "SwizzleRuntime._SwizzleMacroSupport.lookedUpClassReplacement(of: \(key), in: __swizzleClass, as: \(impType).self)"
            }
            return builder
        }
        let find = { (function: String, impType: String, key: String) in
            "SwizzleRuntime._SwizzleMacroSupport.\(function)(of: \(key), for: \(object), declaredIn: \(className).self, record: \(slot), as: \(impType).self)"
        }
        var builder = CallSiteBuilder(
            model: model,
            lookup: { find("implementation", $0, $1) },
            receiver: "\(object).receiverPointer",
            selector: model.selectorExpression(className: className),
            arguments: arguments)
        builder.replacement = { find("replacement", $0, $1) }
        builder.dispatchedObject = object
        return builder
    }

    /// Statements that end by returning the call's result, laid out for reading (``LineLayout``).
    package func statements() -> String {
        LineLayout.wrapped(unwrappedStatements(laidOut: true))
    }

    /// - Parameter laidOut: a closure around the call gets lines of its own; not in a super call,
    ///   which replaces an expression on one of the user's lines.
    private func unwrappedStatements(laidOut: Bool) -> String {
        if let dispatch = outOfLineDispatch() { return dispatch }
        let table = model.table
        let impType = signatureEnum.map { $0 + ".IMP" }
        var lines = impType == nil ? ["typealias __SwizzleIMP = \(table.cFunctionType)"] : []
        if let (slot, call) = runsDefaultDirectly, let replacement {
            // No replacement (the lookup is skipped while nothing in the class can have replaced
            // the method) means one direct call of the body instead of two calls.
            lines += prelude + (unreplaced.map { runningBody(call, if: $0(slot)) } ?? []) + [
                "guard let __swizzleIMP = \(replacement(impType ?? "__SwizzleIMP", slot)) else {",
                "    return \(model.effects)\(call)",
                "}",
                "let __swizzleSelector = \(selector)",
            ]
        } else {
            lines += ["let __swizzleSelector = \(selector)"] + prelude + [
                "let __swizzleIMP = \(lookup(impType ?? "__SwizzleIMP", "__swizzleSelector"))",
            ]
            if let (slot, call) = runsDefaultDirectly {
                // Nothing replaced the method: one direct call of the body instead of two calls.
                lines += runningBody(call, if: "\(slot).isDefault(__swizzleIMP)")
            }
        }
        if model.isAsync {
            // The entry returns the awaited part synchronously (the arguments' storage lives for
            // that call only); then the method awaits it.
            // A value type's call lends its value while the entry forms the awaited part, which
            // keeps a copy (see `generate-spies`' value types).
            let callType = table.resultType!.trimmedText
            lines.append(aroundTableCall.map { "let __swizzleCall = \($0) { () -> \(callType) in" } ?? "let __swizzleCall = { () -> \(callType) in")
            lines += tableCall(table, laidOut: laidOut).map { "    " + $0 }
            lines.append(aroundTableCall == nil ? "}()" : "}")
            if let genericBody {
                let result = model.resultType?.trimmedText ?? "Swift.Void"
                lines.append("return \(model.effects)__swizzleCall.resolve(as: (\(result)).self) { \(model.effects)\(genericBody) }")
            } else {
                lines.append("return \(model.effects)__swizzleCall.run()")
            }
        } else if let aroundTableCall {
            let result = model.resultType?.trimmedText ?? "Swift.Void"
            lines.append("return \(model.isThrowing ? "try " : "")\(aroundTableCall) { () "
                + "\(model.isThrowing ? "throws " : "")-> \(result) in")
            lines += tableCall(table, laidOut: laidOut).map { "    " + $0 }
            lines.append("}")
        } else {
            lines += tableCall(table, laidOut: laidOut)
        }
        if let thrownType = model.thrownType {
            // The table's error slot holds any error; the method throws only its own type.
            let typed = "SwizzleRuntime._SwizzleMacroSupport.typedError(error, as: (\(thrownType.trimmedText)).self, "
                + "selector: \(selector))"
            return (["do {"] + lines.map { "    " + $0 } + ["} catch {", "    throw \(typed)", "}"]).joined(separator: "\n")
        }
        guard let closure = model.rethrowsThrough else { return lines.joined(separator: "\n") }
        // A rethrows body may not call the throwing entry outside a do/catch; what the entry
        // throws is the closure's error, rethrown as such.
        return (["do {"] + lines.map { "    " + $0 }
            + ["} catch {", "    try SwizzleRuntime._SwizzleMacroSupport.rethrowing(error, through: \(closure))", "}"]).joined(separator: "\n")
    }

    /// A method's own dispatch whose slow path is its signature's `dispatch` (``DispatchForm``):
    /// the check, the body while nothing can have replaced the method, else that one call (for an
    /// `async` method, its awaited part run; for a generic one, resolved, in a closure run out of
    /// line). Nil where the method keeps the lookup in its body.
    private func outOfLineDispatch() -> String? {
        guard let (slot, call) = runsDefaultDirectly, let slowPath = outOfLineSlowPath() else { return nil }
        let check = runningBody(call, if: "\(slot).isUnreplaced(for: \(receiver))")
        guard model.isGeneric, !model.isAsync else { return (check + ["return " + slowPath]).joined(separator: "\n") }
        if throughTableIsMethod {
            let passed = ImplementationBuilder.labeled(model, model.passedOn)
            let method = "self.\(Naming.throughTable)(\(Naming.originalLabel(model.baseName)): ()\(passed.isEmpty ? "" : ", " + passed))"
            return (check + ["return \(model.effects)\(method)"]).joined(separator: "\n")
        }
        // A generic method's values are boxed on its stack before the call: in a closure of a
        // function never inlined, so that the check's path has no frame (see `outOfLine`).
        return (check + [
            "return \(model.isThrowing ? "try " : "")SwizzleRuntime._SwizzleMacroSupport.outOfLine {",
            slowPath.indented(),
            "}",
        ]).joined(separator: "\n")
    }

    /// For a generic method of a class body (``throughTableIsMethod``): the body of the class's
    /// method that makes the call through the table when the check found a change, or nil when
    /// the method's dispatch has no such path. Its own method, not a closure: the closure's
    /// captures made the check's path set up a frame (two instructions of every unspied call).
    package func throughTableMethodBody() -> String? {
        guard throughTableIsMethod, model.isGeneric, !model.isAsync, runsDefaultDirectly != nil,
              let slowPath = outOfLineSlowPath() else { return nil }
        return "return " + slowPath
    }

    /// The call of the signature's `dispatch` a method's own dispatch makes when its check found a
    /// change (``DispatchForm``); nil where the method keeps the lookup in its body.
    private func outOfLineSlowPath() -> String? {
        guard let (slot, _) = runsDefaultDirectly, replacement != nil, let signatureEnum, let dispatchedObject, prelude.isEmpty,
              aroundTableCall == nil, wrapResult("") == "", let form = DispatchForm(model) else { return nil }
        let table = model.table
        var values = entryValues(table)
        if form.call.returnsThroughPointer { values.append("returning: (\(table.resultType?.trimmedText ?? "")).self") }
        values += ["on: \(dispatchedObject)", "method: \(slot)"]
        var dispatch = "\(signatureEnum).\(form.functionName)(\(values.joined(separator: ", ")))"
        // What the entry returned: an async method's awaited part, run; a generic method's result,
        // resolved with its body where no layer answered. Either throws if the method does.
        if let genericBody {
            dispatch += ".resolve(as: (\(model.resultType?.trimmedText ?? "Swift.Void")).self) { \(model.effects)\(genericBody) }"
        } else if model.isAsync {
            dispatch += ".run()"
        }
        let effects = model.isAsync || model.isGeneric ? model.effects : ""
        return (form.call.isThrowing && !effects.hasPrefix("try") ? "try " : "") + effects + dispatch
    }

    /// `if condition { return <the body> }`: the original body, called directly where nothing can
    /// have replaced the method.
    private func runningBody(_ call: String, if condition: String) -> [String] {
        ["if \(condition) {", "    return \(model.effects)\(call)", "}"]
    }

    /// The statements that call the table entry of `table` and return what it returns.
    private func tableCall(_ table: MethodModel, laidOut: Bool) -> [String] {
        if let signatureEnum, let form = TableCallForm(table) {
            return resultLines(call: formCall(signatureEnum, form, table), prefix: "", laidOut: laidOut)
        }
        var lines: [String] = []
        var passed: [String] = []
        var openBlocks = 0
        var prefix = ""
        for (index, parameter) in table.parameters.enumerated() {
            let argument = arguments[index]
            if parameter.passing == .byValue {
                passed.append(argument)
                continue
            }
            var value = argument
            // A generic call is resolved inside, where its arguments (a non-escaping closure among
            // them) are still valid; it throws there if the method does.
            let tryPrefix = table.isThrowing || model.isGeneric && !model.isAsync && model.isThrowing ? "try " : ""
            if parameter.isNonEscapingClosure {
                // The closure only crosses for the duration of the call; the table keeps no copy.
                value = "__swizzle_e\(index)"
                lines.append(prefix + "return \(tryPrefix)Swift.withoutActuallyEscaping(\(argument)) { \(value) in")
                prefix += "    "
                openBlocks += 1
            }
            let pointer = "__swizzle_p\(index)"
            if parameter.isInout {
                // The callee reads and writes the caller's variable through the pointer.
                let variable = argument.hasPrefix("&") ? argument : "&" + argument
                lines.append(prefix + "return \(tryPrefix)Swift.withUnsafeMutablePointer(to: \(variable)) { \(pointer) in")
                passed.append("Swift.UnsafeMutableRawPointer(\(pointer))")
            } else {
                // The callee copies the value out; the pointer lives for the call only.
                if parameter.isBoxed { value += " as Any" }
                lines.append(prefix + "return \(tryPrefix)Swift.withUnsafePointer(to: \(value)) { \(pointer) in")
                passed.append("Swift.UnsafeMutableRawPointer(mutating: \(pointer))")
            }
            prefix += "    "
            openBlocks += 1
        }
        lines += resultLines(call: callExpression(passed, table, laidOut: laidOut), prefix: prefix, laidOut: laidOut)
        // Close the blocks, innermost first.
        for depth in stride(from: openBlocks - 1, through: 0, by: -1) {
            lines.append(String(repeating: "    ", count: depth) + "}")
        }
        return lines
    }

    /// The call of the signature enum's function of `form`: the implementation, the receiver,
    /// the selector and the values as the method has them (a generic method's boxed).
    private func formCall(_ signatureEnum: String, _ form: TableCallForm, _ table: MethodModel) -> String {
        var values = ["__swizzleIMP", receiver, "__swizzleSelector"] + entryValues(table)
        if form.returnsThroughPointer { values.append("returning: (\(table.resultType?.trimmedText ?? "")).self") }
        return "\(form.isThrowing ? "try " : "")\(signatureEnum).\(form.functionName)(\(values.joined(separator: ", ")))"
    }

    /// The method's values as `table`'s entry takes them: a generic method's generic ones boxed.
    private func entryValues(_ table: MethodModel) -> [String] {
        table.parameters.indices.map { table.parameters[$0].isBoxed ? arguments[$0] + " as Any" : arguments[$0] }
    }

    /// The lines that return what `call` returns, at `prefix`'s depth: a generic method's result
    /// resolved with its body, a factory's cast (named first when `laidOut`).
    private func resultLines(call: String, prefix: String, laidOut: Bool) -> [String] {
        var call = call
        if let genericBody, !model.isAsync {
            let result = model.resultType?.trimmedText ?? "Swift.Void"
            call = "\(model.isThrowing ? "try " : "")\(call).resolve(as: (\(result)).self) { \(model.effects)\(genericBody) }"
        }
        let wrapped = wrapResult("__swizzleMade")
        guard laidOut, wrapped != "__swizzleMade" else {
            return ("return " + wrapResult(call)).indented(by: prefix).split(separator: "\n").map(String.init)
        }
        // The call's result, named, then what is made of it: one statement a line.
        return ("let __swizzleMade = " + call).indented(by: prefix).split(separator: "\n").map(String.init)
            + [prefix + "return " + wrapped]
    }

    /// The statements as the body of an immediately applied closure: an expression, for a
    /// super call written inside a larger expression. In parentheses: a statement that starts
    /// with `{` continues the statement before it, whose call takes it as a trailing closure
    /// (`colour(.bold, name)` then `super.report(name)` on the next line did not compile:
    /// Spectre's reporters), where a `(` starts a statement of its own.
    package func expression() -> String {
        let result = model.resultType?.trimmedText ?? "Swift.Void"
        return "({ () \(model.isAsync ? "async " : "")\(model.isThrowing ? "throws " : "")-> \(result) in\n\(unwrappedStatements(laidOut: false))\n}())"
    }

    private func callExpression(_ passed: [String], _ model: MethodModel, laidOut: Bool) -> String {
        var arguments = [receiver, "SwizzleRuntime._SwizzleMacroSupport.cmd(__swizzleSelector)"] + passed
        let tryPrefix = model.isThrowing ? "try " : ""
        var call: (String) -> String
        // `open { … }` around `inner`: on lines of their own when laid out.
        func block(_ open: String, _ inner: String) -> String {
            laidOut ? "\(open)\n\(inner.indented())\n}" : "\(open) \(inner) }"
        }
        let returning = "SwizzleRuntime._SwizzleMacroSupport.returning((\(model.resultType?.trimmedText ?? "")).self) { __swizzleResult in"
        if model.hasIndirectResult, model.isThrowing {
            arguments += ["__swizzleResult", "__swizzleError"]
            call = { block("try " + returning, block("try SwizzleRuntime._SwizzleMacroSupport.throwing { __swizzleError in", $0)) }
        } else if model.hasIndirectResult {
            arguments.append("__swizzleResult")
            call = { block(returning, $0) }
        } else if model.isThrowing {
            arguments.append("__swizzleError")
            call = { block("\(tryPrefix)SwizzleRuntime._SwizzleMacroSupport.throwing { __swizzleError in", $0) }
        } else {
            call = { $0 }
        }
        return call("__swizzleIMP(\(arguments.joined(separator: ", ")))")
    }
}
