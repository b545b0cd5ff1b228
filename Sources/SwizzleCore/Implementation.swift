package import CSwizzleRuntime

/// An implementation's address as a word: to compare implementations (function types are not
/// Equatable) and to keep one in an atomic. Generic, so that the concrete `@convention(c)` types
/// of the macro's code pass as they are; `F` must be a C function pointer.
@inlinable @inline(__always)
package func address<F>(of implementation: F) -> UInt {
    unsafeBitCast(implementation, to: UInt.self)
}

/// The implementation at `address`; it must have come from ``address(of:)``.
package func implementation(at address: UInt) -> SKIMP {
    unsafeBitCast(address, to: SKIMP.self)
}
