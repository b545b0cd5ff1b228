// With typed method references, a misspelled method, a wrong arity, and an argument, result or
// answer of the wrong type are compile errors at the test's own line, not failures at run time.
import SwizzleKit

@Swizzlable(storedProperties: .dispatched)
class Gateway {
    required init() {}
    var retries: Int = 0
    func chargeNow(amountCents: Int, currency: String) throws -> String { "charge" }
    func refund(_ chargeID: String) -> Bool { true }
    func refund(_ chargeID: String, amountCents: Int) -> Bool { true }
}

func misspelled(gateway: Gateway) throws {
    // expect-error-next-line: has no member 'chargeNoww'
    _ = try DirectInvocationSpy(on: gateway, spying: \.chargeNoww)
}

func misspelledInAStub(spy: DirectInvocationSpy<Gateway>) {
    // Beside the string API's stub("…"), the compiler cannot name the member; it still stops here.
    // expect-error-next-line: cannot infer key path type from context
    spy.stub(\.refnd).andReturn(true)
}

func wrongAnswer(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: cannot convert value of type 'Int' to expected argument type 'String'
    spy.stub(\.chargeNow).andReturn(5)
}

func wrongArgumentType(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: cannot convert value of type 'String' to expected argument type 'Int'
    spy.verify(\.chargeNow).with("500", "EUR").called()
}

func tooFewArguments(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: missing argument
    spy.verify(\.chargeNow).with(500).called()
}

func tooManyArguments(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: extra argument
    spy.verify(\.refund).with("c1", 5).called()
}

func wrongPropertyValue(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: cannot convert value of type 'String' to expected argument type 'Int'
    spy.verify(\.retries.set).with("three").called()
}

func wrongAnswerBody(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: pack expansion requires that 'String, Int' and '_' have the same shape
    spy.stub(\.refundAmountCents).andDo { chargeID in true }
}

func wrongEvidenceType(spy: DirectInvocationSpy<Gateway>) {
    // expect-error-next-line: key path value type 'Int' cannot be converted to contextual type 'String'
    let cents: [String] = spy.calls(\.refundAmountCents).map(\.arguments.1)
    _ = cents
}

func notAnInitializer() throws {
    // expect-error-next-line: cannot convert value of type
    _ = try GlobalMocker.globalMock(for: Gateway.self, initializer: \.refund)
}
