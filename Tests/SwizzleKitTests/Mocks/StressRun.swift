import Foundation
import SwizzleKit
import Synchronization

/// One run of the stress suite: threads that call, spy, swizzle and register at once, each
/// bounded by an iteration count. Failures are collected, not thrown, so that every thread runs
/// to its end and the test reports them all.
final class StressRun: @unchecked Sendable {
    struct Counts: Sendable {
        var callers = 2, callsPerCaller = 30_000
        var spyCyclers = 2, spyCycles = 400, callsPerSpy = 16
        var swizzleOperations = 2_000
        var registrations = 200
        var mockCycles = 300, constructionsPerMock = 8

        /// `SWIZZLEKIT_STRESS_SCALE=10` runs ten times as many iterations (for a long soak).
        static var standard: Counts {
            var counts = Counts()
            let scale = Int(ProcessInfo.processInfo.environment["SWIZZLEKIT_STRESS_SCALE"] ?? "") ?? 1
            counts.callsPerCaller *= scale
            counts.spyCycles *= scale
            counts.swizzleOperations *= scale
            counts.registrations *= scale
            counts.mockCycles *= scale
            return counts
        }

        var threads: Int { callers + spyCyclers + 3 }
    }

    let counts: Counts
    /// Objects every thread calls; forwarding spies and per-object layers go on them too.
    let shared: [StressBase] = (0 ..< 6).map { $0 % 2 == 0 ? StressBase() : ScientificStress() }
    /// Each spy cycler's own subjects (a StressBase and a ScientificStress) for its spies that
    /// do not forward: such a spy answers its subject's calls itself, so the layers below it
    /// (another thread's spy) would miss them. Callers call these too.
    let privates: [[StressBase]]
    /// `shared` and every cycler's `privates`: what callers call.
    let everyObject: [StressBase]
    let failures = FailureLog()
    let calls = Atomic<Int>(0)
    let spiesCycled = Atomic<Int>(0)
    let layersInstalled = Atomic<Int>(0)
    let classesRegistered = Atomic<Int>(0)
    let mocksCycled = Atomic<Int>(0)
    /// Keeps registered names unique when the suite runs more than once in a process.
    private let runID = UInt(bitPattern: ObjectIdentifier(FailureLog.self).hashValue) &+ UInt(DispatchTime.now().uptimeNanoseconds)

    init(counts: Counts = .standard) {
        self.counts = counts
        privates = (0 ..< counts.spyCyclers).map { _ in [StressBase(), ScientificStress()] }
        everyObject = shared + privates.joined()
    }

    /// Starts every thread and returns when all have finished.
    func run() async {
        let group = DispatchGroup()
        func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.name = name
            thread.start()
        }
        for index in 0 ..< counts.callers { start("caller \(index)") { self.call(index) } }
        for index in 0 ..< counts.spyCyclers { start("spy cycler \(index)") { self.cycleSpies(index) } }
        start("swizzler") { self.swizzle() }
        start("registrar") { self.register() }
        start("mocker") { self.mock() }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
    }

    // MARK: Callers

    /// Calls shared objects by both paths; every answer must be one a layer mix can give.
    private func call(_ index: Int) {
        for i in 0 ..< counts.callsPerCaller {
            let object = everyObject[(i &* 7 &+ index) % everyObject.count]
            let x = i % 1000
            let result = i % 2 == 0 ? object.value(x) : object.sentValue(x)
            if !StressValues.isValidValue(result, for: x) {
                failures.add("caller \(index): value(\(x)) on \(type(of: object)) answered \(result)")
            }
            if i % 16 == 0 {
                let tag = i % 32 == 0 ? StressBase.tag() : ScientificStress.tag()
                if !StressValues.isValidTag(tag) { failures.add("caller \(index): tag() answered \(tag)") }
            }
            if i % 16 == 8 {  // a construction, which the mocker's process-wide mocks answer
                let size = StressWidget.make().size()
                if !StressWidget.validSizes.contains(size) { failures.add("caller \(index): a widget's size() answered \(size)") }
            }
        }
        calls.add(counts.callsPerCaller + counts.callsPerCaller / 8, ordering: .relaxed)
    }

    // MARK: Spies

    /// Begins and ends spies of four kinds: direct forwarding on a shared subject, direct with a
    /// stub on a private one, indirect (forwarding on a shared subject, stubbed on a private
    /// one), and direct on the class. Between its begin and end the spy is certainly active, so
    /// every call this thread makes then must be recorded exactly once (other threads' calls
    /// on the subject may be recorded too; they carry their thread).
    private func cycleSpies(_ index: Int) {
        let me = InvocationThread.current.id
        for cycle in 0 ..< counts.spyCycles {
            let kind = (cycle + index) % 4
            let forwards = kind == 0 || kind == 3 || (kind == 2 && cycle % 2 == 1)
            let pool = forwards ? shared : privates[index]
            let subject = kind == 2 ? pool.last { $0 is ScientificStress }! : pool[(cycle &* 5 &+ index) % pool.count]
            let spy: InvocationSpy?
            switch kind {
            case 0, 1:
                spy = DirectInvocationSpy(on: subject, rootClass: StressBase.self,
                                          selectors: SpyCoselectors(methodType: .instance, original: StressBase.valueSelector))
            case 2:
                spy = IndirectInvocationSpy(on: subject as! ScientificStress, rootClass: StressBase.self,
                                            selectors: SpyCoselectors(methodType: .instance, original: StressBase.valueSelector))
            default:
                spy = DirectInvocationSpy(on: StressBase.self, rootClass: StressBase.self,
                                          selectors: SpyCoselectors(methodType: .class, original: StressBase.tagSelector))
            }
            guard let spy else {
                failures.add("spy cycler \(index): no spy of kind \(kind)")
                continue
            }
            if !forwards {
                spy.forwardsMethodCalls = false
                spy.stub(StressBase.valueSelector).andReturn(StressValues.stubbed)
            }
            var arguments: [Int] = []
            spy.beginSpying()
            for call in 0 ..< counts.callsPerSpy {
                if kind == 3 {
                    let tag = StressBase.tag()
                    if !StressValues.isValidTag(tag) { failures.add("spy cycler \(index): tag() answered \(tag)") }
                    continue
                }
                let x = (cycle &* 31 &+ call) % 1000
                arguments.append(x)
                let result = call % 2 == 0 ? subject.value(x) : subject.sentValue(x)
                if !StressValues.isValidValue(result, for: x) {
                    failures.add("spy cycler \(index): spied value(\(x)) answered \(result)")
                }
            }
            spy.endSpying()
            let mine = spy.invocations.filter { $0.thread.id == me }
            if mine.count != counts.callsPerSpy {
                failures.add("spy cycler \(index), kind \(kind): \(counts.callsPerSpy) calls while spying, \(mine.count) recorded")
            } else if kind != 3, mine.map({ $0.arguments.first as? Int ?? -1 }) != arguments {
                failures.add("spy cycler \(index), kind \(kind): recorded \(mine.map(\.arguments)) for \(arguments)")
            }
            calls.add(counts.callsPerSpy, ordering: .relaxed)
            spiesCycled.add(1, ordering: .relaxed)
        }
    }

    // MARK: Swizzles

    private enum LayerKind: CaseIterable { case classValue, objectValue, classTag, classItself }

    /// Installs and restores layers of four kinds, at most one live per kind and target (so a
    /// result's digits stay 0 or 1), restoring in an order that mixes top, middle and bottom.
    private func swizzle() {
        var live: [(kind: LayerKind, target: Int, token: SwizzleToken)] = []
        for operation in 0 ..< counts.swizzleOperations {
            if live.count < 5 && operation % 3 != 2 {
                let kind = LayerKind.allCases[operation % 4]
                let target = kind == .objectValue ? operation % shared.count : 0
                guard !live.contains(where: { $0.kind == kind && $0.target == target }) else { continue }
                do {
                    live.append((kind, target, try install(kind, on: shared[target])))
                    layersInstalled.add(1, ordering: .relaxed)
                } catch {
                    failures.add("swizzler: installing \(kind): \(error)")
                }
            } else if !live.isEmpty {
                let removed = live.remove(at: operation % live.count)
                do { try removed.token.restore() } catch { failures.add("swizzler: restoring \(removed.kind): \(error)") }
            }
        }
        for layer in live.reversed() {
            do { try layer.token.restore() } catch { failures.add("swizzler: restoring \(layer.kind): \(error)") }
        }
    }

    private func install(_ kind: LayerKind, on object: StressBase) throws -> SwizzleToken {
        let addValue = { (offset: Int) in
            Replacement.typed { (original: Replacement.Original<StressBase, Int, Int>, receiver: StressBase, x: Int) -> Int in
                original(receiver, x) + offset
            }
        }
        let addTag = { (offset: Int) in
            Replacement.handler { frame, forward in
                forward()
                _ = frame.replaceReturnValue((frame.returnValue as? Int ?? -1_000_000_000) + offset)
            }
        }
        switch kind {
        case .classValue:
            return try Swizzle.install(addValue(StressValues.classLayerOffset), on: StressBase.runtimeClass, StressBase.valueSelector)
        case .objectValue:
            return try Swizzle.install(addValue(StressValues.objectLayerOffset), on: object, StressBase.valueSelector)
        case .classTag:
            return try Swizzle.install(addTag(StressValues.tagLayerOffset), on: StressBase.runtimeClass, StressBase.tagSelector, .class)
        case .classItself:
            return try Swizzle.install(addTag(StressValues.classItselfOffset), onClassItself: StressBase.runtimeClass, StressBase.tagSelector)
        }
    }

    // MARK: Mocks

    /// Mocks StressWidget's constructions, alternately process-wide (callers' constructions
    /// get the mock too) and scoped to this thread's work (no one else's do). While a mock is
    /// certainly installed, every construction this thread makes returns the mock and is
    /// recorded exactly once.
    private func mock() {
        let me = InvocationThread.current.id
        for cycle in 0 ..< counts.mockCycles {
            do {
                if cycle % 2 == 0 {
                    let mock = try GlobalMocker.globalMock(for: StressWidget.self, initSelector: "init()")
                    mock.stub("size()").andReturn(42)
                    constructWidgets(expecting: mock, answering: 42, cycle: cycle)
                    let mine = mock.constructions.filter { $0.thread.id == me }.count
                    if mine != counts.constructionsPerMock {
                        failures.add("mocker: \(counts.constructionsPerMock) constructions under a mock, \(mine) recorded")
                    }
                    mock.undo()
                    mock.undo()  // idempotent
                } else {
                    try GlobalMocker.withGlobalMock(for: StressWidget.self, initSelector: "init()") { mock in
                        constructWidgets(expecting: mock, answering: 0, cycle: cycle)
                        if mock.constructions.count != counts.constructionsPerMock {
                            failures.add("mocker: a scoped mock recorded \(mock.constructions.count) constructions, not \(counts.constructionsPerMock)")
                        }
                    }
                }
                mocksCycled.add(1, ordering: .relaxed)
            } catch {
                failures.add("mocker: \(error)")
            }
        }
    }

    private func constructWidgets(expecting mock: GlobalMock<StressWidget>, answering size: Int, cycle: Int) {
        for _ in 0 ..< counts.constructionsPerMock {
            let widget = StressWidget.make()
            if widget !== mock.object { failures.add("mocker: cycle \(cycle) constructed a widget that is not the mock") }
            if widget.size() != size { failures.add("mocker: the mock's size() answered \(widget.size()), not \(size)") }
        }
        calls.add(2 * counts.constructionsPerMock, ordering: .relaxed)
    }

    // MARK: Registration

    /// Registers new subclasses of StressBase, each with a method and a new selector, and calls
    /// what it registered: the selector and class tables grow while the other threads look up.
    private func register() {
        for index in 0 ..< counts.registrations {
            let name = "StressRegistered.\(runID).\(index)"
            let own = Selector("stressRegistered\(runID)x\(index)(_:)")
            do {
                let registered = try RuntimeClass.register(StressBase.self, superclass: StressBase.runtimeClass, name: name) { c in
                    try c.instanceMethod(StressBase.valueSelector) { (_: StressBase, x: Int) in x + StressValues.originalOffset }
                    try c.instanceMethod(own) { (_: StressBase, x: Int) in x * 2 }
                }
                let receiver = shared[index % shared.count].receiverPointer
                for (selector, expected) in [(StressBase.valueSelector, index + StressValues.originalOffset), (own, index * 2)] {
                    guard let imp = registered.implementation(of: selector) else {
                        failures.add("registrar: \(name) has no \(selector)")
                        continue
                    }
                    let answer = unsafeBitCast(imp, to: StressBase.ValueIMP.self)(receiver, selector.raw, index)
                    if answer != expected { failures.add("registrar: \(name) \(selector) answered \(answer), not \(expected)") }
                }
                classesRegistered.add(1, ordering: .relaxed)
            } catch {
                failures.add("registrar: \(name): \(error)")
            }
        }
    }
}

/// Failures from many threads: the first few in full, and how many there were.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var first: [String] = []
    private var total = 0

    func add(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        total += 1
        if first.count < 20 { first.append(message) }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return total }
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return first }
}
