/// The slow path of a dispatching instance method, out of line: when its check cannot tell that
/// nothing replaced the method, the method returns what its signature's `dispatch` returns, which
/// looks the implementation up and calls it with the method's values:
/// ```swift
/// if Dog.__SwizzleTable.age_in__.isUnreplaced(for: self.receiverPointer) {
///     return self.__swizzle_original(age: (), in: years)
/// }
/// return Dog.__SwizzleTable.CCall_Int_returning_Int.dispatch(
///     years, on: self, method: Dog.__SwizzleTable.age_in__
/// )
/// ```
/// With the lookup and the call written in the method, the optimizer kept the method's arguments
/// in callee-saved registers for the calls of the slow path, so every unspied call saved and
/// restored five registers it did not use (BENCHMARKS.md, issue 25). One call of a function that
/// takes the values as they are is a tail call, and the check's path needs no frame.
///
/// Taken by an instance method whose values the function can take as they are. An `async` method
/// runs the awaited part `dispatch` returns, and a generic one resolves the `_GenericCall` it returns
/// with its body (its generic values boxed as `Any` before the call). Not taken by a method with a
/// typed `throws` or `rethrows` (they rethrow in a `do`/`catch` of their own), an `inout`
/// argument, a closure that must not escape, or (for the direct call of an all-scalar signature)
/// an `UnsafeMutableRawPointer` by value (see ``TableCallForm``), nor by a generic method of an
/// annotated extension.
package struct DispatchForm: Hashable {
    /// How the values cross: a ``TableCallForm``; the plain form (no storage, no error slot) of a
    /// signature whose values are all scalars is the implementation called directly.
    package let call: TableCallForm

    /// The form of `model`'s dispatch, or nil when its method keeps the lookup in its body.
    package init?(_ model: MethodModel) {
        guard !model.isClassSide, model.thrownType == nil, model.rethrowsThrough == nil,
              !model.readsSlotFromEntryValue else { return nil }
        let table = model.table
        if let form = TableCallForm(table) {
            call = form
            return
        }
        // No form, and no pointer among the values (an `inout` argument or a closure that must not
        // escape crosses as one): the implementation is called with the values as they are.
        guard Self.takesValuesAsTheyAre(table.cShape) else { return nil }
        call = Self.direct
    }

    private init(call: TableCallForm) {
        self.call = call
    }

    /// The form of a call of the implementation with the values as they are.
    private static let direct = TableCallForm(returnsThroughPointer: false, isThrowing: false)

    /// Whether `shape` can be called with its values as they are: none crosses by pointer (which
    /// also rules out result storage and an error slot, both pointers).
    private static func takesValuesAsTheyAre(_ shape: CCallShape) -> Bool {
        !shape.arguments.dropFirst(2).contains(TableCallForm.pointer)
    }

    /// `dispatch`, or `dispatchThrowing` for a throwing method.
    package var functionName: String { call.isThrowing ? "dispatchThrowing" : "dispatch" }

    /// Whether the implementation is called directly, not through a ``TableCallForm``'s function.
    private func callsDirectly(_ shape: CCallShape) -> Bool {
        call == Self.direct && Self.takesValuesAsTheyAre(shape)
    }

    /// The runtime's dispatch functions: out of line in an optimized build, for the tail call; in a
    /// debug build (what `swift test` runs, which makes no tail calls) transparent, so a spied call
    /// is no deeper and takes no more stack for them, and the method's own frame is what it was.
    /// SwiftPM builds the runtime in its client's configuration.
    private static let runtimeAttributes = """
        #if DEBUG
        @_transparent
        #else
        @inlinable @inline(never)
        #endif
        """

    /// Every dispatch `shape` can have: one for each of its ``TableCallForm``s, and the direct one
    /// when its values are all scalars and it returns one (or nothing).
    package static func forms(of shape: CCallShape) -> [DispatchForm] {
        (takesValuesAsTheyAre(shape) ? [direct] : []).map(DispatchForm.init(call:))
            + TableCallForm.forms(of: shape).map(DispatchForm.init(call:))
    }

    /// The function of this form for `shape`: generic over the object, and as the form's call
    /// function over each value crossing by pointer and a result through storage. Never inlined,
    /// so the method's own path makes one tail call of it; in the runtime (`access` `public `)
    /// inlinable too, so an optimized client specializes it for its class, and transparent in a
    /// debug build (``runtimeAttributes``).
    package func declaration(of shape: CCallShape, access: String, support: String) -> String {
        let values = call.values(of: shape)
        let generics = ["Object: SwizzleRuntime.Swizzlable"] + values.generics
        // The values first, as the method has them in its own registers: its fast path moves
        // nothing, and its slow path adds the object and the slot after them.
        let trailing = "on object: Object, method slot: borrowing SwizzleRuntime._SelectorSlot"
        let parameters = (values.parameters.isEmpty ? [] : [values.parameters.joined(separator: ", ")]) + [trailing]
        let receiver = "object.receiverPointer"
        let statements = [
            "let selector = slot.selector",
            // Unnamed: the runtime's functions are transparent in a debug build, and a transparent
            // function may not name a C type its file does not import.
            "let imp = Swift.unsafeBitCast(slot.implementation(of: selector, for: \(receiver), ofClass: Swift.type(of: object)), to: IMP.self)",
            callsDirectly(shape)
                ? "return imp(\(([receiver, "\(support).cmd(selector)"] + values.passed).joined(separator: ", ")))"
                : "return \(call.isThrowing ? "try " : "")\(call.functionName)(\((["imp", receiver, "selector"] + values.passed).joined(separator: ", ")))",
        ]
        return """
            /// Calls what a method of this signature finds for `object` now: its check found a change.
            \(access.isEmpty ? "@inline(never)" : Self.runtimeAttributes)
            \(access)static func \(functionName)<\(generics.joined(separator: ", "))>(
                \(parameters.joined(separator: ",\n    "))
            )\(call.effects(of: shape)) {
            \(statements.joined(separator: "\n").indented())
            }
            """
    }
}
