import SwizzleKit

/// A stored `var` read and written: the plain baseline, and its `@Swizzlable` twin, whose get and
/// set look their entries up and, finding the defaults, read the storage or call the setter's
/// default directly.
open class PlainCounter: @unchecked Sendable {
    public init() {}
    public var count: Int = 0
}

@Swizzlable(storedProperties: .dispatched, behindPreprocessorFlag: nil)
open class DispatchedCounter: @unchecked Sendable {
    public init() {}
    public var count: Int = 0
}

/// The same in a final class: the plain property is a direct load of the field (the best case a
/// user has), the dispatched one a direct call of its accessor that looks the entry up.
public final class PlainFinalCounter: @unchecked Sendable {
    public init() {}
    public var count: Int = 0
}

@Swizzlable(storedProperties: .dispatched, behindPreprocessorFlag: nil)
public final class DispatchedFinalCounter: @unchecked Sendable {
    public init() {}
    public var count: Int = 0
}
