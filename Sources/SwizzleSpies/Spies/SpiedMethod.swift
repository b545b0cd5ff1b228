import SwizzleCore
import SwizzleLayers

/// One method a spy or mock replaces: where its layer goes and, for a hand-written spy method,
/// where the spy selector's layer goes.
/// A class: a spy reads its methods many times while it is made, begun and verified, and a
/// debug build (what `swift test` runs) copied the struct whole each time, a retain of each of
/// its six fields (about 28 copies, 1,500 instructions a test with a spy).
package final class SpiedMethod: Sendable {
    let selector: Selector
    let signature: MethodSignature
    let target: SwizzleTarget
    /// Whether it is a class method (`target`'s side): asked by every typed stub and
    /// verification, where reading it from the target is a switch and a comparison a call each
    /// in a debug build (what `swift test` runs).
    let isClassMethod: Bool
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
        isClassMethod = target.type == .class
        self.spySelector = spySelector
        self.spyTarget = spyTarget
        self.evidence = evidence
    }
}
