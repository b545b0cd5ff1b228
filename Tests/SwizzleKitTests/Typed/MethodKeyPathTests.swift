import Dispatch
import SwizzleKit
@_spi(Internals) import SwizzleCore
import SwizzleSpies
import Testing

/// A namespace written by hand, for key paths made at run time: each `\.[n]` is a new key path
/// object naming its own method, so many of them fall in the same slot of the table that
/// remembers what a key path names.
private struct NumberedMethods: SwizzleMethodNamespace {
    init() {}
    subscript(number: Int) -> SwizzleMethod<Int, Int> {
        .init(Selector("method\(number)(_:)"), number.isMultiple(of: 2) ? .instance : .class)
    }
}

extension PaymentCardGateway.SwizzleMethods {
    /// A reference of the same type as `refund(_:)`'s (`(String) -> Bool`), written by hand for
    /// `void(_:)`, and one of that type for `reset()`, which is `() -> Void`: a key path to
    /// either is a key path of `refund`'s type.
    var voidWrittenByHand: SwizzleMethod<Bool, String> { .init(Selector("void(_:)"), .instance) }
    var resetAsRefund: SwizzleMethod<Bool, String> { .init(Selector("reset()"), .instance) }
}

/// Typed `stub(\.name)` and `verify(\.name)` read what a key path names once and keep it
/// (issue 25, per-test cost): what they keep must be what the namespace says, for every key path,
/// on every thread, and a key path of a reference type that fits one method must not be taken to
/// fit another.
@Suite("What a key path to a method reference names", .swizzleScoped)
struct MethodKeyPathTests {
    @Test func aKeyPathNamesTheReferenceOfItsNamespaceEveryTime() {
        for _ in 0..<3 {
            let refund = MethodKeyPaths.method(at: \PaymentCardGateway.SwizzleMethods.refund)
            #expect(refund.selector == Selector("refund(_:)") && refund.methodType == .instance)
            let region = MethodKeyPaths.method(at: \PaymentCardGateway.SwizzleMethods.region)
            #expect(region.selector == Selector("region()") && region.methodType == .class)
        }
    }

    @Test func keyPathsSharingSlotsEachNameTheirOwnMethod() {
        // 200 key paths for 64 slots: each slot is taken and retaken; a lookup must still answer
        // its own key path's method, from its slot or through the key path.
        let keyPaths = (0..<200).map { \NumberedMethods.[$0] }
        for _ in 0..<2 {
            for (number, keyPath) in keyPaths.enumerated() {
                let method = MethodKeyPaths.method(at: keyPath)
                #expect(method.selector == Selector("method\(number)(_:)"))
                #expect(method.methodType == (number.isMultiple(of: 2) ? .instance : .class))
            }
        }
    }

    @Test func threadsReadingAndRetakingSlotsGetTheirKeyPathsMethods() {
        let keyPaths = (0..<96).map { \NumberedMethods.[$0] }
        let wrong = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                let number = (thread * 31 + round * 7) % keyPaths.count
                let method = MethodKeyPaths.method(at: keyPaths[number])
                if method.selector != Selector("method\(number)(_:)")
                    || method.methodType != (number.isMultiple(of: 2) ? .instance : .class) {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }

    /// One key path object, kept in a variable, names the same method to a spy made with it and
    /// to its stubs and verifications, whichever read it first; a property's key path spies its
    /// getter and setter.
    @Test func oneKeyPathNamesTheSameMethodToASpyAndItsStubs() throws {
        let refund: KeyPath<PaymentCardGateway.SwizzleMethods, SwizzleMethod<Bool, String>> = \.refund
        let retries: PartialKeyPath<PaymentCardGateway.SwizzleMethods> = \.retries
        #expect(MethodKeyPaths.method(at: refund).selector == Selector("refund(_:)"), "read first as a method reference")
        let gateway = PaymentCardGateway()
        for _ in 0..<2 {  // the second time, every key path is read from the table
            let spy = try DirectInvocationSpy(on: gateway, spying: refund, retries)
            spy.stub(refund).with("c-9").andReturn(false)
            spy.spy {
                #expect(gateway.refund("c-9") == false)
                gateway.retries = 2
                _ = gateway.retries
            }
            spy.verify(refund).with("c-9").called(.once)
            spy.verify(\.retries.set).with(2).called(.once)
            spy.verify(\.retries.get).called(.once)
        }
    }

    @Test func aKeyPathOfAFittingTypeIsStillRefusedForAMethodOfOtherTypes() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.void, \.reset)
        for _ in 0..<3 {
            // `refund` and the hand-written `void` fit: `(String) -> Bool` is their type.
            spy.verify(\.refund).called(.never)
            spy.verify(\.voidWrittenByHand).called(.never)
            spy.stub(\.voidWrittenByHand).andReturn(false)
            withKnownIssue {
                spy.verify(\.resetAsRefund).called(.never)
            } matching: { issue in
                String(describing: issue).contains("The method reference for reset() is (String) -> Bool, but")
            }
            withKnownIssue {
                spy.stub(\.resetAsRefund).andReturn(true)
            } matching: { issue in
                String(describing: issue).contains("is refused")
            }
        }
        spy.spy { #expect(gateway.void("c-1") == false, "the stub made through the hand-written key path answers") }
        spy.verify(\.voidWrittenByHand).with("c-1").called(.once)
    }
}
