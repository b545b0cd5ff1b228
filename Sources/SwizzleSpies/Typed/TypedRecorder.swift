import SwizzleCore
import SwizzleLayers

/// The typed API of every spy and mock: each takes a ``SwizzleMethod``, which key paths into a
/// class's `SwizzleMethods` name (see ``TypedSpying`` for `\.add`). Over the string API's core:
/// a typed stub, verification or read is the same stub, verification or evidence.
extension InvocationRecorder {
    /// Starts a stub of `method`, typed: `spy.stub(\.add).with(2, 3).andReturn(5)`.
    public func stub<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>,
                                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                            line: UInt = #line, column: UInt = #column) -> Stub<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Stub(table: refusal(of: method, location: location) == nil ? core.stubs : nil, selector: method.selector,
                    matching: nil, limit: nil)
    }

    /// Starts a verification of `method`, typed: `spy.verify(\.add).with(2, 3).called(.once)`.
    public func verify<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>,
                                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                              line: UInt = #line, column: UInt = #column) -> Verification<Result, repeat each Argument> {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Verification(recorder: self, selector: method.selector, arguments: nil,
                                 refusal: refusal(of: method, location: location))
    }

    /// The recorded calls of `method`, in order, with typed arguments and results:
    /// `[Invocation<Int, (Int, Int)>]` for `add(_:_:) -> Int`.
    public func calls<Method: TypedMethodReference>(_ method: Method,
                                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                     line: UInt = #line, column: UInt = #column) -> [Invocation<Method.Result, Method.Arguments>] {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard refusal(of: method, location: location) == nil else { return [] }
        guard core.methods.contains(where: { $0.selector == method.selector }) else {
            // Its calls are not recorded, so an empty answer would read as "never called".
            let spied = core.methods.map(\.selector.description).joined(separator: ", ")
            location.report("'\(method.selector)' is not spied on \(core.subjectDescription), so it has no recorded calls; "
                + "it spies on: \(spied). Add it to the methods the spy is made with.")
            return []
        }
        return invocations.filter { $0.selector == method.selector }.map { $0.typed(as: method) }
    }

    /// Removes the stubs of `method`.
    public func removeStubs<Result, each Argument>(_ method: SwizzleMethod<Result, repeat each Argument>) {
        removeStubs(method.selector)
    }

    /// Why `reference` cannot stand for the method of its selector here (its types are not the
    /// method's), reported at `location`; nil if it can. A reference of a selector this recorder
    /// does not know is left to the untyped API, which says so in its own words.
    func refusal(of reference: some SwizzleMethodReference, location: SourceLocation) -> String? {
        let selector = reference.selector, methodType = reference.methodType
        guard let named = core.methods.firstIndex(where: { $0.selector == selector }) else { return nil }
        // The side too: a class method's reference must not reach the instance method of its name.
        guard let method = core.methods.first(where: { $0.selector == selector && $0.target.type == methodType }) else {
            let spied = core.methods[named].target.type
            let reason = "The method reference for \(reference.selector) names a \(reference.methodType) method, but "
                + "\(core.subjectDescription) spies the \(spied) method \(reference.selector): it is refused. "
                + "Use the reference @Swizzlable generates (\\.name), which names the \(spied) method."
            location.report(reason)
            return reason
        }
        let signature = method.signature
        let declared = reference.argumentTypes
        func fits(_ type: Any.Type, _ actual: ABIType) -> Bool { type == Any.self || ObjectIdentifier(type) == ObjectIdentifier(actual.swiftType) }
        let parameters = signature.parameters
        var argumentsFit = declared.count == parameters.count
        var index = 0  // `while`, not `zip`: see ArgumentMatching
        while argumentsFit && index < parameters.count {
            argumentsFit = fits(declared[index], parameters[index])
            index += 1
        }
        // A generic method's result is boxed per call, whatever its declared type: the reference
        // carries that type (`<T>(T) -> String` answers a `String`), which the compiler checked.
        guard !argumentsFit || !(signature.isGeneric || fits(reference.resultType, signature.awaitedResult)) else { return nil }
        let written = "(" + declared.map { "\($0)" }.joined(separator: ", ") + ") -> \(reference.resultType)"
        let reason = "The method reference for \(reference.selector) is \(written), but \(core.subjectDescription)'s "
            + "\(reference.selector) is \(signature): it is refused. Use the reference @Swizzlable generates (\\.name)."
        location.report(reason)
        return reason
    }
}
