import SwizzleKit
import Testing

/// Scalars cross the table by value. Each shape goes through `send` (ffi_call into the method's
/// libffi closure), the fast path (a native call into that closure), and a typed layer on the
/// object (which reads the arguments, calls the original with ffi_call and changes the result).
@Suite("Round trips: scalars")
struct ScalarRoundTripTests {
    typealias Original = Replacement.Original

    @Test func noArguments() throws {
        let carrier = ValueCarrier(base: 23)
        #expect(try carrier.send(ValueCarrier.constant) == 23, "send; the answer is read through the receiver")
        #expect(carrier.constant() == 23, "fast path")
        let layer = Replacement.typed { (original: Original<ValueCarrier, Int>, carrier: ValueCarrier) -> Int in original(carrier) * 2 }
        try withLayer(layer, on: carrier, ValueCarrier.constant) { () throws in
            #expect(try carrier.send(ValueCarrier.constant) == 46)
            #expect(carrier.constant() == 46)
            #expect(ValueCarrier(base: 5).constant() == 5, "another instance is untouched")
        }
        #expect(carrier.constant() == 23)
    }

    @Test func twoInts() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.add, 40, 2) == 42)
        #expect(carrier.add(40, 2) == 42)
        #expect(carrier.add(Int.min, Int.max) == -1, "full 64-bit values")
        let layer = Replacement.typed { (original: Original<ValueCarrier, Int, Int, Int>, carrier: ValueCarrier, a: Int, b: Int) -> Int in
            original(carrier, a * 10, b) + 1
        }
        try withLayer(layer, on: carrier, ValueCarrier.add) { () throws in
            #expect(try carrier.send(ValueCarrier.add, 40, 2) == 403)
            #expect(carrier.add(40, 2) == 403)
        }
        #expect(carrier.add(40, 2) == 42)
    }

    @Test func doubleAndFloat() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.scale, 3.0, Float(0.5)) == 1.5)
        #expect(carrier.scale(3.0, by: 0.5) == 1.5)
        #expect(carrier.scale(1e300, by: 2) == 2e300, "a Double that no Float holds")
        let layer = Replacement.typed { (original: Original<ValueCarrier, Double, Float, Double>, carrier: ValueCarrier, value: Double, factor: Float) -> Double in
            original(carrier, value, factor * 2) + 0.25
        }
        try withLayer(layer, on: carrier, ValueCarrier.scale) { () throws in
            #expect(try carrier.send(ValueCarrier.scale, 3.0, Float(0.5)) == 3.25)
            #expect(carrier.scale(3.0, by: 0.5) == 3.25)
        }
        // The same layer on the class: every instance goes through it. No other test calls scale.
        let token = try Swizzle.install(layer, on: ValueCarrier.runtimeClass, ValueCarrier.scale)
        #expect(try carrier.send(ValueCarrier.scale, 3.0, Float(0.5)) == 3.25)
        #expect(ValueCarrier().scale(3.0, by: 0.5) == 3.25)
        try token.restore()
        #expect(carrier.scale(3.0, by: 0.5) == 1.5)
    }

    @Test func boolReturningVoid() throws {
        let carrier = ValueCarrier()
        try carrier.send(ValueCarrier.setFlag, true)
        #expect(carrier.flag == true, "send")
        carrier.setFlag(false)
        #expect(carrier.flag == false, "fast path")
        let layer = Replacement.typed { (original: Original<ValueCarrier, Bool, Void>, carrier: ValueCarrier, value: Bool) in
            original(carrier, !value)
        }
        try withLayer(layer, on: carrier, ValueCarrier.setFlag) { () throws in
            try carrier.send(ValueCarrier.setFlag, true)
            #expect(carrier.flag == false, "the layer negated it on its way down")
            carrier.setFlag(false)
            #expect(carrier.flag == true)
        }
        carrier.setFlag(true)
        #expect(carrier.flag == true)
    }
}
