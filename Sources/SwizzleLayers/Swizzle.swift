import SwizzleCore

/// Installing replacements in the dispatch table.
///
/// Replacements on one method form a stack: the newest runs first and may reach the one below;
/// restoring any of them, in any order, leaves the rest working, and the original returns when
/// the last is restored. Calls on other threads see the old or the new implementation.
public enum Swizzle {
    /// Replaces `selector` for every instance (or, for `.class`, every call on the class) of
    /// `runtimeClass` and its subclasses that do not override it. If the class only inherits the
    /// method, an entry is added to it, so ancestors and siblings are untouched.
    /// - Throws: ``SwizzleError`` for an unknown or malformed selector or a typed replacement of
    ///   another signature; nothing is installed then.
    public static func install(_ replacement: Replacement, on runtimeClass: RuntimeClass, _ selector: Selector,
                               _ type: MethodType = .instance,
                               fileID: StaticString = #fileID, line: UInt = #line) throws(SwizzleError) -> SwizzleToken {
        try SwizzleRegistry.shared.install(replacement, on: .classMethod(runtimeClass, type, selector), anchor: nil,
                                           location: SourceLocation(fileID: fileID, line: line))
    }

    /// Replaces instance method `selector` for `object` alone; other instances are untouched.
    /// The token keeps `object` alive until it is restored.
    public static func install<Object: Swizzlable>(_ replacement: Replacement, on object: Object, _ selector: Selector,
                                                   fileID: StaticString = #fileID, line: UInt = #line) throws(SwizzleError) -> SwizzleToken {
        let target = SwizzleTarget.object(UInt(bitPattern: object.receiverPointer), object.runtimeClass, .instance, selector)
        return try SwizzleRegistry.shared.install(replacement, on: target, anchor: object,
                                                  location: SourceLocation(fileID: fileID, line: line))
    }

    /// Replaces class method `selector` for calls on `runtimeClass` itself only (not on its
    /// subclasses): a per-receiver override whose receiver is the class record.
    public static func install(_ replacement: Replacement, onClassItself runtimeClass: RuntimeClass, _ selector: Selector,
                               fileID: StaticString = #fileID, line: UInt = #line) throws(SwizzleError) -> SwizzleToken {
        let target = SwizzleTarget.object(UInt(bitPattern: runtimeClass.record), runtimeClass, .class, selector)
        return try SwizzleRegistry.shared.install(replacement, on: target, anchor: nil,
                                                  location: SourceLocation(fileID: fileID, line: line))
    }

    /// Every replacement installed now, with where it was installed.
    public static var activeLayers: [SwizzleToken.Info] { SwizzleRegistry.shared.activeLayers() }
}
