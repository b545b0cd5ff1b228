import Foundation

// SwizzleKit's benchmarks: every case timed against its baseline in the same run, interleaved,
// reported as ratios. See BENCHMARKS.md at the repository root for the command and the table.

/// In the order they run. The 10,000-class suite must stay last: its registrations stay.
let allSuites = [
    fastPathSuite, productionDefaultSuite, extensionMethodSuite, aliasCallSuite, constructionSuite, heavyBodySuite, genericCallSuite, closureLayerSuite, installRemoveSuite, spySuite,
    globalMockSuite, asyncCallSuite, genericMethodSuite, storedPropertySuite, zeroAnnotationSuite, perTestSuite, manyClassesSuite, sharedSubjectSuite,
]

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
if options.listOnly {
    for suite in allSuites { print("\(suite.name): \(suite.summary)") }
    exit(0)
}

var measurer: any Measurer = options.instructionCountFile.map {
    InstructionCounter(dumpFile: $0, iterations: options.iterations)
} ?? Runner(options: options)
var report = Report(unit: measurer.unit)
let loadBefore = MachineInfo.loadAverage
for suite in allSuites where options.selects(suite.name) {
    FileHandle.standardError.write("\(suite.name): setting up\n")
    for comparison in try suite.make() {
        FileHandle.standardError.write("\(suite.name): measuring \(comparison.workloads.count) workloads\n")
        measurer.measure(comparison)
        report.add(comparison, samples: measurer.samples)
    }
}

switch measurer.unit {
case .nanoseconds:
    print("""
        SwizzleKit benchmarks: \(MachineInfo.buildConfiguration) build, \(MachineInfo.cores) cores, \(MachineInfo.cpuModel)
        \(options.rounds) rounds of ~\(format(options.batchMilliseconds, digits: 1)) ms batches per workload, interleaved; \
        times are medians per operation, ratios are medians of the per-round ratios
        load average (1, 5, 15 min): \(loadBefore) before, \(MachineInfo.loadAverage) after

        """)
case .instructions:
    print("""
        SwizzleKit benchmarks: \(MachineInfo.buildConfiguration) build, instructions per operation counted by \
        callgrind over \(options.iterations) iterations per workload

        """)
}
print(report.markdown)
