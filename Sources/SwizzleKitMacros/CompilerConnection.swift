@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin's end of the compiler's pipes, set up as swift-syntax's `StandardIOMessageConnection`
/// sets them up, with shortcuts for what a debug-built swift-syntax does slowly: each request's
/// build configuration is trimmed before the request is decoded (``BuildConfigurationTrimmer``),
/// an expansion without diagnostics, the answer to almost every request, is written by
/// ``ExpansionAnswer``, the member-attribute requests of a class after its first are answered
/// without being decoded (``MemberAttributeShortcut``), and a request answered by an earlier run
/// of the plugin gets that answer again (``ExpansionCache``). Everything else goes through
/// swift-syntax's JSON coder.
///
/// A message is a 64-bit little-endian length and that many bytes of JSON; a length of zero, or
/// the pipe closing, ends the session.
struct CompilerConnection: MessageConnection {
    private let input: CInt
    private let output: CInt

    /// Takes over the process's standard input and output for messages: text a macro prints
    /// goes to standard error, and reading standard input fails rather than blocking.
    init() throws {
        let input = dup(STDIN_FILENO)
        guard input >= 0, close(STDIN_FILENO) == 0 else { throw PluginIOError(function: "dup(stdin)") }
        let output = dup(STDOUT_FILENO)
        guard output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw PluginIOError(function: "dup(stdout)") }
        self.input = input
        self.output = output
    }

    func sendMessage<TX: Encodable>(_ message: TX) throws {
        let answer = message as? PluginToHostMessage
        // An expansion without diagnostics, written here; anything else, by swift-syntax's coder.
        let expansion = answer.flatMap(ExpansionAnswer.json(for:))
        let json = try expansion ?? JSON.encode(message)
        MemberAttributeShortcut.answered(with: expansion)
        ExpansionCache.shared.answered(with: answer.map(ExpansionCache.keeps) == true ? json : nil)
        try send(json)
    }

    /// The next request to decode. A member-attribute request whose class is known, and a request
    /// an earlier run answered, are answered here, and the next one read (see
    /// ``MemberAttributeShortcut`` and ``ExpansionCache``).
    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        while true {
            var length: UInt64 = 0
            guard try withUnsafeMutableBytes(of: &length, fill) else { return nil }
            let count = Int(UInt64(littleEndian: length))
            guard count > 0 else { return nil }
            let request = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
            defer { request.deallocate() }
            guard try fill(request) else { throw PluginIOError(function: "read", errorNumber: 0) }
            let raw = UnsafeRawBufferPointer(request)
            let expansion = RequestJSON.AttachedExpansion(message: raw)
            let cache = ExpansionCache.shared
            if let cached = cache.answer(to: expansion) {
                try send(cached)
                continue
            }
            if let memberAttribute = expansion.flatMap(MemberAttributeShortcut.request(in:)),
               let answer = MemberAttributeShortcut.answer(memberAttribute) {
                cache.answered(with: answer)
                try send(answer)
                continue
            }
            if let trimmed = BuildConfigurationTrimmer.trimmed(raw) {
                return try trimmed.withUnsafeBufferPointer { try JSON.decode(type, from: $0) }
            }
            return try JSON.decode(type, from: UnsafeBufferPointer(request.bindMemory(to: UInt8.self)))
        }
    }

    /// Writes `json` with its length in front.
    private func send(_ json: [UInt8]) throws {
        var length = UInt64(json.count).littleEndian
        try withUnsafeBytes(of: &length, drain)
        try json.withUnsafeBytes(drain)
    }

    /// Writes all of `buffer`.
    private func drain(_ buffer: UnsafeRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        let written = try Self.moveAll(buffer.count, "write") { write(output, base + $0, buffer.count - $0) }
        guard written == buffer.count else { throw PluginIOError(function: "write", errorNumber: 0) }
    }

    /// Fills `buffer`; false if the pipe closed before the first byte.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let filled = try Self.moveAll(buffer.count, "read") { read(input, base + $0, buffer.count - $0) }
        if filled == 0 { return false }
        guard filled == buffer.count else { throw PluginIOError(function: "read", errorNumber: 0) }
        return true
    }

    /// Calls `move` (a read or a write of the bytes from the offset it is given) until `count`
    /// bytes have moved or one call moves none, trying again after a signal; how many moved.
    static func moveAll(_ count: Int, _ function: String, _ move: (Int) -> Int) throws -> Int {
        var done = 0
        while done < count {
            let moved = move(done)
            if moved < 0 {
                if errno == EINTR { continue }
                throw PluginIOError(function: function)
            }
            if moved == 0 { break }
            done += moved
        }
        return done
    }
}

/// A failed read or write on the compiler's pipes; the listener reports it and exits.
struct PluginIOError: Error, CustomStringConvertible {
    let function: String
    let errorNumber: CInt

    init(function: String, errorNumber: CInt = errno) {
        self.function = function
        self.errorNumber = errorNumber
    }

    var description: String {
        errorNumber == 0 ? "\(function): the pipe closed mid-message" : "\(function): \(String(cString: strerror(errorNumber)))"
    }
}
