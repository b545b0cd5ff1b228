@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
@testable import SwizzleKitMacros
import Testing
import TestThreads
import XCTest

/// The plugin writes an expansion's answer itself (`ExpansionAnswer`); the compiler must read the
/// same message from it that swift-syntax's coder writes.
enum ExpansionAnswers {
    /// Sources with everything JSON escapes, and what it does not.
    static let sources = [
        "",
        "func bark() -> String { \"woof\" }",
        "let path = \"C:\\\\dogs\"\n\tlet tab = 1\r\n",
        "control \u{1} \u{8} \u{c} \u{1f} and \u{7f}",
        "é, ß, 狗 and 🐕 as UTF-8",
        "a NUL \u{0} in the middle",
        String(repeating: "x", count: 5_000) + "\"",
    ]

    static func answer(_ source: String?, diagnostics: [PluginMessage.Diagnostic] = []) -> PluginToHostMessage {
        .expandMacroResult(expandedSource: source, diagnostics: diagnostics)
    }

    /// The source the compiler reads back from `json`.
    static func source(in json: [UInt8]) throws -> String? {
        let message = try json.withUnsafeBufferPointer { try JSON.decode(PluginToHostMessage.self, from: $0) }
        guard case .expandMacroResult(let source, let diagnostics) = message, diagnostics.isEmpty else { return nil }
        return source
    }
}

@Suite(.onItsOwnThreads) struct ExpansionAnswerTests {
    @Test(arguments: ExpansionAnswers.sources)
    func readsBackAsSwiftSyntaxWritesIt(_ source: String) throws {
        let json = try #require(ExpansionAnswer.json(for: ExpansionAnswers.answer(source)))
        // The compiler's JSON reader takes no control character inside a string unescaped.
        #expect(!json.contains { $0 < 0x20 })
        #expect(try ExpansionAnswers.source(in: json) == source)
        #expect(try ExpansionAnswers.source(in: json) == ExpansionAnswers.source(in: JSON.encode(ExpansionAnswers.answer(source))))
    }

    @Test func leavesOtherAnswersToSwiftSyntax() {
        let diagnostic = PluginMessage.Diagnostic(
            message: "not dispatched", severity: .warning,
            position: .init(fileName: "Store.swift", offset: 0), highlights: [], notes: [], fixIts: []
        )
        #expect(ExpansionAnswer.json(for: ExpansionAnswers.answer("func f() {}", diagnostics: [diagnostic])) == nil)
        #expect(ExpansionAnswer.json(for: ExpansionAnswers.answer(nil)) == nil)
        #expect(ExpansionAnswer.json(for: .getCapabilityResult(capability: .init(protocolVersion: 7, features: []))) == nil)
    }
}

/// The same for XCTest.
final class ExpansionAnswerXCTests: XCTestCase {
    func testEachSourceReadsBackAsWritten() throws {
        for source in ExpansionAnswers.sources {
            let json = try XCTUnwrap(ExpansionAnswer.json(for: ExpansionAnswers.answer(source)))
            XCTAssertFalse(json.contains { $0 < 0x20 }, "a control character left unescaped")
            XCTAssertEqual(try ExpansionAnswers.source(in: json), source)
        }
    }
}
