// The README's global-mock block, verbatim.
import SwizzleKit
import Testing

@Swizzlable
class Thermometer {
    required init() {}
    init(room: String) {}
    func degrees() -> Int { 20 }
}

@Swizzlable
class Heating {
    required init() {}
    func shouldRun() -> Bool { Thermometer.make(room: "hall").degrees() < 18 }
}

@Test func heatingRunsWhenItIsCold() throws {
    try GlobalMocker.withGlobalMock(for: Thermometer.self, initializer: \.makeRoom) { mock in
        mock.stub(\.degrees).andReturn(12)
        #expect(Heating().shouldRun())
        #expect(mock.constructions.first?.arguments.first as? String == "hall")
        mock.verify(\.degrees).called()
    }
}

@Test func theNightlyCheckOnADetachedTaskSeesTheMock() async throws {
    try await GlobalMocker.withExclusiveGlobalMock(for: Thermometer.self, initializer: \.makeRoom) { mock in
        mock.stub(\.degrees).andReturn(12)
        #expect(await Task.detached { Heating().shouldRun() }.value)
    }
}
