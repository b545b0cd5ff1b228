// `SwizzleSpyGenerator --symbol-graph DIR --module NAME --output FILE [--type T]…`: what the
// `generate-spies` command plugin runs. Reads NAME's symbol graph from DIR and writes, to FILE, the
// replacements that route NAME's classes, structs and enums (or only the types named) through SwizzleKit's table;
// prints what it could not reach and why.
import Foundation
import SwizzleGenerator

func option(_ name: String) -> String {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("usage: SwizzleSpyGenerator --symbol-graph DIR --module NAME --output FILE\n".utf8))
        exit(2)
    }
    return arguments[index + 1]
}

let module = option("--module")
let graphURL = URL(fileURLWithPath: option("--symbol-graph")).appendingPathComponent("\(module).symbols.json")
let output = URL(fileURLWithPath: option("--output"))
let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: graphURL))
let arguments = CommandLine.arguments
let chosen = Set(arguments.indices.filter { arguments[$0] == "--type" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] })
func isChosen(_ symbol: SymbolGraph.Symbol) -> Bool { chosen.isEmpty || chosen.contains(symbol.pathComponents[0]) }
// A dependency's module is not built for testing: its public members, with a plain import.
let publicOnly = arguments.contains("--public-only")

let memberKinds: Set = ["swift.method", "swift.type.method", "swift.property", "swift.type.property", "swift.init"]
let inherits = graph.relationships.filter { $0.kind == "inheritsFrom" }
let types = graph.symbols.filter {
    ["swift.class", "swift.struct", "swift.enum"].contains($0.kind.identifier) && $0.pathComponents.count == 1 && isChosen($0)
}
    .sorted { $0.pathComponents[0] < $1.pathComponents[0] }
let interfaces = types.map { type -> ReplacementGenerator.TypeInterface in
    let members = graph.symbols.filter {
        memberKinds.contains($0.kind.identifier) && $0.pathComponents.count == 2 && $0.pathComponents[0] == type.pathComponents[0]
            && (publicOnly ? ["public", "open"].contains($0.accessLevel) : !["private", "fileprivate"].contains($0.accessLevel))
    }.sorted { $0.pathComponents[1] < $1.pathComponents[1] }
    let refusal: String? = if inherits.contains(where: { $0.source == type.identifier.precise }) {
        "a subclass: subclasses are not generated yet"
    } else if inherits.contains(where: { $0.target == type.identifier.precise }) {
        "it has subclasses: they are not generated yet"
    } else {
        nil
    }
    return ReplacementGenerator.TypeInterface(declaration: type.declaration, members: members.map(\.declaration), refusal: refusal)
}
let actors = graph.symbols.filter { $0.kind.identifier == "swift.actor" && $0.pathComponents.count == 1 && isChosen($0) }
let (source, generated, unreached) = ReplacementGenerator.file(module: module, testable: !publicOnly, types: interfaces,
                                                   otherTypes: actors.map { "\($0.pathComponents[0]): actors are not generated yet" })
try source.write(to: output, atomically: true, encoding: .utf8)
print("generate-spies: wrote \(output.path): \(module)'s \(generated.joined(separator: ", "))")
for note in unreached { print("  not reached: \(note)") }
