// Time and memory bounds of `layoutc check` on adversarial inputs: the
// built binary runs as a child process whose own peak resident set (VmHWM,
// sampled) and CPU time (`wait4`) are measured. Each run is killed after 60
// seconds. The bounds are generous (several times what was measured, in a
// debug build on 2 cores) so they hold on slow CI machines, yet far below
// what a runaway would reach.
//
// Measured with a release build (2 cores), for the record:
//   10 MB valid file (158,954 rules)      314 MB peak, 1.9 s CPU (debug: 10 s)
//   10 MB valid file, 131,608 warnings    427 MB peak, 4.4 s CPU (81 MB of text)
//   10 MB of comments                      38 MB peak, 0.01 s
//   200 nested parens x 23,900 rules      204 MB peak, 0.3 s
//   staircase of 2,000 rules               65 MB peak, 0.2 s CPU (scan leaves; 640 MB, 2.5 s before)
//
// Each test's comment says what the input would cost without the limit,
// cap or algorithm that bounds it, and which one that is.
//
// Input sizes come in three steps (`Self.size`): full size against a
// release `layoutc` (LAYOUTC_PATH, as CI runs it), the debug-build size
// with LAYOUTRULES_FULL_TESTS=1, and a smaller size in a plain
// `swift test`, still past the limit or cap each test is about (its
// comment gives the quick size where it differs).

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesLanguageServer
import Testing

/// The bounds come in three suites, each serialized (one child at a time)
/// and run beside the others, so a plain `swift test` waits for the
/// longest of the chains rather than for all of them.
@Suite("Resource bounds")
struct ResourceBoundTests {
    static let megabyte = 1024 * 1024
    static let timeout = 60.0

    /// Whether the `layoutc` under test is an optimised build.
    static var isRelease: Bool { LayoutcProcess.executable?.path.contains("/release/") == true }

    /// `release` against a release `layoutc`, `debug` against a debug one
    /// with LAYOUTRULES_FULL_TESTS=1, and `quick` otherwise.
    static func size<Value>(release: Value, debug: Value, quick: Value) -> Value {
        isRelease ? release : TestSettings.scaled(quick: quick, full: debug)
    }

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// `layoutc check --format FORMAT PATH`, asserted to finish in time
    /// without a crash and with `status`.
    static func check(
        _ path: String, format: String = "json", status: Int32, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ChildProcess.Result {
        let executable = try #require(LayoutcProcess.executable, "layoutc is not built").path
        let result = try ChildProcess.run(
            executable, ["check", "--format", format, path], environment: ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"],
            timeout: timeout)
        #expect(!result.timedOut, "did not finish within \(timeout) s", sourceLocation: sourceLocation)
        #expect(result.signal == nil, "killed by signal \(result.signal ?? 0)", sourceLocation: sourceLocation)
        #expect(result.status == status, "exit status \(String(describing: result.status))", sourceLocation: sourceLocation)
        return result
    }

    /// Asserts the child's peak resident set, except under a sanitizer
    /// (its shadow memory and quarantine make the figure meaningless).
    static func expectPeak(
        _ result: ChildProcess.Result, below megabytes: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard !ChildProcess.isSanitized else { return }
        #expect(
            result.peakRSS < megabytes * megabyte,
            "peak RSS \(result.peakRSS / megabyte) MB, bound \(megabytes) MB", sourceLocation: sourceLocation)
    }

    /// How many times `id` occurs in JSON diagnostics.
    static func count(_ id: String, in result: ChildProcess.Result) -> Int {
        String(decoding: result.stdout, as: UTF8.self).components(separatedBy: "\"id\": \"\(id)\"").count - 1
    }
}

extension ResourceBoundTests {
    /// Input size and output, one child at a time (each test measures its own child).
    @Suite("Resource bounds: input size and output", .serialized)
    struct InputSize {
        typealias Bounds = ResourceBoundTests

        @Test func peakMemoryIsTheChildsOwn() throws {
            // Grow this process first: with `ru_maxrss`, Linux would report
            // this process's peak as the child's (see ChildProcess.run).
            var ballast = [UInt8](repeating: 1, count: 160 * Bounds.megabyte)
            for index in stride(from: 0, to: ballast.count, by: 4096) { ballast[index] = UInt8(index & 0xff) }
            let path = try Bounds.file("tiny.layout", Array("traits { a: 1; }\n".utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            #expect(ballast.count > 0)
            #expect(result.peakRSS > 0 || !ChildProcess.isLinux, "no VmHWM sample")
            Bounds.expectPeak(result, below: 100)
        }

        @Test func nestingAtTheLimit() throws {
            // 200 parentheses and 200 blocks: the default limit, both accepted.
            let text = "@media " + String(repeating: "(", count: 200) + "width >= 1" + String(repeating: ")", count: 200)
                + " { traits { a: 1; } }\n" + String(repeating: "@media all { ", count: 199) + "traits { b: 1; }"
                + String(repeating: " }", count: 199) + "\n"
            let path = try Bounds.file("deep.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            #expect(Bounds.count("nesting-too-deep", in: result) == 0)
            Bounds.expectPeak(result, below: 100)
        }

        @Test func aHundredThousandParenthesesEndInOneDiagnostic() throws {
            let text = "@media " + String(repeating: "(", count: 100_000) + "width >= 1" + String(repeating: ")", count: 100_000)
                + " { traits { a: 1; } }\n" + "layout { " + String(repeating: "r { ", count: 50_000) + String(repeating: "} ", count: 50_001)
            let path = try Bounds.file("parens.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("nesting-too-deep", in: result) == 1)
            Bounds.expectPeak(result, below: 100)
            #expect(result.cpuSeconds < 10)
        }

        @Test func customMediaDoublingChainStopsAtOnce() throws {
            // 60 levels of '--dK = (--dK-1) and (--dK-1)': 2^62 nodes if expanded.
            var text = "@custom-media --d0 (width >= 100);\n"
            for level in 1...60 { text += "@custom-media --d\(level) (--d\(level - 1)) and (--d\(level - 1));\n" }
            text += "@media (--d60) { traits { a: 1; } }\n"
            let path = try Bounds.file("doubling.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("custom-media-too-large", in: result) >= 1)
            Bounds.expectPeak(result, below: 100)
            #expect(result.cpuSeconds < 5)
        }

        @Test func staircaseOfWidthAndHeightRules() throws {
            // '(width >= a) and (height >= b)' with every rule crossing every
            // other: the exact tree explodes, graceful scaling keeps it bounded.
            // 2,000 rules in a release build (0.2 s, 65 MB measured), 500 in
            // debug (1.1 s, 43 MB), 250 in a quick run.
            let count = Bounds.size(release: 2_000, debug: 500, quick: 250)
            let text = (0..<count).map { a in
                "@media (width >= \(a)) and (height >= \(4_000 - a)) { traits { tier: \(a); } }\n"
            }.joined()
            let path = try Bounds.file("staircase.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            Bounds.expectPeak(result, below: Bounds.isRelease ? 1_024 : 256)
            #expect(result.cpuSeconds < 30)
        }

        @Test func parseErrorsStopAtTheLimit() throws {
            // 256 KB of unknown at-rules: 65,536 errors, of which 1,000 are kept.
            let path = try Bounds.file("errors.layout", Array(String(repeating: "@x;\n", count: Bounds.megabyte / 16).utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("unknown-at-rule", in: result) == 1_000)
            #expect(Bounds.count("too-many-errors", in: result) == 1)
            Bounds.expectPeak(result, below: 100)
        }

        @Test func megabytesOfComments() throws {
            let megabytes = Bounds.size(release: 10, debug: 10, quick: 1)
            let text = "traits { a: 1; }\n/*" + String(repeating: "x", count: megabytes * Bounds.megabyte) + "*/\n"
            let path = try Bounds.file("comment.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            Bounds.expectPeak(result, below: 128)
        }

        @Test func largeValidFile() throws {
            // Rules over 38 widths x 3 idioms, each setting its own trait: no
            // diagnostics (every width, 200 to 940, is one some phone, pad and
            // Mac window reaches, so no rule is unreachable on devices). 10 MB (158,954 rules) in a release build: measured
            // 314 MB peak, 1.9 s CPU. A debug build takes 10 s on that, so it
            // checks 2 MB (the memory is linear in the size), or half a
            // megabyte in a quick run.
            let kilobytes = Bounds.size(release: 10_240, debug: 2_048, quick: 512)
            var text = ""
            var index = 0
            let idioms = ["phone", "pad", "mac"]
            while text.utf8.count < kilobytes * 1024 {
                text += "@media (width >= \(200 + 20 * (index % 38))) and (idiom: \(idioms[index % 3])) { traits { t\(index): \(index % 7); } }\n"
                index += 1
            }
            let path = try Bounds.file("valid.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, format: "text", status: 0)
            #expect(String(decoding: result.stderr, as: UTF8.self).hasSuffix("0 errors, 0 warnings\n"))
            Bounds.expectPeak(result, below: 64 * max(1, kilobytes / 1024))
        }

        // MARK: Diagnostics, output and growth

        /// Random bytes make about one `invalid-utf8` per two bytes. The parser
        /// trims diagnostics to `maxDiagnosticsPerFile` only at the end, so a
        /// lexer that kept them all would take ~170 MB per megabyte (1.5 GB
        /// for 10 MB, release). `Lexer` stops appending once
        /// `maxDiagnosticsPerFile + 1` are kept (the later ones are positioned
        /// after those and are always trimmed).
        @Test func randomBytesStayWithinMemoryBound() throws {
            var generator = SystemRandomNumberGenerator()
            let size = Bounds.size(release: 10 * Bounds.megabyte, debug: Bounds.megabyte, quick: Bounds.megabyte / 4)
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let path = try Bounds.file("random.layout", bytes)
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("too-many-errors", in: result) == 1)
            // The file, its line table and its tokens (random bytes are about one
            // token per three): 112 to 127 MB measured for 10 MB in release.
            if !ChildProcess.isSanitized { Bounds.expectPeak(result, below: 64 + 8 * size / Bounds.megabyte) }
        }

        /// A renderer that printed the whole source line (and a caret line as
        /// long) for every diagnostic would print 1,000 copies of a long line
        /// with 1,000 errors: 10 MB of ';' would give 10.5 GB on standard error
        /// (20 GB peak, 355 s, release), and a 64 MB file refused as too large
        /// would still print its 64 MB first line.
        /// `TextDiagnosticRenderer.snippet` shows a window of the line (about
        /// 120 columns around the range, with '...' at cut ends).
        @Test func longLinesDoNotMultiplyTheOutput() throws {
            let path = try Bounds.file("semicolons.layout", Array(String(repeating: ";", count: 50_000).utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, format: "text", status: 1)
            #expect(result.stderr.count < 1 * Bounds.megabyte, "\(result.stderr.count) bytes on standard error")
        }

        /// Seconds of CPU `layoutc check` takes on `text(n)` and on `text(4n)`;
        /// linear work takes about 4 times as long, quadratic 16 times. Timing
        /// can be noisy, so the tests allow 10 times (plus half a second).
        static func growth(_ n: Int, _ text: (Int) -> String) throws -> (small: Double, large: Double) {
            let small = try Bounds.file("small.layout", Array(text(n).utf8))
            let large = try Bounds.file("large.layout", Array(text(4 * n).utf8))
            defer {
                Bounds.remove(small)
                Bounds.remove(large)
            }
            let a = try Bounds.check(small, status: 1).cpuSeconds
            let b = try Bounds.check(large, status: 1).cpuSeconds
            return (a, b)
        }

        /// N unknown features after N trait names: rebuilding the earlier
        /// traits' names (Semantics/TraitTests.swift) and ranking every name
        /// for each one's suggestion would take O(N^2) (20,000 names and 2,000
        /// mistakes: 22 s; 250,000 mistakes in 10 MB: over 4 minutes, release).
        /// The checker keeps the names as rules are gathered, and a budget
        /// bounds the suggestion search.
        @Test func unknownFeaturesScaleLinearly() throws {
            let (small, large) = try Self.growth(250) { n in
                (0..<n).map { "traits { name\($0): 1; }\n" }.joined()
                    + String(repeating: "@media (widht >= 1) { traits { a: 1; } }\n", count: n)
            }
            // Linear is 4x, quadratic 16x; the bound leaves room for a noisy machine.
            #expect(large < 10 * small + 0.5, "\(small) s for n, \(large) s for 4n")
        }

        /// `Checker.checkRegionReferences` (Semantics/LayoutCheck.swift) needs
        /// a region's siblings only to suggest a name for `unknown-region`, and
        /// takes them from a parent -> names table built once: building and
        /// sorting every region's sibling list by filtering all declared
        /// regions would be O(R^2 log R) in the region count (16 s for 10,000
        /// regions, the default `maxLayoutRegions`, release).
        @Test func regionsScaleLinearly() throws {
            let (small, large) = try Self.growth(400) { n in
                // A reference to an unknown region makes each file an error, so
                // both sizes exit 1 like the other growth test.
                "layout {\n" + (0..<n).map { "r\($0) { left: \($0 % 100); top: 0; width: 10; height: 10; }\n" }.joined()
                    + "last { left: nowhere.right; top: 0; width: 1; height: 1; }\n}\n"
            }
            // Linear is 4x, quadratic 16x; the bound leaves room for a noisy machine.
            #expect(large < 10 * small + 0.5, "\(small) s for n, \(large) s for 4n")
        }

        // MARK: Adversarial inputs (each would crash, hang or run out of memory
        // without its bound; the figures are release builds)

    }
}

extension ResourceBoundTests {
    /// Diagnostics at scale, one child at a time (each test measures its own child).
    @Suite("Resource bounds: diagnostics", .serialized)
    struct Diagnostics {
        typealias Bounds = ResourceBoundTests

        /// 200,000 additions in one value: a tree 200,000 deep, which would
        /// overflow the stack (SIGSEGV) in the recursive passes. Each operator
        /// is a nesting level: one `nesting-too-deep`.
        @Test func longOperatorChain() throws {
            let text = "layout { r { left: 0" + String(repeating: " + 1", count: 200_000) + "; top: 0; width: 1; height: 1; } }\n"
            let path = try Bounds.file("chain.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("nesting-too-deep", in: result) == 1)
            #expect(result.cpuSeconds < 10)
        }

        /// Two 300 KB region names, one misspelt: the suggestion's edit
        /// distance would take 9 * 10^10 cells. Words past 64 characters get no
        /// suggestion.
        @Test func longMisspeltName() throws {
            let name = String(repeating: "a", count: 300_000)
            let text = "layout { \(name) { left: 0; top: 0; width: 1; height: 1; }\n"
                + "  b { left: \(name.dropLast())c.right; top: 0; width: 1; height: 1; } }\n"
            let path = try Bounds.file("names.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("unknown-region", in: result) == 1)
            #expect(result.cpuSeconds < 10)
        }

        /// A file-sized line of UTF-8 continuation bytes: each byte is an
        /// error, and a source window that followed the whole run would print
        /// 300 MB for 100 KB and run out of memory on 16 MB. A window is at
        /// most about 160 bytes, and a file shows at most 1,001 diagnostics.
        @Test func continuationByteRun() throws {
            let size = Bounds.size(release: 16 * 1024 * 1024, debug: 1_000_000, quick: 250_000)
            let path = try Bounds.file("run.layout", [UInt8](repeating: 0x80, count: size))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, format: "text", status: 1)
            #expect(result.stderr.count < 2 * Bounds.megabyte, "\(result.stderr.count) bytes of diagnostics")
            Bounds.expectPeak(result, below: 200)
        }

        /// A million checker diagnostics (one trait name repeated in one block):
        /// the per-file cap applies to them too, or rendering would take 1.9 GB.
        /// (100,000 in a debug build, 20,000 in a quick run.)
        @Test func millionsOfCheckerDiagnostics() throws {
            let lines = Bounds.size(release: 4_995, debug: 500, quick: 100)
            let line = Array(repeating: "abcdefghijkl:1;", count: 200).joined(separator: " ") + "\n"
            let path = try Bounds.file("duplicates.layout", Array(("traits {" + String(repeating: line, count: lines) + "}\n").utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("duplicate-trait", in: result) == 1_001)
            #expect(result.stdout.count < 2 * Bounds.megabyte)
            Bounds.expectPeak(result, below: Bounds.isRelease ? 1_024 : 512)
        }

        /// 9,999 regions, each reading the next one's edge: following the chain
        /// would overflow the 8 MB stack (SIGSEGV). The nesting limit bounds it.
        /// (2,000 regions in a quick run, ten times the limit.)
        @Test func longReferenceChain() throws {
            let count = Bounds.size(release: 9_999, debug: 9_999, quick: 2_000)
            let path = try Bounds.file("chain.layout", Array(DeepSources.referenceChain(count).utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("nesting-too-deep", in: result) == 1)
            Bounds.expectPeak(result, below: 200)
        }

        /// Four imported files of a million repeated trait names each: with the
        /// cap applied only at the end, the checker would hold four million
        /// diagnostics (2.3 GB). It lets go of them as it goes.
        /// (100,000 per file in a debug build; 30,000 in a quick run, still
        /// past the 100,000 in all at which the checker lets go of them.)
        @Test func millionsOfDiagnosticsInEachImport() throws {
            let count = Bounds.size(release: 999_990, debug: 100_000, quick: 30_000)
            let block = Array(("traits{" + String(repeating: "a:1;", count: count) + "}\n").utf8)
            let names = (0..<4).map { "f\($0).layout" }
            var paths = try names.map { try Bounds.file($0, block) }
            let root = names.enumerated().map { index, _ in "@import \"\(paths[index])\";\n" }.joined()
            paths.append(try Bounds.file("root.layout", Array(root.utf8)))
            defer { paths.forEach(Bounds.remove) }
            let result = try Bounds.check(paths[4], status: 1)
            #expect(Bounds.count("too-many-errors", in: result) == 4)
            Bounds.expectPeak(result, below: Bounds.isRelease ? 1_024 : 512)
        }

    }
}

extension ResourceBoundTests {
    /// The analyses on many rules, tests and names, one child at a time.
    @Suite("Resource bounds: analyses", .serialized)
    struct Analyses {
        typealias Bounds = ResourceBoundTests

        /// 10,000 `@require`d traits over a 1,000-step staircase: scanning each
        /// leaf's list once per requirement would take over 30 s. A leaf's
        /// assignments are sorted by trait, so coverage binary-searches them.
        /// (2,000 traits in a debug build; 500 over 500 steps in a quick run.)
        @Test func manyRequirementsOfManyTraits() throws {
            let count = Bounds.size(release: 10_000, debug: 2_000, quick: 500)
            let steps = Bounds.size(release: 1_000, debug: 1_000, quick: 500)
            let text = (0..<count).map { "@require t\($0);\n" }.joined() + "traits {" + (0..<count).map { " t\($0): 1;" }.joined() + " }\n"
                + (1...steps).map { "@media (width >= \($0)) { traits { w: \($0); } }\n" }.joined()
            let path = try Bounds.file("require.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            #expect(Bounds.count("uncovered-trait", in: result) == 0)
            #expect(result.cpuSeconds < 20)
        }

        /// A rule of 7,000 tests that never matches, no two of them in conflict:
        /// searching every pair for a conflict would be 24 million searches
        /// (over 30 s). A budget of pairs per compilation bounds it. (1,000
        /// tests, half a million pairs, still 2.5 times the budget, in a quick
        /// run.)
        @Test func neverMatchingRuleWithManyTests() throws {
            let tests = (0..<Bounds.size(release: 7_000, debug: 7_000, quick: 1_000)).map { "(height < \(1_000 + $0))" } + ["(width < 10)", "((width > 20) or (height < 5))", "(height >= 5)"]
            let text = "@media " + tests.joined(separator: " and ") + " { traits { a: 1; } }\ntraits { a: 2; }\n"
            let path = try Bounds.file("pairs.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            #expect(Bounds.count("never-matches", in: result) == 1)
            #expect(result.cpuSeconds < 20)
        }

        /// One definition refers 15,000 times into a cycle of 60 custom media
        /// with 1 KB names: reporting the whole chain at each reference would
        /// print 2 GB. A cycle is reported once, with at most 8 steps spelt
        /// out. (3,000 references in a quick run.)
        @Test func customMediaCycleReachedManyTimes() throws {
            let references = Bounds.size(release: 15_000, debug: 15_000, quick: 3_000)
            let name = { (index: Int) in "--c\(index)" + String(repeating: "x", count: 1_000) }
            var lines = (0..<59).map { "@custom-media \(name($0)) (\(name($0 + 1)));" }
            lines.append("@custom-media \(name(59)) " + Array(repeating: "(\(name(0)))", count: references).joined(separator: " or ") + ";")
            lines.append("@media (\(name(0))) { traits { a: 1; } }")
            let path = try Bounds.file("cycle.layout", Array(lines.joined(separator: "\n").utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("custom-media-cycle", in: result) == 1)
            #expect(result.stdout.count < Bounds.megabyte)
            Bounds.expectPeak(result, below: 512)
        }

        /// Many misspellings among many names of about the same length: if
        /// every lookup ranked every name, 100,000 traits and 3,000 unknown
        /// features would take minutes. One budget bounds a compilation's
        /// suggestions.
        @Test func manyMisspellingsAmongManyNames() throws {
            let names = Bounds.isRelease ? 100_000 : 30_000
            let text = "traits {\n" + (0..<names).map { "  trait-number-\(100_000 + $0): 1;\n" }.joined() + "}\n"
                + (0..<3_000).map { "@media (trait-number-\(100_000 + $0)x > 1) { traits { z: 1; } }\n" }.joined()
            let path = try Bounds.file("misspellings.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            // All 3,000 are found; the first 1,001 are shown (`maxDiagnosticsPerFile`).
            #expect(Bounds.count("unknown-feature", in: result) == 1_001)
            #expect(String(decoding: result.stdout, as: UTF8.self).contains("more than 1000 diagnostics in this file; 1999 more are not shown"))
            #expect(result.cpuSeconds < 20)
        }

        /// 20,000 uses of a custom media that expands to 7,000 nodes: each
        /// within `maxCustomMediaSize`, but the tree builder would read them
        /// all (over 10 GB). `too-many-conditions` bounds the sum. (A quick run
        /// uses it 1,000 times, 7 million nodes: still past the limit.)
        @Test func largeCustomMediaUsedManyTimes() throws {
            let uses = Bounds.size(release: 20_000, debug: 20_000, quick: 1_000)
            var text = "@custom-media --d0 (width > 1);\n"
            for level in 1...9 { text += "@custom-media --d\(level) ((--d\(level - 1)) and (--d\(level - 1))) or (height > \(level));\n" }
            text += (0..<uses).map { "@media (--d9) { traits { q\($0): 1; } }\n" }.joined()
            let path = try Bounds.file("reuse.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("too-many-conditions", in: result) == 1)
            Bounds.expectPeak(result, below: 256)
            #expect(result.cpuSeconds < 10)
        }

        /// A trait set by many rules and tested by many: each test reads every
        /// setter (60,000 of each would take minutes), so a trait with more
        /// setters than `maxCustomMediaSize` cannot be tested. (A quick run has
        /// 2,000 tests of the 12,000 setters.)
        @Test func traitTestsOfATraitWithManySetters() throws {
            let tests = Bounds.size(release: 12_000, debug: 12_000, quick: 2_000)
            let text = (0..<12_000).map { "@media (width > \($0)) { traits { gap: \($0); } }\n" }.joined()
                + (0..<tests).map { "@media (gap > \($0)) { traits { z: 1; } }\n" }.joined()
            let path = try Bounds.file("setters.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            // All are found; the first 1,001 are shown (`maxDiagnosticsPerFile`).
            #expect(Bounds.count("trait-test-too-large", in: result) == 1_001)
            #expect(
                String(decoding: result.stdout, as: UTF8.self).contains(
                    "more than 1000 diagnostics in this file; \(tests - 1_001) more are not shown"))
            #expect(result.cpuSeconds < 20)
        }

        /// 100,000 rules on random widths and heights: every leaf lists every
        /// rule that matches there, so a refined tree's lists would grow past
        /// 2^31 entries (13 GB, past Int32 indices). The refining attempts stop
        /// at `scanTreeBytes` and the file compiles to 32 scan leaves
        /// (release: 1.9 s, 287 MB; it was `tree-too-large` at 980 MB before
        /// scan leaves). This runs only against a release `layoutc`
        /// (`LAYOUTC_PATH=.build/release/layoutc swift test`); `maxTreeEntries`
        /// itself is tested in process, at and one past it (LimitTests).
        @Test(.enabled(if: ResourceBoundTests.isRelease, "needs a release layoutc (LAYOUTC_PATH)"))
        func manyInteractingRules() throws {
            var random = SplitMix64(seed: 1)
            let count = 100_000
            let comparisons = [">=", "<", "<=", ">"]
            let text = (0..<count).map { index in
                let width = "(width \(comparisons[Int(random.next() % 4)]) \(random.next() % 3_000))"
                let height = "(height \(comparisons[Int(random.next() % 4)]) \(random.next() % 3_000))"
                return "@media \(width) and \(height) { traits { t\(random.next() % 50): \(index); } }\n"
            }.joined()
            let path = try Bounds.file("interacting.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            #expect(Bounds.count("tree-too-large", in: result) == 0)
            Bounds.expectPeak(result, below: 1_024)
            #expect(result.cpuSeconds < 30)
        }

        /// One rule of 100,000 disjuncts `((width > i) and (height < i))`: few
        /// steps, but each reads the whole condition (50,000 would take 43 s).
        /// `maxTreeBuildWork` stops the exact tree, and the rule is tested at
        /// run time in a one-leaf residual tree. Release only: a debug build
        /// needs many times the CPU to reach the limit.
        @Test(.enabled(if: ResourceBoundTests.isRelease, "needs a release layoutc (LAYOUTC_PATH)"))
        func oneRuleWithAHugeCondition() throws {
            let text = "@media " + (0..<100_000).map { "((width > \($0)) and (height < \($0)))" }.joined(separator: ", ")
                + " { traits { a: 1; } }\n"
            let path = try Bounds.file("huge-condition.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 0)
            Bounds.expectPeak(result, below: 512)
            #expect(result.cpuSeconds < 20)
        }

        /// 1,000 nested width breakpoints with 10 regions each: 10,000
        /// declarations, but a leaf where k rules match compiles 10k merged
        /// regions, 5 million in all (unbounded: 22 s and 2.4 GB).
        /// `layouts-too-large` stops it at 750,000 (release: 2.9 s, 430 MB). A
        /// debug build takes about 20 s to compile the regions before the limit, so this
        /// runs against a release `layoutc` only; LimitTests checks the limit
        /// itself.
        @Test(.enabled(if: ResourceBoundTests.isRelease, "needs a release layoutc (LAYOUTC_PATH)"))
        func manyLayoutRulesThatMatchTogether() throws {
            let region = "left: 0; top: 0; width: 10; height: 10;"
            let text = (0..<1_000).map { rule in
                "@media (width >= \(rule)) { layout { " + (0..<10).map { "r\(rule)_\($0) { \(region) }" }.joined(separator: " ") + " } }\n"
            }.joined()
            let path = try Bounds.file("layouts.layout", Array(text.utf8))
            defer { Bounds.remove(path) }
            let result = try Bounds.check(path, status: 1)
            #expect(Bounds.count("layouts-too-large", in: result) == 1)
            Bounds.expectPeak(result, below: 512)
            #expect(result.cpuSeconds < 30)
        }

        /// The default nesting depth (200 levels of every construct) fits a
        /// 512 KB stack, an iOS secondary thread's, in an optimised build: the
        /// child runs with `ulimit -s 512` (its main thread gets that stack).
        /// Release only: a debug build takes up to 25 KB per level.
        @Test(.enabled(if: ResourceBoundTests.isRelease, "needs a release layoutc (LAYOUTC_PATH)"))
        func defaultNestingFitsA512KilobyteStack() throws {
            let executable = try #require(LayoutcProcess.executable).path
            let sources = DeepSources.nesting(Limits().maxNestingDepth)
            for (index, source) in sources.enumerated() {
                let path = try Bounds.file("deep\(index).layout", Array(source.utf8))
                defer { Bounds.remove(path) }
                let result = try ChildProcess.run(
                    "/bin/sh", ["-c", "ulimit -s 512 && exec \"$0\" check \"$1\"", executable, path],
                    environment: ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"], timeout: Bounds.timeout)
                #expect(result.signal == nil && result.status == 0, "source \(index): status \(String(describing: result.status)), signal \(String(describing: result.signal))")
            }
        }
    }
}
