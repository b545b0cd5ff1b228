/// An append-only sequence kept in chunks that never move, for evidence recorded on every spied
/// call: appending never copies what is there. (An array copies every element each time it
/// grows, and keeps up to half its size again as slack after each growth.)
///
/// Chunks double from 16 elements up to 4,096, so a spy that records a few calls holds a few
/// hundred bytes, and one that records millions leaves at most one chunk's slack.
struct ChunkedLog<Element>: Sequence {
    /// Full chunks, in order.
    private var sealed: [ContiguousArray<Element>] = []
    /// The chunk being filled: a property of its own, so an append touches one array.
    private var open = ContiguousArray<Element>()

    private static var largestChunk: Int { 4_096 }

    mutating func append(_ element: consuming Element) {
        if open.count == open.capacity { startChunk() }
        open.append(element)
    }

    @inline(never)
    private mutating func startChunk() {
        if !open.isEmpty { sealed.append(open) }
        open = ContiguousArray()
        open.reserveCapacity(Swift.min(16 << Swift.min(sealed.count, 8), Self.largestChunk))
    }

    mutating func removeAll() {
        sealed.removeAll()
        open = ContiguousArray()
    }

    func makeIterator() -> FlattenSequence<[ContiguousArray<Element>]>.Iterator {
        (sealed + [open]).joined().makeIterator()
    }
}
