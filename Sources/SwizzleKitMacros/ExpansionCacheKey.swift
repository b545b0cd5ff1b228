#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwizzleGenerator

/// What identifies an expansion request for ``ExpansionCache``: the request as the compiler sent
/// it, with its build configuration's lists in one order, and a short name for its file.
///
/// The compiler writes the same configuration with its sets (conditions, features, runtimes) in a
/// different order in each request, so the request's bytes alone would never match a stored one.
/// Each list of the configuration is sorted, except a version's `components`, whose order is the
/// version, and the attributes the compiler knows are left out (the plugin drops them before it
/// decodes a request, ``BuildConfigurationTrimmer``); the rest of the request is kept as sent, so
/// an answer is reused only for a request that differs from the one it answered in nothing the
/// plugin reads.
struct ExpansionCacheKey {
    /// The request with its configuration's lists sorted.
    let bytes: [UInt8]
    /// The entry's file name: a hash of the request's discriminator (which names the expansion's
    /// place: the module, the declaration, the role), where the declaration is (overloads share a
    /// discriminator) and its configuration's short lists. Two requests that share it share a
    /// file, and the key inside it tells them apart.
    let fileName: String

    private static let componentsKey = Array(#"\"components\":"#.utf8)
    private static let attributesKey = Array(#"\"attributes\":"#.utf8)

    /// The key of `expansion`, if it has a discriminator and a build configuration; nil otherwise,
    /// and it is not cached. Read from the request's text, before anything decodes or trims it.
    init?(_ expansion: RequestJSON.AttachedExpansion) {
        let request = expansion.message
        guard let discriminator = expansion.field("discriminator"),
              let configurationField = expansion.field("staticBuildConfiguration"),
              configurationField.valueEnd - configurationField.valueStart >= 2
        else { return nil }
        // Inside the string's quotes.
        let configuration = (configurationField.valueStart + 1)..<(configurationField.valueEnd - 1)
        var hash = FNV1a()
        hash.add(UnsafeRawBufferPointer(rebasing: request[discriminator.valueStart..<discriminator.valueEnd]))
        // Overloads share a discriminator (`…C7resolve19_SwizzlableDispatchfMb_`), and so do a type's
        // extensions: where the declaration is tells them apart.
        if let declaration = expansion.field("declSyntax"),
           let fields = RequestJSON.fields(of: request, objectAt: declaration.valueStart),
           let location = RequestJSON.field("location", in: fields) {
            hash.add(UnsafeRawBufferPointer(rebasing: request[location.valueStart..<location.valueEnd]))
        }
        guard let sorted = Self.sortingLists(in: request, within: configuration, hashing: &hash) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(request.count)
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[..<configuration.lowerBound]))
        bytes.append(contentsOf: sorted)
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[configuration.upperBound...]))
        self.bytes = bytes
        fileName = hash.hexadecimal
    }

    /// The configuration at `range` with the elements of each list in byte order; nil if a list
    /// holds anything but plain values (a nested list or object). Adds each short list (the
    /// conditions, the language mode, the target) to `hash`, so that a module built two ways keeps
    /// an entry for each.
    private static func sortingLists(in request: UnsafeRawBufferPointer, within range: Range<Int>,
                                     hashing hash: inout FNV1a) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var copied = range.lowerBound
        while let open = ByteSearch.index(of: UInt8(ascii: "["), in: request, from: copied, to: range.upperBound) {
            guard let close = ByteSearch.index(of: UInt8(ascii: "]"), in: request, from: open + 1, to: range.upperBound),
                  ByteSearch.index(of: UInt8(ascii: "["), in: request, from: open + 1, to: close) == nil,
                  ByteSearch.index(of: UInt8(ascii: "{"), in: request, from: open + 1, to: close) == nil
            else { return nil }
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[copied...open]))
            let listStart = result.count
            if follows(attributesKey, in: request, at: open) {
                // Left out: ``BuildConfigurationTrimmer`` drops the list before the request is decoded.
            } else if follows(componentsKey, in: request, at: open) {
                result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[(open + 1)..<close]))
            } else {
                appendSorted(request, from: open + 1, to: close, to: &result)
            }
            if close - open < 128 { result.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[listStart...])) } }
            copied = close
        }
        result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[copied..<range.upperBound]))
        return result
    }

    /// Whether `key` ends just before `index`: the list there is a version's components, or the
    /// compiler's attributes.
    private static func follows(_ key: [UInt8], in request: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let start = index - key.count
        return start >= 0 && key.withUnsafeBytes { memcmp(request.baseAddress! + start, $0.baseAddress!, $0.count) } == 0
    }

    /// The comma-separated elements of `request[start..<end]`, sorted, appended to `result`. Each
    /// element is copied into a row of zeros as wide as the widest, and the rows sorted by the C
    /// library's `qsort` with `strcmp` as the order: the compiler's lists of features run to a
    /// hundred names, and in the plugin, built for debugging, a sort written in Swift makes generic
    /// calls at every step (a merge sort over raw buffers cost 0.7 M instructions a request).
    private static func appendSorted(_ request: UnsafeRawBufferPointer, from start: Int, to end: Int, to result: inout [UInt8]) {
        let base = request.baseAddress!
        var count = 0, widest = 0, next = start
        while next < end {
            let comma = ByteSearch.index(of: UInt8(ascii: ","), in: request, from: next, to: end) ?? end
            widest = max(widest, comma - next)
            count += 1
            next = comma + 1
        }
        let width = widest + 1
        let rows = UnsafeMutableRawPointer.allocate(byteCount: count * width, alignment: 1)
        defer { rows.deallocate() }
        memset(rows, 0, count * width)
        var row = 0
        next = start
        while next < end {
            let comma = ByteSearch.index(of: UInt8(ascii: ","), in: request, from: next, to: end) ?? end
            memcpy(rows + row * width, base + next, comma - next)
            row += 1
            next = comma + 1
        }
        qsort(rows, count, width, byteOrder)
        // The list as sent, the same length as sorted, then written over with the sorted elements
        // and the commas between them.
        var written = result.count
        result.append(contentsOf: UnsafeRawBufferPointer(rebasing: request[start..<end]))
        result.withUnsafeMutableBytes { output in
            row = 0
            while row < count {
                let element = rows + row * width
                let length = strlen(element.assumingMemoryBound(to: CChar.self))
                memcpy(output.baseAddress! + written, element, length)
                written += length
                row += 1
                if row < count {
                    output[written] = UInt8(ascii: ",")
                    written += 1
                }
            }
        }
    }

    /// `strcmp` as a comparison of `qsort`'s rows: each row is a string ended by zeros.
    private static let byteOrder = unsafeBitCast(
        strcmp as @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32,
        to: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32).self
    )
}

/// 64-bit FNV-1a, for file names: short inputs, and no seed, so every process names a request's
/// entry alike (the standard library's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var index = 0
        while index < bytes.count {
            value = (value ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
    }

    var hexadecimal: String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
