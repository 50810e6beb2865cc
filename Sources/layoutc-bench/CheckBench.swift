import Foundation

/// `layoutc check` on a realistic app file, timed as a user meets it: the
/// whole process (start, reading the file, compiling, printing), with its
/// peak resident memory. The time is the process's CPU time (user and
/// system), which on an idle machine is its wall time, and unlike the wall
/// time does not grow with the other builds sharing the machine; the wall
/// time is reported beside it. The `layoutc` binary is the one built beside this
/// benchmark (`swift run -c release layoutc-bench` builds both), or
/// `LAYOUTC_PATH`.
struct CheckBench {
    /// Runs to time; the fastest is reported (as `Stopwatch` does), and the
    /// largest peak memory.
    let repetitions: Int

    struct Result {
        var rules: Int
        var bytes: Int
        /// CPU time of the whole process, user and system.
        var milliseconds: Double
        var wallMilliseconds: Double
        var peakMegabytes: Double
        var repetitions: Int
    }

    /// Keeps the faster of two measurements of the same file (see
    /// `CompilationBench.remeasureCompile`), with the first one's peak
    /// memory: a later child also counts the memory this process has
    /// grown to by then.
    static func faster(_ first: Result?, _ second: Result?) -> Result? {
        guard var result = first else { return second }
        guard let second else { return result }
        result.milliseconds = min(result.milliseconds, second.milliseconds)
        result.wallMilliseconds = min(result.wallMilliseconds, second.wallMilliseconds)
        result.repetitions += second.repetitions
        return result
    }

    static var layoutcPath: String? {
        if let path = ProcessInfo.processInfo.environment["LAYOUTC_PATH"], !path.isEmpty { return path }
        guard let directory = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let path = directory.appendingPathComponent("layoutc").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Nil when there is no `layoutc` to run, or it failed (said on
    /// standard error).
    func measure(rules: Int) -> Result? {
        measure(source: RealisticGenerator.source(rules: rules), rules: rules, name: "realistic")
    }

    /// `layoutc check` of `source` (`rules` rules), written to a temporary
    /// file named after `name`.
    func measure(source: String, rules: Int, name: String) -> Result? {
        guard let layoutc = Self.layoutcPath else {
            FileOutput.standardError("layoutc-bench: no layoutc beside the benchmark (build it, or set LAYOUTC_PATH)\n")
            return nil
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-bench-\(name)-\(rules).layout")
        FileOutput.write(source, to: file.path)
        defer { try? FileManager.default.removeItem(at: file) }
        var samples: [Double] = []
        var wallSamples: [Double] = []
        var peak = 0.0
        for run in 0...repetitions {
            // posix_spawn, not Foundation's Process: its setup in the child
            // (closing every possible descriptor) costs as much as the check.
            let start = ContinuousClock.now
            guard let (status, cpu, resident) = Self.run(layoutc, ["check", file.path]) else {
                FileOutput.standardError("layoutc-bench: cannot run \(layoutc)\n")
                return nil
            }
            let elapsed = ContinuousClock.now - start
            guard status == 0 else {
                FileOutput.standardError("layoutc-bench: layoutc check of the \(name) file exited \(status)\n")
                return nil
            }
            // The first run warms the file cache and the dynamic loader.
            if run > 0 {
                samples.append(cpu)
                wallSamples.append(elapsed.nanoseconds / 1e6)
            }
            peak = max(peak, resident)
        }
        samples.sort()
        wallSamples.sort()
        return Result(
            rules: rules, bytes: source.utf8.count, milliseconds: samples.first ?? .nan, wallMilliseconds: wallSamples.first ?? .nan,
            peakMegabytes: peak, repetitions: samples.count)
    }

    /// Runs `path` with `arguments`, its output discarded, and returns its
    /// exit status, CPU time in milliseconds and peak resident memory in MB
    /// (nil when it could not start or did not exit). The figures are that
    /// child's own, from `wait4`: `RUSAGE_CHILDREN` would also count the
    /// children of whatever ran before an `exec` into this process (under
    /// `swift run`, the compilers of the build).
    static func run(_ path: String, _ arguments: [String]) -> (status: Int32, cpuMilliseconds: Double, peakMegabytes: Double)? {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status & 0x7f == 0 else { return nil }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        #if os(Linux)
            let peak = Double(usage.ru_maxrss) / 1024  // kilobytes
        #else
            let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes
        #endif
        return ((status >> 8) & 0xff, milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime), peak)
    }
}
