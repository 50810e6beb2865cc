// End-to-end tests of `layoutc eval`, `tree`, `explain` and the analysis
// warnings of `check`, running the built binary as a subprocess from the
// package root (so every path in the output is relative and the golden
// files are the same on every machine):
//
//   - the `eval --format json` contract scripts rely on:
//     {"environment": {...}, "traits": {NAME: VALUE}, "matched": [{"file", "line", "column"}]}
//   - documented defaults, contradictions and usage errors (exit 2), files
//     with errors (exit 1, diagnostics on standard error)
//   - golden files (`Golden/compiler-*`) for tree (text, dot, json), explain,
//     eval (text, json) and the analysis warnings of check
//   - every wrapped query of the media query semantics table, once more
//     through `layoutc eval --format json`: the path a reviewer takes

import Foundation
import Testing

@testable import LayoutRulesBase

/// Runs the `layoutc` that was built with the tests.
enum CompilerCLIProcess {
    /// The test executable is built into the same products folder as
    /// `layoutc` (`<scratch-path>/debug/`), whatever `--scratch-path` says,
    /// so look next to it; never fall back to a default `.build`, which may
    /// hold a stale binary.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("layoutc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "layoutc was not found next to the test executable; run 'swift build' first" }
    }

    /// `layoutc ARGUMENTS` in the package root, standard output and error
    /// captured through files (no pipe can fill up and block the child).
    static func run(_ arguments: [String]) throws -> Output {
        guard let executable else { throw NotBuilt() }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("compiler-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = GoldenPaths.packageRoot
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        func read(_ url: URL) -> String {
            String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
        }
        return Output(status: process.terminationStatus, stdout: read(outURL), stderr: read(errURL))
    }

    /// Runs a command that must succeed silently and returns its output.
    static func succeed(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> String
    {
        let output = try run(arguments)
        #expect(output.status == 0, "layoutc \(arguments.joined(separator: " ")): \(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr == "", sourceLocation: sourceLocation)
        return output.stdout
    }
}

/// The fixtures, relative to the package root (the subprocess's directory).
private enum CompilerFixture {
    static let reader = "Tests/LayoutRulesTests/Fixtures/compiler-reader.layout"
    static let warnings = "Tests/LayoutRulesTests/Fixtures/compiler-warnings.layout"
    static let errors = "Tests/LayoutRulesTests/Fixtures/compiler-errors.layout"
    static let frames = "Tests/LayoutRulesTests/Fixtures/compiler-frames.layout"
    static let windows = "Tests/LayoutRulesTests/Fixtures/compiler-windows.layout"
}

/// The top-level JSON object `eval --format json` prints.
private func cliJSONObject(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> [String: Any]
{
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
}

/// JSON `true`/`false` (as opposed to the numbers 1 and 0, which Foundation
/// also bridges to `Bool`).
private func cliIsBoolean(_ value: Any?) -> Bool {
    guard let value else { return false }
    return String(describing: type(of: value)).contains("Boolean") || type(of: value) == Bool.self
}

/// A JSON number that is not a boolean.
private func cliNumber(_ value: Any?) -> Double? {
    guard let value, !cliIsBoolean(value), let number = value as? NSNumber else { return nil }
    return number.doubleValue
}

@Suite("layoutc eval, tree, explain and check warnings")
struct CompilerCLITests {
    // MARK: eval --format json: the contract

    @Test("eval --format json has exactly environment, traits, matched and frames")
    func evalJSONShape() throws {
        let text = try CompilerCLIProcess.succeed([
            "eval", CompilerFixture.reader, "--width", "1024", "--height", "768", "--idiom", "pad", "--format", "json",
        ])
        let object = try cliJSONObject(text)
        #expect(Set(object.keys) == ["environment", "traits", "matched", "frames"])

        let environment = try #require(object["environment"] as? [String: Any])
        #expect(cliNumber(environment["width"]) == 1024)
        #expect(cliNumber(environment["height"]) == 768)
        #expect(cliNumber(environment["screen-width"]) == 1024)
        #expect(cliNumber(environment["screen-height"]) == 768)
        #expect(cliNumber(environment["scale"]) == 3)
        #expect(environment["orientation"] as? String == "landscape")
        #expect(environment["interface-orientation"] as? String == "landscape-right")
        #expect(environment["idiom"] as? String == "pad")

        // Numbers are numbers, identifiers and strings are strings, booleans
        // are booleans; 'margins' (only for windows under 700 points) is absent.
        let traits = try #require(object["traits"] as? [String: Any])
        #expect(Set(traits.keys) == ["columns", "sidebar", "font", "toolbar"])
        #expect(cliNumber(traits["columns"]) == 3)
        #expect(cliIsBoolean(traits["sidebar"]) && traits["sidebar"] as? Bool == true)
        #expect(traits["font"] as? String == "Georgia")
        #expect(traits["toolbar"] as? String == "compact")
        #expect(traits["margins"] == nil)
        #expect(text.contains(#""columns": 3"#) && text.contains(#""sidebar": true"#))

        // One entry per matched @media rule (or top-level block), in cascade order.
        let matched = try #require(object["matched"] as? [[String: Any]])
        for entry in matched {
            #expect(Set(entry.keys) == ["file", "line", "column"])
            #expect(entry["file"] as? String == CompilerFixture.reader)
            #expect(cliNumber(entry["column"]) != nil)
        }
        #expect(matched.compactMap { cliNumber($0["line"]) } == [9, 15, 17, 22])
        #expect(matched.compactMap { cliNumber($0["column"]) } == [1, 1, 3, 1])
    }

    @Test("a trait no matching rule sets is absent, false stays a boolean")
    func evalJSONAbsentTrait() throws {
        let object = try cliJSONObject(try CompilerCLIProcess.succeed(["eval", CompilerFixture.reader, "--format", "json"]))
        let traits = try #require(object["traits"] as? [String: Any])
        #expect(Set(traits.keys) == ["columns", "sidebar", "font", "margins"])
        #expect(cliNumber(traits["columns"]) == 1)
        #expect(cliIsBoolean(traits["sidebar"]) && traits["sidebar"] as? Bool == false)
        #expect(traits["margins"] as? String == "narrow")
        #expect(traits["toolbar"] == nil)
    }

    @Test("an environment flag left out takes its documented default")
    func evalDefaults() throws {
        let object = try cliJSONObject(try CompilerCLIProcess.succeed(["eval", CompilerFixture.reader, "--format", "json"]))
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(cliNumber(environment["width"]) == 390)
        #expect(cliNumber(environment["height"]) == 844)
        #expect(cliNumber(environment["screen-width"]) == 390)
        #expect(cliNumber(environment["screen-height"]) == 844)
        #expect(environment["orientation"] as? String == "portrait")
        #expect(environment["interface-orientation"] as? String == "portrait")
        #expect(environment["idiom"] as? String == "phone")
        #expect(cliNumber(environment["scale"]) == 3)
    }

    @Test("--orientation landscape without a size picks the landscape default size")
    func evalLandscapeWithoutSize() throws {
        let object = try cliJSONObject(
            try CompilerCLIProcess.succeed(["eval", CompilerFixture.reader, "--orientation", "landscape", "--format", "json"]))
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(cliNumber(environment["width"]) == 844)
        #expect(cliNumber(environment["height"]) == 390)
        #expect(environment["orientation"] as? String == "landscape")
        let traits = try #require(object["traits"] as? [String: Any])
        #expect(cliNumber(traits["columns"]) == 2)
        #expect(traits["sidebar"] as? Bool == true)
    }

    @Test("the environment flags reach the media features")
    func evalEnvironmentFlags() throws {
        let object = try cliJSONObject(
            try CompilerCLIProcess.succeed([
                "eval", CompilerFixture.reader, "--width", "507", "--height", "1024", "--screen-width", "1366",
                "--screen-height", "1024", "--idiom", "pad", "--scale", "2", "--format", "json",
            ]))
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(cliNumber(environment["screen-width"]) == 1366)
        #expect(cliNumber(environment["screen-height"]) == 1024)
        #expect(cliNumber(environment["scale"]) == 2)
        #expect(environment["orientation"] as? String == "portrait")
    }

    // MARK: exit statuses

    struct UsageCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let stderr: String
        var testDescription: String { "layoutc " + arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(
            arguments: ["eval", CompilerFixture.reader, "--orientation", "landscape", "--width", "300", "--height", "800"],
            stderr: "--orientation landscape contradicts --width 300 --height 800"),
        // A square window is portrait, as in CSS.
        UsageCase(
            arguments: ["eval", CompilerFixture.reader, "--orientation", "landscape", "--width", "500", "--height", "500"],
            stderr: "contradicts"),
        UsageCase(
            arguments: ["eval", CompilerFixture.reader, "--orientation", "portrait", "--width", "800", "--height", "300"],
            stderr: "contradicts"),
        UsageCase(arguments: ["eval", CompilerFixture.reader, "--bogus"], stderr: "unknown option '--bogus'"),
        UsageCase(arguments: ["eval", "Tests/LayoutRulesTests/Fixtures/missing.layout"], stderr: "no such file"),
        UsageCase(arguments: ["eval", CompilerFixture.reader, "--width", "wide"], stderr: "invalid number 'wide'"),
        UsageCase(arguments: ["eval", CompilerFixture.reader, "--width"], stderr: "missing value for '--width'"),
        UsageCase(arguments: ["eval", CompilerFixture.reader, "--idiom", "watch"], stderr: "invalid value 'watch'"),
        UsageCase(arguments: ["eval", CompilerFixture.reader, "--format", "yaml"], stderr: "invalid value 'yaml'"),
        UsageCase(arguments: ["eval", "--preset", "nonexistent"], stderr: "invalid value 'nonexistent'"),
        UsageCase(arguments: ["eval"], stderr: "no rule file or preset given"),
        UsageCase(arguments: ["tree", CompilerFixture.reader, "--bogus"], stderr: "unknown option '--bogus'"),
        UsageCase(arguments: ["tree", CompilerFixture.reader, "--format", "svg"], stderr: "invalid value 'svg'"),
        UsageCase(arguments: ["tree", "Tests/LayoutRulesTests/Fixtures/missing.layout"], stderr: "no such file"),
        UsageCase(arguments: ["explain", CompilerFixture.reader, "--bogus"], stderr: "unknown option '--bogus'"),
        UsageCase(arguments: ["explain", "Tests/LayoutRulesTests/Fixtures/missing.layout"], stderr: "no such file"),
        UsageCase(
            arguments: ["explain", CompilerFixture.reader, "--orientation", "landscape", "--width", "300", "--height", "800"],
            stderr: "contradicts"),
        UsageCase(arguments: ["check", CompilerFixture.reader, "--bogus"], stderr: "unknown option '--bogus'"),
        UsageCase(arguments: ["check", "Tests/LayoutRulesTests/Fixtures/missing.layout"], stderr: "no such file"),
    ]

    @Test("wrong usage exits 2 with a message and no output", arguments: usageCases)
    func usageError(_ usage: UsageCase) throws {
        let output = try CompilerCLIProcess.run(usage.arguments)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.contains(usage.stderr), "stderr: \(output.stderr)")
    }

    @Test(
        "a file with errors exits 1 with positioned diagnostics on standard error",
        arguments: [["eval"], ["eval", "--format", "json"], ["tree"], ["tree", "--format", "json"], ["explain"], ["check"]])
    func fileWithErrors(_ command: [String]) throws {
        let output = try CompilerCLIProcess.run([command[0], CompilerFixture.errors] + command.dropFirst())
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("\(CompilerFixture.errors):1:9: error: unknown feature 'widht'"))
        #expect(output.stderr.contains("\(CompilerFixture.errors):4:22: error: unknown value 'sideways' for 'orientation'"))
    }

    @Test("--preset material works without a file")
    func presetWithoutFile() throws {
        let phone = try cliJSONObject(try CompilerCLIProcess.succeed(["eval", "--preset", "material", "--format", "json"]))
        let phoneTraits = try #require(phone["traits"] as? [String: Any])
        // 390 x 844: width < 600 is compact, 480 <= height < 900 is medium.
        #expect(phoneTraits["window-width-class"] as? String == "compact")
        #expect(phoneTraits["window-height-class"] as? String == "medium")
        let matched = try #require(phone["matched"] as? [[String: Any]])
        #expect(!matched.isEmpty && matched.allSatisfy { $0["file"] as? String == "<preset material>" })

        let tablet = try cliJSONObject(
            try CompilerCLIProcess.succeed([
                "eval", "--preset", "material", "--width", "840", "--height", "900", "--format", "json",
            ]))
        let tabletTraits = try #require(tablet["traits"] as? [String: Any])
        // Both boundaries are inclusive lower bounds: 840 is expanded, 900 is expanded.
        #expect(tabletTraits["window-width-class"] as? String == "expanded")
        #expect(tabletTraits["window-height-class"] as? String == "expanded")

        #expect(try CompilerCLIProcess.run(["tree", "--preset", "material"]).status == 0)
        #expect(try CompilerCLIProcess.run(["explain", "--preset", "material"]).status == 0)
    }

    // MARK: golden files

    @Test("tree prints the same bytes every run, in every format", arguments: ["text", "dot", "json"])
    func treeGolden(_ format: String) throws {
        let first = try CompilerCLIProcess.succeed(["tree", CompilerFixture.reader, "--format", format])
        let second = try CompilerCLIProcess.succeed(["tree", CompilerFixture.reader, "--format", format])
        #expect(first == second, "layoutc tree --format \(format) is not deterministic")
        assertGolden(first, named: "compiler-tree.\(format == "text" ? "txt" : format)")
    }

    @Test("tree --format json parses and agrees with the text form")
    func treeJSON() throws {
        let object = try cliJSONObject(try CompilerCLIProcess.succeed(["tree", CompilerFixture.reader, "--format", "json"]))
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(cliNumber(object["nodeCount"]) == Double(nodes.count))
        #expect(nodes.enumerated().allSatisfy { cliNumber($1["id"]) == Double($0) })
    }

    @Test("explain in a landscape iPad window")
    func explainPad() throws {
        let output = try CompilerCLIProcess.succeed([
            "explain", CompilerFixture.reader, "--width", "1024", "--height", "768", "--idiom", "pad",
        ])
        assertGolden(output, named: "compiler-explain-pad-landscape.txt")
    }

    @Test("explain in the default environment (a portrait phone)")
    func explainPhone() throws {
        assertGolden(try CompilerCLIProcess.succeed(["explain", CompilerFixture.reader]), named: "compiler-explain-phone.txt")
    }

    @Test("eval text and json", arguments: ["text", "json"])
    func evalGolden(_ format: String) throws {
        let output = try CompilerCLIProcess.succeed([
            "eval", CompilerFixture.reader, "--width", "1024", "--height", "768", "--idiom", "pad", "--format", format,
        ])
        assertGolden(output, named: "compiler-eval.\(format == "text" ? "txt" : "json")")
    }

    @Test(
        "eval prints frames: text table and JSON",
        arguments: [("text", "portrait"), ("json", "portrait"), ("text", "landscape"), ("json", "landscape")])
    func evalFramesGolden(_ format: String, _ orientation: String) throws {
        let output = try CompilerCLIProcess.succeed([
            "eval", CompilerFixture.frames, "--device", "iPhone 16 Pro", "--orientation", orientation, "--format", format,
        ])
        assertGolden(output, named: "compiler-eval-frames-\(orientation).\(format == "text" ? "txt" : "json")")
    }

    /// A landscape 12.9-inch iPad's half Split View, given by sizes (not
    /// by a catalog name, which may change).
    static let halfSplitView = [
        "--width", "683", "--height", "1024", "--screen-width", "1366", "--screen-height", "1024", "--idiom", "pad",
        "--scale", "2", "--interface-orientation", "landscape-right", "--window-kind", "split-view",
    ]

    @Test("eval shows the window kind and fractions", arguments: ["text", "json"])
    func evalWindowGolden(_ format: String) throws {
        let output = try CompilerCLIProcess.succeed(
            ["eval", CompilerFixture.windows, "--no-device-check", "--format", format] + Self.halfSplitView)
        assertGolden(output, named: "compiler-eval-window.\(format == "text" ? "txt" : "json")")
    }

    @Test("explain shows the window kind and fractions, and the window test that failed")
    func explainWindowGolden() throws {
        var arguments = Self.halfSplitView
        arguments[arguments.count - 1] = "slide-over"
        let output = try CompilerCLIProcess.succeed(["explain", CompilerFixture.windows, "--no-device-check"] + arguments)
        assertGolden(output, named: "compiler-explain-window.txt")
    }

    @Test("eval on a catalog iPad by marketing name or identifier, in a Split View and a resizable window")
    func evalDeviceWindowsGolden() throws {
        var output = ""
        for (device, window) in [("iPad Pro 11-inch (M4)", "split-1/2"), ("iPad16,3", "resizable-min"), ("iPad Pro (11-inch) (M4)", "resizable-1/2")] {
            let arguments = [
                "eval", CompilerFixture.windows, "--no-device-check", "--device", device, "--orientation", "landscape", "--window", window,
            ]
            output += "$ layoutc " + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ") + "\n"
            output += try CompilerCLIProcess.succeed(arguments)
        }
        assertGolden(output, named: "compiler-eval-device-windows.txt")
    }

    @Test("--window with --device sets the window kind; --window-kind overrides it")
    func windowKindFromDevice() throws {
        let split = try cliJSONObject(
            try CompilerCLIProcess.succeed([
                "eval", CompilerFixture.windows, "--no-device-check", "--device", "iPad Pro 12.9-inch (6th generation)", "--orientation", "landscape",
                "--window", "split-1/2", "--format", "json",
            ]))
        let environment = try #require(split["environment"] as? [String: Any])
        #expect(environment["window"] as? String == "split-view")
        let fraction = try #require(cliNumber(environment["window-width-fraction"]))
        #expect(fraction > 0.45 && fraction < 0.55)
        #expect((split["traits"] as? [String: Any])?["chrome"] as? String == "half")

        let full = try cliJSONObject(
            try CompilerCLIProcess.succeed([
                "eval", CompilerFixture.windows, "--no-device-check", "--device", "iPad Pro 12.9-inch (6th generation)", "--format", "json",
            ]))
        #expect((full["environment"] as? [String: Any])?["window"] as? String == "full-screen")
        #expect((full["traits"] as? [String: Any])?["chrome"] as? String == "full")

        let overridden = try cliJSONObject(
            try CompilerCLIProcess.succeed([
                "eval", CompilerFixture.windows, "--no-device-check", "--device", "iPad Pro 12.9-inch (6th generation)", "--window-kind", "slide-over",
                "--format", "json",
            ]))
        #expect((overridden["traits"] as? [String: Any])?["chrome"] as? String == "floating")
    }

    @Test("check warns about rules no device reaches, in text and JSON; --no-device-check turns it off")
    func checkUnreachableOnDevices() throws {
        let text = try CompilerCLIProcess.run(["check", CompilerFixture.windows])
        #expect(text.status == 0, "warnings alone do not fail the check")
        assertGolden(text.stderr, named: "compiler-check-unreachable.txt")
        let json = try CompilerCLIProcess.run(["check", CompilerFixture.windows, "--format", "json"])
        #expect(json.status == 0)
        assertGolden(json.stdout, named: "compiler-check-unreachable.json")

        for flag in ["--no-device-check", "-Wno-unreachable-on-devices"] {
            let quiet = try CompilerCLIProcess.run(["check", CompilerFixture.windows, flag])
            #expect(quiet.status == 0)
            #expect(quiet.stderr == "checked 1 file: 0 errors, 0 warnings\n", "\(flag)")
        }
        let strict = try CompilerCLIProcess.run(["check", CompilerFixture.windows, "--warnings-as-errors"])
        #expect(strict.status == 1)
        // The commands that compile print the warning too, and take the flag.
        let eval = try CompilerCLIProcess.run(["eval", CompilerFixture.windows])
        #expect(eval.status == 0 && eval.stderr.contains("no device of the catalog matches this rule"), "\(eval.stderr)")
        let quietEval = try CompilerCLIProcess.run(["eval", CompilerFixture.windows, "--no-device-check"])
        #expect(quietEval.status == 0 && quietEval.stderr.isEmpty, "\(quietEval.stderr)")
    }

    @Test("check reports never-matches, shadowed-rule, uncovered-trait and unused custom media")
    func checkWarnings() throws {
        let text = try CompilerCLIProcess.run(["check", CompilerFixture.warnings])
        #expect(text.status == 0, "warnings alone do not fail the check")
        #expect(text.stdout == "")
        assertGolden(text.stderr, named: "compiler-check-warnings.txt")

        let json = try CompilerCLIProcess.run(["check", CompilerFixture.warnings, "--format", "json"])
        #expect(json.status == 0)
        assertGolden(json.stdout, named: "compiler-check-warnings.json")
        for id in ["never-matches", "shadowed-rule", "uncovered-trait", "unused-custom-media"] {
            #expect(json.stdout.contains(#""\#(id)""#), "no \(id) warning")
        }

        let strict = try CompilerCLIProcess.run(["check", "--warnings-as-errors", CompilerFixture.warnings])
        #expect(strict.status == 1)
    }

    @Test("the reader fixture checks clean")
    func readerIsClean() throws {
        let output = try CompilerCLIProcess.run(["check", CompilerFixture.reader])
        #expect(output.status == 0)
        #expect(output.stderr == "checked 1 file: 0 errors, 0 warnings\n")
    }

    // MARK: the semantics table through the command line

    @Test("layoutc eval agrees with the media query semantics table", arguments: SemanticsThroughCLI.groups)
    func semanticsThroughCLI(_ group: SemanticsThroughCLI.Group) throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("compiler-cli-semantics-\(UUID().uuidString).layout")
        try Data(group.source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CompilerCLIProcess.run(["eval", file.path] + group.flags + ["--format", "json"])
        try #require(output.status == 0, "layoutc eval \(group.flags.joined(separator: " ")): \(output.stderr)")
        let traits = try #require(try cliJSONObject(output.stdout)["traits"] as? [String: Any])
        for (index, row) in group.rows {
            let value = traits["hit\(index)"]
            if row.expected {
                #expect(
                    cliIsBoolean(value) && value as? Bool == true, "\(row.testDescription)",
                    sourceLocation: row.sourceLocation)
            } else {
                #expect(value == nil, "\(row.testDescription)", sourceLocation: row.sourceLocation)
            }
        }
    }
}

/// The wrapped query rows of `semanticsRows` grouped by environment: one
/// file per environment (row i sets the trait `hitI`), one `layoutc eval`
/// each. (All rows in one file would need a decision tree over every
/// breakpoint of the table at once, far past the node limit.)
enum SemanticsThroughCLI {
    struct Group: Sendable, CustomTestStringConvertible {
        let flags: [String]
        let rows: [(Int, SemanticsRow)]
        var testDescription: String { flags.joined(separator: " ") + " (\(rows.count) rows)" }

        var source: String {
            var preludes: [String] = []
            var lines: [String] = []
            for (index, row) in rows {
                if !row.prelude.isEmpty, !preludes.contains(row.prelude) { preludes.append(row.prelude) }
                lines.append("@media \(row.query ?? "all") { traits { hit\(index): true; } }")
            }
            return (preludes + lines).joined(separator: "\n") + "\n"
        }
    }

    static let rows: [(Int, SemanticsRow)] = semanticsRows.enumerated().filter { $0.element.query != nil }.map { ($0, $1) }

    /// The flags for an environment, or nil when the command line cannot
    /// express it: an unspecified idiom, or an interface orientation that
    /// disagrees with the window's shape (`layoutc` treats that as a
    /// contradiction, though a Split View window on a landscape iPad is one).
    static func flags(_ environment: SemanticsEnvironment) -> [String]? {
        guard environment.idiom != .unspecified else { return nil }
        var flags = ["--width", formatNumber(environment.width), "--height", formatNumber(environment.height)]
        if let width = environment.screenWidth, let height = environment.screenHeight {
            flags += ["--screen-width", formatNumber(width), "--screen-height", formatNumber(height)]
        }
        flags += ["--idiom", environment.idiom.rawValue, "--scale", formatNumber(environment.scale)]
        if let interface = environment.interfaceOrientation {
            if interface.isPortrait != (environment.height >= environment.width) { return nil }
            flags += ["--interface-orientation", interface.rawValue]
        }
        return flags
    }

    static let groups: [Group] = {
        var order: [[String]] = []
        var byFlags: [[String]: [(Int, SemanticsRow)]] = [:]
        for (index, row) in rows {
            guard let flags = flags(row.environment) else { continue }
            if byFlags[flags] == nil { order.append(flags) }
            byFlags[flags, default: []].append((index, row))
        }
        return order.map { Group(flags: $0, rows: byFlags[$0] ?? []) }
    }()
}
