import SwizzleCore

/// Where a swizzle, spy, mock or stub was made: shown when one is left behind, and where
/// failures about it are reported.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The `#fileID` of the place (`Module/File.swift`). Made a `String` when read (messages,
    /// comparisons), not when the location is: every spy, stub and verification takes one, and
    /// interpolating the `StaticString` cost ~400 instructions each with its allocation and free,
    /// four times a test (`per test` benchmark, release: 2 % of a test).
    public var fileID: String { reportingFileID.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
    /// The line of the place.
    public let line: UInt
    package let reportingFileID: StaticString
    package let filePath: StaticString
    package let column: UInt

    /// The caller's location, by default.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) {
        self.line = line
        reportingFileID = fileID
        self.filePath = filePath
        self.column = column
    }

    public var description: String { "\(fileID):\(line)" }

    /// Whether the file path was captured where the file ID was (APIs that take only `fileID`
    /// and `line` leave SwizzleKit's own path here), so a failure can be reported at it.
    package var isCallSite: Bool {
        "\(filePath)".hasSuffix("/" + (fileID.split(separator: "/").last.map(String.init) ?? fileID))
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
    }
}
