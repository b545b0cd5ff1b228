@_spi(Internals) @testable import SwizzleSpies
import SwizzleKit
import Synchronization
import Testing

/// A log keeps each record's sequence number as a step from the record before, in 4 bytes; calls
/// recorded out of order (a recursion's, innermost first) and calls far apart in the process's
/// numbering are written whole. Read through the API, they are the calls made, in the order made.
@Suite("Recursive call evidence")
struct RecursiveCallEvidenceTests {
    @Test func recursiveCallsReadBackInTheOrderTheyBegan() throws {
        let countdown = Countdown()
        let spy = try DirectInvocationSpy(on: countdown, spying: \.count, \.label)
        spy.spy {
            #expect(countdown.count(4) == 4)
            #expect(countdown.label(2) == "2, 1, liftoff")
        }
        #expect(spy.calls(\.count).map(\.arguments) == [4, 3, 2, 1, 0])
        #expect(spy.calls(\.count).map(\.result) == [4, 3, 2, 1, 0])
        #expect(spy.calls(\.label).map(\.result) == ["2, 1, liftoff", "1, liftoff", "liftoff"])
        spy.verify(\.count).with(2).called(.once)
        spy.verify(\.count).called(.exactly(5))
        #expect(spy.invocations.map(\.selector.name) == Array(repeating: "count(_:)", count: 5)
            + Array(repeating: "label(_:)", count: 3))
        verifyInOrder([spy.call("count(_:)", withArguments: [4]), spy.call("count(_:)", withArguments: [0]),
                       spy.call("label(_:)", withArguments: [2])])
    }

    /// Two calls with a billion other calls numbered between them (as the process's counter
    /// stands after a long run): the second's number is written whole, and the order between
    /// this spy's calls and another's still holds.
    @Test func callsFarApartInTheProcesssNumberingKeepTheirOrder() throws {
        let first = Countdown(), second = Countdown()
        let firstSpy = try DirectInvocationSpy(on: first, spying: \.count)
        let secondSpy = try DirectInvocationSpy(on: second, spying: \.count)
        firstSpy.spy {
            secondSpy.spy {
                _ = first.count(0)
                SequenceCounter.counter.wrappingAdd(1 << 30, ordering: .relaxed)
                _ = second.count(0)
                _ = first.count(1)
            }
        }
        #expect(firstSpy.calls(\.count).map(\.arguments) == [0, 1, 0])
        let numbers = firstSpy.invocations.map(\.sequenceNumber)
        #expect(numbers[1] - numbers[0] > 1 << 30, "the step over the billion calls is kept whole")
        verifyInOrder([firstSpy.call("count(_:)", withArguments: [0]), secondSpy.call("count(_:)"),
                       firstSpy.call("count(_:)", withArguments: [1])])
        #expect(!didCallInOrder([firstSpy.call("count(_:)", withArguments: [1]), secondSpy.call("count(_:)")]).success,
                "the second spy's call was made before count(1)")
    }
}
