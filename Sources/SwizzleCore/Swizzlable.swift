/// A class whose methods are called through the SwizzleKit dispatch table, so that spies, stubs
/// and mocks can replace them at run time.
///
/// `@Swizzlable` writes the conformance. By hand, the root class declares
/// `class var runtimeClass` and every subclass overrides it, each returning the record its own
/// `static let` registers (lazily and once):
/// ```swift
/// class Greeter: Swizzlable {
///     private static let record = try! RuntimeClass.register(Greeter.self, superclass: nil) { c in
///         try c.instanceMethod("greet(_:)") { (self: Greeter, name: String) in "Hello, \(name)" }
///     }
///     class var runtimeClass: RuntimeClass { record }
/// }
/// ```
public protocol Swizzlable: AnyObject {
    /// The runtime record of the class; dynamic, so a call on an instance of a subclass finds the
    /// subclass's record.
    static var runtimeClass: RuntimeClass { get }
}

extension Swizzlable {
    /// The runtime record of this object's dynamic class. (`Self` in a protocol extension is
    /// the static type, so instance code must go through `type(of: self)`.)
    @inlinable public var runtimeClass: RuntimeClass { type(of: self).runtimeClass }

    /// This object as the C runtime's receiver: an unretained pointer. Transparent, so that even a
    /// debug build's dispatch reads it without a call.
    @_transparent public var receiverPointer: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }
}
