package import CSwizzleRuntime
import Synchronization

/// What a `MethodSignature` holds: its Swift types, plus what the generic path needs beyond
/// them, kept with them so that a call neither rebuilds and hashes the type encoding nor
/// measures the types again. A reference: every copy of the signature (in the runtime's
/// metadata, a layer stack, a replacement) shares it, and copying one costs a retain.
@usableFromInline package final class SignatureStorage: Sendable {
    package let parameters: [ABIType]
    package let result: ABIType
    @usableFromInline package let isThrowing: Bool
    /// Where a generic call's arguments and result lie in its block.
    package let layout: FrameLayout
    /// Each parameter's `isIndirect`, and the result's facts, read on every intercepted call:
    /// kept apart so that reading one does not copy an ``ABIType`` (a String and an existential,
    /// two retains and two releases).
    @usableFromInline package let parameterIsIndirect: [Bool]
    @usableFromInline package let hasIndirectResult: Bool
    @usableFromInline package let resultIsVoid: Bool
    /// Each parameter's: whether it is a closure the caller did not let escape (the macro says
    /// so). Such a value is valid only during the call, so nothing may keep it afterwards.
    package let parameterIsNonEscaping: [Bool]
    /// Each parameter's: whether it is `inout` (it crosses by pointer to the caller's variable, so
    /// its value after the call can differ from the one passed in).
    package let parameterIsInout: [Bool]
    /// Whether some parameter is `inout`: asked of every spy made, where searching the array was
    /// 2,000 instructions in a debug build (what `swift test` runs).
    package let hasInoutParameters: Bool
    /// For an `async` method, whose entry returns an ``_AsyncCall``: that call's type, which
    /// knows the awaited result and whether the method throws.
    package let asyncCall: (any AsyncCallBox.Type)?
    /// For a generic method, whose entry returns a ``_GenericCall``: that call's type.
    package let genericCall: (any GenericCallBox.Type)?
    /// For an `async` generic method, whose entry returns an ``_AsyncGenericCall``: that call's type.
    package let asyncGenericCall: (any AsyncGenericCallBox.Type)?
    /// Whether the method is `async`, or generic: asked of every spy and stub made, and of every
    /// verification, where comparing the optional call types with nil is a generic call in a
    /// debug build (what `swift test` runs), about 480 instructions a question.
    package let isAsync: Bool
    package let isGeneric: Bool
    /// Either (the call's result comes after its entry returns).
    package let isDeferred: Bool
    /// A `rethrows` method: it may throw only what its closure argument throws, so no stub may
    /// throw for it (its caller may not be ready for an error).
    package let isRethrowing: Bool
    /// A method with typed throws (`throws(PaymentError)`): the one error type it can throw, which
    /// a stub's error must have.
    package let thrownError: ABIType?
    /// Whether each parameter and the result (if any) is a scalar of at most a word passed by
    /// value, and no parameter is a non-escaping closure: what a call needs for its values to be
    /// recorded and matched as the words a typed entry point holds. Worked out here, once per
    /// method, rather than for every spy and stub made (a debug build walked the types each time).
    package let valuesAreScalarWords: Bool
    /// Whether a call is whole in a typed entry point's words: synchronous, not generic, not
    /// throwing, and its values scalar words (``valuesAreScalarWords``). Kept, not worked out:
    /// a debug build read three properties through getters for it, about 300 instructions, on
    /// every stub and verification made.
    package let callIsWords: Bool
    /// The runtime's parsed C signature, or 0 until first needed. The runtime's signatures are
    /// immortal and shared by equal encodings, so two threads that both find it empty store the
    /// same pointer.
    private let parsed = Atomic<UInt>(0)
    /// What the layers above work out once per signature and keep with it (``keptFact(_:)``): an
    /// object's address, retained, or 0.
    private let logLayoutKeepingResults = Atomic<UInt>(0)
    private let logLayoutWithoutResults = Atomic<UInt>(0)

    init(parameters: [ABIType], result: ABIType, isThrowing: Bool, nonEscaping: Set<Int> = [], isRethrowing: Bool = false,
         thrownError: ABIType? = nil, inoutParameters: Set<Int> = []) {
        self.parameters = parameters
        parameterIsInout = parameters.indices.map(inoutParameters.contains)
        hasInoutParameters = !inoutParameters.isEmpty
        self.thrownError = thrownError
        parameterIsNonEscaping = parameters.indices.map(nonEscaping.contains)
        self.result = result
        self.isThrowing = isThrowing
        parameterIsIndirect = parameters.map(\.isIndirect)
        resultIsVoid = result.isVoid
        asyncCall = result.swiftType as? any AsyncCallBox.Type
        genericCall = result.swiftType as? any GenericCallBox.Type
        asyncGenericCall = result.swiftType as? any AsyncGenericCallBox.Type
        isAsync = asyncCall != nil || asyncGenericCall != nil
        isGeneric = genericCall != nil || asyncGenericCall != nil
        isDeferred = isAsync || isGeneric
        self.isRethrowing = isRethrowing
        hasIndirectResult = result.isIndirect && !result.isVoid
        layout = FrameLayout(parameters: parameters, result: result,
                             hasIndirectResult: hasIndirectResult, isThrowing: isThrowing)
        let isScalarWord = { (type: ABIType) in !type.isIndirect && (1...8).contains(type.operations.size) }
        valuesAreScalarWords = !parameterIsNonEscaping.contains(true) && parameters.allSatisfy(isScalarWord)
            && (result.isVoid || isScalarWord(result))
        callIsWords = !isDeferred && !isThrowing && valuesAreScalarWords
    }

    /// The facts a layer above keeps with a signature, one object each: worked out once, read
    /// without a lock (a spy made per test looked its log's layout up in a locked dictionary,
    /// about 1,300 instructions in a debug build).
    package enum Fact {
        /// The evidence log's layout of a spy on this one method, keeping results or not.
        case logLayoutKeepingResults, logLayoutWithoutResults
    }

    /// The address of the object kept for `fact` (alive as long as this storage), or nil before
    /// one is: the caller knows its class (`Unmanaged<Class>.fromOpaque`, no cast to check).
    package func keptFact(_ fact: Fact) -> UnsafeRawPointer? {
        let word = switch fact {
        case .logLayoutKeepingResults: logLayoutKeepingResults.load(ordering: .acquiring)
        case .logLayoutWithoutResults: logLayoutWithoutResults.load(ordering: .acquiring)
        }
        return UnsafeRawPointer(bitPattern: word)
    }

    /// Keeps `object` for `fact` unless one is kept already, and returns the address of the one
    /// kept (threads that work a fact out at once each make their own; the first kept is everyone's).
    package func keepFact(_ fact: Fact, _ object: AnyObject) -> UnsafeRawPointer {
        let retained = Unmanaged.passRetained(object)
        let word = UInt(bitPattern: retained.toOpaque())
        let (exchanged, original) = switch fact {
        case .logLayoutKeepingResults:
            logLayoutKeepingResults.compareExchange(expected: 0, desired: word, ordering: .acquiringAndReleasing)
        case .logLayoutWithoutResults:
            logLayoutWithoutResults.compareExchange(expected: 0, desired: word, ordering: .acquiringAndReleasing)
        }
        if exchanged { return UnsafeRawPointer(retained.toOpaque()) }
        retained.release()
        return UnsafeRawPointer(bitPattern: original)!
    }

    deinit {
        for word in [logLayoutKeepingResults.load(ordering: .acquiring), logLayoutWithoutResults.load(ordering: .acquiring)] {
            if let address = UnsafeRawPointer(bitPattern: word) { Unmanaged<AnyObject>.fromOpaque(address).release() }
        }
    }

    package var cSignature: SKSignature? {
        get { SKSignature(bitPattern: parsed.load(ordering: .acquiring)) }
        set { parsed.store(UInt(bitPattern: newValue), ordering: .releasing) }
    }
}
