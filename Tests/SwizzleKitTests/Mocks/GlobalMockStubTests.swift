import SwizzleKit
import Testing

extension ProcessWideMockTests {
    /// A mock's objects answer stubs, else type defaults, else fail the test saying how to stub;
    /// `didCall`, `verify` and the messages are the spies'.
    @Suite("Stubs and verification on a mock")
    struct GlobalMockStubTests {
        @Test func stubPrecedenceAndTypesOnAMock() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            defer { mock.undo() }
            mock.stub("count(_:)").andReturn(1)
            mock.stub("count(_:)").with([String]()).andReturn(0)
            mock.stub("count(_:)").andReturn(2)
            let object = MyOtherClass.make()
            #expect(object.count([]) == 0, "a stub with arguments wins over plain ones")
            #expect(object.count(["a", "b", "c"]) == 2, "the newest plain stub wins")
            withKnownIssue {
                mock.stub("count(_:)").andReturn("many")
            } matching: { String(describing: $0).contains("(Array<String>) -> Int") }
            #expect(object.count(["a"]) == 2, "the refused stub was not added")
        }

        @Test func andDoSeesTheArguments() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            defer { mock.undo() }
            mock.stub("deliver(_:)").andDo { arguments in Delivery(parcel: "\(arguments[0]) (mocked)", days: 0) }
            #expect(MyOtherClass.make().deliver("box") == Delivery(parcel: "box (mocked)", days: 0))
        }

        @Test func anUnstubbedCallWithoutADefaultFailsAndSaysHowToStub() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            defer { mock.undo() }
            withKnownIssue {
                _ = MyOtherClass.make().deliver("box")
            } matching: { issue in
                let text = String(describing: issue)
                return text.contains("deliver(_:)") && text.contains("global mock of") && text.contains("no default value")
                    && text.contains(#".stub("deliver(_:)").andReturn"#)
            }
        }

        @Test func verifyFailsWithTheSpiesMessage() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init()")
            defer { mock.undo() }
            _ = MyClass().run()
            #expect(mock.didCall("doSomething()").success)
            #expect(!mock.didCall("count(_:)").success)
            withKnownIssue {
                mock.verify("count(_:)", withArguments: [["a"]])
            } matching: { issue in
                let text = String(describing: issue)
                return text.contains("count(_:)") && text.contains("global mock of") && text.contains("forwarding off")
            }
            withKnownIssue {
                mock.stub("fly()").andReturn(1)
            } matching: { String(describing: $0).contains("Cannot stub 'fly()'") }
        }

        @Test func inOrderAcrossAMockAndItsConstructions() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)")
            defer { mock.undo() }
            let object = MyOtherClass.make(id: "a")
            _ = object.count([])
            _ = object.doSomething()
            verifyInOrder([mock.call("count(_:)"), mock.call("doSomething()")])
            #expect(mock.constructions[0].sequenceNumber < mock.invocations[0].sequenceNumber,
                    "constructions share the process-wide sequence")
        }

        @Test func anOverrideMocksStubsAnswerEveryObjectItReturns() throws {
            let mock = try GlobalMocker.globalMock(for: MyOtherClass.self, initSelector: "init(id:)") { construction in
                MyOtherClass(id: construction.arguments[0] as! String)
            }
            defer { mock.undo() }
            mock.stub("doSomething()").andDo { _ in "stubbed" }
            let first = MyOtherClass.make(id: "1"), second = MyOtherClass.make(id: "2")
            #expect(first !== second)
            #expect(first.doSomething() == "stubbed" && second.doSomething() == "stubbed")
            #expect(mock.objects.map(\.id) == ["1", "2"] && mock.object === second)
            mock.verify("doSomething()", countSpecifier: .exactly(2))
            mock.clearEvidence()
            #expect(mock.invocations.isEmpty && mock.constructions.isEmpty)
        }
    }
}
