import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// Registration of the methods of annotated extensions (`@SwizzlableExtension extension Dog: Greeter`).
///
/// An extension cannot add to its class's table, and nothing at run time connects a class to its
/// extensions; so each annotated extension leaves a record in a linker section (see
/// `SKExtensionRecord` in the C header), and the registration of every `@Swizzlable` class runs
/// the records, each of which adds its methods only to the class it extends.
extension _SwizzleMacroSupport {
    /// What an annotated extension leaves in the `swizzlekit_extensions` section: called with
    /// the Swift metatype of a class being registered and that class's `ClassRegistration`.
    public typealias ExtensionRecord = @convention(c) (_ swiftClass: UnsafeRawPointer, _ registration: UnsafeRawPointer) -> Void

    /// Runs every annotated extension's record for `type`, while it is being registered.
    static func registerExtensions(of type: AnyClass, _ registration: ClassRegistration) {
        var count = 0
        guard let records = sk_extension_records(&count), count > 0 else { return }
        let swiftClass = unsafeBitCast(type, to: UnsafeRawPointer.self)
        withUnsafePointer(to: registration) { registration in
            for record in UnsafeBufferPointer(start: records, count: count) {
                // A null entry is possible in principle (padding the linker added).
                guard let record else { continue }
                record(swiftClass, UnsafeRawPointer(registration))
            }
        }
    }

    /// The record of one method of an extension: if `registering` is `type`, adds the method to
    /// its record and fills the method's record slot (which its dispatch reads). Any other class
    /// is not this extension's.
    public static func registerExtension<Class: Swizzlable>(
        of type: Class.Type, ifRegistering registering: UnsafeRawPointer, _ registration: UnsafeRawPointer,
        record: borrowing _ClassRecordSlot, method: (ClassRegistration) throws -> Void
    ) {
        guard registering == unsafeBitCast(type, to: UnsafeRawPointer.self) else { return }
        let registration = registration.load(as: ClassRegistration.self)
        do {
            try method(registration)
        } catch {
            fatalError("SwizzleKit: @Swizzlable could not register a method of an extension of \(String(reflecting: type)): \(error)")
        }
        _ = record.fill(registration.runtimeClass)
    }

    /// The record of what an extension leaves plain: if `registering` is `type`, lists the
    /// members with why, so that a spy on one says so.
    public static func listExtensionMembers<Class: Swizzlable>(
        of type: Class.Type, ifRegistering registering: UnsafeRawPointer, _ registration: UnsafeRawPointer,
        undispatched: [(selector: String, type: MethodType, reason: String)]
    ) {
        guard registering == unsafeBitCast(type, to: UnsafeRawPointer.self) else { return }
        RuntimeMetadata.shared.addUndispatched(undispatched, of: registration.load(as: ClassRegistration.self).runtimeClass)
    }

    /// `@SwizzlableExtension` on an extension of an actor: its methods are isolated to the actor, which
    /// the extension does not say, so it cannot write their entries.
    @available(*, unavailable, message: "@SwizzlableExtension on an extension of an actor is not supported: declare these methods in the actor's body, where @Swizzlable dispatches them")
    public static func registerExtension<Class: Swizzlable & Actor>(
        of type: Class.Type, ifRegistering registering: UnsafeRawPointer, _ registration: UnsafeRawPointer,
        record: borrowing _ClassRecordSlot, method: (ClassRegistration) throws -> Void
    ) {}

    /// `@SwizzlableExtension` on an extension of a type that is not itself `@Swizzlable`.
    @available(*, unavailable, message: "@SwizzlableExtension needs the class itself marked @Swizzlable (in its declaration), so that the extension's methods have a table to join")
    public static func registerExtension<Other>(
        of type: Other.Type, ifRegistering registering: UnsafeRawPointer, _ registration: UnsafeRawPointer,
        record: borrowing _ClassRecordSlot, method: (ClassRegistration) throws -> Void
    ) {}
}
