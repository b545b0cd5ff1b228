// What `@Swizzlable`'s expansion and production code name (`Swizzlable`, `RuntimeClass`,
// `Swizzle`, …) come from the layers below; the C runtime is not re-exported.
@_exported public import SwizzleCore
@_exported public import SwizzleLayers
