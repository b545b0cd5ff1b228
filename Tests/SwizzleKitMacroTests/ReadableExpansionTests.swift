import Foundation
import SwizzleGenerator
import Testing
import TestThreads

/// What the macro writes is read in compile errors, backtraces and the debugger: each generated
/// line fits in 120 characters, and laying it out changes no token.
@Suite(.onItsOwnThreads) struct ReadableExpansionTests {
    /// Five classes of a small service, as people write them (`Benchmarks/realistic-models.sh`).
    static let service = """
        @Swizzlable
        final class OrderStore {
            private var orders: [Int: Order] = [:]
            var count: Int { orders.count }
            init() {}
            func save(_ order: Order) { orders[order.id] = order }
            func order(id: Int) throws -> Order {
                guard let order = orders[id] else { throw ServiceError.notFound(id) }
                return order
            }
            func remove(id: Int) -> Order? { orders.removeValue(forKey: id) }
            func page(from start: Int, count: Int, skip: Int) throws -> [Order] { [] }
            func page(after id: Int, count: Int, skip: Int) throws -> [Order] { [] }
        }
        @Swizzlable
        class PriceCalculator {
            let taxRate: Double
            init(taxRate: Double) { self.taxRate = taxRate }
            func subtotal(of items: [String], prices: [String: Double]) -> Double {
                items.reduce(0) { $0 + (prices[$1] ?? 0) }
            }
            func rounded(_ value: Double, places: Int = 2) -> Double { value }
        }
        @Swizzlable
        class PayloadCodec {
            init() {}
            func encode<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }
            func describe(_ value: some CustomStringConvertible) -> String { value.description }
        }
        @Swizzlable
        class Notifier {
            init() {}
            func notify(_ message: String) async -> Bool { true }
            func notifyAll(_ messages: [String]) async throws -> Int { messages.count }
        }
        @Swizzlable
        class OrderService {
            let store: OrderStore
            init(store: OrderStore) { self.store = store }
            func confirm(id: Int) async throws -> Bool { try store.order(id: id).id == id }
        }
        """

    @Test func everyGeneratedLineOfARealisticFileFitsIn120Characters() throws {
        let expanded = expandedAsTheCompilerWould(Self.service, moduleName: "Service", path: "Service.swift")
        let lines = expanded.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 300, "the five classes expanded")
        // A doc comment is prose; everything else the macro writes is broken up where it may be.
        // (Shown as an editor shows it: in place, each expansion indented into its class or method.)
        let long = lines.filter { $0.count > LineLayout.readableWidth && !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") }
        #expect(long.isEmpty, "\(long.count) lines over \(LineLayout.readableWidth) characters, the first: \(long.first ?? "")")
        // Each class declares each C signature of its entries that the runtime does not, once, however
        // many entries have it: OrderStore's two `page` methods share `CCall_Int_Int_Int_Pointer_Pointer_returning_Void`.
        let orderStore = expanded.components(separatedBy: "class PriceCalculator").first ?? ""
        let declared = orderStore.split(separator: "\n").filter { $0.contains("enum CCall_") }
        #expect(!declared.isEmpty)
        #expect(Set(declared).count == declared.count)
    }

    @Test func layingOutALongLineChangesNoToken() {
        let line = "    try SwizzleSupport.add(__registrar, label____, .instance, label____Default, "
            + "SwizzleSupport.signature((String).self, returning: (String).self, throws: false, byValue: [false], of: \"label(_:)\"), "
            + "invoker: CCall_Pointer_Pointer_returning_Void.invoker, entry: CCall_Pointer_Pointer_returning_Void.instanceEntry)"
        let wrapped = LineLayout.wrapped(line)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= LineLayout.width })
        #expect(lines.allSatisfy { $0.hasPrefix("    ") }, "the statement's indentation is kept, and its arguments indented further")
        #expect(wrapped.filter { !$0.isWhitespace } == line.filter { !$0.isWhitespace })
    }

    @Test func commentsDirectivesStringsAndShortLinesAreLeftAsTheyAre() {
        let comment = "/// " + String(repeating: "a, (b) ", count: 30)
        let directive = "#sourceLocation(file: \"" + String(repeating: "dir/", count: 40) + "File.swift\", line: 3)"
        let short = "return f(a, b)"
        for line in [comment, directive, short] {
            #expect(LineLayout.wrapped(line) == line)
        }
        // A string literal's commas and parentheses are not places to break: a literal too long
        // for a line becomes a multi-line one whose lines end in `\`, the same string.
        let literal = "let reason = f(\"" + String(repeating: "x, (y), ", count: 20) + "\", 1)"
        let wrapped = LineLayout.wrapped(literal)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= LineLayout.width })
        #expect(lines.filter { $0.hasSuffix("\\") }.count >= 1)
        #expect(wrapped.components(separatedBy: "(y)").count == 21, "no '(y)' is broken")
        let joined = lines.map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: "\n")
            .replacing("\\\n", with: "")
        #expect(joined.contains("\"\"\"\n" + String(repeating: "x, (y), ", count: 20) + "\n\"\"\""))
    }
}
