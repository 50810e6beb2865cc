// The same input gives byte-identical output across runs and hashing seeds.
// Each command runs three times on the built `layoutc`: twice with
// `SWIFT_DETERMINISTIC_HASHING` unset (a random hashing seed per process,
// so dictionary and set iteration order differs between the runs) and once
// with it set to 1. Standard output, standard error, the exit status and
// any file written with `-o` must be identical. A plain `swift test` runs
// the per-file commands on one example (Dashboard: it imports a shared file
// and has layouts); a full run (`LAYOUTRULES_FULL_TESTS=1`) on all three.

import Foundation
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// One command line; `{OUT}` stands for an output file in a fresh
    /// temporary directory.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var testDescription: String { "layoutc " + arguments.joined(separator: " ") }
    }

    static let examples = TestSettings.scaled(
        quick: ["Examples/Dashboard.layout"],
        full: ["Examples/Dashboard.layout", "Examples/PhotoApp.layout", "Examples/Reader.layout"])

    static let cases: [Case] = {
        var cases = [
            Case(arguments: ["check", "Examples"]),
            Case(arguments: ["check", "--format", "json", "Examples"]),
            Case(arguments: ["check", "--format", "github", "Examples"]),
            Case(arguments: ["check", "--warnings-as-errors", "--format", "json", "Examples", "Tests/LayoutRulesTests/Corpus"]),
            Case(arguments: ["devices", "--format", "json"]),
        ]
        for file in examples {
            for format in ["text", "dot", "json"] { cases.append(Case(arguments: ["tree", file, "--format", format])) }
            for format in ["text", "json", "markdown"] { cases.append(Case(arguments: ["matrix", file, "--format", format])) }
            for format in ["json", "text"] {
                cases.append(
                    Case(arguments: ["eval", file, "--device", "iPad Pro 13", "--orientation", "landscape", "--format", format]))
                cases.append(
                    Case(arguments: ["eval", file, "--device", "iPad Air 11", "--window", "split-1/3", "--format", format]))
                cases.append(Case(arguments: ["eval", "--preset", "apple", file, "--device", "15promax", "--format", format]))
            }
            cases.append(Case(arguments: ["explain", file, "--device", "ipad-mini-6", "--orientation", "landscape"]))
            cases.append(Case(arguments: ["render", file, "--device", "iPhone 15 Pro", "-o", "{OUT}"]))
            cases.append(Case(arguments: ["render", file, "--all", "--multitasking", "-o", "{OUT}"]))
        }
        return cases
    }()

    struct Output: Equatable {
        var status: Int32?
        var stdout: [UInt8]
        var stderr: [UInt8]
        var file: [UInt8]?
    }

    static func run(_ testCase: Case, deterministicHashing: Bool, output: URL) throws -> Output {
        let executable = try #require(LayoutcProcess.executable, "layoutc is not built").path
        let root = GoldenPaths.packageRoot.path
        // Absolute paths: the runner does not change directory.
        let arguments = testCase.arguments.map { argument -> String in
            if argument == "{OUT}" { return output.path }
            if argument.hasPrefix("Examples") { return root + "/" + argument }
            return argument
        }
        var environment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        if deterministicHashing { environment["SWIFT_DETERMINISTIC_HASHING"] = "1" }
        try? FileManager.default.removeItem(at: output)
        let result = try ChildProcess.run(executable, arguments, environment: environment, timeout: 60)
        #expect(!result.timedOut && result.signal == nil, "\(testCase.testDescription) crashed or hung")
        let file = FileManager.default.contents(atPath: output.path).map { [UInt8]($0) }
        return Output(status: result.status, stdout: result.stdout, stderr: result.stderr, file: file)
    }

    @Test(arguments: cases)
    func sameOutputAcrossRunsAndHashSeeds(_ testCase: Case) throws {
        try withTemporaryDirectory("determinism") { directory in
            let output = directory.appendingPathComponent(testCase.arguments.contains("--all") ? "gallery.html" : "picture.svg")

            let first = try Self.run(testCase, deterministicHashing: false, output: output)
            let second = try Self.run(testCase, deterministicHashing: false, output: output)
            let fixed = try Self.run(testCase, deterministicHashing: true, output: output)
            // The command did something worth comparing.
            #expect(first.status == 0 || testCase.arguments.first == "check", "exit status \(String(describing: first.status))")
            #expect(!first.stdout.isEmpty || !first.stderr.isEmpty || first.file?.isEmpty == false || testCase.arguments.contains("github"))
            if testCase.arguments.contains("{OUT}") { #expect(first.file?.isEmpty == false) }
            #expect(first == second, "two runs with random hashing seeds differ: \(Self.difference(first, second))")
            #expect(first == fixed, "a random and the deterministic hashing seed differ: \(Self.difference(first, fixed))")
        }
    }

    /// Where two outputs first differ, for the failure message.
    static func difference(_ a: Output, _ b: Output) -> String {
        func firstDifference(_ x: [UInt8], _ y: [UInt8]) -> String? {
            guard x != y else { return nil }
            let index = zip(x, y).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(x.count, y.count)
            let context = { (bytes: [UInt8]) in
                String(decoding: bytes[max(0, index - 80)..<min(bytes.count, index + 80)], as: UTF8.self)
            }
            return "at byte \(index):\n\(context(x))\n--- vs ---\n\(context(y))"
        }
        if a.status != b.status { return "exit status \(String(describing: a.status)) vs \(String(describing: b.status))" }
        if let diff = firstDifference(a.stdout, b.stdout) { return "stdout " + diff }
        if let diff = firstDifference(a.stderr, b.stderr) { return "stderr " + diff }
        if let diff = firstDifference(a.file ?? [], b.file ?? []) { return "output file " + diff }
        return "none"
    }
}
