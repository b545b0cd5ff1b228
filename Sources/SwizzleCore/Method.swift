package import CSwizzleRuntime

/// One method record of a class: selector, implementation and signature.
package struct Method: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The C runtime's method record (immortal).
    package let raw: SKMethod
    /// Instance or class method.
    package let type: MethodType

    /// Wraps the runtime's method record `raw`, a method of `type`'s side.
    package init(raw: SKMethod, type: MethodType) {
        self.raw = raw
        self.type = type
    }

    /// The method's selector.
    package var selector: Selector { Selector(raw: raw.pointee.selector) }
    /// The class whose method list holds this record.
    package var owner: RuntimeClass { RuntimeClass(record: sk_method_owner(raw)) }
    /// The C type encoding it was registered with.
    package var typeEncoding: String { String(cString: sk_method_typeEncoding(raw)) }
    /// The Swift signature, if it was registered from Swift.
    package var signature: MethodSignature? { RuntimeMetadata.shared.signature(for: raw) }

    /// The implementation now in the record.
    package var implementation: SKIMP {
        sk_method_getImplementation(raw)
    }

    /// Sets the implementation, returning the old one; every subclass sees it at once.
    @discardableResult
    package func setImplementation(_ imp: SKIMP) -> SKIMP {
        sk_method_setImplementation(raw, imp)
    }

    /// Swaps implementations with `other`.
    /// - Throws: ``SwizzleError/signatureMismatch(_:expected:actual:)`` if the signatures differ.
    package func exchangeImplementations(with other: Method) throws(SwizzleError) {
        if let mine = signature, let theirs = other.signature, mine != theirs {
            throw .signatureMismatch(other.selector, expected: mine.description, actual: theirs.description)
        }
        guard sk_method_exchangeImplementations(raw, other.raw) == SK_OK else {
            throw .signatureMismatch(other.selector, expected: typeEncoding, actual: other.typeEncoding)
        }
    }

    package var description: String { "\(type == .class ? "+" : "-")[\(owner) \(selector)]" }
}
