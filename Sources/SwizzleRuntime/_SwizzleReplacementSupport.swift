internal import CSwizzleRuntime

/// What `swift package generate-spies`'s replacements call. **Not API.**
///
/// A replacement (`@_dynamicReplacement(for: balance(of:))`) dispatches through the table like a
/// `@Swizzlable` method; where the table holds the default, or the default implementation runs
/// under a spy, it must reach the original, which only the replacement itself can call. The
/// default implementation sets this thread's flag and calls the method; the replacement it lands
/// in clears the flag and calls the original. Calls the original makes find the flag clear.
public enum _SwizzleReplacementSupport {
    /// Runs `call` (a call of a replaced method) so that its replacement runs the original.
    public static func original<R>(_ call: () throws -> R) rethrows -> R {
        sk_thread_replacementPassThrough().pointee = true
        return try call()
    }

    /// Whether this call was made by ``original(_:)``: then the replacement runs the original.
    public static func passesThrough() -> Bool {
        let flag = sk_thread_replacementPassThrough()
        guard flag.pointee else { return false }
        flag.pointee = false
        return true
    }

    /// Runs `call` (a call of a replaced async method, and nothing else) so that it runs the
    /// original. An async replacement cannot call its original itself (swiftlang/swift#62214: the
    /// call re-enters the replacement), so the Swift runtime is told to skip the replacement of
    /// the next replaced function this thread enters; the call enters it before any suspension.
    /// `call` must compute its arguments before (so that nothing replaced runs first).
    public static func originalAsync<R>(isolation: isolated (any Actor)? = #isolation,
                                        _ call: () async throws -> R) async rethrows -> R {
        sk_thread_callOriginalOfNextReplacement()
        return try await call()
    }

    /// Runs `call` (a call of a replaced private method, and nothing else) so that it runs the
    /// original: a replacement's own call of a private method re-enters the replacement (Swift
    /// 6.3.1), so the Swift runtime is told to skip it, as ``originalAsync(isolation:_:)`` does.
    /// `call` must compute its arguments before.
    public static func originalPastReplacement<R>(_ call: () throws -> R) rethrows -> R {
        sk_thread_callOriginalOfNextReplacement()
        return try call()
    }

    /// Runs `body` (a non-mutating method's call through the table) with `value` as this thread's
    /// value, for the default implementation to call the original on (``value(as:)``).
    public static func withValue<Value, R>(_ value: Value, _ body: () throws -> R) rethrows -> R {
        try withUnsafePointer(to: value) { pointer in
            try ReplacementValue.with(UnsafeMutableRawPointer(mutating: pointer), of: Value.self, body)
        }
    }

    /// Runs `body` (a mutating method's call through the table) with `value` as this thread's
    /// value: the original, run by the default implementation, changes it in place.
    public static func withValue<Value, R>(_ value: inout Value, _ body: () throws -> R) rethrows -> R {
        try withUnsafeMutablePointer(to: &value) { pointer in
            try ReplacementValue.with(UnsafeMutableRawPointer(pointer), of: Value.self, body)
        }
    }

    /// Runs `body` (a value type's static method's call through the table) with no value: a spy
    /// on one value must not take it for a call of the value whose method made it.
    public static func withoutValue<R>(_ body: () throws -> R) rethrows -> R {
        try ReplacementValue.with(nil, of: Void.self, body)
    }

    /// The value whose call reached the default implementation of one of `Value`'s methods: the
    /// innermost ``withValue(_:_:)`` on this thread.
    public static func value<Value>(as type: Value.Type) -> UnsafeMutablePointer<Value> {
        guard let pointer = ReplacementValue.current(as: type) else {
            // Only a call made through the table without a value (not by the type's own method)
            // gets here: there is no value to run the method on.
            fatalError("SwizzleKit: a method of \(type) was called through the table outside a call on a \(type) value; call the method on a value instead")
        }
        return pointer
    }
}
