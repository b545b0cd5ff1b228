import SwizzleKit
import Synchronization

/// The class every test of the parallel suite mocks its own way.
@Swizzlable
final class Courier: Sendable {
    let route: String
    init() { route = "none" }
    init(route: String) { self.route = route }
    func company() -> String { "real" }
}

/// How many exclusive mocks' bodies run at once, and the most ever seen: never more than one.
final class Overlap: Sendable {
    private let state = Mutex((now: 0, most: 0))

    func during<R>(_ body: () async throws -> R) async rethrows -> R {
        state.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
        defer { state.withLock { $0.now -= 1 } }
        return try await body()
    }

    var most: Int { state.withLock { $0.most } }
}
