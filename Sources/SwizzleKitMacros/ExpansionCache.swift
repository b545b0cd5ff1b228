#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Synchronization

/// Answers kept on disk between the plugin's runs, so that a class expanded once is not expanded
/// again while neither it nor the plugin changed.
///
/// Every compile of a module runs the plugin afresh, and the job that emits the module expands
/// the macros of every annotated class in it, whichever file an edit touched: in a module of 50
/// classes, that job's plugin was half of what an edit of one method body cost (BENCHMARKS.md,
/// issue 24). The compiler cannot be told that a class is unchanged, but the plugin can tell: a
/// request that is the same, byte for byte (its build configuration's lists aside, see
/// ``ExpansionCacheKey``), as one answered before by the same plugin executable gets the same
/// answer. Expansions are kept with their diagnostics, which the compiler shows again each build;
/// a failed expansion is not kept (``keeps(_:)``).
///
/// An entry is a file named by ``ExpansionCacheKey/fileName``, holding the plugin's identity (its
/// path, size, modification time and inode), the lengths of the key and the answer, the whole key
/// and the answer; a lookup compares the first three with the request's and the file's, so a
/// renamed, rebuilt or replaced plugin, another request with the same name, or an entry cut short
/// is a miss. Files are written whole under another name and then renamed, so a plugin running
/// beside this one (a build runs several) reads an entry whole or not at all. Anything that fails
/// (no directory, another owner, a short read) is a miss, never an error.
///
/// Where: `/tmp/swizzlekit-macro-cache-<uid>` (the compiler runs a plugin with an empty
/// environment, so neither `TMPDIR` nor a setting of the user's reaches it). The directory must be
/// the user's own and writable by no one else; a file of that name, or a directory that is not
/// the user's, turns the cache off. Entries not used for a week are removed, at most once a day.
final class ExpansionCache: Sendable {
    /// The plugin's cache, set up on its first use.
    static let shared = ExpansionCache(directory: "/tmp/swizzlekit-macro-cache-\(getuid())")

    /// The directory, or nil when caching is off or not possible.
    let directory: String?
    /// What a stored answer must have been written by: the entry's first bytes.
    private let header: [UInt8]
    /// The miss being answered the usual way: where its answer is to be stored, and its key.
    private let pending = Mutex<(path: String, key: [UInt8])?>(nil)

    private static let maximumAge: Int = 7 * 24 * 3600

    /// A cache in `directory`, made if missing, for a plugin whose identity is `identity` (by
    /// default the running executable's); off if the directory cannot be the user's own.
    init(directory: String, identity: String? = ExpansionCache.executableIdentity()) {
        guard let identity, let own = Self.ownDirectory(directory) else {
            self.directory = nil
            header = []
            return
        }
        self.directory = own
        header = Array("SwizzleKit expansion cache 2\n\(identity)\n".utf8)
        Self.removeOldEntries(in: own)
    }

    /// The stored answer to the request in `message`, read as a ``RequestJSON/AttachedExpansion``.
    func answer(to message: UnsafeRawBufferPointer) -> [UInt8]? {
        answer(to: RequestJSON.AttachedExpansion(message: message))
    }

    /// The stored answer to `expansion`, if there is one; otherwise remembers the request, whose
    /// answer ``answered(with:)`` stores (nothing, for a message that is not an expansion).
    func answer(to expansion: RequestJSON.AttachedExpansion?) -> [UInt8]? {
        guard let directory, let expansion, let key = ExpansionCacheKey(expansion) else {
            pending.withLock { $0 = nil }
            return nil
        }
        let path = directory + "/" + key.fileName
        if let answer = storedAnswer(at: path, key: key.bytes) { return answer }
        pending.withLock { $0 = (path, key.bytes) }
        return nil
    }

    /// Whether `answer` is kept: an expansion, with or without diagnostics. Not a failed one (no
    /// source), nor any other message.
    static func keeps(_ answer: PluginToHostMessage) -> Bool {
        if case .expandMacroResult(.some, _) = answer { return true }
        return false
    }

    /// Stores `json`, the answer the usual way gave to the request last missed, if it is one to keep
    /// (see ``keeps(_:)``; nil otherwise).
    func answered(with json: [UInt8]?) {
        guard let (path, key) = pending.withLock({ pending in defer { pending = nil }; return pending }), let json else { return }
        let contents = header + Self.lengths(key: key.count, answer: json.count) + key + json
        // A name no other writer uses, in this process (tests write from several threads) or another.
        let temporary = "\(path).\(getpid()).\(Self.writes.add(1, ordering: .relaxed).newValue).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        let written = contents.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
        close(descriptor)
        if !written || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// The answer in the entry at `path`, if the entry is this plugin's and for `key`.
    private func storedAnswer(at path: String, key: [UInt8]) -> [UInt8]? {
        // Not blocking: only a regular file is read (a pipe put there would wait for a writer).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        let prefix = header.count + 16 + key.count
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > prefix else { return nil }
        var matches = false
        let contents = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
            let bytes = UnsafeMutableRawBufferPointer(buffer)
            guard Self.readAll(bytes, from: descriptor) else { return }
            count = buffer.count
            // The lengths written must be this key's and what the file holds after it: an entry cut
            // short (a write interrupted, a disk filled) is a miss, not a shorter answer.
            let lengths = Self.lengths(key: key.count, answer: buffer.count - prefix)
            matches = header.withUnsafeBytes { memcmp(bytes.baseAddress!, $0.baseAddress!, $0.count) } == 0
                && lengths.withUnsafeBytes { memcmp(bytes.baseAddress! + header.count, $0.baseAddress!, 16) } == 0
                && key.withUnsafeBytes { memcmp(bytes.baseAddress! + header.count + 16, $0.baseAddress!, $0.count) } == 0
        }
        guard matches else { return nil }
        futimens(descriptor, nil)  // used now: kept another week
        return Array(contents[prefix...])
    }

    /// How many entries this process has written: each one's temporary file is named by it.
    private static let writes = Atomic<Int>(0)

    /// The key's and the answer's lengths, as an entry holds them after its header.
    private static func lengths(key: Int, answer: Int) -> [UInt8] {
        var lengths = (UInt64(key).littleEndian, UInt64(answer).littleEndian)
        return withUnsafeBytes(of: &lengths) { Array($0) }
    }

    // MARK: The directory

    /// `path`, made if missing, if it is a directory of this user's that no one else can write to.
    private static func ownDirectory(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        _ = mkdir(path, 0o700)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
              status.st_mode & 0o022 == 0
        else { return nil }
        return path
    }

    /// Removes the entries not used for ``maximumAge``, if no plugin has looked in the last day.
    private static func removeOldEntries(in directory: String) {
        let marker = directory + "/.last-sweep"
        var status = stat()
        let now = time(nil)
        if stat(marker, &status) == 0, now - Self.modificationTime(status).tv_sec < 24 * 3600 { return }
        let descriptor = open(marker, O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        futimens(descriptor, nil)
        close(descriptor)
        for name in entryNames(in: directory) {
            let path = directory + "/" + name
            if stat(path, &status) == 0, now - Self.modificationTime(status).tv_sec > maximumAge { unlink(path) }
        }
    }

    /// The names of the files in `directory` but the hidden ones (the sweep's marker).
    static func entryNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }

    private static func modificationTime(_ status: stat) -> timespec {
        #if canImport(Darwin)
        return status.st_mtimespec
        #else
        return status.st_mtim
        #endif
    }

    /// The running plugin: its path, size, modification time and inode, or nil if it cannot be read.
    static func executableIdentity() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #else
        guard let path = CommandLine.arguments.first else { return nil }
        #endif
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = modificationTime(status)
        return "\(path) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(status.st_ino)"
    }

    // MARK: Whole reads and writes

    private static func readAll(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: CInt) -> Bool {
        let base = buffer.baseAddress!, count = buffer.count
        return (try? CompilerConnection.moveAll(count, "read") { read(descriptor, base + $0, count - $0) }) == count
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: CInt) -> Bool {
        let base = buffer.baseAddress!, count = buffer.count
        return (try? CompilerConnection.moveAll(count, "write") { write(descriptor, base + $0, count - $0) }) == count
    }
}
