import Foundation
import SwizzleKit
import Testing

/// `@Swizzlable` on classes written before SwizzleKit: their meaning is unchanged while nothing is
/// installed, and their methods are in the table for the tests that spy on them.
@Suite("Drop-in: @Swizzlable keeps what a class means", .swizzleScoped)
struct DropInMeaningTests {
    /// The JSON the service already stores, read back into the annotated class.
    static let storedJSON = #"{"email":null,"id":7,"name":"Ada","tags":["vip"]}"#

    @Test func aCodableModelEncodesByteForByteAsWithoutTheAttribute() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let annotated = try encoder.encode(Customer(name: "Ada", email: nil, id: 7))
        let plain = try encoder.encode(PlainCustomer(name: "Ada", email: nil, id: 7))
        #expect(annotated == plain)
        #expect(String(decoding: annotated, as: UTF8.self) == #"{"id":7,"name":"Ada","tags":[]}"#)
    }

    @Test func aCodableModelDecodesTheJSONItAlwaysDecoded() throws {
        let customer = try JSONDecoder().decode(Customer.self, from: Data(Self.storedJSON.utf8))
        #expect(customer.name == "Ada" && customer.id == 7 && customer.tags == ["vip"] && customer.email == nil)
    }

    @Test func handWrittenCodingKeysAndObserversAreKept() throws {
        let order = Order(orderNumber: "A-1", total: 9.5)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(order), as: UTF8.self) == #"{"order_number":"A-1","total":9.5}"#)
        order.total = 12
        #expect(order.revisions == 1, "didSet ran")
    }

    @Test func mirrorAndDumpShowTheUsersPropertyNames() {
        let labels = Mirror(reflecting: Customer(name: "Ada", email: nil, id: 7)).children.map(\.label)
        #expect(labels == Mirror(reflecting: PlainCustomer(name: "Ada", email: nil, id: 7)).children.map(\.label))
        var dumped = ""
        dump(Customer(name: "Ada", email: nil, id: 7), to: &dumped)
        #expect(dumped.contains("name: \"Ada\"") && !dumped.contains("__swizzle"))
    }

    @Test func equatableAndHashableWrittenInTheClassOrAnExtensionStillHold() {
        #expect(Money(cents: 250) == Money(cents: 250))
        #expect((Money(cents: 100) + Money(cents: 50)).cents == 150)
        let home = Address(street: "1 Main St", city: "Springfield")
        let same = Address(street: "1 Main St", city: "Springfield")
        #expect(home == same && home.hashValue == same.hashValue)
        #expect(Set([home, same]).count == 1)
    }

    @Test func typeAliasesOfScalarsRunAndAreSpied() throws {
        let scheduler = Scheduler()
        #expect(scheduler.aliased(2) == 4)
        #expect(scheduler.delay(1) == 1.5)
        #expect(scheduler.scaled(1.5) == 3)
        #expect(scheduler.interval(after: 2) == 3)
        #expect(scheduler.nested(4) == 5)
        let spy = try DirectInvocationSpy(on: scheduler, spying: \.aliased, \.scaled)
        spy.spy {
            #expect(scheduler.aliased(21) == 42)
            #expect(scheduler.scaled(2) == 4)
        }
        #expect(spy.verify(\.aliased).with(21).check(.once).success)
        #expect(spy.calls(\.scaled).first?.result == 4)
        spy.forwardsMethodCalls = false
        spy.stub(\.aliased).with(1).andReturn(100)
        #expect(spy.spy { scheduler.aliased(1) } == 100)
    }

    @Test func anActorThatSetsItsStateInInitIsSpied() async throws {
        let inventory = Inventory(warehouse: "north", initial: ["apple": 3])
        #expect(await inventory.count(of: "apple") == 3)
        let spy = try DirectInvocationSpy(on: inventory, spying: \.count, \.add)
        await spy.spy {
            await inventory.add("apple", count: 2)
            #expect(await inventory.count(of: "apple") == 5)
        }
        #expect(spy.verify(\.add).with("apple", 2).check(.once).success)
    }

    @Test @MainActor func aMainActorClassWithAPlainInitIsSpied() throws {
        let model = CheckoutViewModel()
        let spy = try DirectInvocationSpy(on: model, spying: \.load)
        #expect(spy.spy { model.load() } == "Checkout #1")
        #expect(spy.verify(\.load).check(.once).success)
        #expect(ScreenModel().refresh() == 1)
    }

    @Test func inoutArgumentsOfAnyTypeReachTheBodyAndComeBackChanged() throws {
        let editor = TextEditor()
        var text = "Hello"
        var list = [3, 1, 2]
        var point = Point(x: 0, y: 0)
        var count = 1
        let spy = try DirectInvocationSpy(on: editor, spying: \.append, \.normalize, \.nudge, \.increment)
        spy.spy {
            editor.append(", world", to: &text)
            editor.normalize(&list)
            editor.nudge(&point)
            editor.increment(&count)
        }
        #expect(text == "Hello, world" && list == [1, 2, 3] && point == Point(x: 1, y: 0) && count == 2)
        // Evidence of an inout argument: the value passed in, and the value the call left.
        let call = try #require(spy.calls(\.append).first)
        #expect(call.arguments.0 == ", world" && call.arguments.1 == "Hello")
        #expect(call.inoutValuesAfterCall[1] as? String == "Hello, world")
        #expect(spy.verify(\.normalize).with([3, 1, 2]).check(.once).success)
        #expect(spy.calls(\.normalize).first?.inoutValuesAfterCall[0] as? [Int] == [1, 2, 3])
        #expect(spy.calls(\.nudge).first?.arguments == Point(x: 0, y: 0))
        let increment = try #require(spy.calls(\.increment).first)
        #expect(increment.arguments == 1 && increment.inoutValuesAfterCall[0] as? Int == 2)
    }

    @Test func methodsNamedWithBackticksAreDispatched() throws {
        let editor = TextEditor()
        let spy = try DirectInvocationSpy(on: editor, spying: \.`default`, \.`is`)
        spy.forwardsMethodCalls = false
        spy.stub(\.`default`).andReturn("stubbed")
        spy.stub(\.`is`).andReturn(false)
        spy.spy {
            #expect(editor.default() == "stubbed")
            #expect(editor.is(3) == false)
        }
        #expect(spy.verify(\.`is`).with(3).check(.once).success)
    }

    @Test func typedThrowsAreDispatchedAndStubsThrowTheMethodsErrorType() throws {
        let gateway = TollGateway()
        #expect(throws: PaymentError.insufficientFunds(needed: 1)) { try gateway.charge(10_001) }
        let spy = try DirectInvocationSpy(on: gateway, spying: \.charge, \.refund)
        spy.forwardsMethodCalls = false
        spy.stub(\.charge).with(5).andThrow(PaymentError.declined)
        spy.stub(\.charge).andReturn("ok")
        spy.spy {
            do throws(PaymentError) {
                _ = try gateway.charge(5)
                Issue.record("the stub throws")
            } catch {
                #expect(error == .declined)  // typed throws: the error is a PaymentError, no cast
            }
            #expect((try? gateway.charge(6)) == "ok")
        }
        #expect(spy.verify(\.charge).with(5).check(.once).success)
    }

    @Test func aStubOfAnotherErrorTypeIsRefusedWhenItIsAdded() throws {
        let gateway = TollGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        withKnownIssue {
            spy.stub(\.refund).andThrow(AuditError())
        } matching: { issue in
            issue.description.contains("it throws only PaymentError (typed throws)")
        }
        // Nothing was stubbed: the real refund runs.
        #expect(throws: Never.self) { try spy.spy { try gateway.refund(1) } }
    }

    @Test func overloadsThatDifferOnlyInTypesEachHaveTheirOwnSelector() throws {
        let calculator = FeeCalculator()
        let spy = try DirectInvocationSpy(on: calculator, spying: \.feeForInt, \.feeForMoney)
        spy.spy {
            #expect(calculator.fee(for: 500) == 5)
            #expect(calculator.fee(for: Money(cents: 500)) == 6)
        }
        #expect(spy.verify(\.feeForInt).with(500).check(.once).success)
        #expect(spy.calls(\.feeForMoney).count == 1)
        let byName = try DirectInvocationSpy(validating: calculator, rootClass: FeeCalculator.self,
                                             selectors: [SpyCoselectors(methodType: .instance, original: "fee(for: Money)")])
        byName.spy { _ = calculator.fee(for: Money(cents: 100)) }
        #expect(byName.invocations.count == 1)
    }

    @Test func aSpyOnTheSharedSelectorSaysWhichSelectorsToUse() {
        #expect {
            try DirectInvocationSpy(validating: FeeCalculator(), rootClass: FeeCalculator.self,
                                    selectors: [SpyCoselectors(methodType: .instance, original: "fee(for:)")])
        } throws: { error in
            "\(error)".contains("has several instance methods 'fee(for:)' that differ only in their parameter types")
                && "\(error)".contains("'fee(for: Int)', 'fee(for: Money)'")
        }
    }

    @Test func aSpyOnAStoredPropertySaysHowToOptIn() {
        #expect {
            try DirectInvocationSpy(validating: Customer(name: "Ada", email: nil, id: 1), rootClass: Customer.self,
                                    selectors: [SpyCoselectors(methodType: .instance, original: "getter:name")])
        } throws: { error in
            "\(error)".contains("@Swizzlable(storedProperties: .dispatched)")
        }
    }
}

/// Shapes the real-code check met in Swinject and Yams.
@Suite("Drop-in: shapes from real packages", .swizzleScoped)
struct DropInRealShapesTests {
    @Test func aGenericClassIsSpiedAndStubbedInEachSpecialization() throws {
        let names = Repository<String>()
        let numbers = Repository<Int>()
        let spy = try DirectInvocationSpy(on: names, spying: \.add, \.count, \.first, \.replaceAll)
        spy.spy {
            names.add("Ada")
            numbers.add(1)
            #expect(names.count() == 1)
            #expect(names.first { $0.hasPrefix("A") } == "Ada")
            #expect((try? names.replaceAll(with: ["Bo", "Cy"])) == 2)
        }
        #expect(spy.verify(\.add).with("Ada").check(.once).success, "only the subject's calls")
        #expect(spy.calls(\.count).first?.result == 1)
        #expect(spy.calls(\.replaceAll).first?.result == 2)
        spy.forwardsMethodCalls = false
        spy.stub(\.count).andReturn(42)
        #expect(spy.spy { names.count() } == 42)
        #expect(numbers.count() == 1, "another specialization's object is not the subject")
        let numbersSpy = try DirectInvocationSpy(on: numbers, spying: \.count)
        #expect(numbersSpy.spy { numbers.count() } == 1)
        #expect(numbersSpy.verify(\.count).check(.once).success)
    }

    @Test func anInitializerTakingANonEscapingClosureIsMockedWithItsPlaceholderAsEvidence() throws {
        let container = ServiceContainer { $0.register("logger") }
        #expect(container.registrations == ["logger"])
        let spy = try DirectInvocationSpy(on: container, spying: \.resetString, \.resetArrayOfString)
        spy.spy { container.reset("logger") }
        #expect(container.registrations.isEmpty, "the overload reached the other one through the table")
        #expect(spy.verify(\.resetString).with("logger").check(.once).success)
        #expect(spy.verify(\.resetArrayOfString).with(["logger"]).check(.once).success)
    }

    @Test func aDeprecatedInitializerHasNoFactoryAndAMockOfItSaysWhy() {
        #expect {
            try GlobalMocker.globalMock(for: ServiceContainer.self, initSelector: "init(names:)")
        } throws: { error in
            "\(error)".contains("it is deprecated")
        }
    }
}

extension DropInRealShapesTests {
    @Test func aSpyOnAMethodDeclaredInAnExtensionSaysSoAndHowToReachIt() {
        #expect {
            try DirectInvocationSpy(validating: ServiceContainer(), rootClass: ServiceContainer.self,
                                    selectors: [.instance("unregisterAll()")])
        } throws: { error in
            "\(error)".contains("is in the table only if that extension is marked too: write @SwizzlableExtension on the extension")
        }
    }
}

extension DropInMeaningTests {
    @Test func storedPropertiesOptedInAreSpiedAndStubbed() throws {
        let thermostat = Thermostat()
        let spy = try DirectInvocationSpy(on: thermostat, spying: \.target)
        spy.spy { thermostat.target = 22 }
        #expect(thermostat.target == 22)
        #expect(spy.verify(\.target.set).with(22).check(.once).success)
    }
}

extension DropInRealShapesTests {
    @Test func aMethodReturningSelfIsSpiedAndReturnsTheReceiver() throws {
        let builder = RequestBuilder()
        let spy = try DirectInvocationSpy(on: builder, spying: \.header)
        let returned = spy.spy { builder.header("Accept: json").header("X-Id: 1") }
        #expect(returned === builder && builder.headers == ["Accept: json", "X-Id: 1"])
        #expect(spy.verify(\.header).with("Accept: json").check(.once).success)
        #expect(spy.calls(\.header).first?.result as? RequestBuilder === builder)
    }
}

extension DropInRealShapesTests {
    @Test func aGenericSubclassCallsSuperThroughTheTableAndAnIndirectSpySeesIt() throws {
        let box = LabeledBox(3)
        #expect(box.peek() == 3 && box.describe() == "labeled box")
        let direct = try DirectInvocationSpy(on: box, spying: \.describe)
        #expect(direct.spy { box.describe() } == "labeled box")
        #expect(direct.verify(\.describe).check(.once).success)
        let indirect = try #require(IndirectInvocationSpy(on: box, rootClass: Box<Int>.self,
                                                          selectors: [.instance("describe()")]))
        indirect.spy { _ = box.describe() }
        #expect(indirect.invocations.count == 1, "the override called super")
        #expect(Catalog.Entry().title() == "entry")
    }
}
