import SwizzleGenerator
import Testing
import TestThreads

/// The zero-annotation generator: the same registration, dispatch and references as the macro,
/// as `@_dynamicReplacement`s, and every member it cannot reach named with why.
@Suite(.onItsOwnThreads) struct ReplacementGeneratorTests {
    let ledger = ReplacementGenerator.TypeInterface(
        declaration: "public final class Ledger",
        members: ["public func balance(of account: String) -> Int", "func audit() -> String", "public var entries: [Int] { get }",
                  "public init()", "public func load() async -> Int", "public func wrap<T>(_ value: T) -> [T]"])

    @Test func aFinalClassGetsReplacementsThatDispatchThroughTheTable() {
        let (source, generated, _) = ReplacementGenerator.file(module: "Bank", types: [ledger])
        #expect(generated == ["Ledger"])
        #expect(source.contains("@testable import Bank"))
        #expect(source.contains("extension Ledger: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {"))
        #expect(source.contains("@_dynamicReplacement(for: balance(of:))\nfunc __swizzle_replacement_Ledger_balance(of account: String) -> Int"))
        // Where the table holds the default, and when the default implementation passes through,
        // the replacement calls the method itself: inside a replacement, the original.
        #expect(source.contains("if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return self.balance(of: account) }"))
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine(
            "isUnreplaced(for: self.receiverPointer) { return self.balance(of: account) }")))
        // The default implementation calls the replacement function itself (not the method, which
        // the vtable would send to a subclass's override), asking it to pass through.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("SwizzleRuntime._SwizzleReplacementSupport.original { SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Ledger.self).__swizzle_replacement_Ledger_balance(of:")))
        // The same typed references as @Swizzlable's, with the method's access.
        #expect(source.contains("public var balance: SwizzleRuntime.SwizzleMethod<Int, String>"))
        #expect(source.contains("var audit: SwizzleRuntime.SwizzleMethod<String>"))
    }

    @Test func aGenericMethodsEntryAsksTheReplacementToRunTheOriginal() {
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [ledger])
        #expect(!unreached.contains { $0.hasPrefix("Ledger.wrap(_:)") })
        #expect(source.contains("@_dynamicReplacement(for: wrap(_:))\nfunc __swizzle_replacement_Ledger_wrap<T>(_ value: T) -> [T]"))
        // Resolved in a closure, where the method's own name is no longer its original: through
        // the replacement function, passing through.
        #expect(source.contains(".resolve(as: ([T]).self) { SwizzleRuntime._SwizzleReplacementSupport.original { self.__swizzle_replacement_Ledger_wrap(value) } }"))
    }

    @Test func anAsyncMethodReachesItsOriginalThroughTheRuntimesMark() {
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [ledger])
        #expect(!unreached.contains { $0.hasPrefix("Ledger.load()") })
        #expect(source.contains("@_dynamicReplacement(for: load())\nfunc __swizzle_replacement_Ledger_load() async -> Int"))
        // Its replacement cannot call the original itself (swiftlang/swift#62214), and the
        // synchronous pass-through flag is never set for it.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("isUnreplaced(for: self.receiverPointer) { return await SwizzleRuntime._SwizzleReplacementSupport.originalAsync { await self.load() } }")))
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("SwizzleRuntime._AsyncCall<Int, Swift.Never> { await SwizzleRuntime._SwizzleReplacementSupport.originalAsync(isolation: nil) { await __object.load() } }")))
        #expect(!source.contains("passesThrough() { return await self.load() }"))
    }

    @Test func aStructIsSpiedPerTypeThroughTheObjectThatStandsForItsValues() {
        let money = ReplacementGenerator.TypeInterface(
            declaration: "public struct Money",
            members: ["public func formatted() -> String", "public mutating func add(_ cents: Int)", "public static func zero() -> Money",
                      "public var cents: Int", "public init(cents: Int)", "public func later() async -> Int",
                      "public mutating func settle() async"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [money])
        #expect(generated == ["Money"])
        #expect(source.contains("public final class Money_SwizzleValues: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding"))
        #expect(source.contains("extension Money: SwizzleRuntime.SwizzlableValueType {\npublic static var swizzleValues: Money_SwizzleValues { .shared }"))
        // A mutating method lends the value itself; the default implementation runs the original on it.
        #expect(source.contains("@_dynamicReplacement(for: add(_:))\nmutating func __swizzle_replacement_Money_add(_ cents: Int)"))
        #expect(source.contains("return SwizzleRuntime._SwizzleReplacementSupport.withValue(&self) {"))
        #expect(source.contains("SwizzleRuntime._SwizzleReplacementSupport.original { SwizzleRuntime._SwizzleReplacementSupport.value(as: Money.self).pointee.__swizzle_replacement_Money_add(__a0) }"))
        #expect(source.contains("return SwizzleRuntime._SwizzleReplacementSupport.withValue(self) {"))
        // A static method is the stand-in's method too, and calls the type's original.
        #expect(source.contains("@_dynamicReplacement(for: zero())\nstatic func __swizzle_replacement_Money_zero() -> Money"))
        #expect(source.contains("SwizzleRuntime._SwizzleReplacementSupport.original { Money.__swizzle_replacement_Money_zero() }"))
        // It lends no value: a spy on one value must not take it for that value's call.
        #expect(source.contains("return SwizzleRuntime._SwizzleReplacementSupport.withoutValue { () -> Money in"))
        #expect(source.contains("public var zero: SwizzleRuntime.SwizzleMethod<Money> { .init(SwizzleRuntime.Selector(\"zero()\"), .instance) }"))
        #expect(unreached.contains("Money: `public init(cents: Int)`: a value type's initializers are not generated: a global mock stands in for an object, not a value"))
        // An async method's call is formed while the value is lent, and keeps a copy of it.
        let text = laidOutAsOneLine(source)
        #expect(text.contains("let __swizzleCall = SwizzleRuntime._SwizzleReplacementSupport.withValue(self) { () -> SwizzleRuntime._AsyncCall<Int, Swift.Never> in"))
        #expect(text.contains("let __object = SwizzleRuntime._SwizzleReplacementSupport.value(as: Money.self).pointee"))
        #expect(text.contains("await __object.later()"))
        // A mutating one would lend the value itself across a suspension.
        #expect(unreached.contains { $0.hasPrefix("Money.settle(): a mutating async method of a value type is not generated yet") })
        #expect(unreached.contains { $0.hasPrefix("Money: `public var cents: Int`: properties are not generated") })
        #expect(!source.contains("for: settle()"))
    }

    @Test func aHierarchyIsGeneratedWithTheRootAnsweringForItsSubclassesAndSuperCallsDetected() {
        let account = ReplacementGenerator.TypeInterface(declaration: "open class Account",
                                                          members: ["open func kind() -> String", "public func describe() -> String",
                                                                    "open func load() async -> Int"])
        let savings = ReplacementGenerator.TypeInterface(declaration: "final class Savings", members: ["override func kind() -> String",
                                                                                                        "override func load() async -> Int"],
                                                          superclass: "Account")
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [account, savings])
        #expect(generated == ["Account", "Savings"])
        // Only the root conforms, and its runtimeClass answers for the subclass.
        #expect(source.contains("extension Account: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {\npublic class var runtimeClass: SwizzleRuntime.RuntimeClass {\n"
            + "if self is Savings.Type { return Savings.__SwizzleTable.ownClass }\nreturn Account.__SwizzleTable.ownClass\n}"))
        #expect(source.contains("extension Savings {\n"))
        // The async override cannot be replaced: registered as such, so a spy on it says why.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("register(Savings.self, superclass: Account.runtimeClass, undispatched: [(\"load()\", .instance, "
            + "\"not reached by generate-spies: an async method overridden in the module is not generated: its replacement")))
        // Account's kind() reached for a Savings is Savings' super call: looked up above Savings.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("let __swizzleIMP = self is Savings ? SwizzleRuntime._SwizzleMacroSupport.superImplementation(of: __swizzleSelector, "
            + "from: Savings.__SwizzleTable.ownClass, .instance, as: Account.__SwizzleTable.CCall_Pointer_returning_Void.IMP.self) "
            + ": SwizzleRuntime._SwizzleMacroSupport.implementation(")))
        // describe() is overridden nowhere: looked up on the receiver's class only.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("func __swizzle_replacement_Account_describe() -> String  {\nif SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return self.describe() }\n"
            + "if Account.__SwizzleTable.describe__.isUnreplaced(for: self.receiverPointer) {")))
        #expect(unreached.contains { $0.hasPrefix("Account.load(): an async method overridden in the module is not generated: its replacement") })
        #expect(unreached.contains { $0.hasPrefix("Savings.load(): an async method overridden in the module is not generated: its replacement") })
    }

    @Test func anActorsIsolatedMethodsRunOnItAndItsNonisolatedOnesStaySo() {
        let vault = ReplacementGenerator.TypeInterface(declaration: "public actor Vault",
                                                        members: ["public func store(_ item: String) -> Int", "public func count() async -> Int",
                                                                  "nonisolated public func label() -> String", "public var summary: String { get }"],
                                                        computedProperties: ["summary"])
        let (source, generated, _) = ReplacementGenerator.file(module: "Bank", types: [vault])
        #expect(generated == ["Vault"])
        #expect(source.contains("public static var runtimeClass: SwizzleRuntime.RuntimeClass {"))
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("SwizzleRuntime._SwizzleMacroSupport.onActor(SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Vault.self), ")))
        #expect(source.contains("{ (__actor: isolated Vault, __arguments) in SwizzleRuntime._SwizzleReplacementSupport.original { __actor.__swizzle_replacement_Vault_store(__arguments) } }"))
        // The entry is nonisolated; the replacement awaits its original in its own isolation.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("SwizzleRuntime._AsyncCall<Int, Swift.Never> { @Sendable in await SwizzleRuntime._SwizzleReplacementSupport.originalAsync(isolation: nil) { await __object.count() } }")))
        #expect(source.contains("return await SwizzleRuntime._SwizzleReplacementSupport.originalAsync { await self.count() }"))
        #expect(source.contains("@_dynamicReplacement(for: label())\nnonisolated func __swizzle_replacement_Vault_label() -> String"))
        // A computed property's accessor is isolated as a method is: its default runs on the actor.
        #expect(source.contains("{ (__actor: isolated Vault, __arguments) in SwizzleRuntime._SwizzleReplacementSupport.original { __actor.__swizzle_replacement_Vault_summary }"))
    }

    @Test func theSourceTellsComputedPropertiesFromStoredOnesAndInlinableMembers() {
        var facts = SourceFacts()
        facts.scan("""
            public final class Ledger {
                public private(set) var entries: [Int] = []
                public var total: Int { entries.reduce(0, +) }
                var watched: Int = 0 { didSet {} }
                static var shared: Int { 1 }
                struct Entry { var doubled: Int { 2 } }
            }
            extension Ledger {
                var label: String { get { "l" } set {} }
                @inlinable public func fee(of cents: Int) -> Int { cents / 100 }
                @inlinable public var rounded: Int { 0 }
            }
            """)
        #expect(facts.computedProperties["Ledger"] == ["total", "label"])
        #expect(facts.computedTypeProperties == ["Ledger": ["shared"]])
        #expect(facts.computedProperties["Ledger.Entry"] == ["doubled"])
        #expect(facts.inlinable == ["Ledger": ["fee(of:)", "rounded"]])
    }

    @Test func theSourceTellsWhichFileDeclaresEachPrivateMember() {
        var facts = SourceFacts()
        facts.scan("""
            final class Screen {
                private func isBlocked(_ cents: Int) -> Bool { false }
                fileprivate var code: String { "x" }
                private(set) var hits = 0
            }
            """, fileName: "Screen.swift")
        facts.scan("extension Screen { private func log(_ line: String) {} }", fileName: "Screen+Log.swift")
        #expect(facts.privateMembers == ["Screen": ["isBlocked(_:)": "Screen.swift", "code": "Screen.swift", "log(_:)": "Screen+Log.swift"]])
    }

    @Test func aPrivateMethodIsNamedThroughItsFilesPrivateScopeAndReachesItsOriginalThroughTheRuntimesMark() {
        let screen = ReplacementGenerator.TypeInterface(
            declaration: "final class Screen", members: ["func isBlocked(_ cents: Int) -> Bool", "func score(_ cents: Int) -> Int"],
            privateMethods: ["isBlocked(_:)"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", privateScopes: ["Screen.swift"], types: [screen])
        #expect(generated == ["Screen"] && unreached.isEmpty)
        #expect(source.contains("@_private(sourceFile: \"Screen.swift\") import Bank"))
        #expect(source.contains("must be built with `-enable-private-imports` too"))
        // Its replacement's own call of it would re-enter the replacement: the runtime is told to
        // skip the replacement, in the replacement and in the table's default implementation.
        let text = laidOutAsOneLine(source)
        #expect(text.contains(laidOutAsOneLine(
            "isUnreplaced(for: self.receiverPointer) { return SwizzleRuntime._SwizzleReplacementSupport.originalPastReplacement { self.isBlocked(cents) } }")))
        #expect(text.contains(laidOutAsOneLine("SwizzleRuntime._SwizzleReplacementSupport.originalPastReplacement { SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Screen.self).isBlocked(")))
        #expect(!source.contains("passesThrough() { return self.isBlocked(cents) }"))
        // The typed reference is the test target's, as an internal member's.
        #expect(source.contains("var isBlocked: SwizzleRuntime.SwizzleMethod<Bool, Int>"))
        // A module's other methods keep the replacement's direct call of the original.
        #expect(source.contains("passesThrough() { return self.score(cents) }"))
    }

    @Test func aPrivateMethodOverriddenInTheModuleIsListedWithWhy() {
        let screen = ReplacementGenerator.TypeInterface(declaration: "class Screen", members: ["func isBlocked(_ cents: Int) -> Bool"],
                                                        privateMethods: ["isBlocked(_:)"])
        let strict = ReplacementGenerator.TypeInterface(declaration: "class StrictScreen", members: ["func isBlocked(_ cents: Int) -> Bool"],
                                                        superclass: "Screen", privateMethods: ["isBlocked(_:)"])
        let (_, _, unreached) = ReplacementGenerator.file(module: "Bank", privateScopes: ["Screen.swift"], types: [screen, strict])
        #expect(unreached.contains { $0.hasPrefix("Screen.isBlocked(_:): a private method overridden in the module is not generated: its replacement") })
    }

    @Test func aStaticComputedPropertyIsReplacedOnTheClassSideAndAStaticStoredOneIsListed() {
        let rates = ReplacementGenerator.TypeInterface(
            declaration: "final class Rates", members: ["static var euro: Double { get set }", "static var source: String"],
            computedProperties: [], computedTypeProperties: ["euro"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [rates])
        #expect(generated == ["Rates"])
        #expect(source.contains("@_dynamicReplacement(for: euro)\nstatic var __swizzle_replacement_Rates_euro: Double {"))
        #expect(source.contains("var euro: SwizzleRuntime.SwizzleProperty<Double> { .init(\"euro\", .class) }"))
        #expect(laidOutAsOneLine(source).contains("if Rates.__SwizzleTable.getter_euro.isUnreplaced(forClass: __swizzleClass) { return self.euro }"))
        #expect(laidOutAsOneLine(source).contains("SwizzleRuntime._SwizzleMacroSupport.lookedUpClassReplacement(of: Rates.__SwizzleTable.getter_euro"))
        #expect(unreached == ["Rates: `static var source: String`: a static stored property cannot be replaced at all"])
    }

    @Test func aValueTypesComputedPropertiesLendTheValueAndItsStaticOnesLendNone() {
        let fee = ReplacementGenerator.TypeInterface(
            declaration: "struct Fee", members: ["var dollars: Double { get set }", "static var standardCents: Int { get }"],
            computedProperties: ["dollars"], computedTypeProperties: ["standardCents"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [fee])
        #expect(generated == ["Fee"] && unreached.isEmpty)
        let text = laidOutAsOneLine(source)
        #expect(text.contains("SwizzleRuntime._SwizzleReplacementSupport.withValue(self) { () -> Double in"))
        #expect(text.contains("SwizzleRuntime._SwizzleReplacementSupport.withValue(&self) { () -> Swift.Void in"))
        #expect(text.contains("SwizzleRuntime._SwizzleReplacementSupport.withoutValue { () -> Int in"))
        // The default implementation reads the lent value's property, or the type's.
        #expect(text.contains("SwizzleRuntime._SwizzleReplacementSupport.value(as: Fee.self).pointee.__swizzle_replacement_Fee_dollars"))
        #expect(text.contains("original { Fee.__swizzle_replacement_Fee_standardCents }"))
    }

    @Test func aHierarchysOverriddenPropertiesAndClassMembersLookUpAboveTheOverrideForItsSuperCall() {
        let account = ReplacementGenerator.TypeInterface(
            declaration: "open class Account", members: ["var title: String { get }", "var limit: Int { get }", "class var fee: Int { get }",
                                                         "class func bank() -> String"],
            computedProperties: ["title", "limit"], computedTypeProperties: ["fee"])
        let savings = ReplacementGenerator.TypeInterface(
            declaration: "final class Savings", members: ["override var limit: Int { get }", "override class var fee: Int { get }",
                                                          "override class func bank() -> String"],
            superclass: "Account", computedProperties: ["limit"], computedTypeProperties: ["fee"])
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [account, savings])
        #expect(unreached.filter { !$0.contains("init") }.isEmpty)
        let text = laidOutAsOneLine(source)
        // Account's accessor reached for a Savings is Savings' super call: looked up above Savings.
        #expect(text.contains("self is Savings ? SwizzleRuntime._SwizzleMacroSupport.superImplementation(of: __swizzleSelector, "
            + "from: Savings.__SwizzleTable.ownClass, .instance, as: Account.__SwizzleTable.CCall_returning_Int.IMP.self)"))
        // On the class side, the same for a class method and a class property.
        #expect(text.contains("self is Savings.Type ? SwizzleRuntime._SwizzleMacroSupport.superImplementation(of: __swizzleSelector, "
            + "from: Savings.__SwizzleTable.ownClass, .class, as: Account.__SwizzleTable.CCall_returning_Int.IMP.self)"))
        #expect(text.contains("@_dynamicReplacement(for: bank()) class func __swizzle_replacement_Account_bank() -> String"))
        // A property nobody overrides dispatches as usual.
        #expect(source.contains("@_dynamicReplacement(for: title)"))
    }

    @Test func aMainActorClassesReplacementsRunOnTheMainActorAndItsConformanceIsNonisolated() {
        let model = ReplacementGenerator.TypeInterface(
            declaration: "@MainActor final class PaymentViewModel", members: ["func format(_ cents: Int) -> String", "nonisolated func title() -> String"])
        let receipts = ReplacementGenerator.TypeInterface(declaration: "final class Receipts",
                                                          members: ["@MainActor func show(_ text: String) -> String", "@StoreActor func save()"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [model, receipts])
        #expect(generated == ["PaymentViewModel", "Receipts"])
        // The table's entries reach an isolated method on the main actor: another global actor's is listed.
        #expect(unreached == ["Receipts.save(): a method isolated to a global actor other than the main actor is not generated yet (the "
                              + "table's entries reach isolated code through MainActor.assumeIsolated, which another global actor has no counterpart of)"])
        #expect(source.contains("extension PaymentViewModel: SwizzleRuntime.Swizzlable"))
        #expect(source.contains("nonisolated public class var runtimeClass: SwizzleRuntime.RuntimeClass {"))
        // In the extension of a main-actor class, a replacement is on the main actor as the method is.
        #expect(source.contains("@_dynamicReplacement(for: format(_:))\nfunc __swizzle_replacement_PaymentViewModel_format"))
        #expect(source.contains("@_dynamicReplacement(for: title())\nnonisolated func __swizzle_replacement_PaymentViewModel_title"))
        #expect(source.contains("@_dynamicReplacement(for: show(_:))\n@MainActor func __swizzle_replacement_Receipts_show"))
    }

    @Test func theModulesImportsAreImportedSoThatTheTypesItsSignaturesNameAreInScope() {
        var facts = SourceFacts()
        facts.scan("import Foundation\nimport PathKit\npublic final class Loader { public convenience init(url: URL) { self.init() } }")
        facts.scan("internal import Logging\nimport struct Foundation.Date")
        #expect(facts.imports == ["Foundation", "PathKit", "Logging"])
        let loader = ReplacementGenerator.TypeInterface(declaration: "public final class Loader", members: ["public func load(_ url: URL) -> Data"])
        let (source, _, _) = ReplacementGenerator.file(module: "Stencil", testable: false, imports: facts.imports.union(["Stencil"]), types: [loader])
        #expect(source.contains("import Stencil\nimport SwizzleKit\nimport Foundation\nimport Logging\nimport PathKit\n"))
    }

    @Test func aGenericClassesTableIsBesideItAndItsDefaultsAreWrittenInPlace() {
        let cache = ReplacementGenerator.TypeInterface(declaration: "final class RateCache<Value>",
                                                       members: ["func value(for key: String) -> Value?", "func has(_ key: String) -> Bool"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [cache])
        #expect(generated == ["RateCache"] && unreached.isEmpty)
        let text = laidOutAsOneLine(source)
        // A generic type holds no static storage: the table is an enum beside it, named in it.
        #expect(text.contains("fileprivate enum __SwizzleTable_RateCache {"))
        #expect(text.contains("fileprivate typealias __SwizzleTable = __SwizzleTable_RateCache"))
        #expect(text.contains("public class var runtimeClass: SwizzleRuntime.RuntimeClass { __SwizzleTable.record.runtimeClass { "
            + "__SwizzleTable.registration.runtimeClass(registering: RateCache.self)"))
        // Each call declares its C signature itself (it names the class's generic parameter).
        #expect(!text.contains("RateCache.__SwizzleTable.CCall_"))
        #expect(source.contains("@_dynamicReplacement(for: value(for:))\nfunc __swizzle_replacement_RateCache_value(for key: String) -> Value?"))
    }

    @Test func aSubscriptsAccessorsAreTableMethodsAndItIsReplacedUnderItsOwnFirstLabel() {
        let statement = ReplacementGenerator.TypeInterface(
            declaration: "final class Statement", members: ["subscript(index: Int) -> String { get }", "subscript(cents index: Int) -> Int { get set }"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [statement])
        #expect(generated == ["Statement"] && unreached.isEmpty)
        let text = laidOutAsOneLine(source)
        #expect(text.contains("static let getter_subscript____ = SwizzleRuntime._SelectorSlot(\"getter:subscript(_:)\")"))
        #expect(text.contains("SwizzleRuntime._SelectorSlot(\"setter:subscript(cents:)\")"))
        // Named after the labels; a setter's new value is its last argument.
        #expect(text.contains("var subscriptGetter: SwizzleRuntime.SwizzleMethod<String, Int>"))
        #expect(text.contains("var subscriptCentsSetter: SwizzleRuntime.SwizzleMethod<Swift.Void, Int, Int>"))
        // Inside the replacement, the subscript itself is the original.
        #expect(source.contains("@_dynamicReplacement(for: subscript(_:))\nsubscript(__swizzle_ index: Int) -> String {"))
        #expect(source.contains("@_dynamicReplacement(for: subscript(cents:))\nsubscript(__swizzle_cents index: Int) -> Int {"))
        #expect(source.contains("if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return self[cents: index] = newValue }"))
        // The table's default reaches the replacement through its own label, passing through.
        #expect(text.contains("SwizzleRuntime._SwizzleReplacementSupport.original { SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Statement.self)[__swizzle_cents: __a0] = __a1 }"))
    }

    @Test func aNestedTypeIsNamedThroughATypeAliasAndItsNotesNameItAsItsModuleDoes() {
        let line = ReplacementGenerator.TypeInterface(declaration: "public struct Line", members: ["public func formatted() -> String",
                                                                                                "public init(cents: Int)"],
                                                      qualifiedName: "Statement.Line")
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [line])
        #expect(generated == ["Statement.Line"])
        #expect(source.contains("public typealias Statement_Line = Statement.Line\n"))
        #expect(source.contains("extension Statement_Line: SwizzleRuntime.SwizzlableValueType {"))
        #expect(source.contains("public final class Statement_Line_SwizzleValues"))
        #expect(unreached.allSatisfy { $0.hasPrefix("Statement.Line: ") } && !unreached.isEmpty)
    }

    @Test func theModulesOwnTypesAreNamedAfterItInCodeButNotInSelectors() {
        // The plugin's declarations name the module's own types after it (`Stencil.Context`):
        // another imported module may declare a type of the same name (Foundation's `Expression`).
        let template = ReplacementGenerator.TypeInterface(
            declaration: "public class Template",
            members: ["public func render(_ context: Stencil.Context) -> String", "public func render(_ values: [String: Any]) -> String"])
        let (source, _, _) = ReplacementGenerator.file(module: "Stencil", testable: false, types: [template])
        let text = laidOutAsOneLine(source)
        #expect(text.contains("func __swizzle_replacement_Template_render(_ context: Stencil.Context) -> String"))
        #expect(text.contains("SwizzleRuntime._SelectorSlot(\"render(_: Context)\")"))
        #expect(!text.contains("\"render(_: Stencil.Context)\"") && !text.contains("'render(_: Stencil.Context)'"))
    }

    @Test func anInlinableMemberIsListedNotGenerated() {
        let ledger = ReplacementGenerator.TypeInterface(
            declaration: "public final class Ledger",
            members: ["public func fee(of cents: Int) -> Int", "public var rounded: Int { get }", "public func audit() -> String"],
            computedProperties: ["rounded"], inlinable: ["fee(of:)", "rounded"])
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [ledger])
        #expect(generated == ["Ledger"])
        #expect(unreached.contains("Ledger.fee(of:): \(ReplacementGenerator.inlinableReason)"))
        #expect(unreached.contains("Ledger: `public var rounded: Int { get }`: \(ReplacementGenerator.inlinableReason)"))
        #expect(!source.contains("for: fee(of:)") && !source.contains("for: rounded") && source.contains("for: audit()"))
    }

    @Test func aComputedPropertysAccessorsAreReplacedAndAStoredOneIsListed() {
        let ledger = ReplacementGenerator.TypeInterface(
            declaration: "public final class Ledger",
            members: ["public var total: Int { get }", "var label: String { get set }", "public var entries: [Int] { get }"],
            computedProperties: ["total", "label"])
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [ledger])
        #expect(source.contains("@_dynamicReplacement(for: total)\nvar __swizzle_replacement_Ledger_total: Int {\nget {\n"
            + "if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return self.total }"))
        #expect(source.contains("if SwizzleRuntime._SwizzleReplacementSupport.passesThrough() { return self.label = newValue }"))
        // A read-only property is its getter, a method with no arguments; a settable one has both.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("public var total: SwizzleRuntime.SwizzleMethod<Int> { .init(SwizzleRuntime.Selector(\"getter:total\"), .instance) }")))
        #expect(source.contains("var label: SwizzleRuntime.SwizzleProperty<String> { .init(\"label\") }"))
        #expect(!source.contains("\"setter:total\""))
        // The default implementations reach the originals through the replacement, passing through.
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("SwizzleRuntime._SwizzleReplacementSupport.original { SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Ledger.self)"
            + ".__swizzle_replacement_Ledger_label = SwizzleRuntime._SwizzleMacroSupport.argument(__a0, as: (String).self) }")))
        #expect(unreached.contains("Ledger: `public var entries: [Int] { get }`: a stored property cannot be replaced at all"))
    }

    @Test func whatCannotBeReachedIsListedWithWhy() {
        let outside = ReplacementGenerator.TypeInterface(declaration: "public class Account", members: ["public func kind() -> String"],
                                                          refusal: "a subclass of a class outside the module is not generated")
        let orphan = ReplacementGenerator.TypeInterface(declaration: "final class Orphan", members: ["func kind() -> String"], superclass: "Account")
        let box = ReplacementGenerator.TypeInterface(declaration: "open class Box<Value>", members: ["open func get() -> Value"])
        let crate = ReplacementGenerator.TypeInterface(declaration: "final class Crate", members: ["func get() -> Int"], superclass: "Box")
        let (source, generated, unreached) = ReplacementGenerator.file(module: "Bank", types: [ledger, outside, orphan, box, crate])
        #expect(generated == ["Ledger"])
        #expect(unreached.contains("Account: a subclass of a class outside the module is not generated"))
        #expect(unreached.contains("Orphan: its superclass Account is not generated"))
        #expect(unreached.contains { $0.hasPrefix("Ledger: `public var entries: [Int] { get }`: properties are not generated") })
        #expect(unreached.contains { $0.hasPrefix("Ledger.init(): the constructions of a class reached only through generate-spies are not intercepted through this initializer: ") })
        #expect(unreached.contains("Box: a generic class in a hierarchy is not generated yet"))
        #expect(unreached.contains("Crate: a generic class in a hierarchy is not generated yet"))
        // Nothing is generated for them: no replacement that would silently do nothing.
        #expect(!source.contains("extension Account") && !source.contains("extension Orphan") && !source.contains("extension Box")
            && !source.contains("extension Crate"))
        #expect(source.contains("// - Account: a subclass of a class outside the module"))
    }
}

/// Internal and `package` types, used from the test target through `@testable import`: Swift
/// checks their conformances' witnesses as a public type's, so what the conformances declare is
/// public; each member's reference keeps the member's own access.
@Suite(.onItsOwnThreads) struct InternalTypeReplacementTests {
    @Test func anInternalClassDeclaresItsConformancesWitnessesPublic() {
        let screen = ReplacementGenerator.TypeInterface(declaration: "final class FraudScreen",
                                                         members: ["func score(_ cents: Int) -> Int", "init()"])
        let (source, generated, _) = ReplacementGenerator.file(module: "Bank", types: [screen])
        #expect(generated == ["FraudScreen"])
        #expect(source.contains("extension FraudScreen: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {\npublic class var runtimeClass"))
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("public struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {\npublic init() {}")))
        #expect(laidOutAsOneLine(source).contains(laidOutAsOneLine("\nvar score: SwizzleRuntime.SwizzleMethod<Int, Int>")))
    }

    @Test func aPackageStructsStandInAndItsValuesArePublic() {
        let fee = ReplacementGenerator.TypeInterface(declaration: "package struct Fee", members: ["package func cents() -> Int"])
        let (source, generated, _) = ReplacementGenerator.file(module: "Bank", types: [fee])
        #expect(generated == ["Fee"])
        #expect(source.contains("public final class Fee_SwizzleValues: SwizzleRuntime.Swizzlable"))
        #expect(source.contains("extension Fee: SwizzleRuntime.SwizzlableValueType {\npublic static var swizzleValues: Fee_SwizzleValues"))
        #expect(source.contains("package var cents: SwizzleRuntime.SwizzleMethod<Int>"))
    }

    @Test(arguments: [
        ("class Screen", "public class Screen"), ("final class Screen", "public final class Screen"),
        ("internal final class Screen", "public final class Screen"), ("package enum Tier", "public enum Tier"),
        ("@MainActor final class Screen", "@MainActor public final class Screen"),
        ("public final class Screen", "public final class Screen"), ("open class Screen", "open class Screen"),
    ])
    func aDeclarationIsReadAsAPublicOne(declaration: String, read: String) {
        #expect(ReplacementGenerator.publicDeclaration(declaration) == read)
    }

    @Test func anInitializerAndARefusedMethodAreRegisteredWithWhySoThatAMockOrSpyOfThemSaysIt() {
        let screen = ReplacementGenerator.TypeInterface(declaration: "final class FraudScreen",
                                                         members: ["init(threshold: Int)", "convenience init()", "@MainActor func review<T>(_ value: T) -> Bool",
                                                                   "func score(_ cents: Int) -> Int"])
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [screen])
        let prefix = ReplacementGenerator.unreachedPrefix
        // A designated initializer's replacement could neither run the original nor return another
        // object; init()'s could not be named apart from it (Swift 6.3.1).
        let text = laidOutAsOneLine(source)
        #expect(text.contains("(\"init(threshold:)\", .class, \"\(prefix)the constructions of a class reached only through generate-spies "
            + "are not intercepted through this initializer: a designated initializer's replacement must be designated"))
        #expect(text.contains("(\"init()\", .class, \"\(prefix)the constructions of a class reached only through generate-spies "
            + "are not intercepted through this initializer: a replacement of init() would have to be named init() too"))
        #expect(laidOutAsOneLine(source).contains("(\"review(_:)\", .instance, \"\(prefix)a global-actor-isolated generic method is not generated yet\")"))
        #expect(unreached.contains("FraudScreen.review(_:): a global-actor-isolated generic method is not generated yet"))
    }
}

/// Overloads told apart only by a parameter's type (Stencil's `render(_: Context)` and
/// `render(_: [String: Any]?)`): each is replaced under the name the declaration has, and each gets
/// a reference named for its type in words.
@Suite(.onItsOwnThreads) struct OverloadReplacementTests {
    let template = ReplacementGenerator.TypeInterface(
        declaration: "public final class Template",
        members: ["public func render(_ context: Context) throws -> String",
                  "public func render(_ dictionary: [String: Any]? = nil) throws -> String"])

    @Test func eachOverloadIsReplacedUnderTheNameBothShare() {
        let (source, _, unreached) = ReplacementGenerator.file(module: "Stencil", types: [template])
        // `@_dynamicReplacement(for:)` takes a name, not a typed selector; the compiler picks the
        // overload by the replacement's type.
        #expect(source.components(separatedBy: "@_dynamicReplacement(for: render(_:))\n").count == 3)
        #expect(!source.contains("@_dynamicReplacement(for: render(_: "))
        #expect(source.contains("SwizzleRuntime._SelectorSlot(\"render(_: Context)\")"))
        #expect(!unreached.contains { $0.hasPrefix("Template.render") })
    }

    @Test func eachOverloadsReferenceNamesItsTypeInWords() {
        let (source, _, _) = ReplacementGenerator.file(module: "Stencil", types: [template])
        #expect(source.contains("public var renderContext: SwizzleRuntime.SwizzleMethod<String, Context>"))
        #expect(source.contains("public var renderDictionaryOfStringToAnyOptional: SwizzleRuntime.SwizzleMethod<String, [String: Any]?>"))
    }
}

/// How a type reads inside a reference's name.
@Suite struct TypeNameWordsTests {
    @Test(arguments: [
        ("Int", "Int"), ("Swift.Int", "Int"), ("[String]", "ArrayOfString"), ("Int?", "IntOptional"),
        ("[String: Any]?", "DictionaryOfStringToAnyOptional"), ("Result<Int, any Error>", "ResultOfIntAndError"),
        ("(Int) -> Void", "Closure"), ("@escaping (Int) -> Void", "Closure"), ("(Int, String)", "TupleOfIntAndString"),
        ("some Collection<Int>", "CollectionOfInt"), ("`Type`", "Type"),
    ])
    func aTypeReadsAsWords(type: String, words: String) {
        #expect(TypeNameWords.words(type) == words)
    }
}

/// Generated text with its layout undone, to look for a statement whatever lines it was laid out on
/// (``LineLayout``): line breaks and indentation become one space (none inside brackets), a
/// multi-line string literal a one-line one, and the table's `SwizzleSupport` its full name.
func laidOutAsOneLine(_ text: String) -> String {
    var flat = text.replacing(/\"\"\"\n *((?:.|\n)*?)\n *\"\"\"/) { literal in
        "\"" + literal.1.replacing(/\\\n */, with: "") + "\""
    }
    flat = flat.replacing(/\ *\n */, with: " ")
    for (spaced, tight) in [("( ", "("), (" )", ")"), ("[ ", "["), (" ]", "]")] { flat = flat.replacing(spaced, with: tight) }
    return flat.replacing("SwizzleSupport.", with: "SwizzleRuntime._SwizzleMacroSupport.")
        .replacing("SwizzleRuntime.SwizzleRuntime._SwizzleMacroSupport.", with: "SwizzleRuntime._SwizzleMacroSupport.")
}

/// Constructions through a convenience initializer with arguments reach global mocks.
extension InternalTypeReplacementTests {

    @Test func aConvenienceInitializerWithArgumentsIsReplacedReportingWhatItBuilt() {
        let screen = ReplacementGenerator.TypeInterface(declaration: "final class FraudScreen",
                                                         members: ["init(threshold: Int)", "convenience init(policy: String) throws",
                                                                   "convenience init?(_ level: Int)"])
        let (source, _, unreached) = ReplacementGenerator.file(module: "Bank", types: [screen])
        #expect(unreached == [unreached.first { $0.hasPrefix("FraudScreen.init(threshold:)") }].compactMap { $0 })
        let text = laidOutAsOneLine(source)
        // Another first label, the original run inside it, then the report a global mock adopts.
        #expect(text.contains(laidOutAsOneLine("""
            @_dynamicReplacement(for: init(policy:)) convenience init(__swizzle_policy policy: String) throws {
            let __swizzleConstruction = SwizzleRuntime._SwizzleMacroSupport.beginConstruction()
            defer { if __swizzleConstruction >= 0 { SwizzleRuntime._SwizzleMacroSupport.endConstruction() } }
            try self.init(policy: policy)
            if __swizzleConstruction == 0 { SwizzleRuntime._SwizzleMacroSupport.constructed(self, FraudScreen.__SwizzleTable.ownClass,
            """)))
        #expect(text.contains("@_dynamicReplacement(for: init(_:)) convenience init?(__swizzle_ level: Int) {"))
        #expect(text.contains("self.init(level)"))
        // Its typed reference is a make factory's, as @Swizzlable's: a global mock takes it.
        #expect(text.contains("var makePolicy: SwizzleRuntime.SwizzleMethod<FraudScreen, String>"))
    }
}
