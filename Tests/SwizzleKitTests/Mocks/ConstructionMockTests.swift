import SwizzleKit
import Testing

/// Constructions written as `Type(args)` reach a global mock: the object the code under test
/// gets answers as the mock, and the construction and its arguments are evidence; only the class
/// mocked, once per construction; a failable initializer's nil is no construction. Scoped mocks,
/// so that parallel tests never see each other's.
@Suite("Constructions written as Type(…)", .swizzleScoped)
struct ConstructionMockTests {
    @Test func theAlertTheCodeBuildsAnswersAsTheMock() throws {
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(title:message:)") { mock in
            mock.stub("show()").andReturn(false)
            #expect(SignupFlow().failSignup(reason: "taken") == false, "the mock's stub answered")
            #expect(mock.constructions.count == 1)
            #expect(mock.constructions.first?.arguments.compactMap { $0 as? String } == ["Signup failed", "taken"])
            #expect(mock.didCall("show()").success)
        }
        #expect(SignupFlow().failSignup(reason: "again"), "nothing is mocked after")
    }

    @Test func onlyTheOutermostInitializerOfTheMockedClassCounts() throws {
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(title:message:)") { mock in
            _ = Alert(error: "convenience")       // through init(error:): another initializer's construction
            _ = WarningAlert(warning: "subclass") // super.init(title:message:) is not a construction of Alert
            #expect(mock.constructions.isEmpty)
            _ = Alert(title: "t", message: "m")
            #expect(mock.constructions.count == 1, "once per construction")
        }
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(error:)") { mock in
            _ = Alert(error: "boom")
            #expect(mock.constructions.count == 1, "a convenience initializer delegating to a designated one counts once")
            #expect(mock.constructions.first?.arguments.first as? String == "boom")
        }
    }

    @Test func aFailableInitializersNilIsNoConstruction() throws {
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(code:)") { mock in
            #expect(Alert(code: 0) == nil)
            #expect(mock.constructions.isEmpty)
            let alert = try #require(Alert(code: 7))
            #expect(mock.constructions.count == 1)
            #expect(alert.show() == false, "unstubbed, not forwarding: Bool's default")
        }
    }

    @Test func makeStillReturnsTheMocksOwnObject() throws {
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(title:message:)") { mock in
            let made = Alert.make(title: "a", message: "b")
            #expect(made === mock.object, "make(…) gives the mock's identity")
            let built = Alert(title: "a", message: "b")
            #expect(built !== mock.object, "Type(…) gives a new object that answers as the mock")
            #expect(mock.constructions.count == 2)
        }
    }
}
