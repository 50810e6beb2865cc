// Golden files: everything a user reads (diagnostics in each format, CLI
// output, help) is pinned byte for byte in `Tests/LayoutRulesTests/Golden/`.
//
// Record mode, as in swift-argument-parser's `assertSnapshot`:
//
//     RECORD_GOLDEN=1 swift test --filter Golden
//
// writes every golden file the run touches and FAILS each of those tests
// with "recorded new golden file", so a recording never passes silently.
// Read every recorded file before committing it: it must show correct
// behaviour, not merely what the code did.

import Foundation
import Testing

/// Paths inside the package, found from this file's location so tests run
/// from any working directory and any `--scratch-path`.
enum GoldenPaths {
    /// `Tests/LayoutRulesTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // LayoutRulesTests

    /// The package root (the folder holding Package.swift).
    static let packageRoot = testsDirectory
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
    static let corpusDirectory = testsDirectory.appendingPathComponent("Corpus")

    /// Whether this run records golden files instead of comparing them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }
}

/// Compares `actual` with the golden file `Golden/<name>` (`name` may hold
/// subfolders, such as `cli/help.txt`). Under `RECORD_GOLDEN=1` writes the
/// file instead and records an issue, so the test fails until it is rerun
/// without recording.
func assertGolden(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = GoldenPaths.goldenDirectory.appendingPathComponent(name)
    let relative = "Tests/LayoutRulesTests/Golden/\(name)"
    if GoldenPaths.isRecording {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "recorded new golden file \(relative); review it, then run again without RECORD_GOLDEN",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot write golden file \(relative): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            """
            missing golden file \(relative)
            record it with: RECORD_GOLDEN=1 swift test --filter '\(sourceLocation.fileName.replacingOccurrences(of: ".swift", with: ""))'
            then read the recorded file to check it shows correct behaviour
            """,
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        """
        output differs from golden file \(relative) (- golden, + actual):
        \(GoldenDiff.lines(expected, actual))
        if the new output is correct, rerun with RECORD_GOLDEN=1 and review the file
        """,
        sourceLocation: sourceLocation)
}

/// A small line diff for failure messages.
enum GoldenDiff {
    /// Unified-style lines (` `, `-`, `+`) around the differences, with up to
    /// two lines of context; falls back to a summary for very large inputs.
    static func lines(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count * b.count <= 4_000_000 else {
            let firstDifference = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "first difference at line \(firstDifference + 1):\n- \(a[safe: firstDifference] ?? "<end>")\n+ \(b[safe: firstDifference] ?? "<end>")"
        }
        // Longest common subsequence table, from the end.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [(Character, String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((" ", a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                edits.append(("-", a[i]))
                i += 1
            } else {
                edits.append(("+", b[j]))
                j += 1
            }
        }
        // Keep changed lines and two lines of context around them.
        var keep = [Bool](repeating: false, count: edits.count)
        for (index, edit) in edits.enumerated() where edit.0 != " " {
            for k in max(0, index - 2)...min(edits.count - 1, index + 2) { keep[k] = true }
        }
        var output: [String] = []
        var skipped = false
        for (index, edit) in edits.enumerated() {
            if keep[index] {
                output.append("\(edit.0) \(visible(edit.1))")
                skipped = false
            } else if !skipped {
                output.append("  ...")
                skipped = true
            }
        }
        return output.joined(separator: "\n")
    }

    /// Shows escape characters and trailing spaces, which are otherwise
    /// invisible in a failure message.
    private static func visible(_ line: String) -> String {
        var text = line.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\r", with: "\\r")
        if text.hasSuffix(" ") { text += "⏎" }
        return text
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
