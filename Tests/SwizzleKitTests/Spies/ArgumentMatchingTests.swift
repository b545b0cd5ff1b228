import SwizzleKit
import Testing

/// Neither `Equatable` nor a value: an argument of this type matches only the same object.
final class Shipment {}

@Swizzlable
class DispatchDesk {
    init() {}

    func deliver(_ parcel: Shipment, tip: Int?) -> Bool { tip != nil }

    func label(_ text: String, urgent: Bool, weight: Double) -> String { urgent ? text.uppercased() : text }
}

/// Expected arguments are classified once, when the stub or verification is made (issue 25);
/// these are the cases that classification must keep: an optional argument against a value or
/// nil, an object against itself or another.
@Suite struct ArgumentMatchingTests {
    private let courier = DispatchDesk()
    private let parcel = Shipment(), other = Shipment()

    private func spy() throws -> DirectInvocationSpy<DispatchDesk> {
        try #require(DirectInvocationSpy(on: courier, rootClass: DispatchDesk.self, selectors: .instance("deliver(_:tip:)")))
    }

    @Test func optionalArgumentsMatchTheirValueOrNilAndObjectsThemselves() throws {
        let spy = try spy()
        spy.spy {
            _ = courier.deliver(parcel, tip: 5)
            _ = courier.deliver(other, tip: nil)
        }
        #expect(spy.didCall("deliver(_:tip:)", withArguments: [parcel, 5]).success, "Optional(5) matches 5")
        #expect(spy.didCall("deliver(_:tip:)", withArguments: [other, nil]).success, "none matches nil")
        #expect(!spy.didCall("deliver(_:tip:)", withArguments: [parcel, nil]).success)
        #expect(!spy.didCall("deliver(_:tip:)", withArguments: [other, 5]).success)
        #expect(!spy.didCall("deliver(_:tip:)", withArguments: [Shipment(), 5]).success, "another object never matches")
        #expect(!spy.didCall("deliver(_:tip:)", withArguments: [parcel, "5"]).success, "a value of another type never matches")
    }

    @Test func aStubMatchesTheSameWay() throws {
        let spy = try spy()
        spy.stub("deliver(_:tip:)").with(parcel, 5).andReturn(false)
        spy.stub("deliver(_:tip:)").with(other, nil).andReturn(true)
        spy.spy {
            #expect(courier.deliver(parcel, tip: 5) == false, "stubbed")
            #expect(courier.deliver(parcel, tip: 6), "forwarded: no stub matches")
            #expect(courier.deliver(other, tip: nil), "stubbed: nil matches none")
            #expect(courier.deliver(Shipment(), tip: 5), "forwarded: another object")
        }
    }

    /// `String`, `Bool` and `Double` are told apart by their type alone, with no cast (issue 25):
    /// each still matches only an equal value of its own type, in verifications and stubs.
    @Test func theCommonestValueTypesMatchOnlyAnEqualValueOfTheirType() throws {
        let spy = try #require(DirectInvocationSpy(on: courier, rootClass: DispatchDesk.self, selectors: .instance("label(_:urgent:weight:)")))
        spy.stub("label(_:urgent:weight:)").with("box", true, 2.5).andReturn("stubbed")
        spy.spy {
            #expect(courier.label("box", urgent: true, weight: 2.5) == "stubbed")
            #expect(courier.label("box", urgent: false, weight: 2.5) == "box", "forwarded: another Bool")
            #expect(courier.label("box", urgent: true, weight: 2.25) == "BOX", "forwarded: another Double")
            #expect(courier.label("box", urgent: true, weight: 2) == "BOX", "forwarded: 2.0")
        }
        #expect(spy.didCall("label(_:urgent:weight:)", withArguments: ["box", true, 2.5], countSpecifier: .once).success)
        #expect(spy.didCall("label(_:urgent:weight:)", withArguments: ["box", true, 2.25], countSpecifier: .once).success)
        #expect(!spy.didCall("label(_:urgent:weight:)", withArguments: ["Box", true, 2.5]).success, "another String")
        #expect(!spy.didCall("label(_:urgent:weight:)", withArguments: ["box", 1, 2.5]).success, "an Int is not a Bool")
        #expect(spy.didCall("label(_:urgent:weight:)", withArguments: ["box", true, 2.0], countSpecifier: .once).success)
        #expect(!spy.didCall("label(_:urgent:weight:)", withArguments: ["box", true, 2]).success, "an Int 2 is not 2.0")
    }

    /// A passing verification describes its calls when asked, as they were when it was made.
    @Test func aPassingVerificationDescribesTheCallsItSaw() throws {
        let spy = try spy()
        spy.beginSpying()
        _ = courier.deliver(parcel, tip: 1)
        let result = spy.didCall("deliver(_:tip:)", withArguments: [parcel, 1])
        _ = courier.deliver(parcel, tip: 2)
        spy.endSpying()
        #expect(result.success)
        let description = result.recordedCallsDescription
        #expect(description.hasPrefix("  1. deliver(_:tip:)("), "\(description)")
        #expect(description.hasSuffix(", 1) -> true"), "\(description)")
        #expect(!description.contains("2."), "a call made after the verification is not in it: \(description)")
    }
}
