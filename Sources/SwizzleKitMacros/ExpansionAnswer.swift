@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON of the answer almost every request gets: an expansion with no diagnostics,
/// `{"expandMacroResult":{"diagnostics":[],"expandedSource":"…"}}`, the same message
/// swift-syntax's coder writes.
///
/// swift-syntax's encoder escapes a string a byte at a time through generic calls, and the macro
/// plugin runs it built for debugging: writing the expansions was an eighth of the plugin's work
/// (BENCHMARKS.md, issue 24). Here the runs of bytes that need no escape are found with `strcspn`
/// and copied whole; the few that do (quotes, backslashes, newlines and the other control
/// characters) are escaped as JSON requires.
enum ExpansionAnswer {
    /// The answer's JSON, or nil if it is not an expansion without diagnostics.
    static func json(for answer: PluginToHostMessage) -> [UInt8]? {
        guard case .expandMacroResult(let source?, let diagnostics) = answer, diagnostics.isEmpty else { return nil }
        var json = Array(#"{"expandMacroResult":{"diagnostics":[],"expandedSource":""#.utf8)
        appendEscaped(source, to: &json)
        json.append(contentsOf: #""}}"#.utf8)
        return json
    }

    /// The bytes JSON escapes inside a string: the control characters, the quote and the backslash.
    private static let escaped: [CChar] = (1..<0x20).map { CChar($0) } + [CChar(UInt8(ascii: "\"")), CChar(UInt8(ascii: "\\")), 0]

    /// `text` as the contents of a JSON string, as a string.
    static func escaped(_ text: String) -> String {
        var json: [UInt8] = []
        appendEscaped(text, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends `text` as the contents of a JSON string. Swift source holds no NUL byte, and a
    /// string that did would stop `strcspn`: it is escaped the slow way, byte by byte.
    static func appendEscaped(_ text: String, to json: inout [UInt8]) {
        let count = text.utf8.count
        json.reserveCapacity(json.count + count + count / 16)
        text.withCString { start in
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: count)
            guard strlen(start) == count else {
                for byte in bytes { appendEscaped(byte, to: &json) }
                return
            }
            escaped.withUnsafeBufferPointer { reject in
                var index = 0
                while index < count {
                    let plain = strcspn(start + index, reject.baseAddress!)
                    json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + plain)]))
                    index += plain
                    if index < count {
                        appendEscaped(bytes[index], to: &json)
                        index += 1
                    }
                }
            }
        }
    }

    /// One byte as JSON writes it inside a string.
    private static func appendEscaped(_ byte: UInt8, to json: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), backslash: json += [backslash, byte]
        case UInt8(ascii: "\n"): json += [backslash, UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): json += [backslash, UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): json += [backslash, UInt8(ascii: "t")]
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            json += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: json.append(byte)
        }
    }
}
