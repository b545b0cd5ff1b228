// `SwizzleSpyGenerator --symbol-graph DIR --module NAME --output FILE [--type T]… [--source PATH]… [--private-members]
// [--formatter PATH]`: what the
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
    .reduce(into: SourceFacts()) { facts, index in
        let path = arguments[index + 1]
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        facts.scan(source, fileName: URL(fileURLWithPath: path).lastPathComponent)
    }
let sourcesRead = arguments.contains("--source")
// A dependency's module is not built for testing: its public members, with a plain import.
let publicOnly = arguments.contains("--public-only")
// Private and fileprivate members too, through `@_private(sourceFile:) import` (the module is
// built with `-enable-private-imports`).
let privateMembers = arguments.contains("--private-members") && !publicOnly
let isHidden = { (symbol: SymbolGraph.Symbol) in ["private", "fileprivate"].contains(symbol.accessLevel) }

func visible(_ symbol: SymbolGraph.Symbol) -> Bool {
    publicOnly ? ["public", "open"].contains(symbol.accessLevel) : !["private", "fileprivate"].contains(symbol.accessLevel)
}
let memberKinds: Set = ["swift.method", "swift.type.method", "swift.property", "swift.type.property", "swift.init",
                         "swift.subscript", "swift.type.subscript"]
let typeKinds: Set = ["swift.class", "swift.actor", "swift.struct", "swift.enum"]
let typesByPath = Dictionary(graph.symbols.filter { typeKinds.contains($0.kind.identifier) }
                                 .map { ($0.pathComponents.joined(separator: "."), $0) }, uniquingKeysWith: { first, _ in first })
/// Why a nested type is not generated, or nil: the generated file names it through a type alias
/// (`Statement_Line`), which needs each enclosing type to be a visible, non-generic type of the module.
func nestingRefusal(_ symbol: SymbolGraph.Symbol) -> String? {
    for length in 1..<symbol.pathComponents.count {
        let enclosing = symbol.pathComponents.prefix(length).joined(separator: ".")
        guard let parent = typesByPath[enclosing], visible(parent) else {
            return "nested in \(enclosing), which is not a type the test target can name"
        }
        if parent.declaration.contains("<") {
            return "nested in the generic \(enclosing), which a type alias cannot name without its arguments; not generated yet"
        }
    }
    return nil
}
let types = graph.symbols.filter { typeKinds.contains($0.kind.identifier) && isChosen($0) && visible($0) && nestingRefusal($0) == nil }
    .sorted { $0.pathComponents.joined(separator: ".") < $1.pathComponents.joined(separator: ".") }
let hiddenTypes = Set(graph.symbols.filter { typeKinds.contains($0.kind.identifier) && isHidden($0) }.map { $0.pathComponents.last! })
var privateScopes: Set<String> = []
var unreachablePrivate: [String] = []
/// Whether `member`, private or fileprivate, is generated (through its file's private scope),
/// else why not (nil when it is).
@MainActor func privateRefusal(_ member: SymbolGraph.Symbol) -> String? {
    guard privateMembers else {
        return "the test target cannot name it (generate with `--private-members`, for a module built with `-enable-private-imports`)"
    }
    let named = member.declaration.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    if let type = named.first(where: hiddenTypes.contains) {
        return "its declaration names \(type), a private type, which the generated references cannot"
    }
    let owner = member.pathComponents.dropLast().joined(separator: "."), name = member.pathComponents.last!
    guard let file = facts.privateMembers[owner]?[name] else {
        return "the file that declares it was not found among the module's sources"
    }
    // A stored property is listed as such, needing no import.
    let isStored = member.kind.identifier.hasSuffix("property")
        && facts.computedProperties[owner]?.contains(name) != true && facts.computedTypeProperties[owner]?.contains(name) != true
    if !isStored { privateScopes.insert(file) }
    return nil
}
// The module's own types, named after the module in members' declarations, unless a type of the
// module has the module's name (then `Module.Type` would name that type's member).
let ownTypes: (name: String, types: Set<String>)? = graph.symbols.contains { $0.pathComponents == [module] }
    ? nil : (module, Set(graph.symbols.map(\.identifier.precise)))
let interfaces = types.map { type -> ReplacementGenerator.TypeInterface in
    var privateMethods: Set<String> = []
    let members = graph.symbols.filter { member in
        guard memberKinds.contains(member.kind.identifier), member.pathComponents.dropLast() == type.pathComponents[...],
              visible(member) || isHidden(member) && !publicOnly else { return false }
        guard isHidden(member) else { return true }
        if let refusal = privateRefusal(member) {
            unreachablePrivate.append("\(member.pathComponents.joined(separator: ".")): \(member.accessLevel): \(refusal)")
            return false
        }
        if member.kind.identifier.hasSuffix("method") { privateMethods.insert(member.pathComponents.last!) }
        return true
    }.sorted { $0.pathComponents.last! < $1.pathComponents.last! }
    let (hasSuperclass, superclassSymbol) = superclass(of: type)
    let path = type.pathComponents.joined(separator: ".")
    // A nested superclass is named through its type alias, as the generated file names it.
    let superclassName = superclassSymbol.map { superclass in
        superclass.pathComponents.count > 1 ? Naming.nestedTypeAlias(superclass.pathComponents.joined(separator: ".")) : superclass.pathComponents[0]
    }
    let refusal: String? = hasSuperclass && superclassSymbol == nil ? "a subclass of a class outside the module is not generated" : nil
    return ReplacementGenerator.TypeInterface(declaration: type.declaration, members: members.map { $0.memberDeclaration(qualifyingWith: ownTypes) },
                                              superclass: superclassName, refusal: refusal,
                                              computedProperties: sourcesRead ? facts.computedProperties[path, default: []] : nil,
                                              computedTypeProperties: facts.computedTypeProperties[path, default: []],
                                              inlinable: facts.inlinable[path, default: []],
                                              privateMethods: privateMethods, qualifiedName: type.pathComponents.count > 1 ? path : nil)
}
// Listed, never skipped silently: nested types that cannot be named.
let others = graph.symbols.filter { isChosen($0) && visible($0) && typeKinds.contains($0.kind.identifier) }.compactMap { symbol -> String? in
    nestingRefusal(symbol).map { "\(symbol.pathComponents.joined(separator: ".")): \($0)" }
}.sorted()
// Private and fileprivate types (the plugin asks an own target's graph for them): listed, not
// generated.
let hidden = graph.symbols.filter { symbol in
    isChosen(symbol) && isHidden(symbol) && symbol.pathComponents.count == 1 && typeKinds.contains(symbol.kind.identifier)
}.map { symbol in
    "\(symbol.pathComponents[0]): \(symbol.accessLevel): a private type is not generated yet (a visible type's private members are, "
        + "with `--private-members`)"
} + unreachablePrivate
let (source, generated, unreached) = ReplacementGenerator.file(module: module, testable: !publicOnly, privateScopes: privateScopes.sorted(),
                                                               imports: facts.imports,
                                                               types: interfaces, otherTypes: others + hidden.sorted())
try source.write(to: output, atomically: true, encoding: .utf8)
if let formatter = arguments.firstIndex(of: "--formatter").flatMap({ $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }) {
    format(output, with: formatter)
}
print("generate-spies: wrote \(output.path): \(module)'s \(generated.joined(separator: ", "))")
for note in unreached { print("  not reached: \(note)") }
