import SwizzleKit
import Testing
import XCTest

/// Mocked by these tests only, so no test running beside them installs a mock of it.
@Swizzlable
final class ParcelCarrier {
    init() {}
    func name() -> String { "real" }
}

/// `ParcelCarrier()` reaches the mocks through construction layers on its initializer, asked newest
/// first as a method's layers are: a task bound to a scoped mock gets it, whichever went on
/// last; a task outside every scope (a detached one) gets the process-wide mock; once that is
/// undone, the real object.
@Suite("Construction layers on an initializer")
struct ConstructionLayerOrderTests {
    @Test func eachTaskGetsTheMockItsLayersGiveIt() async throws {
        try await GlobalMocker.withGlobalMock(for: ParcelCarrier.self, initSelector: "init()") { scoped in
            scoped.stub("name()").andReturn("scoped")
            let processWide = try GlobalMocker.globalMock(for: ParcelCarrier.self, initSelector: "init()")
            processWide.stub("name()").andReturn("process-wide")
            let outside = await Task.detached { ParcelCarrier().name() }.value
            #expect(outside == "process-wide", "no scope is bound to a detached task")
            #expect(ParcelCarrier().name() == "scoped", "the test's own task")
            #expect(processWide.constructions.count == 1 && scoped.constructions.count == 1)
            processWide.undo()
            #expect(await Task.detached { ParcelCarrier().name() }.value == "real", "the undone mock's layer is gone")
            #expect(ParcelCarrier().name() == "scoped")
        }
        #expect(ParcelCarrier().name() == "real")
    }
}

final class ConstructionLayerOrderXCTests: XCTestCase {
    func testAProcessWideMockAnswersTheTasksNoScopeIsBoundTo() async throws {
        let processWide = try GlobalMocker.globalMock(for: ParcelCarrier.self, initSelector: "init()")
        processWide.stub("name()").andReturn("process-wide")
        try await GlobalMocker.withGlobalMock(for: ParcelCarrier.self, initSelector: "init()") { scoped in
            scoped.stub("name()").andReturn("scoped")
            let outside = await Task.detached { ParcelCarrier().name() }.value
            XCTAssertEqual(outside, "process-wide")
            XCTAssertEqual(ParcelCarrier().name(), "scoped", "the scope went on after the process-wide mock")
        }
        processWide.undo()
        XCTAssertEqual(ParcelCarrier().name(), "real")
    }
}
