import CSwizzleRuntime
import SwizzleKit
import Testing

/// A value that logs its name when it is freed: the release callbacks' work made visible.
private final class Tracked {
    let name: String
    let freed: Recorder<String>
    init(_ name: String, _ freed: Recorder<String>) {
        self.name = name
        self.freed = freed
    }
    deinit { freed.append(name) }

    /// A +1 pointer to a new tracked value, which the runtime owns from now on.
    static func retained(_ name: String, _ freed: Recorder<String>) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Tracked(name, freed)).toOpaque()
    }

    static func name(at value: UnsafeMutableRawPointer?) -> String? {
        value.map { Unmanaged<Tracked>.fromOpaque($0).takeUnretainedValue().name }
    }
}

/// The release callback: gives up the runtime's reference.
private let releaseTracked: SKReleaseFunction = { value in
    Unmanaged<Tracked>.fromOpaque(value!).release()
}

/// Associated values (`objc_setAssociatedObject`-style): per object and key, released by their
/// callback when replaced or removed, one key at a time or all at once.
@Suite("C runtime: associated values")
struct AssociatedValueTests {
    /// Live, distinct addresses for objects and keys.
    final class Addresses {
        let block = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        deinit { block.deallocate() }
        subscript(index: Int) -> UnsafeRawPointer { UnsafeRawPointer(block + index) }
    }

    @Test func setGetReplaceAndRemoveOneKey() {
        let freed = Recorder<String>(), address = Addresses()
        let (object, other, key, secondKey) = (address[0], address[1], address[2], address[3])

        sk_object_setAssociated(object, key, Tracked.retained("a", freed), releaseTracked)
        #expect(Tracked.name(at: sk_object_getAssociated(object, key)) == "a")
        #expect(sk_object_getAssociated(other, key) == nil, "per object")
        #expect(sk_object_getAssociated(object, secondKey) == nil, "per key")

        sk_object_setAssociated(object, key, Tracked.retained("b", freed), releaseTracked)
        #expect(Tracked.name(at: sk_object_getAssociated(object, key)) == "b")
        #expect(freed.all == ["a"], "the replaced value was released, once")

        sk_object_setAssociated(object, secondKey, Tracked.retained("c", freed), releaseTracked)
        sk_object_setAssociated(object, key, nil, nil)
        #expect(sk_object_getAssociated(object, key) == nil)
        #expect(freed.all == ["a", "b"], "removing one key released its value")
        #expect(Tracked.name(at: sk_object_getAssociated(object, secondKey)) == "c", "the other key stays")
        _ = sk_object_removeAssociated(object)
    }

    @Test func removeAllOfAnObjectsValuesLeavesOtherObjects() {
        let freed = Recorder<String>(), address = Addresses()
        let (object, other, key, secondKey) = (address[0], address[1], address[2], address[3])
        sk_object_setAssociated(object, key, Tracked.retained("a", freed), releaseTracked)
        sk_object_setAssociated(object, secondKey, Tracked.retained("b", freed), releaseTracked)
        sk_object_setAssociated(other, key, Tracked.retained("c", freed), releaseTracked)

        #expect(sk_object_removeAssociated(object) == 2)
        #expect(Set(freed.all) == ["a", "b"] && freed.count == 2)
        #expect(sk_object_getAssociated(object, key) == nil && sk_object_getAssociated(object, secondKey) == nil)
        #expect(Tracked.name(at: sk_object_getAssociated(other, key)) == "c")
        #expect(sk_object_removeAssociated(object) == 0, "nothing left")
        #expect(sk_object_removeAssociated(other) == 1)
        #expect(freed.count == 3)
    }

    /// Without a release callback the value is the caller's to manage: nothing is called.
    @Test func aValueWithoutReleaseCallbackIsLeftToItsOwner() {
        let freed = Recorder<String>(), address = Addresses()
        let value = Tracked.retained("kept", freed)
        sk_object_setAssociated(address[0], address[1], value, nil)
        sk_object_setAssociated(address[0], address[1], nil, nil)
        #expect(freed.all.isEmpty)
        Unmanaged<Tracked>.fromOpaque(value).release()
        #expect(freed.all == ["kept"])
    }

    /// Callbacks run after the runtime's lock is dropped, so one may call back into the runtime.
    @Test func aReleaseCallbackMayUseTheRuntime() {
        let address = Addresses()
        let reentrant: SKReleaseFunction = { value in
            // The value is the object's address: read and write its associations from inside the callback.
            let object = UnsafeRawPointer(value!)
            _ = sk_object_getAssociated(object, object)
            sk_object_setAssociated(object, object + 1, UnsafeMutableRawPointer(mutating: object), nil)
        }
        let object = address[0]
        sk_object_setAssociated(object, object, UnsafeMutableRawPointer(mutating: object), reentrant)
        sk_object_setAssociated(object, object, nil, nil)  // runs the callback, which must not deadlock
        #expect(sk_object_getAssociated(object, object + 1) == UnsafeMutableRawPointer(mutating: object))
        #expect(sk_object_removeAssociated(object) == 1)
    }
}
