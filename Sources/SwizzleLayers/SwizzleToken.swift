import SwizzleCore

/// An installed replacement. Restore it with ``restore()`` (once); layers on the same method
/// may be restored in any order.
public final class SwizzleToken: @unchecked Sendable, CustomStringConvertible {
    package let layer: Layer
    /// Keeps an object whose override this is alive, so its address is never reused meanwhile.
    private let anchor: AnyObject?

    init(layer: Layer, anchor: AnyObject?) {
        self.layer = layer
        self.anchor = anchor
    }

    /// Whether the replacement is still installed.
    public var isActive: Bool { layer.isActive }

    /// Where it was installed.
    public var location: SourceLocation { layer.location }

    /// Removes the replacement. Layers above and below it keep working; the original is back
    /// once the last layer on the method is gone.
    /// - Throws: ``SwizzleError/alreadyRestored(_:)`` the second time;
    ///   ``SwizzleError/tampered(_:)`` if code outside SwizzleKit replaced the entry meanwhile
    ///   (the layer is removed, and passes calls through from then on).
    public func restore() throws(SwizzleError) {
        try SwizzleRegistry.shared.restore(layer)
    }

    public var description: String { "swizzle of \(layer.target) installed at \(layer.location)" }

    /// What ``Swizzle/activeLayers`` reports for one layer.
    public struct Info: Sendable, CustomStringConvertible {
        /// `-[Class selector]`, or with " on object 0x…" for a per-object layer.
        public let entry: String
        /// Where the layer was installed (the spy, mock or `Swizzle.install` call).
        public let location: SourceLocation
        /// The name of the test (its scope) it was installed in, if any.
        public let scope: String?

        init(_ layer: Layer) {
            entry = layer.target.description
            location = layer.location
            scope = layer.owner?.name
        }

        public var description: String { "\(entry) installed at \(location)" }
    }
}
