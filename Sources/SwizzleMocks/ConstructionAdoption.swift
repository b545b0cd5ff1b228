import SwizzleCore
@_spi(Internals) import SwizzleSpies
import SwizzleLayers

/// Constructions written as `T(…)` reaching a global mock: an initializer cannot return another
/// object, so the object it built answers as the mock instead (its calls go to the mock's stubs
/// and evidence) and the construction is evidence. The mock of that initializer that a
/// construction through `make(…)` would reach answers: the innermost scoped one bound to the
/// constructing task, else the newest process-wide one.
enum ConstructionAdoption {
    /// Starts observing constructions, once, when the first mock is made.
    static func begin() {
        _ = observing
    }

    private static let observing: Void = Constructions.observe { object, runtimeClass, selector, arguments in
        // A mock's own work (an override building its object, the `init()` mock object) is not
        // a construction by the code under test.
        guard !ReentryGuard.isActive else { return }
        let answers: (any ConstructionAnswering) -> Bool = { mock in
            mock.factory.runtimeClass == runtimeClass && mock.factory.selector == selector
                && mock.adoptConstruction(object, arguments: arguments)
        }
        if ScopedMocks.bound.reversed().contains(where: answers) { return }
        _ = MockMap.listed(of: runtimeClass.swiftClass).reversed().contains(where: answers)
    }
}
