import CSwizzleRuntime
import SwizzleKit

/// What the stress suite's methods answer, built so that any result tells which layers ran:
/// a base (the original's `x + 1000`, or a stub's 7) plus one digit per layer kind, each 0 or 1.
/// A result outside that shape means a call landed somewhere it should not have, or passed
/// through one layer twice.
enum StressValues {
    static let originalOffset = 1000
    static let stubbed = 7
    static let originalTag = 1
    /// One decimal digit each, from 10^4 up: ScientificStress's override, a class layer on
    /// `value(_:)`, a per-object layer on it, a class layer on `tag()`, a layer on the class itself.
    static let childOffset = 10_000
    static let classLayerOffset = 100_000
    static let objectLayerOffset = 1_000_000
    static let tagLayerOffset = 10_000_000
    static let classItselfOffset = 100_000_000

    /// Whether `result` is something a call of `value(x)` (or `tag()`, base 1) may answer.
    static func isValid(_ result: Int, bases: [Int]) -> Bool {
        bases.contains { base in
            var rest = result - base
            guard rest >= 0, rest % 10_000 == 0 else { return false }
            rest /= 10_000
            while rest > 0 {
                if rest % 10 > 1 { return false }
                rest /= 10
            }
            return true
        }
    }

    static func isValidValue(_ result: Int, for x: Int) -> Bool { isValid(result, bases: [x + originalOffset, stubbed]) }
    static func isValidTag(_ result: Int) -> Bool { isValid(result, bases: [originalTag, stubbed]) }
}

/// The root of the stress suite's classes, registered by hand with C implementations: `value`
/// calls take the fast path (one lookup, one indirect call, as macro output does) or `send`.
class StressBase: Swizzlable, @unchecked Sendable {
    static let valueSelector: Selector = "value(_:)"
    static let tagSelector: Selector = "tag()"
    typealias ValueIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
    typealias TagIMP = @convention(c) (UnsafeMutableRawPointer, SKSel) -> Int

    private static let record = try! RuntimeClass.register(StressBase.self, superclass: nil, name: "StressBase") { c in
        let value: ValueIMP = { _, _, x in x + StressValues.originalOffset }
        try c.method(valueSelector, implementation: unsafeBitCast(value, to: SKIMP.self),
                     signature: MethodSignature(Int.self, returning: Int.self))
        let tag: TagIMP = { _, _ in StressValues.originalTag }
        try c.method(tagSelector, .class, implementation: unsafeBitCast(tag, to: SKIMP.self),
                     signature: MethodSignature(returning: Int.self))
    }
    class var runtimeClass: RuntimeClass { record }

    /// The fast path.
    final func value(_ x: Int) -> Int {
        unsafeBitCast(implementation(of: Self.valueSelector), to: ValueIMP.self)(receiverPointer, Self.valueSelector.raw, x)
    }

    /// The generic path.
    final func sentValue(_ x: Int) -> Int { try! send(Self.valueSelector, x) }

    /// The fast path of a class method; the receiver is this class's record.
    static func tag() -> Int {
        let record = UnsafeMutableRawPointer(runtimeClass.record)
        return unsafeBitCast(implementation(of: tagSelector), to: TagIMP.self)(record, tagSelector.raw)
    }
}

/// Overrides `value(_:)`, calls super through the table (where indirect spies see it), and adds
/// its digit.
final class ScientificStress: StressBase, @unchecked Sendable {
    private static let record = try! RuntimeClass.register(ScientificStress.self, superclass: StressBase.runtimeClass,
                                                           name: "ScientificStress") { c in
        let value: ValueIMP = { receiver, _, x in
            let superValue = unsafeBitCast(ScientificStress.runtimeClass.superImplementation(of: valueSelector, .instance),
                                           to: ValueIMP.self)
            return superValue(receiver, valueSelector.raw, x) + StressValues.childOffset
        }
        try c.method(valueSelector, implementation: unsafeBitCast(value, to: SKIMP.self),
                     signature: MethodSignature(Int.self, returning: Int.self))
    }
    override class var runtimeClass: RuntimeClass { record }
}

/// What code under test constructs through its factory (`StressWidget.make()`): the mocker
/// thread mocks its constructions, process-wide and scoped, while callers construct it.
/// A real widget's `size()` is 3; a mock's is its stub, 42, or the default, 0.
@Swizzlable
class StressWidget: @unchecked Sendable {
    required init() {}
    func size() -> Int { 3 }

    static let validSizes: Set<Int> = [3, 42, 0]
}
