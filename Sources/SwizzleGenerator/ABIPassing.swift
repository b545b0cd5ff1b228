import SwiftSyntax

/// How a value crosses the dispatch table, decided from its type's spelling.
///
/// The macro cannot ask the type checker whether a type conforms to `ABIScalar`, so it uses the
/// fixed list of scalar spellings; the generated registration checks the decision at run time
/// (`_SwizzleMacroSupport.signature`) and names the fix if a type alias fooled it.
package enum ABIPassing {
    case byValue
    case byPointer

    private static let scalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool", "Float", "Double", "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer",
    ]
    private static let scalarGenericNames: Set<String> = ["UnsafePointer", "UnsafeMutablePointer"]

    /// The passing of `type` (already stripped of `inout`, `@escaping` and the like).
    package static func of(_ type: TypeSyntax) -> ABIPassing {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return isScalar(name: identifier.name.text, generic: identifier.genericArgumentClause != nil) ? .byValue : .byPointer
        }
        if let member = type.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "Swift" {
            return isScalar(name: member.name.text, generic: member.genericArgumentClause != nil) ? .byValue : .byPointer
        }
        return .byPointer
    }

    private static func isScalar(name: String, generic: Bool) -> Bool {
        generic ? scalarGenericNames.contains(name) : scalarNames.contains(name)
    }
}
