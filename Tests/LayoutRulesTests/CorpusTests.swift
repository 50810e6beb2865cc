// The corpus: small `.layout` programs under `Corpus/<construct>/`, each
// stating what the checker must report in comments, craftinginterpreters
// style:
//
//     @media (widht >= 400) { }  // expect-error: 1:9 unknown feature 'widht'
//     // expect-warning: 2:15 custom media '--x' is never used
//     // expect-note: 1:9 did you mean 'width'?
//     // expect-error: imports/lib/broken.layout:2:9 unknown feature 'widht'
//     // expect: ok
//
// A position is `line:column` (1-based, columns in bytes) in the file
// itself, or `path:line:column` for a diagnostic in an imported file (the
// path relative to `Corpus/`, as diagnostics print it). The runner checks
// the file with `Compiler.compile(path:provider:)` (as `layoutc check`
// does: checker, layout compiler and analyses) and compares the exact
// multiset of (file, severity, position, message) with the comments. Notes
// are compared too when the file has any `expect-note` line. A file with no
// expectation is a failure, and the exit status `layoutc check` must give
// (1 when any `expect-error`, else 0) is inferred from the comments and
// asserted here and, through the real binary, in CLITests. Files under
// `imports/lib/` exist to be imported, and are test cases on their own too.
//
// A file may also carry `// known-issue: WHY` when the correct expectations
// it states are not met yet (a bug reported to the owner of the code). The
// mismatch is then recorded as a known issue, and the test fails once the
// bug is fixed, as a reminder to delete the line.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSyntax
@testable import LayoutRulesRuntime

/// Reads corpus files from disk, relative to `Corpus/`, so diagnostics show
/// short paths such as `imports/lib/shared.layout`.
struct CorpusSourceProvider: SourceProvider {
    var root: String = GoldenPaths.corpusDirectory.path

    func contents(ofFile path: String) -> [UInt8]? {
        let full = path.hasPrefix("/") ? path : root + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: full)
        else { return nil }
        return [UInt8](data)
    }
}

/// One expectation comment of a corpus file.
struct CorpusExpectation: Hashable, Comparable, CustomStringConvertible {
    enum Kind: String, Comparable {
        case error, warning, note
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }
    var kind: Kind
    /// Corpus-relative path of the file the diagnostic is in.
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// As it would be written in the file under test (`inFile`).
    func comment(inFile: String) -> String {
        let place = file == inFile ? "\(line):\(column)" : "\(file):\(line):\(column)"
        return "// expect-\(kind.rawValue): \(place) \(message)"
    }

    var description: String { comment(inFile: "") }

    static func < (a: Self, b: Self) -> Bool {
        (a.file, a.line, a.column, a.kind, a.message) < (b.file, b.line, b.column, b.kind, b.message)
    }
}

/// The corpus on disk and the expectations written in it.
enum Corpus {
    /// Every `.layout` file under `Corpus/`, corpus-relative and sorted.
    static let files: [String] = {
        let root = GoldenPaths.corpusDirectory.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".layout") { found.append(relative) }
        }
        return found.sorted()
    }()

    /// What a corpus file says about itself.
    struct Spec {
        var ok = false
        var expectations: [CorpusExpectation] = []
        var problems: [String] = []
        /// Why the expectations are not met yet, if they are not.
        var knownIssue: String?

        var hasAnyExpectation: Bool { ok || !expectations.isEmpty }
        var comparesNotes: Bool { expectations.contains { $0.kind == .note } }
        /// The exit status `layoutc check` must give.
        var exitStatus: Int32 { expectations.contains { $0.kind == .error } ? 1 : 0 }
    }

    static func bytes(of file: String) -> [UInt8] {
        CorpusSourceProvider().contents(ofFile: file) ?? []
    }

    /// Reads the expectation comments of `file` (text-based, so comments
    /// inside a broken construct still count).
    static func spec(of file: String) -> Spec {
        var spec = Spec()
        let text = String(decoding: bytes(of: file), as: UTF8.self)
        // "\r\n" is one Character in Swift, so split on both kinds of line break.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, line) in lines.enumerated() {
            if let known = line.range(of: "// known-issue: ") {
                spec.knownIssue = String(line[known.upperBound...])
                continue
            }
            guard let marker = line.range(of: "// expect") else { continue }
            let rest = line[marker.upperBound...]
            if rest.hasPrefix(": ok") {
                spec.ok = true
                continue
            }
            let kinds: [(String, CorpusExpectation.Kind)] = [("-error: ", .error), ("-warning: ", .warning), ("-note: ", .note)]
            guard let (prefix, kind) = kinds.first(where: { rest.hasPrefix($0.0) }) else {
                spec.problems.append("line \(index + 1): malformed expectation '\(line)'")
                continue
            }
            let body = rest.dropFirst(prefix.count)
            guard let space = body.firstIndex(of: " ") else {
                spec.problems.append("line \(index + 1): expectation without a message")
                continue
            }
            let place = body[..<space].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 2, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                spec.problems.append("line \(index + 1): expected 'LINE:COLUMN' or 'PATH:LINE:COLUMN' in '\(line)'")
                continue
            }
            let path = place.count > 2 ? place.dropLast(2).joined(separator: ":") : file
            spec.expectations.append(
                CorpusExpectation(
                    kind: kind, file: path, line: lineNumber, column: column,
                    message: String(body[body.index(after: space)...])))
        }
        if spec.ok, spec.expectations.contains(where: { $0.kind != .note }) {
            spec.problems.append("'// expect: ok' together with expected diagnostics")
        }
        return spec
    }

    /// Checks a corpus file the way `layoutc check` does.
    static func check(_ file: String) -> Compilation {
        Compiler.compile(path: file, provider: CorpusSourceProvider())
    }

    /// The diagnostics (and, when `includeNotes`, their positioned notes) as
    /// expectations, for comparison.
    static func actual(_ checked: Compilation, includeNotes: Bool) -> [CorpusExpectation] {
        var result: [CorpusExpectation] = []
        func expectation(_ kind: CorpusExpectation.Kind, _ range: SourceRange, _ message: String) -> CorpusExpectation {
            let file = checked.sources[range.file]
            let location = file?.location(of: range.start) ?? LayoutRulesBase.SourceLocation(line: 0, column: 0)
            return CorpusExpectation(
                kind: kind, file: file?.path ?? "<unknown>", line: location.line, column: location.column, message: message)
        }
        for diagnostic in checked.diagnostics {
            let kind: CorpusExpectation.Kind =
                switch diagnostic.severity {
                case .error: .error
                case .warning: .warning
                case .note: .note
                }
            result.append(expectation(kind, diagnostic.range, diagnostic.message))
            if includeNotes {
                for note in diagnostic.notes {
                    result.append(expectation(.note, note.range ?? diagnostic.range.startPoint, note.message))
                }
            }
        }
        return result
    }
}

/// Multiset difference: the elements of `a` not matched in `b`.
private func subtracting(_ a: [CorpusExpectation], _ b: [CorpusExpectation]) -> [CorpusExpectation] {
    var remaining = b
    var result: [CorpusExpectation] = []
    for item in a {
        if let index = remaining.firstIndex(of: item) { remaining.remove(at: index) } else { result.append(item) }
    }
    return result.sorted()
}

@Suite("Corpus")
struct CorpusTests {
    @Test("corpus file", arguments: Corpus.files)
    func corpusFile(_ file: String) {
        let spec = Corpus.spec(of: file)
        for problem in spec.problems { Issue.record("\(file): \(problem)") }
        guard spec.hasAnyExpectation else {
            Issue.record("\(file) states no expectation; add '// expect: ok' or '// expect-error: LINE:COL message' comments")
            return
        }
        let checked = Corpus.check(file)
        let actual = Corpus.actual(checked, includeNotes: spec.comparesNotes)
        let missing = subtracting(spec.expectations, actual)
        let unexpected = subtracting(actual, spec.expectations)
        func recordDifferences() {
            guard !missing.isEmpty || !unexpected.isEmpty else { return }
            var report = "\(file): diagnostics differ from the expectation comments"
            if !missing.isEmpty {
                report += "\nexpected but not reported:\n" + missing.map { "  " + $0.comment(inFile: file) }.joined(separator: "\n")
            }
            if !unexpected.isEmpty {
                report += "\nreported but not expected:\n" + unexpected.map { "  " + $0.comment(inFile: file) }.joined(separator: "\n")
            }
            Issue.record(Comment(rawValue: report))
        }
        if let knownIssue = spec.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) { recordDifferences() }
        } else {
            recordDifferences()
        }
        #expect(checked.hasErrors == (spec.exitStatus == 1), "exit status of \(file)")
        // Every range must lie inside its file, for every renderer's sake.
        #expect(rangeProblems(checked) == [], "\(file)")
    }

    @Test("the corpus covers every construct folder with enough files")
    func corpusSize() {
        #expect(Corpus.files.count >= 40, "only \(Corpus.files.count) corpus files")
        let folders = Set(Corpus.files.compactMap { $0.split(separator: "/").first.map(String.init) })
        let constructs = [
            "custom-media", "devices", "features", "imports", "layout", "lexical", "presets", "queries", "ranges", "recovery",
            "traits",
        ]
        for construct in constructs {
            #expect(folders.contains(construct), "no corpus folder '\(construct)'")
        }
        let valid = Corpus.files.filter { Corpus.spec(of: $0).exitStatus == 0 }
        #expect(valid.count >= 15, "only \(valid.count) corpus files are expected to pass")
    }

    @Test("the corpus raises every checker diagnostic ID")
    func corpusCoversCheckerCatalogue() {
        var produced = Set<String>()
        for file in Corpus.files { produced.formUnion(Corpus.check(file).diagnostics.map(\.id.rawValue)) }
        let checkerIDs = [
            "custom-media-cycle", "custom-media-redefined", "duplicate-property", "duplicate-region", "duplicate-trait",
            "import-cycle", "import-not-found", "invalid-ratio", "invalid-unit", "missing-unit", "negative-resolution",
            "missing-value", "never-matches", "number-out-of-range", "prefix-in-range", "range-on-discrete-feature",
            "undefined-custom-media", "unknown-feature", "unknown-media-type", "unknown-preset", "unknown-property",
            "unknown-value", "unused-custom-media", "wrong-value-type",
            // @device
            "device-value-out-of-range", "duplicate-device", "duplicate-device-property", "invalid-device-value",
            "missing-device-property", "unknown-device-property",
        ]
        for id in checkerIDs {
            #expect(produced.contains(id), "no corpus file raises '\(id)'")
        }
    }
}
