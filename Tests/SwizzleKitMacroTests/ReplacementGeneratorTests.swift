import SwizzleGenerator
import Testing

/// The zero-annotation generator: the same registration, dispatch and references as the macro,
/// as `@_dynamicReplacement`s, and every member it cannot reach named with why.
@Suite struct ReplacementGeneratorTests {
    let ledger = ReplacementGenerator.ClassInterface(
        declaration: "public final class Ledger",
        members: ["public func balance(of account: String) -> Int", "func audit() -> String", "public var entries: [Int] { get }",
                  "public init()", "public func load() async -> Int", "public func wrap<T>(_ value: T) -> [T]"])

    @Test func aFinalClassGetsReplacementsThatDispatchThroughTheTable() {
        let (source, generated, _) = ReplacementGenerator.file(module: "Bank", classes: [ledger])
        #expect(generated == ["Ledger"])
        #expect(source.contains("@testable import Bank"))
        #expect(source.contains("extension Ledger: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {"))
        #expect(source.contains("@_dynamicReplacement(for: balance(of:))\nfunc __swizzle_replacement_balance(of account: String) -> Int"))
        // Where the table holds the default, and when the default implementation passes through,
        // the replacement calls the method itself: inside a replacement, the original.
        #expect(source.contains("if _SwizzleReplacementSupport.passesThrough() { return self.balance(of: account) }"))
        #expect(source.contains("isDefault(__swizzleIMP) { return self.balance(of: account) }"))
        #expect(source.contains("_SwizzleReplacementSupport.original { _SwizzleMacroSupport.object(__receiver, as: Ledger.self).balance(of:"))
        // The same typed references as @Swizzlable's, with the method's access.
        #expect(source.contains("public var balance: SwizzleRuntime.SwizzleMethod<Int, String>"))
        #expect(source.contains("var audit: SwizzleRuntime.SwizzleMethod<String>"))
    }

    @Test func whatCannotBeReachedIsListedWithWhy() {
        let account = ReplacementGenerator.ClassInterface(declaration: "public class Account", members: ["public func kind() -> String"],
                                                          refusal: "it has subclasses: they are not generated yet")
        let box = ReplacementGenerator.ClassInterface(declaration: "public final class Box<Value>", members: ["public func get() -> Value"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", classes: [ledger, account, box],
                                                                       otherTypes: ["Receipt: value types and actors are not generated yet"])
        #expect(generated == ["Ledger"])
        #expect(unreached.contains("Account: it has subclasses: they are not generated yet"))
        #expect(unreached.contains("Receipt: value types and actors are not generated yet"))
        #expect(unreached.contains { $0.hasPrefix("Ledger: `public var entries: [Int] { get }`: properties are not generated") })
        #expect(unreached.contains("Ledger.init(): an initializer can be replaced but not forwarded"))
        #expect(unreached.contains { $0.hasPrefix("Ledger.load(): an async method's original cannot be called") })
        #expect(unreached.contains("Ledger.wrap(_:): a generic method is not generated yet"))
        #expect(unreached.contains("Box: a generic class is not generated yet"))
        // Nothing is generated for them: no replacement that would silently do nothing.
        #expect(!source.contains("for: load()") && !source.contains("for: wrap(_:)") && !source.contains("extension Account"))
        #expect(source.contains("// - Account: it has subclasses"))
    }
}
