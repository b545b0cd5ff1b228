/// How one Swift type crosses the dispatch table: by value (an ``ABIScalar``) or by pointer,
/// with the operations that read and write it in libffi's argument and result storage.
package struct ABIType: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The Swift type.
    package let swiftType: Any.Type
    /// Whether the value travels by pointer (every non-scalar Swift type).
    package let isIndirect: Bool
    /// The C type code: the scalar's, or `^v` for a pointer to the value.
    package let typeEncoding: String
    package let operations: any ABIOperations

    /// The mapping for `T`: a scalar by value, anything else by pointer.
    package init<T>(_ type: T.Type) {
        self.init(type, byPointer: !(type is any ABIScalar.Type))
    }

    /// The mapping for `T` passed by pointer or by value as the caller decided. `@Swizzlable`
    /// decides from a type's spelling and passes every type it does not know for a scalar by
    /// pointer: a type alias of `Int` then crosses as a pointer to an `Int`, which is as right as
    /// passing the `Int` itself. A non-scalar can only cross by pointer.
    package init<T>(_ type: T.Type, byPointer: Bool) {
        swiftType = type
        let scalar = type as? any ABIScalar.Type
        isIndirect = byPointer || scalar == nil
        typeEncoding = isIndirect ? (type == Void.self ? "v" : "^v") : scalar!.typeEncoding
        operations = TypedABIOperations<T>()
    }

    /// Whether this is `Void`, which has no storage.
    package var isVoid: Bool { swiftType == Void.self }

    package var description: String { String(describing: swiftType) }

    /// The same Swift type crossing the same way (an `Int` by value is not an `Int` by pointer).
    package static func == (lhs: ABIType, rhs: ABIType) -> Bool {
        ObjectIdentifier(lhs.swiftType) == ObjectIdentifier(rhs.swiftType) && lhs.isIndirect == rhs.isIndirect
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(swiftType))
        hasher.combine(isIndirect)
    }
}

/// The per-type work, reached through an existential so that stored `ABIType`s stay untyped.
package protocol ABIOperations: Sendable {
    /// Reads a copy of the value whose storage is `pointer` (the value itself, not its address).
    func load(from pointer: UnsafeRawPointer) -> Any
    /// Initializes uninitialized storage at `pointer` with `value`; false if it has another type.
    func initialize(_ pointer: UnsafeMutableRawPointer, with value: Any?) -> Bool
    /// Destroys the value at `pointer`, leaving the storage uninitialized.
    func deinitialize(_ pointer: UnsafeMutableRawPointer)
    /// Whether `value` (an `Any`) holds this type; `T?` also accepts a `T` or nil.
    func accepts(_ value: Any?) -> Bool
    var size: Int { get }
    var alignment: Int { get }
    /// Whether copying and destroying the value is copying and forgetting its bytes.
    var isTrivial: Bool { get }
}

struct TypedABIOperations<T>: ABIOperations {
    func load(from pointer: UnsafeRawPointer) -> Any {
        pointer.assumingMemoryBound(to: T.self).pointee
    }

    func initialize(_ pointer: UnsafeMutableRawPointer, with value: Any?) -> Bool {
        guard let typed = Self.cast(value) else { return false }
        pointer.assumingMemoryBound(to: T.self).initialize(to: typed)
        return true
    }

    func deinitialize(_ pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: T.self).deinitialize(count: 1)
    }

    func accepts(_ value: Any?) -> Bool {
        Self.cast(value) != nil
    }

    /// `value as? T`, where nil becomes `T`'s nil if `T` is an optional.
    static func cast(_ value: Any?) -> T? {
        guard let value else { return Optional<Any>.none as? T }
        return value as? T
    }

    var size: Int { MemoryLayout<T>.size }
    var alignment: Int { MemoryLayout<T>.alignment }
    var isTrivial: Bool { _isPOD(T.self) }
}
