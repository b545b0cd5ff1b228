import SwizzleKit
import Testing

extension ProcessWideMockTests {
    @Suite("Stacking and undo")
    struct GlobalMockStackingTests {
        @Test(arguments: [true, false])
        func mockTwiceThenUndoInEitherOrder(newestFirst: Bool) throws {
            let older = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            let newer = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            older.stub("doSomething()").andReturn("older")
            newer.stub("doSomething()").andReturn("newer")
            #expect(older.object !== newer.object, "each mock makes its own object")
            #expect(MyClass().run() == "newer")
            #expect(MockMap.mocks(for: MyOtherClass.self).map(ObjectIdentifier.init) == [older, newer].map(ObjectIdentifier.init))
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
            #expect(older.constructions.count == (newestFirst ? 1 : 0))
            #expect(newer.constructions.count == (newestFirst ? 1 : 2))
        }

        @Test func undoIsIdempotentAndUndoingNothingIsHarmless() throws {
            GlobalMocker.undoMock(for: NeverMocked.self)
            #expect(NeverMocked.make() !== NeverMocked.make(), "a never-mocked class constructs normally")
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            mock.stub("doSomething()").andReturn("mocked")
            #expect(MyClass().run() == "mocked")
            mock.undo()
            mock.undo()
            GlobalMocker.undoMock(for: MyOtherClass.self)
            #expect(mock.isUndone)
            #expect(MyClass().run() == "real default", "never a toggle")
            #expect(mock.object.doSomething() == "real default", "the mock object is a plain object again")
            #expect(mock.constructions.count == 1, "evidence stays readable after undo")
        }

        @Test func undoMockUndoesEveryEntryOfOneClassOnly() throws {
            _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            let registry = try GlobalMocker.globalMock(for: Registry.self, initSelector: "shared()") { _ in Registry(name: "mock") }
            registry.stub("lookup(_:)").andReturn("mocked")
            #expect(MockMap.count(for: MyOtherClass.self) == 2)
            GlobalMocker.undoMock(for: MyOtherClass.self)
            #expect(MyClass().run() == "real default" && MyClass().run(id: "a") == "real a")
            #expect(MyClass().lookup("known") == "mocked", "another class's mock is left alone")
            #expect(MockMap.count(for: MyOtherClass.self) == 0 && MockMap.count(for: Registry.self) == 1)
            registry.undo()
        }

        @Test func twoClassesMockedAtOnceNeverDisturbEachOther() throws {
            let other = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            let registry = try GlobalMocker.globalMock(for: Registry.self, initSelector: "shared()") { _ in Registry(name: "mock") }
            other.stub("doSomething()").andReturn("other mocked")
            registry.stub("lookup(_:)").andReturn("registry mocked")
            #expect(MyClass().run(id: "a") == "other mocked")
            #expect(MyClass().lookup("x") == "registry mocked")
            other.undo()
            #expect(MyClass().run(id: "a") == "real a")
            #expect(MyClass().lookup("x") == "registry mocked")
            registry.undo()
            #expect(MyClass().lookup("known") == "real value")
            #expect(other.constructions.count == 1 && registry.constructions.count == 2)
        }

        @Test func undoAllMocksRestoresEverything() throws {
            _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            _ = try GlobalMocker.globalMock(for: Registry.self, initSelector: "shared()") { _ in Registry(name: "x") }
            _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            _ = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            GlobalMocker.undoAllMocks()
            #expect(MyClass().run() == "real default")
            #expect(MyClass().run(id: "a") == "real a")
            #expect(MyClass().lookup("known") == "real value")
            // Only this suite's classes: the reliability suite, running in parallel, mocks its own.
            #expect(MockMap.count(for: MyOtherClass.self) == 0 && MockMap.count(for: Registry.self) == 0)
            GlobalMocker.undoAllMocks()  // nothing left: does nothing
        }

        @Test func aSubclassConstructsNormallyAndCanBeMockedItself() throws {
            let base = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            base.stub("doSomething()").andReturn("base mocked")
            #expect(MyClass().runSubclass() == "subclass s", "the mock is on MyOtherClass's own constructions")
            #expect(base.constructions.isEmpty)
            // MySubclass inherits the factory (typed MyOtherClass), and can be mocked through it.
            let sub = try GlobalMocker.globalMock(for: MySubclass.self, initSelector: "init(id:)")
            sub.stub("doSomething()").andReturn("subclass mocked")
            #expect(MyClass().runSubclass() == "subclass mocked")
            #expect(MySubclass.make(id: "t") === sub.object)
            #expect(MyClass().run(id: "a") == "base mocked", "each class has its own mock")
            sub.undo()
            #expect(MyClass().runSubclass() == "subclass s")
            base.undo()
        }

        @Test func anOverrideThatConstructsReachesTheRealFactory() throws {
            // The override runs as SwizzleKit's own work: its make(…) is not answered by the
            // mock again (which would never end), nor recorded as a construction.
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)") { construction in
                MyOtherClass.make(id: "real \(construction.arguments[0])")
            }
            defer { mock.undo() }
            let object = MyOtherClass.make(id: "x")
            #expect(object.id == "real x")
            #expect(mock.constructions.count == 1 && mock.object === object)
        }

        @Test func aFailableInitializerIsMocked() throws {
            let mock = try GlobalMocker.globalMock(for: Connection.self, initSelector: "init(host:)") { construction in
                Connection(host: "mock of \(construction.arguments[0])")!
            }
            defer { mock.undo() }
            mock.stub("send(_:)").with("drop me").andReturn(false)
            let connection = try #require(Connection.make(host: ""), "the mock answers where the real init fails")
            #expect(connection.host == "mock of ")
            #expect(connection.send("drop me") == false)
            #expect(connection.send("keep me") == false, "unstubbed: Bool's default")
            mock.verify("send(_:)", countSpecifier: .exactly(2))
        }

        @Test func constructionsFromOtherThreadsAreRecordedInOrder() async throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            defer { mock.undo() }
            await withTaskGroup(of: Bool.self) { group in
                for i in 0 ..< 16 { group.addTask { [object = mock.object] in MyOtherClass.make(id: "\(i)") === object } }
                for await gotTheMock in group { #expect(gotTheMock) }
            }
            let constructions = mock.constructions
            #expect(Set(constructions.compactMap { $0.arguments.first as? String }) == Set((0 ..< 16).map(String.init)))
            #expect(constructions.map(\.sequenceNumber) == constructions.map(\.sequenceNumber).sorted())
        }
    }
}
