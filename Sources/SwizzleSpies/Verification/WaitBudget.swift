/// How much of `waitUntilCalled`'s timeout its checks have used.
///
/// Each check asks to sleep 1 ms and is charged the time it really slept, but at most
/// ``chargePerCheck``: a later wake-up means the waiting task could not be run (the machine or
/// the cooperative thread pool was busy with other work), and the work it waits for was most
/// likely held up as well, so that time does not count against the timeout. A correct test is
/// then not failed because other tests kept every thread busy.
package struct WaitBudget: Sendable {
    /// The most one check is charged.
    package static let chargePerCheck = Duration.milliseconds(10)

    package let timeout: Duration
    /// The time charged so far.
    package private(set) var charged = Duration.zero

    package init(timeout: Duration) {
        self.timeout = timeout
    }

    /// Whether the timeout has passed.
    package var isSpent: Bool { charged >= timeout }

    /// Charges one check that slept for `asleep`.
    package mutating func charge(sleptFor asleep: Duration) {
        charged += min(max(asleep, .zero), Self.chargePerCheck)
    }
}
