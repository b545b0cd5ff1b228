/// Where a swizzle, spy or mock was installed: shown when one is left behind.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let fileID: String
    public let line: UInt

    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        self.fileID = "\(fileID)"
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}
