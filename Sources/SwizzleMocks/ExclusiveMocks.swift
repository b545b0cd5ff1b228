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
    /// - Throws: ``MockError`` before running `body` (nothing installed, the class released), or
    ///   what `body` throws.
    public static func withExclusiveGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        let key = ObjectIdentifier(type)
        await ExclusiveMocks.shared.acquire(key)
        let outcome: Result<R, any Error>
        do {
            let mock = try processWide(type, initSelector, override: override, exclusive: true,
                                       SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            do {
                outcome = .success(try await body(mock))
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

    private var owned: Set<ObjectIdentifier> = []
    private var waiting: [ObjectIdentifier: [CheckedContinuation<Void, Never>]] = [:]

    /// Returns when the class is this caller's.
    func acquire(_ key: ObjectIdentifier) async {
        if owned.insert(key).inserted { return }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    /// Hands the class to the next waiter, or frees it.
    func release(_ key: ObjectIdentifier) {
        guard var queue = waiting[key], !queue.isEmpty else {
            owned.remove(key)
            return
        }
        let next = queue.removeFirst()
        waiting[key] = queue.isEmpty ? nil : queue
        next.resume()  // the class stays owned: it passes to `next`
    }
}
