import SwizzleCore

/// What a throwing spied method throws when forwarding is off and nothing answers the call: no
/// stub matches and its result type has no default value. The test has failed already (when the
/// spy began, or at the call); the error keeps the real implementation from running, where it
/// could do real work (a charge, a write).
public struct UnansweredCall: Error, CustomStringConvertible, Sendable {
    /// The method called.
    public let selector: Selector
    /// The spy or mock, as messages name it.
    public let subject: String
    /// The result type that has no default value.
    public let resultType: String

    public var description: String {
        "\(selector) was called on \(subject), which does not forward calls, with no stub to answer it and no default "
            + "value of \(resultType)"
    }
}
