import SwizzleCore
internal import CSwizzleRuntime

/// A typed entry point: a `@convention(c)` function `@Swizzlable` writes for each method, which
/// stands for one per-object layer on that method (a direct spy on an instance, a mock object's
/// recording layer, a global mock's construction layer) in place of the layer's libffi closure.
///
/// A libffi closure is a function of its own per layer, so it knows its layer from its user
/// data; but getting in costs libffi classifying the arguments and building their pointer array
/// on every call, several times the cost of the call itself. A typed entry is one function shared by every object, so it
/// finds its layer through the receiver: the override entry that led the call here holds that
/// layer's closure as its context (`sk_object_setOverrideWithContext`), and the entry runs the
/// closure's handler directly (`sk_closure_invoke`), with the arguments it laid out itself. As a
/// context names one closure, at most one layer of a stack is typed; other layers on the same
/// object keep their libffi closures and reach the typed one through the entry like any call.
@usableFromInline
package enum TypedEntry {
    /// Runs the call `arguments` describe (receiver, selector, then the C arguments) in the layer
    /// the receiver's override stands for, leaving its result (if any) in `result`.
    @usableFromInline
    package static func run(_ arguments: UnsafePointer<UnsafeMutableRawPointer?>, result: UnsafeMutableRawPointer?,
                    side: MethodType) {
        let receiver = arguments[0].unsafelyUnwrapped.load(as: UnsafeMutableRawPointer.self)
        let selector = arguments[1].unsafelyUnwrapped.load(as: SKSel.self)
        if let context = sk_override_readContext(receiver, side.side, selector),
           sk_closure_invoke(OpaquePointer(context), result, arguments) {
            return
        }
        callClassTable(arguments, result: result, receiver: receiver, selector: selector, side: side)
    }

    /// The override that led here is gone (its last layer was removed between the caller's
    /// lookup and now), or its closure retired long ago: the call goes to what lies under every
    /// per-object layer, the receiver's class table, as if the layers had been gone already.
    @inline(never)
    private static func callClassTable(_ arguments: UnsafePointer<UnsafeMutableRawPointer?>, result: UnsafeMutableRawPointer?,
                                       receiver: UnsafeMutableRawPointer, selector: SKSel, side: MethodType) {
        let record: SKClass
        switch side {
        case .class:
            record = receiver.assumingMemoryBound(to: sk_class.self)  // a class method's receiver is its class's record
        case .instance:
            guard let object = Unmanaged<AnyObject>.fromOpaque(receiver).takeUnretainedValue() as? any Swizzlable else {
                fatalError("SwizzleKit: a typed entry point was called on an object that is not Swizzlable")
            }
            record = object.runtimeClass.record
        }
        guard let implementation = sk_lookup(record, side.side, selector),
              let method = sk_class_findMethod(record, side.side, selector),
              let signature = sk_signature_get(sk_method_typeEncoding(method), nil)
        else {
            fatalError("SwizzleKit: \(String(cString: selector.pointee.name)) is no longer in the dispatch table")
        }
        sk_call(signature, implementation, result, arguments)
    }
}
