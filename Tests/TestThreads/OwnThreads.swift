import Foundation
import Testing

// A target of its own, for the test targets that need it (SwizzleKitTests, SwizzleKitMacroTests):
// test targets cannot import one another, and it is no part of the library (no product has it).

/// Runs a suite's tests on threads of their own, not on the cooperative pool.
///
/// Swift Testing runs every test, synchronous ones too, on the cooperative pool, which has one
/// thread a core: two on a 2-core machine. A test that computes for seconds (macro expansions
/// with a debug build of swift-syntax, an XCTest case's `invokeTest()`, which spins a run loop
/// until its `setUp` task is done) holds one of them, and every async test in the run (waiting
/// for a detached task, a child task, a mock's turn) waits behind it: in one run, all 360 tests
/// reported 32 s while the macro tests expanded. On these threads such a test shares the cores
/// with the rest, and the pool stays free. Task-locals (the running test, its traits' values)
/// go with the task, so issues are still the test's.
package struct OnItsOwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    static let executor = OwnThreadsExecutor(threads: 2)

    package func provideScope(for test: Test, testCase: Test.Case?,
                              performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(Self.executor) {
            try await function()
        }
    }
}

extension Trait where Self == OnItsOwnThreadsTrait {
    /// Runs the tests on threads of their own; see ``OnItsOwnThreadsTrait``.
    package static var onItsOwnThreads: Self { OnItsOwnThreadsTrait() }
}

/// A task executor with threads of its own, that run its jobs in the order they come.
final class OwnThreadsExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []

    init(threads: Int) {
        for index in 0 ..< threads {
            let thread = Thread { [self] in runJobs() }
            thread.name = "test executor \(index + 1)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// A thread's whole life: the executor is a static, kept for the process.
    private func runJobs() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
