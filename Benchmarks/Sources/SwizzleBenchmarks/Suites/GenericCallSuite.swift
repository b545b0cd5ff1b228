import BenchmarkFixtures
import SwizzleKit

/// Issue 2, case 3: the generic path through `ffi_call` against the fast path. `send` is the
/// whole Swift API (resolve, check the Swift types, box the arguments, call); `sk_call` is the
/// C generic call alone, with a prepared argument array: the libffi floor under `send`.
let genericCallSuite = Suite(
    name: "generic call",
    summary: "send (libffi, type-checked) and raw sk_call vs the fast path"
) {
    let dispatched = opaque(DispatchedAdder())
    let selector = DispatchedAdder.selAdd
    guard let cSignature = sk_signature_get("q@:qq", nil) else { fatalError("q@:qq does not parse") }
    return [Comparison(
        title: "generic call",
        workloads: [
            Workload("table call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
            Workload("send (ffi_call)") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= try! dispatched.send(selector, i, k, returning: Int.self) }
                sink(sum)
            },
            Workload("sk_call (ffi_call alone)") { n in
                var receiver: UnsafeMutableRawPointer? = dispatched.receiverPointer
                var rawSelector: SKSel? = selector.raw
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
                                        let imp = dispatched.implementation(of: selector)
                                        sk_call(cSignature, imp, &result, arguments.baseAddress!)
                                        sum &+= result
                                    }
                                }
                            }
                        }
                    }
                }
                sink(sum)
            },
        ],
        rows: [
            Row("send (ffi_call)", against: "table call"),
            Row("sk_call (ffi_call alone)", against: "table call"),
        ]
    )]
}
