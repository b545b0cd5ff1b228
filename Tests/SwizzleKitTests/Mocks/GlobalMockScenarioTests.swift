import SwizzleKit
import XCTest

/// MockInject's three README scenarios, in the XCTest setUp/tearDown style: process-wide mocks,
/// undone in tearDown, after which the real classes work again. (XCTest runs one test at a
/// time, and before the Swift Testing suites, so these process-wide mocks meet no other test.)
final class GlobalMockScenarioTests: XCTestCase {
    override func tearDown() {
        GlobalMocker.undoMock(for: MyOtherClass.self)
        GlobalMocker.undoMock(for: Registry.self)
        GlobalMocker.undoMock(for: HandMadeGauge.self)
        XCTAssertEqual(MyClass().run(), "real default", "the real class works again")
        XCTAssertEqual(MyClass().run(id: "foo"), "real foo")
        XCTAssertEqual(MyClass().lookup("known"), "real value")
        XCTAssertEqual(MockMap.count(for: MyOtherClass.self) + MockMap.count(for: Registry.self), 0)
    }

    /// Scenario 1: `init` with no arguments is mocked; the mock receives `doSomething`.
    func testPlainInitIsMockedAndTheMockReceivesDoSomething() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        XCTAssertTrue(mock.constructions.isEmpty, "making the mock is not a construction")
        mock.stub("doSomething()").andReturn("mocked")
        XCTAssertEqual(MyClass().run(), "mocked")
        XCTAssertEqual(mock.constructions.count, 1, "the construction the code under test made")
        mock.verify("doSomething()", countSpecifier: .exactly(1))
        XCTAssertTrue(MyOtherClass.make() === mock.object, "every construction returns the same mock")
        mock.undo()
        XCTAssertEqual(MyClass().run(), "real default")
    }

    /// Scenario 2: `init(id:)` is mocked; the construction's argument "foo" is checked, and the
    /// mock receives `doSomething`.
    func testInitWithArgumentsChecksTheArgumentAndTheMockReceivesTheCall() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
        XCTAssertEqual(MyClass().run(id: "foo"), "", "unstubbed: String's default")
        XCTAssertEqual(mock.constructions.map { $0.arguments.first as? String }, ["foo"])
        XCTAssertEqual(mock.constructions.first?.selector, "init(id:)")
        XCTAssertTrue(mock.constructions.first?.result as? MyOtherClass === mock.object)
        mock.verify("doSomething()")
        XCTAssertEqual(MyClass().run(), "real default", "init() is another entry, not mocked")
    }

    /// Scenario 2 the MockInject way: the override reads the mock map and answers every
    /// construction with one object, built from the first construction's arguments.
    func testAnOverrideReadsTheMockMap() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)") { construction in
            MockMap.mock(for: MyOtherClass.self, initSelector: "init(id:)")?.objects.first
                ?? MyOtherClass(id: "built from \(construction.arguments[0])")
        }
        mock.stub("count(_:)").andReturn(7)
        let first = MyOtherClass.make(id: "x"), second = MyOtherClass.make(id: "y")
        XCTAssertTrue(first === second && first === mock.object)
        XCTAssertEqual(first.id, "built from x")
        XCTAssertEqual(first.count(["a"]), 7, "the override's object is the mock's: stubs answer")
        XCTAssertEqual(first.doSomething(), "", "and calls are not forwarded")
        XCTAssertEqual(mock.constructions.compactMap { $0.arguments.first as? String }, ["x", "y"])
        mock.verify("count(_:)", withArguments: [["a"]])
    }

    /// Scenario 3: a static factory is mocked.
    func testAStaticFactoryIsMocked() throws {
        let replacement = Registry(name: "mock")
        let mock = try GlobalMocker.globalMock(for: Registry.self, initSelector: "shared()") { _ in replacement }
        mock.stub("lookup(_:)").with("known").andReturn("stubbed value")
        XCTAssertEqual(MyClass().lookup("known"), "stubbed value")
        XCTAssertNil(MyClass().lookup("other"), "no stub matches: Optional's default")
        XCTAssertEqual(mock.constructions.count, 2)
        XCTAssertTrue(mock.object === replacement)
        mock.verify("lookup(_:)", withArguments: ["other"], countSpecifier: .exactly(1))
        mock.undo()
        XCTAssertEqual(MyClass().lookup("known"), "real value")
        XCTAssertEqual(replacement.lookup("known"), "real value", "the override's object is itself again")
    }

    /// The same, for a class registered by hand (what the macro writes).
    func testAHandRegisteredFactoryIsMocked() throws {
        let mock = try GlobalMocker.globalMock(for: HandMadeGauge.self, initSelector: "init(unit:)") { construction in
            HandMadeGauge(unit: "mocked \(construction.arguments[0])")
        }
        mock.stub("read()").andReturn(3.5)
        let gauge = HandMadeGauge.make(unit: "bar")
        XCTAssertEqual(gauge.unit, "mocked bar")
        XCTAssertEqual(gauge.read(), 3.5)
        mock.undo()
        XCTAssertEqual(HandMadeGauge.make(unit: "bar").read(), 1.0)
        XCTAssertEqual(gauge.read(), 14.5, "the override's object answers for real again")
    }
}
