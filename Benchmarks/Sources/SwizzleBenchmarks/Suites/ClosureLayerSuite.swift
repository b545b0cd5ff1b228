import BenchmarkFixtures
import SwizzleKit

/// Issue 2, case 4: a call that lands in a libffi closure (a swizzle layer) which forwards to
/// the original with `ffi_call`, against the same call with no layer. Two layer styles:
/// `.handler` (a generic body over the call frame) and `.typed` (Swift-typed arguments; its
/// `original` goes through the generic call path with boxed values).
let closureLayerSuite = Suite(
    name: "closure layer",
    summary: "a forwarding libffi closure layer (.handler, .typed) vs the unswizzled fast path"
) {
    let plain = opaque(DispatchedAdder())
    let handled = opaque(HandlerAdder()), typed = opaque(TypedAdder())
    let handlerToken = try Swizzle.install(.handler { _, forward in forward() },
                                           on: HandlerAdder.runtimeClass, HandlerAdder.selAdd)
    let typedToken = try Swizzle.install(.typed { (original, receiver: TypedAdder, a: Int, b: Int) -> Int in
        original(receiver, a, b)
    }, on: TypedAdder.runtimeClass, TypedAdder.selAdd)
    // Both layers stay for the rest of the run: the tokens are held by the workloads.
    precondition(handled.add(2, 1) == plain.add(2, 1) && typed.add(2, 1) == plain.add(2, 1))
    return [Comparison(
        title: "closure layer",
        workloads: [
            Workload("table call, no layer") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("table call into a forwarding .handler layer") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= handled.add(i, k) }
                sink(sum)
                withExtendedLifetime(handlerToken) {}
            },
            Workload("table call into a forwarding .typed layer") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= typed.add(i, k) }
                sink(sum)
                withExtendedLifetime(typedToken) {}
            },
        ],
        rows: [
            Row("table call into a forwarding .handler layer", against: "table call, no layer"),
            Row("table call into a forwarding .typed layer", against: "table call, no layer"),
        ]
    )]
}
