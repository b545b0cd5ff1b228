/// Where a generic call's pieces lie in the one block it allocates: libffi's array of argument
/// pointers, the cells that hold pointers to by-pointer values, each parameter's value, and the
/// result. Worked out once per signature (from each type's size and alignment), so a call only
/// allocates the block and copies the values in.
package struct FrameLayout: Sendable {
    /// C arguments: receiver, selector, parameters, then the result and error pointers if any.
    let slots: Int
    /// Byte offset of each parameter's value.
    let valueOffsets: [Int]
    /// Byte offset of the result's storage.
    let resultOffset: Int
    let byteCount: Int
    let alignment: Int
    /// Whether every parameter is trivial (scalars, trivial structs): then a call has no copies
    /// to destroy.
    let parametersAreTrivial: Bool

    init(parameters: [ABIType], result: ABIType, hasIndirectResult: Bool, isThrowing: Bool) {
        slots = 2 + parameters.count + (hasIndirectResult ? 1 : 0) + (isThrowing ? 1 : 0)
        let pointer = MemoryLayout<UnsafeMutableRawPointer?>.self
        // The pointer array, then as many cells.
        var end = 2 * slots * pointer.stride
        var alignment = pointer.alignment
        func place(_ type: ABIType) -> Int {
            let offset = (end + type.operations.alignment - 1) & ~(type.operations.alignment - 1)
            end = offset + type.operations.size
            alignment = max(alignment, type.operations.alignment)
            return offset
        }
        valueOffsets = parameters.map(place)
        resultOffset = place(result)
        byteCount = max(end, 1)
        self.alignment = alignment
        parametersAreTrivial = parameters.allSatisfy(\.operations.isTrivial)
    }
}
