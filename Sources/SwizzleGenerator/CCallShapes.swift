/// The C signatures of a class's table entries, each declared once in the table however many
/// methods have it: an enum named after the signature (`CCall_Int_Int_returning_Int`) with
/// - `IMP`, the `@convention(c)` type the dispatching methods call;
/// - `invoker`, the direct call of that type that a spy's forward or `send` uses instead of libffi;
/// - `instanceEntry` / `classEntry`, the typed entry point that stands for a per-object layer.
///
/// Ten methods of three signatures write three of each, not ten: less for the compiler to check
/// and less to read.
package struct CCallShapes {
    private var order: [String] = []
    private var shapes: [String: (model: MethodModel, sides: Set<String>)] = [:]

    package init() {}

    /// Notes that `model`'s table entry has its shape; returns the shape's name.
    @discardableResult
    package mutating func use(_ model: MethodModel) -> String {
        let table = model.table
        let name = table.cCallName
        if shapes[name] == nil {
            order.append(name)
            shapes[name] = (table, [])
        }
        shapes[name]!.sides.insert(table.methodType)
        return name
    }

    /// The enums, in the order the shapes were first used.
    package var declarations: [String] {
        order.map { name in
            let (model, sides) = shapes[name]!
            var members = ["typealias IMP = \(model.cFunctionType)", invoker(model)]
            for side in [".instance", ".class"] where sides.contains(side) {
                members.append(entry(model, side: side))
            }
            return """
                /// A C signature of the table's entries, declared once for all of them.
                enum \(name) {
                \(members.joined(separator: "\n").indented())
                }
                """
        }
    }

    /// The entry's name for a method of `side` (`.instance` or `.class`).
    package static func entryName(side: String) -> String {
        side == ".class" ? "classEntry" : "instanceEntry"
    }

    private func invoker(_ model: MethodModel) -> String {
        let loads = model.cArgumentTypes.enumerated().map { index, type in
            "SwizzleSupport.cArgument(arguments, \(index), as: \(type).self)"
        }
        let call = "Swift.unsafeBitCast(function, to: IMP.self)(\(loads.joined(separator: ", ")))"
        let body = model.cResultType == "Swift.Void" ? call : "SwizzleSupport.store(\(call), into: result)"
        return """
            static var invoker: SwizzleSupport.Invoker {
                { function, result, arguments in
                    \(body)
                }
            }
            """
    }

    private func entry(_ model: MethodModel, side: String) -> String {
        """
        static var \(Self.entryName(side: side)): IMP {
        \(model.entryClosure(side: side, support: "SwizzleSupport", imp: "IMP").indented())
        }
        """
    }
}
