import CSwizzleRuntime
import SwizzleKit
import Testing

/// Scopes restore what a test left installed, fail it with the list, and only ever touch their
/// own test's layers.
@Suite("Swizzle scopes", .serialized)
struct SwizzleScopeTests {
    let gauge = ScopeGauge()

    private func leftovers(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func whatATestLeavesIsRestoredAndListedWithWhereItWasInstalled() throws {
        var spy: DirectInvocationSpy<ScopeGauge>?
        var token: SwizzleToken?
        let installLine: UInt = #line + 4  // the Swizzle.install line below
        withKnownIssue {
            SwizzleScope.checking("a leaky test") {
                // What the test forgets to restore:
                token = try! Swizzle.install(Gauge.adding(100), on: gauge, Gauge.reading)
                spy = DirectInvocationSpy(on: gauge, rootClass: ScopeGauge.self,
                                          selectors: SpyCoselectors(methodType: .instance, original: Gauge.doubled))
                spy?.beginSpying()  // and never ended
                #expect(gauge.reading(1) == 102)
            }
        } matching: { issue in
            let text = leftovers(issue)
            return text.contains("2 swizzles were left installed at the end of a leaky test")
                && text.contains("-[SwizzleKitTests.ScopeGauge reading(_:)] on object 0x")
                && text.contains("SwizzleScopeTests.swift:\(installLine)")
                && text.contains("-[SwizzleKitTests.ScopeGauge doubled(_:)]")
                // Reported at the spy's line: Swizzle.install takes no file path to report at.
                && issue.sourceLocation?.fileName == "SwizzleScopeTests.swift"
                && issue.sourceLocation?.line == Int(installLine) + 1
        }
        #expect(gauge.reading(1) == 2, "restored")
        let address = String(UInt(bitPattern: gauge.receiverPointer), radix: 16)
        #expect(Swizzle.activeLayers.allSatisfy { !$0.entry.contains(address) })
        // The test's own late cleanup is quiet: no second failure, in this test or a later one.
        try token?.restore()
        spy?.endSpying()
        #expect(token?.isActive == false)
    }

    @Test func aScopeOnlyRestoresItsOwnLayers() throws {
        let first = SwizzleScope("first"), second = SwizzleScope("second")
        let other = ScopeGauge()
        let a = try SwizzleOwnership.withCurrent(first) { try Swizzle.install(Gauge.adding(10), on: gauge, Gauge.reading) }
        let b = try SwizzleOwnership.withCurrent(second) { try Swizzle.install(Gauge.adding(100), on: gauge, Gauge.reading) }
        let c = try SwizzleOwnership.withCurrent(second) { try Swizzle.install(Gauge.adding(1000), on: other, Gauge.reading) }
        #expect(gauge.reading(1) == 112)
        #expect(first.activeLayers.count == 1 && second.activeLayers.count == 2)

        let (left, errors) = first.restoreAll()
        #expect(left.count == 1 && errors.isEmpty)
        #expect(!a.isActive && b.isActive && c.isActive)
        #expect(gauge.reading(1) == 102, "the second scope's layer, above the removed one, still works")
        #expect(other.reading(1) == 1002)
        #expect(second.restoreAll().left.count == 2)
        #expect(gauge.reading(1) == 2 && other.reading(1) == 2)
    }

    @Test func parallelTestsCleanUpOnlyTheirOwn() async throws {
        // Each task stands for a parallel test: its own scope, a class layer that everyone
        // sees (adding 1) and an object layer on its own object (adding 10 000).
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0 ..< 4 {
                group.addTask {
                    let object = ScopeGauge()
                    let scope = SwizzleScope("parallel \(index)")
                    let ownLayerStillThere: Bool = SwizzleOwnership.withCurrent(scope) {
                        _ = try! Swizzle.install(Gauge.adding(1), on: ScopeGauge.runtimeClass, Gauge.reading)
                        _ = try! Swizzle.install(Gauge.adding(10_000), on: object, Gauge.reading)
                        return true
                    }
                    await Task.yield()  // let the others install and clean up around this one
                    let before = object.reading(0) / 10_000 % 10 == 1 && scope.activeLayers.count == 2
                    let (left, errors) = scope.restoreAll()
                    return ownLayerStillThere && before && left.count == 2 && errors.isEmpty && object.reading(0) / 10_000 == 0
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == [true, true, true, true])
        #expect(gauge.reading(1) == 2)
    }

    @Test func nestedScopesRestoreInnermostFirst() throws {
        let outer = SwizzleScope("outer")
        try SwizzleOwnership.withCurrent(outer) {
            _ = try Swizzle.install(Gauge.adding(10), on: gauge, Gauge.reading)
            withKnownIssue {
                SwizzleScope.checking("inner") {
                    _ = try! Swizzle.install(Gauge.adding(100), on: gauge, Gauge.reading)
                }
            }
            #expect(gauge.reading(1) == 12, "the inner scope left the outer's layer")
        }
        #expect(outer.restoreAll().left.count == 1)
        #expect(gauge.reading(1) == 2)
    }

    @Test func aTamperedLeftoverIsReportedToo() throws {
        let object = ScopeGauge()
        let doubled = try #require(ScopeGauge.runtimeClass.ownMethod(Gauge.doubled)).implementation
        withKnownIssue {
            SwizzleScope.checking("a tampering test") {
                _ = try! Swizzle.install(Gauge.adding(10), on: object, Gauge.reading)
                sk_object_setOverride(object.receiverPointer, ScopeGauge.runtimeClass.record, SK_INSTANCE_SIDE, Gauge.reading.raw, doubled)
            }
        } matching: { issue in
            leftovers(issue).contains("Restoring at the end of a tampering test")
                && leftovers(issue).contains("changed underneath")
        }
        sk_object_setOverride(object.receiverPointer, ScopeGauge.runtimeClass.record, SK_INSTANCE_SIDE, Gauge.reading.raw, nil)
        #expect(object.reading(1) == 2)
    }

    @Test func theTraitFailsTheTestItScopes() async throws {
        let test = try #require(Test.current)
        let object = ScopeGauge()
        try await withKnownIssue {
            try await SwizzleScopedTrait().provideScope(for: test, testCase: Test.Case.current) {
                _ = try Swizzle.install(Gauge.adding(10), on: object, Gauge.reading)
            }
        } matching: { issue in
            leftovers(issue).contains("1 swizzle was left installed at the end of test")
                && issue.sourceLocation == test.sourceLocation
        }
        #expect(object.reading(1) == 2)
    }

    @Test(.swizzleScoped) func aScopedTestThatCleansUpPasses() throws {
        let scope = try #require(SwizzleScope.current)
        let spy = try #require(DirectInvocationSpy(on: gauge, rootClass: ScopeGauge.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: Gauge.reading)))
        spy.spy {
            #expect(scope.activeLayers.count == 1, "the spy's layer belongs to this test")
            _ = gauge.reading(1)
        }
        #expect(spy.invocations.count == 1)
        #expect(scope.activeLayers.isEmpty)
    }
}

/// Every test in a `.swizzleScoped` suite gets its own scope.
@Suite("Swizzle-scoped suite", .swizzleScoped)
struct SwizzleScopedSuiteTests {
    @Test func eachTestHasItsOwnScope() throws {
        let scope = try #require(SwizzleScope.current)
        #expect(scope.name.contains("eachTestHasItsOwnScope"))
    }

    @Test(arguments: [1, 2]) func andEachCaseOfAParameterizedTest(value: Int) throws {
        let scope = try #require(SwizzleScope.current)
        let object = ScopeGauge()
        let token = try Swizzle.install(Gauge.adding(value), on: object, Gauge.reading)
        #expect(scope.activeLayers.count == 1)
        try token.restore()
    }
}
