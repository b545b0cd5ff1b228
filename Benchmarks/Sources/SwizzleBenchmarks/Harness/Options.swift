import Foundation

/// Command-line options. With the defaults a run takes under 10 seconds on a 2-core machine.
struct Options {
    /// Rounds per comparison: each round times one batch of every workload in it.
    var rounds = 41
    /// Target length of one batch; a workload's batch size is calibrated to it.
    var batchMilliseconds = 5.0
    /// Run only suites or comparisons whose name contains one of these (case-insensitive).
    var filters: [String] = []
    var listOnly = false
    /// Count instructions instead of timing: under `valgrind --tool=callgrind
    /// --callgrind-out-file=FILE`, each workload runs `iterations` times between a zero and a
    /// dump of callgrind's counters, and the dumps (FILE.1, FILE.2, …) are read back.
    var instructionCountFile: String?
    var iterations = 10_000

    static let usage = """
        usage: swizzle-benchmarks [--rounds N] [--batch-ms MS] [--quick] [--filter TEXT]... [--list]
          --rounds N     rounds per comparison (default 41); each round times one batch of each workload
          --batch-ms MS  target time of one batch in milliseconds (default 5)
          --quick        --rounds 7 --batch-ms 1: a smoke run, not for the record
          --filter TEXT  only suites or comparisons whose name contains TEXT (repeatable)
          --list         list suites and comparisons without running them
          --count-instructions FILE
                         under valgrind --tool=callgrind --callgrind-out-file=FILE: report
                         instructions per operation instead of time (see count-instructions.sh)
          --iterations N iterations per workload when counting instructions (default 10000)
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(of flag: String) -> String {
            guard let value = iterator.next() else { fail("\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--rounds":
                guard let rounds = Int(value(of: argument)), rounds >= 3 else { fail("--rounds takes a whole number ≥ 3") }
                options.rounds = rounds
            case "--batch-ms":
                guard let milliseconds = Double(value(of: argument)), milliseconds > 0 else { fail("--batch-ms takes a positive number") }
                options.batchMilliseconds = milliseconds
            case "--quick":
                options.rounds = 7
                options.batchMilliseconds = 1
            case "--filter": options.filters.append(value(of: argument).lowercased())
            case "--list": options.listOnly = true
            case "--count-instructions": options.instructionCountFile = value(of: argument)
            case "--iterations":
                guard let iterations = Int(value(of: argument)), iterations > 0 else { fail("--iterations takes a positive number") }
                options.iterations = iterations
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument \(argument)")
            }
        }
        return options
    }

    func selects(_ names: String...) -> Bool {
        filters.isEmpty || filters.contains { filter in names.contains { $0.lowercased().contains(filter) } }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(message + "\n" + usage + "\n")
        exit(2)
    }
}
