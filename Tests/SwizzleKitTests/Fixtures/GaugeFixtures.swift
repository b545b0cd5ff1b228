import CSwizzleRuntime
import SwizzleKit

/// Small classes for the scope, tamper and misuse tests, one per suite so that class-level
/// layers in one suite never change what another suite's calls answer (suites run in parallel).
/// `reading(_:)` answers `x + 1`, `doubled(_:)` answers `2 * x`: same signature, so one can be
/// put in the other's table entry, as code outside SwizzleKit would.
class ScopeGauge: Swizzlable, @unchecked Sendable {
    private static let record = registerGauge(ScopeGauge.self)
    class var runtimeClass: RuntimeClass { record }
}

class TamperGauge: Swizzlable, @unchecked Sendable {
    private static let record = registerGauge(TamperGauge.self)
    class var runtimeClass: RuntimeClass { record }
}

class MisuseGauge: Swizzlable, @unchecked Sendable {
    private static let record = registerGauge(MisuseGauge.self)
    class var runtimeClass: RuntimeClass { record }
}

class DetachedGauge: Swizzlable, @unchecked Sendable {
    private static let record = registerGauge(DetachedGauge.self)
    class var runtimeClass: RuntimeClass { record }
}

enum Gauge {
    static let reading: Selector = "reading(_:)"
    static let doubled: Selector = "doubled(_:)"
    typealias IMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int

    /// Calls `implementation` as `reading(_:)` would be called, on `receiver`.
    static func call(_ implementation: SKIMP, on receiver: some Swizzlable, _ x: Int) -> Int {
        unsafeBitCast(implementation, to: IMP.self)(receiver.receiverPointer, reading.raw, x)
    }

    /// A typed layer that adds `offset` to what the layer below answers.
    static func adding(_ offset: Int) -> Replacement {
        .handler { frame, forward in
            forward()
            _ = frame.replaceReturnValue((frame.returnValue as? Int ?? 0) + offset)
        }
    }
}

extension Swizzlable {
    func reading(_ x: Int) -> Int { try! send(Gauge.reading, x) }
}

private func registerGauge<T: Swizzlable>(_ type: T.Type) -> RuntimeClass {
    try! RuntimeClass.register(type, superclass: nil) { c in
        try c.instanceMethod(Gauge.reading) { (_: T, x: Int) in x + 1 }
        try c.instanceMethod(Gauge.doubled) { (_: T, x: Int) in 2 * x }
    }
}
