// A test file that says only `import SwizzleKit` can spy, stub, mock and verify, and can still
// write `@Swizzlable`: the test product re-exports the production one.
@_exported public import SwizzleRuntime
@_exported public import SwizzleSpies
@_exported public import SwizzleMocks
