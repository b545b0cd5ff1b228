/// A compile-checked reference to a method in the dispatch table: its selector and side, with
/// its result and argument types in its type. `@Swizzlable` writes one per dispatched member in
/// the class's ``SwizzleMethodNamespace`` (`Calculator.SwizzleMethods`), and spies, stubs,
/// verifications and evidence take it as a key path into that namespace (`\.add`), so a
/// misspelled name, a wrong arity, or an argument or result of the wrong type does not compile.
///
/// `SwizzleMethod<Int, Int, Int>` is `add(_:_:) -> Int` with two `Int` arguments. An `async`
/// method's result is its awaited value; a generic method's arguments and result of its generic
/// parameters' types are `Any` (each call instantiates its own); a non-escaping closure argument is
/// `Any` (its evidence is a placeholder, never the closure).
public struct SwizzleMethod<Result, each Argument>: SwizzleMethodReference, SwizzleMemberReference {
    public let selector: Selector
    public let methodType: MethodType

    /// The reference to `selector` on `methodType`'s side. `@Swizzlable` writes these; a hand-made
    /// one whose types are wrong is refused when a spy is made with it.
    public init(_ selector: Selector, _ methodType: MethodType) {
        self.selector = selector
        self.methodType = methodType
    }

    public var argumentTypes: [Any.Type] {
        var types: [Any.Type] = []
        for type in repeat (each Argument).self { types.append(type) }
        return types
    }

    public var resultType: Any.Type { Result.self }

    public var methodReferences: [any SwizzleMethodReference] { [self] }
}

/// A dispatched stored property's getter (`getter:name`) and setter (`setter:name`), typed.
public struct SwizzleProperty<Value>: SwizzleMemberReference {
    public let get: SwizzleMethod<Value>
    public let set: SwizzleMethod<Void, Value>

    /// The accessors of the property `name` on `methodType`'s side (`.class` for a static one).
    public init(_ name: String, _ methodType: MethodType = .instance) {
        get = SwizzleMethod(Selector("getter:\(name)"), methodType)
        set = SwizzleMethod(Selector("setter:\(name)"), methodType)
    }

    public var methodReferences: [any SwizzleMethodReference] { [get, set] }
}

/// A member of a ``SwizzleMethodNamespace``: a method, or a property's getter and setter. A spy
/// made with `spying: \.add, \.balance` spies every method its members name.
public protocol SwizzleMemberReference: Sendable {
    var methodReferences: [any SwizzleMethodReference] { get }
}

/// What a ``SwizzleMethod`` is to code that does not know its types: the table's key for it.
public protocol SwizzleMethodReference: Sendable {
    var selector: Selector { get }
    var methodType: MethodType { get }
    /// The argument types the reference was declared with, checked against the method's when a
    /// spy or mock is made with it or given it (`Any` stands for any type). They and
    /// ``resultType`` are its type's, the same for every value of it: a check is remembered per
    /// reference type.
    var argumentTypes: [Any.Type] { get }
    /// The result type it was declared with (an async method's awaited value; `Void` for none).
    var resultType: Any.Type { get }
}

/// The type `@Swizzlable` nests in a class (`SwizzleMethods`), whose members are the class's
/// typed method references: key paths into it (`\.add`, `\Calculator.SwizzleMethods.add`) name
/// methods wherever the API takes one.
public protocol SwizzleMethodNamespace {
    init()
}

/// A class whose methods have typed references: `@Swizzlable` declares it on a root class, and
/// its subclasses inherit it, so `SwizzleMethods` is the root's namespace; a subclass's own
/// namespace (which reaches its superclass's members too) is named explicitly:
/// `\Scientific.SwizzleMethods.squareRoot`.
public protocol SwizzleMethodProviding {
    associatedtype SwizzleMethods: SwizzleMethodNamespace
}
