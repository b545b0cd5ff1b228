import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

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
    /// Every chunk, the last one being filled: the first held here, the others in `laterChunks`,
    /// so that a log of a few elements (most tests' spies) makes no storage for its one chunk
    /// (an array made and freed is about 600 instructions in release, 1,500 in a debug build).
    private var firstChunk = LogChunk(start: nil, capacity: 0)
    /// The chunks after the first, in a block of the runtime's with room for four, then for twice
    /// as many each time it is full (its room follows from how many there are, so it is not kept:
    /// a debug build copies the log whole, word by word, where it is read); nil until a second
    /// chunk. Not an optional array: a log is destroyed through its unspecialized deinit, where
    /// destroying one, even nil, was an outlined generic call (about 60 instructions a log, three
    /// logs a spy).
    private var laterChunks: UnsafeMutablePointer<LogChunk>?
    /// The addresses where the next element goes in the last chunk, and of the end of that
    /// chunk (equal, 0 at first). Addresses, not pointers: a debug build (what `swift test` runs)
    /// compares and unwraps an optional pointer through generic calls on every append (a typed one
    /// built its generic metadata, about 400 instructions of a spied call's 10,000), where it
    /// compares two integers inline; an optimized build makes the same code of either.
    /// (Internal, not private: the word appends, in `EvidenceLog.swift`, write them.)
    var next: UInt = 0
    var end: UInt = 0

    private static var largestChunk: Int { 4_096 }
    private static var stride: Int { MemoryLayout<Element>.stride }

    init() {}

    deinit { freeChunks() }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if next == end { startChunk() }
        UnsafeMutableRawPointer(bitPattern: next)!.assumingMemoryBound(to: Element.self).initialize(to: element)
        next &+= UInt(MemoryLayout<Element>.stride)
    }

    @inline(never)
    mutating func startChunk() {
        let chunkCount = chunkCount
        // The first chunk's size given, not worked out: `min` is a generic call in a debug build
        // (what `swift test` runs), and most logs never need a second chunk.
        let capacity = chunkCount == 0 ? 16 : Swift.min(16 << Swift.min(chunkCount, 8), Self.largestChunk)
        // The runtime's `malloc` (`sk_block_alloc`: 16-byte aligned, enough for the words and boxes
        // logged), not `allocate`'s `posix_memalign`.
        let start = sk_block_alloc(capacity * Self.stride)
        if chunkCount == 0 {
            firstChunk = LogChunk(start: start, capacity: capacity)
        } else {
            let later = chunkCount - 1
            // Full at 0 (none made yet), 4, 8, 16…
            if later == 0 || later >= 4 && later & (later - 1) == 0 { growLaterChunks(holding: later) }
            (laterChunks! + later).initialize(to: LogChunk(start: start, capacity: capacity))
        }
        self.chunkCount = chunkCount + 1
        next = UInt(bitPattern: start)
        end = next + UInt(capacity * Self.stride)
    }

    /// Makes room for twice as many later chunks (four at first) as the `count` there are, which
    /// fill their room, keeping them.
    private mutating func growLaterChunks(holding count: Int) {
        let capacity = count == 0 ? 4 : 2 * count
        let grown = sk_block_alloc(capacity * MemoryLayout<LogChunk>.stride).bindMemory(to: LogChunk.self, capacity: capacity)
        if let laterChunks { grown.initialize(from: laterChunks, count: count) }
        sk_block_free(laterChunks)
        laterChunks = grown
    }

    /// Whether nothing was appended since it was made or emptied (chunks are made by appends).
    var isEmpty: Bool { firstChunk.capacity == 0 }

    /// How many chunks there are: kept, not worked out from `laterChunks`, whose `count` is a
    /// generic call in a debug build (what `swift test` runs), asked a few times an append or read.
    private var chunkCount = 0

    private func chunk(_ index: Int) -> LogChunk { index == 0 ? firstChunk : laterChunks![index - 1] }

    /// How many elements chunk `index` holds: all it can, but for the last, which is filled up to `next`.
    private func count(ofChunk index: Int) -> Int {
        let chunk = chunk(index)
        return index == chunkCount - 1 ? Int(next - UInt(bitPattern: chunk.start)) / Self.stride : chunk.capacity
    }

    private func start(ofChunk index: Int) -> UnsafeMutablePointer<Element> {
        chunk(index).start!.assumingMemoryBound(to: Element.self)
    }

    mutating func removeAll() {
        freeChunks()
        firstChunk = LogChunk(start: nil, capacity: 0)
        laterChunks = nil
        chunkCount = 0
        next = 0
        end = 0
    }

    /// Destroys the elements and frees the chunks and the list of later ones, leaving the
    /// pointers to them dangling.
    private func freeChunks() {
        // Words need no destroying: a debug build (what `swift test` runs) found each chunk's
        // count and deinitialized its words through generic calls, about 500 instructions a log.
        let destroysElements = !_isPOD(Element.self)
        var index = 0
        while index < chunkCount {
            if destroysElements { start(ofChunk: index).deinitialize(count: count(ofChunk: index)) }
            sk_block_free(chunk(index).start)
            index += 1
        }
        sk_block_free(laterChunks)  // LogChunk is two plain words: nothing to deinitialize
    }

    /// The address of the element at `cursor`, moving the cursor to the next: for a reader that
    /// needs each element once, in place, where ``elements`` copies them all into an array first.
    /// There must be one. The cursor keeps its chunk's addresses, so that an element in the same
    /// chunk as the last is found with a compare and an add (a debug build found each chunk's
    /// bounds again, about 470 instructions an element read).
    func advance(_ cursor: inout ChunkedLogCursor) -> UInt {
        if cursor.next == cursor.end { enterNextChunk(&cursor) }
        let address = cursor.next
        cursor.next += UInt(Self.stride)
        return address
    }

    /// Moves `cursor` to the start of the chunk after its own.
    @inline(never)
    func enterNextChunk(_ cursor: inout ChunkedLogCursor) {
        cursor.chunk += 1
        let chunk = chunk(cursor.chunk)
        cursor.next = UInt(bitPattern: chunk.start)
        // The last chunk is filled up to `next`.
        cursor.end = cursor.chunk == chunkCount - 1 ? next : cursor.next + UInt(chunk.capacity * Self.stride)
    }

    /// Copies of every element, in the order appended (read when a test reads evidence, not on
    /// the hot path). Copied chunk by chunk into storage made for them all, with no generic
    /// `append(contentsOf:)`, which a debug build runs unspecialized.
    var elements: [Element] {
        var total = 0, index = 0
        let chunkCount = chunkCount
        while index < chunkCount {
            total += count(ofChunk: index)
            index += 1
        }
        // Not for none: made with no capacity, the array is the runtime's one shared empty
        // storage, and setting its count writes to it (the thread sanitizer reports readers of
        // two empty logs at once).
        guard total > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: total) { buffer, initialized in
            var index = 0
            while index < chunkCount, let destination = buffer.baseAddress {
                let count = count(ofChunk: index)
                (destination + initialized).initialize(from: start(ofChunk: index), count: count)
                initialized += count
                index += 1
            }
        }
    }
}

/// Where a reader of a ``ChunkedLog`` is (``ChunkedLog/advance(_:)``): at the start when made. Not
/// nested in the generic log, for the reason ``LogChunk`` is not.
struct ChunkedLogCursor {
    var chunk = -1
    /// The addresses of the next element and of the end of the chunk being read (equal at first).
    /// (Internal, not private: the word reads, in `EvidenceLog.swift`, move them.)
    var next: UInt = 0
    var end: UInt = 0
}

/// A chunk of a ``ChunkedLog``: its memory and how many elements it can hold. Outside the log's
/// type, so not generic: a log is destroyed through its unspecialized deinit, and a debug build
/// runs it all unspecialized, where a type nested in the generic log (or a tuple holding a typed
/// pointer) had its metadata instantiated on every access (3,000 instructions a log destroyed,
/// three logs a spy).
private struct LogChunk {
    /// Nil (and the capacity 0) for a log's first chunk before it is made.
    let start: UnsafeMutableRawPointer?
    let capacity: Int
}
