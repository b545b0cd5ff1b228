import Foundation

/// The layout of a generated file: lines of at most 120 characters, four spaces an indent.
let formatConfiguration = #"{ "version": 1, "lineLength": 120, "indentation": { "spaces": 4 } }"#

/// Lays `file` out in place with swift-format at `formatter`. A file that is not formatted still
/// compiles, so a failure is said and the file left as written.
func format(_ file: URL, with formatter: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: formatter)
    process.arguments = ["format", "--in-place", "--configuration", formatConfiguration, file.path]
    do {
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 0 { return }
    } catch {}
    FileHandle.standardError.write(Data("generate-spies: swift-format could not lay out \(file.path); it is left unformatted\n".utf8))
}
