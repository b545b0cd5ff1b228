@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
@_spi(ExperimentalLanguageFeatures) import SwiftIfConfig
@testable import SwizzleKitMacros
import Testing
import TestThreads
import XCTest

/// Requests as the compiler writes them, and what the plugin's connection makes of them before
/// swift-syntax decodes them (`BuildConfigurationTrimmer`).
enum CompilerRequests {
    /// A configuration like the compiler's: Swift 6, `DEBUG`, Linux, two attributes, a language
    /// feature and two features the parser knows.
    static var configuration: StaticBuildConfiguration {
        StaticBuildConfiguration(
            customConditions: ["DEBUG"], features: ["StrictConcurrency", "TrailingComma", "DoExpressions"],
            attributes: ["available", "c"], targetOSs: ["Linux"], targetArchitectures: ["x86_64"],
            targetRuntimes: ["_Native"], targetObjectFileFormats: ["ELF"], targetAtomicBitWidths: [64],
            languageVersion: VersionTuple(6), compilerVersion: VersionTuple(6, 3, 1)
        )
    }

    /// A class as a user writes it, whose source holds the configuration's key words too (in a
    /// raw string, so they reach the JSON with their quotes escaped once, as in the configuration).
    static let orderStore = #"""
        @Swizzlable
        class OrderStore {
            let template = #"{"attributes":["x"],"features":["y"]}"#
            func save(_ order: String) -> Bool { true }
        }
        """#

    /// The member-role request for `orderStore`, encoded as the compiler sends it.
    static func memberRequest(configuration: String?) throws -> [UInt8] {
        let location = PluginMessage.SourceLocation(fileID: "Models/Store.swift", fileName: "/tmp/Store.swift",
                                                    offset: 0, line: 1, column: 1)
        let message = HostToPluginMessage.expandAttachedMacro(
            macro: .init(moduleName: "SwizzleKitMacros", typeName: "SwizzlableMacro", name: "Swizzlable"),
            macroRole: .member, discriminator: "$s6Models10OrderStoreC10SwizzlablefMm_",
            attributeSyntax: .init(kind: .attribute, source: "@Swizzlable", location: location),
            declSyntax: .init(kind: .declaration, source: orderStore, location: location),
            parentDeclSyntax: nil, extendedTypeSyntax: nil, conformanceListSyntax: nil, lexicalContext: [],
            staticBuildConfiguration: configuration
        )
        return try JSON.encode(message)
    }

    static var configurationJSON: String {
        get throws { String(decoding: try JSON.encode(configuration), as: UTF8.self) }
    }

    static func trimmed(_ request: [UInt8]) -> [UInt8]? {
        request.withUnsafeBytes { BuildConfigurationTrimmer.trimmed($0) }
    }

    static func decode(_ request: [UInt8]) throws -> HostToPluginMessage {
        try request.withUnsafeBufferPointer { try JSON.decode(HostToPluginMessage.self, from: $0) }
    }

    /// The configuration and the class's source the request carries, decoded.
    static func contents(of request: [UInt8]) throws -> (configuration: StaticBuildConfiguration, source: String)? {
        guard case .expandAttachedMacro(_, _, _, _, let decl, _, _, _, _, let text?) = try decode(request) else { return nil }
        let configuration = try Array(text.utf8).withUnsafeBufferPointer {
            try JSON.decode(StaticBuildConfiguration.self, from: $0)
        }
        return (configuration, decl.source)
    }

    /// What the plugin answers `request` with, as the bytes it would send.
    static func answer(to request: [UInt8]) throws -> String {
        let handler = PluginProviderMessageHandler(provider: MacroProvider(macros: SwizzleKitMacrosPlugin().providingMacros))
        return String(decoding: try JSON.encode(handler.handleMessage(try decode(request))), as: UTF8.self)
    }
}

@Suite(.onItsOwnThreads) struct BuildConfigurationTrimmerTests {
    @Test func keepsWhatParsingUsesAndDropsTheRest() throws {
        let request = try CompilerRequests.memberRequest(configuration: try CompilerRequests.configurationJSON)
        let trimmed = try #require(CompilerRequests.trimmed(request))
        #expect(trimmed.count < request.count)
        let (configuration, source) = try #require(try CompilerRequests.contents(of: trimmed))
        let sent = CompilerRequests.configuration
        #expect(configuration.attributes.isEmpty)
        #expect(configuration.features == ["TrailingComma", "DoExpressions"])
        #expect(configuration.parserSwiftVersion == sent.parserSwiftVersion)
        #expect(configuration.experimentalFeatures == sent.experimentalFeatures)
        #expect(configuration.customConditions == sent.customConditions)
        #expect(configuration.languageMode == sent.languageMode)
        #expect(configuration.compilerVersion == sent.compilerVersion)
        #expect(configuration.targetOSs == sent.targetOSs)
        #expect(configuration.targetAtomicBitWidths == sent.targetAtomicBitWidths)
        // The same words in the user's source are the user's, and stay.
        #expect(source == CompilerRequests.orderStore)
    }

    @Test func theMacroWritesTheSameForTheTrimmedRequest() throws {
        let request = try CompilerRequests.memberRequest(configuration: try CompilerRequests.configurationJSON)
        let trimmed = try #require(CompilerRequests.trimmed(request))
        let answer = try CompilerRequests.answer(to: request)
        #expect(answer.contains("__SwizzleTable"))
        #expect(try CompilerRequests.answer(to: trimmed) == answer)
    }

    @Test func leavesARequestItCannotReadAsSent() throws {
        // No configuration at all (a compiler before 6.2, or a message of another kind).
        #expect(CompilerRequests.trimmed(try CompilerRequests.memberRequest(configuration: nil)) == nil)
        #expect(CompilerRequests.trimmed(Array(#"{"getCapability":{"capability":{"protocolVersion":8}}}"#.utf8)) == nil)
        // A feature whose name is not a plain name, a configuration without the lists, a string
        // that never ends: each is handed to swift-syntax unchanged, to decode or to reject.
        let unusual = try CompilerRequests.configurationJSON.replacing(#""DoExpressions""#, with: #""Do\\Expressions""#)
        #expect(CompilerRequests.trimmed(try CompilerRequests.memberRequest(configuration: unusual)) == nil)
        #expect(CompilerRequests.trimmed(try CompilerRequests.memberRequest(configuration: #"{"languageMode":[6]}"#)) == nil)
        for features in [#"[1]"#, #"[""]"#, #"["A",]"#, #"["A",1]"#] {
            let configuration = #"{"attributes":["c"],"features":\#(features)}"#
            #expect(CompilerRequests.trimmed(try CompilerRequests.memberRequest(configuration: configuration)) == nil, "\(features)")
        }
        let cut = Array(#"{"expandAttachedMacro":{"staticBuildConfiguration":"{\"attributes\":[\"c\"],\"features\":["#.utf8)
        #expect(CompilerRequests.trimmed(cut) == nil)
    }
}

/// The same checks for XCTest.
final class BuildConfigurationTrimmerXCTests: XCTestCase {
    func testTheMacroWritesTheSameForTheTrimmedRequest() throws {
        let request = try CompilerRequests.memberRequest(configuration: try CompilerRequests.configurationJSON)
        let trimmed = try XCTUnwrap(CompilerRequests.trimmed(request))
        let contents = try XCTUnwrap(try CompilerRequests.contents(of: trimmed))
        XCTAssertEqual(contents.configuration.features, ["TrailingComma", "DoExpressions"])
        XCTAssertEqual(contents.configuration.attributes, [])
        XCTAssertEqual(contents.configuration.customConditions, ["DEBUG"])
        XCTAssertEqual(contents.source, CompilerRequests.orderStore)
        XCTAssertEqual(try CompilerRequests.answer(to: trimmed), try CompilerRequests.answer(to: request))
    }

    func testLeavesARequestWithoutAConfigurationAsSent() throws {
        XCTAssertNil(CompilerRequests.trimmed(try CompilerRequests.memberRequest(configuration: nil)))
    }
}
