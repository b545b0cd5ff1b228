import SwizzleCore
import SwizzleLayers
import SwizzleSpies

extension GlobalMocker {
    /// Runs `body` with a mock that every construction in the process reaches — on detached
    /// tasks, on other threads, where a server's code runs — and that owns its class while `body`
    /// runs: another test's `withExclusiveGlobalMock` of the same class waits (suspended, holding
    /// no thread) until this one ends, so two never overlap, and a test's scoped mock
    /// (``withGlobalMock(for:initSelector:override:fileID:filePath:line:column:_:)``) still wins in
    /// its own task tree. Tests that build the class without mocking it see this mock while it
    /// runs. The mock is undone when `body` ends, even when it throws.
    ///
    /// Nesting an exclusive mock of a class inside one of the same class, in the same task or a
    /// child task of it, could only wait for itself: it fails the test at once and throws
    /// ``MockError/exclusiveMockNested(_:)``. A task cancelled while it waits for another task's
    /// exclusive mock stops waiting and throws `CancellationError`.
    /// - Throws: ``MockError`` before running `body` (nothing installed, the class released),
    ///   `CancellationError` if the task was cancelled while waiting, or what `body` throws.
    public static func withExclusiveGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation<Any, [Any]>) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        let key = ObjectIdentifier(type)
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let held = ExclusiveMocks.heldByThisTask
        if held.contains(key) {
            // This task (or the task it is a child of) owns the class until the outer body
            // returns, which waits for this call: waiting would never end.
            let error = MockError.exclusiveMockNested(String(reflecting: type))
            location.report(error.description)
            throw error
        }
        try await ExclusiveMocks.shared.acquire(key)
        let outcome: Result<R, any Error>
        do {
            let mock = try processWide(type, initSelector, override: override, exclusive: true, location)
            do {
                outcome = .success(try await ExclusiveMocks.$heldByThisTask.withValue(held.union([key])) {
                    try await body(mock)
                })
            } catch {
                outcome = .failure(error)
            }
            mock.undo()
        } catch {
            outcome = .failure(error)
        }
        await ExclusiveMocks.shared.release(key)
        return try outcome.get()
    }
}

/// Which classes an exclusive mock owns now, and who waits for each: a queue per class, served in
/// order. Waiting suspends the task (a continuation), so tests waiting for a class never hold a
/// thread of the cooperative pool.
actor ExclusiveMocks {
    static let shared = ExclusiveMocks()

    /// The classes the current task's enclosing exclusive mocks own: inherited by child tasks,
    /// whose parent waits for them, so a child asking for one of them could never get it either.
    @TaskLocal static var heldByThisTask: Set<ObjectIdentifier> = []

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private var owned: Set<ObjectIdentifier> = []
    private var waiting: [ObjectIdentifier: [Waiter]] = [:]
    private var nextWaiterID: UInt64 = 0

    /// Returns when the class is this caller's; throws `CancellationError` (the class not taken)
    /// if the task is cancelled before then.
    func acquire(_ key: ObjectIdentifier) async throws {
        if owned.insert(key).inserted { return }
        nextWaiterID += 1
        let id = nextWaiterID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Cancelled before the waiter is queued: the handler below found nothing to end.
                if Task.isCancelled { return continuation.resume(throwing: CancellationError()) }
                waiting[key, default: []].append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id, key) }
        }
    }

    /// Ends a cancelled task's wait, unless the class was handed to it already.
    private func cancelWaiter(_ id: UInt64, _ key: ObjectIdentifier) {
        guard var queue = waiting[key], let index = queue.firstIndex(where: { $0.id == id }) else { return }
        let waiter = queue.remove(at: index)
        waiting[key] = queue.isEmpty ? nil : queue
        waiter.continuation.resume(throwing: CancellationError())
    }

    /// Hands the class to the next waiter, or frees it.
    func release(_ key: ObjectIdentifier) {
        guard var queue = waiting[key], !queue.isEmpty else {
            owned.remove(key)
            return
        }
        let next = queue.removeFirst()
        waiting[key] = queue.isEmpty ? nil : queue
        next.continuation.resume()  // the class stays owned: it passes to `next`
    }
}
