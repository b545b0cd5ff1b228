import CSwizzleRuntime
import SwizzleKit
import Testing

/// Spy evidence lives in the runtime's associated values of its subject: one value per key,
/// replaced by a later save, removed one key at a time, or all at once with the object's
/// associations.
@Suite("Spy evidence storage")
struct SpyEvidenceTests {
    @Test func evidenceIsReplacedAndRemovedOneKeyAtATimeOrAllAtOnce() {
        let subject = Calculator()
        let pointer = UnsafeRawPointer(subject.receiverPointer)
        let first = SpyEvidenceKey("first"), second = SpyEvidenceKey("second")
        SpyEvidence.save("a", for: first, on: pointer)
        SpyEvidence.save("b", for: second, on: pointer)
        SpyEvidence.save("c", for: first, on: pointer)
        #expect(SpyEvidence.value(for: first, on: pointer) as? String == "c", "replaced")
        SpyEvidence.remove(first, on: pointer)
        #expect(SpyEvidence.value(for: first, on: pointer) == nil)
        #expect(SpyEvidence.value(for: second, on: pointer) as? String == "b", "one key at a time")
        #expect(sk_object_removeAssociated(pointer) == 1, "all at once")
        #expect(SpyEvidence.value(for: second, on: pointer) == nil)
    }
}
