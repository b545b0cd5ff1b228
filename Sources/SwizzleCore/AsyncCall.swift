/// What an `async` method's table entry returns: the call's asynchronous part, which the
/// dispatching method awaits. **Not API**: `@Swizzlable`'s expansion makes and awaits it.
///
/// A C function cannot suspend, so an async method crosses the table in two halves: the entry is
/// an ordinary C function of the method's arguments that returns this (by pointer, as any
/// non-scalar result), and the dispatching method awaits it. Every layer, per-object override and
/// typed entry point works on the first half as on any method; a spy or stub that wants the
/// awaited result wraps the second.
public struct _AsyncCall<Result, Failure: Error> {
    /// The asynchronous part: the body, or a layer's answer.
    public let run: () async throws(Failure) -> Result

    public init(_ run: @escaping () async throws(Failure) -> Result) {
        self.run = run
    }
}

/// A call whose result comes after its entry returns (an async method's awaited part, a generic
/// method's body): what a spy needs to record it when the result is there.
package protocol DeferredCallBox: SendableMetatype {
    /// Whether the method throws to its caller.
    static var isThrowing: Bool { get }
    /// This call, telling `completion` its outcome before handing it to the caller.
    func observed(_ completion: @escaping (Swift.Result<Any?, any Error>) -> Void) -> Self
}

/// An ``_AsyncCall`` seen through `Any`, for the layers that answer or observe async calls
/// whatever their result type.
package protocol AsyncCallBox: DeferredCallBox {
    /// The awaited result's type.
    static var awaitedResult: ABIType { get }
    /// A call that awaits `first` and returns its value; if that is nil (no value, or one of
    /// another type), it awaits `otherwise` instead. An error `first` throws is thrown to the
    /// caller; it must be one the method can throw (stubs are checked when they are made).
    static func answering(_ first: @escaping () async throws -> Any?, otherwise: Self?) -> Self
}

extension _AsyncCall: AsyncCallBox {
    package static var awaitedResult: ABIType { ABIType(Result.self) }
    package static var isThrowing: Bool { Failure.self != Never.self }

    package static func answering(_ first: @escaping () async throws -> Any?, otherwise: Self?) -> Self {
        _AsyncCall { () async throws(Failure) -> Result in
            let value: Any?
            do {
                value = try await first()
            } catch let error as Failure {
                throw error
            } catch {
                preconditionFailure("SwizzleKit: a stub threw \(error) from a method that cannot throw it")
            }
            if let result = TypedABIOperations<Result>.cast(Result.self == Void.self && value == nil ? () : value) {
                return result
            }
            guard let otherwise else {
                preconditionFailure("SwizzleKit: an async call was answered with no value of type \(Result.self)")
            }
            return try await otherwise.run()
        }
    }

    package func observed(_ completion: @escaping (Swift.Result<Any?, any Error>) -> Void) -> Self {
        let run = self.run
        return _AsyncCall { () async throws(Failure) -> Result in
            do throws(Failure) {
                let result = try await run()
                completion(.success(result))
                return result
            } catch {
                completion(.failure(error))
                throw error
            }
        }
    }
}
