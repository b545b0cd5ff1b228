@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
@_spi(ExperimentalLanguageFeatures) import SwiftParser
import SwizzleGenerator

/// Shrinks the build configuration the compiler attaches to each expansion request to what
/// SwizzleKit's macros use, before the request is decoded.
///
/// The compiler sends its whole static build configuration with every request: about 4.4 KB of
/// JSON (every language feature and attribute it knows) as a string inside the request's JSON.
/// swift-syntax's message handler decodes it twice for each request, the string and then the
/// JSON in it, and `swift build` builds swift-syntax for debugging: for the five-class service of
/// `Benchmarks/realistic-models.sh` that was a quarter of the plugin's instructions (BENCHMARKS.md,
/// issue 24).
///
/// The handler reads two things from the configuration: the parser's Swift version and
/// experimental features, which the trimmed configuration keeps (its language mode, and the
/// features the parser knows), and the `buildConfiguration` a macro may ask about `#if`
/// conditions, which SwizzleKit's macros never do. The conditions, compiler version and target
/// stay as sent; the attribute list and the features the parser does not know are dropped.
///
/// The lists are cut from the JSON text as it arrives, without decoding it: the compiler writes
/// the same configuration with its sets in a different order each time, so no decoded copy can
/// be reused. Anything unexpected (no configuration, a list that is not a list of plain names)
/// leaves the request as sent.
enum BuildConfigurationTrimmer {
    /// The key in front of the configuration, exactly as a JSON encoder writes it: inside a string
    /// the same text would have its quotes escaped, so it cannot match there.
    private static let configurationKey = Array(#""staticBuildConfiguration":""#.utf8)
    /// The two lists, as their keys read inside the configuration's string (quotes escaped).
    private static let attributesKey = Array(#"\"attributes\":["#.utf8)
    private static let featuresKey = Array(#"\"features\":["#.utf8)

    /// `request` with its configuration's attributes and unparsed features left out, or nil to
    /// use it as it is.
    static func trimmed(_ request: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let configuration = configurationRange(in: request),
              let attributes = listRange(attributesKey, in: request, within: configuration),
              let features = listRange(featuresKey, in: request, within: configuration),
              let parsedFeatures = parserFeatures(in: request, at: features)
        else { return nil }
        // The two lists in the order they come, each replaced by what is kept of it.
        let cuts = [(attributes, [UInt8]()), (features, parsedFeatures)].sorted { $0.0.lowerBound < $1.0.lowerBound }
        guard cuts[0].0.upperBound <= cuts[1].0.lowerBound else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(request.count)
        var copied = 0
        for (range, kept) in cuts {
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[copied..<range.lowerBound]))
            result.append(contentsOf: kept)
            copied = range.upperBound
        }
        result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[copied...]))
        return result
    }

    /// Where the configuration string's contents are (between its quotes), if the request has one.
    private static func configurationRange(in request: UnsafeRawBufferPointer) -> Range<Int>? {
        guard let keyStart = ByteSearch.index(of: configurationKey, in: request, from: 0, to: request.count) else { return nil }
        let start = keyStart + configurationKey.count
        var index = start
        // The string ends at the first quote not escaped: one after an even run of backslashes.
        while let end = ByteSearch.index(of: UInt8(ascii: "\""), in: request, from: index, to: request.count) {
            var backslashes = 0
            while end - backslashes > start, request[end - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes.isMultiple(of: 2) { return start..<end }
            index = end + 1
        }
        return nil
    }

    /// The elements of the list after `key` (between its brackets), inside `range`.
    private static func listRange(_ key: [UInt8], in request: UnsafeRawBufferPointer, within range: Range<Int>) -> Range<Int>? {
        guard let keyStart = ByteSearch.index(of: key, in: request, from: range.lowerBound, to: range.upperBound),
              let close = ByteSearch.index(of: UInt8(ascii: "]"), in: request, from: keyStart + key.count, to: range.upperBound)
        else { return nil }
        return (keyStart + key.count)..<close
    }

    /// The features of the list at `range` (`\"A\",\"B\"`) that the parser knows, written the same
    /// way; nil if an element is not a plain name in escaped quotes. Found with ``ByteSearch``, and each
    /// name made from its bytes at once: a debug build's generic `split` cost more than the
    /// decoding it saves.
    private static func parserFeatures(in request: UnsafeRawBufferPointer, at range: Range<Int>) -> [UInt8]? {
        let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var kept: [UInt8] = []
        var start = range.lowerBound
        let limit = range.upperBound
        // A comma with nothing after it is not a list a JSON encoder writes.
        guard start == limit || request[limit - 1] != comma else { return nil }
        while start < limit {
            let end = ByteSearch.index(of: comma, in: request, from: start, to: limit) ?? limit
            // `\"`, at least one byte of name, `\"`.
            guard end - start > 4, request[start] == backslash, request[start + 1] == quote,
                  request[end - 2] == backslash, request[end - 1] == quote,
                  ByteSearch.index(of: backslash, in: request, from: start + 2, to: end - 2) == nil
            else { return nil }
            let name = UnsafeRawBufferPointer(rebasing: request[(start + 2)..<(end - 2)])
            if Parser.ExperimentalFeatures(name: String(decoding: name, as: UTF8.self)) != nil {
                if !kept.isEmpty { kept.append(comma) }
                kept.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[start..<end]))
            }
            start = end + 1
        }
        return kept
    }
}
