/// Names of the members the macro generates. They are fixed names (`__SwizzleTable`,
/// `__swizzle_original`, `runtimeClass`, `make`, `SwizzleMethods`), so the member role declares
/// them by name: a member macro that declares arbitrary names makes the compiler lose a
/// conformance the class declares itself (`Equatable` with `==` in the class, swiftlang/swift#84691).
package enum Naming {
    /// The nested enum that holds a class's table: its selector slots, its record's slot, the
    /// once-only registration and the class's own record. Each class has its own, so a subclass's
    /// never collides with its superclass's.
    package static let table = "__SwizzleTable"

    /// A generic class's table: an enum beside the class (a generic type cannot hold static
    /// storage), which the class names `__SwizzleTable` with a type alias.
    package static func genericTable(_ className: String) -> String {
        "\(table)_\(className)"
    }

    /// `generate-spies`' name for a nested type (`Statement.Line` → `Statement_Line`), a type
    /// alias the generated file declares: its extensions and tables name the type through it.
    package static func nestedTypeAlias(_ qualifiedName: String) -> String {
        identifier(qualifiedName)
    }

    /// The local enum a dispatched method of an annotated extension declares in its body: its
    /// selector slot, its record slot, and its record in the `swizzlekit_extensions` section.
    package static let extensionEntry = "__SwizzleEntry"

    /// Where a method of an annotated extension finds its entry: the enum in its body; for a
    /// generic method (whose local types can hold no static storage), the local constant that
    /// ``genericEntryCall(_:className:)`` gives it.
    package static func extensionEntry(of model: MethodModel) -> String {
        model.isGeneric ? "__swizzleEntry" : extensionEntry
    }

    /// A generic method of an extension keeps its entry in a non-generic class method of the
    /// extension (`__swizzle_generic(entryOf: (), wrap__: ())`), told apart by its selector.
    package static func genericEntryFunction(_ model: MethodModel) -> String {
        "\(genericOriginal)(entryOf _: Swift.Void, \(model.selectorMember) _: Swift.Void)"
    }

    /// The generic method's first statement: `let __swizzleEntry = Dog.__swizzle_generic(entryOf: (), wrap__: ())`.
    package static func genericEntryCall(_ model: MethodModel, className: String) -> String {
        "let \(extensionEntry(of: model)) = \(className).\(genericOriginal)(entryOf: (), \(model.selectorMember): ())"
    }

    /// The selector slot in an ``extensionEntry``: the method's only one.
    package static let extensionEntrySlot = "slot"

    /// The typed references of an annotated extension's methods: class methods of this one name,
    /// told apart by their labels (`Dog.swizzleMethod(greet: ())`), since an extension can add
    /// nothing to the class's `SwizzleMethods`.
    package static let extensionReference = "swizzleMethod"

    /// `Dog.__SwizzleTable.record`: a member of `className`'s table, from anywhere in the module.
    package static func inTable(_ className: String, _ member: String) -> String {
        "\(className).\(table).\(member)"
    }

    /// The record of the class itself (never a subclass's), where its super calls start: its
    /// table's `ownClass`; for a generic class, whose table holds no registration of its own,
    /// `runtimeClass` called on its own metatype.
    package static func ownRecord(of plan: ClassPlan) -> String {
        plan.isGeneric ? "\(plan.className).runtimeClass" : inTable(plan.className, ownClass)
    }

    /// `eat(food:)` → `eat_food_`: a selector's slot in the table.
    package static func selectorMember(_ selector: String) -> String {
        String(selector.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The table's `_ClassRecordSlot`, caching the class's runtime record: read with one load on
    /// every dispatched call.
    package static let recordSlot = "record"

    /// The table's lazily initialized `static let` that registers the class, once; read only
    /// while the slot is empty.
    package static let registration = "registration"

    /// The table's function that registers the class and its members, called by `registration`
    /// alone: in a function's body, what it registers is compiled with its file only.
    package static let registerClass = "registerClass"

    /// The table's `static var` with the record of the class itself (never a subclass's): what
    /// `runtimeClass` returns in the class, and where its super calls start.
    package static let ownClass = "ownClass"

    /// The methods holding the original bodies: one name, told apart by a first label that names
    /// the member (`__swizzle_original(bark: ())`). A subclass's private copies do not collide
    /// with its superclass's (private members are not inherited).
    package static let original = "__swizzle_original"

    /// The methods a subclass's super call reaches a generic member's body by (a generic body
    /// is no entry of the table): not private, each forwarding to its class's own private copy,
    /// so that a subclass's overrides its superclass's and a super call is
    /// `super.__swizzle_generic(wrap: (), …)` from any subclass. (An annotated extension's
    /// generic method's private copy has this name too.)
    package static let genericOriginal = "__swizzle_generic"

    /// A generic method's call through the table, made when its check found a change: a method
    /// of the class, named as the originals are (`__swizzle_throughTable(wrap: (), …)`).
    package static let throughTable = "__swizzle_throughTable"

    /// The first label of a member's original (`bark`, `get_name`): which member it holds.
    package static func originalLabel(_ baseName: String) -> String {
        String(baseName.filter { $0 != "`" })
    }

    /// `generate-spies`' replacement of a member: `__swizzle_replacement_Ledger_balance`. It
    /// carries the type's name, as a subclass's extension may not redeclare its superclass's.
    package static func replacement(_ baseName: String, typeName: String) -> String {
        "__swizzle_replacement_\(identifier(typeName))_\(String(baseName.filter { $0 != "`" }))"
    }

    /// `generate-spies`' first argument label of a replacement initializer or subscript
    /// (`__swizzle_policy`, `__swizzle_` for none), which tells it apart from the member it
    /// replaces: the two have the same type, and a name of their own only by their labels.
    package static func replacementLabel(_ label: String?) -> String {
        "__swizzle_" + (label ?? "")
    }

    /// The private stored property that holds a dispatched property's value (declared by the
    /// property's own macro, with this prefix).
    package static func storage(_ name: String) -> String {
        "__swizzle_storage_\(name)"
    }

    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `name` as a declaration's name: in backticks where it is a keyword (`` `default` ``).
    package static func declarable(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The words a declaration cannot be named without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "await",
    ]
}
