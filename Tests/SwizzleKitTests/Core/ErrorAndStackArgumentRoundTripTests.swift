import SwizzleKit
import Testing

/// A thrown error crosses the table through an error pointer; arguments beyond the registers
/// (here nine floating-point and nine integer-class ones) go on the stack, in closures, in
/// ffi_call and in native code alike.
@Suite("Round trips: thrown errors and stack arguments")
struct ErrorAndStackArgumentRoundTripTests {
    @Test func aThrownErrorComesBack() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.parse, "12") == 12)
        #expect(try carrier.parse("12") == 12)
        #expect(throws: CarrierError(text: "twelve"), "send") { let _: Int = try carrier.send(ValueCarrier.parse, "twelve") }
        #expect(throws: CarrierError(text: "twelve"), "fast path") { try carrier.parse("twelve") }
        #expect(try carrier.parse("13") == 13, "an error leaves nothing behind for the next call")
    }

    /// A method whose result comes back by pointer throws without that result being touched.
    @Test func aThrownErrorComesBackInsteadOfAResultByPointer() throws {
        let carrier = ValueCarrier()
        #expect(try carrier.send(ValueCarrier.check, 5) == "ok 5")
        #expect(throws: CarrierError(text: "negative -2")) { let _: String = try carrier.send(ValueCarrier.check, -2) }
        #expect(try carrier.send(ValueCarrier.check, 3) == "ok 3", "the next call answers as before")
    }

    /// A layer on a throwing method sees the error the method below threw, and can replace it.
    @Test func aLayerSeesAndReplacesTheError() throws {
        let carrier = ValueCarrier()
        let layer = Replacement.handler { frame, forward in
            forward()
            if let error = frame.thrownError as? CarrierError {
                frame.setError(CarrierError(text: "layer saw " + error.text))
            } else {
                _ = frame.replaceReturnValue((frame.returnValue as? Int ?? 0) + 1)
            }
        }
        try withLayer(layer, on: carrier, ValueCarrier.parse) { () throws in
            #expect(try carrier.parse("12") == 13)
            #expect(try carrier.send(ValueCarrier.parse, "12") == 13)
            #expect(throws: CarrierError(text: "layer saw x")) { try carrier.parse("x") }
            #expect(throws: CarrierError(text: "layer saw x")) { let _: Int = try carrier.send(ValueCarrier.parse, "x") }
        }
    }

    static let expectedMix = "1 2.5 three 4.5 -5 6.25 true 7.125 eight 9.5 10 11.75 12.5 13.5 14.875"

    /// `mix` is a libffi closure; `mixNative` a C function. Both through send and the fast path.
    @Test(arguments: [ValueCarrier.mix, ValueCarrier.mixNative])
    func fifteenMixedArguments(_ selector: Selector) throws {
        let carrier = ValueCarrier()
        let sent: String = try carrier.send(selector, 1, 2.5, "three", Float(4.5), -5, 6.25, true, 7.125, "eight", 9.5, 10,
                                            11.75, 12.5, Float(13.5), 14.875)
        #expect(sent == Self.expectedMix, "send")
        let fast = carrier.mix(1, 2.5, "three", 4.5, -5, 6.25, true, 7.125, "eight", 9.5, 10, 11.75, 12.5, 13.5, 14.875,
                               native: selector == ValueCarrier.mixNative)
        #expect(fast == Self.expectedMix, "fast path")
    }

    /// Integer-class arguments past the registers, narrow (Int8, Bool) and full-width (UInt64),
    /// through a libffi closure.
    @Test func narrowAndFullWidthIntegersPastTheRegisters() throws {
        let text: String = try ValueCarrier().send(ValueCarrier.narrowMix, 1, 2.5, "three", Int8(-4), Float(5.5), UInt64.max,
                                                   true, -8.25, 9, "ten")
        #expect(text == "1 2.5 three -4 5.5 18446744073709551615 true -8.25 9 ten")
    }

    /// A typed layer reads all fifteen arguments and passes changed ones down with ffi_call.
    @Test(arguments: [ValueCarrier.mix, ValueCarrier.mixNative])
    func fifteenMixedArgumentsThroughATypedLayer(_ selector: Selector) throws {
        let carrier = ValueCarrier()
        let layer = Replacement.typed {
            (original: Replacement.Original<ValueCarrier, Int, Double, String, Float, Int, Double, Bool, Double, String, Double,
                                            Int, Double, Double, Float, Double, String>,
             carrier: ValueCarrier, a: Int, b: Double, c: String, d: Float, e: Int, f: Double, g: Bool, h: Double, i: String,
             j: Double, k: Int, l: Double, m: Double, n: Float, o: Double) -> String in
            original(carrier, a + 100, b, c.uppercased(), d, e, f, !g, h, i + "!", j, k, l, m, n * 2, -o) + " (layer)"
        }
        let expected = "101 2.5 THREE 4.5 -5 6.25 false 7.125 eight! 9.5 10 11.75 12.5 27.0 -14.875 (layer)"
        try withLayer(layer, on: carrier, selector) { () throws in
            let fast = carrier.mix(1, 2.5, "three", 4.5, -5, 6.25, true, 7.125, "eight", 9.5, 10, 11.75, 12.5, 13.5, 14.875,
                                   native: selector == ValueCarrier.mixNative)
            #expect(fast == expected)
            let sent: String = try carrier.send(selector, 1, 2.5, "three", Float(4.5), -5, 6.25, true, 7.125, "eight", 9.5, 10,
                                                11.75, 12.5, Float(13.5), 14.875)
            #expect(sent == expected)
        }
    }
}
