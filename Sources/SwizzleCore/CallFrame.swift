public import CSwizzleRuntime  // `forward(to:)` calls `sk_call` inline from the layers above

/// A call in flight through a generic implementation (a libffi closure): its receiver,
/// arguments and result storage, with typed access through the method's Swift signature.
///
/// A frame is valid only during the call it describes.
public struct CallFrame {
    /// The method's Swift signature.
    @usableFromInline package let signature: MethodSignature
    @usableFromInline let cSignature: SKSignature
    @usableFromInline package let rawArguments: UnsafePointer<UnsafeMutableRawPointer?>
    @usableFromInline package let rawResult: UnsafeMutableRawPointer?

    @inlinable
    package init(signature: MethodSignature, cSignature: SKSignature,
         arguments: UnsafePointer<UnsafeMutableRawPointer?>, result: UnsafeMutableRawPointer?) {
        self.signature = signature
        self.cSignature = cSignature
        rawArguments = arguments
        rawResult = result
    }

    /// The receiver: an unretained object pointer, or the class record for a class method.
    @inlinable public var receiver: UnsafeMutableRawPointer {
        rawArguments[0]!.load(as: UnsafeMutableRawPointer.self)
    }

    /// The selector the caller looked up.
    public var selector: Selector {
        Selector(raw: rawArguments[1]!.load(as: SKSel.self))
    }

    /// The receiver as an object of type `T` (instance methods only).
    public func receiverObject<T: AnyObject>(as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(receiver).takeUnretainedValue()
    }

    /// The receiver of a class method as `T`'s metatype (the class the call was made on).
    public func receiverClass<T: AnyObject>(as type: T.Type) -> T.Type {
        RuntimeClass.swiftClass(ofReceiver: receiver, as: T.self)
    }

    /// Where parameter `index`'s value is stored.
    package func valuePointer(ofParameter index: Int) -> UnsafeMutableRawPointer {
        let slot = rawArguments[signature.abiIndex(ofParameter: index)]!
        return signature.storage.parameterIsIndirect[index] ? slot.load(as: UnsafeMutableRawPointer.self) : slot
    }

    /// A copy of parameter `index` as `T`, which must be its declared type.
    public func argument<T>(_ index: Int, as type: T.Type) -> T {
        valuePointer(ofParameter: index).assumingMemoryBound(to: T.self).pointee
    }

    /// A copy of parameter `index`, boxed.
    public func argument(_ index: Int) -> Any {
        signature.parameters[index].operations.load(from: valuePointer(ofParameter: index))
    }

    /// Copies of all parameters, boxed, in order.
    public var arguments: [Any] { signature.parameters.indices.map(argument) }

    /// All parameters as a tuple of the given types, for closures with parameter packs.
    public func arguments<each A>(_ types: repeat (each A).Type) -> (repeat each A) {
        var index = 0
        func next<T>(_ type: T.Type) -> T {
            defer { index += 1 }
            return argument(index, as: type)
        }
        return (repeat next(each types))
    }

    /// Parameter `cursor` as `T`, moving the cursor on: reads a parameter pack's arguments where
    /// they are passed on (`body(repeat frame.nextArgument(&cursor, as: (each A).self))`), which,
    /// unlike ``arguments(_:)``, builds no tuple of the pack (and no tuple metadata per call).
    package func nextArgument<T>(_ cursor: inout Int, as type: T.Type) -> T {
        defer { cursor += 1 }
        return argument(cursor, as: type)
    }

    /// The storage of the result (nil for Void): the caller's result pointer if indirect.
    @inlinable @inline(__always)
    package var resultPointer: UnsafeMutableRawPointer? {
        if let index = signature.resultPointerIndex {
            return rawArguments[index]!.load(as: UnsafeMutableRawPointer.self)
        }
        return signature.storage.resultIsVoid ? nil : rawResult
    }

    @inlinable @inline(__always)
    package var errorPointer: UnsafeMutablePointer<(any Error)?>? {
        signature.errorPointerIndex.map {
            rawArguments[$0]!.load(as: UnsafeMutablePointer<(any Error)?>.self)
        }
    }

    /// Returns `value` to the caller. Call it once, unless after forwarding or an earlier
    /// call, use ``replaceReturnValue(_:)``.
    public func setReturnValue<R>(_ value: R) {
        guard let pointer = resultPointer else { return }
        pointer.assumingMemoryBound(to: R.self).initialize(to: value)
    }

    /// Returns a boxed value; false (and nothing written) if it is not of the result type.
    public func setBoxedReturnValue(_ value: Any?) -> Bool {
        guard let pointer = resultPointer else { return true }
        return signature.result.operations.initialize(pointer, with: value)
    }

    /// Replaces a result that is already set (after forwarding) with a boxed value.
    public func replaceReturnValue(_ value: Any?) -> Bool {
        guard let pointer = resultPointer else { return true }
        guard signature.result.operations.accepts(value) else { return false }
        signature.result.operations.deinitialize(pointer)
        return signature.result.operations.initialize(pointer, with: value)
    }

    /// The result now set (after forwarding), boxed; nil for Void or when an error was thrown.
    public var returnValue: Any? {
        guard thrownError == nil, let pointer = resultPointer else { return nil }
        return signature.result.operations.load(from: pointer)
    }

    /// Throws `error` to the caller (throwing methods only; ignored otherwise).
    public func setError(_ error: any Error) {
        errorPointer?.pointee = error
    }

    /// The error the call has thrown so far (after forwarding).
    @inlinable @inline(__always)
    public var thrownError: (any Error)? { errorPointer?.pointee }

    /// Calls `implementation` with this frame's arguments, writing its result (or error) here.
    @inlinable package func forward(to implementation: SKIMP) {
        sk_call(cSignature, implementation, signature.hasIndirectResult ? nil : rawResult, rawArguments)
    }
}
