import SwizzleKit
import Testing

/// Neither `Equatable` nor a value: an argument of this type matches only the same object.
final class Shipment {}

@Swizzlable
class DispatchDesk {
    init() {}

    func deliver(_ parcel: Shipment, tip: Int?) -> Bool { tip != nil }
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
}
