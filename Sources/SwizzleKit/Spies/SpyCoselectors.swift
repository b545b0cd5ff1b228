/// A method to spy on: its selector and kind, and optionally a hand-written spy method
/// (TestSwagger style) with the evidence it keeps on the subject.
///
/// Without `spy`, the spy records every call generically. With `spy`, while spying the
/// original selector runs the spy method, and inside it the spy selector reaches the original.
public struct SpyCoselectors: Hashable, Sendable {
    public let methodType: MethodType
    public let original: Selector
    public let spy: Selector?
    /// Evidence the spy method keeps on the subject; removed at `endSpying()`.
    public let evidence: [SpyEvidenceKey]

    public init(methodType: MethodType, original: Selector, spy: Selector? = nil, evidence: [SpyEvidenceKey] = []) {
        self.methodType = methodType
        self.original = original
        self.spy = spy
        self.evidence = evidence
    }
}
