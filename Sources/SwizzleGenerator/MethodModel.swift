import SwiftSyntax

/// One parameter of a dispatched method, as the table sees it.
package struct ParameterModel {
    /// The argument label callers write, or nil for `_`.
    package let label: String?
    /// The name the body uses.
    package var name: String
    /// The type in the table's signature: `T...` is `[T]`, `inout T` is `T` (crossing by pointer
    /// to the caller's variable), and `@escaping`/`@autoclosure` are dropped.
    package let abiType: TypeSyntax
    package let passing: ABIPassing
    package let isInout: Bool
    /// A closure the caller did not let escape: it crosses inside `withoutActuallyEscaping`.
    package let isNonEscapingClosure: Bool
    package let isVariadic: Bool
    package let isAutoclosure: Bool
    /// A generic method's parameter whose type names a generic parameter: it crosses the table
    /// as `Any`.
    package var isBoxed = false

    /// The parameter as a generic method's entry takes it: boxed as `Any`, by pointer.
    package var boxed: ParameterModel {
        var copy = ParameterModel(label: label, name: name, abiType: "Any", passing: .byPointer, isInout: false,
                                  isNonEscapingClosure: isNonEscapingClosure, isVariadic: isVariadic, isAutoclosure: isAutoclosure)
        copy.isBoxed = true
        return copy
    }
}

/// A method, factory or super call target the macro dispatches: everything needed to write the
/// `@convention(c)` type, the call, the default implementation and the registration.
package struct MethodModel {
    /// The base name (`eat`, `init`).
    package let baseName: String
    /// The Swift-style selector (`eat(food:)`; `fee(for: Money)` where an overload has the same labels).
    package var selector: String
    package var parameters: [ParameterModel]
    /// nil for Void.
    package let resultType: TypeSyntax?
    package let isThrowing: Bool
    package let isClassSide: Bool
    /// An `async` method: its table entry returns an `_AsyncCall` that the caller awaits.
    package var isAsync = false
    /// A generic method's generic parameters (`T`): its table entry boxes the arguments of
    /// those types and returns a `_GenericCall` that the caller resolves with the body.
    package var genericParameters: [String] = []
    /// Each generic parameter's constraints (`["T": "Encodable"]`), for the typed selector of an
    /// overload that only they tell apart.
    package var genericConstraints: [String: String] = [:]
    /// A `rethrows` method's closure parameter, whose errors are the only ones it throws.
    package var rethrowsThrough: String?
    /// The error type of a method with typed throws (`throws(PaymentError)`): its error crosses
    /// the table as any error and is that type again for the caller.
    package var thrownType: TypeSyntax?

    package var isGeneric: Bool { !genericParameters.isEmpty }
    /// Where the method's selector slot and the record slot its dispatch reads are, when not in
    /// the class's `__SwizzleTable`: a method of an annotated extension declares them in its own
    /// body (``Naming/extensionEntry``), as an extension can add no table to its class.
    package var localTable: String?
    /// A generic method of an annotated extension: its slot is in an `_ExtensionEntry` value its
    /// class returns, not a static slot that the dispatch functions and the class check borrow.
    package var readsSlotFromEntryValue: Bool { isGeneric && localTable != nil }

    /// The method as its table entry sees it. An async method's entry takes the same arguments
    /// and returns, without throwing, the `_AsyncCall` that awaits the body; a generic method's
    /// takes its generic arguments boxed and returns the `_GenericCall` that runs the body (an
    /// async generic one's, the `_AsyncGenericCall` that awaits it).
    package var table: MethodModel {
        let failure = isThrowing ? "any Swift.Error" : "Swift.Never"
        var entry: MethodModel
        if isAsync, isGeneric {
            entry = MethodModel(baseName: baseName, selector: selector, parameters: parameters.map { $0.isBoxed ? $0.boxed : $0 },
                                resultType: Verbatim.type("SwizzleRuntime._AsyncGenericCall<\(failure)>"), isThrowing: false, isClassSide: isClassSide)
        } else if isAsync {
            let awaited = resultType?.trimmedText ?? "Swift.Void"
            entry = MethodModel(baseName: baseName, selector: selector, parameters: parameters,
                                resultType: Verbatim.type("SwizzleRuntime._AsyncCall<\(awaited), \(failure)>"), isThrowing: false, isClassSide: isClassSide)
        } else if isGeneric {
            entry = MethodModel(baseName: baseName, selector: selector, parameters: parameters.map { $0.isBoxed ? $0.boxed : $0 },
                                resultType: Verbatim.type("SwizzleRuntime._GenericCall<\(failure)>"), isThrowing: false, isClassSide: isClassSide)
        } else {
            return self
        }
        entry.rethrowsThrough = rethrowsThrough
        entry.thrownType = thrownType
        entry.localTable = localTable
        return entry
    }

    /// The parameters as the method's own body passes them on to another call: each by its name,
    /// an `inout` one as `&name`.
    package var passedOn: [String] { parameters.map { $0.isInout ? "&\($0.name)" : $0.name } }

    /// `try await `, `try `, `await ` or nothing: what a call of the method needs.
    package var effects: String { (isThrowing ? "try " : "") + (isAsync ? "await " : "") }

    package var resultPassing: ABIPassing? { resultType.map(ABIPassing.of) }
    package var hasIndirectResult: Bool { resultPassing == .byPointer }

    /// The C argument types: receiver, selector, each parameter (a scalar by value, anything else
    /// by pointer), then the result and error pointers when there are any.
    package var cArgumentTypes: [String] {
        let pointer = "Swift.UnsafeMutableRawPointer"
        var arguments = [pointer, "Swift.UnsafeRawPointer"]
        for parameter in parameters {
            arguments.append(parameter.passing == .byValue ? ABIPassing.cType(of: parameter.abiType) : pointer)
        }
        if hasIndirectResult { arguments.append(pointer) }
        if isThrowing { arguments.append(pointer) }
        return arguments
    }

    /// The C result type: a scalar, else `Void` (a non-scalar comes back through a pointer).
    package var cResultType: String {
        guard let resultType, !hasIndirectResult else { return "Swift.Void" }
        return ABIPassing.cType(of: resultType)
    }

    /// The method's C signature (``CCallShape``).
    package var cShape: CCallShape { CCallShape(arguments: cArgumentTypes, result: cResultType) }

    /// `@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, …) -> R`.
    package var cFunctionType: String { cShape.functionType }

    /// The name of the table's enum that declares this C signature once for every method that
    /// has it (``CCallShapes``): `CCall_Int_Int_returning_Int`, `CCall_Pointer_returning_Void`.
    package var cCallName: String { cShape.name }

    /// The `SKInvoker` closure registered with the method: a generic call of this C signature
    /// (a spy's forward, `send`) made as a direct call with the concrete types instead of libffi.
    package var invokerExpression: String {
        let call = cShape.invokerCall(support: "SwizzleRuntime._SwizzleMacroSupport", imp: "(\(cFunctionType))",
                                      function: "__f", result: "__r", arguments: "__a", spelling: { "(\($0))" })
        return "{ __f, __r, __a in \(call) }"
    }

    /// The typed entry point registered with the method: the C function that stands for a
    /// per-object layer on it (a spy on an instance, a global mock) without a libffi closure.
    package var entryExpression: String {
        cShape.entryClosure(side: methodType, support: "SwizzleRuntime._SwizzleMacroSupport", imp: "(\(cFunctionType))",
                            receiver: "__r", selector: "__c", argument: "__e")
    }

    /// The `MethodSignature` expression registered with the method: what every method has, then
    /// a call for each thing few have (non-escaping closures, `rethrows`, typed throws, `inout`).
    package var signatureExpression: String {
        let types = parameters.map { "(\($0.abiType.trimmedText)).self" }
        let result = resultType.map { "(\($0.trimmedText)).self" } ?? "Swift.Void.self"
        let leading = types.isEmpty ? "" : types.joined(separator: ", ") + ", "
        var expression = "SwizzleRuntime._SwizzleMacroSupport.signature(\(leading)returning: \(result), passing: \"\(passing)\")"
        if let nonEscaping = indexList(of: \.isNonEscapingClosure) { expression += ".nonEscaping(\(nonEscaping))" }
        if rethrowsThrough != nil { expression += ".rethrowing()" }
        if let thrownType { expression += ".throwing((\(thrownType.trimmedText)).self)" }
        if let inouts = indexList(of: \.isInout) { expression += ".inoutParameters(\(inouts))" }
        return expression
    }

    /// How the values cross, as `signature(_:returning:passing:)` reads it: a word per parameter,
    /// `throws`, and the result's word (`"value, pointer throws -> void"`).
    private var passing: String {
        var words = parameters.map { $0.passing == .byValue ? "value" : "pointer" }.joined(separator: ", ")
        if isThrowing { words += words.isEmpty ? "throws" : " throws" }
        let result = resultType == nil ? "void" : resultPassing == .byValue ? "value" : "pointer"
        return words.isEmpty ? "-> \(result)" : "\(words) -> \(result)"
    }

    /// `[0, 2]`, the parameters that have `property`, or nil for none.
    private func indexList(of property: KeyPath<ParameterModel, Bool>) -> String? {
        let indices = parameters.indices.filter { parameters[$0][keyPath: property] }
        return indices.isEmpty ? nil : "[\(indices.map(String.init).joined(separator: ", "))]"
    }

    /// The name of the `SelectorSlot` a class's table declares for this method.
    package var selectorMember: String { Naming.selectorMember(selector) }

    /// The `Selector` expression: the slot's selector, interned on first use.
    package func selectorExpression(className: String) -> String {
        "\(slotExpression(className: className)).selector"
    }

    /// The method's `SelectorSlot`: `Dog.__SwizzleTable.bark__`.
    package func slotExpression(className: String) -> String {
        localTable.map { "\($0).\(Naming.extensionEntrySlot)" } ?? Naming.inTable(className, selectorMember)
    }

    /// The `_ClassRecordSlot` the method's dispatch reads: `Dog.__SwizzleTable.record`.
    package func recordSlotExpression(className: String) -> String {
        localTable.map { "\($0).\(Naming.recordSlot)" } ?? Naming.inTable(className, Naming.recordSlot)
    }

    package var methodType: String { isClassSide ? ".class" : ".instance" }
}
