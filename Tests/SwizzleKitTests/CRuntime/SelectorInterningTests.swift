import CSwizzleRuntime
import Foundation
import SwizzleKit
import Testing

/// Selectors are interned: one name, one pointer, whichever thread asks first.
@Suite("C runtime: selectors")
struct SelectorInterningTests {
    /// A name no other test interns.
    func freshName(_ base: String) -> String { "\(base)\(UUID().uuidString.prefix(8))(_:)" }

    @Test func theSameNameIsTheSamePointer() throws {
        let name = freshName("interned")
        #expect(sk_selector_lookup(name) == nil, "a lookup does not intern")
        let countBefore = sk_selector_count()
        let first = sk_selector_register(name)
        #expect(sk_selector_count() >= countBefore + 1)
        #expect(sk_selector_register(name) == first)
        #expect(sk_selector_register(String(name.reversed().reversed())) == first, "an equal name in another buffer")
        #expect(sk_selector_lookup(name) == first)
        #expect(String(cString: first.pointee.name) == name)
        #expect(Selector(name).raw == first && Selector(name) == Selector(raw: first))
        #expect(Selector(name).name == name)
        let other = sk_selector_register(freshName("other"))
        #expect(other != first)
        #expect(other.pointee.index != first.pointee.index, "each selector has its own table slot")
    }

    /// Threads interning the same new names at once all get the same pointers.
    @Test func concurrentInterningAgrees() async {
        let names = (0 ..< 64).map { _ in freshName("raced") }
        let results = await withTaskGroup(of: [UInt].self) { group in
            for _ in 0 ..< 4 {
                group.addTask { names.map { UInt(bitPattern: sk_selector_register($0)) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        #expect(Set(results.map { $0.description }).count == 1, "every thread got the same selectors")
        #expect(Set(results[0]).count == names.count, "and distinct names got distinct selectors")
    }

    @Test(arguments: [("run()", 0), ("add(_:_:)", 2), ("init(id:)", 1), ("a(b:_:c:)", 3), ("getter:mood", 0),
                      ("setter:mood", 0), ("mood", 0), ("subscript(_:)", 1), ("é(ü:)", 1)])
    func validateAcceptsSwiftStyleNames(_ name: String, labels: Int) {
        var count = -1
        #expect(sk_selector_validate(name, &count) == SK_OK)
        #expect(count == labels)
        #expect(sk_selector_validate(name, nil) == SK_OK, "the count is optional")
    }

    @Test(arguments: ["", "a(b:", "add(_:_)", "(x:)", "a b()", "1abc()", "add(_:_:)x", "getter:", "f(::)", "f(a)",
                      "f(_:)(_:)", "-(_:)", String(repeating: "a", count: 2000) + "()"])
    func validateRejectsEverythingElse(_ name: String) {
        var count = -1
        #expect(sk_selector_validate(name, &count) == SK_ERR_BAD_SELECTOR)
        #expect(count == -1, "the count is left alone")
    }
}
