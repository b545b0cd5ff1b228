// The macro's output and fast-path callers use the C lookup functions inline, so the C runtime
// module is part of SwizzleKit's public interface.
@_exported public import CSwizzleRuntime
