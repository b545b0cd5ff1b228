import SwizzleKit
import Testing

/// Every non-scalar Swift value crosses the table by pointer, and a non-scalar result comes back
/// through a pointer the caller supplies. Each shape goes through `send`, the fast path, and a
/// typed layer on the object.
@Suite("Round trips: values by pointer")
struct IndirectValueRoundTripTests {
    typealias Original = Replacement.Original

    @Test func stringAndArrayToString() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.label, "n", [1, 2, 3]) == "n:1,2,3")
        #expect(carrier.label("n", [1, 2, 3]) == "n:1,2,3")
        let long = String(repeating: "é", count: 100)  // a heap-allocated String, not a small one
        #expect(carrier.label(long, []) == long + ":")
        let layer = Replacement.typed { (original: Original<ValueCarrier, String, [Int], String>, carrier: ValueCarrier, text: String, numbers: [Int]) -> String in
            original(carrier, text + "!", numbers + [4]) + "?"
        }
        try withLayer(layer, on: carrier, ValueCarrier.label) { () throws in
            #expect(try carrier.send(ValueCarrier.label, "n", [1, 2, 3]) == "n!:1,2,3,4?")
            #expect(carrier.label("n", [1, 2, 3]) == "n!:1,2,3,4?")
        }
    }

    @Test func structInAndOut() throws {
        let carrier = ValueCarrier()
        let box = Extent(width: 3, height: 4, label: "box")
        let transposed = Extent(width: 4, height: 3, label: "boxᵀ")
        #expect(try carrier.send(ValueCarrier.transpose, box) == transposed)
        #expect(carrier.transpose(box) == transposed)
        let layer = Replacement.typed { (original: Original<ValueCarrier, Extent, Extent>, carrier: ValueCarrier, extent: Extent) -> Extent in
            var result = original(carrier, Extent(width: extent.width * 10, height: extent.height, label: extent.label))
            result.label += "+"
            return result
        }
        try withLayer(layer, on: carrier, ValueCarrier.transpose) { () throws in
            let expected = Extent(width: 4, height: 30, label: "boxᵀ+")
            #expect(try carrier.send(ValueCarrier.transpose, box) == expected)
            #expect(carrier.transpose(box) == expected)
        }
    }

    /// The same object arrives; the result is owned by the caller; nothing leaks or is over-released,
    /// also when `send` refuses a call after copying its arguments.
    @Test func classReference() throws {
        let carrier = ValueCarrier()
        weak var weakInput: Parcel?
        weak var weakResults: Parcel?
        do {
            let input = Parcel("abc")
            weakInput = input
            let sent: Parcel = try carrier.send(ValueCarrier.wrap, input)
            let fast = carrier.wrap(input)
            #expect(sent.wrapped === input && fast.wrapped === input, "the callee saw the caller's object")
            #expect(sent.contents == "ABC" && fast.contents == "ABC")
            #expect(throws: SwizzleError.self, "too many arguments") { let _: Parcel = try carrier.send(ValueCarrier.wrap, input, 1) }
            #expect(throws: SwizzleError.self, "another result type") { let _: Int = try carrier.send(ValueCarrier.wrap, input) }
            #expect(throws: SwizzleError.self, "another argument type") { let _: String = try carrier.send(ValueCarrier.label, input, [1]) }
            let layer = Replacement.typed { (original: Original<ValueCarrier, Parcel, Parcel>, carrier: ValueCarrier, parcel: Parcel) -> Parcel in
                Parcel("layer", wrapping: original(carrier, parcel))
            }
            let layered = try withLayer(layer, on: carrier, ValueCarrier.wrap) { carrier.wrap(input) }
            #expect(layered.contents == "layer" && layered.wrapped?.wrapped === input)
            weakResults = layered
        }
        #expect(weakInput == nil, "the argument was not retained by the table")
        #expect(weakResults == nil, "the results were returned +1 and released by their owner")
    }

    @Test func optional() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.describe, Int?.some(5)) as String? == "#5")
        #expect(try carrier.send(ValueCarrier.describe, Int?.none) as String? == nil)
        #expect(carrier.describe(5) == "#5")
        #expect(carrier.describe(nil) == nil)
        let layer = Replacement.typed { (original: Original<ValueCarrier, Int?, String?>, carrier: ValueCarrier, value: Int?) -> String? in
            original(carrier, value ?? 0) ?? "never"
        }
        try withLayer(layer, on: carrier, ValueCarrier.describe) { () throws in
            #expect(carrier.describe(nil) == "#0", "the layer turned nil into 0")
            #expect(try carrier.send(ValueCarrier.describe, Int?.some(5)) as String? == "#5")
        }
    }

    /// A handler layer reads the arguments boxed and replaces a result that comes back by pointer.
    @Test func aHandlerReadsTheArgumentsAndReplacesTheResult() throws {
        let carrier = ValueCarrier()
        let layer = Replacement.handler { frame, forward in
            forward()
            let boxed = frame.arguments.map { "\($0)" }.joined(separator: "|")
            _ = frame.replaceReturnValue("\(frame.returnValue ?? "") <\(boxed)>")
        }
        try withLayer(layer, on: carrier, ValueCarrier.label) { () throws in
            #expect(try carrier.send(ValueCarrier.label, "n", [7]) == "n:7 <n|[7]>")
            #expect(carrier.label("n", [7, 8]) == "n:7,8 <n|[7, 8]>")
        }
    }

    @Test func closureArgument() throws {
        let carrier = ValueCarrier()
        let offset = 7  // captured, so the closure has a context to carry
        #expect(try carrier.send(ValueCarrier.apply, { (x: Int) in x * 10 + offset }, 4) == 47)
        #expect(carrier.apply({ $0 * 10 + offset }, to: 4) == 47)
        let layer = Replacement.typed { (original: Original<ValueCarrier, (Int) -> Int, Int, Int>, carrier: ValueCarrier, transform: @escaping (Int) -> Int, value: Int) -> Int in
            original(carrier, { transform($0) + 1000 }, value + 1)
        }
        try withLayer(layer, on: carrier, ValueCarrier.apply) { () throws in
            #expect(carrier.apply({ $0 * 10 + offset }, to: 4) == 1057)
            #expect(try carrier.send(ValueCarrier.apply, { (x: Int) in x }, 4) == 1005)
        }
    }
}
