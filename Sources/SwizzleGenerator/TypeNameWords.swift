import SwiftParser
import SwiftSyntax

/// A type spelled as words for an identifier, so that overloads told apart only by a parameter's
/// type get references a person can read: `[String]` → `ArrayOfString`, `[String: Any]?` →
/// `DictionaryOfStringToAnyOptional`, `Result<Int, Error>` → `ResultOfIntAndError`,
/// `Swift.Int` → `Int`, `(Int) -> Void` → `Closure`.
package enum TypeNameWords {
    package static func words(_ type: String) -> String {
        let spelled = words(TypeSyntax(stringLiteral: type))
        return spelled.prefix(1).uppercased() + spelled.dropFirst()
    }

    private static func words(_ type: TypeSyntax) -> String {
        if let array = type.as(ArrayTypeSyntax.self) {
            return "ArrayOf" + words(array.element)
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "DictionaryOf" + words(dictionary.key) + "To" + words(dictionary.value)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return words(optional.wrappedType) + "Optional"
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return words(optional.wrappedType) + "Optional"
        }
        if let named = type.as(IdentifierTypeSyntax.self) {
            return named.name.text.filter { $0 != "`" } + genericWords(named.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            // The module or enclosing type adds nothing a reader needs: `Swift.Int` is `Int`.
            return member.name.text.filter { $0 != "`" } + genericWords(member.genericArgumentClause)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return words(attributed.baseType)
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            return words(some.constraint)
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { words($0.type) }
            return elements.isEmpty ? "Void" : "TupleOf" + elements.joined(separator: "And")
        }
        if type.is(FunctionTypeSyntax.self) {
            return "Closure"
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { words($0.type) }.joined(separator: "And")
        }
        return type.trimmedText.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func genericWords(_ clause: GenericArgumentClauseSyntax?) -> String {
        guard let clause else { return "" }
        let arguments = clause.arguments.compactMap { argument -> String? in
            guard case .type(let type) = argument.argument else { return nil }
            return words(type)
        }
        return arguments.isEmpty ? "" : "Of" + arguments.joined(separator: "And")
    }
}
