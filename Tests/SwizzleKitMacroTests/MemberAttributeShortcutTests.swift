@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftParser
import SwiftSyntax
@testable import SwizzleKitMacros
import Testing
import TestThreads
import XCTest

/// The member-attribute requests of a class, as the compiler sends them, and the plugin's two ways
/// of answering them: swift-syntax's handler, and the connection's shortcut once the class is known
/// (`MemberAttributeShortcut`).
enum MemberAttributeRequests {
    /// A class with members that get an attribute and members that get none, whose source JSON
    /// has to escape (quotes, a backslash, a tab, a newline in a literal, text beyond ASCII).
    static let kennel = #"""
        @Swizzlable
        class Kennel {
            var name = "Rex"
            init() {}
            func greet(_ dog: String) -> String { "Hello, \"\(dog)\"\t\\ 狗 🐕" }
            /// Counts.
            func count(in room: Int) -> Int { room * 2 }
            @NotSwizzled func plain() -> String { "plain" }
            static func open() -> Bool { true }
        }
        """#

    static var location: PluginMessage.SourceLocation {
        PluginMessage.SourceLocation(fileID: "Dogs/Kennel.swift", fileName: "/tmp/Kennel.swift",
                                     offset: 0, line: 1, column: 1)
    }

    /// The class's members' texts, as the compiler sends each one.
    static func members(of source: String) -> [String] {
        let file = Parser.parse(source: source)
        guard let kennel = file.statements.first?.item.as(ClassDeclSyntax.self) else { return [] }
        return kennel.memberBlock.members.map(\.decl.description)
    }

    /// The request about `member` of `parent`, with a build configuration whose features come in
    /// the order `features` gives (the compiler's order changes from request to request).
    static func request(_ member: String, of parent: String = kennel, attribute: String = "@Swizzlable",
                        discriminator: Int, features: [String] = ["A", "B"]) throws -> [UInt8] {
        let configuration = #"{"customConditions":["DEBUG"],"features":[\#(features.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        return try JSON.encode(HostToPluginMessage.expandAttachedMacro(
            macro: .init(moduleName: "SwizzleKitMacros", typeName: "SwizzlableMacro", name: "Swizzlable"),
            macroRole: .memberAttribute, discriminator: "$s4Dogs6KennelC10SwizzlablefMA\(discriminator)_",
            attributeSyntax: .init(kind: .attribute, source: attribute, location: location),
            declSyntax: .init(kind: .declaration, source: member, location: location),
            parentDeclSyntax: .init(kind: .declaration, source: parent, location: location),
            extendedTypeSyntax: nil, conformanceListSyntax: nil,
            lexicalContext: [.init(kind: .declaration, source: "class Kennel {}", location: location)],
            staticBuildConfiguration: configuration
        ))
    }

    /// A handler as the plugin runs it, told the host reads expansions as today's compilers do.
    static func handler() -> PluginProviderMessageHandler<MacroProvider> {
        let handler = PluginProviderMessageHandler(provider: MacroProvider(macros: SwizzleKitMacrosPlugin().providingMacros))
        _ = handler.handleMessage(.getCapability(capability: .init(protocolVersion: 7)))
        return handler
    }

    /// The bytes swift-syntax's handler answers `request` with.
    static func usualAnswer(_ request: [UInt8], by handler: PluginProviderMessageHandler<MacroProvider>) throws -> [UInt8]? {
        let message = try request.withUnsafeBufferPointer { try JSON.decode(HostToPluginMessage.self, from: $0) }
        return ExpansionAnswer.json(for: handler.handleMessage(message))
    }

    static func shortcutRequest(_ request: [UInt8]) -> MemberAttributeShortcut.Request? {
        request.withUnsafeBytes { RequestJSON.AttachedExpansion(message: $0).flatMap(MemberAttributeShortcut.request(in:)) }
    }

    /// Answers the first request of `members` the usual way, as the connection does, so that the
    /// shortcut learns the class; returns the shortcut's answers to the others, with the usual ones.
    static func answers(to members: [String], of parent: String = kennel) throws
        -> [(member: String, shortcut: [UInt8]?, usual: [UInt8]?)] {
        let handler = handler()
        var answers: [(member: String, shortcut: [UInt8]?, usual: [UInt8]?)] = []
        for (index, member) in members.enumerated() {
            let request = try request(member, of: parent, discriminator: index, features: index.isMultiple(of: 2) ? ["A", "B"] : ["B", "A"])
            guard let shortcutRequest = shortcutRequest(request) else { return [] }
            let usual = try usualAnswer(request, by: handler)
            if index == 0 {
                // Unknown yet: answered the usual way, and learned from.
                guard MemberAttributeShortcut.answer(shortcutRequest) == nil else { return [] }
                MemberAttributeShortcut.answered(with: usual)
                continue
            }
            answers.append((member, MemberAttributeShortcut.answer(shortcutRequest), usual))
        }
        return answers
    }
}

/// The shortcut's state is the plugin process's: these tests take turns.
@Suite(.serialized, .onItsOwnThreads) struct MemberAttributeShortcutTests {
    @Test func answersEveryOtherMemberAsSwiftSyntaxDoes() throws {
        let members = MemberAttributeRequests.members(of: MemberAttributeRequests.kennel)
        #expect(members.count == 6)
        let answers = try MemberAttributeRequests.answers(to: members)
        #expect(answers.count == members.count - 1)
        for answer in answers {
            #expect(answer.shortcut != nil, "not answered: \(answer.member)")
            #expect(answer.shortcut == answer.usual, "\(answer.member)")
        }
        // Members that get an attribute and members that get none were both answered.
        let sources = answers.compactMap { $0.shortcut.map { String(decoding: $0, as: UTF8.self) } }
        #expect(sources.contains { $0.contains("_SwizzlableDispatch") })
        #expect(sources.contains { $0.contains(#""expandedSource":"""#) })
    }

    @Test func anotherClassOrAttributeIsAnsweredTheUsualWay() throws {
        let members = MemberAttributeRequests.members(of: MemberAttributeRequests.kennel)
        _ = try MemberAttributeRequests.answers(to: members)
        let renamed = MemberAttributeRequests.kennel.replacing("class Kennel", with: "class Shelter")
        let flagged = try MemberAttributeRequests.request(members[2], attribute: #"@Swizzlable(behindPreprocessorFlag: "TESTING")"#,
                                                          discriminator: 7)
        for request in [try MemberAttributeRequests.request(members[2], of: renamed, discriminator: 8), flagged] {
            let shortcutRequest = try #require(MemberAttributeRequests.shortcutRequest(request))
            #expect(MemberAttributeShortcut.answer(shortcutRequest) == nil)
            MemberAttributeShortcut.answered(with: nil)  // answered the usual way, with nothing learned
        }
    }

    @Test func readsOnlyMemberAttributeRequestsItCanParse() throws {
        let member = MemberAttributeRequests.members(of: MemberAttributeRequests.kennel)[2]
        let request = try MemberAttributeRequests.request(member, discriminator: 0)
        #expect(MemberAttributeRequests.shortcutRequest(request) != nil)
        // Another role, another message, a request cut short: each goes the usual way.
        let memberRole = String(decoding: request, as: UTF8.self).replacing(#""macroRole":"memberAttribute""#, with: #""macroRole":"member""#)
        #expect(MemberAttributeRequests.shortcutRequest(Array(memberRole.utf8)) == nil)
        #expect(MemberAttributeRequests.shortcutRequest(Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8)) == nil)
        for cut in [request.count / 3, request.count / 2, request.count - 2] {
            #expect(MemberAttributeRequests.shortcutRequest(Array(request[..<cut]) + Array("}".utf8)) == nil, "cut at \(cut)")
        }
    }
}

/// The same answers, checked under XCTest.
final class MemberAttributeShortcutXCTests: XCTestCase {
    func testAnswersEveryOtherMemberAsSwiftSyntaxDoes() throws {
        // Its own class, so that it does not share the shortcut's state with the suite above.
        let source = MemberAttributeRequests.kennel.replacing("class Kennel", with: "class Pound")
        let members = MemberAttributeRequests.members(of: source)
        let answers = try MemberAttributeRequests.answers(to: members, of: source)
        XCTAssertEqual(answers.count, members.count - 1)
        for answer in answers {
            XCTAssertNotNil(answer.shortcut, answer.member)
            XCTAssertEqual(answer.shortcut, answer.usual, answer.member)
        }
    }
}
