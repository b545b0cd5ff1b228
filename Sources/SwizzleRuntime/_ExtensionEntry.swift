import SwizzleCore
import SwizzleLayers
import Synchronization

/// The entry of a generic method of a `@SwizzlableExtension` extension, as its dispatch reads it.
///
/// A method of an extension keeps its selector slot and record slot in a local enum of its body;
/// a generic method cannot (a generic function's local types can hold no static storage), so a
/// non-generic class method of the extension keeps them and returns what they hold now. The
/// generated dispatch reads `entry.slot` and `entry.record` as it reads the slots themselves.
@frozen
public struct _ExtensionEntry {
    /// What the selector slot holds: the selector, the default implementation and the class that
    /// registered it.
    @frozen
    public struct Slot {
        public let selector: Selector
        @usableFromInline let defaultImplementation: UInt
        @usableFromInline let registeringClass: RuntimeClass?

        @usableFromInline
        init(selector: Selector, defaultImplementation: UInt, registeringClass: RuntimeClass?) {
            self.selector = selector
            self.defaultImplementation = defaultImplementation
            self.registeringClass = registeringClass
        }

        /// Whether `implementation`, found in the table, is the default one (see ``_SelectorSlot``).
        @inlinable @inline(__always)
        public func isDefault<F>(_ implementation: F) -> Bool {
            address(of: implementation) == defaultImplementation
        }

        /// As ``_SelectorSlot/isUnreplaced(for:)``: whether the dispatch may run its body
        /// without the lookup.
        @inlinable @inline(__always)
        public func isUnreplaced(for receiver: UnsafeRawPointer) -> Bool {
            guard let registeringClass else { return false }
            return registeringClass.isUnchanged(for: receiver)
        }
    }

    /// What the record slot holds: the class's record, once it has registered.
    @frozen
    public struct Record {
        @usableFromInline let cached: RuntimeClass?

        @usableFromInline
        init(cached: RuntimeClass?) {
            self.cached = cached
        }

        /// As ``_ClassRecordSlot/runtimeClass(of:declaredIn:)``.
        @inlinable @inline(__always)
        public func runtimeClass<Object: Swizzlable>(of object: Object, declaredIn declaringClass: AnyObject.Type) -> RuntimeClass {
            _ClassRecordSlot.runtimeClass(of: object, declaredIn: declaringClass, cached: cached)
        }

        /// As ``_ClassRecordSlot/runtimeClass(ofClass:declaredIn:)``.
        @inlinable @inline(__always)
        public func runtimeClass<Class: Swizzlable>(ofClass type: Class.Type, declaredIn declaringClass: AnyObject.Type) -> RuntimeClass {
            _ClassRecordSlot.runtimeClass(ofClass: type, declaredIn: declaringClass, cached: cached)
        }
    }

    public let slot: Slot
    public let record: Record

    /// What `slot` and `record` hold now.
    @inlinable
    public init(slot: borrowing _SelectorSlot, record: borrowing _ClassRecordSlot) {
        self.slot = Slot(selector: slot.selector, defaultImplementation: slot.defaultImplementation.load(ordering: .relaxed),
                         registeringClass: slot.defaultRegisteredBy)
        self.record = Record(cached: record.cached)
    }
}

extension _SwizzleMacroSupport {
    /// As ``implementation(of:for:declaredIn:record:as:)``, for a generic method of an extension.
    @inlinable @inline(__always)
    public static func implementation<Object: Swizzlable, F>(
        of selector: Selector, for object: Object, declaredIn declaringClass: AnyObject.Type,
        record: _ExtensionEntry.Record, as type: F.Type
    ) -> F {
        let runtimeClass = record.runtimeClass(of: object, declaredIn: declaringClass)
        return unsafeBitCast(runtimeClass.implementation(of: selector, .instance, forReceiver: object.receiverPointer), to: F.self)
    }

    /// As ``replacement(of:for:declaredIn:record:as:)``, for a generic method of an extension.
    @inlinable @inline(__always)
    public static func replacement<Object: Swizzlable, F>(
        of slot: _ExtensionEntry.Slot, for object: Object, declaredIn declaringClass: AnyObject.Type,
        record: _ExtensionEntry.Record, as type: F.Type
    ) -> F? {
        if slot.isUnreplaced(for: object.receiverPointer) { return nil }
        let found = implementation(of: slot.selector, for: object, declaredIn: declaringClass, record: record, as: F.self)
        return slot.isDefault(found) ? nil : found
    }

    /// As ``classReplacement(of:in:record:as:)``, for a generic class method of an extension.
    @inlinable @inline(__always)
    public static func classReplacement<F>(
        of slot: _ExtensionEntry.Slot, in runtimeClass: RuntimeClass, record: _ExtensionEntry.Record, as type: F.Type
    ) -> F? {
        if slot.isUnreplaced(for: UnsafeRawPointer(runtimeClass.record)) { return nil }
        let found = classImplementation(of: slot.selector, in: runtimeClass, as: F.self)
        return slot.isDefault(found) ? nil : found
    }

    /// As ``runtimeClass(of:declaredIn:record:)``, for a generic class method of an extension.
    @inlinable @inline(__always)
    public static func runtimeClass<Class: Swizzlable>(
        of type: Class.Type, declaredIn declaringClass: AnyObject.Type, record: _ExtensionEntry.Record
    ) -> RuntimeClass {
        record.runtimeClass(ofClass: type, declaredIn: declaringClass)
    }
}
