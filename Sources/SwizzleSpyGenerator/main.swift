// `SwizzleSpyGenerator --symbol-graph DIR --module NAME --output FILE [--type T]… [--source PATH]… [--formatter PATH]`: what the
// `generate-spies` command plugin runs. Reads NAME's symbol graph from DIR and writes, to FILE, the
// replacements that route NAME's classes, actors, structs and enums (or only the types named) through SwizzleKit's table;
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
let named = Set(arguments.indices.filter { arguments[$0] == "--type" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] })
let inherits = graph.relationships.filter { $0.kind == "inheritsFrom" }
let byIdentifier = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
/// A class's superclass: its symbol, if the module declares it, or nil (and whether it has one).
func superclass(of symbol: SymbolGraph.Symbol) -> (declared: Bool, symbol: SymbolGraph.Symbol?) {
    guard let relation = inherits.first(where: { $0.source == symbol.identifier.precise }) else { return (false, nil) }
    return (true, byIdentifier[relation.target])
}
// A class named with --type is generated with its superclasses (its record links to theirs).
let chosen = named.union(graph.symbols.filter { named.contains($0.pathComponents[0]) }.flatMap { symbol in
    sequence(first: symbol) { superclass(of: $0).symbol }.map { $0.pathComponents[0] }
})
func isChosen(_ symbol: SymbolGraph.Symbol) -> Bool { named.isEmpty || chosen.contains(symbol.pathComponents[0]) }
// The module's source files (`--source PATH`, repeatable): which properties are computed, which
// members `@inlinable`.
let facts = arguments.indices.filter { arguments[$0] == "--source" && $0 + 1 < arguments.count }
    .compactMap { try? String(contentsOfFile: arguments[$0 + 1], encoding: .utf8) }
    .reduce(into: SourceFacts()) { facts, source in facts.scan(source) }
let sourcesRead = arguments.contains("--source")
// A dependency's module is not built for testing: its public members, with a plain import.
let publicOnly = arguments.contains("--public-only")

func visible(_ symbol: SymbolGraph.Symbol) -> Bool {
    publicOnly ? ["public", "open"].contains(symbol.accessLevel) : !["private", "fileprivate"].contains(symbol.accessLevel)
}
let memberKinds: Set = ["swift.method", "swift.type.method", "swift.property", "swift.type.property", "swift.init"]
let typeKinds: Set = ["swift.class", "swift.actor", "swift.struct", "swift.enum"]
let types = graph.symbols.filter { typeKinds.contains($0.kind.identifier) && $0.pathComponents.count == 1 && isChosen($0) && visible($0) }
    .sorted { $0.pathComponents[0] < $1.pathComponents[0] }
let interfaces = types.map { type -> ReplacementGenerator.TypeInterface in
    let members = graph.symbols.filter {
        memberKinds.contains($0.kind.identifier) && $0.pathComponents.count == 2 && $0.pathComponents[0] == type.pathComponents[0]
            && visible($0)
    }.sorted { $0.pathComponents[1] < $1.pathComponents[1] }
    let (hasSuperclass, superclassSymbol) = superclass(of: type)
    let refusal: String? = hasSuperclass && superclassSymbol == nil ? "a subclass of a class outside the module is not generated" : nil
    return ReplacementGenerator.TypeInterface(declaration: type.declaration, members: members.map(\.declaration),
                                              superclass: superclassSymbol?.pathComponents[0], refusal: refusal,
                                              computedProperties: sourcesRead ? facts.computedProperties[type.pathComponents[0], default: []] : nil,
                                              inlinable: facts.inlinable[type.pathComponents[0], default: []])
}
// Listed, never skipped silently: subscripts, and types nested in others.
let others = graph.symbols.filter { isChosen($0) && visible($0) }.compactMap { symbol -> String? in
    let path = symbol.pathComponents.joined(separator: ".")
    if symbol.kind.identifier.hasSuffix("subscript") && symbol.pathComponents.count == 2 {
        return "\(symbol.pathComponents[0]): `\(symbol.declaration)`: subscripts are not generated yet"
    }
    return typeKinds.contains(symbol.kind.identifier) && symbol.pathComponents.count > 1 ? "\(path): nested types are not generated yet" : nil
}.sorted()
// Private and fileprivate members and types (the plugin asks an own target's graph for them):
// listed, not generated. Swift lets another module name them only through
// `@_private(sourceFile:) import` of a module built with `-enable-private-imports` (checked on
// 6.3.1: a replacement of a private method then works), which this generator does not write yet.
let hidden = graph.symbols.filter { symbol in
    isChosen(symbol) && ["private", "fileprivate"].contains(symbol.accessLevel) && symbol.pathComponents.count <= 2
        && (symbol.pathComponents.count == 1 ? typeKinds : memberKinds).contains(symbol.kind.identifier)
        && (symbol.pathComponents.count == 1 || types.contains { $0.pathComponents[0] == symbol.pathComponents[0] })
}.map { symbol in
    "\(symbol.pathComponents.joined(separator: ".")): \(symbol.accessLevel): the test target cannot name it (only through "
        + "`@_private(sourceFile:) import` of a module built with `-enable-private-imports`, which is not generated yet)"
}.sorted()
let (source, generated, unreached) = ReplacementGenerator.file(module: module, testable: !publicOnly, types: interfaces,
                                                               otherTypes: others + hidden)
try source.write(to: output, atomically: true, encoding: .utf8)
if let formatter = arguments.firstIndex(of: "--formatter").flatMap({ $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }) {
    format(output, with: formatter)
}
print("generate-spies: wrote \(output.path): \(module)'s \(generated.joined(separator: ", "))")
for note in unreached { print("  not reached: \(note)") }
