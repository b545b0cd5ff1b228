import SwizzleCore
@_spi(Internals) import SwizzleLayers

/// A spy's layer on one method: the subject's calls are answered as the spy says (a stub, the
/// real method, a default) and recorded; other receivers' pass straight on.
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

    override func enter(words: UnsafeMutableRawPointer, count: Int, result: UnsafeMutablePointer<UInt64>,
                        through layer: Layer) -> LayerPass? {
        guard takesWords else { return nil }
        return core.enterRecording(words: words, result: result, layer, method: method)
    }

    override func leave(words: UnsafeMutableRawPointer, count: Int, result: UInt64, through layer: Layer, token: UInt64) {
        core.leaveRecording(words: words, result: result, method: method, token: token)
    }
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
}
