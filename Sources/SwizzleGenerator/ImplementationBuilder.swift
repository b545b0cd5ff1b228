/// Writes a default implementation: a `@convention(c)` closure that unpacks the C arguments,
/// runs the original code (a method's copied body, or an initializer) and packs the result or
/// error; and the registration statement that puts it in the table.
package struct ImplementationBuilder {
    package let model: MethodModel
    package let className: String
    /// Where the original runs: the entry is a nonisolated C function, which the isolated code
    /// calls through the table, so it runs a synchronous original there without a hop.
    package enum Isolation { case none, mainActor, actor }
    package var isolation = Isolation.none
    /// The receiver of an instance method's original, where it is not the object the table
    /// calls (a value type's stand-in lends the value: `_SwizzleReplacementSupport.value(as:)`).
    /// An async method's is read before the call is formed, so the call keeps a copy.
    package var instanceReceiver: String?

    /// `try SwizzleRuntime._SwizzleMacroSupport.add(c, selectorSlot, .instance, { … } as IMP, signature, invoker: { … }, entry: { … })`:
    /// the registration with everything written in place, for an entry that has no table to
    /// share its signature's declarations with (an extension's method, a generic class's).
    /// `invoke` turns the Swift argument expressions into the call of the original code.
    package func registration(registrar: String, invoke: (_ receiver: String, _ arguments: [String]) -> String) -> String {
        let table = model.table
        return "try SwizzleRuntime._SwizzleMacroSupport.add(\(registrar), \(model.slotExpression(className: className)), "
            + "\(model.methodType), \(closure(invoke: invoke)) as \(table.cFunctionType), \(table.signatureExpression), "
            + "invoker: \(table.invokerExpression), entry: \(table.entryExpression))"
    }

    /// The default implementation as a computed property of the class's table, of its signature's type
    /// (`shape`, see ``CCallShapes``): `static var add______Default: CCall_Int_Int_returning_Int.IMP { { … } }`.
    package func defaultImplementation(shape: String, invoke: (_ receiver: String, _ arguments: [String]) -> String) -> String {
        // A computed property, not a constant: a constant per member cost every build a global,
        // its once-token and its accessor (40 % more object code for 50 classes of 10 methods).
        "static var \(defaultImplementationName): \(shape).IMP {\n\(closure(invoke: invoke).indented())\n}"
    }

    /// The name of ``defaultImplementation(shape:invoke:)``.
    package var defaultImplementationName: String { model.selectorMember + "Default" }

    /// The registration, inside the class's table, of ``defaultImplementation(shape:invoke:)``
    /// through its signature's enum, which adds its invoker and entry.
    package func registration(registrar: String, shape: String) -> String {
        "try \(shape).\(CCallShape.addingName(side: model.methodType))(\(registrar), \(model.selectorMember), "
            + "\(defaultImplementationName), \(model.table.signatureExpression))"
    }

    /// The `@convention(c)` closure that unpacks the C arguments, runs the original code and
    /// packs its result or error.
    private func closure(invoke: (_ receiver: String, _ arguments: [String]) -> String) -> String {
        let table = model.table
        var names = ["__receiver", "_"]
        var arguments: [String] = []
        for (index, parameter) in model.parameters.enumerated() {
            let name = "__a\(index)"
            names.append(name)
            if parameter.isInout {
                arguments.append("&" + Self.inoutVariable(name, parameter))
            } else if parameter.passing == .byValue {
                arguments.append(name)
            } else {
                arguments.append("SwizzleRuntime._SwizzleMacroSupport.argument(\(name), as: (\(parameter.abiType.trimmedText)).self)")
            }
        }
        if table.hasIndirectResult { names.append("__result") }
        if table.isThrowing { names.append("__error") }
        let receiver = model.isClassSide
            ? "SwizzleRuntime._SwizzleMacroSupport.metatype(__receiver, as: \(className).self)"
            : instanceReceiver ?? "SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: \(className).self)"
        let body: String
        if model.isGeneric {
            // The body needs the generic parameters, which only the dispatching method has: the
            // entry answers "run it", and the dispatching method does.
            body = "SwizzleRuntime._SwizzleMacroSupport.setResult(__result, \(table.resultType!.trimmedText).forwarding)"
        } else if model.isAsync {
            body = asyncBody(receiver: receiver, arguments: arguments, invoke: invoke)
        } else if isolation != .none {
            body = isolatedBody(receiver: receiver, arguments: arguments, invoke: invoke)
        } else {
            body = syncBody(invoke(receiver, arguments))
        }
        return "{ \(names.joined(separator: ", ")) in\n    \(body)\n}"
    }

    private func syncBody(_ call: String) -> String {
        // The value is coerced to the result type: passed as it is to setResult's generic
        // parameter, an existential (`any P`, `Any`, `any P.Type`) would be opened (SE-0352) and
        // its bare underlying value written where the caller expects the existential.
        let result = model.table.resultType.map { " as (\($0.trimmedText))" } ?? ""
        switch (model.hasIndirectResult, model.isThrowing) {
        case (true, true):
            return "SwizzleRuntime._SwizzleMacroSupport.catching(__error) { SwizzleRuntime._SwizzleMacroSupport.setResult(__result, try \(call)\(result)) }"
        case (true, false):
            return "SwizzleRuntime._SwizzleMacroSupport.setResult(__result, \(call)\(result))"
        case (false, true):
            return model.resultType == nil
                ? "SwizzleRuntime._SwizzleMacroSupport.catching(__error) { try \(call) }"
                : "return SwizzleRuntime._SwizzleMacroSupport.catching(__error) { try \(call) }"
        case (false, false):
            return model.resultType == nil ? call : "return \(call)"
        }
    }

    /// A main-actor or actor-isolated method's entry: its caller is isolated already (the entry
    /// runs inside the call through the table), so it runs the original there. The receiver and
    /// the arguments reach the isolated closure as its parameters, not as captures.
    private func isolatedBody(receiver: String, arguments: [String], invoke: (String, [String]) -> String) -> String {
        var passed: [String] = []
        var used: [String] = []
        for (index, argument) in arguments.enumerated() {
            let element = arguments.count == 1 ? "__arguments" : "__arguments.\(index)"
            if model.parameters[index].isInout {
                passed.append("__a\(index)")  // the pointer to the caller's variable
                used.append("&" + Self.inoutVariable(element, model.parameters[index]))
            } else {
                passed.append(argument)
                used.append(element)
            }
        }
        let tuple = passed.count == 1 ? passed[0] : "(" + passed.joined(separator: ", ") + ")"
        let tryPrefix = model.isThrowing ? "try " : ""
        let run = isolation == .actor
            ? "SwizzleRuntime._SwizzleMacroSupport.onActor(\(receiver), \(tuple)) { (__actor: isolated \(className), __arguments) in \(tryPrefix)\(invoke("__actor", used)) }"
            : "SwizzleRuntime._SwizzleMacroSupport.onMainActor(\(receiver), \(tuple)) { __object, __arguments in \(tryPrefix)\(invoke("__object", used)) }"
        return syncBody(tryPrefix + run)
    }

    /// An async method's entry: copies the arguments out of the caller's storage (valid for this
    /// call only), and returns the `_AsyncCall` that awaits the original with them.
    private func asyncBody(receiver: String, arguments: [String], invoke: (String, [String]) -> String) -> String {
        var lines = ["let __object = \(receiver)"]
        var copies: [String] = []
        for (index, argument) in arguments.enumerated() {
            lines.append("let __v\(index) = \(argument)")
            copies.append("__v\(index)")
        }
        // An isolated method is awaited across isolation: its call is formed `@Sendable`.
        let sendable = isolation == .none ? "" : "@Sendable in "
        lines.append("SwizzleRuntime._SwizzleMacroSupport.setResult(__result, \(model.table.resultType!.trimmedText) { \(sendable)"
            + "\(model.effects)\(invoke("__object", copies)) })")
        return lines.joined(separator: "\n    ")
    }

    /// The caller's variable that an `inout` argument's pointer (`pointer`, raw) points at.
    private static func inoutVariable(_ pointer: String, _ parameter: ParameterModel) -> String {
        "SwizzleRuntime._SwizzleMacroSupport.variable(\(pointer), as: (\(parameter.abiType.trimmedText)).self).pointee"
    }

    /// The call of a method's copied original: `receiver.__swizzle_original(eat: (), food: a0)`.
    /// With `throughOverridableCopy`, the call of a generic method's overridable copy, which a
    /// subclass's super call reaches (`super.__swizzle_generic(wrap: (), x)`); an annotated
    /// extension's generic method's private copy has that name too.
    package static func originalCall(_ model: MethodModel, className: String, receiver: String, arguments: [String],
                                     throughOverridableCopy: Bool = false) -> String {
        let name = model.isGeneric && (throughOverridableCopy || model.localTable != nil) ? Naming.genericOriginal : Naming.original
        let passed = labeled(model, arguments)
        return "\(receiver).\(name)(\(Naming.originalLabel(model.baseName)): ()\(passed.isEmpty ? "" : ", " + passed))"
    }

    /// `receiver.name(label: a0, a1)`: a call of `model`'s shape under `name`.
    package static func call(_ model: MethodModel, named name: String, receiver: String, arguments: [String]) -> String {
        "\(receiver).\(name)(\(labeled(model, arguments)))"
    }

    /// `label: value, value` for the parameters of `model`.
    package static func labeled(_ model: MethodModel, _ arguments: [String]) -> String {
        zip(model.parameters, arguments).map { parameter, argument in
            parameter.label.map { "\($0): \(argument)" } ?? argument
        }.joined(separator: ", ")
    }
}
