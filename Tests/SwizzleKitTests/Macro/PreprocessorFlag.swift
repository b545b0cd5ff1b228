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

/// No argument: behind DEBUG, the default, so dispatched in the tests' debug build and compiled as
/// written in a release build (scripts/check-compile-failures.sh checks that half).
@Swizzlable
class DefaultCondition {
    init() {}
    func answer() -> Int { 3 }
}

/// `nil`: dispatched in every build.
@Swizzlable(behindPreprocessorFlag: nil)
class EveryBuild {
    init() {}
    func answer() -> Int { 4 }
}

@Suite struct PreprocessorFlagTests {
    @Test func withoutTheFlagNothingIsInTheTable() throws {
        #expect(Unflagged().answer() == 1)
        #expect(!Unflagged.runtimeClass.responds(to: "answer()"))
        let error = #expect(throws: SwizzleError.self) {
            try Swizzle.install(.typed { (_, _: Unflagged) -> Int in 0 }, on: Unflagged.runtimeClass, "answer()")
        }
        // The refusal names the condition the build lacks, and both ways out.
        let message = error?.description ?? ""
        #expect(message.contains("this build does not set SWIZZLEKIT_NEVER_DEFINED"))
        #expect(message.contains("@Swizzlable(behindPreprocessorFlag: nil)"))
    }

    @Test func aSpyInABuildWithoutTheConditionSaysSo() {
        #expect {
            _ = try DirectInvocationSpy(on: Unflagged(), spying: \.answer)
        } throws: { error in
            "\(error)".contains("this build does not set SWIZZLEKIT_NEVER_DEFINED, so the class is compiled as written")
        }
    }

    #if DEBUG
    @Test func withNoArgumentADebugBuildDispatches() throws {
        let token = try Swizzle.install(.typed { (_, _: DefaultCondition) -> Int in 30 }, on: DefaultCondition.runtimeClass, "answer()")
        defer { try? token.restore() }
        #expect(DefaultCondition().answer() == 30)
    }
    #endif

    @Test func withNilEveryBuildDispatches() throws {
        let token = try Swizzle.install(.typed { (_, _: EveryBuild) -> Int in 40 }, on: EveryBuild.runtimeClass, "answer()")
        defer { try? token.restore() }
        #expect(EveryBuild().answer() == 40)
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
