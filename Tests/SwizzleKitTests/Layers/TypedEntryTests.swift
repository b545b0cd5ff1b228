import CSwizzleRuntime
import SwizzleKit
import Testing

/// Per-object layers on `@Swizzlable` methods run through the method's typed entry point, not a
/// libffi closure: the object's override then holds the layer's closure as its context. One
/// layer per object and method is typed; more layers stack on it as libffi closures.
@Suite("Typed entry points")
struct TypedEntryTests {
    private typealias ValueIMP = @convention(c) (UnsafeMutableRawPointer, SKSel) -> Int
    private let selector: Selector = "value()"

    private func context(of object: SwaggerRoot) -> UnsafeRawPointer? {
        sk_override_readContext(object.receiverPointer, SK_INSTANCE_SIDE, selector.raw)
    }

    @Test func aSpyOnAnInstanceIsTypedAndRecords() throws {
        let subject = SwaggerOverrider(), bystander = SwaggerOverrider()
        let spy = try #require(DirectInvocationSpy(on: subject, rootClass: SwaggerRoot.self, selectors: .instance("value()")))
        spy.spy {
            #expect(context(of: subject) != nil)
            #expect(context(of: bystander) == nil)
            #expect(subject.value() == 42, "forwarded to the override")
            #expect(bystander.value() == 42)
        }
        #expect(context(of: subject) == nil, "the override and its context are gone")
        #expect(spy.invocations.map { $0.result as? Int } == [42])
    }

    @Test func twoSpiesOnOneObjectBothRecordEndedInEitherOrder() throws {
        for endFirstSpyFirst in [true, false] {
            let subject = SwaggerRoot()
            let first = try #require(DirectInvocationSpy(on: subject, rootClass: SwaggerRoot.self, selectors: .instance("value()")))
            let second = try #require(DirectInvocationSpy(on: subject, rootClass: SwaggerRoot.self, selectors: .instance("value()")))
            first.beginSpying()   // typed
            second.beginSpying()  // a libffi closure on top, forwarding into the typed entry
            #expect(subject.value() == 14)
            (endFirstSpyFirst ? first : second).endSpying()
            #expect(subject.value() == 14)
            (endFirstSpyFirst ? second : first).endSpying()
            #expect(subject.value() == 14)
            #expect(first.invocations.count == (endFirstSpyFirst ? 1 : 2))
            #expect(second.invocations.count == (endFirstSpyFirst ? 2 : 1))
            #expect(sk_object_getOverride(subject.receiverPointer, SK_INSTANCE_SIDE, selector.raw) == nil)
        }
    }

    /// The entry point passes each C argument on as a word: a spy on it reads every scalar back
    /// at its own width and sign, and the call forwards them unchanged.
    @Test func everyScalarWidthCrossesTheEntryPoint() throws {
        let subject = ScalarWidths()
        let spy = try #require(DirectInvocationSpy(on: subject, rootClass: ScalarWidths.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "mix(_:_:_:_:_:_:_:_:)"),
            SpyCoselectors(methodType: .instance, original: "half(_:)"),
        ]))
        let pointer = UnsafeRawPointer(bitPattern: 0x1000 + 7)!
        let expected = subject.mix(true, -3, 65_000, -70_000, 1.5, -2.25, pointer, Int.min + 1)
        let (mixed, halved) = spy.spy {
            (subject.mix(true, -3, 65_000, -70_000, 1.5, -2.25, pointer, Int.min + 1), subject.half(-5))
        }
        #expect(mixed == expected)
        #expect(halved == -2.5)
        let arguments = try #require(spy.invocations.first?.arguments)
        #expect(arguments[0] as? Bool == true)
        #expect(arguments[1] as? Int8 == -3)
        #expect(arguments[2] as? UInt16 == 65_000)
        #expect(arguments[3] as? Int32 == -70_000)
        #expect(arguments[4] as? Float == 1.5)
        #expect(arguments[5] as? Double == -2.25)
        #expect(arguments[6] as? UnsafeRawPointer == pointer)
        #expect(arguments[7] as? Int == Int.min + 1)
        #expect(spy.invocations.first?.result as? Double == expected)
        #expect(spy.invocations.last?.arguments.first as? Float == -5)
        #expect(spy.invocations.last?.result as? Float == -2.5)
    }

    /// A call that looked up the entry point just before the last layer went away finds no
    /// override: it goes to the class table, as if the layer had been gone already.
    @Test func theEntryPointWithoutAnOverrideCallsTheClassTable() throws {
        let subject = SwaggerOverriderOfOverrider()
        let spy = try #require(DirectInvocationSpy(on: subject, rootClass: SwaggerRoot.self, selectors: .instance("value()")))
        spy.beginSpying()
        let entry = try #require(sk_object_getOverride(subject.receiverPointer, SK_INSTANCE_SIDE, selector.raw))
        spy.endSpying()
        #expect(unsafeBitCast(entry, to: ValueIMP.self)(subject.receiverPointer, selector.raw) == 99)
        #expect(spy.invocations.count == 0, "not recorded: the spy had ended")
    }

    /// A global mock's construction layer is a per-object layer on the class record: typed too.
    @Test func aGlobalMocksConstructionLayerIsTyped() throws {
        let record = UnsafeRawPointer(SwaggerOverrider.runtimeClass.record)
        try GlobalMocker.withGlobalMock(for: SwaggerOverrider.self, initSelector: "init()") { mock in
            #expect(sk_override_readContext(record, SK_CLASS_SIDE, Selector("init()").raw) != nil)
            #expect(SwaggerOverrider.make() === mock.object)
            #expect(mock.constructions.count == 1)
        }
        #expect(SwaggerOverrider.make() !== SwaggerOverrider.make())
    }
}
