import SwizzleKit

/// Spry's property fixtures on a real object: stored properties whose getters and setters go
/// through the table, with observers, initial values and an initializer that sets one.
@Swizzlable(storedProperties: .dispatched)
class SettingsStore: @unchecked Sendable {
    var readwriteProperty: String = ""
    var volume = 5 {
        willSet { pendingVolume = newValue }
        didSet(previous) {
            changes += 1
            if volume > 10 { volume = 10 }   // clamps through the storage: no second didSet
            lastPrevious = previous
        }
    }
    var title: String
    var delegateName: String? = nil
    private(set) var changes = 0
    var pendingVolume = 0
    var lastPrevious = 0

    init(title: String) {
        self.title = title
    }

    func describe() -> String { "\(title): \(volume)" }
}

/// Properties the macro leaves plain, each with its reason.
@Swizzlable(storedProperties: .dispatched)
class PlainProperties {
    let id = 1
    lazy var cache: [Int] = []
    var a = 0, b = 0
    var inferred = [1, 2]

    init() {}
}

/// A computed property made dispatchable as the DocC article shows: its accessors call methods.
@Swizzlable(storedProperties: .dispatched)
class TemperatureProbe {
    var celsius: Double = 20

    init() {}

    var fahrenheit: Double {
        get { readFahrenheit() }         // readFahrenheit() and
        set { writeFahrenheit(newValue) } // writeFahrenheit(_:) are dispatched
    }

    func readFahrenheit() -> Double { celsius * 9 / 5 + 32 }
    func writeFahrenheit(_ value: Double) { celsius = (value - 32) * 5 / 9 }
}

/// A nonisolated(unsafe) property stays the compiler's: the class compiles and the property works.
@Swizzlable(storedProperties: .dispatched)
final class Counters: @unchecked Sendable {
    nonisolated(unsafe) var hits = 0
    init() {}
}
