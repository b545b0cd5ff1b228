import SwizzleKit

/// Spied in the spy suite: identical to `DispatchedAdder`, but its own root, so the spy's
/// layers never touch the unspied baseline.
@Swizzlable(behindPreprocessorFlag: nil)
open class SpiedAdder {
    public static let selAdd: Selector = "add(_:_:)"
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// Begun and ended over and over in the spy suite (its own root, like `SpiedAdder`).
@Swizzlable(behindPreprocessorFlag: nil)
open class CycledAdder {
    public static let selAdd: Selector = "add(_:_:)"
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// The spy a user writes by hand (the shape swift-spyable generates): a subclass that counts,
/// records the arguments and results in typed arrays, and calls super.
open class HandWrittenSpyAdder: PlainAdder {
    public private(set) var addCallsCount = 0
    public private(set) var addReceivedArguments: [(a: Int, b: Int)] = []
    public private(set) var addReturnValues: [Int] = []

    public override init() {}

    @inline(never)
    open override func add(_ a: Int, _ b: Int) -> Int {
        addCallsCount += 1
        addReceivedArguments.append((a, b))
        let result = super.add(a, b)
        addReturnValues.append(result)
        return result
    }

    /// Forgets what was recorded, as `clearEvidence()` does for a SwizzleKit spy, keeping the
    /// arrays' capacity as a user's spy would: otherwise every batch would pay the arrays'
    /// growth and fresh pages again, and the baseline would be slower than the spy it stands for.
    public func reset() {
        addCallsCount = 0
        addReceivedArguments.removeAll(keepingCapacity: true)
        addReturnValues.removeAll(keepingCapacity: true)
    }
}

/// Class methods for the shared-subject suite: one class per workload, so that each spy's layer
/// is on its own class record.
@Swizzlable(behindPreprocessorFlag: nil)
open class ProcessWideRates {
    @inline(never)
    open class func rate(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class TestScopedRates {
    @inline(never)
    open class func rate(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class UnspiedRates {
    @inline(never)
    open class func rate(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// The stub a user writes by hand, for a spy that does not forward: it records like the
/// hand-written spy, and answers a call with the arguments it was given a result for (others
/// get 0, as a SwizzleKit spy that does not forward answers them).
open class HandWrittenStubAdder: PlainAdder {
    public private(set) var addCallsCount = 0
    public private(set) var addReceivedArguments: [(a: Int, b: Int)] = []
    public var addStub: (a: Int, b: Int, result: Int)?

    public override init() {}

    @inline(never)
    open override func add(_ a: Int, _ b: Int) -> Int {
        addCallsCount += 1
        addReceivedArguments.append((a, b))
        if let addStub, addStub.a == a, addStub.b == b { return addStub.result }
        return 0
    }

    /// Forgets the calls, keeping the array's capacity (see `HandWrittenSpyAdder.reset()`).
    public func reset() {
        addCallsCount = 0
        addReceivedArguments.removeAll(keepingCapacity: true)
    }
}
