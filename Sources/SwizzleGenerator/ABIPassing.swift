import SwiftSyntax

/// How a value crosses the dispatch table, decided from its type's spelling at compile time.
///
/// The macro cannot ask the type checker what a name means, so only the standard library's scalar
/// names, written as such (`Int`, `Swift.Double`, `UnsafeRawPointer`), cross by value; every other
/// type crosses by pointer to the value. That is sound for every type: a type alias of a scalar
/// (`typealias Count = Int`, `Float32`, `TimeInterval`) crosses as a pointer to its value, and the
/// registration is told which way each value goes, so nothing is decided or checked at run time.
package enum ABIPassing {
    case byValue
    case byPointer

    private static let scalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool", "Float", "Double", "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer",
    ]

    /// The passing of `type` (already stripped of `inout`, `@escaping` and the like).
    package static func of(_ type: TypeSyntax) -> ABIPassing {
        scalarName(type) == nil ? .byPointer : .byValue
    }

    /// The C type a value of `type` has in a `@convention(c)` signature: the scalar's name,
    /// qualified with `Swift.` so a module's own type of that name changes nothing; a pointer for
    /// anything else.
    package static func cType(of type: TypeSyntax) -> String {
        scalarName(type).map { "Swift.\($0)" } ?? "Swift.UnsafeMutableRawPointer"
    }

    private static func scalarName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
           scalarNames.contains(identifier.name.text) {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.baseType.trimmedText == "Swift",
           member.genericArgumentClause == nil, scalarNames.contains(member.name.text) {
            return member.name.text
        }
        return nil
    }
}
