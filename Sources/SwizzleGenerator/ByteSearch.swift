#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in text with the C library's `memchr`. The macro plugin is built in debug, where
/// the standard library's generic collection algorithms (`split`, `filter`, `firstIndex`) step
/// through each byte with calls; a search with them over each class's text was a visible share
/// of the plugin's work (BENCHMARKS.md, issue 24). Bounds are two `Int`s, not a `Range`: a debug
/// build reads a range's bounds through generic calls, which cost more than the search itself.
package enum ByteSearch {
    /// The index of the first `byte` in `bytes[start..<end]`, if any.
    package static func index(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else {
            return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// How many times `byte` occurs in `bytes[start..<end]`.
    package static func count(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        var count = 0
        var next = start
        while let found = index(of: byte, in: bytes, from: next, to: end) {
            count += 1
            next = found + 1
        }
        return count
    }

    /// Where `pattern` first occurs in `bytes[start..<end]`: each occurrence of its first byte
    /// found, then the rest compared.
    package static func index(of pattern: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = pattern.first else { return nil }
        var next = start
        while let found = index(of: first, in: bytes, from: next, to: end - pattern.count + 1) {
            if pattern.withUnsafeBytes({ memcmp(base + found, $0.baseAddress!, pattern.count) }) == 0 { return found }
            next = found + 1
        }
        return nil
    }
}
