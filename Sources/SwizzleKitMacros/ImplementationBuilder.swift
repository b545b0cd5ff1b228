/// Writes a default implementation: a `@convention(c)` closure that unpacks the C arguments,
/// runs the original code (a method's copied body, or an initializer) and packs the result or
/// error; and the registration statement that puts it in the table.
struct ImplementationBuilder {
    let model: MethodModel
    let className: String
    /// Whether the original runs on the main actor: the entry, a nonisolated C function that the
    /// main actor's own code calls through the table, then runs it there without a hop.
    var isMainActor = false

    /// `try _SwizzleMacroSupport.add(c, selectorSlot, .instance, { … } as IMP, signature, invoker: { … }, entry: { … })`.
    /// `invoke` turns the Swift argument expressions into the call of the original code.
    func registration(registrar: String, invoke: (_ receiver: String, _ arguments: [String]) -> String) -> String {
        let table = model.table
        var names = ["__receiver", "_"]
        var arguments: [String] = []
        for (index, parameter) in model.parameters.enumerated() {
            let name = "__a\(index)"
            names.append(name)
            if parameter.isInout {
                arguments.append("&\(name).pointee")
            } else if parameter.passing == .byValue {
                arguments.append(name)
            } else {
                arguments.append("_SwizzleMacroSupport.argument(\(name), as: (\(parameter.abiType.trimmedDescription)).self)")
            }
        }
        if table.hasIndirectResult { names.append("__result") }
        if table.isThrowing { names.append("__error") }
        let receiver = model.isClassSide
            ? "_SwizzleMacroSupport.metatype(__receiver, as: \(className).self)"
            : "_SwizzleMacroSupport.object(__receiver, as: \(className).self)"
        let body: String
        if model.isAsync {
            body = asyncBody(receiver: receiver, arguments: arguments, invoke: invoke)
        } else if isMainActor {
            body = mainActorBody(receiver: receiver, arguments: arguments, invoke: invoke)
        } else {
            body = syncBody(invoke(receiver, arguments))
        }
        let closure = "{ \(names.joined(separator: ", ")) in\n    \(body)\n} as \(table.cFunctionType)"
        return "try _SwizzleMacroSupport.add(\(registrar), \(model.slotExpression(className: className)), "
            + "\(model.methodType), \(closure), \(table.signatureExpression(className: className)), "
            + "invoker: \(table.invokerExpression), entry: \(table.entryExpression))"
    }

    private func syncBody(_ call: String) -> String {
        switch (model.hasIndirectResult, model.isThrowing) {
        case (true, true):
            "_SwizzleMacroSupport.catching(__error) { _SwizzleMacroSupport.setResult(__result, try \(call)) }"
        case (true, false):
            "_SwizzleMacroSupport.setResult(__result, \(call))"
        case (false, true):
            model.resultType == nil
                ? "_SwizzleMacroSupport.catching(__error) { try \(call) }"
                : "return _SwizzleMacroSupport.catching(__error) { try \(call) }"
        case (false, false):
            model.resultType == nil ? call : "return \(call)"
        }
    }

    /// A main-actor method's entry: its caller is on the main actor (the entry runs inside the
    /// call through the table), so it runs the original there. The receiver and arguments are
    /// read into `nonisolated(unsafe)` constants first: they cross into the main actor's closure
    /// from a C function whose caller already runs there.
    private func mainActorBody(receiver: String, arguments: [String], invoke: (String, [String]) -> String) -> String {
        var lines = ["nonisolated(unsafe) let __object = \(receiver)"]
        var copies: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("&") {
                copies.append("&__p\(index).pointee")
                lines.append("nonisolated(unsafe) let __p\(index) = __a\(index)")
                continue
            }
            lines.append("nonisolated(unsafe) let __v\(index) = \(argument)")
            copies.append("__v\(index)")
        }
        let tryPrefix = model.isThrowing ? "try " : ""
        lines.append(syncBody("\(tryPrefix)_SwizzleMacroSupport.onMainActor { \(tryPrefix)\(invoke("__object", copies)) }"))
        return lines.joined(separator: "\n    ")
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
        lines.append("_SwizzleMacroSupport.setResult(__result, \(model.table.resultType!.trimmedDescription) { "
            + "\(model.effects)\(invoke("__object", copies)) })")
        return lines.joined(separator: "\n    ")
    }

    /// The call of a method's copied original: `receiver.__swizzle_Dog_eat(food: a0)`.
    static func originalCall(_ model: MethodModel, className: String, receiver: String, arguments: [String]) -> String {
        "\(receiver).\(Naming.original(model.baseName, className: className))(\(labeled(model, arguments)))"
    }

    /// `label: value, value` for the parameters of `model`.
    static func labeled(_ model: MethodModel, _ arguments: [String]) -> String {
        zip(model.parameters, arguments).map { parameter, argument in
            parameter.label.map { "\($0): \(argument)" } ?? argument
        }.joined(separator: ", ")
    }
}
