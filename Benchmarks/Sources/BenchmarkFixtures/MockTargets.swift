import SwizzleKit

/// Constructed through its dispatched factory `make()` (the `"init()"` entry) while a
/// process-wide global mock replaces it.
@Swizzlable(behindPreprocessorFlag: nil)
open class MockedWidget: @unchecked Sendable {
    public required init() {}
    @inline(never)
    open func size() -> Int { 3 }
}

/// Constructed inside a scoped global mock (`GlobalMocker.withGlobalMock`).
@Swizzlable(behindPreprocessorFlag: nil)
open class ScopedWidget: @unchecked Sendable {
    public required init() {}
    @inline(never)
    open func size() -> Int { 3 }
}

/// Never mocked: the baseline `make()`, and the plain `init()` under it.
@Swizzlable(behindPreprocessorFlag: nil)
open class UnmockedWidget: @unchecked Sendable {
    public required init() {}
    @inline(never)
    open func size() -> Int { 3 }
}

/// The same class without `@Swizzlable`: the floor under every construction.
open class PlainWidget: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func size() -> Int { 3 }
}
