/// The receiver of a log's calls, held as one reference: an object (a spy's usual subject) as
/// itself, anything else (a class, for its class methods; a mocked class's record) in a box.
///
/// Not `Any`: a log's receiver as `Any` was copied and destroyed through its type's value
/// witnesses, three copies and a destruction with every spy (about 400 instructions a test with
/// a spy, `per test` benchmark); a reference is retained and released.
package struct LogReceiver: @unchecked Sendable {
    private let reference: AnyObject

    /// An object, held as itself.
    package init(object: AnyObject) { reference = object }

    /// The object whose reference is `bits` (its caller holds it meanwhile), held as itself.
    init(objectAt bits: UInt) {
        reference = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    /// Anything: a class's object as itself (found without the bridging cast `as AnyObject`
    /// would make), anything else boxed.
    package init(_ value: Any) {
        if type(of: value) is AnyClass {
            self.init(objectAt: referenceBits(of: value))
        } else {
            self.init(object: Box(value))
        }
    }

    /// The receiver, as the calls recorded name it.
    var value: Any {
        if let box = reference as? Box { return box.value }
        return reference
    }

    private final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
}
