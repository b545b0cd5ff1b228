import CSwizzleRuntime
import Foundation
import SwizzleKit

/// The address of an implementation, to compare implementations (function types are not Equatable).
func address(_ implementation: SKIMP?) -> UInt {
    implementation.map { UInt(bitPattern: unsafeBitCast($0, to: Int.self)) } ?? 0
}

/// Values appended from whichever thread calls (a handler, a release callback), read by the test.
final class Recorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }
    var all: [Element] { lock.withLock { elements } }
    var count: Int { lock.withLock { elements.count } }
}

/// A C implementation answering a constant, for `(Int-returning) ()` methods: `q@:`.
typealias ConstantIMP = @convention(c) (UnsafeMutableRawPointer?, SKSel?) -> Int

/// Calls an implementation of `q@:` natively.
func callConstant(_ implementation: SKIMP?) -> Int? {
    implementation.map { unsafeBitCast($0, to: ConstantIMP.self)(nil, nil) }
}

/// Runs `body` with `replacement` installed on `object` alone, then restores it (a restore that
/// fails is an error of the test). Per-object layers touch no other instance, so tests using them
/// run in parallel safely.
func withLayer<Object: Swizzlable, R>(_ replacement: Replacement, on object: Object, _ selector: Selector,
                                      _ body: () throws -> R) throws -> R {
    let token = try Swizzle.install(replacement, on: object, selector)
    let result: R
    do {
        result = try body()
    } catch {
        try? token.restore()
        throw error
    }
    try token.restore()
    return result
}
