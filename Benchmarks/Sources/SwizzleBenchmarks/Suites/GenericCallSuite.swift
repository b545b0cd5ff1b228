import BenchmarkFixtures
import SwizzleKit
// The raw C generic call is measured beneath the Swift API: SwizzleKit does not re-export its C
// runtime, so the benchmark imports it itself.
import CSwizzleRuntime

/// Issue 2, case 3: the generic path against the fast path. `send` is the whole Swift API
/// (resolve, check the Swift types, box the arguments, call); `sk_call` is the C generic call
/// alone, with a prepared argument array. `q@:qq` has the typed invoker `@Swizzlable` registered
/// with `DispatchedAdder.add`; the same C signature spelled with offsets is another encoding,
/// with no invoker, so `sk_call` on it goes through `ffi_call`: the two show what the invoker saves.
let genericCallSuite = Suite(
    name: "generic call",
    summary: "send and raw sk_call (typed invoker, and libffi) vs the fast path"
) {
    let dispatched = opaque(DispatchedAdder())
    _ = DispatchedAdder.runtimeClass  // registers the class (lazily, once), and with it the invoker
    let selector = sk_selector_register("add(_:_:)")
    guard let record = sk_class_lookup(String(reflecting: DispatchedAdder.self)) else { fatalError("DispatchedAdder is not registered") }
    guard let typed = sk_signature_get("q@:qq", nil), let libffi = sk_signature_get("q24@0:8q16q20", nil),
          sk_signature_hasInvoker(typed), !sk_signature_hasInvoker(libffi)
    else { fatalError("q@:qq should have DispatchedAdder's invoker, and its spelling with offsets none") }

    /// `add(i, 1)` through `sk_call` with `signature`, `n` times.
    func callGenerically(_ signature: SKSignature, _ n: Int) {
        var receiver: UnsafeMutableRawPointer? = dispatched.receiverPointer
        var rawSelector: SKSel? = selector
        var a = 0, b = opaqueInt(1), result = 0
        var sum = 0
        withUnsafeMutablePointer(to: &receiver) { receiverPointer in
            withUnsafeMutablePointer(to: &rawSelector) { selectorPointer in
                withUnsafeMutablePointer(to: &a) { aPointer in
                    withUnsafeMutablePointer(to: &b) { bPointer in
                        let arguments: [UnsafeMutableRawPointer?] = [
                            UnsafeMutableRawPointer(receiverPointer), UnsafeMutableRawPointer(selectorPointer),
                            UnsafeMutableRawPointer(aPointer), UnsafeMutableRawPointer(bPointer),
                        ]
                        arguments.withUnsafeBufferPointer { arguments in
                            for i in 0..<n {
                                aPointer.pointee = i
                                let imp = sk_lookup_receiver(dispatched.receiverPointer, record, SK_INSTANCE_SIDE, selector)!
                                sk_call(signature, imp, &result, arguments.baseAddress!)
                                sum &+= result
                            }
                        }
                    }
                }
            }
        }
        sink(sum)
    }

    return [Comparison(
        title: "generic call",
        workloads: [
            Workload("table call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
            Workload("send") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= try! dispatched.send(DispatchedAdder.selAdd, i, k, returning: Int.self) }
                sink(sum)
            },
            Workload("sk_call, typed invoker") { n in callGenerically(typed, n) },
            Workload("sk_call, ffi_call (no invoker)") { n in callGenerically(libffi, n) },
        ],
        rows: [
            Row("send", against: "table call"),
            Row("sk_call, typed invoker", against: "table call"),
            Row("sk_call, ffi_call (no invoker)", against: "table call"),
            Row("sk_call, typed invoker", against: "sk_call, ffi_call (no invoker)"),
        ]
    )]
}
