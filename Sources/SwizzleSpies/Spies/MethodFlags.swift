/// A yes or no for each of a spy's methods, read on every spied call: the first 64 methods' are
/// bits of one word, so a spy of a few methods makes no array for them (an array made and freed
/// is about 600 instructions in release, 1,500 in a debug build, `per test` benchmark).
struct MethodFlags: Sendable {
    private var bits: UInt64 = 0
    /// Methods 64 and after, for a spy of that many; nil for the others (an empty array made for
    /// each spy cost a debug build, what `swift test` runs, about 60 instructions).
    private var beyond: [Bool]?

    /// Sets method `index`'s flag; methods are given in order, each once.
    mutating func append(_ flag: Bool, at index: Int) {
        if index < 64 {
            if flag { bits |= 1 << UInt64(index) }
        } else {
            if beyond == nil { beyond = [] }
            beyond!.append(flag)
        }
    }

    subscript(index: Int) -> Bool {
        index < 64 ? bits >> UInt64(index) & 1 != 0 : beyond![index - 64]
    }
}
