import SwizzleCore
import SwizzleLayers

/// Opts a class into the SwizzleKit dispatch table, so spies, stubs and mocks can replace its
/// methods at run time.
///
/// ```swift
/// @Swizzlable
/// class Dog {
///     init(name: String) { … }
///     func bark() -> String { … }          // called through the table; the body is the default
///     class func breed(named: String) -> Dog { … }
/// }
/// let dog = Dog.make(name: "Rex")          // a dispatched factory: global mocks replace it
/// ```
///
/// Opting in changes nothing a class means while no spy, stub or mock is installed: its
/// synthesized `Codable`, its `Equatable` and `Hashable`, its `Mirror`, identity, `deinit`,
/// isolation and initialization rules stay as written.
///
/// Instance and class methods are called through the table (selectors such as `"bark()"`,
/// `"eat(food:)"`), throwing, typed-throwing and `async` methods, `inout` and closure parameters
/// included, in classes, `@MainActor` classes and actors (an isolated method runs isolated, stubs
/// included); `super.f()` in a `@Swizzlable` subclass's method looks up from the superclass. Every
/// initializer gets a class method `make(…)` with the same labels, registered under the
/// initializer's selector (`"init(name:)"`). Two methods whose labels are the same are told apart
/// by their parameter types (`"fee(for: Int)"`, `"fee(for: Money)"`).
///
/// Generic classes are dispatched too: their specializations share one record, and values of the
/// class's generic types cross boxed, as a generic method's do (a method returning `Self` likewise).
///
/// What stays plain Swift: quietly, what is plain by nature (`let`s, operators, static constants,
/// computed properties, subscripts, `@inlinable` methods) and stored `var`s unless
/// `storedProperties` says `.dispatched`; with a warning that says why, methods that cannot cross a
/// C table (an opaque `some` result, parameter packs). Mark a member `@NotSwizzled` to leave it
/// plain without a warning. A spy or mock on a plain member says why it is not in the table.
///
/// A class whose superclass is `@Swizzlable` (in any file) links to it; any other class becomes a
/// root. Subclasses must be `@Swizzlable` too for their overrides to be in the table. Methods
/// declared in the class's extensions join its table with `@SwizzlableExtension`
/// on the extension.
///
/// - Parameters:
///   - storedProperties: `.dispatched` sends the getters and setters of stored `var`s through the
///     table (`"getter:name"`, `"setter:name"`), over storage of the macro's. That changes what the
///     class means — its synthesized `Codable` keys, its `Mirror`, an actor's `init` rules — so it is
///     opt-in, for classes whose state a test must spy on.
///   - behindPreprocessorFlag: the compilation condition a build needs for the class to be in the
///     table. By default `"DEBUG"`: debug builds (which tests use) dispatch, and a release build
///     compiles the class exactly as written, so production code pays nothing. Name another
///     condition (`"TESTING"`), or `nil` to dispatch in every build (a release test run, a
///     benchmark). In a build without the condition a spy on the class says so.
// The names are listed, not `arbitrary`: a member macro with arbitrary names makes the compiler
// lose a conformance the class declares itself (swiftlang/swift#84691).
@attached(member, conformances: Swizzlable, SwizzleMethodProviding,
          names: named(__SwizzleTable), named(__swizzle_original), named(__swizzle_generic), named(__swizzle_throughTable),
          named(runtimeClass), named(make), named(SwizzleMethods))
@attached(peer, names: prefixed(__SwizzleTable_))
@attached(memberAttribute)
@attached(extension, conformances: Swizzlable, SwizzleMethodProviding)
public macro Swizzlable(storedProperties: SwizzleStoredProperties = .plain, behindPreprocessorFlag: String? = "DEBUG") =
    #externalMacro(module: "SwizzleKitMacros", type: "SwizzlableMacro")

/// Whether `@Swizzlable` sends a class's stored `var`s through the dispatch table.
public enum SwizzleStoredProperties: Sendable {
    /// Stored properties stay as written (the default): the class means exactly what it meant.
    case plain
    /// Each stored `var` becomes a getter and a setter in the table, over storage of the macro's,
    /// so a spy can record and stub them; its synthesized `Codable` keys and `Mirror` then show
    /// that storage.
    case dispatched
}

/// Leaves a member of a `@Swizzlable` class plain Swift, without the warning the macro gives for a
/// member it cannot dispatch: a spy on it says it was marked so.
@attached(peer)
public macro NotSwizzled() = #externalMacro(module: "SwizzleKitMacros", type: "NotSwizzledMacro")

/// Put on each dispatched method by `@Swizzlable`: replaces the body with a call through the
/// dispatch table. Not for direct use.
@attached(body)
public macro _SwizzlableDispatch(of className: String, selector: String? = nil, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "DispatchBodyMacro")

/// Put on each initializer by `@Swizzlable`: reports the object an outermost initializer built
/// of exactly its class, so that a global mock of that initializer makes the object answer as
/// its mock. Not for direct use.
@attached(body)
public macro _SwizzlableConstruction(of className: String, selector: String? = nil, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "ConstructionBodyMacro")

/// Put on each dispatched stored property by `@Swizzlable`: its getter and setter go through the
/// table as `getter:name` and `setter:name`, over private storage. **Not API.**
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(__swizzle_storage_))
public macro _SwizzlableProperty(of className: String, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "PropertyMacro")

/// Puts the methods of an extension of a `@Swizzlable` class in the class's dispatch table, as
/// `@Swizzlable` does for the methods in the class's body: conformances and helpers declared in
/// extensions, in any file of the module.
///
/// ```swift
/// @Swizzlable final class Customer { var name: String … }
///
/// @SwizzlableExtension
/// extension Customer: Greeter {
///     func greet(_ visitor: String) -> String { … }      // called through the table
/// }
///
/// let spy = try DirectInvocationSpy(on: customer, spying: "greet(_:)")
/// spy.stub(Customer.swizzleMethod(greet: ())).andReturn("hello")   // its typed reference
/// ```
///
/// Each method's typed reference is a class method, `Customer.swizzleMethod(greet: ())`: an
/// extension can add nothing to the class's `SwizzleMethods` (no `\.greet`). What stays plain, and
/// why, is what `@Swizzlable` leaves plain, plus a method that calls `super` or is generic (an
/// extension says too little to dispatch those) and an initializer (no `make` factory); a spy on
/// one says why. Methods of an actor's extension cannot be dispatched (the compiler says so).
///
/// Why not `@Swizzlable` itself: a macro that adds conformances (as `@Swizzlable` adds
/// `Swizzlable` to a class) cannot be attached to an extension in Swift 6.3, whatever its other
/// roles (swiftlang/swift#88893 would allow it).
///
/// - Parameter behindPreprocessorFlag: as `@Swizzlable`'s: `"DEBUG"` by default, so a release
///   build compiles the extension as written. Use the class's condition.
@attached(member, names: named(__swizzle_original), named(__swizzle_generic), named(swizzleMethod))
@attached(memberAttribute)
public macro SwizzlableExtension(behindPreprocessorFlag: String? = "DEBUG") =
    #externalMacro(module: "SwizzleKitMacros", type: "SwizzlableMacro")
