// A spy on a real method of Spectre's reporters, annotated mechanically by
// scripts/check-real-code.sh (copied into its wrapper package's RealCodeSpyTests target). The
// reporters are internal to Spectre: reached with @testable, as the package's own tests would.
@testable import Spectre
import SwizzleKit
import Testing

@Suite struct SpectreSpyTests {
    /// `DotReporter.addSuccess` calls `super.addSuccess` on the line before a `print`: the super
    /// call runs `CountReporter`'s body, and the spy on the object records the call.
    @Test func aDotReportersSuccessIsRecordedAndItsSuperCallCounts() throws {
        let reporter = DotReporter()
        let spy = try DirectInvocationSpy(validating: reporter, rootClass: DotReporter.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "addSuccess(_:)")])
        spy.spy { reporter.addSuccess("works") }
        #expect(reporter.successes == 1, "the override's super call ran CountReporter's body")
        #expect(spy.didCall("addSuccess(_:)", withArguments: ["works"]).success)
    }
}
