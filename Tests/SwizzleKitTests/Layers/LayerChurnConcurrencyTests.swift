import CSwizzleRuntime
import Foundation
import SwizzleKit
import Synchronization
import XCTest

/// Threads call dispatched methods, on the fast path and through `send`, while the test's thread
/// installs and removes class-level and per-object layers thousands of times. No call may crash
/// or land anywhere but in the original or a layer: each layer adds its own amount, so every
/// answer must be 14 plus a sum of distinct layer amounts. Bounded by iteration counts (callers
/// go on while the layers churn, up to a cap); nothing is timed. Run under TSan too.
final class LayerChurnConcurrencyTests: XCTestCase {
    static let callers = 3
    static let rounds = 2_000
    /// Each caller makes at least this many calls, and stops at the cap if the churn outlasts it.
    static let minimumCalls = 2_000
    static let maximumCalls = 5_000_000

    /// Shared between the caller threads and the test.
    final class Churn: Sendable {
        let churning = Atomic<Bool>(true)
        let calls = Atomic<Int>(0)
        let invalid = Atomic<Int>(0)
        let firstInvalid = Atomic<Int>(0)

        func check(_ answer: Int, against valid: Set<Int>) {
            calls.add(1, ordering: .relaxed)
            if !valid.contains(answer) {
                invalid.add(1, ordering: .relaxed)
                _ = firstInvalid.compareExchange(expected: 0, desired: answer, ordering: .relaxed)
            }
        }

        /// Checks the `index`th call of a caller, on the fast path for even indices, else through `send`.
        func check(_ index: Int, fast: () -> Int, sent: () throws -> Int, against valid: Set<Int>) {
            check(index % 2 == 0 ? fast() : (try? sent()) ?? -1, against: valid)
        }
    }

    /// 14 plus every sum of distinct `amounts`.
    static func validAnswers(_ amounts: [Int]) -> Set<Int> {
        amounts.reduce(into: Set([14])) { sums, amount in sums.formUnion(sums.map { $0 + amount }) }
    }

    static func adding(_ amount: Int) -> Replacement {
        .handler { frame, forward in
            forward()
            _ = frame.replaceReturnValue((frame.returnValue as? Int ?? -1_000_000) + amount)
        }
    }

    /// The same as `adding`, as a typed replacement on the hand-registered sample method.
    static func typedAdding(_ amount: Int) -> Replacement {
        .typed { (original: Replacement.Original<SwaggerByHand.Root, String, Int>, object: SwaggerByHand.Root, input: String) -> Int in
            original(object, input) + amount
        }
    }

    /// Runs `call(caller, index)` on `callers` threads until `churn` stops (within the bounds),
    /// while `install(round)` runs `rounds` times here; then waits for the callers.
    func race(_ churn: Churn, call: @escaping @Sendable (Int, Int) -> Void, install: (Int) throws -> Void) rethrows {
        let finished = DispatchGroup()
        for caller in 0 ..< Self.callers {
            finished.enter()
            Thread {
                var index = 0
                while index < Self.maximumCalls && (index < Self.minimumCalls || churn.churning.load(ordering: .acquiring)) {
                    call(caller, index)
                    index += 1
                }
                finished.leave()
            }.start()
        }
        defer {
            churn.churning.store(false, ordering: .releasing)
            finished.wait()
        }
        for round in 0 ..< Self.rounds { try install(round) }
    }

    /// Restores three tokens in one of the six orders, by round, so every removal order occurs.
    func restore(_ tokens: [SwizzleToken], round: Int) throws {
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        for index in orders[round % orders.count] { try tokens[index].restore() }
    }

    func testInstanceCallsWhileClassAndObjectLayersComeAndGo() throws {
        let selector = SwaggerByHand.instanceSelector
        let rootAmount = 1_000, inheritorAmount = 100, objectAmount = 10_000
        let valid = Self.validAnswers([rootAmount, inheritorAmount, objectAmount])
        let shared = SwaggerByHand.Inheritor()
        let bystanders = (0 ..< 6).map { _ in SwaggerByHand.InheritorOfInheritor() }
        let churn = Churn()
        var window: [SwizzleToken] = []

        try race(churn, call: { caller, index in
            let targets: [SwaggerByHand.Root] = [shared, bystanders[(caller + index) % bystanders.count], SwaggerByHand.Root()]
            let target = targets[index % targets.count]
            churn.check(index, fast: { target.sampleInstanceMethod("x") }, sent: { try target.send(selector, "x") }, against: valid)
        }, install: { round in
            // Typed and handler layers both: each calls the layer below its own way.
            let tokens = try [
                Swizzle.install(Self.typedAdding(rootAmount), on: SwaggerByHand.Root.runtimeClass, selector),
                // Inheritor only inherits the method: each install adds an entry, each last restore removes it.
                Swizzle.install(Self.adding(inheritorAmount), on: SwaggerByHand.Inheritor.runtimeClass, selector),
                Swizzle.install(Self.typedAdding(objectAmount), on: shared, selector),
            ]
            // A sliding window of per-object layers on the bystanders grows the override table while calls read it.
            window.append(try Swizzle.install(Self.adding(objectAmount), on: bystanders[round % bystanders.count], selector))
            if window.count == bystanders.count { try window.removeFirst().restore() }
            try restore(tokens, round: round)
        })
        for token in window { try token.restore() }

        print("\(name): \(churn.calls.load(ordering: .relaxed)) calls during \(Self.rounds) rounds")
        XCTAssertEqual(churn.invalid.load(ordering: .relaxed), 0,
                       "every answer comes from the original or layers; first stray: \(churn.firstInvalid.load(ordering: .relaxed))")
        XCTAssertGreaterThanOrEqual(churn.calls.load(ordering: .relaxed), Self.callers * Self.minimumCalls)
        for object in [shared, SwaggerByHand.Root()] + bystanders {
            XCTAssertEqual(object.sampleInstanceMethod("x"), 14, "the originals are back")
        }
        XCTAssertNil(SwaggerByHand.Inheritor.runtimeClass.ownMethod(selector), "the added entry is gone")
        XCTAssertFalse(Swizzle.activeLayers.contains { $0.entry.contains("SwaggerByHand.") }, "no layer is left installed")
    }

    /// The same churn on `@Swizzlable` classes, whose per-object layers use typed entry points:
    /// three layers on one object (the first typed, the others libffi closures reaching it) and
    /// one on its class record, removed in every order while threads call.
    func testTypedPerObjectLayersComeAndGoWhileCalled() throws {
        let instanceSelector: Selector = "value()", classSelector: Selector = "classValue()"
        let amounts = [1_000, 100, 10_000]
        let valid = Self.validAnswers(amounts)
        let shared = SwaggerInheritor()
        let churn = Churn()

        try race(churn, call: { caller, index in
            switch (caller + index) % 4 {
            case 0: churn.check(shared.value(), against: valid)
            case 1: churn.check((try? shared.send(instanceSelector) as Int) ?? -1, against: valid)
            case 2: churn.check(SwaggerInheritor.classValue(), against: Self.validAnswers([5]))
            default: churn.check(SwaggerInheritorOfInheritor().value(), against: [14])
            }
        }, install: { round in
            let tokens = try amounts.map { try Swizzle.install(Self.adding($0), on: shared, instanceSelector) }
            let classToken = try Swizzle.install(Self.adding(5), onClassItself: SwaggerInheritor.runtimeClass, classSelector)
            XCTAssertNotNil(sk_override_readContext(shared.receiverPointer, SK_INSTANCE_SIDE, instanceSelector.raw),
                            "the first layer on the object is the typed one")
            try restore(tokens, round: round)
            try classToken.restore()
        })

        print("\(name): \(churn.calls.load(ordering: .relaxed)) calls during \(Self.rounds) rounds")
        XCTAssertEqual(churn.invalid.load(ordering: .relaxed), 0,
                       "every answer comes from the original or layers; first stray: \(churn.firstInvalid.load(ordering: .relaxed))")
        XCTAssertEqual(shared.value(), 14, "the original is back")
        XCTAssertNil(sk_object_getOverride(shared.receiverPointer, SK_INSTANCE_SIDE, instanceSelector.raw))
        XCTAssertEqual(SwaggerInheritor.classValue(), 14)
    }

    func testClassMethodCallsWhileClassLayersComeAndGo() throws {
        let selector = SwaggerByHand.classSelector
        let rootAmount = 1_000, inheritorAmount = 100, classItselfAmount = 10_000
        let valid = Self.validAnswers([rootAmount, inheritorAmount, classItselfAmount])
        let churn = Churn()

        try race(churn, call: { caller, index in
            let type: SwaggerByHand.Root.Type = [SwaggerByHand.Inheritor.self, SwaggerByHand.InheritorOfInheritor.self,
                                                 SwaggerByHand.Root.self][(caller + index) % 3]
            churn.check(index, fast: { type.sampleClassMethod("x") }, sent: { try type.send(selector, "x") }, against: valid)
        }, install: { round in
            let tokens = try [
                Swizzle.install(Self.adding(rootAmount), on: SwaggerByHand.Root.runtimeClass, selector, .class),
                Swizzle.install(Self.adding(inheritorAmount), on: SwaggerByHand.Inheritor.runtimeClass, selector, .class),
                // A per-receiver override whose receiver is Inheritor's class record.
                Swizzle.install(Self.adding(classItselfAmount), onClassItself: SwaggerByHand.Inheritor.runtimeClass, selector),
            ]
            try restore(tokens, round: round)
        })

        print("\(name): \(churn.calls.load(ordering: .relaxed)) calls during \(Self.rounds) rounds")
        XCTAssertEqual(churn.invalid.load(ordering: .relaxed), 0,
                       "every answer comes from the original or layers; first stray: \(churn.firstInvalid.load(ordering: .relaxed))")
        for type: SwaggerByHand.Root.Type in [SwaggerByHand.Root.self, SwaggerByHand.Inheritor.self, SwaggerByHand.InheritorOfInheritor.self] {
            XCTAssertEqual(type.sampleClassMethod("x"), 14)
        }
        XCTAssertNil(SwaggerByHand.Inheritor.runtimeClass.ownMethod(selector, .class))
    }
}
