/// The C signatures of a class's table entries, each declared once in the table however many
/// methods have it: an enum named after the signature (`CCall_Int_Int_returning_Int`) with
/// - `IMP`, the `@convention(c)` type the dispatching methods call;
/// - `invoker`, the direct call of that type that a spy's forward or `send` uses instead of libffi;
/// - `instanceEntry` / `classEntry`, the typed entry point that stands for a per-object layer;
/// - `call` / `callThrowing`, how a dispatching method passes its values (``TableCallForm``), for
///   each form the class's methods use;
/// - `dispatch` / `dispatchThrowing`, a dispatching method's slow path (``DispatchForm``), for each
///   form its methods use.
///
/// Ten methods of three signatures write three of each, not ten: less for the compiler to check
/// and less to read. A signature the runtime declares for every class (``SharedCCallShapes``) is
/// one line, a type alias of the runtime's enum.
package struct CCallShapes {
    private var order: [CCallShape] = []
    private var sides: [CCallShape: Set<String>] = [:]
    private var forms: [CCallShape: [TableCallForm]] = [:]
    private var dispatches: [CCallShape: [DispatchForm]] = [:]

    package init() {}

    /// Notes that `model`'s table entry has its shape; returns the shape's name.
    @discardableResult
    package mutating func use(_ model: MethodModel) -> String {
        let table = model.table
        let shape = table.cShape
        if sides[shape] == nil { order.append(shape) }
        sides[shape, default: []].insert(table.methodType)
        if let form = TableCallForm(table), !forms[shape, default: []].contains(form) { forms[shape, default: []].append(form) }
        if let dispatch = DispatchForm(model), !dispatches[shape, default: []].contains(dispatch) {
            dispatches[shape, default: []].append(dispatch)
        }
        return shape.name
    }

    /// The declarations: the shared signatures' aliases together, then each of the class's own
    /// enums, in the order the shapes were first used.
    package var declarations: [String] {
        let shared = order.filter(SharedCCallShapes.contains)
        let aliases = shared.isEmpty ? [] : [
            (["/// C signatures the runtime declares once for every class."]
                + shared.map { "typealias \($0.name) = SwizzleRuntime._SwizzleMacroSupport.\($0.name)" })
                .joined(separator: "\n"),
        ]
        return aliases + order.filter { !SharedCCallShapes.contains($0) }.map { shape in
            shape.declaration(sides: [".instance", ".class"].filter { sides[shape]!.contains($0) }, forms: forms[shape] ?? [],
                              dispatches: dispatches[shape] ?? [])
        }
    }
}
