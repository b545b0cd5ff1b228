import SwizzleKit
import Testing

/// Names the runtime does not know (a selector, a class) or cannot read (a malformed selector)
/// are typed errors whose message names the thing and says what to do; nothing is installed.
@Suite("Bad input: unknown and malformed names")
struct UnknownNameErrorTests {
    /// The error `body` throws, or nil if it throws none.
    func error(_ body: () throws -> Void) -> SwizzleError? {
        do { try body(); return nil } catch { return error as? SwizzleError }
    }

    @Test func anUnknownInstanceSelector() throws {
        let carrier = ValueCarrier()
        let sent = error { let _: Int = try carrier.send("subtract(_:_:)", 1, 2) }
        #expect(sent == .unknownSelector("subtract(_:_:)", type: .instance, className: "SwizzleKitTests.ValueCarrier"))
        let message = try #require(sent).description
        #expect(message.contains("SwizzleKitTests.ValueCarrier has no instance method 'subtract(_:_:)'"))
        #expect(message.contains("Check the spelling"), "says what to do")

        #expect(error { _ = try ValueCarrier.runtimeClass.method("subtract(_:_:)") } == sent)
        #expect(error { _ = try Swizzle.install(.handler { _, forward in forward() }, on: carrier, "subtract(_:_:)") } == sent)
        #expect(error { _ = try Swizzle.install(.handler { _, forward in forward() }, on: ValueCarrier.runtimeClass, "subtract(_:_:)") } == sent)
        #expect(!Swizzle.activeLayers.contains { $0.entry.contains("subtract") }, "nothing was installed")
        #expect(!ValueCarrier.runtimeClass.responds(to: "subtract(_:_:)"), "and no entry was made")
        #expect(try carrier.send(ValueCarrier.add, 1, 2) == 3, "calls work as before")
    }

    /// An instance method is not a class method: the sides are separate lists.
    @Test func aSelectorOnTheWrongSide() throws {
        let sent = error { let _: Int = try ValueCarrier.send(ValueCarrier.add, 1, 2) }
        #expect(sent == .unknownSelector(ValueCarrier.add, type: .class, className: "SwizzleKitTests.ValueCarrier"))
        #expect(try #require(sent).description.contains("has no class method 'add(_:_:)'"))
    }

    @Test func anUnregisteredClass() throws {
        final class NeverRegistered {}
        let thrown = error { _ = try RuntimeClass(NeverRegistered.self) }
        let message = try #require(thrown).description
        #expect(message.contains("NeverRegistered is not registered with SwizzleKit"))
        #expect(message.contains("@Swizzlable") && message.contains("RuntimeClass.register"), "says how to register it")
        #expect(RuntimeClass.named(String(reflecting: NeverRegistered.self)) == nil, "and nothing registered it")
        #expect(try RuntimeClass(ValueCarrier.self) == ValueCarrier.runtimeClass, "a registered class is found")
    }

    @Test(arguments: ["", "add(", "add(_:_)", "(x:)", "a b()", "1abc()", "add(_:_:)x", "getter:", "f(::)", "f(_:)(_:)", "f(a)"])
    func aMalformedSelector(_ name: String) throws {
        let selector = Selector(name)
        #expect(!selector.isWellFormed)
        #expect(selector.argumentCount == nil)
        let expected = SwizzleError.malformedSelector(name)
        #expect(error { _ = try Selector(validating: name) } == expected)
        #expect(error { _ = try ValueCarrier.runtimeClass.method(selector) } == expected)
        #expect(error { let _: Int = try ValueCarrier().send(selector) } == expected)
        #expect(error { _ = try Swizzle.install(.handler { _, forward in forward() }, on: ValueCarrier.runtimeClass, selector) } == expected)
        let imp = try #require(ValueCarrier.runtimeClass.implementation(of: ValueCarrier.constant))
        #expect(error {
            try ValueCarrier.runtimeClass.addMethod(selector, implementation: imp, signature: MethodSignature(returning: Int.self))
        } == expected)
        #expect(!ValueCarrier.runtimeClass.responds(to: selector), "nothing was added or installed under the name")
        let message = expected.description
        #expect(message.contains("'\(name)' is not a Swift-style method name"))
        #expect(message.contains("\"add(_:_:)\""), "shows how to write one")
    }

    @Test(arguments: [("run()", 0), ("add(_:_:)", 2), ("init(id:)", 1), ("getter:mood", 0), ("setter:mood", 0), ("mood", 0),
                      ("subscript(_:)", 1), ("é(ü:)", 1), ("_x(_:y2:)", 2), ("shouldFetch(_:for:)", 2)])
    func aWellFormedSelector(_ name: String, labels: Int) throws {
        #expect(try Selector(validating: name).name == name)
        #expect(Selector(name).isWellFormed)
        #expect(Selector(name).argumentCount == labels)
    }

    /// Whether a selector is well formed is parsed once and remembered in the selector: asked
    /// again, of thousands of selectors, every answer is still the selector's own.
    @Test func wellFormednessIsRememberedPerSelector() {
        let names = (0 ..< 3_000).map { $0.isMultiple(of: 2) ? "validity\($0)(_:)" : "validity\($0)(" }
        var wrong: [String] = []
        for _ in 0 ..< 2 {
            for (index, name) in names.enumerated() where Selector(name).isWellFormed != index.isMultiple(of: 2) {
                wrong.append(name)
            }
        }
        #expect(wrong.isEmpty)
    }
}
