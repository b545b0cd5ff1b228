/// An implementation's address, for comparing implementations (function types are not
/// Equatable).
func address(of implementation: SKIMP) -> UInt {
    UInt(bitPattern: unsafeBitCast(implementation, to: Int.self))
}

/// The implementation at `address`; it must have come from ``address(of:)``.
func implementation(at address: UInt) -> SKIMP {
    unsafeBitCast(Int(bitPattern: address), to: SKIMP.self)
}
