import SwizzleKit

/// Spectre's reporters' shape: an override calls a method, then `super` on the next line, then
/// `print`; another calls `print` and then `super`. The rewritten super call is an expression on
/// a line of its own, which must not become the trailing closure of the call before it.
@Swizzlable
class Tally {
    var lines: [String] = []

    init() {}

    func add(_ line: String) { lines.append(line) }

    func report(_ name: String, closure: () -> Void) {
        add("report \(name)")
        closure()
    }

    func printStatus() { add("status") }
}

@Swizzlable
class LoudTally: Tally {
    override func report(_ name: String, closure: () -> Void) {
        add("-> \(name)")
        super.report(name, closure: closure)
        add("")
    }

    override func printStatus() {
        print("", terminator: "")
        super.printStatus()
    }
}
