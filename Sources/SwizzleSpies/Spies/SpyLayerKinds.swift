import SwizzleCore
@_spi(Internals) import SwizzleLayers

/// A spy's layer on one method: the subject's calls are answered as the spy says (a stub, the
/// real method, a default) and recorded; other receivers' pass straight on.
///
/// A call from a typed entry point's words, the usual spied call, is taken here; a call in a
/// frame, by the spy's core (``SpyCore``).
final class SpyRecordingLayer: LayerBehavior, @unchecked Sendable {
    let core: SpyCore
    let method: Int
    /// Whether the method's calls can be taken from a typed entry point's words (its values are
    /// all scalars): asked on every call, so kept here rather than looked up in the core.
    private let takesWords: Bool

    init(core: SpyCore, method: Int) {
        self.core = core
        self.method = method
        takesWords = EvidenceLog.recordsFromWords(core.methods[method].signature)
        super.init()
    }

    override func enter(_ frame: CallFrame, through layer: Layer) -> LayerPass {
        core.enterRecording(frame, layer, method: method)
    }

    override func leave(_ frame: CallFrame, through layer: Layer, token: UInt64) {
        core.leaveRecording(frame, layer, method: method, token: token)
    }

    override func observeAnswered(_ frame: CallFrame, through layer: Layer) {
        core.observe(frame, layer, method: method)
    }

    /// The first half from a typed entry point's words, for a method whose values are all scalars
    /// (``EvidenceLog/recordsFromWords(_:)``): a call the usual spy passes on (no stub,
    /// forwarding) needs no frame; a spy with stubs asks them first
    /// (``SpyCore/enterStubbed(words:result:_:method:)``); nil sends the call to the frame path.
    /// Here, not in the core: in a debug build each function more on the path costs a call.
    override func enter(words: UnsafeMutableRawPointer, count: Int, result: UnsafeMutablePointer<UInt64>,
                        through layer: Layer) -> LayerPass? {
        guard takesWords else { return nil }
        guard core.passesEveryCallOn else { return core.enterStubbed(words: words, result: result, layer, method: method) }
        guard core.intercepts(receiver: words.assumingMemoryBound(to: UInt.self)[0], layer) else {
            return .passOn(to: layer.implementationBelow())
        }
        return .passOn(to: layer.implementationBelow(), thenLeave: true, token: SequenceCounter.next() << 1)
    }

    /// The second half from words: the call is recorded from its arguments' words and `result`.
    override func leave(words: UnsafeMutableRawPointer, count: Int, result: UInt64, through layer: Layer, token: UInt64) {
        core.append(words: argumentWords(words), result: result, method: method, sequence: token >> 1)
    }
}

/// A typed entry's argument words: those after the receiver's and the selector's. Transparent,
/// and outside the classes (whose methods cannot be): a debug build inlines it into the calls in
/// this file.
@_transparent
func argumentWords(_ words: UnsafeMutableRawPointer) -> UnsafeRawPointer {
    UnsafeRawPointer(words + 2 * MemoryLayout<UInt64>.stride)
}

/// With a spy method (a subclass's `super` call spied through a method of the spy's own), one of
/// the pair of layers: on the original selector, the layer that runs the spy method for the
/// subject and records the call; on the spy method's selector, the layer through which the spy
/// method reaches the original (or a stub's or default's answer).
final class SpyMethodPairLayer: LayerBehavior, @unchecked Sendable {
    enum Role {
        case callsSpyMethod
        case reachesOriginal
    }

    let core: SpyCore
    let method: Int
    let pair: LayerPair
    let role: Role

    init(core: SpyCore, method: Int, pair: LayerPair, role: Role) {
        self.core = core
        self.method = method
        self.pair = pair
        self.role = role
        super.init()
    }

    override func enter(_ frame: CallFrame, through layer: Layer) -> LayerPass {
        switch role {
        case .callsSpyMethod: core.enterSpyMethod(frame, layer, pair: pair)
        case .reachesOriginal: core.reachOriginal(frame, layer, method: method, pair: pair)
        }
    }

    override func leave(_ frame: CallFrame, through layer: Layer, token: UInt64) {
        core.finishRecording(frame, method: method, sequence: token >> 1)
    }

    /// Installed as observing only in its `.callsSpyMethod` role, on the original selector.
    override func observeAnswered(_ frame: CallFrame, through layer: Layer) {
        core.observe(frame, layer, method: method)
    }
}
