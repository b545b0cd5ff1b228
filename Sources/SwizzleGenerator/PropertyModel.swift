import SwiftSyntax

/// A stored `var` (or, for `generate-spies`, a computed one) whose getter and setter go through the table, as `getter:name` and
/// `setter:name` (the selectors `#selector(getter:)` spells). Its value moves to private storage;
/// the property keeps an `init` accessor, so initial values and initializers work as written.
package struct PropertyModel {
    package let name: String
    package let type: TypeSyntax
    /// `willSet` and `didSet` as written: they run in the setter's default implementation, around
    /// the store (an accessor macro's `get`/`set` replace the compiler's own observing setter).
    package let willSet: AccessorDeclSyntax?
    package let didSet: AccessorDeclSyntax?

    /// Whether it is `static` (or `class`): its replacement is too.
    package var isStatic = false
    /// Whether its accessors are in the table's class side: a class's static property's are; a
    /// value type's are its stand-in's instance methods, as its static methods are.
    package var isClassSide = false

    package var getter: MethodModel {
        MethodModel(baseName: "get_\(name)", selector: "getter:\(name)", parameters: [], resultType: type,
                    isThrowing: false, isClassSide: isClassSide)
    }

    package var setter: MethodModel {
        let parameter = ParameterModel(label: nil, name: "newValue", abiType: type, passing: ABIPassing.of(type), isInout: false,
                                       isNonEscapingClosure: false, isVariadic: false, isAutoclosure: false)
        return MethodModel(baseName: "set_\(name)", selector: "setter:\(name)", parameters: [parameter], resultType: nil,
                           isThrowing: false, isClassSide: isClassSide)
    }

    package var storage: String { Naming.storage(name) }

    /// Whether it has a setter: a stored `var` always has; a computed property read from a
    /// module's interface (`generate-spies`) may have only a getter.
    package var isSettable = true

    /// The accessors that go through the table.
    package var accessors: [MethodModel] { isSettable ? [getter, setter] : [getter] }
}
