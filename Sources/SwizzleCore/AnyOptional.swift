/// What code holding an `Any` or an `Any.Type` needs to see through `Optional`: its wrapped
/// type, and its wrapped value.
package protocol AnyOptional {
    static var wrappedType: Any.Type { get }
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    package static var wrappedType: Any.Type { Wrapped.self }
    package var wrappedAny: Any? { self.map { $0 as Any } }
}
