/// Lays out generated code the way a person would: a line longer than ``width`` is broken inside
/// its widest parentheses or brackets, after the opening one, at its top-level commas and before
/// the closing one, which are the places where Swift lets a line break change nothing.
///
/// Users read generated code in compile errors, backtraces, the debugger and (for
/// `generate-spies`) diffs. Only generated lines go through it: a user's statements keep their own
/// lines, which their `#sourceLocation` depends on.
package enum LineLayout {
    /// What a reader sees at most: an editor shows an expansion in place, in a class's method.
    package static let readableWidth = 120
    /// Where lines are broken: 8 columns less than ``readableWidth``, room for the class and the
    /// method around the expansion when an editor shows it in place.
    package static let width = readableWidth - 8

    /// `text` with each line wider than ``width`` broken up; other lines as they are.
    ///
    /// Lines are found with ``ByteSearch`` and only a wide one is copied out: most generated lines
    /// fit, and splitting the whole text was a twentieth of the macro plugin's work in a debug build.
    package static func wrapped(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            var result = ""
            var copied = 0
            var start = 0
            while start <= bytes.count {
                let end = ByteSearch.index(of: UInt8(ascii: "\n"), in: UnsafeRawBufferPointer(bytes), from: start, to: bytes.count)
                    ?? bytes.count
                if end - start > width {
                    result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<start]), as: UTF8.self)
                    result += wrap(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                        .joined(separator: "\n")
                    copied = end
                }
                start = end + 1
            }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
        }
    }

    // Bytes, not `Character`s: the macro plugin is built in debug, where walking `Character`s
    // cost more than the rest of the expansion. Every byte that matters here is ASCII.
    private static func wrap(_ line: String) -> [String] {
        let characters = Array(line.utf8)
        guard characters.count > width else { return [line] }
        let start = characters.drop { $0 == space }
        guard start.first != UInt8(ascii: "#"), !start.starts(with: "//".utf8), let (open, close) = widestGroup(characters)
        else { return [line] }
        let indent = String(repeating: " ", count: characters.prefix { $0 == space }.count)
        let inner = indent + "    "
        let head = text(characters[..<(open + 1)])
        let tail = text(characters[close...])
        let items = topLevelItems(Array(characters[(open + 1)..<close]))
        var lines = [head]
        var current = ""
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            if let literal = multilineLiteral(item, comma: index < items.count - 1, indent: inner) {
                if !current.isEmpty { lines += wrap(current) }
                lines += literal
                current = ""
                continue
            }
            if current.isEmpty {
                current = inner + piece
            } else if current.utf8.count + 1 + piece.utf8.count <= width {
                current += " " + piece
            } else {
                lines += wrap(current)
                current = inner + piece
            }
        }
        if !current.isEmpty { lines += wrap(current) }
        lines += wrap(indent + tail)
        return lines
    }

    /// A string literal too long for a line (a reason the macro gives, say) as a multi-line
    /// literal whose lines end in `\`, which joins them: the same string, read without scrolling.
    private static func multilineLiteral(_ item: String, comma: Bool, indent: String) -> [String]? {
        let bytes = Array(item.utf8)
        guard indent.utf8.count + bytes.count + 1 > width, bytes.first == UInt8(ascii: "\""),
              endOfStringLiteral(bytes, from: 0) == bytes.count - 1, !item.hasPrefix("\"\"\"")
        else { return nil }
        let content = item.dropFirst().dropLast()
        var lines = [indent + "\"\"\""]
        var current = ""
        for word in content.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, indent.utf8.count + current.utf8.count + word.utf8.count + 2 > width {
                lines.append(indent + current + "\\")
                current = ""
            }
            current += word + " "
        }
        lines.append(indent + String(current.dropLast()))
        lines.append(indent + "\"\"\"" + (comma ? "," : ""))
        return lines
    }

    /// The opening and closing offsets of the parenthesized or bracketed group, at the line's
    /// outermost level, with the most text inside; nil if there is none worth breaking.
    private static func widestGroup(_ characters: [UInt8]) -> (Int, Int)? {
        var best: (Int, Int)?
        var stack: [Int] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let end = endOfStringLiteral(characters, from: index) {
                index = end + 1
                continue
            }
            switch character {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = stack.popLast() else { return nil }
                // Braces hold statements: only argument lists and literals are broken up.
                if character != UInt8(ascii: "}"), stack.allSatisfy({ characters[$0] == UInt8(ascii: "{") }), index - open > 24,
                   index - open > (best.map { $0.1 - $0.0 } ?? 0) {
                    best = (open, index)
                }
            default:
                break
            }
            index += 1
        }
        // A line may open a block it does not close (`… { __registrar in`).
        return stack.allSatisfy { characters[$0] == UInt8(ascii: "{") } ? best : nil
    }

    /// The group's items, split at its top-level commas, each trimmed.
    private static func topLevelItems(_ characters: [UInt8]) -> [String] {
        var items: [String] = []
        var depth = 0
        var start = 0
        var index = 0
        while index < characters.count {
            if let end = endOfStringLiteral(characters, from: index) {
                index = end + 1
                continue
            }
            switch characters[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                items.append(withoutSpacesAround(characters[start..<index]))
                start = index + 1
            default: break
            }
            index += 1
        }
        items.append(withoutSpacesAround(characters[start...]))
        return items.filter { !$0.isEmpty }
    }

    /// Where a string literal that starts at `index` (`"…"` or `#"…"#`) ends, or nil if none starts there.
    private static func endOfStringLiteral(_ characters: [UInt8], from index: Int) -> Int? {
        let hash = UInt8(ascii: "#"), quoteMark = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard characters[index] == hash || characters[index] == quoteMark else { return nil }
        var hashes = 0
        var quote = index
        while quote < characters.count, characters[quote] == hash { hashes += 1; quote += 1 }
        guard quote < characters.count, characters[quote] == quoteMark else { return nil }
        var position = quote + 1
        while position < characters.count {
            if characters[position] == backslash, hashes == 0 {
                position += 2
                continue
            }
            if characters[position] == quoteMark,
               characters[(position + 1)...].prefix(hashes).allSatisfy({ $0 == hash }),
               position + hashes < characters.count {
                return position + hashes
            }
            position += 1
        }
        return characters.count - 1
    }
}

extension String {
    /// The text with each line indented by `prefix`, four spaces unless given (empty lines stay empty).
    ///
    /// Lines found with ``ByteSearch``: a debug build's generic `split`, `map` and `joined` over
    /// the table's text cost more than writing it (BENCHMARKS.md, issue 24).
    package func indented(by prefix: String = "    ") -> String {
        var text = self
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var result = ""
            result.reserveCapacity(bytes.count + bytes.count / 8)
            var start = 0
            while start <= bytes.count {
                let end = ByteSearch.index(of: UInt8(ascii: "\n"), in: raw, from: start, to: bytes.count) ?? bytes.count
                if end > start {
                    result += prefix
                    result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                if end < bytes.count { result += "\n" }
                start = end + 1
            }
            return result
        }
    }

    /// The text with every `pattern` replaced by `replacement`, found with ``ByteSearch`` (the
    /// standard library's generic `replacing` walks the text a byte at a time in a debug build).
    package func replacingEvery(_ pattern: String, with replacement: String) -> String {
        var text = self
        let pattern = Array(pattern.utf8)
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var result = ""
            result.reserveCapacity(bytes.count)
            var copied = 0
            while let found = ByteSearch.index(of: pattern, in: raw, from: copied, to: bytes.count) {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<found]), as: UTF8.self)
                result += replacement
                copied = found + pattern.count
            }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
        }
    }
}

private let space = UInt8(ascii: " ")

private func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// The bytes' text without the spaces around it, trimmed as bytes: trimming the `String` walked
/// its `Character`s backwards, 70 % of laying out an expansion in the debug-built plugin.
private func withoutSpacesAround(_ bytes: ArraySlice<UInt8>) -> String {
    var trimmed = bytes
    while trimmed.first == space { trimmed.removeFirst() }
    while trimmed.last == space { trimmed.removeLast() }
    return text(trimmed)
}

