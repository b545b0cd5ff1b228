// A spy on real methods of Yams's `Parser` and `Emitter`, annotated mechanically by
// scripts/check-real-code.sh (copied into its wrapper package's RealCodeSpyTests target).
import SwizzleKit
import Testing
import Yams

@Suite struct YamsSpyTests {
    @Test func parserSingleRootIsRecordedAndStillParses() throws {
        let parser = try Parser(yaml: "answer: 42\n")
        let spy = try DirectInvocationSpy(on: parser, spying: \.singleRoot)
        let node = try spy.spy { try parser.singleRoot() }
        #expect(node?["answer"]?.int == 42)
        #expect(spy.didCall("singleRoot()").success)
        #expect(spy.verify(\.singleRoot).check(.once).success)
    }

    @Test func emitterSerializeIsRecordedAndStillEmits() throws {
        let emitter = Emitter()
        let spy = try DirectInvocationSpy(on: emitter, spying: \.open, \.serialize, \.close)
        try spy.spy {
            try emitter.open()
            try emitter.serialize(node: "value")
            try emitter.close()
        }
        #expect(String(decoding: emitter.data, as: UTF8.self).contains("value"))
        #expect(spy.didCall("serialize(node:)").success)
        #expect(spy.verify(\.open).check(.once).success)
        #expect(spy.verify(\.close).check(.once).success)
    }
}
