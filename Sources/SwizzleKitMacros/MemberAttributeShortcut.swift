@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Answers the member-attribute requests of a class after its first one, without decoding them.
///
/// The compiler asks `@Swizzlable`'s member-attribute role about each member of a class in a
/// request of its own, each carrying the whole class's text, and every compile of the module asks
/// again for every class (the job that emits the module expands them all, on any edit).
/// swift-syntax's handler decodes each request's JSON and parses its member before the macro
/// runs, in a plugin SwiftPM builds for debugging: most of what these requests cost. Yet when the
/// rest of the request is the same (the macro, its attribute, the class, where it is), the answer
/// depends on the member alone. So the first request of a class goes the usual way, and
/// ``MemberAttributePlan`` hands over the attribute of every member of the class; the class's
/// other requests are answered from that, found by their JSON text (BENCHMARKS.md, issue 24).
///
/// What is learned is checked first: the shortcut's answer to the request answered the usual way
/// must be that answer, byte for byte, or the class is not learned. A request the shortcut does
/// not know (another class, a member whose text it cannot find) goes the usual way.
enum MemberAttributeShortcut {
    /// A member-attribute request, read from its JSON.
    struct Request {
        /// The request's fields as sent, but for the member, the request's discriminator and the
        /// build configuration (the compiler writes its sets in a different order each time, and the
        /// role never reads it): what the answer depends on besides the member.
        let context: String
        /// The member's source as the JSON writes it, escaped.
        let member: String
    }

    /// Each class learned, by its requests' context: every member's attribute ("" for none), by
    /// the member's source as JSON writes it.
    private static let known = RecentValues<String, [String: String]>()
    /// The member-attribute request being answered the usual way, to learn its class from.
    private static let pending = Mutex<Request?>(nil)

    /// `expansion`, if it is a member-attribute request.
    static func request(in expansion: RequestJSON.AttachedExpansion) -> Request? {
        let json = expansion.message
        var context = ""
        var isMemberAttribute = false
        var member: String?
        for field in expansion.fields {
            switch field.name {
            case "macroRole":
                isMemberAttribute = RequestJSON.text(json, from: field.valueStart, to: field.valueEnd) == #""memberAttribute""#
            case "declSyntax":
                guard let syntax = RequestJSON.fields(of: json, objectAt: field.valueStart),
                      let source = syntax.first(where: { $0.name == "source" }),
                      source.valueEnd - source.valueStart >= 2
                else { return nil }
                member = RequestJSON.text(json, from: source.valueStart + 1, to: source.valueEnd - 1)
            case "discriminator", "staticBuildConfiguration":
                continue
            default:
                context += "\"\(field.name)\":" + RequestJSON.text(json, from: field.valueStart, to: field.valueEnd) + ","
            }
        }
        guard isMemberAttribute, let member else { return nil }
        return Request(context: context, member: member)
    }

    /// The answer to `request`, if its class is learned; otherwise it is to be answered the usual
    /// way, and its class learned from that answer (see ``answered(with:)``).
    static func answer(_ request: Request) -> [UInt8]? {
        if let answer = knownAnswer(request) { return answer }
        pending.withLock { $0 = request }
        return nil
    }

    /// Called with each answer the usual way gives (nil for one that is not an expansion without
    /// diagnostics): learns the pending request's class from it.
    static func answered(with json: [UInt8]?) {
        guard let request = pending.withLock({ pending in defer { pending = nil }; return pending }),
              let attributes = MemberAttributePlan.takeAttributes(answering: request.member), let json
        else { return }
        var byMember: [String: String] = [:]
        for (member, attribute) in attributes { byMember[ExpansionAnswer.escaped(member)] = attribute }
        guard let attribute = byMember[request.member], answer(attribute) == json else { return }
        known.store(byMember, for: request.context)
    }

    private static func knownAnswer(_ request: Request) -> [UInt8]? {
        known[request.context]?[request.member].flatMap(answer)
    }

    /// The answer that gives a member `attribute` (nothing, for ""), as the handler writes it.
    private static func answer(_ attribute: String) -> [UInt8]? {
        ExpansionAnswer.json(for: .expandMacroResult(expandedSource: attribute, diagnostics: []))
    }
}
