/// Layers in the order they were added, the first one held inline: most lists hold one (a spy's
/// layers on its one method, the layers on one table entry), and an array made and freed for
/// each cost a debug build (what `swift test` runs) about 950 instructions, two a spy begun.
/// Not generic, for the same reason: a debug build looks up a generic type's metadata on use.
package struct LayerList {
    private var first: Layer?
    /// Nil until a second layer: an empty array made for every list cost a debug build about 130
    /// instructions.
    private var later: [Layer]?
    /// Kept, not worked out: an array's `count` is a generic call in a debug build.
    package private(set) var count = 0

    package init() {}

    /// The layer at `index` (0 is the first added).
    package subscript(index: Int) -> Layer {
        index == 0 ? first! : later![index - 1]
    }

    package mutating func append(_ layer: Layer) {
        if count == 0 {
            first = layer
        } else if later == nil {
            later = [layer]
        } else {
            later!.append(layer)
        }
        count += 1
    }

    package mutating func remove(at index: Int) {
        if index > 0 {
            later!.remove(at: index - 1)
        } else if count == 1 {
            first = nil
        } else {
            first = later!.remove(at: 0)
        }
        count -= 1
    }

    /// Every layer, in order: for the walks over many (a test's end, a listing), not for a
    /// spy's begin or end.
    package var array: [Layer] {
        guard let first else { return [] }
        return [first] + (later ?? [])
    }
}
