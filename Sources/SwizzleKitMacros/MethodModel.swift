import SwiftSyntax

/// One parameter of a dispatched method, as the table sees it.
struct ParameterModel {
    /// The argument label callers write, or nil for `_`.
    let label: String?
    /// The name the body uses.
    let name: String
    /// The type in the table's signature: `inout T` is `UnsafeMutablePointer<T>`, `T...` is
    /// `[T]`, and `@escaping`/`@autoclosure` are dropped.
    let abiType: TypeSyntax
    let passing: ABIPassing
    let isInout: Bool
    /// A closure the caller did not let escape: it crosses inside `withoutActuallyEscaping`.
    let isNonEscapingClosure: Bool
    let isVariadic: Bool
    let isAutoclosure: Bool
}

/// A method, factory or super call target the macro dispatches: everything needed to write the
/// `@convention(c)` type, the call, the default implementation and the registration.
struct MethodModel {
    /// The base name (`eat`, `init`).
    let baseName: String
    /// The Swift-style selector (`eat(food:)`).
    let selector: String
    let parameters: [ParameterModel]
    /// nil for Void.
    let resultType: TypeSyntax?
    let isThrowing: Bool
    let isClassSide: Bool

    var resultPassing: ABIPassing? { resultType.map(ABIPassing.of) }
    var hasIndirectResult: Bool { resultPassing == .byPointer }

    /// `@convention(c) (UnsafeMutableRawPointer, SKSel, …) -> R`.
    var cFunctionType: String {
        var arguments = ["UnsafeMutableRawPointer", "SKSel"]
        for parameter in parameters {
            arguments.append(parameter.passing == .byValue ? parameter.abiType.trimmedDescription : "UnsafeMutableRawPointer")
        }
        if hasIndirectResult { arguments.append("UnsafeMutableRawPointer") }
        if isThrowing { arguments.append("UnsafeMutableRawPointer") }
        let result = hasIndirectResult ? "Void" : (resultType?.trimmedDescription ?? "Void")
        return "@convention(c) (\(arguments.joined(separator: ", "))) -> \(result)"
    }

    /// The `MethodSignature` expression registered with the method.
    func signatureExpression(className: String) -> String {
        let types = parameters.map { "(\($0.abiType.trimmedDescription)).self" }
        let byValue = parameters.map { $0.passing == .byValue ? "true" : "false" }
        let result = resultType.map { "(\($0.trimmedDescription)).self" } ?? "Void.self"
        let leading = types.isEmpty ? "" : types.joined(separator: ", ") + ", "
        return "SwizzleMacroSupport.signature(\(leading)returning: \(result), throws: \(isThrowing), "
            + "byValue: [\(byValue.joined(separator: ", "))], resultByValue: \(resultPassing == .byValue), "
            + "of: \"\(selector)\", in: \(className).self)"
    }

    /// The name of the static `SelectorSlot` a class declares for this method.
    func selectorMember(className: String) -> String {
        Naming.selectorMember(selector, className: className)
    }

    /// The `Selector` expression: the slot's selector, interned on first use.
    func selectorExpression(className: String) -> String {
        "\(className).\(selectorMember(className: className)).selector"
    }

    var methodType: String { isClassSide ? ".class" : ".instance" }
}
