import SwizzleKit
import Testing

extension ProcessWideMockTests {
    /// Every mistake is a typed error with a message that says what to do, and nothing is
    /// installed: no mock listed, no layer left, the real constructions unchanged.
    @Suite("Bad input")
    struct GlobalMockBadInputTests {
        /// The error `make` throws, after checking that it left nothing behind on `type`.
        private func error(on type: AnyClass, _ make: () throws -> Void) -> MockError? {
            // Only this class's layers: suites running in parallel install others.
            func layers() -> Int { Swizzle.activeLayers.filter { $0.entry.contains("[\(String(reflecting: type)) ") }.count }
            let layersBefore = layers()
            defer {
                #expect(layers() == layersBefore, "nothing installed")
                // Only this class and the fixtures these tests read: the reliability suite mocks its own.
                #expect(!MockMap.mockedClasses.contains { $0 == type || $0 == MyClass.self }, "nothing listed")
                #expect(MyClass().run() == "real default" && MyClass().run(id: "a") == "real a")
            }
            do {
                try make()
                return nil
            } catch {
                #expect(error is MockError, "a typed error")
                return error as? MockError
            }
        }

        @Test func anUnregisteredClass() {
            let error = error(on: PlainSwiftClass.self) { _ = try GlobalMocker.globalMock(for: PlainSwiftClass.self, initSelector: "init()") }
            #expect(error == .notSwizzlable(String(reflecting: PlainSwiftClass.self)))
            #expect(error?.description.contains("is not @Swizzlable") == true)
            #expect(error?.description.contains("make(…)") == true)
        }

        @Test(arguments: ["init(name:)", "doSomething()", "init(", "make(id:)"] as [Selector])
        func anUnknownInitializerSelector(selector: Selector) {
            let error = error(on: MyOtherClass.self) { _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: selector) }
            guard case let .unknownInitializer(reported, className, available) = error else {
                Issue.record("expected unknownInitializer, got \(String(describing: error))")
                return
            }
            #expect(reported == selector && className.hasSuffix("MyOtherClass"))
            #expect(available == ["\"init()\"", "\"init(id:)\""], "the entries it does have")
            #expect(error!.description.contains("has no initializer or class factory '\(selector)'"))
        }

        @Test func aFactoryOfAnotherType() {
            let error = error(on: Factory.self) {
                _ = try GlobalMocker.globalMock(for: Factory.self, initSelector: "makeRegistry()") { _ in Factory() }
            }
            #expect(error == .returnsAnotherType("makeRegistry()", returns: "Registry", expected: "Factory"))
            #expect(error?.description.contains("returns Registry, which cannot hold a Factory") == true)
        }

        @Test func noPlainInitializerPointsToTheOverrideVariant() {
            let error = error(on: NeedsArguments.self) { _ = try GlobalMocker.globalMock(for: NeedsArguments.self, initSelector: "init(value:)") }
            #expect(error == .noPlainInitializer(String(reflecting: NeedsArguments.self)))
            #expect(error?.description.contains("has no init()") == true)
            #expect(error?.description.contains("globalMock(for:initSelector:override:)") == true)
        }

        @Test func aPlainInitializerThatFails() {
            let error = error(on: NeverReady.self) { _ = try GlobalMocker.globalMock(for: NeverReady.self, initSelector: "init()") }
            #expect(error == .plainInitializerFailed(String(reflecting: NeverReady.self), reason: "it returned nil"))
            #expect(error?.description.contains("globalMock(for:initSelector:override:)") == true)
        }

        @Test func aScopedMockWithBadInputRunsNoBody() {
            var ran = false
            #expect(throws: MockError.notSwizzlable(String(reflecting: PlainSwiftClass.self))) {
                try GlobalMocker.withGlobalMock(for: PlainSwiftClass.self, initSelector: "init()") { _ in ran = true }
            }
            #expect(!ran)
        }
    }
}
