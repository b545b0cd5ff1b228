@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Foundation
import Synchronization
@testable import SwizzleKitMacros
import Testing
import TestThreads
import XCTest

/// Requests and answers for the plugin's expansion cache, and a directory of its own for each test.
enum CachedExpansions {
    /// A member-role request for `source`, with a build configuration whose lists come in the order
    /// given (the compiler's order changes from request to request).
    static func request(_ source: String = MemberAttributeRequests.kennel, conditions: [String] = ["DEBUG"],
                        features: [String] = ["A", "B", "C"], languageMode: [Int] = [6, 0],
                        attributes: [String] = ["objc", "available"], offset: Int = 0) throws -> [UInt8] {
        let location = PluginMessage.SourceLocation(fileID: "Dogs/Kennel.swift", fileName: "/tmp/Kennel.swift",
                                                    offset: offset, line: 1 + offset / 40, column: 1)
        func list(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ",") }
        let configuration = #"{"attributes":[\#(list(attributes))],"customConditions":[\#(list(conditions))],"#
            + #""features":[\#(list(features))],"languageMode":{"components":[\#(languageMode.map(String.init).joined(separator: ","))]}}"#
        return try JSON.encode(HostToPluginMessage.expandAttachedMacro(
            macro: .init(moduleName: "SwizzleKitMacros", typeName: "SwizzlableMacro", name: "Swizzlable"),
            macroRole: .member, discriminator: "$s4Dogs6KennelC10SwizzlablefMm_",
            attributeSyntax: .init(kind: .attribute, source: "@Swizzlable", location: location),
            declSyntax: .init(kind: .declaration, source: source, location: location),
            parentDeclSyntax: nil, extendedTypeSyntax: nil, conformanceListSyntax: nil,
            lexicalContext: [], staticBuildConfiguration: configuration
        ))
    }

    static func answer(_ source: String) -> [UInt8] {
        ExpansionAnswer.json(for: .expandMacroResult(expandedSource: source, diagnostics: []))!
    }

    /// A new, empty directory for a cache; removed with what is in it when `body` returns.
    static func inDirectory<T>(_ body: (String) throws -> T) rethrows -> T {
        var template = Array("/tmp/swizzlekit-cache-test-XXXXXX".utf8CString)
        let path = String(cString: mkdtemp(&template)!)
        defer { removeAll(path) }
        return try body(path)
    }

    static func removeAll(_ path: String) {
        for name in entries(path) { unlink("\(path)/\(name)") }
        unlink("\(path)/.last-sweep")
        rmdir(path)
    }

    static func entries(_ directory: String) -> [String] { ExpansionCache.entryNames(in: directory) }

    /// Looks `request` up in `cache`; on a miss, stores `answer` as the usual way's answer.
    static func lookUp(_ request: [UInt8], in cache: ExpansionCache, answering answer: [UInt8]?) -> [UInt8]? {
        if let found = request.withUnsafeBytes(cache.answer(to:)) { return found }
        cache.answered(with: answer)
        return nil
    }
}

@Suite(.onItsOwnThreads) struct ExpansionCacheTests {
    @Test func aRequestAnsweredBeforeGetsTheSameAnswerInAnotherRun() throws {
        try CachedExpansions.inDirectory { directory in
            let request = try CachedExpansions.request()
            let answer = CachedExpansions.answer("static let cached = true")
            #expect(CachedExpansions.lookUp(request, in: ExpansionCache(directory: directory, identity: "plugin 1"), answering: answer) == nil)
            // Another run of the same plugin, asked with the configuration's lists in another order.
            let nextRun = ExpansionCache(directory: directory, identity: "plugin 1")
            let reordered = try CachedExpansions.request(conditions: ["DEBUG"], features: ["C", "A", "B"])
            #expect(reordered != request)
            #expect(reordered.withUnsafeBytes(nextRun.answer(to:)) == answer)
            // The attributes the compiler knows are dropped before a request is decoded: not read.
            let otherAttributes = try CachedExpansions.request(attributes: ["available", "objc", "inline"])
            #expect(otherAttributes.withUnsafeBytes(nextRun.answer(to:)) == answer)
            #expect(request.withUnsafeBytes(nextRun.answer(to:)) == answer)
        }
    }

    @Test func overloadsSharingADiscriminatorKeepAnEntryEach() throws {
        // The compiler gives every overload of a method (and every extension of a type) one
        // discriminator: each, where it is declared, is an entry of its own, kept across builds.
        try CachedExpansions.inDirectory { directory in
            let cache = ExpansionCache(directory: directory, identity: "plugin 1")
            let first = try CachedExpansions.request("func resolve(_ name: String) -> Int { 1 }", offset: 120)
            let second = try CachedExpansions.request("func resolve(_ id: Int) -> Int { 2 }", offset: 200)
            _ = CachedExpansions.lookUp(first, in: cache, answering: CachedExpansions.answer("first"))
            _ = CachedExpansions.lookUp(second, in: cache, answering: CachedExpansions.answer("second"))
            #expect(CachedExpansions.entries(directory).count == 2)
            #expect(first.withUnsafeBytes(cache.answer(to:)) == CachedExpansions.answer("first"))
            #expect(second.withUnsafeBytes(cache.answer(to:)) == CachedExpansions.answer("second"))
        }
    }

    @Test func anotherClassConfigurationOrPluginIsAMiss() throws {
        try CachedExpansions.inDirectory { directory in
            let cache = ExpansionCache(directory: directory, identity: "plugin 1")
            _ = CachedExpansions.lookUp(try CachedExpansions.request(), in: cache, answering: CachedExpansions.answer("first"))
            let renamed = MemberAttributeRequests.kennel.replacing("var name = \"Rex\"", with: "var name = \"Max\"")
            let misses = [
                try CachedExpansions.request(renamed),
                try CachedExpansions.request(conditions: ["DEBUG", "TESTING"]),
                try CachedExpansions.request(features: ["A", "B"]),
                // A version's components keep their order: 0.6 is not 6.0.
                try CachedExpansions.request(languageMode: [0, 6]),
            ]
            for request in misses {
                #expect(request.withUnsafeBytes(cache.answer(to:)) == nil)
                cache.answered(with: nil)
            }
            let rebuilt = ExpansionCache(directory: directory, identity: "plugin 2")
            #expect(try CachedExpansions.request().withUnsafeBytes(rebuilt.answer(to:)) == nil)
        }
    }

    @Test func expansionsAreKeptWithTheirDiagnosticsAndFailuresAreNot() throws {
        let warning = PluginMessage.Diagnostic(
            message: "not dispatched", severity: .warning, position: .init(fileName: "/tmp/Kennel.swift", offset: 12),
            highlights: [], notes: [], fixIts: []
        )
        #expect(ExpansionCache.keeps(.expandMacroResult(expandedSource: "let a = 1", diagnostics: [warning])))
        #expect(ExpansionCache.keeps(.expandMacroResult(expandedSource: "", diagnostics: [])))
        #expect(!ExpansionCache.keeps(.expandMacroResult(expandedSource: nil, diagnostics: [warning])))
        #expect(!ExpansionCache.keeps(.getCapabilityResult(capability: .init(protocolVersion: 7))))
        try CachedExpansions.inDirectory { directory in
            let cache = ExpansionCache(directory: directory, identity: "plugin 1")
            let request = try CachedExpansions.request()
            #expect(CachedExpansions.lookUp(request, in: cache, answering: nil) == nil)
            #expect(CachedExpansions.entries(directory).isEmpty)
            #expect(request.withUnsafeBytes(cache.answer(to:)) == nil)
            // A message that is not an attached macro's expansion is neither looked up nor kept.
            let capability = Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8)
            #expect(CachedExpansions.lookUp(capability, in: cache, answering: CachedExpansions.answer("x")) == nil)
            #expect(CachedExpansions.entries(directory).isEmpty)
        }
    }

    @Test func aDamagedEntryIsAMissAndIsWrittenAgain() throws {
        try CachedExpansions.inDirectory { directory in
            let cache = ExpansionCache(directory: directory, identity: "plugin 1")
            let request = try CachedExpansions.request()
            let answer = CachedExpansions.answer("static let cached = true")
            _ = CachedExpansions.lookUp(request, in: cache, answering: answer)
            let entry = try #require(CachedExpansions.entries(directory).first)
            var status = stat()
            #expect(stat("\(directory)/\(entry)", &status) == 0)
            // Cut in its header, in its key, and one byte short of its whole answer.
            for length in [0, 20, 200, Int(status.st_size) - 1] {
                #expect(truncate("\(directory)/\(entry)", off_t(length)) == 0)
                #expect(request.withUnsafeBytes(cache.answer(to:)) == nil, "cut to \(length) bytes")
                cache.answered(with: answer)
                #expect(request.withUnsafeBytes(cache.answer(to:)) == answer)
            }
            // Something that is not a file where the entry goes (a pipe, which a read would wait on).
            #expect(unlink("\(directory)/\(entry)") == 0 && mkfifo("\(directory)/\(entry)", 0o600) == 0)
            #expect(request.withUnsafeBytes(cache.answer(to:)) == nil)
            cache.answered(with: answer)
            #expect(request.withUnsafeBytes(cache.answer(to:)) == answer)
        }
    }

    @Test func aDirectoryThatIsNotTheUsersOwnTurnsTheCacheOff() throws {
        try CachedExpansions.inDirectory { directory in
            let file = "\(directory)/not-a-directory"
            close(open(file, O_WRONLY | O_CREAT, 0o600))
            defer { unlink(file) }
            let shared = "\(directory)/shared"
            #expect(mkdir(shared, 0o700) == 0 && chmod(shared, 0o777) == 0)
            defer { rmdir(shared) }
            let request = try CachedExpansions.request()
            for path in [file, shared, ""] {
                let cache = ExpansionCache(directory: path, identity: "plugin 1")
                #expect(cache.directory == nil, "\(path)")
                #expect(CachedExpansions.lookUp(request, in: cache, answering: CachedExpansions.answer("x")) == nil)
            }
            #expect(CachedExpansions.entries(shared).isEmpty)
            #expect(ExpansionCache(directory: directory, identity: nil).directory == nil)
        }
    }

    @Test func entriesUnusedForAWeekAreRemoved() throws {
        try CachedExpansions.inDirectory { directory in
            let cache = ExpansionCache(directory: directory, identity: "plugin 1")
            let request = try CachedExpansions.request()
            _ = CachedExpansions.lookUp(request, in: cache, answering: CachedExpansions.answer("kept"))
            let stale = "\(directory)/0123456789abcdef"
            close(open(stale, O_WRONLY | O_CREAT, 0o600))
            let eightDaysAgo = timeval(tv_sec: time(nil) - 8 * 24 * 3600, tv_usec: 0)
            #expect(utimes(stale, [eightDaysAgo, eightDaysAgo]) == 0)
            // Swept already today: the next run leaves it.
            _ = ExpansionCache(directory: directory, identity: "plugin 1")
            #expect(CachedExpansions.entries(directory).count == 2)
            #expect(utimes("\(directory)/.last-sweep", [eightDaysAgo, eightDaysAgo]) == 0)
            let nextRun = ExpansionCache(directory: directory, identity: "plugin 1")
            #expect(CachedExpansions.entries(directory).count == 1)
            #expect(request.withUnsafeBytes(nextRun.answer(to:)) == CachedExpansions.answer("kept"))
        }
    }

    @Test func runsWritingOneEntryTogetherLeaveItWhole() throws {
        try CachedExpansions.inDirectory { directory in
            let request = try CachedExpansions.request()
            let answer = CachedExpansions.answer(String(repeating: "static let cached = true\n", count: 2_000))
            let found = Mutex<[[UInt8]?]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                // Each thread a run of the plugin of its own, as the jobs of a build are.
                let cache = ExpansionCache(directory: directory, identity: "plugin 1")
                for _ in 0..<20 {
                    let answerFound = request.withUnsafeBytes(cache.answer(to:))
                    if answerFound == nil { cache.answered(with: answer) }
                    found.withLock { $0.append(answerFound) }
                }
            }
            let answers = found.withLock { $0 }
            #expect(answers.count == 160)
            #expect(answers.allSatisfy { $0 == nil || $0 == answer })
            #expect(answers.contains { $0 == answer })
            #expect(CachedExpansions.entries(directory).count == 1)
        }
    }
}

/// The same round trip, checked under XCTest.
final class ExpansionCacheXCTests: XCTestCase {
    func testARequestAnsweredBeforeGetsTheSameAnswerInAnotherRun() throws {
        try CachedExpansions.inDirectory { directory in
            let request = try CachedExpansions.request()
            let answer = CachedExpansions.answer("static let cached = true")
            XCTAssertNil(CachedExpansions.lookUp(request, in: ExpansionCache(directory: directory, identity: "plugin 1"), answering: answer))
            let nextRun = ExpansionCache(directory: directory, identity: "plugin 1")
            let reordered = try CachedExpansions.request(features: ["B", "C", "A"])
            XCTAssertEqual(reordered.withUnsafeBytes(nextRun.answer(to:)), answer)
            let rebuilt = ExpansionCache(directory: directory, identity: "plugin 2")
            XCTAssertNil(request.withUnsafeBytes(rebuilt.answer(to:)))
        }
    }
}
