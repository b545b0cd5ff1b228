import Foundation
import SwizzleKit
import Testing

// Classes for the slot tests only: registered on their first call, never by another test.

@Swizzlable
class SlotBase {
    func name() -> String { "base" }
    class func kind() -> String { "base kind" }
}

@Swizzlable
final class SlotChild: SlotBase {
    override func name() -> String { "child" }
}

/// Not `@Swizzlable`: it shares its superclass's record and table entries.
final class SlotPlainChild: SlotBase {}

@Swizzlable
final class SlotRacer: @unchecked Sendable {
    func add(_ a: Int, _ b: Int) -> Int { a + b }
}

/// `@Swizzlable` reads a class's record and its selectors from slots (one load each, no
/// `swift_once`), reads the cached record directly when the receiver is exactly the declaring
/// class, and asks `runtimeClass` otherwise: each receiver must still find its own class's entry.
/// Serialized: the tests swizzle the same entries.
@Suite("Record and selector slots", .serialized)
struct RecordSlotTests {
    @Test func aSubclassInstanceFindsItsOwnRecord() throws {
        let base = SlotBase(), child: SlotBase = SlotChild(), plain: SlotBase = SlotPlainChild()
        #expect(child.runtimeClass == SlotChild.runtimeClass)
        #expect(plain.runtimeClass == SlotBase.runtimeClass, "a class without the macro inherits the record")
        let token = try Swizzle.install(.typed { (_, _: SlotChild) -> String in "swizzled child" },
                                        on: SlotChild.runtimeClass, "name()")
        defer { try? token.restore() }
        #expect(child.name() == "swizzled child")
        #expect(base.name() == "base", "the declaring class's own entry is untouched")
        #expect(plain.name() == "base")
    }

    @Test func aReplacementOnTheDeclaringClassReachesExactInstancesAndInheritors() throws {
        let base = SlotBase(), plain: SlotBase = SlotPlainChild(), child: SlotBase = SlotChild()
        let token = try Swizzle.install(.typed { (_, _: SlotBase) -> String in "swizzled base" },
                                        on: SlotBase.runtimeClass, "name()")
        defer { try? token.restore() }
        #expect(base.name() == "swizzled base", "the receiver is exactly the declaring class: the cached record")
        #expect(plain.name() == "swizzled base", "through runtimeClass, to the inherited record")
        #expect(child.name() == "child", "SlotChild's own entry")
    }

    @Test func aClassMethodCalledOnASubclassFindsTheSubclassRecord() throws {
        let token = try Swizzle.install(.handler { frame, _ in frame.setReturnValue("child kind") },
                                        on: SlotChild.runtimeClass, "kind()", .class)
        defer { try? token.restore() }
        #expect(SlotChild.kind() == "child kind")
        #expect(SlotBase.kind() == "base kind")
        #expect(SlotPlainChild.kind() == "base kind")
    }

    @Test func firstCallsFromManyThreadsAtOnceRegisterOnce() {
        // The slots of SlotRacer are empty until here: every thread may find them so.
        let results = Locked(Set<Int>())
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let value = SlotRacer().add(index, 1_000)
            _ = results.withLock { $0.insert(value - index) }
        }
        #expect(results.withLock { $0 } == [1_000])
        #expect(RuntimeClass.named(String(reflecting: SlotRacer.self)) == SlotRacer.runtimeClass)
    }
}

/// A value behind a lock, for collecting results from several threads.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
