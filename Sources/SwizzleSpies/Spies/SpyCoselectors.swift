import SwizzleCore
import SwizzleLayers

/// A method to spy on: its selector and kind, and optionally a hand-written spy method
/// (TestSwagger style) with the evidence it keeps on the subject.
///
/// Without `spy`, the spy records every call generically. With `spy`, while spying the
/// original selector runs the spy method, and inside it the spy selector reaches the original.
public struct SpyCoselectors: Hashable, Sendable {
    /// Whether the selectors name instance or class methods.
    public let methodType: MethodType
    /// The selector whose calls are spied on.
    public let original: Selector
    /// The hand-written spy method that runs in place of the original while spying (calling
    /// this selector inside it reaches the original), or nil to record every call generically.
    public let spy: Selector?
    /// Evidence the spy method keeps on the subject; removed at `endSpying()`.
    public let evidence: [SpyEvidenceKey]

    /// Spies on `original`; with `spy`, runs that method instead, and removes the evidence it
    /// saved under `evidence` when spying ends.
    public init(methodType: MethodType, original: Selector, spy: Selector? = nil, evidence: [SpyEvidenceKey] = []) {
        self.methodType = methodType
        self.original = original
        self.spy = spy
        self.evidence = evidence
    }
}
