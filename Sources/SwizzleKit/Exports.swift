@_exported import CSwizzleRuntime
