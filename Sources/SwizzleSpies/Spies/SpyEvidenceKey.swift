import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// A name under which a hand-written spy method keeps evidence on its subject (TestSwagger's
/// evidence references). List the keys in ``SpyCoselectors`` so that ending the spy removes
/// exactly them; anything else kept on the subject stays.
public struct SpyEvidenceKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// A unique, immortal address for the name: the side table's key.
    let raw: UnsafeRawPointer

    /// The key's name, as it appears in messages.
    public let name: String

    /// A key named `name`; keys with the same name are the same key.
    public init(_ name: String) {
        self.name = name
        raw = UnsafeRawPointer(sk_selector_register("spy-evidence:" + name))
    }

    public var description: String { name }
}

/// The box an evidence value lives in while it is associated with a subject.
private final class EvidenceBox {
    let value: Any
    init(_ value: Any) { self.value = value }
}

private let releaseEvidence: SKReleaseFunction = { box in
    Unmanaged<EvidenceBox>.fromOpaque(box!).release()
}

/// Saving and reading evidence on a subject (an object, or a class for class methods).
package enum SpyEvidence {
    /// Keeps `value` on `subject` under `key`, replacing what was there.
    package static func save(_ value: Any, for key: SpyEvidenceKey, on subject: UnsafeRawPointer) {
        sk_object_setAssociated(subject, key.raw, Unmanaged.passRetained(EvidenceBox(value)).toOpaque(), releaseEvidence)
    }

    /// The value kept on `subject` under `key`, if any.
    package static func value(for key: SpyEvidenceKey, on subject: UnsafeRawPointer) -> Any? {
        sk_object_getAssociated(subject, key.raw).map { Unmanaged<EvidenceBox>.fromOpaque($0).takeUnretainedValue().value }
    }

    /// Removes the value kept under `key`.
    package static func remove(_ key: SpyEvidenceKey, on subject: UnsafeRawPointer) {
        sk_object_setAssociated(subject, key.raw, nil, nil)
    }
}

extension Swizzlable {
    /// Keeps spy evidence on this object (for hand-written spy methods).
    public func saveSpyEvidence(_ value: Any, for key: SpyEvidenceKey) {
        SpyEvidence.save(value, for: key, on: receiverPointer)
    }

    /// Evidence kept on this object under `key`.
    public func spyEvidence(for key: SpyEvidenceKey) -> Any? {
        SpyEvidence.value(for: key, on: receiverPointer)
    }

    /// Keeps spy evidence on this class (for hand-written class spy methods).
    public static func saveSpyEvidence(_ value: Any, for key: SpyEvidenceKey) {
        SpyEvidence.save(value, for: key, on: runtimeClass.record)
    }

    /// Evidence kept on this class under `key`.
    public static func spyEvidence(for key: SpyEvidenceKey) -> Any? {
        SpyEvidence.value(for: key, on: runtimeClass.record)
    }
}
