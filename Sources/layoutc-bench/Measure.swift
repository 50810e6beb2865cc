import LayoutRulesBase
import CAllocCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a value alive and opaque to the optimiser, so the work that
/// produced it cannot be dropped. Every measured loop folds its results
/// into a checksum and hands it here.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// One measurement: the fastest time per call of several timed
/// repetitions (see `Stopwatch`), and the heap allocations per call (nil where the counter
/// is off: non-glibc, or a sanitizer build).
struct Timing {
    var nanosecondsPerCall: Double
    var allocationsPerCall: Double?
    /// Calls per timed repetition, and how many repetitions.
    var calls: Int
    var repetitions: Int
}

/// A loop and its baseline timed in turns (see `Stopwatch.compare`).
struct Comparison {
    /// Each loop's fastest repetition, for the tables.
    var subject: Timing
    var baseline: Timing
    /// The median over the pairs of subject time / baseline time: the
    /// headline ratio.
    var ratio: Double
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Nanoseconds of CPU time the calling thread has used.
///
/// The benchmark times with this rather than the wall clock: on a machine
/// shared with other builds, a wall-clock repetition also counts the time
/// the thread waited for a core, which swings a ratio of two loops timed
/// moments apart by a factor of two. On an idle machine the two agree.
func threadCPUNanoseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
}

/// Times loops in CPU time of the measuring thread (see
/// `threadCPUNanoseconds`). A body takes a call count, runs that many
/// calls and returns a checksum of their results.
///
/// Of several repetitions the fastest is reported: what else runs on the
/// machine (another build, another virtual machine on the same host, whose
/// time the guest still counts as this thread's) only ever adds time, so
/// the fastest repetition is the one closest to the code's own cost. The
/// median of the same runs moved by half between two runs of one binary
/// on the shared 2-core machine.
struct Stopwatch {
    /// Timed repetitions per measurement (the fastest is reported).
    var repetitions: Int
    /// Roughly how long one repetition runs; the call count is calibrated
    /// to it.
    var secondsPerRepetition: Double

    func time(_ body: (Int) -> Int, calls: Int) -> Double {
        let start = threadCPUNanoseconds()
        let checksum = body(calls)
        let elapsed = threadCPUNanoseconds() - start
        blackHole(checksum)
        return elapsed
    }

    /// Calibrates the call count, then reports the fastest of
    /// `repetitions` timed runs and the allocations of one more run.
    func measure(countAllocations: Bool = true, _ body: (Int) -> Int) -> Timing {
        let calls = calibrate(body, seconds: secondsPerRepetition)
        let samples = (0..<repetitions).map { _ in time(body, calls: calls) / Double(calls) }
        return timing(samples, calls: calls, allocations: countAllocations ? allocations(body, calls: calls) : nil)
    }

    /// A loop measured against its baseline: the loops take turns, one
    /// short repetition each (which goes first alternates), and the ratio
    /// is the median of the pairs' ratios.
    ///
    /// Timed apart, each loop's fastest repetition came from a different
    /// moment: on the shared 2-core machine the same binary read a
    /// baseline ratio of 0.97 to 1.33 in four runs a minute apart, as
    /// neighbours on the host came and went. A pair runs within a few tens
    /// of milliseconds, so both of its loops meet the same neighbours.
    func compare(_ subject: (Int) -> Int, against baseline: (Int) -> Int) -> Comparison {
        let seconds = min(secondsPerRepetition, 0.02)
        let subjectCalls = calibrate(subject, seconds: seconds)
        let baselineCalls = calibrate(baseline, seconds: seconds)
        var subjectSamples: [Double] = []
        var baselineSamples: [Double] = []
        var ratios: [Double] = []
        // Each turn runs its loop once untimed, then timed: right after the
        // other loop, a loop with branches on the data ran up to a fifth
        // slower until the branch predictor had learnt it again, which
        // would flatter the branch-free loop.
        func turn(_ body: (Int) -> Int, calls: Int) -> Double {
            blackHole(body(calls))
            return time(body, calls: calls) / Double(calls)
        }
        for pair in 0..<(3 * repetitions) {
            let subjectTime: Double
            let baselineTime: Double
            if pair.isMultiple(of: 2) {
                subjectTime = turn(subject, calls: subjectCalls)
                baselineTime = turn(baseline, calls: baselineCalls)
            } else {
                baselineTime = turn(baseline, calls: baselineCalls)
                subjectTime = turn(subject, calls: subjectCalls)
            }
            subjectSamples.append(subjectTime)
            baselineSamples.append(baselineTime)
            if baselineTime > 0 { ratios.append(subjectTime / baselineTime) }
        }
        ratios.sort()
        return Comparison(
            subject: timing(subjectSamples, calls: subjectCalls, allocations: allocations(subject, calls: subjectCalls)),
            baseline: timing(baselineSamples, calls: baselineCalls, allocations: allocations(baseline, calls: baselineCalls)),
            ratio: ratios.isEmpty ? .nan : ratios[ratios.count / 2])
    }

    /// The call count that runs about `seconds`, after a warm-up call
    /// (lazy globals, metadata, the first growth of reused buffers).
    private func calibrate(_ body: (Int) -> Int, seconds: Double) -> Int {
        blackHole(body(1))
        let target = seconds * 1e9
        var calls = 1
        while true {
            let elapsed = time(body, calls: calls)
            if elapsed >= target / 8 || calls >= 1 << 28 {
                return max(1, Int(Double(calls) * target / max(elapsed, 1)))
            }
            calls *= elapsed < target / 1000 ? 64 : 4
        }
    }

    /// Heap allocations per call over one more run (nil where counting is off).
    private func allocations(_ body: (Int) -> Int, calls: Int) -> Double? {
        guard alloc_counter_enabled() != 0 else { return nil }
        let counted = min(calls, 10_000)
        let before = alloc_counter_thread_allocs()
        blackHole(body(counted))
        return Double(alloc_counter_thread_allocs() - before) / Double(counted)
    }

    private func timing(_ samples: [Double], calls: Int, allocations: Double?) -> Timing {
        Timing(
            nanosecondsPerCall: samples.min() ?? .nan, allocationsPerCall: allocations, calls: calls,
            repetitions: samples.count)
    }

    /// For work that takes long per call (compiling thousands of rules):
    /// one call per repetition, at least `minimum` repetitions, more while
    /// the total stays under `budget` seconds.
    func measureSlow(minimum: Int = 1, budget: Double, _ body: () -> Int) -> Timing {
        var samples: [Double] = []
        var total = 0.0
        repeat {
            let elapsed = time({ _ in body() }, calls: 1)
            samples.append(elapsed)
            total += elapsed
        } while samples.count < repetitions && (samples.count < minimum || total + total / Double(samples.count) < budget * 1e9)
        samples.sort()
        return Timing(nanosecondsPerCall: samples.first ?? .nan, allocationsPerCall: nil, calls: 1, repetitions: samples.count)
    }
}
