@_spi(Internals) import SwizzleCore
import SwizzleLayers
import SwizzleSpies
import Synchronization

/// Scoped mocks: a mock bound to a task tree, so that parallel tests can mock one class
/// differently.
///
/// While at least one scope mocks a factory entry, one shared construction layer sits on it
/// (reference-counted by the open scopes). Each construction reads the calling task's bindings
/// (a task-local): the innermost scoped mock of that entry that is not undone answers; a task
/// with none passes the call on to the layer below, so other tests see nothing of it.
enum ScopedMocks {
    /// The scoped mocks visible to the current task tree, outermost first.
    @TaskLocal static var bound: [any ConstructionAnswering] = []

    /// Lets the innermost scoped mock of `factory` bound to the current task answer (one undone
    /// early declines, and the next one out gets its turn); false if none does.
    static func answer(_ frame: CallFrame, for factory: MockedFactory) -> Bool {
        let bound = bound
        guard !bound.isEmpty else { return false }
        return bound.reversed().contains { $0.factory == factory && $0.answerConstruction(frame) }
    }

    /// Scopes open on any entry: a process-wide mock's construction reads the task's bindings
    /// only while this is not zero (one atomic load otherwise).
    private static let openScopes = Atomic<Int>(0)

    /// ``answer(_:for:)``, skipped (false) while no scope is open anywhere.
    static func answerIfAnyOpen(_ frame: CallFrame, for factory: MockedFactory) -> Bool {
        openScopes.load(ordering: .acquiring) != 0 && answer(frame, for: factory)
    }

    /// Lets the innermost scoped mock of `factory` bound to the current task adopt `object`,
    /// which `T(…)` built (one undone early declines, and the next one out gets its turn); false
    /// if none does, and at once while no scope is open anywhere.
    static func adoptIfAnyOpen(_ object: AnyObject, arguments: [Any], for factory: MockedFactory) -> Bool {
        guard openScopes.load(ordering: .acquiring) != 0 else { return false }
        let bound = bound
        return bound.reversed().contains { $0.factory == factory && $0.adoptConstruction(object, arguments: arguments) }
    }

    private struct SharedLayer {
        var scopes: Int
        let token: SwizzleToken
    }

    private static let layers = Locked<[MockedFactory: SharedLayer]>([:])

    /// Makes sure the shared layer is on `factory`, counting one more open scope.
    static func open(_ factory: MockedFactory, location: SourceLocation) throws(MockError) {
        openScopes.add(1, ordering: .releasing)
        do { try openLayer(factory, location: location) } catch {
            openScopes.subtract(1, ordering: .releasing)
            throw error
        }
    }

    private static func openLayer(_ factory: MockedFactory, location: SourceLocation) throws(MockError) {
        try layers.withLock { layers throws(MockError) in
            let existing = layers[factory]
            if var shared = existing, shared.token.isActive {
                shared.scopes += 1
                layers[factory] = shared
                return
            }
            // The layer outlives the scope (the test) that happened to open it first, so it
            // belongs to no owner: a test's cleanup must never take it from the others.
            let installed = SwizzleOwnership.withCurrent(NoOwner.shared) {
                Result { () throws(MockError) -> SwizzleToken in
                    try ConstructionLayer.install(on: factory, location: location) { answer($0, for: factory) }
                }
            }
            // A layer someone else removed is replaced, and the scopes that counted on it still count.
            layers[factory] = SharedLayer(scopes: (existing?.scopes ?? 0) + 1, token: try installed.get())
        }
    }

    /// Counts one scope fewer; the last one removes the shared layer.
    static func close(_ factory: MockedFactory, location: SourceLocation) {
        defer { openScopes.subtract(1, ordering: .releasing) }
        let emptied = layers.withLock { layers -> SwizzleToken? in
            guard var shared = layers[factory] else { return nil }
            shared.scopes -= 1
            if shared.scopes > 0 {
                layers[factory] = shared
                return nil
            }
            layers[factory] = nil
            return shared.token
        }
        if let emptied, emptied.isActive { ConstructionLayer.remove(emptied, location: location) }
    }
}
