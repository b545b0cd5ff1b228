import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// Registration for `@Swizzlable`'s generated code: a class and its `@convention(c)` default
/// implementations, made once, lazily, by the class's `static let`.
extension _SwizzleMacroSupport {
    /// Registers `type` under `superclass` and lets `methods` add its methods. A failure here is
    /// a bug in the generated code or a conflicting hand registration, so it stops with the reason.
    /// `undispatched` lists the members the macro left plain Swift, with why; `condition` is the
    /// compilation condition this build lacks, when the class is compiled as written.
    public static func register(_ type: AnyClass, superclass: RuntimeClass?,
                                undispatched: [(selector: String, type: MethodType, reason: String)] = [],
                                compiledWithout condition: String? = nil,
                                methods: (ClassRegistration) throws -> Void = { _ in }) -> RuntimeClass {
        do {
            let runtimeClass = try RuntimeClass.register(type, superclass: superclass) { registration in
                try methods(registration)
                // Before the record is published: a spy asking for an extension's method finds it.
                registerExtensions(of: type, registration)
            }
            RuntimeMetadata.shared.addUndispatched(undispatched, of: runtimeClass)
            if let condition { RuntimeMetadata.shared.setCompiledWithout(condition, runtimeClass) }
            return runtimeClass
        } catch {
            fatalError("SwizzleKit: @Swizzlable could not register \(String(reflecting: type)): \(error)")
        }
    }

    /// A generic caller of one C signature, written by the macro: the C runtime's `SKInvoker`.
    public typealias Invoker = @convention(c) (
        @convention(c) () -> Void, UnsafeMutableRawPointer?, UnsafePointer<UnsafeMutableRawPointer?>
    ) -> Void

    /// A generated method's signature, made by ``signature(_:returning:passing:)``;
    /// what few methods have is added by a call of its own (``nonEscaping(_:)``, ``rethrowing()``,
    /// ``throwing(_:)``, ``inoutParameters(_:)``), so the common registration passes no default
    /// arguments: each was a call of its own in every registration, about 4 % of what compiling an
    /// annotated class cost (BENCHMARKS.md, issue 24).
    public struct Signature {
        let parameters: [ABIType]
        let result: ABIType
        let isThrowing: Bool
        var nonEscapingParameters: Set<Int> = []
        var isRethrowing = false
        var thrownError: ABIType?
        var inoutIndices: Set<Int> = []

        package var value: MethodSignature {
            MethodSignature(parameters: parameters, result: result, isThrowing: isThrowing, nonEscaping: nonEscapingParameters,
                            isRethrowing: isRethrowing, thrownError: thrownError, inoutParameters: inoutIndices)
        }

        /// The parameters that are non-escaping closures (evidence must not keep them).
        public func nonEscaping(_ indices: Set<Int>) -> Signature {
            var signature = self
            signature.nonEscapingParameters = indices
            return signature
        }

        /// A method that throws only what its closure argument throws.
        public func rethrowing() -> Signature {
            var signature = self
            signature.isRethrowing = true
            return signature
        }

        /// A method with typed throws: its stubs must throw `error`.
        public func throwing(_ error: any Error.Type) -> Signature {
            var signature = self
            signature.thrownError = ABIType(error)
            return signature
        }

        /// The `inout` parameters, whose evidence keeps the value passed in and the value left.
        public func inoutParameters(_ indices: Set<Int>) -> Signature {
            var signature = self
            signature.inoutIndices = indices
            return signature
        }
    }

    /// Adds one method as `@Swizzlable` registers it: `implementation` is its `@convention(c)`
    /// default implementation, with what makes calls of it cheap:
    /// - `invoker`, the direct call of its C signature, which generic calls of that signature (a
    ///   spy's or stub's forward, `send`) then use instead of libffi;
    /// - `entry`, the typed entry point that stands for a per-object layer on it (a direct spy on
    ///   an instance, a global mock's construction layer) without a libffi closure: see `_TypedEntryCall`;
    /// - `slot` remembers the implementation as the default, so the dispatching method runs the
    ///   body directly while the table still holds it (see ``_SelectorSlot/isDefault(_:)``).
    public static func add<F>(_ registration: ClassRegistration, _ slot: borrowing _SelectorSlot, _ type: MethodType,
                              _ implementation: F, _ signature: Signature, invoker: Invoker, entry: F) throws {
        precondition(MemoryLayout<F>.size == MemoryLayout<SKIMP>.size, "an implementation must be a C function")
        let selector = slot.selector
        let registered = unsafeBitCast(implementation, to: SKIMP.self)
        let signature = signature.value
        try registration.method(selector, type, implementation: registered, signature: signature)
        try signature.setInvoker(invoker)
        guard let method = registration.runtimeClass.ownMethod(selector, type) else { return }
        // The entry point only for the method this signature describes (not a hand registration
        // of another), and the default only if the table holds this very implementation.
        if method.typeEncoding == signature.typeEncoding {
            RuntimeMetadata.shared.setTypedEntry(unsafeBitCast(entry, to: SKIMP.self), for: method.raw)
        }
        if address(of: method.implementation) == address(of: registered) {
            slot.setDefaultImplementation(registered, of: registration.runtimeClass)
        }
    }

    /// The signature of a generated method: its parameters' and result's types, and how each
    /// crosses the table (`passing`, see `SignaturePassing`: `"value, pointer throws -> void"`).
    /// The macro decides that from a type's spelling, passing the scalars it knows by value and
    /// every other type by pointer, so a type alias of a scalar (`typealias Count = Int`,
    /// `Float32`) crosses by pointer, which is as sound. The decision is the generated code's, made
    /// at compile time.
    ///
    /// Methods of up to four parameters call one of the overloads below, which name each type:
    /// a parameter pack costs the compiler about 1.6 M instructions more in every registration
    /// (BENCHMARKS.md, issue 24). This one takes any number.
    public static func signature<each A, R>(
        _ parameters: repeat (each A).Type, returning result: R.Type, passing: StaticString
    ) -> Signature {
        var count = 0
        for _ in repeat each parameters { count += 1 }
        return signature(passing, count: count, returning: R.self) { byPointer in
            var types: [ABIType] = []
            for parameter in repeat each parameters { types.append(ABIType(parameter, byPointer: byPointer[types.count])) }
            return types
        }
    }

    /// ``signature(_:returning:passing:)`` for a method without parameters.
    public static func signature<R>(returning result: R.Type, passing: StaticString) -> Signature {
        signature(passing, count: 0, returning: R.self) { _ in [] }
    }

    /// ``signature(_:returning:passing:)`` for a method of one parameter.
    public static func signature<A, R>(_ a: A.Type, returning result: R.Type, passing: StaticString) -> Signature {
        signature(passing, count: 1, returning: R.self) { [ABIType(A.self, byPointer: $0[0])] }
    }

    /// ``signature(_:returning:passing:)`` for a method of two parameters.
    public static func signature<A, B, R>(_ a: A.Type, _ b: B.Type, returning result: R.Type,
                                          passing: StaticString) -> Signature {
        signature(passing, count: 2, returning: R.self) { [ABIType(A.self, byPointer: $0[0]), ABIType(B.self, byPointer: $0[1])] }
    }

    /// ``signature(_:returning:passing:)`` for a method of three parameters.
    public static func signature<A, B, C, R>(_ a: A.Type, _ b: B.Type, _ c: C.Type, returning result: R.Type,
                                             passing: StaticString) -> Signature {
        signature(passing, count: 3, returning: R.self) {
            [ABIType(A.self, byPointer: $0[0]), ABIType(B.self, byPointer: $0[1]), ABIType(C.self, byPointer: $0[2])]
        }
    }

    /// ``signature(_:returning:passing:)`` for a method of four parameters.
    public static func signature<A, B, C, D, R>(_ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type, returning result: R.Type,
                                                passing: StaticString) -> Signature {
        signature(passing, count: 4, returning: R.self) {
            [ABIType(A.self, byPointer: $0[0]), ABIType(B.self, byPointer: $0[1]),
             ABIType(C.self, byPointer: $0[2]), ABIType(D.self, byPointer: $0[3])]
        }
    }

    /// The signature `passing` describes for `count` parameters, whose types `parameters` makes
    /// from whether each crosses by pointer. A description with a word too few or too many stops
    /// the program, saying so.
    private static func signature<R>(_ passing: StaticString, count: Int, returning result: R.Type,
                                     _ parameters: ([Bool]) -> [ABIType]) -> Signature {
        let passing = SignaturePassing(passing)
        if passing.parametersByValue.count < count { passing.refuse("it has fewer words than parameters") }
        if passing.parametersByValue.count > count { passing.refuse("it has more words than parameters") }
        return Signature(parameters: parameters(passing.parametersByValue.map { !$0 }),
                         result: ABIType(R.self, byPointer: !passing.resultByValue), isThrowing: passing.isThrowing)
    }

    /// The signature as `generate-spies` wrote it before `passing:` (a `Bool` per parameter):
    /// files generated then keep compiling until they are generated again.
    @available(*, deprecated, message: "written by an older SwizzleKit; run generate-spies again")
    public static func signature<each A, R, Class: AnyObject>(
        _ parameters: repeat (each A).Type, returning result: R.Type, throws isThrowing: Bool,
        byValue: [Bool], resultByValue: Bool, of selector: String, in type: Class.Type
    ) -> Signature {
        var types: [ABIType] = []
        for parameter in repeat each parameters {
            types.append(ABIType(parameter, byPointer: !byValue[types.count]))
        }
        return Signature(parameters: types, result: ABIType(R.self, byPointer: !resultByValue), isThrowing: isThrowing)
    }
}
