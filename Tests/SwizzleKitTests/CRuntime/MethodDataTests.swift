import CSwizzleRuntime
import Dispatch
import Foundation
@_spi(Internals) import SwizzleCore
import Testing

/// What the Swift layer keeps with a method in its C record (`sk_method_setData`): a method's Swift
/// signature and its typed entry point, read without a lock by every spy made and begun. Each
/// method keeps its own; a method that was given none has none; a method given another keeps the
/// last, and one a reader held before stays alive.
@Suite("C runtime: what the Swift layer keeps with a method")
struct MethodDataTests {
    static let constant: ConstantIMP = { _, _ in 7 }

    /// Two methods of a class of their own, one on each side.
    private func twoMethods() -> (instance: SKMethod, classSide: SKMethod) {
        let id = UUID().uuidString.prefix(8)
        let cls = sk_class_register("MethodData.Owner\(id)", nil, nil)!
        let selector = sk_selector_register("value\(id)()")
        let imp = unsafeBitCast(Self.constant, to: SKIMP.self)
        _ = sk_class_addMethod(cls, SK_INSTANCE_SIDE, selector, imp, "q@:")
        _ = sk_class_addMethod(cls, SK_CLASS_SIDE, selector, imp, "q#:")
        return (sk_class_getOwnMethod(cls, SK_INSTANCE_SIDE, selector)!, sk_class_getOwnMethod(cls, SK_CLASS_SIDE, selector)!)
    }

    @Test func eachMethodKeepsItsOwnSignatureAndEntry() {
        let (instance, classSide) = twoMethods()
        #expect(RuntimeMetadata.shared.signature(for: instance) == nil, "none was given")
        #expect(RuntimeMetadata.shared.typedEntry(for: instance) == nil)
        let takesInt = MethodSignature(Int.self, returning: Int.self), takesNothing = MethodSignature(returning: Int.self)
        RuntimeMetadata.shared.setSignature(takesInt, for: instance)
        RuntimeMetadata.shared.setSignature(takesNothing, for: classSide)
        let entry = unsafeBitCast(Self.constant, to: SKIMP.self)
        RuntimeMetadata.shared.setTypedEntry(entry, for: classSide)
        #expect(RuntimeMetadata.shared.signature(for: instance) == takesInt)
        #expect(RuntimeMetadata.shared.signature(for: classSide) == takesNothing)
        #expect(RuntimeMetadata.shared.typedEntry(for: instance) == nil, "only the class method was given an entry")
        #expect(RuntimeMetadata.shared.typedEntry(for: classSide).map { unsafeBitCast($0, to: UInt.self) }
                == unsafeBitCast(entry, to: UInt.self))
    }

    @Test func aSignatureReadWhileAnotherIsSetStaysWhole() {
        let instance = UInt(bitPattern: twoMethods().instance)  // (a pointer is not Sendable)
        let signatures = (0..<4).map { MethodSignature(parameters: Array(repeating: ABIType(Int.self), count: $0), result: ABIType(Int.self)) }
        let wrong = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<2_000 {
                if thread == 0 {
                    RuntimeMetadata.shared.setSignature(signatures[round % signatures.count], for: SKMethod(bitPattern: instance)!)
                } else if let read = RuntimeMetadata.shared.signature(for: SKMethod(bitPattern: instance)!), !signatures.contains(read) {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
        #expect(RuntimeMetadata.shared.signature(for: SKMethod(bitPattern: instance)!) == signatures[1999 % signatures.count],
                "the last one set")
    }
}

/// A fact kept with a signature (``SignatureStorage/keepFact(_:_:)``): the first object kept is
/// everyone's, the others are let go, and the signature lets its own go when it goes.
@Suite("Facts kept with a signature")
struct SignatureFactTests {
    private final class Fact: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func theFirstFactKeptIsEveryThreadsAndTheOthersAreLetGo() {
        let storage = MethodSignature(Int.self, returning: Int.self).storage
        #expect(storage.keptFact(.logLayoutKeepingResults) == nil)
        let kept = Locked([UInt]())
        let made = Locked([Fact]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let fact = Fact(thread)
            made.withLock { $0.append(fact) }
            let address = storage.keepFact(.logLayoutKeepingResults, fact)
            kept.withLock { $0.append(UInt(bitPattern: address)) }
        }
        let addresses = kept.withLock { $0 }
        #expect(Set(addresses).count == 1, "every thread got the one kept")
        #expect(storage.keptFact(.logLayoutKeepingResults).map { UInt(bitPattern: $0) } == addresses.first)
        #expect(storage.keptFact(.logLayoutWithoutResults) == nil, "another fact is kept apart")
        #expect(made.withLock { $0 }.contains { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) == addresses[0] })
        made.withLock { $0.removeAll() }
        #expect(storage.keptFact(.logLayoutKeepingResults).map { UInt(bitPattern: $0) } == addresses.first,
                "the kept one stays alive with the signature once its maker lets it go")
        #expect(Unmanaged<Fact>.fromOpaque(storage.keptFact(.logLayoutKeepingResults)!).takeUnretainedValue().number < 8)
        weak var leftOver: Fact?
        do {
            let unkept = Fact(99)
            leftOver = unkept
            _ = storage.keepFact(.logLayoutKeepingResults, unkept)
        }
        #expect(leftOver == nil, "a fact that was not kept is let go")
    }

    @Test func aSignatureLetsItsFactsGoWhenItGoes() {
        weak var fact: Fact?
        do {
            let storage = MethodSignature(returning: Int.self).storage
            let made = Fact(1)
            fact = made
            _ = storage.keepFact(.logLayoutWithoutResults, made)
        }
        #expect(fact == nil)
    }
}
