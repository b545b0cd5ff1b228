internal import CSwizzleRuntime

/// The value (of a struct or enum) whose generated replacement is calling through the table on
/// this thread: lent to the default implementation, which runs the original on it, and read by a
/// spy on one value to tell its calls from other values'. Held in a C thread-local (Swift has
/// none); each call keeps the one it replaced and puts it back.
package enum ReplacementValue {
    /// Runs `body` with `pointer` (a `type` value, or nil for a call on no value: a static
    /// method) as this thread's value.
    package static func with<R>(_ pointer: UnsafeMutableRawPointer?, of type: Any.Type,
                                _ body: () throws -> R) rethrows -> R {
        let current = sk_thread_replacementValue()
        let outer = current.pointee
        current.pointee = SKReplacementValue(value: pointer, type: pointer == nil ? nil : unsafeBitCast(type, to: UnsafeRawPointer.self))
        defer { current.pointee = outer }
        return try body()
    }

    /// This thread's value, if it is a `Value`.
    package static func current<Value>(as type: Value.Type) -> UnsafeMutablePointer<Value>? {
        let current = sk_thread_replacementValue().pointee
        guard let pointer = current.value, current.type == unsafeBitCast(type, to: UnsafeRawPointer.self) else { return nil }
        return pointer.assumingMemoryBound(to: Value.self)
    }
}
