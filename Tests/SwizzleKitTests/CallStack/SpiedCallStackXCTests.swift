import SwizzleKit
import XCTest

/// The spied call's frames, in an XCTest case with `beginSpying()` / `endSpying()`.
final class SpiedCallStackXCTests: XCTestCase {
    private let witness = StackWitness()
    private var spy: DirectInvocationSpy<StackWitness>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(on: witness, spying: \.add)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testASpiedCallIsAFewFramesEachNamedAfterTheClass() {
        XCTAssertEqual(callAdd(on: witness), 5)
        let frames = witness.framesBetweenCallerAndBody
        XCTAssertLessThanOrEqual(frames.count, 8, "\(frames)")
        XCTAssertTrue(frames.allSatisfy(StackWitness.isNamedForTheReader), "\(frames)")
        spy.verify(\.add).with(2, 3).called(.once)
    }
}
