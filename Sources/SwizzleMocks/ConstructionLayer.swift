import SwizzleCore
@_spi(Internals) import SwizzleLayers
import SwizzleSpies

/// What answers a construction in place of the real factory: a ``GlobalMock``.
protocol ConstructionAnswering: AnyObject, Sendable {
    /// The entry it mocks.
    var factory: MockedFactory { get }
    /// Records the construction in `frame` and returns the mock's object through it; false
    /// (nothing written) if it no longer answers (undone), so the call goes on down the stack.
    func answerConstruction(_ frame: CallFrame) -> Bool
    /// Makes an object built with `T(…)` through the mocked initializer answer as the mock;
    /// false if it no longer answers.
    func adoptConstruction(_ object: AnyObject, arguments: [Any]) -> Bool
}

/// The layer on a factory entry that hands constructions to a mock. One piece of code for both
/// kinds: a process-wide mock's layer asks that mock; a scoped layer asks the mocks the calling
/// task has bound (see ``ScopedMocks``). When none answers, the call goes to the layer below:
/// an earlier mock, or the real factory.
enum ConstructionLayer {
    /// `answer` answers a construction (true) or leaves it alone (false, nothing written).
    static func install(on factory: MockedFactory, location: SourceLocation,
                        answer: @escaping @Sendable (CallFrame) -> Bool) throws(MockError) -> SwizzleToken {
        let replacement = Replacement(kind: .layer(MockConstructionLayer(answer: answer), expected: factory.signature))
        do {
            return try SwizzleRegistry.shared.install(replacement, on: factory.target, anchor: nil, location: location)
        } catch {
            throw .cannotInstall(factory.selector, className: factory.runtimeClass.name, reason: "\(error)")
        }
    }

    /// Restores a construction layer, reporting what went wrong (an entry replaced outside
    /// SwizzleKit) where the mock was made.
    static func remove(_ token: SwizzleToken, location: SourceLocation) {
        do { try token.restore() } catch {
            location.report("Undoing the global mock made at \(location): \(error)")
        }
    }
}

/// The layer object on a factory entry (see ``ConstructionLayer``).
final class MockConstructionLayer: LayerBehavior, @unchecked Sendable {
    private let answer: @Sendable (CallFrame) -> Bool

    init(answer: @escaping @Sendable (CallFrame) -> Bool) { self.answer = answer }

    override func enter(_ frame: CallFrame, through layer: Layer) -> LayerPass {
        // A construction made by a mock's own work (an override building its object with
        // make(…), a stub's body) goes through.
        guard !ReentryGuard.isActive, answer(frame) else { return .passOn(to: layer.implementationBelow()) }
        return .answered
    }
}
