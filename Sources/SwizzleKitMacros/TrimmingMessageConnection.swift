@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin's end of the compiler's pipes, as swift-syntax's `StandardIOMessageConnection` sets
/// them up, except that each request's build configuration is trimmed before the request is
/// decoded (see ``BuildConfigurationTrimmer``). Answers go out through swift-syntax's connection.
///
/// A message is a 64-bit little-endian length and that many bytes of JSON; a length of zero, or
/// the pipe closing, ends the session.
struct TrimmingMessageConnection: MessageConnection {
    private let input: CInt
    private let output: StandardIOMessageConnection

    /// Takes over the process's standard input and output for messages: text a macro prints
    /// goes to standard error, and reading standard input fails rather than blocking.
    init() throws {
        let input = dup(STDIN_FILENO)
        guard input >= 0, close(STDIN_FILENO) == 0 else { throw PluginIOError(function: "dup(stdin)") }
        let output = dup(STDOUT_FILENO)
        guard output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw PluginIOError(function: "dup(stdout)") }
        self.input = input
        self.output = StandardIOMessageConnection(inputFileDescriptor: input, outputFileDescriptor: output)
    }

    func sendMessage<TX: Encodable>(_ message: TX) throws {
        try output.sendMessage(message)
    }

    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        var length: UInt64 = 0
        guard try withUnsafeMutableBytes(of: &length, fill) else { return nil }
        let count = Int(UInt64(littleEndian: length))
        guard count > 0 else { return nil }
        let request = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { request.deallocate() }
        guard try fill(request) else { throw PluginIOError(function: "read", errorNumber: 0) }
        if let trimmed = BuildConfigurationTrimmer.trimmed(UnsafeRawBufferPointer(request)) {
            return try trimmed.withUnsafeBufferPointer { try JSON.decode(type, from: $0) }
        }
        return try JSON.decode(type, from: UnsafeBufferPointer(request.bindMemory(to: UInt8.self)))
    }

    /// Fills `buffer`; false if the pipe closed before the first byte.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var done = 0
        while done < buffer.count {
            let got = read(input, base + done, buffer.count - done)
            if got < 0 {
                if errno == EINTR { continue }
                throw PluginIOError(function: "read")
            }
            if got == 0 {
                if done == 0 { return false }
                throw PluginIOError(function: "read", errorNumber: 0)
            }
            done += got
        }
        return true
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
        errorNumber == 0 ? "\(function): the compiler closed the pipe mid-message" : "\(function): \(String(cString: strerror(errorNumber)))"
    }
}
