import SwizzleKit
import Testing

/// Behind a condition that is never set: compiled exactly as written.
@Swizzlable(behindPreprocessorFlag: "SWIZZLEKIT_NEVER_DEFINED")
class Unflagged {
    init() {}
    func answer() -> Int { 1 }
}

/// Behind DEBUG, which the tests are built with: dispatched.
@Swizzlable(behindPreprocessorFlag: "DEBUG")
class DebugOnly {
    init() {}
    func answer() -> Int { 2 }
}

@Suite struct PreprocessorFlagTests {
    @Test func withoutTheFlagNothingIsInTheTable() throws {
        #expect(Unflagged().answer() == 1)
        #expect(!Unflagged.runtimeClass.responds(to: "answer()"))
        #expect(throws: SwizzleError.self) {
            try Swizzle.install(.typed { (_, _: Unflagged) -> Int in 0 }, on: Unflagged.runtimeClass, "answer()")
        }
    }

    #if DEBUG
    @Test func withTheFlagCallsGoThroughTheTable() throws {
        let token = try Swizzle.install(.typed { (_, _: DebugOnly) -> Int in 20 }, on: DebugOnly.runtimeClass, "answer()")
        defer { try? token.restore() }
        #expect(DebugOnly().answer() == 20)
        #expect(DebugOnly.make().answer() == 20)
    }
    #endif
}
