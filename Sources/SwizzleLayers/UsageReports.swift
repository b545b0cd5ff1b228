import SwizzleCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mistakes in the user's code that only show at run time, found below the test library (in
/// production code's layers): each is printed to standard error once, and, once the test library
/// is in the process, fails the test that is running, every time.
package enum UsageReports {
    private struct State {
        var reporter: (@Sendable (String) -> Void)?
        var printed: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Called by the test library: how a report fails the running test.
    package static func install(_ reporter: @escaping @Sendable (String) -> Void) {
        state.withLock { $0.reporter = $0.reporter ?? reporter }
    }

    package static func report(_ message: String) {
        let (reporter, isFirst) = state.withLock { ($0.reporter, $0.printed.insert(message).inserted) }
        if isFirst {
            var line = "SwizzleKit: \(message)\n"
            _ = line.withUTF8 { write(2, $0.baseAddress, $0.count) }  // standard error, unbuffered
        }
        reporter?(message)
    }
}
