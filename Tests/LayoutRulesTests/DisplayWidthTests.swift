// The caret under a diagnostic counts terminal cells, not bytes
// (`TextDiagnosticRenderer.displayWidth`): ASCII takes a fast path, the
// rest asks Unicode's properties. One table for both paths.

@testable import LayoutRules
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
