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
/// Instance and class methods are called through the table (selectors such as `"bark()"`,
/// `"eat(food:)"`), throwing and `async` methods and closure parameters included, in classes,
/// `@MainActor` classes and actors (an isolated method runs isolated, stubs included); `super.f()` in a
/// `@Swizzlable` subclass's method looks up from the superclass. Every initializer gets a class
/// method `make(…)` with the same labels, registered under the initializer's selector (`"init(name:)"`).
/// Members that cannot cross a C table (generic, rethrows, typed-throws, `some`/`Self` types,
/// computed properties and subscripts) stay plain Swift, each with a warning that says why, and a
/// spy or mock on one says why too.
///
/// A class whose superclass is `@Swizzlable` (in any file) links to it; any other class becomes a
/// root. Subclasses must be `@Swizzlable` too for their overrides to be in the table.
///
/// - Parameter behindPreprocessorFlag: a compilation condition such as `"DEBUG"`: without it the
///   bodies are as written and the class registers no methods.
@attached(member, conformances: Swizzlable, SwizzleMethodProviding, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: Swizzlable, SwizzleMethodProviding)
public macro Swizzlable(behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "SwizzlableMacro")

/// Put on each dispatched method by `@Swizzlable`: replaces the body with a call through the
/// dispatch table. Not for direct use.
@attached(body)
public macro _SwizzlableDispatch(of className: String, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "DispatchBodyMacro")

/// Put on each initializer by `@Swizzlable`: reports the object an outermost initializer built
/// of exactly its class, so that a global mock of that initializer makes the object answer as
/// its mock. Not for direct use.
@attached(body)
public macro _SwizzlableConstruction(of className: String, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "ConstructionBodyMacro")

/// Put on each dispatched stored property by `@Swizzlable`: its getter and setter go through the
/// table as `getter:name` and `setter:name`, over private storage. **Not API.**
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(__swizzle_storage_))
public macro _SwizzlableProperty(of className: String, behindPreprocessorFlag: String? = nil) =
    #externalMacro(module: "SwizzleKitMacros", type: "PropertyMacro")
