import SwizzleKit
import Testing

/// The lookup and super tests, then the spies' matrix, on the @Swizzlable hierarchy. Serialized:
/// class-method spies share their subjects (the classes) across tests.
@Suite(.serialized) struct SwaggerHierarchyTests {
    @Test(arguments: SwaggerCase.all)
    func lookupFindsEachClassesAnswer(_ swaggerCase: SwaggerCase) throws {
        let object = swaggerCase.type.make()
        #expect(type(of: object) == swaggerCase.type, "make() for a required init builds the class it is called on")
        #expect(object.value() == swaggerCase.value)
        #expect(try object.send("value()") == swaggerCase.value)
        #expect(swaggerCase.type.classValue() == swaggerCase.value)
        #expect(try swaggerCase.type.send("classValue()") == swaggerCase.value)
        let own = swaggerCase.type.runtimeClass.ownMethod("value()") != nil
        #expect(own == swaggerCase.overrides, "only overriders (and the root) define the method themselves")
    }

    @Test(arguments: SwaggerCase.all.filter { $0.superValue != nil })
    func superCallsReachTheSuperclassImplementation(_ swaggerCase: SwaggerCase) throws {
        let object = swaggerCase.type.make()
        let superclass = try #require(swaggerCase.type.runtimeClass.superclass)
        #expect(try object.sendSuper(from: swaggerCase.type.runtimeClass, "value()", returning: Int.self) == swaggerCase.superValue)
        // Replace the superclass's answer with 0: the override sees it through its super call.
        let token = try Swizzle.install(.typed { (_, _: SwaggerRoot) -> Int in 0 }, on: superclass, "value()")
        defer { try? token.restore() }
        #expect(object.value() == -1)
    }

    enum Kind: CaseIterable { case direct, indirect }
    enum Session: CaseIterable { case closure, beginEnd }

    @Test(arguments: SwaggerCase.all, [MethodType.instance, .class])
    func spyMatrix(_ swaggerCase: SwaggerCase, _ methodType: MethodType) throws {
        for kind in Kind.allCases {
            // Indirect subjects are strict subclasses of the root (or their instances).
            if kind == .indirect && swaggerCase.type == SwaggerRoot.self { continue }
            for forwarding in [true, false] {
                for session in Session.allCases {
                    try runSpy(swaggerCase, methodType, kind, forwarding, session)
                }
            }
        }
    }

    private func runSpy(_ swaggerCase: SwaggerCase, _ methodType: MethodType, _ kind: Kind, _ forwarding: Bool,
                        _ session: Session) throws {
        let selector: Selector = methodType == .instance ? "value()" : "classValue()"
        let object = swaggerCase.type.make()
        let call: () -> Int = methodType == .instance ? { object.value() } : { swaggerCase.type.classValue() }
        let coselectors = SpyCoselectors(methodType: methodType, original: selector)
        let context = "\(swaggerCase) \(methodType) \(kind) forwarding: \(forwarding) \(session)"
        let spy: any InvocationSpyProbe = switch (kind, methodType) {
        case (.direct, .instance): try #require(DirectInvocationSpy(on: object, rootClass: SwaggerRoot.self, selectors: coselectors), "\(context)")
        case (.direct, .class): try #require(DirectInvocationSpy(on: swaggerCase.type, rootClass: SwaggerRoot.self, selectors: coselectors), "\(context)")
        case (.indirect, .instance): try #require(IndirectInvocationSpy(on: object, rootClass: SwaggerRoot.self, selectors: coselectors), "\(context)")
        case (.indirect, .class): try #require(IndirectInvocationSpy(on: swaggerCase.type, rootClass: SwaggerRoot.self, selectors: coselectors), "\(context)")
        }
        spy.setForwarding(forwarding)
        if !forwarding { spy.stubValue(selector, 7) }
        #expect(spy.recorded.isEmpty, "no evidence before: \(context)")
        // Evidence the spy did not make: it must survive spying.
        let subjectPointer = methodType == .instance
            ? UnsafeRawPointer(object.receiverPointer) : UnsafeRawPointer(swaggerCase.type.runtimeClass.record)
        SpyEvidence.save("unrelated", for: .swaggerUnrelated, on: subjectPointer)
        defer { SpyEvidence.remove(.swaggerUnrelated, on: subjectPointer) }
        // Not forwarding stubs the spied layer; an override that runs its own body keeps its answer.
        let stubbedAnswer = kind == .indirect && swaggerCase.overrides ? swaggerCase.value : 7
        let expected = forwarding ? swaggerCase.value : stubbedAnswer
        var answer = 0
        switch session {
        case .closure: answer = spy.during { call() }
        case .beginEnd:
            spy.begin()
            answer = call()
            spy.end()
        }
        #expect(answer == expected, "\(context)")
        #expect(!spy.recorded.isEmpty, "evidence during: \(context)")
        #expect(call() == swaggerCase.value, "restored after: \(context)")
        #expect(SpyEvidence.value(for: .swaggerUnrelated, on: subjectPointer) as? String == "unrelated",
                "unrelated evidence untouched: \(context)")
    }
}

/// What the matrix needs of both spy classes.
protocol InvocationSpyProbe {
    func setForwarding(_ forwarding: Bool)
    func stubValue(_ selector: Selector, _ value: Int)
    var recorded: [Invocation<Any, [Any]>] { get }
    func during(_ body: () -> Int) -> Int
    func begin()
    func end()
}

extension DirectInvocationSpy: InvocationSpyProbe {
    func setForwarding(_ forwarding: Bool) { forwardsMethodCalls = forwarding }
    func stubValue(_ selector: Selector, _ value: Int) { stub(selector).andReturn(value) }
    var recorded: [Invocation<Any, [Any]>] { invocations }
    func during(_ body: () -> Int) -> Int { spy(on: body) }
    func begin() { beginSpying() }
    func end() { endSpying() }
}

extension IndirectInvocationSpy: InvocationSpyProbe {
    func setForwarding(_ forwarding: Bool) { forwardsMethodCalls = forwarding }
    func stubValue(_ selector: Selector, _ value: Int) { stub(selector).andReturn(value) }
    var recorded: [Invocation<Any, [Any]>] { invocations }
    func during(_ body: () -> Int) -> Int { spy(on: body) }
    func begin() { beginSpying() }
    func end() { endSpying() }
}

extension SpyEvidenceKey {
    static let swaggerUnrelated = SpyEvidenceKey("swaggerUnrelated")
}
