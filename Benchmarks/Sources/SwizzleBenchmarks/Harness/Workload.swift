import BenchmarkSupport

/// One operation to time. `run(n)` performs it `n` times and hands its results to a sink, so the
/// optimizer can delete none of them; the loop lives in the closure, so one closure call is
/// spread over the whole batch.
struct Workload {
    let name: String
    let run: (_ iterations: Int) -> Void
    /// For a workload that retires layers: frees every layer retired so far, so that a count of
    /// it holds each operation's frees once (see `settleRetiredLayers()`). Counting only.
    let settle: (() -> Void)?

    init(_ name: String, settle: (() -> Void)? = nil, run: @escaping (_ iterations: Int) -> Void) {
        self.name = name
        self.settle = settle
        self.run = run
    }

    /// Wall time of one batch of `iterations`, in nanoseconds.
    func time(_ iterations: Int) -> Double {
        let start = bench_now_nanoseconds()
        run(iterations)
        return Double(bench_now_nanoseconds() - start)
    }
}

/// `object` itself, but passed through C, so the compiler no longer knows its dynamic type and
/// cannot devirtualize calls on it. The caller keeps `object` alive.
func opaque<T: AnyObject>(_ object: T) -> T {
    let pointer = bench_opaque_pointer(Unmanaged.passUnretained(object).toOpaque())!
    return Unmanaged<T>.fromOpaque(pointer).takeUnretainedValue()
}

/// A small integer the compiler cannot see, for arguments it must not fold into constants.
func opaqueInt(_ value: Int) -> Int { bench_opaque_int(value) }

/// Hands a result to C, so the work producing it stays.
func sink(_ value: Int) { bench_sink_int(value) }

/// `object`'s address, for sinking a freshly made object so that making it stays.
func address(_ object: AnyObject) -> Int { Int(bitPattern: Unmanaged.passUnretained(object).toOpaque()) }
