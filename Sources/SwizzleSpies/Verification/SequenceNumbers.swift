/// The sequence numbers of recorded calls: those a verification matched, and those a spy's
/// verifications matched so far (for ``InvocationRecorder/didHaveNoMoreInteractions()``).
///
/// The first two are held in place, any more in a list: a verification usually matches one call
/// or two, and a list made for them, then kept as the spy's, was an allocation and its growth with
/// every verification (about 470 instructions of a test with a spy, `per test` benchmark).
package struct SequenceNumbers: Sendable {
    private var first: UInt64 = 0
    private var second: UInt64 = 0
    /// The numbers after the first two; nil, not an empty list, for none: a debug build (what
    /// `swift test` runs) makes an empty list through a call.
    private var more: [UInt64]?
    package private(set) var count = 0

    init() {}

    init(_ numbers: [UInt64]) {
        var index = 0  // not `for in`: a debug build (what `swift test` runs) makes the iterator
        while index < numbers.count {
            append(numbers[index])
            index += 1
        }
    }

    mutating func append(_ number: UInt64) {
        switch count {
        case 0: first = number
        case 1: second = number
        default:
            if var list = more {
                more = nil  // the list alone, so that appending to it does not copy it
                list.append(number)
                more = list
            } else {
                more = [number]
            }
        }
        count += 1
    }

    mutating func append(contentsOf numbers: SequenceNumbers) {
        var index = 0
        while index < numbers.count {
            append(numbers[index])
            index += 1
        }
    }

    subscript(index: Int) -> UInt64 {
        switch index {
        case 0: first
        case 1: second
        default: more![index - 2]
        }
    }

    /// In order, as a list.
    package var array: [UInt64] {
        var list: [UInt64] = []
        list.reserveCapacity(count)
        var index = 0
        while index < count {
            list.append(self[index])
            index += 1
        }
        return list
    }

    /// As a set, for a search.
    var asSet: Set<UInt64> {
        var set = Set<UInt64>(minimumCapacity: count)
        var index = 0
        while index < count {
            set.insert(self[index])
            index += 1
        }
        return set
    }
}
