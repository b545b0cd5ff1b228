import SwizzleCore
package import CSwizzleRuntime

/// What a swizzle layer does when its method is called.
public struct Replacement {
    package enum Kind {
        case implementation(SKIMP)
        /// A layer object; `expected`, when given, is the signature it was written for.
        case layer(LayerBehavior, expected: MethodSignature?)
    }

    package let kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// A C implementation of the method's C signature. It does not reach the layer below.
    public static func implementation(_ implementation: @convention(c) () -> Void) -> Replacement {
        Replacement(kind: .implementation(implementation))
    }

    /// A generic handler for any signature: `body` reads the call through the ``CallFrame``,
    /// may call `forward()` to run the layer below with the same arguments (its result and
    /// error are then in the frame), and must leave a result in the frame.
    public static func handler(_ body: @escaping (CallFrame, _ forward: () -> Void) -> Void) -> Replacement {
        Replacement(kind: .layer(UserReplacementLayer { frame, layer in
            body(frame) { frame.forward(to: layer.implementationBelow()) }
        }, expected: nil))
    }

    /// A typed replacement for a non-throwing instance method; `original` runs the layer below.
    /// ```swift
    /// .typed { (original, calculator: Calculator, a: Int, b: Int) -> Int in original(calculator, a, b) * 10 }
    /// ```
    /// Installing it on a method of another signature throws ``SwizzleError/signatureMismatch(_:expected:actual:)``.
    public static func typed<Receiver: AnyObject, each A, R>(
        _ body: @escaping (_ original: Original<Receiver, repeat each A, R>, Receiver, repeat each A) -> R
    ) -> Replacement {
        let signature = MethodSignature(repeat (each A).self, returning: R.self)
        return Replacement(kind: .layer(UserReplacementLayer { frame, layer in
            let original = Original<Receiver, repeat each A, R>(layer: layer, selector: frame.selector, signature: signature)
            var cursor = 0
            frame.setReturnValue(body(original, frame.receiverObject(as: Receiver.self),
                                      repeat frame.nextArgument(&cursor, as: (each A).self)))
        }, expected: signature))
    }

    /// What a typed replacement calls to run the layer below it: `original(receiver, a, b)`.
    public struct Original<Receiver: AnyObject, each A, R> {
        let layer: Layer
        let selector: Selector
        let signature: MethodSignature

        /// Calls the implementation below this layer with `receiver` and `arguments`.
        public func callAsFunction(_ receiver: Receiver, _ arguments: repeat each A) -> R {
            // The signature does not throw, so neither can the call. The pack is walked here,
            // where it is a parameter (see GenericCall).
            var call = try! GenericCall(layer.implementationBelow(), signature: signature,
                                        receiver: Unmanaged.passUnretained(receiver).toOpaque(), selector: selector)
            for argument in repeat each arguments { call.append(argument) }
            return try! call.invoke(returning: R.self)
        }
    }
}

/// The layer of a replacement a user wrote (``Replacement/handler(_:)``, ``Replacement/typed(_:)``):
/// it answers every call itself, and reaches the layer below through what it was given.
final class UserReplacementLayer: LayerBehavior, @unchecked Sendable {
    private let body: (CallFrame, Layer) -> Void

    init(_ body: @escaping (CallFrame, Layer) -> Void) { self.body = body }

    override func enter(_ frame: CallFrame, through layer: Layer) -> LayerPass {
        body(frame, layer)
        return .answered
    }
}
