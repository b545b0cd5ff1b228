import SwizzleKit
import Testing

/// Issue 27: a forwarding spy read the result of a method returning `any P` or `Any` as garbage
/// and crashed. Every result type that is not one concrete type is recorded as the caller got it.
@Suite("Existential results", .swizzleScoped)
struct ExistentialResultTests {
    let results = ExistentialResults()

    func spy(_ selectors: String...) throws -> DirectInvocationSpy<ExistentialResults> {
        try DirectInvocationSpy(validating: results, rootClass: ExistentialResults.self,
                                selectors: selectors.map { .instance(Selector($0)) })
    }

    /// The one recorded result of `selector`.
    func result(_ spy: DirectInvocationSpy<ExistentialResults>, _ selector: Selector) -> Any? {
        spy.invocations.first { $0.selector == selector }?.result
    }

    @Test func aForwardingSpyRecordsExistentialAnyAndAnyObjectResults() throws {
        let spy = try spy("existential()", "anyValue()", "anyObject()")
        let object = spy.spy {
            #expect(results.existential().text() == "Hello, Ann")
            #expect(results.anyValue() as? Int == 42)
            return results.anyObject()
        }
        #expect((result(spy, "existential()") as? Hello) == Hello(name: "Ann"))
        #expect(result(spy, "anyValue()") as? Int == 42)
        #expect(try #require(result(spy, "anyObject()") as AnyObject?) === object)
    }

    @Test func aForwardingSpyRecordsMetatypeResults() throws {
        let spy = try spy("metatype()", "intType()")
        spy.spy {
            #expect(results.metatype() is Hello.Type)
            #expect(ObjectIdentifier(results.intType()) == ObjectIdentifier(Int.self))
        }
        #expect(result(spy, "metatype()") is Hello.Type)
        #expect(result(spy, "intType()") is Int.Type)
    }

    @Test func aForwardingSpyRecordsOptionalsOfEach() throws {
        let spy = try spy("optionalExistential()", "optionalAny()", "optionalAnyObject()", "optionalMetatype()")
        spy.spy {
            #expect(results.optionalExistential()?.text() == "Hello, Bo")
            #expect(results.optionalAny() as? String == "text")
            #expect(results.optionalAnyObject() == nil)
            #expect(results.optionalMetatype() is Hello.Type)
        }
        #expect((result(spy, "optionalExistential()") as? Hello) == Hello(name: "Bo"))
        #expect(result(spy, "optionalAny()") as? String == "text")
        #expect(result(spy, "optionalAnyObject()").map { "\($0)" } == "nil")
        #expect(result(spy, "optionalMetatype()") is Hello.Type)
    }

    @Test func aForwardingSpyRecordsAGenericResultAndAnExistentialArgument() throws {
        let spy = try spy("generic(_:)", "existentialArgument(_:)")
        spy.spy {
            #expect(results.generic(Hello(name: "Cy")) == Hello(name: "Cy"))
            #expect(results.existentialArgument(Hello(name: "Di")) == "Hello, Di")
        }
        #expect(result(spy, "generic(_:)") as? Hello == Hello(name: "Cy"))
        #expect(spy.invocations.first { $0.selector == "existentialArgument(_:)" }?.arguments.first as? Hello == Hello(name: "Di"))
    }
}
