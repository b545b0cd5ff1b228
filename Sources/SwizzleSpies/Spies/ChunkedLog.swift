import SwizzleCore
import SwizzleLayers

/// An append-only sequence kept in chunks that never move, for evidence recorded on every spied
/// call: appending never copies what is there (an array copies every element each time it
/// grows, and keeps up to half its size again as slack after each growth), and costs a compare,
/// a store and an increment (an array's append also checks uniqueness and capacity).
///
/// Chunks double from 16 elements up to 4,096, so a spy that records a few calls holds a few
/// hundred bytes, and one that records millions leaves at most one chunk's slack.
///
/// Not copyable: it owns its chunks' memory, so a copy would be a second owner of the same
/// elements (and the next append of either would write where the other's next one goes).
struct ChunkedLog<Element>: ~Copyable {
    /// A chunk's memory and how many elements it can hold. Not generic: the log is destroyed
    /// through its unspecialized deinit, where walking an array of a generic tuple instantiated
    /// the array's, the tuple's and the pointer's metadata (3,000 instructions a log, three logs
    /// a spy).
    private struct Chunk {
        let start: UnsafeMutableRawPointer
        let capacity: Int
    }

    /// Every chunk, the last one being filled.
    private var chunks: [Chunk] = []
    /// Where the next element goes in the last chunk, and the end of that chunk (equal, nil at first).
    private var next: UnsafeMutablePointer<Element>?
    private var end: UnsafeMutablePointer<Element>?

    private static var largestChunk: Int { 4_096 }

    init() {}

    deinit { freeChunks() }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if next == end { startChunk() }
        let slot = next.unsafelyUnwrapped
        slot.initialize(to: element)
        next = slot + 1
    }

    /// Appends `count` elements copied from `source` (a call's argument words, stored one by one
    /// by the caller just before). Optimized, one at a time: a bulk copy reads them back in wider
    /// loads than they were stored with, and the processor stalls on each (a spied call took 79 ns
    /// with `memcpy`, 57 ns this way, against 52 ns for a hand-written spy). Unoptimized (a debug
    /// build, which is what `swift test` runs), one `memcpy` call, where a loop is several calls
    /// per element (callgrind: 10,004 instructions a spied call against 10,829).
    @inline(__always)
    mutating func append(copying source: UnsafePointer<Element>, count: Int) where Element: BitwiseCopyable {
        #if DEBUG
        if let slot = next, end.unsafelyUnwrapped - slot >= count {
            UnsafeMutableRawPointer(slot).copyMemory(from: source, byteCount: count * MemoryLayout<Element>.stride)
            next = slot + count
            return
        }
        #endif
        var index = 0
        while index < count {
            append(source[index])
            index &+= 1
        }
    }

    @inline(never)
    private mutating func startChunk() {
        let capacity = Swift.min(16 << Swift.min(chunks.count, 8), Self.largestChunk)
        let start = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        chunks.append(Chunk(start: UnsafeMutableRawPointer(start), capacity: capacity))
        next = start
        end = start + capacity
    }

    /// How many elements chunk `index` holds: all it can, but for the last, which is filled up to `next`.
    private func count(ofChunk index: Int) -> Int {
        index == chunks.count - 1 ? next.unsafelyUnwrapped - start(ofChunk: index) : chunks[index].capacity
    }

    private func start(ofChunk index: Int) -> UnsafeMutablePointer<Element> {
        chunks[index].start.assumingMemoryBound(to: Element.self)
    }

    mutating func removeAll() {
        freeChunks()
        chunks = []
        next = nil
        end = nil
    }

    /// Destroys the elements and frees the chunks, leaving the pointers to them dangling.
    private func freeChunks() {
        var index = 0
        while index < chunks.count {
            start(ofChunk: index).deinitialize(count: count(ofChunk: index))
            chunks[index].start.deallocate()
            index += 1
        }
    }

    /// Copies of every element, in the order appended (read when a test reads evidence, not on
    /// the hot path).
    var elements: [Element] {
        var elements: [Element] = []
        for index in chunks.indices {
            elements.append(contentsOf: UnsafeBufferPointer(start: start(ofChunk: index), count: count(ofChunk: index)))
        }
        return elements
    }
}
