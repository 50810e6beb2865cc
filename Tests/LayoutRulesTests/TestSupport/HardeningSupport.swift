// Support for the hardening tests: the example rule files in memory, and a
// child-process runner that reports the child's own peak memory (VmHWM) and
// CPU time (`wait4`), which `Foundation.Process` does not.

import Foundation
@testable import LayoutRulesBase

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule files under `Examples/`, keyed by their path from the package
/// root ("Examples/shared/Breakpoints.layout"), so imports between them
/// resolve in memory.
enum ExampleSources {
    static let files: [String: [UInt8]] = {
        let root = GoldenPaths.packageRoot
        var files: [String: [UInt8]] = [:]
        let examples = root.appendingPathComponent("Examples")
        guard let walker = FileManager.default.enumerator(atPath: examples.path) else { return [:] }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".layout"),
                let data = FileManager.default.contents(atPath: examples.appendingPathComponent(relative).path)
            else { continue }
            files["Examples/" + relative] = [UInt8](data)
        }
        return files
    }()

    /// The top-level examples (not the shared files they import), sorted.
    static var topLevel: [String] {
        files.keys.filter { !$0.dropFirst("Examples/".count).contains("/") }.sorted()
    }

    static var provider: InMemorySourceProvider {
        var provider = InMemorySourceProvider()
        provider.files = files
        return provider
    }
}

/// Runs a program with `posix_spawn` and reaps it with `wait4`, so the
/// result carries the child's peak resident set and CPU time.
enum ChildProcess {
    /// Whether this test process (and so the `layoutc` built with it) runs
    /// under a sanitizer, which inflates memory use several times over.
    static let isSanitized: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(handle) }
        let symbols: [String] = ["__asan_init", "__tsan_init", "__msan_init"]
        return symbols.contains { symbol in dlsym(handle, symbol) != nil }
    }()


    struct Result {
        /// The exit status, or nil when the child was killed by a signal.
        var status: Int32?
        var signal: Int32?
        var timedOut: Bool
        var stdout: [UInt8]
        var stderr: [UInt8]
        /// Peak resident set size of the child, in bytes (sampled VmHWM on
        /// Linux, `ru_maxrss` elsewhere).
        var peakRSS: Int
        /// Wall-clock and CPU (user + system) seconds.
        var seconds: Double
        var cpuSeconds: Double
    }

    enum Failure: Error, CustomStringConvertible {
        case spawn(Int32)
        var description: String {
            switch self {
            case .spawn(let code): "posix_spawn failed: \(String(cString: strerror(code)))"
            }
        }
    }

    #if os(Linux)
    static let isLinux = true
    #else
    static let isLinux = false
    #endif

    /// The peak resident set of a running process in bytes (VmHWM in
    /// /proc/PID/status), or 0 when it cannot be read (not Linux, or the
    /// process has exited). Sampled every 2 ms, so a peak reached in the
    /// last 2 ms before exit may be missed.
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/status") else { return 0 }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }

    /// Runs `executable ARGUMENTS` with exactly `environment` in the current
    /// directory (give absolute paths: changing directory would race with
    /// tests running in parallel); kills it (SIGKILL) after `timeout`
    /// seconds. Standard input is /dev/null; standard output and error are
    /// captured through files.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = Date()
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard code == 0 else { throw Failure.spawn(code) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var sampledPeak = 0
        while true {
            sampledPeak = max(sampledPeak, highWaterMark(of: pid))
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if Date().timeIntervalSince(start) > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let stdout = [UInt8](FileManager.default.contents(atPath: outPath) ?? Data())
        let stderr = [UInt8](FileManager.default.contents(atPath: errPath) ?? Data())
        let exited = status & 0x7f == 0
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        // Not `ru_maxrss`: posix_spawn starts the child in this process's
        // address space (vfork), and at exec Linux records the high-water
        // mark of that space as the child's, so the figure would be this
        // test process's own peak. VmHWM belongs to the child's new space.
        let peak = sampledPeak
        #endif
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        return Result(
            status: exited ? (status >> 8) & 0xff : nil, signal: exited ? nil : status & 0x7f, timedOut: timedOut,
            stdout: stdout, stderr: stderr, peakRSS: peak, seconds: seconds, cpuSeconds: cpu)
    }
}

/// Sources whose deepest point is `depth` nesting levels, one per construct
/// the parser and later passes recurse on: parentheses in a query and in a
/// layout value, nested `@media` blocks, nested regions, and a chain of
/// layout references.
enum DeepSources {
    static func nesting(_ depth: Int) -> [String] {
        let region = "r { left: 0; top: 0; width: 1; height: 1; "
        return [
            "@media " + String(repeating: "(", count: depth - 1) + "width > 1" + String(repeating: ")", count: depth - 1)
                + " { traits { a: 1; } }\n",
            "layout { r { left: " + String(repeating: "(", count: depth - 3) + "1" + String(repeating: ")", count: depth - 3)
                + "; top: 0; width: 1; height: 1; } }\n",
            String(repeating: "@media all { ", count: depth - 1) + "traits { a: 1; }" + String(repeating: " }", count: depth - 1),
            "layout { " + String(repeating: region, count: depth - 2) + String(repeating: "} ", count: depth - 2) + "}\n",
            referenceChain(depth),
        ]
    }

    /// Regions `r1` to `rCOUNT`, each `left` reading the next one's: the
    /// layout compiler follows `count` references.
    static func referenceChain(_ count: Int) -> String {
        "layout {\n" + (1..<count).map { "  r\($0) { left: r\($0 + 1).left; top: 0; width: 1; height: 1; }\n" }.joined()
            + "  r\(count) { left: 0; top: 0; width: 1; height: 1; }\n}\n"
    }

    /// A chain of `depth` custom media, each referring to the one before.
    static func customMediaChain(_ depth: Int) -> String {
        "@custom-media --c0 (width > 1);\n" + (1..<depth).map { "@custom-media --c\($0) (--c\($0 - 1));\n" }.joined()
            + "@media (--c\(depth - 1)) { traits { a: 1; } }\n"
    }
}
