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
}
