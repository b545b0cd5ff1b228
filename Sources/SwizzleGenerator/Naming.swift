/// Names of the members the macro generates. Each carries the class name, so a subclass in the
/// same file never collides with (or accidentally overrides) its superclass's.
package enum Naming {
    /// `Dog`, `eat(food:)` → `__swizzle_Dog_sel_eat_food_`.
    package static func selectorMember(_ selector: String, className: String) -> String {
        let mangled = String(selector.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return "__swizzle_\(identifier(className))_sel_\(mangled)"
    }

    /// The `static let` slot caching the class's runtime record (a `ClassRecordSlot`): read
    /// with one load on every dispatched call.
    package static func recordSlot(className: String) -> String {
        "__swizzle_\(identifier(className))_record"
    }

    /// The lazily initialized `static let` that registers the class, once; read only while the
    /// slot is empty.
    package static func registration(className: String) -> String {
        "__swizzle_\(identifier(className))_registration"
    }

    /// The `static var` with the record of the class itself (never a subclass's): what
    /// `runtimeClass` returns in the class, and where its super calls start.
    package static func declaredClass(className: String) -> String {
        "__swizzle_\(identifier(className))_class"
    }

    /// The method holding a member's original body: `__swizzle_Dog_bark`.
    package static func original(_ baseName: String, className: String) -> String {
        "__swizzle_\(identifier(className))_\(String(baseName.filter { $0 != "`" }))"
    }

    /// The method holding a generic member's original body: `__swizzle_generic_wrap`. It has no
    /// class name: a subclass's copy overrides its superclass's, so that a super call's generic
    /// body can be reached as `super.__swizzle_generic_wrap(…)` from any subclass.
    package static func genericOriginal(_ baseName: String) -> String {
        "__swizzle_generic_\(String(baseName.filter { $0 != "`" }))"
    }

    /// `generate-spies`' replacement of a member: `__swizzle_replacement_Ledger_balance`. It
    /// carries the type's name, as a subclass's extension may not redeclare its superclass's.
    package static func replacement(_ baseName: String, typeName: String) -> String {
        "__swizzle_replacement_\(identifier(typeName))_\(String(baseName.filter { $0 != "`" }))"
    }

    /// The private stored property that holds a dispatched property's value.
    package static func storage(_ name: String) -> String {
        "__swizzle_storage_\(name)"
    }

    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
