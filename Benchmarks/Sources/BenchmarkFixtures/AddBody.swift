import SwizzleKit

/// The body every `add(_:_:)` under test runs, plain or dispatched: the same work on both sides
/// of a ratio. Cheap on purpose, so the ratio shows the cost of the call, not of the body.
@inline(__always)
func addBody(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b }

/// The C type of `add(_:_:)` in the dispatch table (`q@:qq`), as the macro spells it.
public typealias AddIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, Int) -> Int

/// A heavier body: 16 dependent multiply-adds, about 20 ns when each call waits for the last.
/// With it the ratio shows how much of a working method's time the dispatch adds.
@inline(__always)
func heavyBody(_ a: Int, _ b: Int) -> Int {
    var x = a
    for _ in 0..<16 { x = x &* 6_364_136_223_846_793_005 &+ b }
    return x
}
