import SwizzleKit
import Testing

@Swizzlable
final class Dispatcher {
    init() {}
    func name() -> String { "real" }
}

/// A test's scoped mock answers its own constructions even when a process-wide mock of the same
/// entry was installed after it (its layer above the scoped one), as one from a test running in
/// parallel would be.
@Suite("Scoped mocks over process-wide ones")
struct ScopedOverProcessWideTests {
    @Test func aScopedMockWinsOverAProcessWideMockInstalledLater() throws {
        try GlobalMocker.withGlobalMock(for: Dispatcher.self, initSelector: "init()") { scoped in
            scoped.stub("name()").andReturn("scoped")
            let processWide = try GlobalMocker.globalMock(for: Dispatcher.self, initSelector: "init()")
            defer { processWide.undo() }
            processWide.stub("name()").andReturn("process-wide")
            #expect(Dispatcher.make().name() == "scoped")
            #expect(Dispatcher().name() == "scoped")
            #expect(scoped.constructions.count == 2 && processWide.constructions.isEmpty)
        }
    }
}

@Suite("Scoped mocks over process-wide ones, with overrides and child tasks")
struct ScopedOverrideOverProcessWideTests {
    @Test func aScopedOverrideMockWinsInChildTasks() async throws {
        try await GlobalMocker.withGlobalMock(for: Dispatcher.self, initSelector: "init()",
                                              override: { _ in Dispatcher() }) { scoped in
            scoped.stub("name()").andReturn("scoped")
            let processWide = try GlobalMocker.globalMock(for: Dispatcher.self, initSelector: "init()")
            defer { processWide.undo() }
            processWide.stub("name()").andReturn("process-wide")
            #expect(Dispatcher.make().name() == "scoped")
            let names = await withTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { Dispatcher.make().name() } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(names == Array(repeating: "scoped", count: 10))
        }
    }
}
