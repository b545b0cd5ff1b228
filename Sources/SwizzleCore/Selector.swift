public import CSwizzleRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A method name in the dispatch table, such as `"add(_:_:)"`, `"init(id:)"` or `"getter:mood"`.
///
/// Selectors are interned: two selectors with the same name are the same pointer, so comparing
/// and hashing them is cheap. Create them once (a `static let`) on hot paths; a string literal
/// interns on every evaluation.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The C runtime's selector. Immortal, so this struct is trivially copyable.
    @usableFromInline package let raw: SKSel

    /// Interns `name` without checking its syntax; operations that install or look up methods
    /// check it and throw ``SwizzleError/malformedSelector(_:)``.
    public init(_ name: String) {
        // The C runtime reads a name up to its first NUL: "add(_:_:)\0x" would be add(_:_:).
        // `withCString` lends a native string's own bytes (the literal of a typed reference, made
        // on every use of `\.add`), where searching its UTF-8 view and converting it to a C
        // string copied it twice (750 instructions a selector).
        raw = name.withCString { cName in
            strlen(cName) == name.utf8.count ? sk_selector_register(cName) : Self.registerShowingNUL(name)
        }
    }

    /// Interns a name with an embedded NUL as written with `\0`, which no method has: every
    /// lookup of it fails (naming it as the user wrote it) instead of reaching another method.
    @inline(never)
    private static func registerShowingNUL(_ name: String) -> SKSel {
        sk_selector_register(name.split(separator: "\0", omittingEmptySubsequences: false).joined(separator: "\\0"))
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Interns `name` after checking that it is a Swift-style method name.
    public init(validating name: String) throws(SwizzleError) {
        guard !name.utf8.contains(0), sk_selector_validate(name, nil) == SK_OK else { throw .malformedSelector(name) }
        self.init(name)
    }

    /// Wraps a selector the C runtime handed out. Transparent: every dispatched call wraps one,
    /// and a debug build would call this.
    @_transparent @usableFromInline package init(raw: SKSel) {
        self.raw = raw
    }

    /// The name, as interned.
    public var name: String { String(cString: raw.pointee.name) }

    /// Whether the name is a Swift-style method name (`f()`, `f(_:x:)`, `getter:p`, `p`).
    /// Parsed once per selector, then remembered in it (`sk_selector_isWellFormed`), so that
    /// `send` and lookups do not parse the name again on every call.
    public var isWellFormed: Bool { sk_selector_isWellFormed(raw) }

    /// How many argument labels the name has, or nil if it is malformed.
    public var argumentCount: Int? {
        var count = 0
        return sk_selector_validate(raw.pointee.name, &count) == SK_OK ? count : nil
    }

    public var description: String { name }

    package func validated() throws(SwizzleError) -> Selector {
        guard isWellFormed else { throw .malformedSelector(name) }
        return self
    }
}
