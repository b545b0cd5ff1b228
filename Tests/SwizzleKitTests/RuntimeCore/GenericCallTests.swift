import SwizzleKit
import Testing

/// The generic path checks each argument's type as it copies the arguments into one block, keeps
/// the parsed C signature with the Swift one, and remembers which selectors are well formed:
/// the results, the errors and the lifetimes must be what they were.
@Suite("Generic call bookkeeping")
struct GenericCallTests {
    let shapes = Shapes()

    func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    @Test func aMismatchAnywhereDescribesTheWholeCall() throws {
        #expect(message { let _: String = try shapes.send("join(_:_:)", "a", 1) }
            .contains("but was used as (String, Int) -> String"), "the last argument")
        #expect(message { let _: Int = try shapes.send("add(_:_:)", "a", 1) }
            .contains("but was used as (String, Int) -> Int"), "the first argument")
        #expect(message { let _: Int = try shapes.send("add(_:_:)", 1) }
            .contains("but was used as (Int) -> Int"), "too few")
        #expect(message { let _: Int = try shapes.send("add(_:_:)", 1, 2, 3) }
            .contains("but was used as (Int, Int, Int) -> Int"), "too many")
        #expect(message { let _: Int = try shapes.send("check(_:)", -1) }.contains("used as (Int) throws -> Int"), "the result")
        #expect(try shapes.send("add(_:_:)", 1, 2) == 3)
    }

    @Test func argumentsAreReleasedAfterCallsAndRefusedCalls() throws {
        weak var weakToken: Token?
        try {
            let token = Token(name: "a")
            weakToken = token
            let renamed: Token = try shapes.send("rename(_:)", token)
            #expect(renamed.name == "A")
            #expect(message { let _: Token = try shapes.send("rename(_:)", token, 1) } != "no error")
            #expect(message { let _: Int = try shapes.send("rename(_:)", token) } != "no error")
            #expect(message { let _: String = try shapes.send("join(_:_:)", token, [1]) } != "no error")
        }()
        #expect(weakToken == nil, "every copy the calls made was destroyed")
    }

    @Test func throwingAndIndirectResultsStillArrive() throws {
        let joined: String = try shapes.send("join(_:_:)", "n:", [1, 2])
        #expect(joined == "n:1,2")
        #expect(try shapes.send("mirror(_:)", Point(x: 1, y: 2)) == Point(x: 2, y: 1))
        #expect(message { let _: String = try shapes.send("check(_:)", -2) }.contains("negative -2"))
        #expect(try shapes.send("check(_:)", 3) == "ok 3")
    }

    @Test func selectorValidityIsRememberedPerSelector() {
        // More selectors than the cache has entries, so entries are shared and replaced.
        let names = (0..<3_000).map { $0.isMultiple(of: 2) ? "validity\($0)(_:)" : "validity\($0)(" }
        var wrong: [String] = []
        for _ in 0..<2 {
            for (index, name) in names.enumerated() where Selector(name).isWellFormed != index.isMultiple(of: 2) {
                wrong.append(name)
            }
        }
        #expect(wrong.isEmpty)
    }
}
