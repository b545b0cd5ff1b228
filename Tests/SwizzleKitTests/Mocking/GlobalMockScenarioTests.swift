import SwizzleKit
import XCTest

/// MockInject's three README scenarios, in the XCTest setUp/tearDown style: process-wide mocks,
/// undone in tearDown. Serialized within this class (XCTest runs one test at a time).
final class GlobalMockScenarioTests: XCTestCase {
    override func tearDown() {
        GlobalMocker.undoMock(for: MyOtherClass.self)
        GlobalMocker.undoMock(for: Registry.self)
        XCTAssertEqual(MyClass().run(), "real default", "the real class works again")
    }

    func testPlainInitIsMockedAndTheMockReceivesDoSomething() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        mock.stub("doSomething()").andReturn("mocked")
        XCTAssertEqual(MyClass().run(), "mocked")
        XCTAssertEqual(mock.constructions.count, 1, "the construction the code under test made")
        mock.verify("doSomething()", countSpecifier: .exactly(1))
        XCTAssertTrue(MyOtherClass.make() === mock.object)
        mock.undo()
        XCTAssertEqual(MyClass().run(), "real default")
    }

    func testInitWithArgumentsChecksTheArgumentAndTheMockReceivesTheCall() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
        XCTAssertEqual(MyClass().run(id: "foo"), "", "unstubbed: the type's default")
        XCTAssertEqual(mock.constructions.first?.arguments.first as? String, "foo")
        XCTAssertTrue(mock.constructions.first?.returnValue as? MyOtherClass === mock.object)
        mock.verify("doSomething()")
        XCTAssertEqual(MyClass().run(), "real default", "init() is not mocked")
    }

    func testOverrideBuildsFromTheArguments() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)") { construction in
            MyOtherClass(id: "built from \(construction.arguments[0])")
        }
        mock.stub("count(_:)").andReturn(7)
        let object = MyOtherClass.make(id: "x")
        XCTAssertEqual(object.id, "built from x")
        XCTAssertEqual(object.count(["a"]), 7, "the override's object is the mock's")
        XCTAssertEqual(object.doSomething(), "", "and is not forwarded")
        XCTAssertTrue(mock.object === object)
        mock.verify("count(_:)", withArguments: [["a"]])
    }

    func testAStaticFactoryIsMocked() throws {
        let replacement = Registry(name: "mock")
        let mock = try GlobalMocker.classMock(for: Registry.self, initSelector: "shared()") { _ in replacement }
        mock.stub("lookup(_:)").with("known").andReturn("stubbed value")
        XCTAssertEqual(MyClass().lookup("known"), "stubbed value")
        XCTAssertNil(MyClass().lookup("other"))
        XCTAssertEqual(mock.constructions.count, 2)
        mock.undo()
        XCTAssertEqual(MyClass().lookup("known"), "real value")
    }

    func testASubclassConstructsNormally() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
        mock.stub("doSomething()").andReturn("mocked")
        XCTAssertEqual(MyClass().runSubclass(), "subclass s")
        XCTAssertEqual(mock.constructions.count, 0)
    }
}
