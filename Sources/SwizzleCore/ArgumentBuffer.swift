/// Storage for one generic call's arguments in libffi's layout: one block, laid out by the
/// signature's ``FrameLayout``, freed with the buffer. `pointers[i]` addresses C argument i's
/// value: a scalar's own storage, or a cell holding the address of a by-pointer Swift value.
struct ArgumentBuffer: ~Copyable {
    let layout: FrameLayout
    let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let cells: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let block: UnsafeMutableRawPointer

    init(layout: FrameLayout) {
        self.layout = layout
        block = .allocate(byteCount: layout.byteCount, alignment: layout.alignment)
        pointers = block.bindMemory(to: UnsafeMutableRawPointer?.self, capacity: 2 * layout.slots)
        cells = pointers + layout.slots
    }

    /// Puts a pointer-sized value (receiver, selector, result or error pointer) at `index`.
    func setPointer(_ pointer: UnsafeMutableRawPointer?, at index: Int) {
        cells[index] = pointer
        pointers[index] = UnsafeMutableRawPointer(cells + index)
    }

    /// Makes C argument `index` the value stored at `value`: the address itself for a scalar,
    /// a cell holding it for a value passed by pointer.
    func setValue(_ value: UnsafeMutableRawPointer, isIndirect: Bool, at index: Int) {
        if isIndirect {
            setPointer(value, at: index)
        } else {
            pointers[index] = value
        }
    }

    /// The storage of parameter `index`'s value (uninitialized until the caller writes it).
    func value(ofParameter index: Int) -> UnsafeMutableRawPointer {
        block + layout.valueOffsets[index]
    }

    /// The storage of the result.
    var result: UnsafeMutableRawPointer { block + layout.resultOffset }

    deinit {
        block.deallocate()
    }
}
