import Foundation
import SwizzleKit
import XCTest

/// The exclusive mock from XCTest: constructions on a detached task and a thread reach it.
final class ExclusiveMockXCTests: SwizzleKitTestCase {
    func testAnExclusiveMockIsReachedFromADetachedTaskAndAThread() async throws {
        let companies = try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(route:)") { mock in
            mock.stub("company()").andReturn("exclusive X")
            let detached = await Task.detached { Courier.make(route: "x").company() }.value
            let threaded = await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: Courier(route: "x").company()) }
            }
            XCTAssertEqual(mock.constructions.count, 2)
            return [detached, threaded]
        }
        XCTAssertEqual(companies, ["exclusive X", "exclusive X"])
        XCTAssertEqual(Courier(route: "x").company(), "real", "undone when the body ended")
    }

    func testABadSelectorThrowsAndReleasesTheClass() async throws {
        do {
            _ = try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(nope:)") { _ in 1 }
            XCTFail("a selector the class has no entry for must throw")
        } catch let error as MockError {
            XCTAssertTrue("\(error)".contains("init(nope:)"), "\(error)")
        }
        // The class was released: the next exclusive mock does not wait forever.
        let value = try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(route:)") { _ in 2 }
        XCTAssertEqual(value, 2)
    }

    func testAnotherTestsUndoAllMocksLeavesAnExclusiveMockInPlace() async throws {
        try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(route:)") { mock in
            mock.stub("company()").andReturn("still mine")
            GlobalMocker.undoAllMocks()  // as a serialized suite running beside this test may
            GlobalMocker.undoMock(for: Courier.self)
            let company = await Task.detached { Courier.make(route: "y").company() }.value
            XCTAssertEqual(company, "still mine")
        }
    }
}
