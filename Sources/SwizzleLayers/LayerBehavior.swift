public import SwizzleCore
public import CSwizzleRuntime

/// What a layer does with the calls that reach it: a spy's recording, a construction handed to
/// a mock, a replacement a user wrote. One named object per layer, kept by the layer; each kind
/// is a subclass that overrides the halves it needs.
///
/// A call is taken in two halves, so that whoever passes it on calls the layer below itself:
/// ``enter(_:through:)`` answers the call or says where it goes on; the caller (the layer's
/// generic implementation, or a typed entry point with the method's own C types) calls that
/// implementation, then ``leave(_:through:token:)`` when the pass asks for it. While the real
/// body runs, no frame of the layer is on the stack: a backtrace from it reads the method, its
/// entry point and its default implementation.
///
/// A class rather than a protocol: every call reaches the behavior through an unretained
/// reference (the closure the call entered keeps it alive), and an `Unmanaged` class reference
/// is called without a retain and a release, where an existential loaded from an unretained
/// field is retained for the call (about 80 instructions of a spied call's, callgrind).
/// `@unchecked Sendable` (restated by each kind, as Swift asks): the base holds nothing, and every
/// kind holds only constants (a user replacement's closure is the user's, called as written). SPI and
/// `open` only because the kinds are subclassed in the modules above (spies, mocks); no user
/// sees it.
@_spi(Internals)
open class LayerBehavior: @unchecked Sendable {
    public init() {}

    /// Answers the call in `frame` (its result or error written there), or names the
    /// implementation it goes on to. The base passes every call on.
    open func enter(_ frame: CallFrame, through layer: Layer) -> LayerPass {
        .passOn(to: layer.implementationBelow())
    }

    /// The call passed on by ``enter(_:through:)`` has returned: its result or error is in
    /// `frame`. Called only for a pass made with `thenLeave`, with its `token`.
    open func leave(_ frame: CallFrame, through layer: Layer, token: UInt64) {}

    /// The first half of a call that came in through a typed entry point, taken from the call's
    /// words (the receiver, the selector, then each C argument zero-extended to a word) without
    /// a frame; nil when this layer needs the frame for this call, which the entry then builds.
    /// A layer that answers the call here writes its result word (zero-extended) to `result`.
    /// A layer whose calls are all scalars it keeps as words (a spy's recording, a stub matched
    /// on words) answers here, so the usual spied or stubbed call builds no frame.
    open func enter(words: UnsafeMutableRawPointer, count: Int, result: UnsafeMutablePointer<UInt64>,
                    through layer: Layer) -> LayerPass? { nil }

    /// The second half of a call ``enter(words:count:through:)`` passed on with `thenLeave`:
    /// the call below returned `result` (zero-extended; 0 for `Void`).
    open func leave(words: UnsafeMutableRawPointer, count: Int, result: UInt64, through layer: Layer, token: UInt64) {}

    /// A layer above this one on the call's way answered `frame` itself (a stub of another spy
    /// on the same method), so the call never reached this layer: a spy's layer records it
    /// anyway. Called only for a layer installed as observing
    /// (``SwizzleRegistry/installLayer(_:on:location:observesAnsweredCalls:)``).
    open func observeAnswered(_ frame: CallFrame, through layer: Layer) {}
}

/// What ``LayerBehavior/enter(_:through:)`` decided for one call.
@_spi(Internals)
public struct LayerPass {
    /// The implementation the call goes on to; nil when the layer answered it.
    @usableFromInline package let below: SKIMP?
    /// Whether the layer's ``LayerBehavior/leave(_:through:token:)`` runs once `below` returns.
    @usableFromInline package let leaves: Bool
    /// The layer's own note for its `leave` (a spy's: the call's place in the order of calls).
    @usableFromInline package let token: UInt64

    // Transparent, these three: every layer makes a pass on every call, and a debug build (what
    // `swift test` runs) would call them, and the default arguments' functions too. Usable from
    // inline code, or other modules would call them even optimized (as for `package` code).
    @_transparent @usableFromInline
    package init(below: SKIMP?, leaves: Bool, token: UInt64) {
        self.below = below
        self.leaves = leaves
        self.token = token
    }

    /// The layer answered the call itself.
    @_transparent @usableFromInline
    package static var answered: LayerPass { LayerPass(below: nil, leaves: false, token: 0) }

    /// The call goes on to `below`; with `thenLeave`, the layer's `leave` gets `token` afterwards.
    @_transparent @usableFromInline
    package static func passOn(to below: SKIMP, thenLeave: Bool = false, token: UInt64 = 0) -> LayerPass {
        LayerPass(below: below, leaves: thenLeave, token: token)
    }
}

extension Layer {
    /// A call through the layer's libffi closure: both halves, with the call below made from
    /// the frame.
    func handle(_ frame: CallFrame) {
        let pass = enter(frame)
        guard let below = pass.below else { return }
        frame.forward(to: below)
        if pass.leaves { behaviorOnCall?._withUnsafeGuaranteedRef { $0.leave(frame, through: self, token: pass.token) } }
    }

    /// The first half of a call, whichever way it came in. A call already on its way into a
    /// removed layer (a thread that looked it up just before, or code that replaced the entry
    /// and keeps this layer as its original) passes through instead of being taken again.
    @inline(__always)
    func enter(_ frame: CallFrame) -> LayerPass {
        guard isActive, let behavior = behaviorOnCall else { return .passOn(to: implementationBelow()) }
        return behavior._withUnsafeGuaranteedRef { $0.enter(frame, through: self) }
    }

    /// The same from a typed entry point's words; nil when the behavior needs a frame.
    @inline(__always)
    func enter(words: UnsafeMutableRawPointer, count: Int, result: UnsafeMutablePointer<UInt64>) -> LayerPass? {
        guard isActive, let behavior = behaviorOnCall else { return .passOn(to: implementationBelow()) }
        return behavior._withUnsafeGuaranteedRef { $0.enter(words: words, count: count, result: result, through: self) }
    }
}
