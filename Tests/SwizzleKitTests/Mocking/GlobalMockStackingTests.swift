import SwizzleKit
import Testing

/// Stacking, undo and bad input. Serialized: these tests use process-wide mocks of one class.
@Suite("Global mocks: stacking, undo, bad input", .serialized)
struct GlobalMockStackingTests {
    @Test(arguments: [true, false])
    func mockTwiceThenUndoInEitherOrder(newestFirst: Bool) throws {
        let older = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        let newer = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        older.stub("doSomething()").andReturn("older")
        newer.stub("doSomething()").andReturn("newer")
        #expect(MyClass().run() == "newer")
        #expect(MockMap.count(for: MyOtherClass.self) == 2)
        #expect(MockMap.mock(for: MyOtherClass.self) === newer)
        if newestFirst {
            newer.undo()
            #expect(MyClass().run() == "older", "undoing the newer brings the older back")
            older.undo()
        } else {
            older.undo()
            #expect(MyClass().run() == "newer", "the newer one still answers")
            newer.undo()
        }
        #expect(MyClass().run() == "real default")
        #expect(MockMap.count(for: MyOtherClass.self) == 0)
    }

    @Test func undoIsIdempotentAndUndoingNothingIsHarmless() throws {
        GlobalMocker.undoMock(for: Clock.self)
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        mock.undo()
        mock.undo()
        #expect(mock.isUndone)
        #expect(MyClass().run() == "real default", "never a toggle")
    }

    @Test func undoAllMocksRestoresEverything() throws {
        _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        _ = try GlobalMocker.classMock(for: Registry.self, initSelector: "shared()") { _ in Registry(name: "x") }
        _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
        GlobalMocker.undoAllMocks()
        #expect(MyClass().run() == "real default")
        #expect(MyClass().run(id: "a") == "real a")
        #expect(MyClass().lookup("known") == "real value")
    }

    @Test func stubPrecedenceAndTypesOnAMock() throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
        defer { mock.undo() }
        mock.stub("count(_:)").andReturn(1)
        mock.stub("count(_:)").with([String]()).andReturn(0)
        mock.stub("count(_:)").andReturn(2)
        let object = MyOtherClass.make()
        #expect(object.count([]) == 0)
        #expect(object.count(["a", "b", "c"]) == 2)
        withKnownIssue {
            mock.stub("count(_:)").andReturn("many")
        } matching: { String(describing: $0).contains("(Array<String>) -> Int") }
    }

    @Test func badInputIsATypedErrorAndInstallsNothing() {
        func message(_ body: () throws -> Void) -> String {
            do { try body(); return "no error" } catch { return "\(error)" }
        }
        final class Plain {}
        #expect(message { _ = try GlobalMocker.globalMock(for: Plain.self, initSelector: "init()") }.contains("is not @Swizzlable"))
        #expect(message { _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(name:)") }
            .contains("has no initializer or factory 'init(name:)'"))
        #expect(message { _ = try GlobalMocker.classMock(for: Factory.self, initSelector: "makeRegistry()") { _ in Factory() } }
            .contains("returns Registry, not Factory"))
        #expect(message { _ = try GlobalMocker.globalMock(for: NeedsArguments.self, initSelector: "init(value:)") }
            .contains("has no init()"))
        #expect(MockMap.count(for: MyOtherClass.self) == 0 && MockMap.count(for: Factory.self) == 0)
        #expect(MyClass().run() == "real default")
    }

    @Test func constructionsFromOtherThreadsAreRecorded() async throws {
        let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
        defer { mock.undo() }
        await withTaskGroup(of: Void.self) { group in
            for i in 0 ..< 8 { group.addTask { _ = MyOtherClass.make(id: "\(i)") } }
        }
        #expect(Set(mock.constructions.compactMap { $0.arguments.first as? String }) == Set((0 ..< 8).map(String.init)))
    }
}
