import SwizzleCore
import SwizzleLayers

/// One method a spy or mock replaces: where its layer goes and, for a hand-written spy method,
/// where the spy selector's layer goes.
package struct SpiedMethod: Sendable {
    let selector: Selector
    let signature: MethodSignature
    let target: SwizzleTarget
    /// TestSwagger style: while spying, `selector` runs the spy method, and the spy method's
    /// own selector reaches the original.
    let spySelector: Selector?
    let spyTarget: SwizzleTarget?
    /// Evidence the spy method keeps on the subject, removed at the end of spying.
    let evidence: [SpyEvidenceKey]

    package init(selector: Selector, signature: MethodSignature, target: SwizzleTarget,
                 spySelector: Selector?, spyTarget: SwizzleTarget?, evidence: [SpyEvidenceKey]) {
        self.selector = selector
        self.signature = signature
        self.target = target
        self.spySelector = spySelector
        self.spyTarget = spyTarget
        self.evidence = evidence
    }
}
