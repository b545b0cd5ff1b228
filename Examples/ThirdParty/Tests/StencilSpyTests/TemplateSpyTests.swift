import Stencil
import SwizzleKit
import Testing

/// Stencil is a package of the mirror, not ours: no annotation, and its code not `@inlinable`.
/// `TemplateSpies.swift`, written by `generate-spies --target Stencil --type Template`, routes
/// `Template`'s methods through the table.
@Suite struct TemplateSpyTests {
    /// `render(_ dictionary:)` calls `render(_ context:)` inside Stencil: the spy records both
    /// overloads, each under a reference named for its parameter's type.
    @Test func aCallMadeInsideStencilIsRecorded() throws {
        let template = Template(templateString: "Hello {{ name }}")
        let spy = try DirectInvocationSpy(on: template, spying: \.renderDictionaryOfStringToAnyOptional, \.renderContext)
        let text = try spy.spy { try template.render(["name": "Linux"]) }
        #expect(text == "Hello Linux")
        spy.verify(\.renderDictionaryOfStringToAnyOptional).called(.once)
        spy.verify(\.renderContext).called(.once)
        #expect(spy.calls(\.renderContext).first?.arguments["name"] as? String == "Linux")
        #expect(spy.calls(\.renderContext).first?.result == "Hello Linux")
    }

    @Test func aStubAnswersForTheSubjectOnly() throws {
        let template = Template(templateString: "{{ greeting }}"), other = Template(templateString: "{{ greeting }}")
        let spy = try DirectInvocationSpy(on: template, spying: \.renderDictionaryOfStringToAnyOptional)
        spy.stub(\.renderDictionaryOfStringToAnyOptional).andReturn("stubbed")
        let texts = try spy.spy { () throws in (try template.render(["greeting": "hi"]), try other.render(["greeting": "hi"])) }
        #expect(texts == ("stubbed", "hi"))
    }
}
