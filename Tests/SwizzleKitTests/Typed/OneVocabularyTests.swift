import SwizzleKit
import Testing

/// A class as a team has it: an optional parameter, a non-required `init()`.
@Swizzlable
class Welcomer {
    init() {}
    func greet(_ name: String?, times: Int) -> String {
        String(repeating: "hi \(name ?? "you")! ", count: times)
    }

    func wave() -> String { "o/" }
}

/// The typed API and the string API speak one vocabulary: the same `Match`, `Captor`, `Stub` and
/// `Invocation`, typed where a method reference is given.
@Suite struct OneVocabularyTests {
    @Test func theSameMatchersAndCaptorsServeBothAPIs() throws {
        let greeter = Welcomer()
        let spy = try DirectInvocationSpy(on: greeter, spying: \.greet)
        spy.spy {
            _ = greeter.greet("Ann", times: 1)
            _ = greeter.greet(nil, times: 2)
        }
        spy.verify(\.greet).with(.nonNil, .any).called(.once)
        spy.verify(\.greet).with(.nil, .where { $0 > 1 }).called(.once)
        spy.verify("greet(_:times:)", withArguments: [Match.nonNil, Match.any], countSpecifier: .once)
        spy.verify("greet(_:times:)", withArguments: [Match.nil, Match.where { ($0 as? Int ?? 0) > 1 }], countSpecifier: .once)
        let typedNames = Captor<String?>(), namesByString = Captor<String?>()
        spy.verify(\.greet).with(.captured(by: typedNames), .any).called(.twice)
        spy.verify("greet(_:times:)", withArguments: [namesByString, Match.any], countSpecifier: .twice)
        #expect(typedNames.values == ["Ann", nil])
        #expect(namesByString.values == typedNames.values)
    }

    @Test func oneRecordTypedWhereTheReferenceIsGiven() throws {
        let greeter = Welcomer()
        let spy = try DirectInvocationSpy(on: greeter, spying: \.greet)
        spy.spy { _ = greeter.greet("Ann", times: 2) }
        let untyped: [Invocation<Any, [Any]>] = spy.invocations
        let typed: [Invocation<String, (String?, Int)>] = spy.calls(\.greet)
        #expect(typed.map(\.arguments.0) == ["Ann"] && typed.map(\.arguments.1) == [2])
        #expect(typed.map(\.result) == ["hi Ann! hi Ann! "])
        #expect(untyped.map { $0.arguments[1] as? Int } == [2])
        #expect(untyped.map { $0.result as? String } == ["hi Ann! hi Ann! "])
        #expect(typed.map(\.sequenceNumber) == untyped.map(\.sequenceNumber))
        #expect(typed.map(\.description) == untyped.map(\.description))
        #expect(typed.map(\.description) == [#"greet(_:times:)("Ann", 2) -> "hi Ann! hi Ann! ""#])
    }

    @Test func oneStubBuilderTypedOrNot() throws {
        let greeter = Welcomer()
        let spy = try DirectInvocationSpy(on: greeter, spying: \.greet)
        spy.forwardsMethodCalls = false
        let byName: Stub<Any?> = spy.stub("greet(_:times:)")
        let byReference: Stub<String, String?, Int> = spy.stub(\.greet)
        byName.with(Match.nil, 2).andReturn("anonymous")
        byReference.with(.value("Ann"), .any).andDo { name, times in "\(name ?? "") ×\(times)" }
        spy.spy {
            #expect(greeter.greet(nil, times: 2) == "anonymous")
            #expect(greeter.greet("Ann", times: 3) == "Ann ×3")
            #expect(greeter.greet("Bob", times: 1) == "", "no stub matches: the type's default")
        }
    }

    @Test func withNoArgumentsCompilesInBothForms() throws {
        let welcomer = Welcomer()
        let spy = try DirectInvocationSpy(on: welcomer, spying: \.wave)
        spy.stub("wave()").with().andReturn("by name")
        #expect(spy.spy { welcomer.wave() } == "by name")
        spy.stub(\.wave).with().andReturn("by reference")
        #expect(spy.spy { welcomer.wave() } == "by reference")
        spy.verify(\.wave).with().called(.once)  // the evidence of the spy{} just ended
    }

    @Test func aValueOfTheWrongTypeInTheStringAPIIsRefusedAndLeavesTheSpyAsItWas() throws {
        let greeter = Welcomer()
        let spy = try DirectInvocationSpy(on: greeter, spying: \.greet)
        withKnownIssue {
            spy.stub("greet(_:times:)").with(3, Match.any).andReturn("three")
        } matching: { issue in
            String(describing: issue).contains("argument #1 of with(…), 3, is not of type Optional<String>")
        }
        #expect(spy.spy { greeter.greet("Ann", times: 1) } == "hi Ann! ", "the refused stub was not installed")
    }
}
