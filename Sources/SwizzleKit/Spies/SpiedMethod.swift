/// One method a spy or mock replaces: where its layer goes and, for a hand-written spy method,
/// where the spy selector's layer goes.
struct SpiedMethod {
    let selector: Selector
    let signature: MethodSignature
    let target: SwizzleTarget
    /// TestSwagger style: while spying, `selector` runs the spy method, and the spy method's
    /// own selector reaches the original.
    let spySelector: Selector?
    let spyTarget: SwizzleTarget?
    /// Evidence the spy method keeps on the subject, removed at the end of spying.
    let evidence: [SpyEvidenceKey]
}
