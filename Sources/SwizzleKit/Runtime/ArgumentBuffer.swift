/// Storage for one generic call's arguments in libffi's layout: `pointers[i]` addresses
/// argument i's value (a scalar, or a cell holding the pointer to a Swift value).
struct ArgumentBuffer: ~Copyable {
    let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let cells: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var values: [(pointer: UnsafeMutableRawPointer, type: ABIType)] = []
    private let count: Int

    init(count: Int) {
        self.count = count
        pointers = .allocate(capacity: count)
        cells = .allocate(capacity: count)
    }

    /// Puts a pointer-sized value (receiver, selector, result or error pointer) at `index`.
    mutating func setPointer(_ pointer: UnsafeMutableRawPointer?, at index: Int) {
        cells[index] = pointer
        pointers[index] = UnsafeMutableRawPointer(cells + index)
    }

    /// Copies `value` in as argument `index`, by value or by pointer as `type` says.
    mutating func setValue<T>(_ value: T, as type: ABIType, at index: Int) {
        let storage = UnsafeMutablePointer<T>.allocate(capacity: 1)
        storage.initialize(to: value)
        values.append((UnsafeMutableRawPointer(storage), type))
        if type.isIndirect {
            setPointer(UnsafeMutableRawPointer(storage), at: index)
        } else {
            pointers[index] = UnsafeMutableRawPointer(storage)
        }
    }

    deinit {
        for (pointer, type) in values {
            type.operations.deinitialize(pointer)
            pointer.deallocate()
        }
        pointers.deallocate()
        cells.deallocate()
    }
}
