extension SwizzleMacroSupport {
    /// The body of a method's typed entry point (see ``TypedEntry``): lays the C arguments out as
    /// a generic call does (a pointer to each value) and runs the layer the receiver's override
    /// stands for. Every C argument and result of the table is a scalar or a pointer: a word.
    @inlinable @inline(__always)
    public static func enter<each A, R>(_ receiver: UnsafeMutableRawPointer, _ selector: SKSel, _ side: MethodType,
                                        _ arguments: repeat each A) -> R {
        var count = 2
        for _ in repeat each arguments { count += 1 }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { values in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: count) { pointers in
                let words = UnsafeMutableRawPointer(values.baseAddress!)
                var index = 0
                func place<T>(_ value: T) {
                    let slot = words + index * MemoryLayout<UInt64>.stride
                    slot.storeBytes(of: value, as: T.self)
                    pointers[index] = slot
                    index += 1
                }
                place(receiver)
                place(selector)
                for argument in repeat each arguments { place(argument) }
                let laidOut = UnsafePointer(pointers.baseAddress!)
                if R.self == Void.self {
                    TypedEntry.run(laidOut, result: nil, side: side)
                    return unsafeBitCast((), to: R.self)
                }
                var result: UInt64 = 0
                withUnsafeMutableBytes(of: &result) { TypedEntry.run(laidOut, result: $0.baseAddress, side: side) }
                return withUnsafeBytes(of: result) { $0.load(as: R.self) }
            }
        }
    }
}
