import SwizzleKit
import XCTest

@Swizzlable
class TeaKettle: @unchecked Sendable {
    init() {}
    func boil(minutes: Int) -> String { "boiled for \(minutes) min" }
}

@Swizzlable
final class CordlessTeaKettle: TeaKettle, @unchecked Sendable {
    func plugIn() -> Bool { true }
}

/// A spy on an object of a subclass, for a method the subclass inherits: the base class's dispatch,
/// which runs its body without a lookup while nothing in the class or its subclasses has changed,
/// sees the spy from `beginSpying()` to `endSpying()`, and only on that object.
final class InheritedMethodSpyXCTests: XCTestCase {
    let kettle = CordlessTeaKettle(), otherKettle = CordlessTeaKettle(), plainKettle = TeaKettle()
    var spy: DirectInvocationSpy<CordlessTeaKettle>!

    override func setUp() {
        super.setUp()
        spy = DirectInvocationSpy(on: kettle, rootClass: TeaKettle.self, selectors: .instance("boil(minutes:)"))
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
        XCTAssertEqual(kettle.boil(minutes: 1), "boiled for 1 min", "ended: the body runs again")
        super.tearDown()
    }

    func testTheSpiedObjectsCallsAreRecordedAndNoOneElses() {
        XCTAssertEqual(kettle.boil(minutes: 3), "boiled for 3 min")
        XCTAssertEqual(otherKettle.boil(minutes: 4), "boiled for 4 min")
        XCTAssertEqual(plainKettle.boil(minutes: 5), "boiled for 5 min")
        XCTAssertTrue(spy.didCall("boil(minutes:)", withArguments: [3]).success)
        XCTAssertEqual(spy.invocations.count, 1)
    }

    func testAStubOnTheSpiedObjectAnswersOnlyIt() {
        spy.stub("boil(minutes:)").andReturn("stubbed")
        XCTAssertEqual(kettle.boil(minutes: 2), "stubbed")
        XCTAssertEqual(otherKettle.boil(minutes: 2), "boiled for 2 min")
    }
}
