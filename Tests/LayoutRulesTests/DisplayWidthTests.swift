// The caret under a diagnostic counts terminal cells, not bytes
// (`TextDiagnosticRenderer.displayWidth`): ASCII takes a fast path, the
// rest asks Unicode's properties. One table for both paths.

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
import Testing

struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), (" ", 1), ("\u{7}", 0), ("\u{7F}", 0), ("\r\n", 0), ("\u{0}", 0),
        ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("ß", 1),
        ("中", 2), ("한", 2), ("Ａ", 2), ("👍", 2), ("❤️", 2), ("1\u{FE0F}\u{20E3}", 2),
        ("👨‍👩‍👧‍👦", 2),
    ] as [(String, Int)])
    func cells(text: String, expected: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(TextDiagnosticRenderer.displayWidth(character) == expected)
    }
}

extension DisplayWidthTests {
    /// The byte-wise ASCII path and the character path agree.
    @Test(arguments: ["", "a\tb", "@media (width < 3) {", "x\r\ny\u{7}z\u{7F}", "\t\t  ", "é中👍\tx", "a\u{301}b"])
    func indentAndCellsAgreeWithCharacters(text: String) {
        let characterIndent = text.map { $0 == "\t" ? "\t" : String(repeating: " ", count: TextDiagnosticRenderer.displayWidth($0)) }
            .joined()
        #expect(TextDiagnosticRenderer.indent(under: text) == characterIndent)
        #expect(TextDiagnosticRenderer.cells(text) == text.reduce(0) { $0 + TextDiagnosticRenderer.displayWidth($1) })
    }
}

extension DisplayWidthTests {
    /// The fast paths agree with the property lookup on every character
    /// they cover.
    @Test func fastPathsAgreeWithProperties() {
        for value in Array(0x00...0x2FF) + [0xFFFD] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(
                TextDiagnosticRenderer.displayWidth(character) == TextDiagnosticRenderer.propertyWidth(character),
                "U+\(String(value, radix: 16, uppercase: true))")
        }
    }
}

extension DisplayWidthTests {
    /// The scalar-by-scalar path (taken when every scalar is ASCII, Latin
    /// or U+FFFD) and the character path agree on random text that mixes
    /// those scalars with ones that join characters: combining marks,
    /// joiners, variation selectors, emoji, Hangul jamo, regional
    /// indicators, CR LF.
    @Test func scalarPathAgreesWithCharacters() {
        let pieces: [String] = [
            "a", " ", "\t", "\r", "\n", "\u{7}", "\u{7F}", "\u{85}", "\u{AD}", "é", "ß", "ǅ", "\u{2B0}", "\u{2FF}",
            "\u{FFFD}", "©", "®", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{20E3}", "👍", "中", "\u{1100}", "\u{1161}",
            "\u{1F1E9}", "\u{1F1EA}", "\u{600}",
        ]
        var random = SplitMix64(seed: 7)
        for round in 0..<4_000 {
            let simpleOnly = round % 2 == 0
            let alphabet = simpleOnly ? Array(pieces.prefix(15)) : pieces
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
            let characterIndent = text.map { $0 == "\t" ? "\t" : String(repeating: " ", count: TextDiagnosticRenderer.propertyWidth($0)) }
                .joined()
            let characterCells = text.reduce(0) { $0 + TextDiagnosticRenderer.propertyWidth($1) }
            #expect(TextDiagnosticRenderer.indent(under: text) == characterIndent, "\(Array(text.unicodeScalars))")
            #expect(TextDiagnosticRenderer.cells(text) == characterCells, "\(Array(text.unicodeScalars))")
        }
    }
}

extension DisplayWidthTests {
    /// What comes from the input (messages quoting names and paths, the
    /// source line) shows control characters other than the tab, and bidi
    /// controls, as U+FFFD: one cell, so the caret stays under the range,
    /// and no line break or escape sequence of the input's own.
    @Test func inputCannotForgeLinesOrMoveTheCursor() {
        #expect(TextDiagnosticRenderer.visible("a\tb c") == "a\tb c")
        #expect(TextDiagnosticRenderer.visible("a\nb\rc\u{1B}[31md\u{0}e\u{7F}f\u{85}g") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}[31md\u{FFFD}e\u{FFFD}f\u{FFFD}g")
        #expect(TextDiagnosticRenderer.visible("x\u{202E}y\u{2066}z\u{200F}é中") == "x\u{FFFD}y\u{FFFD}z\u{FFFD}é中")

        let text = "@import \"evil\\A x.layout:9:9: error: fake\\A .layout\";\n@media (width > 1) {}\r@media (wdth > 1) {}\n"
        let compilation = Compiler.compile(text: text, path: "forged.layout")
        let rendered = TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("x.layout:9:9") }, "\(rendered)")
        #expect(!rendered.contains("\r"))
        // A carriage return ends a line, as in CSS: 'wdth' is on a line of
        // its own, and the CR is never printed.
        let source = "@media (wdth > 1) {}"
        let caretLine = String(repeating: " ", count: 8) + "^~~~"
        #expect(lines.contains { $0 == source } && lines.contains { $0 == caretLine }, "\(rendered)")
    }

    /// A long run of UTF-8 continuation bytes (each shows as U+FFFD) is
    /// windowed like any long line: following the run to its end printed
    /// the whole line under every diagnostic on it, quadratic in its length.
    @Test func continuationRunsAreWindowed() {
        let bytes = [UInt8](repeating: 0x80, count: 100_000)
        let file = SourceFile(path: "run.layout", bytes: bytes)
        let window = TextDiagnosticRenderer.window(file, line: 1, around: 50_000)
        #expect(window.end - window.start <= TextDiagnosticRenderer.maxShownBytes + 6)
        struct Bytes: SourceProvider {
            let bytes: [UInt8]
            func contents(ofFile path: String) -> [UInt8]? { bytes }
        }
        let compilation = Compiler.compile(path: "run.layout", provider: Bytes(bytes: bytes))
        #expect(compilation.diagnostics.count > 1000, "one invalid-utf8 per byte, capped")
        let rendered = TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        #expect(rendered.utf8.count < 2_000_000, "\(rendered.utf8.count) bytes")
    }
}

extension DisplayWidthTests {
    /// GitHub workflow commands: a CR LF in an import path ("\r\n" is one
    /// Character in Swift) is escaped like a lone CR or LF, so the input
    /// cannot start an annotation of its own.
    @Test func gitHubOutputCannotBeForged() {
        let text = "@import \"x\\D \\A ::error file=Forged.swift,line=1::pwned\\D \\A .layout\";\n"
        let compilation = Compiler.compile(text: text, path: "g.layout")
        let rendered = GitHubDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == compilation.diagnostics.count, "\(rendered)")
        #expect(!lines.contains { $0.hasPrefix("::error file=Forged") })
        #expect(!rendered.contains("\r"))
    }

    /// A JSON device file's diagnostics are capped as a rule file's are.
    @Test func deviceFileDiagnosticsAreCapped() {
        let text = #"[{"name": "a", "idiom": "pad", "width": 1, "height": 2, "scale": 1"# + String(repeating: #", "": 0"#, count: 3_000) + "}]"
        let result = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json")
        #expect(result.diagnostics.count == 1_002)
        #expect(result.diagnostics.last?.message.hasPrefix("more than 1000 diagnostics in this file") == true)
    }
}

extension DisplayWidthTests {
    /// Names cannot hold invisible characters, strings print them escaped,
    /// device names and import paths refuse them: none reaches eval, tree,
    /// explain or matrix output raw.
    @Test func invisibleCharactersNeverReachOutput() {
        let names = Compiler.compile(text: "traits { a\u{9B}2J\u{85}b\u{202E}evil\u{2028}x: v\u{9B}31m; }\n", path: "c.layout")
        #expect(names.diagnostics.map(\.message) == [
            "invisible character U+009B in a name", "invisible character U+0085 in a name",
            "invisible character U+202E in a name", "invisible character U+2028 in a name",
            "invisible character U+009B in a name",
        ])
        #expect(TraitValueData.string("a\u{202E}b\u{2066}c\u{85}").description == #""a\202E b\2066 c\85 ""#)
        let device = Compiler.compile(text: "@device \"Kiosk\\202E x\" { idiom: tv; width: 1920; height: 1080; scale: 1; }\n")
        #expect(device.diagnostics.map(\.message) == ["a device name cannot contain control characters"])
        let path = Compiler.compile(text: "@import \"x\\A FAKE\\1B [31m.layout\";\n")
        #expect(path.diagnostics.map(\.message) == ["an import path cannot hold control or bidi characters"])
    }
}
