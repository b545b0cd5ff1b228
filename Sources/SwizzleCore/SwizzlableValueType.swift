/// A struct or enum whose methods go through the SwizzleKit table, spied per type: a value has
/// no identity to tell one instance from another, so one object, ``swizzleValues``, stands for
/// every value of the type (and for the type's static methods) in the table.
///
/// `swift package generate-spies` writes the conformance for value types of a module built with
/// `-enable-implicit-dynamic`:
/// ```swift
/// let spy = try DirectInvocationSpy(onEveryValueOf: Money.self, spying: \.formatted)
/// spy.stub(\.formatted).andReturn("free")
/// ```
public protocol SwizzlableValueType {
    /// The class of the object that stands for every value.
    associatedtype SwizzleValues: Swizzlable & SwizzleMethodProviding
    /// The object that stands for every value of this type: the subject of a spy on them.
    static var swizzleValues: SwizzleValues { get }
}

/// The class of an object that stands for every value of a struct or enum (``SwizzlableValueType/swizzleValues``):
/// a spy on it, made through the string API as through `onEveryValueOf:`, spies on a subject every
/// test shares, and keeps to its own test's calls (`SpyReach`). `generate-spies` writes the conformance.
public protocol SwizzleValuesStandIn: AnyObject {}
