import SwizzleKit
import Testing

@Suite("Direct spies on instances")
struct DirectSpyTests {
    @Test func recordsForwardedCallsWithArgumentsAndResults() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        #expect(spy.invocations.isEmpty)
        let result = spy.spy { calculator.add(2, 3) }
        #expect(result == 5)
        let invocation = try #require(spy.invocations.first)
        #expect(spy.invocations.count == 1)
        #expect(invocation.selector == "add(_:_:)")
        #expect(invocation.arguments as? [Int] == [2, 3])
        #expect(invocation.result as? Int == 5)
        #expect(invocation.receiver as? Calculator === calculator)
        #expect(calculator.add(2, 3) == 5, "restored after spying")
        #expect(spy.invocations.count == 1, "calls after spying are not recorded")
    }

    /// The second spy of a class is made from what the first learned of the class (no cast to
    /// `Swizzlable`): each spy's calls still name its own object as their receiver.
    @Test func eachSpyOfAClassNamesItsOwnObjectAsTheReceiver() throws {
        let first = Calculator(), second = Calculator()
        let firstSpy = try #require(DirectInvocationSpy(on: first, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        let secondSpy = try #require(DirectInvocationSpy(on: second, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        firstSpy.spy { _ = first.add(1, 2) }
        secondSpy.spy { _ = second.add(3, 4) }
        #expect(firstSpy.invocations.map { $0.receiver as? Calculator === first } == [true])
        #expect(secondSpy.invocations.map { $0.receiver as? Calculator === second } == [true])
    }

    @Test func otherInstancesAreNeitherRecordedNorChanged() throws {
        let subject = Calculator(), other = Calculator()
        let spy = try #require(DirectInvocationSpy(on: subject, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").andReturn(99)
        spy.spy {
            #expect(subject.add(1, 1) == 99)
            #expect(other.add(1, 1) == 2)
        }
        #expect(spy.invocations.count == 1)
    }

    @Test func withoutForwardingReturnsTypeDefaults() throws {
        let calculator = Calculator()
        calculator.entries = [4]
        let selectors: [SpyCoselectors] = ["add(_:_:)", "describe(_:)", "history()", "lookup(_:)", "record(_:)"].map(SpyCoselectors.instance)
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: selectors))
        spy.forwardsMethodCalls = false
        spy.spy {
            #expect(calculator.add(2, 3) == 0)
            #expect(calculator.describe("x") == "")
            #expect(calculator.history() == [])
            #expect(calculator.lookup("pi") == nil)
            calculator.record(7)
        }
        #expect(calculator.entries == [4], "record(_:) did not run")
        #expect(spy.invocations.map(\.selector.name) == ["add(_:_:)", "describe(_:)", "history()", "lookup(_:)", "record(_:)"])
    }

    @Test func noDefaultFailsTheTestAndSaysHowToStub() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("receipt()")))
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.spy { _ = calculator.receipt() }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("receipt()") && text.contains("no default value") && text.contains(".andReturn")
        }
        spy.stub("receipt()").andReturn(Receipt(total: 12))
        #expect(spy.spy { calculator.receipt() } == Receipt(total: 12))
    }

    @Test func throwingMethodsRecordTheirErrors() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("divide(_:by:)")))
        spy.beginSpying()
        let quotient = try calculator.divide(6, by: 3)
        #expect(throws: CalculatorError(code: 1)) { try calculator.divide(1, by: 0) }
        spy.endSpying()
        #expect(quotient == 2)
        #expect(spy.invocations.map { $0.error as? CalculatorError } == [nil, CalculatorError(code: 1)])
        #expect(spy.invocations.first?.result as? Int == 2)
    }

    @Test func closureArgumentsAreRecordedAndCallableByStubs() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: .instance("compute(_:completion:)")))
        spy.forwardsMethodCalls = false
        spy.stub("compute(_:completion:)").andDo { arguments in
            (arguments[1] as! (Int) -> Void)(arguments[0] as! Int + 100)
            return nil
        }
        var received: [Int] = []
        spy.spy { calculator.compute(5) { received.append($0) } }
        #expect(received == [105])
        #expect(spy.invocations.first?.arguments.first as? Int == 5)
    }

    @Test func callsFromOtherThreadsAreRecordedWithTheirThread() async throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        let here = InvocationThread.current
        let threads = await spy.spy {
            await withTaskGroup(of: InvocationThread.self) { group in
                for i in 0 ..< 8 {
                    group.addTask { _ = calculator.add(i, i); return InvocationThread.current }
                }
                return await group.reduce(into: Set<InvocationThread>()) { $0.insert($1) }
            }
        }
        #expect(spy.invocations.count == 8)
        #expect(Set(spy.invocations.map(\.thread)) == threads)
        #expect(Set(spy.invocations.compactMap { $0.arguments.first as? Int }) == Set(0 ..< 8))
        _ = here
    }

    @Test func severalSelectorsInOneSpyAndTheContextRunsOnce() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: [.instance("add(_:_:)"), .instance("describe(_:)")]))
        var runs = 0
        spy.spy {
            runs += 1
            _ = calculator.add(1, 2)
            _ = calculator.describe("a")
            _ = calculator.add(3, 4)
        }
        #expect(runs == 1)
        #expect(spy.invocations.map(\.selector.name) == ["add(_:_:)", "describe(_:)", "add(_:_:)"])
        let sequence = spy.invocations.map(\.sequenceNumber)
        #expect(sequence == sequence.sorted() && Set(sequence).count == 3)
    }
}
