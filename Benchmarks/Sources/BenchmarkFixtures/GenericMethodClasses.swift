import SwizzleKit

/// A generic method, `pick(_:_:)`, with the same cheap body on both sides: the plain baseline,
/// its `@Swizzlable` twin (unreplaced, it looks the entry up and, finding the default, calls the
/// generic body directly), and a twin for the spied case. Called from another module, so both
/// are called unspecialized, passing `T`'s metadata, as a user's code calls them.
open class PlainGenericPicker: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func pick<T>(_ a: T, _ b: T) -> T { genericPickBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedGenericPicker: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func pick<T>(_ a: T, _ b: T) -> T { genericPickBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class SpiedGenericPicker: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func pick<T>(_ a: T, _ b: T) -> T { genericPickBody(a, b) }
}

/// Returns its second argument: a copy of a `T`, the work every generic body does at least.
@inline(__always)
func genericPickBody<T>(_ a: T, _ b: T) -> T { b }
