// The wording rules of the message catalogue (rustc's guide, as clippy
// checks them for rustc), over every diagnostic and note the corpus and a
// few limit-provoking inputs produce, and the agreement of Grammar.md with
// the catalogue and the feature table.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen

/// Every diagnostic the test inputs can produce, with the file it came from.
enum ProducedDiagnostics {
    struct Entry {
        var origin: String
        var diagnostic: Diagnostic
    }

    /// Inputs for the diagnostics no ordinary file raises: resource limits
    /// set low, and the compiler's analyses.
    static func synthetic() -> [(String, Compilation)] {
        func limits(_ change: (inout Limits) -> Void) -> Limits {
            var limits = Limits()
            change(&limits)
            return limits
        }
        let files = InMemorySourceProvider([
            "a.layout": "@import \"b.layout\";",
            "b.layout": "@import \"c.layout\";",
            "c.layout": "traits { c: 1; }",
            "x.layout": "traits { x: 1; }",
            "y.layout": "traits { y: 1; }",
        ])
        let breakpoints = (1...12).map { "@media (width >= \($0 * 100)) and (height >= \($0 * 50)) { traits { t\($0): 1; } }" }
        return [
            ("cannot-read-file", Compiler.compile(path: "missing.layout", provider: files)),
            (
                "custom-media-too-deep",
                Compiler.compile(
                    text: "@custom-media --a (--b); @custom-media --b (--c); @custom-media --c (width > 1); @media (--a) {}",
                    limits: limits { $0.maxCustomMediaDepth = 2 })
            ),
            ("file-too-large", Compiler.compile(text: "traits { a: 1; }", limits: limits { $0.maxFileBytes = 8 })),
            ("import-too-deep", Compiler.compile(path: "a.layout", provider: files, limits: limits { $0.maxImportDepth = 1 })),
            (
                "too-many-imports",
                Compiler.compile(
                    text: "@import \"x.layout\"; @import \"y.layout\";", path: "root.layout", provider: files,
                    limits: limits { $0.maxImportedFiles = 2 })
            ),
            ("too-many-errors", Compiler.compile(text: "@a; @b; @c; @d; @e;", limits: limits { $0.maxDiagnosticsPerFile = 2 })),
            ("too-many-tokens", Compiler.compile(text: "traits { a: 1; }", limits: limits { $0.maxTokens = 3 })),
            ("nesting-too-deep", Compiler.compile(text: "@media ((((width > 1)))) {}", limits: limits { $0.maxNestingDepth = 2 })),
            (
                "custom-media-too-large",
                Compiler.compile(
                    text: "@custom-media --a (width > 1); @custom-media --b (--a) or (--a); @media (--b) {}",
                    limits: limits { $0.maxCustomMediaSize = 2 })
            ),
            (
                "too-many-bytes",
                Compiler.compile(
                    text: "@import \"x.layout\";", path: "root.layout", provider: files,
                    limits: limits { $0.maxTotalBytes = 25 })
            ),
            (
                "trait-test-too-large",
                Compiler.compile(
                    text: "traits { gap: 16; }\n" + String(repeating: "@media (8 < gap) { traits { gap: 16; } }\n", count: 30))
            ),
            (
                "layouts-too-large",
                Compiler.compile(
                    text: "@media (width >= 1) { layout { a { left: 0; top: 0; width: 1; height: 1; } } }",
                    limits: limits { $0.maxLayoutEntries = 0 })
            ),
            (
                "too-many-conditions",
                Compiler.compile(
                    text: "@media (width > 1) and (height > 1) { traits { a: 1; } }\n@media (width > 2) { traits { a: 2; } }",
                    limits: limits { $0.maxConditionNodes = 2 })
            ),
            (
                "too-many-regions",
                Compiler.compile(
                    text: "layout { a { left: 0; top: 0; width: 1; height: 1; } b { left: 0; top: 0; width: 1; height: 1; } }",
                    limits: limits { $0.maxLayoutRegions = 1 })
            ),
            (
                "too-many-devices",
                Compiler.compile(
                    text: "@device \"A\" { idiom: tv; width: 1920; height: 1080; scale: 1; }\n@device \"B\" { idiom: tv; width: 1920; height: 1080; scale: 1; }",
                    limits: limits { $0.maxDevices = 1 })
            ),
            ("name-too-long", Compiler.compile(text: "traits { abcdef: 1; }", limits: limits { $0.maxNameBytes = 4 })),
            ("list-too-long", Compiler.compile(text: "@require a, b;\ntraits { a: 1; b: 1; }", limits: limits { $0.maxListItems = 1 })),
            (
                "list-too-long",
                Compiler.compile(
                    text: "@device \"A\" { idiom: tv; width: 1920; height: 1080; scale: 1; aliases: \"a\", \"b\"; }",
                    limits: limits { $0.maxListItems = 1 })
            ),
            ("shadowed-rule", Compiler.compile(text: "traits { a: 1; }\ntraits { a: 2; }")),
            ("never-matches", Compiler.compile(text: "@media (width < 300) and (width > 400) { traits { a: 1; } }")),
            ("uncovered-trait", Compiler.compile(text: "@require columns;\n@media (width > 400) { traits { columns: 2; } }")),
            (
                "tree-too-large",
                Compiler.compile(
                    text: breakpoints.joined(separator: "\n"),
                    limits: limits {
                        $0.maxTreeNodes = 4
                        $0.residualLimits = []
                    })
            ),
        ]
    }

    /// The corpus through the whole front end and compiler (what `layoutc
    /// check` reports), plus the synthetic inputs.
    static let all: [Entry] = {
        var entries: [Entry] = []
        for file in Corpus.files {
            let compiled = Compiler.compile(path: file, provider: CorpusSourceProvider())
            entries += compiled.diagnostics.map { Entry(origin: file, diagnostic: $0) }
        }
        for (name, compiled) in synthetic() {
            entries += compiled.diagnostics.map { Entry(origin: "synthetic input '\(name)'", diagnostic: $0) }
        }
        // JSON device files: the reader's syntax errors and the device checks.
        for c in jsonReaderErrorCases {
            var limits = Limits()
            if let depth = c.maxNestingDepth { limits.maxNestingDepth = depth }
            let diagnostics = DeviceProfile.profiles(fromJSON: c.source.bytes, path: "test.json", limits: limits).diagnostics
            entries += diagnostics.map { Entry(origin: "JSON input \(c.source.original)", diagnostic: $0) }
        }
        for c in deviceFileErrorCases {
            let diagnostics = DeviceProfile.profiles(fromJSON: c.source.bytes, path: "devices.json").diagnostics
            entries += diagnostics.map { Entry(origin: "device file \(c.source.original)", diagnostic: $0) }
        }
        var fewValues = Limits()
        fewValues.maxJSONValues = 2
        let values = DeviceProfile.profiles(fromJSON: Array(#"["a", "b", "c"]"#.utf8), path: "devices.json", limits: fewValues)
        entries += values.diagnostics.map { Entry(origin: "device file of three values", diagnostic: $0) }
        // The build plugin's configuration file, and a type named like its module.
        for c in pluginConfigurationErrorCases {
            entries += c.read().diagnostics.map { Entry(origin: "configuration \(c.json)", diagnostic: $0) }
        }
        let start = SourceRange(file: FileID(0), start: 0, end: 0)
        entries.append(
            Entry(
                origin: "a type named like its module",
                diagnostic: .typeNameIsModuleName("App", ruleFile: "App.layout", configured: false, at: start)))
        return entries
    }()

    /// The IDs declared in the message catalogue: each `Diagnostic("id", ...)`
    /// and `suggesting(..., "id", ...)` in Diagnostics/Messages.swift,
    /// Diagnostics/SemanticMessages.swift and Diagnostics/DeviceMessages.swift.
    static func catalogueIDs() throws -> Set<String> {
        Set(DiagnosticID.allCases.map(\.rawValue))
    }
}

@Suite("Wording")
struct WordingTests {
    /// Problems with one message, by the rules of the catalogue.
    static func problems(_ message: String, isNote: Bool) -> [String] {
        var problems: [String] = []
        guard let first = message.unicodeScalars.first else { return ["empty message"] }
        if !(first.properties.isLowercase || first == "'") { problems.append("starts with '\(first)', not lowercase or a quote") }
        if message.hasSuffix(".") { problems.append("ends with a period") }
        if message.lowercased().contains("illegal") { problems.append("says 'illegal'") }
        for quote in ["\"", "`", "‘", "’", "“", "”"] where message.contains(quote) {
            problems.append("quotes code with \(quote) instead of single quotes")
        }
        if message.filter({ $0 == "'" }).count % 2 != 0 { problems.append("has an unbalanced single quote") }
        if message != message.trimmingCharacters(in: .whitespaces) || message.contains("  ") || message.contains("\n") {
            problems.append("has stray whitespace")
        }
        if !isNote, message.contains("did you mean") { problems.append("puts the suggestion in the message, not a note") }
        return problems
    }

    @Test("every message and note follows the wording rules")
    func wordingRules() {
        let entries = ProducedDiagnostics.all
        #expect(entries.count > 100, "the corpus should produce plenty of diagnostics")
        var seen = Set<String>()
        for entry in entries {
            let diagnostic = entry.diagnostic
            for problem in Self.problems(diagnostic.message, isNote: false) where seen.insert(diagnostic.message + problem).inserted {
                Issue.record("\(diagnostic.id) in \(entry.origin): \(problem): \(diagnostic.message)")
            }
            for note in diagnostic.notes {
                for problem in Self.problems(note.message, isNote: true) where seen.insert(note.message + problem).inserted {
                    Issue.record("note of \(diagnostic.id) in \(entry.origin): \(problem): \(note.message)")
                }
            }
        }
    }

    @Test("the wording rules catch the mistakes they are meant to")
    func rulesCatchMistakes() {
        #expect(!Self.problems("Unknown feature 'x'", isNote: false).isEmpty)
        #expect(!Self.problems("unknown feature 'x'.", isNote: false).isEmpty)
        #expect(!Self.problems("illegal character", isNote: false).isEmpty)
        #expect(!Self.problems("unknown feature \"x\"", isNote: false).isEmpty)
        #expect(!Self.problems("unknown feature `x`", isNote: false).isEmpty)
        #expect(!Self.problems("unknown feature 'x; did you mean 'y'?", isNote: false).isEmpty)
        #expect(Self.problems("'and' and 'or' cannot be mixed without parentheses", isNote: false).isEmpty)
        #expect(Self.problems("did you mean 'width'?", isNote: true).isEmpty)
    }

    @Test("every catalogue ID is produced by some test input")
    func catalogueIsCovered() throws {
        let produced = Set(ProducedDiagnostics.all.map(\.diagnostic.id.rawValue))
        let catalogue = try ProducedDiagnostics.catalogueIDs()
        #expect(catalogue.count >= 40, "the catalogue scan found only \(catalogue.sorted())")
        for id in catalogue.subtracting(produced).sorted() {
            Issue.record("no corpus file or synthetic input raises '\(id)'; add one to Tests/LayoutRulesTests/Corpus")
        }
        for id in produced.subtracting(catalogue).sorted() {
            Issue.record("'\(id)' is produced but is not a case of DiagnosticID")
        }
    }

    // MARK: Grammar.md

    static func grammar() -> String? {
        let url = GoldenPaths.packageRoot.appendingPathComponent("Grammar.md")
        return try? String(contentsOf: url, encoding: .utf8)
    }

    @Test("every diagnostic ID appears in Grammar.md in backticks")
    func idsAreDocumented() throws {
        let grammar = try #require(Self.grammar(), "Grammar.md is missing from the package root")
        var ids = Set(ProducedDiagnostics.all.map(\.diagnostic.id.rawValue))
        ids.formUnion(try ProducedDiagnostics.catalogueIDs())
        for id in ids.sorted() where !grammar.contains("`\(id)`") {
            Issue.record("Grammar.md does not mention `\(id)`")
        }
    }

    /// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->`
    /// lines of Grammar.md, without the marker lines.
    static func generatedSection(_ name: String, in grammar: String) -> String? {
        guard let begin = grammar.range(of: "<!-- \(name):begin -->\n"),
            let end = grammar.range(of: "<!-- \(name):end -->", range: begin.upperBound..<grammar.endIndex)
        else { return nil }
        return String(grammar[begin.upperBound..<end.lowerBound])
    }

    /// Grammar.md's feature table, written from `Feature.table`: every name
    /// a rule may write, with its value type, units, whether ranges apply,
    /// its summary and where it is defined (the CSS specification or
    /// Apple's API, and the UIKit or SwiftUI API the value comes from).
    static func featureTable() -> String {
        var lines = ["| name | type | units | ranges | summary | reference |", "| --- | --- | --- | --- | --- | --- |"]
        for descriptor in Feature.table {
            let references = [descriptor.citation, descriptor.platformCitation].compactMap { $0 }
            let cells = [
                descriptor.name,
                descriptor.type.rawValue,
                descriptor.units.isEmpty ? "-" : descriptor.units.joined(separator: ", "),
                descriptor.allowsRanges ? "yes" : "no",
                descriptor.summary,
                references.isEmpty ? "-" : references.map { "[\($0.title)](\($0.url))" }.joined(separator: "; "),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Grammar.md's table of the discrete features' values, written from
    /// `Feature.table`: the values in order (`<` between them where they
    /// are ordered or compared "at least"), how they compare, the default,
    /// what the boolean context `(feature)` means, the CSS values no
    /// Apple platform reports, and the value an environment may hold that
    /// no test matches.
    static func featureValueTable() -> String {
        var lines = [
            "| feature | values | compared | default | `(feature)` alone | CSS values that never match | matches no test |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        func code(_ words: [String]) -> String { words.isEmpty ? "-" : words.map { "`\($0)`" }.joined(separator: ", ") }
        for descriptor in Feature.table where descriptor.type == .discrete {
            let compared: String
            let values: String
            switch descriptor.ordering {
            case .unordered:
                compared = "equal"
                values = code(descriptor.values)
            case .ordered:
                compared = "in order, with ranges"
                values = descriptor.values.map { "`\($0)`" }.joined(separator: " < ")
            case .atLeast:
                compared = "at least"
                values = descriptor.values.map { "`\($0)`" }.joined(separator: " < ")
            }
            let cells = [
                descriptor.name, values, compared, code(descriptor.defaultValue.map { [$0] } ?? []),
                descriptor.falseValue.map { "false at `\($0)`" } ?? "always true", code(descriptor.foreignValues),
                code(descriptor.unmatchedValue.map { [$0] } ?? []),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Grammar.md's table of other spellings of values (SwiftUI's names of
    /// the text sizes), written from `Feature.table`.
    static func featureValueSpellingTable() -> String {
        var lines = ["| feature | spelling | means |", "| --- | --- | --- |"]
        for descriptor in Feature.table {
            for alias in descriptor.valueAliases {
                lines.append("| \(descriptor.name) | `\(alias.name)` | `\(alias.value)` |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "Grammar.md's feature tables are the ones the feature table writes",
        arguments: [
            ("features", featureTable()), ("feature-values", featureValueTable()),
            ("feature-value-spellings", featureValueSpellingTable()),
        ])
    func featureTables(marker: String, expected: String) throws {
        let grammar = try #require(Self.grammar(), "Grammar.md is missing from the package root")
        let documented = try #require(
            Self.generatedSection(marker, in: grammar), "no <!-- \(marker):begin --> ... <!-- \(marker):end --> in Grammar.md")
        #expect(
            documented == expected,
            """
            Grammar.md's \(marker) table differs from Feature.table; replace it with:
            \(expected)
            """)
    }
}

@Suite("Diagnostic IDs")
struct DiagnosticIDTests {
    /// One enum in one file, its cases in the order of their printed form,
    /// so a new ID has one obvious place and a duplicate shows at once.
    @Test("DiagnosticID.swift lists its cases sorted by raw value")
    func casesAreSorted() throws {
        let url = GoldenPaths.packageRoot.appendingPathComponent("Sources/LayoutRulesBase/Diagnostics/DiagnosticID.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let written = text.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^\s+case \w+ = "([a-z0-9-]+)"/) else { return nil }
            return String(match.output.1)
        }
        #expect(written == DiagnosticID.allCases.map(\.rawValue))
        #expect(written == written.sorted())
        #expect(Set(written).count == written.count)
    }
}
