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
    let mock = try GlobalMocker.globalMock(for: Thermometer.self, initSelector: "init(room:)")
    defer { mock.undo() }
    mock.stub("degrees()").andReturn(12)
    #expect(Heating().shouldRun())
    #expect(mock.constructions.first?.arguments.first as? String == "hall")
    mock.verify("degrees()")
}
