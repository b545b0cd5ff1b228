import SwizzleKit

/// Methods in pairs of one C signature: in each pair one takes an `UnsafeMutableRawPointer`,
/// which crosses the table as itself, and the other a `String`, which crosses as a pointer to it.
/// The signature alone cannot tell them apart; each dispatching method must pass its own way.
@Swizzlable
class ByteStamper {
    init() {}

    /// Writes 0xAB at `buffer`; returns how many bytes it wrote.
    func stamp(_ buffer: UnsafeMutableRawPointer) throws -> Int {
        buffer.storeBytes(of: 0xAB, as: UInt8.self)
        return 1
    }

    func stamp(label: String) throws -> Int {
        guard !label.isEmpty else { throw StampError.emptyLabel }
        return label.utf8.count
    }

    /// The byte at `buffer`, in hexadecimal.
    func describe(_ buffer: UnsafeMutableRawPointer) -> String {
        String(buffer.load(as: UInt8.self), radix: 16)
    }

    func describe(label: String) -> String { label + "!" }
}

enum StampError: Error { case emptyLabel }
