import SwizzleCore
internal import CSwizzleRuntime

/// A call through a typed entry point: a `@convention(c)` function `@Swizzlable` writes for each
/// C signature of a class's methods, which stands for one per-object layer on a method (a direct
/// spy on an instance, a mock object's recording layer, a global mock's construction layer) in
/// place of the layer's libffi closure. The entry takes the call in the layer's two halves
/// (``LayerBehavior``) and makes the call between them itself, with the method's own C types:
/// ```swift
/// var words = (SwizzleSupport.word(receiver), SwizzleSupport.word(selector), SwizzleSupport.word(argument0))
/// var call = SwizzleSupport.TypedCall(.instance)
/// guard let below = call.enter(&words, as: IMP.self) else { return call.answer() }
/// return call.leave(below(receiver, selector, argument0), &words)
/// ```
/// While the body runs, the layer is not on the stack.
///
/// A libffi closure is a function of its own per layer, so it knows its layer from its user
/// data; but getting in costs libffi classifying the arguments and building their pointer array
/// on every call, and its way out is a second libffi call into the layer below. A typed entry
/// is one function shared by every object, so it finds its layer through the receiver: the
/// override entry that led the call here holds the layer's closure as its context
/// (`sk_object_setOverrideWithContext`), whose user data is the layer. As a
/// context names one closure, at most one layer of a stack is typed; other layers on the same
/// object keep their libffi closures and reach the typed one through the entry like any call.
///
/// `words` are the receiver, the selector and the C arguments, each made a word by `word(_:)`
/// (every C argument and result of the table is a scalar or a pointer). A layer that can take
/// the call from the words alone does (``LayerBehavior/enter(words:count:through:)``: a spy with
/// no stub, on a method of scalars, records them as they are); for any other, the entry builds a
/// frame over them, the layer reading them as a generic call's arguments (a pointer to each).
/// A tuple of words rather than a parameter pack: a homogeneous tuple is contiguous words, and a
/// plain generic is specialized where the macro's code calls it, while a pack is walked
/// unspecialized, through value witnesses.
public struct _TypedEntryCall {
    @usableFromInline let side: MethodType
    /// The closure entered for the second half: the runtime keeps the layer alive until it is left.
    @usableFromInline var closure: OpaquePointer?
    /// The closure's user data, the `Layer`, unretained (the closure entered holds it).
    @usableFromInline var layer: UnsafeMutableRawPointer?
    @usableFromInline var token: UInt64
    /// A result the layer returns directly (every direct C result fits a word).
    @usableFromInline var result: UInt64
    /// Whether the layer's second half runs after the call below.
    @usableFromInline var leaves: Bool
    /// Whether the layer took the call from its words (``LayerBehavior/enter(words:count:through:)``),
    /// and so leaves it the same way, with no frame.
    @usableFromInline var byWords: Bool

    // The generic members are transparent: a debug build inlines them into the entry point with
    // its concrete types, instead of instantiating generic metadata on every call.

    /// Every property set here, none by a default value: a debug build calls a function for
    /// each default value, on every call. Transparent, so it does not call the initializer either.
    @_transparent
    public init(_ side: MethodType) {
        self.side = side
        closure = nil
        layer = nil
        token = 0
        result = 0
        leaves = false
        byWords = false
    }

    /// The first half: nil when the layer answered the call (return ``answer()``), else the
    /// implementation to call next with the same arguments, its result passed to ``leave(_:_:)``.
    @_transparent
    public mutating func enter<Words: BitwiseCopyable, IMP>(_ words: inout Words, as type: IMP.Type) -> IMP? {
        let count = MemoryLayout<Words>.size / MemoryLayout<UInt64>.stride
        // Optimized, unprotected: the words are the entry's own, read and written through this
        // pointer only within their size, and a pointer from `&words` gave every entry point a
        // stack protector. A debug build takes `&words`: there the closure cost more (~90
        // instructions a half) than the protector.
        #if DEBUG
        guard let below = enter(words: &words, count: count) else { return nil }
        #else
        guard let below = _withUnprotectedUnsafeMutablePointer(to: &words, { enter(words: UnsafeMutableRawPointer($0), count: count) })
        else { return nil }
        #endif
        return unsafeBitCast(below, to: IMP.self)
    }

    /// The layer's own answer.
    /// A result of a word's size (`Int`, `Double`, a pointer) is the word itself: a debug build
    /// casts it inline, where reading it through a buffer calls generic code.
    @_transparent
    public func answer<R>() -> R {
        if R.self == Void.self { return unsafeBitCast((), to: R.self) }
        if MemoryLayout<R>.size == MemoryLayout<UInt64>.size { return unsafeBitCast(result, to: R.self) }
        return withUnsafeBytes(of: result) { $0.load(as: R.self) }
    }

    /// The second half: what the call below returned, as the layer leaves it.
    @_transparent
    public mutating func leave<Words: BitwiseCopyable, R>(_ value: R, _ words: inout Words) -> R {
        if !leaves { return value }
        if MemoryLayout<R>.size == MemoryLayout<UInt64>.size {
            result = unsafeBitCast(value, to: UInt64.self)
        } else if R.self != Void.self {
            withUnsafeMutableBytes(of: &result) { $0.storeBytes(of: value, as: R.self) }
        }
        let count = MemoryLayout<Words>.size / MemoryLayout<UInt64>.stride
        #if DEBUG  // as in `enter`
        leave(words: &words, count: count)
        #else
        _withUnprotectedUnsafeMutablePointer(to: &words) { leave(words: UnsafeMutableRawPointer($0), count: count) }
        #endif
        return answer()
    }

    @usableFromInline
    mutating func enter(words: UnsafeMutableRawPointer, count: Int) -> UnsafeRawPointer? {
        // Read as words and converted: a debug build calls the generic `load(as:)`.
        let entryWords = words.assumingMemoryBound(to: UInt.self)
        let receiver = UnsafeMutableRawPointer(bitPattern: entryWords[0])!
        let selector = SKSel(bitPattern: entryWords[1])!
        guard let context = sk_override_readContext(receiver, side.side, selector) else {
            return Self.classTableImplementation(receiver: receiver, selector: selector, side: side)
        }
        let closure = OpaquePointer(context)
        // Given into the entry's own field, not a local: a local whose address is taken gets a
        // stack protector, checked on every call.
        guard sk_closure_enter(closure, &self.layer), let userData = self.layer else {
            sk_closure_leave(closure)
            return Self.classTableImplementation(receiver: receiver, selector: selector, side: side)
        }
        // Unretained: the closure entered holds it until it is left. A typed entry's closure is
        // only ever a layer's (`Layer.makeClosure(typedEntry:)`).
        let layer = Unmanaged<Layer>.fromOpaque(userData)
        let pass: LayerPass
        if let fromWords = layer._withUnsafeGuaranteedRef({ $0.enter(words: words, count: count, result: &result) }) {
            pass = fromWords
            byWords = true
        } else {
            pass = Self.enter(layer, words: words, count: count, result: &result)
        }
        if pass.leaves {
            self.closure = closure
            token = pass.token
            leaves = true
        } else {
            sk_closure_leave(closure)
        }
        guard let below = pass.below else { return nil }
        return unsafeBitCast(below, to: UnsafeRawPointer.self)
    }

    @usableFromInline
    mutating func leave(words: UnsafeMutableRawPointer, count: Int) {
        guard let closure, let layer else { return }
        if byWords {
            Unmanaged<Layer>.fromOpaque(layer)._withUnsafeGuaranteedRef { layer in
                layer.behaviorOnCall?._withUnsafeGuaranteedRef {
                    $0.leave(words: words, count: count, result: result, through: layer, token: token)
                }
            }
            return sk_closure_leave(closure)
        }
        Self.leave(Unmanaged.fromOpaque(layer), token: token, words: words, count: count, result: &result)
        sk_closure_leave(closure)
    }

    /// Inlined, as it was when the layer was reached through its `GenericImplementation`: left
    /// to the optimizer, it became a call of its own (a `make()` through a global mock's layer
    /// took 30 instructions more).
    @inline(__always)
    private static func enter(_ layer: Unmanaged<Layer>, words: UnsafeMutableRawPointer, count: Int,
                              result: UnsafeMutableRawPointer) -> LayerPass {
        var pass = LayerPass.answered
        withFrame(layer, words: words, count: count, result: result) { frame in
            layer._withUnsafeGuaranteedRef { pass = $0.enter(frame) }
        }
        return pass
    }

    private static func leave(_ layer: Unmanaged<Layer>, token: UInt64, words: UnsafeMutableRawPointer, count: Int,
                              result: UnsafeMutableRawPointer) {
        guard let behavior = layer._withUnsafeGuaranteedRef({ $0.behaviorOnCall }) else { return }
        withFrame(layer, words: words, count: count, result: result) { frame in
            layer._withUnsafeGuaranteedRef { layer in
                behavior._withUnsafeGuaranteedRef { $0.leave(frame, through: layer, token: token) }
            }
        }
    }

    /// Runs `body` with the frame of the call the words describe: its argument pointers (a
    /// pointer to each word) on the stack for a call of up to eight words, or in storage
    /// allocated for it. Each half builds its own: the entry's state, which every call
    /// initializes, stays small for the usual call, which builds no frame.
    /// Not generic: a debug build would call a generic one through its type's metadata.
    @inline(__always)
    private static func withFrame(_ layer: Unmanaged<Layer>, words: UnsafeMutableRawPointer, count: Int,
                                  result: UnsafeMutableRawPointer, _ body: (CallFrame) -> Void) {
        var pointers: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                       UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
            = (nil, nil, nil, nil, nil, nil, nil, nil)
        // Unprotected, as the words are: inlined into the entry, a protected buffer gave every
        // call, the usual one that builds no frame too, a stack protector.
        _withUnprotectedUnsafeMutablePointer(to: &pointers) { pointers in
            withFrame(layer, words: words, count: count, pointers: UnsafeMutableRawPointer(pointers), result: result, body)
        }
    }

    @inline(__always)
    private static func withFrame(_ layer: Unmanaged<Layer>, words: UnsafeMutableRawPointer, count: Int,
                                  pointers: UnsafeMutableRawPointer, result: UnsafeMutableRawPointer,
                                  _ body: (CallFrame) -> Void) {
        // The body runs while the layer is borrowed: a frame made inside and run outside had its
        // signature retained and released around the call.
        layer._withUnsafeGuaranteedRef { layer in
            guard count <= 8 else {
                let pointers = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<UInt64>.stride, alignment: 8)
                defer { pointers.deallocate() }
                return body(frame(layer, words: words, count: count, pointers: pointers, result: result))
            }
            return body(frame(layer, words: words, count: count, pointers: pointers, result: result))
        }
    }

    /// The frame of the call the words describe, its argument pointers written into `pointers`
    /// (room for `count`), with room for a direct result at `result`.
    @inline(__always)
    private static func frame(_ layer: Layer, words: UnsafeMutableRawPointer, count: Int,
                              pointers: UnsafeMutableRawPointer, result: UnsafeMutableRawPointer) -> CallFrame {
        let arguments = pointers.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        var index = 0
        while index < count {
            arguments[index] = words + index * MemoryLayout<UInt64>.stride
            index += 1
        }
        return CallFrame(signature: layer.signature, cSignature: layer.cSignature!, arguments: arguments,
                         result: layer.returnsValue ? result : nil)
    }

    /// The override that led here is gone (its last layer was removed between the caller's
    /// lookup and now), or its closure retired long ago: the call goes to what lies under every
    /// per-object layer, the receiver's class table, as if the layers had been gone already.
    @inline(never)
    private static func classTableImplementation(receiver: UnsafeMutableRawPointer, selector: SKSel,
                                                 side: MethodType) -> UnsafeRawPointer {
        let record: SKClass
        switch side {
        case .class:
            record = receiver.assumingMemoryBound(to: sk_class.self)  // a class method's receiver is its class's record
        case .instance:
            guard let object = Unmanaged<AnyObject>.fromOpaque(receiver).takeUnretainedValue() as? any Swizzlable else {
                fatalError("SwizzleKit: a typed entry point was called on an object that is not Swizzlable")
            }
            record = object.runtimeClass.record
        }
        guard let implementation = sk_lookup(record, side.side, selector) else {
            fatalError("SwizzleKit: \(String(cString: selector.pointee.name)) is no longer in the dispatch table")
        }
        return unsafeBitCast(implementation, to: UnsafeRawPointer.self)
    }
}
