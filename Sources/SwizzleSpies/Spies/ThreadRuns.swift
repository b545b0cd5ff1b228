/// Which thread each record of an ``EvidenceLog`` was made on, kept as runs: a new run starts at
/// the first record made on another thread than the last, so the usual call pays one comparison
/// for its thread (``lastThreadID``).
///
/// The first thread and the first run (which starts at record 0, on thread 0) are held here, not
/// in arrays: most logs see one thread, and each array made and freed was about 600 instructions a
/// test in release and 1,500 in a debug build (`per test` benchmark).
struct ThreadRuns {
    /// The thread of the last record; 0 (no thread's `pthread_self`) before the first.
    private(set) var lastThreadID: UInt64 = 0
    /// Thread 0, valid once a run started.
    private var firstThread = InvocationThread(id: 0, isMainThread: false)
    /// Threads 1, 2, …
    private var laterThreads: [InvocationThread]?
    /// No thread's `pthread_self` is 0, so a last thread means a first one.
    private var threadCount: Int {
        guard lastThreadID != 0 else { return 0 }
        if let laterThreads { return 1 + laterThreads.count }
        return 1
    }
    /// The threads' indices by id, once there are more than ``threadsSearched``: fewer are
    /// searched one by one (a dictionary for one thread was a sixth of a spy's first call). Nil
    /// until then: an empty dictionary made for every log cost a debug build (what `swift test`
    /// runs) about 560 instructions.
    private var threadIndices: [UInt64: UInt32]?
    private static let threadsSearched = 8
    /// Runs 1, 2, …: each one's first record and its thread's index.
    /// (Both lists nil until there is something in them: two empty arrays made for every log cost a
    /// debug build, what `swift test` runs, about 150 instructions, and reading a record's thread
    /// asked their counts through generic calls.)
    private var laterRuns: [(firstRecord: Int, thread: UInt32)]?

    private func thread(at index: Int) -> InvocationThread { index == 0 ? firstThread : laterThreads![index - 1] }

    /// Record `record` is the first of a run on `thread`, added to the threads if it is new.
    mutating func startRun(on thread: InvocationThread, at record: Int) {
        guard lastThreadID != 0 else {  // the first record: run 0, thread 0
            lastThreadID = thread.id
            firstThread = thread
            return
        }
        lastThreadID = thread.id
        var index = threadIndices?[thread.id].map(Int.init)
        if index == nil, threadCount <= Self.threadsSearched {
            var searched = 0
            while searched < threadCount, index == nil {
                if self.thread(at: searched).id == thread.id { index = searched }
                searched += 1
            }
        }
        if index == nil {
            index = threadCount
            if laterThreads == nil { laterThreads = [] }
            laterThreads!.append(thread)
            if threadCount > Self.threadsSearched {
                // From now on by id: the threads searched so far go in too.
                if threadIndices == nil {
                    var indices: [UInt64: UInt32] = [:]
                    var known = 0
                    while known < threadCount {
                        indices[self.thread(at: known).id] = UInt32(known)
                        known += 1
                    }
                    threadIndices = indices
                } else {
                    threadIndices![thread.id] = UInt32(index!)
                }
            }
        }
        if laterRuns == nil { laterRuns = [] }
        laterRuns!.append((record, UInt32(index!)))
    }

    /// The thread of record `position`, for a reader going through the records in order with
    /// `run` (0 at the first record).
    func thread(ofRecord position: Int, run: inout Int) -> InvocationThread {
        guard let laterRuns else { return firstThread }
        while run < laterRuns.count, laterRuns[run].firstRecord <= position { run += 1 }
        return thread(at: run == 0 ? 0 : Int(laterRuns[run - 1].thread))
    }

    mutating func removeAll() {
        self = ThreadRuns()
    }
}
