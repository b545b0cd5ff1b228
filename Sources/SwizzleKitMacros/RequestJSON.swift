#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The fields of a JSON object in a request, found in its text without decoding it: each field's
/// name and where its value's JSON is. It reads what a JSON encoder writes (no whitespace
/// between tokens); anything else gives nil, and the request is decoded as usual.
///
/// Strings are skipped with `memchr`: a request is mostly the source text of a
/// class, in strings, and stepping through it a byte at a time in the debug-built plugin would
/// cost a good part of what decoding it costs.
enum RequestJSON {
    /// One field: its name, and its value's JSON at `bytes[valueStart..<valueEnd]`.
    struct Field {
        let name: String
        let valueStart: Int
        let valueEnd: Int
    }

    /// An attached macro's expansion request, `{"expandAttachedMacro":{…}}`, as a JSON encoder writes
    /// it: the message and the fields of its request, found once for everything that reads them
    /// before it is decoded (``ExpansionCache``, ``MemberAttributeShortcut``).
    struct AttachedExpansion {
        let message: UnsafeRawBufferPointer
        let fields: [Field]

        private static let prefix = Array(#"{"expandAttachedMacro":"#.utf8)

        /// The request in `message`, if it is one; nil for any other message.
        init?(message: UnsafeRawBufferPointer) {
            let prefix = Self.prefix
            // The message's one field read as it is written, not scanned.
            guard message.count > prefix.count + 1, message[message.count - 1] == UInt8(ascii: "}"),
                  memcmp(message.baseAddress!, prefix, prefix.count) == 0,
                  let fields = RequestJSON.fields(of: message, objectAt: prefix.count),
                  // The request's `}` and the message's, last.
                  let last = fields.last, last.valueEnd == message.count - 2
            else { return nil }
            self.message = message
            self.fields = fields
        }

        /// The field named `name`, if the request has one.
        func field(_ name: String) -> Field? {
            RequestJSON.field(name, in: fields)
        }
    }

    /// The field named `name` among `fields` (an object's, as ``fields(of:objectAt:)`` finds them).
    static func field(_ name: String, in fields: [Field]) -> Field? {
        fields.first { $0.name == name }
    }

    // The bytes JSON's structure is made of. Plain literals at each use, not `static let`s: a debug
    // build reads a static through an accessor call, and the scan compares every byte.
    private typealias Bytes = UnsafePointer<UInt8>

    /// The fields of the object whose `{` is at `start`.
    static func fields(of buffer: UnsafeRawBufferPointer, objectAt start: Int) -> [Field]? {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = buffer.count
        guard start + 1 < count, base[start] == 0x7B /* { */ else { return nil }
        var fields: [Field] = []
        if base[start + 1] == 0x7D /* } */ { return fields }
        var index = start + 1
        while true {
            // A name: no encoder escapes anything in the names of a request's fields.
            guard index < count, base[index] == 0x22 /* " */, let nameEnd = stringEnd(base, count, quoteAt: index),
                  nameEnd + 1 < count, base[nameEnd + 1] == 0x3A /* : */,
                  let valueEnd = valueEnd(base, count, at: nameEnd + 2), valueEnd < count
            else { return nil }
            let name = String(decoding: UnsafeBufferPointer(start: base + index + 1, count: nameEnd - index - 1), as: UTF8.self)
            fields.append(Field(name: name, valueStart: nameEnd + 2, valueEnd: valueEnd))
            if base[valueEnd] == 0x7D /* } */ { return fields }
            guard base[valueEnd] == 0x2C /* , */ else { return nil }
            index = valueEnd + 1
        }
    }

    /// The text of `bytes[start..<end]`.
    static func text(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The index just past the value that starts at `start`.
    private static func valueEnd(_ base: Bytes, _ count: Int, at start: Int) -> Int? {
        guard start < count else { return nil }
        let first = base[start]
        if first == 0x22 /* " */ { return stringEnd(base, count, quoteAt: start).map { $0 + 1 } }
        guard first == 0x7B /* { */ || first == 0x5B /* [ */ else {
            // A number, `true`, `false` or `null`: up to what ends it.
            var index = start
            while index < count, base[index] != 0x2C, base[index] != 0x7D, base[index] != 0x5D { index += 1 }
            return index
        }
        var depth = 0
        var index = start
        while index < count {
            let byte = base[index]
            if byte == 0x22 /* " */ {
                guard let end = stringEnd(base, count, quoteAt: index) else { return nil }
                index = end + 1
                continue
            }
            if byte == 0x7B || byte == 0x5B /* { [ */ {
                depth += 1
            } else if byte == 0x7D || byte == 0x5D /* } ] */ {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that closes the string whose opening quote is at `start`: the first
    /// quote after it that follows an even run of backslashes.
    private static func stringEnd(_ base: Bytes, _ count: Int, quoteAt start: Int) -> Int? {
        var from = start + 1
        while from < count, let found = memchr(base + from, 0x22, count - from) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while end - backslashes - 1 > start, base[end - backslashes - 1] == 0x5C /* \ */ { backslashes += 1 }
            if backslashes & 1 == 0 { return end }
            from = end + 1
        }
        return nil
    }
}
