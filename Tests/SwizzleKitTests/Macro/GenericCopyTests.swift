import SwizzleKit
import Testing

/// A generic method's dispatch calls its body's private copy; a subclass's super call reaches the
/// superclass's body through the overridable copy. In every shape the copies take, the unspied
/// call runs the body, a spy records and forwards, and a super call runs the superclass's body.
@Suite("Generic method copies", .swizzleScoped)
struct GenericCopyTests {
    @Test func unspiedCallsRunEachBody() async {
        let shelf = Shelf(), labeled = LabeledShelf()
        #expect(shelf.stack("a", times: 2) == ["a", "a"], "a generic method calling a private generic one")
        #expect(shelf.label(3) == "[3]")
        #expect(labeled.describe(2) == "[2] 2 items (2 noted)", "super.label reaches the final generic body, super.note the plain one")
        #expect(labeled.stack(1, times: 1) == [1, 1], "super.stack reaches the superclass's generic body")
        #expect(LabeledShelf.samples() == [1, 2], "a class method's super call of a generic class method it does not declare")
        #expect(Crate().fill(with: true) == [true, true, true])
        let warehouse = Warehouse()
        #expect(await warehouse.store([1, 2]) == 2)
        #expect(warehouse.tag(7) == "tag: 7")
    }

    @Test func aSpyOnEachShapeRecordsAndForwards() async throws {
        let labeled = LabeledShelf()
        let shelfSpy = try DirectInvocationSpy(validating: labeled, rootClass: LabeledShelf.self,
                                               selectors: [.instance("stack(_:times:)"), .instance("label(_:)")])
        shelfSpy.spy {
            #expect(labeled.stack("b", times: 1) == ["b", "b"])
            #expect(labeled.describe(4) == "[4] 4 items (4 noted)")
        }
        #expect(shelfSpy.didCall("stack(_:times:)", withArguments: ["b", 1]).success)
        #expect(shelfSpy.didCall("label(_:)", withArguments: [4]).success, "the super call of the final method, recorded")

        let crate = Crate()
        let crateSpy = try DirectInvocationSpy(validating: crate, rootClass: Crate.self, selectors: [.instance("fill(with:)")])
        crateSpy.spy { #expect(crate.fill(with: "x") == ["x", "x", "x"]) }
        #expect(crateSpy.didCall("fill(with:)", withArguments: ["x"]).success)

        let warehouse = Warehouse()
        let warehouseSpy = try DirectInvocationSpy(validating: warehouse, rootClass: Warehouse.self,
                                                   selectors: [.instance("store(_:)"), .instance("tag(_:)")])
        warehouseSpy.beginSpying()
        #expect(await warehouse.store(["p", "q", "r"]) == 3)
        #expect(warehouse.tag(1.5) == "tag: 1.5")
        warehouseSpy.endSpying()
        #expect(warehouseSpy.didCall("store(_:)", withArguments: [["p", "q", "r"]]).success)
        #expect(warehouseSpy.didCall("tag(_:)", withArguments: [1.5]).success)
    }

    /// An awaited super call of a method the subclass does not declare compiled to a synchronous
    /// helper (and failed to compile); it stays as written, and a spy on the object sees the calls
    /// the superclass's methods get.
    @Test func awaitedSuperCallsOfMethodsTheSubclassDoesNotDeclare() async throws {
        let runner = ExpressRunner()
        #expect(try await runner.deliver() == #"20 ["z", "z"] pong"#)
        let spy = try DirectInvocationSpy(validating: runner, rootClass: ExpressRunner.self,
                                          selectors: [.instance("fetch(_:)"), .instance("ping()")])
        spy.beginSpying()
        _ = try await runner.deliver()
        spy.endSpying()
        #expect(spy.didCall("fetch(_:)", withArguments: [2]).success)
        #expect(spy.didCall("ping()", countSpecifier: .once).success)
    }

    @Test func aStubAnswersForTheGenericBodyOfEachShape() throws {
        let crate = Crate()
        let spy = try DirectInvocationSpy(validating: crate, rootClass: Crate.self, selectors: [.instance("fill(with:)")])
        spy.stub("fill(with:)").with(1).andReturn([9])
        spy.spy {
            #expect(crate.fill(with: 1) == [9])
            #expect(crate.fill(with: 2) == [2, 2, 2], "no stub for 2: forwarded to the body")
        }
    }
}
