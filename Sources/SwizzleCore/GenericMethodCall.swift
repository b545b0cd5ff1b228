/// What a generic method's table entry returns: how the call gets its result, given the real
/// body. **Not API**: `@Swizzlable`'s expansion makes and resolves it.
///
/// A generic method has no single C signature, so its entry is an ordinary C function of the
/// method's arguments, each one whose type names a generic parameter boxed as `Any`, returning
/// this. The dispatching method resolves it with the real generic body (the only code that
/// knows the generic parameters) and the instantiated result type. The default entry answers
/// "run the body"; a spy's layer answers with a stub checked against the instantiated type, or
/// observes the body's result, as it does an async call's awaited part.
public struct _GenericCall<Failure: Error> {
    /// Given the instantiated result type (made only when an answer needs it: describing a type
    /// costs far more than the call) and the real body, the call's result.
    package let run: (() -> ABIType, () throws(Failure) -> Any) throws(Failure) -> Any

    package init(_ run: @escaping (() -> ABIType, () throws(Failure) -> Any) throws(Failure) -> Any) {
        self.run = run
    }

    /// The default entry's answer: the real body's result.
    public static var forwarding: Self {
        _GenericCall { _, body throws(Failure) in try body() }
    }

    /// The call's result as the instantiated `R`, running `body` where no layer answers instead.
    /// A layer's answer is checked against `R` where it is made (``GenericCallBox``), so the
    /// cast cannot fail unless an answer skipped that check.
    public func resolve<R>(as type: R.Type, _ body: () throws(Failure) -> R) throws(Failure) -> R {
        let value = try run({ ABIType(R.self) }) { () throws(Failure) -> Any in try body() }
        guard let result = value as? R else {
            preconditionFailure("SwizzleKit: a generic call was answered with \(Swift.type(of: value)), not \(R.self)")
        }
        return result
    }
}

/// A ``_GenericCall`` seen through `Any`, for the layers that answer or observe generic calls
/// whatever their failure type.
package protocol GenericCallBox: DeferredCallBox {
    /// A call whose result is what `first` gives for the instantiated result type; if that is
    /// nil, `otherwise` answers. An error `first` throws goes to the caller; it must be one the
    /// method can throw (stubs are checked when they are made).
    static func answering(_ first: @escaping (ABIType) throws -> Any?, otherwise: Self) -> Self
}

extension _GenericCall: GenericCallBox {
    package static var isThrowing: Bool { Failure.self != Never.self }

    package static func answering(_ first: @escaping (ABIType) throws -> Any?, otherwise: Self) -> Self {
        _GenericCall { expected, body throws(Failure) in
            let value: Any?
            do {
                value = try first(expected())
            } catch let error as Failure {
                throw error
            } catch {
                preconditionFailure("SwizzleKit: a stub threw \(error) from a method that cannot throw it")
            }
            if let value { return value }
            return try otherwise.run(expected, body)
        }
    }

    package func observed(_ completion: @escaping (Swift.Result<Any?, any Error>) -> Void) -> Self {
        let run = self.run
        return _GenericCall { expected, body throws(Failure) in
            do throws(Failure) {
                let result = try run(expected, body)
                completion(.success(result))
                return result
            } catch {
                completion(.failure(error))
                throw error
            }
        }
    }
}

/// What an `async` generic method's table entry returns: ``_GenericCall``'s answer, awaited. The
/// dispatching method resolves it with the real generic body, which it awaits. **Not API.**
public struct _AsyncGenericCall<Failure: Error> {
    /// Given the instantiated result type (made only when an answer needs it) and the real body,
    /// the call's result.
    package let run: (() -> ABIType, () async throws(Failure) -> Any) async throws(Failure) -> Any

    package init(_ run: @escaping (() -> ABIType, () async throws(Failure) -> Any) async throws(Failure) -> Any) {
        self.run = run
    }

    /// The default entry's answer: the real body's result.
    public static var forwarding: Self {
        _AsyncGenericCall { _, body async throws(Failure) in try await body() }
    }

    /// The call's result as the instantiated `R`, awaiting `body` where no layer answers instead.
    public func resolve<R>(as type: R.Type, _ body: () async throws(Failure) -> R) async throws(Failure) -> R {
        let value = try await run({ ABIType(R.self) }) { () async throws(Failure) -> Any in try await body() }
        guard let result = value as? R else {
            preconditionFailure("SwizzleKit: a generic call was answered with \(Swift.type(of: value)), not \(R.self)")
        }
        return result
    }
}

/// An ``_AsyncGenericCall`` seen through `Any`.
package protocol AsyncGenericCallBox: DeferredCallBox {
    /// A call whose result is what `first` gives, awaited, for the instantiated result type; if
    /// that is nil, `otherwise` answers.
    static func answering(_ first: @escaping (ABIType) async throws -> Any?, otherwise: Self) -> Self
}

extension _AsyncGenericCall: AsyncGenericCallBox {
    package static var isThrowing: Bool { Failure.self != Never.self }

    package static func answering(_ first: @escaping (ABIType) async throws -> Any?, otherwise: Self) -> Self {
        _AsyncGenericCall { expected, body async throws(Failure) in
            let value: Any?
            do {
                value = try await first(expected())
            } catch let error as Failure {
                throw error
            } catch {
                preconditionFailure("SwizzleKit: a stub threw \(error) from a method that cannot throw it")
            }
            if let value { return value }
            return try await otherwise.run(expected, body)
        }
    }

    package func observed(_ completion: @escaping (Swift.Result<Any?, any Error>) -> Void) -> Self {
        let run = self.run
        return _AsyncGenericCall { expected, body async throws(Failure) in
            do throws(Failure) {
                let result = try await run(expected, body)
                completion(.success(result))
                return result
            } catch {
                completion(.failure(error))
                throw error
            }
        }
    }
}
