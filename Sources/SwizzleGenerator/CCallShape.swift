/// One C signature of table entries, from its C types alone (receiver, selector, the values as
/// they cross, then the result and error pointers; a scalar result or `Void`): what a table's
/// `CCall_…` enum declares, and what names it (`CCall_Int_Int_returning_Int`).
package struct CCallShape: Hashable {
    /// Every C argument type, receiver and selector first (`Swift.UnsafeMutableRawPointer`, …).
    package let arguments: [String]
    /// `Swift.Void` or a scalar's C type.
    package let result: String

    package init(arguments: [String], result: String) {
        self.arguments = arguments
        self.result = result
    }

    /// `CCall_Int_Int_returning_Int`, `CCall_Pointer_returning_Void`.
    package var name: String {
        let words = (arguments.dropFirst(2) + [result]).map(Self.word)
        let values = words.dropLast()
        return "CCall_" + (values.isEmpty ? "" : values.joined(separator: "_") + "_") + "returning_" + words.last!
    }

    /// `@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, …) -> R`.
    package var functionType: String {
        "@convention(c) (\(arguments.joined(separator: ", "))) -> \(result)"
    }

    private static func word(_ cType: String) -> String {
        switch cType {
        case "Swift.UnsafeMutableRawPointer": "Pointer"
        case "Swift.UnsafeRawPointer": "ConstPointer"
        default: String(cType.split(separator: ".").last ?? "")
        }
    }

    /// The enum that declares this signature: `IMP`, the `invoker`, the entry of each side in
    /// `sides` (`.instance`, `.class`) and the function that registers a method of that side, the
    /// dispatching methods' call of each form in `forms` (``TableCallForm``) and their slow path of
    /// each form in `dispatches` (``DispatchForm``). `access` prefixes each declaration (`public `
    /// in the runtime); `support` names `_SwizzleMacroSupport`.
    package func declaration(sides: [String], forms: [TableCallForm], dispatches: [DispatchForm], access: String = "",
                             support: String = "SwizzleSupport") -> String {
        var members = ["\(access)typealias IMP = \(functionType)", invoker(access: access, support: support)]
        for side in sides {
            members.append("""
                \(access)static var \(Self.entryName(side: side)): IMP {
                \(entryClosure(side: side, support: support, imp: "IMP").indented())
                }
                """)
        }
        members += sides.map { adding(side: $0, access: access, support: support) }
        members += forms.map { $0.declaration(of: self, access: access, support: support) }
        members += dispatches.map { $0.declaration(of: self, access: access, support: support) }
        return """
            /// A C signature of the table's entries, declared once for all of them.
            \(access)enum \(name) {
            \(members.joined(separator: "\n").indented())
            }
            """
    }

    /// The entry's name for a method of `side` (`.instance` or `.class`).
    package static func entryName(side: String) -> String {
        side == ".class" ? "classEntry" : "instanceEntry"
    }

    /// The name of the function that registers a method of `side` with this signature.
    package static func addingName(side: String) -> String {
        side == ".class" ? "addClassMethod" : "addInstanceMethod"
    }

    /// The function that registers a method of `side` with this signature's invoker and entry: a
    /// registration names the method, its default implementation and its signature, and the
    /// compiler checks one call of a function of concrete types (a generic `add` with the invoker
    /// and entry spelled out was about 1.4 M instructions more a method, BENCHMARKS.md, issue 24).
    private func adding(side: String, access: String, support: String) -> String {
        """
        /// Registers \(side == ".class" ? "a class" : "an instance") method of this signature, with its invoker and entry.
        \(access)static func \(Self.addingName(side: side))(
            _ registration: SwizzleRuntime.ClassRegistration, _ slot: borrowing SwizzleRuntime._SelectorSlot,
            _ implementation: IMP, _ signature: \(support).Signature
        ) throws {
            try \(support).add(
                registration, slot, \(side), implementation, signature, invoker: invoker, entry: \(Self.entryName(side: side))
            )
        }
        """
    }

    /// The direct call of this C signature that a spy's forward or `send` makes instead of libffi.
    private func invoker(access: String, support: String) -> String {
        """
        \(access)static var invoker: \(support).Invoker {
            { function, result, arguments in
                \(invokerCall(support: support, imp: "IMP", function: "function", result: "result", arguments: "arguments"))
            }
        }
        """
    }

    /// An invoker's statement: `function` called as `imp` with each argument loaded from
    /// `arguments` as its C type (spelled by `spelling`), a scalar result stored at `result`.
    package func invokerCall(support: String, imp: String, function: String, result: String, arguments: String,
                             spelling: (String) -> String = { $0 }) -> String {
        let loads = self.arguments.enumerated().map { index, type in
            "\(support).cArgument(\(arguments), \(index), as: \(spelling(type)).self)"
        }
        let call = "Swift.unsafeBitCast(\(function), to: \(imp).self)(\(loads.joined(separator: ", ")))"
        return self.result == "Swift.Void" ? call : "\(support).store(\(call), into: \(result))"
    }

    /// A typed entry point's closure: the call taken in its layer's two halves, the call between
    /// them made with this C signature's own types. `support` names `_SwizzleMacroSupport`,
    /// `imp` the C function type; the rest are the closure's parameter names.
    package func entryClosure(side: String, support: String, imp: String,
                              receiver: String = "receiver", selector: String = "selector", argument: String = "argument") -> String {
        let names = [receiver, selector] + arguments.indices.dropFirst(2).map { "\(argument)\($0 - 2)" }
        let words = names.map { "\(support).word(\($0))" }.joined(separator: ", ")
        return """
            { \(names.joined(separator: ", ")) in
                var words = (\(words))
                var call = \(support).TypedCall(\(side))
                guard let below = call.enter(&words, as: \(imp).self) else { return call.answer() }
                return call.leave(below(\(names.joined(separator: ", "))), &words)
            }
            """
    }
}
