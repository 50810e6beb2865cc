// Golden files for the three diagnostic renderings of a few multi-error
// corpus files: the full text (no colour), JSON and GitHub annotations.
// A change to any message, position, note, fix-it or format shows up here
// as a diff. Record with `RECORD_GOLDEN=1 swift test --filter Golden`, then
// read every recorded file.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

@Suite("Golden diagnostics")
struct GoldenTests {
    /// The corpus files pinned here, each chosen for one thing to pin:
    /// - many-errors: independent errors of many kinds, notes, fix-its, a
    ///   tab-indented line, warnings among errors, a stray '}' at the end;
    /// - non-ascii-columns: byte columns after 👨‍👩‍👧‍👦 and CJK text, with the
    ///   caret under the right character on a terminal;
    /// - error-in-import: diagnostics in an imported file next to the
    ///   importer's own, sorted by file;
    /// - unterminated-block: a zero-length diagnostic at the end of the file;
    /// - operator-chain, too-many-conditions: two limits, with the
    ///   caret line cut to a window of a long line in the first;
    /// - hostile-input: diagnostics for hostile input: invisible
    ///   characters shown as U+FFFD, no forged line from an import path, a
    ///   name past maxNameBytes, device bounds, an overflowing constant, a
    ///   carriage return inside a line;
    /// - authoring-mistakes: a missing ';' reported after the value with a
    ///   fix-it inserting it, 'trait' with "did you mean 'traits'", 'and('
    ///   with a fix-it inserting the space.
    static let files = [
        "recovery/authoring-mistakes.layout",
        "recovery/many-errors.layout",
        "lexical/non-ascii-columns.layout",
        "imports/error-in-import.layout",
        "recovery/unterminated-block.layout",
        "recovery/operator-chain.layout",
        "recovery/too-many-conditions.layout",
        "recovery/hostile-input.layout",
    ]

    static func name(of file: String) -> String {
        String(file.split(separator: "/").last!.dropLast(".layout".count))
    }

    @Test("text rendering", arguments: files)
    func text(_ file: String) {
        let checked = Corpus.check(file)
        let output = TextDiagnosticRenderer(colored: false).render(checked.diagnostics, sources: checked.sources)
        #expect(!output.contains("\u{1B}"), "no escape codes without colour")
        assertGolden(output, named: "diagnostics/\(Self.name(of: file)).txt")
    }

    @Test("JSON rendering", arguments: files)
    func json(_ file: String) {
        let checked = Corpus.check(file)
        let output = JSONDiagnosticRenderer().render(checked.diagnostics, sources: checked.sources)
        assertGolden(output, named: "diagnostics/\(Self.name(of: file)).json")
    }

    @Test("GitHub rendering", arguments: files)
    func github(_ file: String) {
        let checked = Corpus.check(file)
        let output = GitHubDiagnosticRenderer().render(checked.diagnostics, sources: checked.sources)
        assertGolden(output, named: "diagnostics/\(Self.name(of: file)).github.txt")
    }

    @Test("every rendering is deterministic", arguments: files)
    func determinism(_ file: String) {
        func renderAll() -> [String] {
            let checked = Corpus.check(file)
            return [
                TextDiagnosticRenderer(colored: false).render(checked.diagnostics, sources: checked.sources),
                TextDiagnosticRenderer(colored: true).render(checked.diagnostics, sources: checked.sources),
                JSONDiagnosticRenderer().render(checked.diagnostics, sources: checked.sources),
                GitHubDiagnosticRenderer().render(checked.diagnostics, sources: checked.sources),
            ]
        }
        let first = renderAll()
        #expect(renderAll() == first)
        // Rendering the same result twice is identical too.
        let checked = Corpus.check(file)
        let renderer = JSONDiagnosticRenderer()
        #expect(
            renderer.render(checked.diagnostics, sources: checked.sources)
                == renderer.render(checked.diagnostics, sources: checked.sources))
    }

    @Test("colour only wraps the plain text in escape codes")
    func coloredTextMatchesPlainText() {
        let checked = Corpus.check("recovery/many-errors.layout")
        let plain = TextDiagnosticRenderer(colored: false).render(checked.diagnostics, sources: checked.sources)
        let colored = TextDiagnosticRenderer(colored: true).render(checked.diagnostics, sources: checked.sources)
        #expect(colored.contains("\u{1B}["))
        #expect(Self.strippingEscapes(colored) == plain)
    }

    @Test("the JSON position of every diagnostic is the text header's position")
    func renderersAgreeOnPositions() {
        // elm's lesson: one renderer once skipped the 0->1 conversion. Every
        // renderer goes through SourceFile.location(of:); check they agree.
        for file in Self.files {
            let checked = Corpus.check(file)
            for diagnostic in checked.diagnostics {
                let source = checked.sources[diagnostic.range.file]!
                let location = source.location(of: diagnostic.range.start)
                let header = "\(source.path):\(location.line):\(location.column): \(diagnostic.severity.rawValue): "
                let text = TextDiagnosticRenderer().render(diagnostic, sources: checked.sources)
                #expect(text.hasPrefix(header), "\(file): \(diagnostic.message)")
                let json = JSONDiagnosticRenderer().value(of: diagnostic, sources: checked.sources).serialized(indent: nil)
                #expect(json.contains("\"line\":\(location.line),\"column\":\(location.column),"), "\(file): \(json)")
                let github = GitHubDiagnosticRenderer().render(diagnostic, sources: checked.sources)
                #expect(github.contains(",line=\(location.line),col=\(location.column),"), "\(file): \(github)")
            }
        }
    }

    @Test("caret lines count terminal cells, header columns count bytes")
    func caretAlignment() {
        let checked = Corpus.check("lexical/non-ascii-columns.layout")
        let text = TextDiagnosticRenderer().render(checked.diagnostics, sources: checked.sources)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The family emoji is 25 bytes and one wide glyph (2 cells): after
        // "/* 👨‍👩‍👧‍👦 */ @media (" the column is 41 but the caret is 17 cells in.
        let header = lines.firstIndex { $0.contains(":41: error: unknown feature 'widht'") }
        #expect(header != nil, "\(text)")
        if let header {
            #expect(lines[header + 2] == String(repeating: " ", count: 17) + "^~~~~")
        }
    }

    static func strippingEscapes(_ text: String) -> String {
        var output = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
