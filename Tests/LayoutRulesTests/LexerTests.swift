// Table-driven lexer tests: input -> [(kind, text)], comments kept aside,
// and lexer diagnostics with their positions written as 1️⃣ markers.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSyntax

/// Lexes `bytes` and returns every token but the final end-of-file, after
/// checking that end-of-file is there, last, and zero-length at the end.
private func lex(_ bytes: [UInt8], limits: Limits = Limits(), sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> (tokens: [Token], comments: [LayoutRulesSyntax.Comment], diagnostics: [Diagnostic], source: SourceFile)
{
    let source = SourceFile(path: "test.layout", bytes: bytes)
    var diagnostics: [Diagnostic] = []
    let (tokens, comments) = Lexer.tokenize(source, file: FileID(0), limits: limits, diagnostics: &diagnostics)
    let end = UInt32(bytes.count)
    #expect(tokens.last == Token(kind: .endOfFile, start: end, end: end), sourceLocation: sourceLocation)
    #expect(tokens.dropLast().allSatisfy { $0.kind != .endOfFile }, sourceLocation: sourceLocation)
    return (Array(tokens.dropLast()), comments, diagnostics, source)
}

private func kindsAndTexts(_ tokens: [Token], _ source: SourceFile) -> [String] {
    tokens.map { "\($0.kind) \(source.text(of: SourceRange(file: FileID(0), start: $0.start, end: $0.end)))" }
}

private func kindsAndTexts(_ expected: [(TokenKind, String)]) -> [String] {
    expected.map { "\($0.0) \($0.1)" }
}

struct LexCase: Sendable, CustomTestStringConvertible {
    let input: String
    let tokens: [(TokenKind, String)]
    let comments: [(LayoutRulesSyntax.Comment.Style, String)]
    let sourceLocation: Testing.SourceLocation

    init(
        _ input: String, _ tokens: [(TokenKind, String)], comments: [(LayoutRulesSyntax.Comment.Style, String)] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.input = input
        self.tokens = tokens
        self.comments = comments
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { input.debugDescription }
}

private let lexCases: [LexCase] = [
    // Identifiers, CSS-style: letters, digits, '-', '_' and any non-ASCII character.
    LexCase("width", [(.identifier, "width")]),
    LexCase("min-width", [(.identifier, "min-width")]),
    LexCase("--tablet", [(.identifier, "--tablet")]),
    LexCase("--", [(.identifier, "--")]),
    LexCase("-webkit-thing", [(.identifier, "-webkit-thing")]),
    LexCase("_private x2 a1b", [(.identifier, "_private"), (.identifier, "x2"), (.identifier, "a1b")]),
    LexCase("portrait-upside-down", [(.identifier, "portrait-upside-down")]),
    LexCase("größe café", [(.identifier, "größe"), (.identifier, "café")]),
    LexCase("日本語 -é", [(.identifier, "日本語"), (.identifier, "-é")]),
    LexCase("👨‍👩‍👧‍👦", [(.identifier, "👨‍👩‍👧‍👦")]),
    LexCase("safe-area-inset-top", [(.identifier, "safe-area-inset-top")]),
    // A '-' that does not start an identifier is a minus sign.
    LexCase("-", [(.minus, "-")]),
    LexCase("-1", [(.minus, "-"), (.number, "1")]),
    LexCase("- -a", [(.minus, "-"), (.identifier, "-a")]),
    LexCase("a-1", [(.identifier, "a-1")]),
    LexCase("a -1", [(.identifier, "a"), (.minus, "-"), (.number, "1")]),

    // Numbers.
    LexCase("400", [(.number, "400")]),
    LexCase("007", [(.number, "007")]),
    LexCase("1.5", [(.number, "1.5")]),
    LexCase(".5", [(.number, ".5")]),
    LexCase("1e3", [(.number, "1e3")]),
    LexCase("1E3", [(.number, "1E3")]),
    LexCase("1e+3 1e-3 1.5e2", [(.number, "1e+3"), (.number, "1e-3"), (.number, "1.5e2")]),
    LexCase("1.", [(.number, "1"), (.dot, ".")]),
    LexCase("1.2.3", [(.number, "1.2"), (.number, ".3")]),
    LexCase("16/9", [(.number, "16"), (.slash, "/"), (.number, "9")]),
    LexCase("+5", [(.plus, "+"), (.number, "5")]),

    // Dimensions: a number directly followed by an identifier.
    LexCase("400pt", [(.dimension, "400pt")]),
    LexCase("400px 400PT", [(.dimension, "400px"), (.dimension, "400PT")]),
    LexCase("2x", [(.dimension, "2x")]),
    LexCase("1.5x .5pt", [(.dimension, "1.5x"), (.dimension, ".5pt")]),
    LexCase("90deg", [(.dimension, "90deg")]),
    LexCase("2em", [(.dimension, "2em")]),  // 'e' without digits after it is a unit, not an exponent
    LexCase("1e", [(.dimension, "1e")]),
    LexCase("1e3px", [(.dimension, "1e3px")]),
    LexCase("1e+px", [(.dimension, "1e"), (.plus, "+"), (.identifier, "px")]),
    LexCase("400 pt", [(.number, "400"), (.identifier, "pt")]),
    LexCase("3--x", [(.dimension, "3--x")]),

    // Percentages.
    LexCase("50%", [(.percentage, "50%")]),
    LexCase("12.5% 1e2%", [(.percentage, "12.5%"), (.percentage, "1e2%")]),
    LexCase("100%-8", [(.percentage, "100%"), (.minus, "-"), (.number, "8")]),

    // Strings with both quotes and escapes; the token keeps the raw text.
    LexCase(#""apple""#, [(.string, #""apple""#)]),
    LexCase("'shared.layout'", [(.string, "'shared.layout'")]),
    LexCase(#""""#, [(.string, #""""#)]),
    LexCase(#""it's" 'say "hi"'"#, [(.string, #""it's""#), (.string, #"'say "hi"'"#)]),
    LexCase(#""a\"b" 'a\'b'"#, [(.string, #""a\"b""#), (.string, #"'a\'b'"#)]),
    LexCase(#""a\\" b"#, [(.string, #""a\\""#), (.identifier, "b")]),
    LexCase(#""\41 B""#, [(.string, #""\41 B""#)]),
    LexCase(#""café → ✓""#, [(.string, #""café → ✓""#)]),
    LexCase(#""\é" x"#, [(.string, #""\é""#), (.identifier, "x")]),  // an escaped multi-byte character
    LexCase(#""a//b /* c */""#, [(.string, #""a//b /* c */""#)]),

    // Punctuation.
    LexCase(":;,.", [(.colon, ":"), (.semicolon, ";"), (.comma, ","), (.dot, ".")]),
    LexCase("(){}", [(.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}")]),
    LexCase("/+-*", [(.slash, "/"), (.plus, "+"), (.minus, "-"), (.star, "*")]),
    LexCase("< > =", [(.less, "<"), (.greater, ">"), (.equal, "=")]),
    LexCase("<=", [(.lessEqual, "<=")]),
    LexCase("< =", [(.less, "<"), (.equal, "=")]),
    LexCase(">=", [(.greaterEqual, ">=")]),
    LexCase("> =", [(.greater, ">"), (.equal, "=")]),
    LexCase("<<=>>==", [(.less, "<"), (.lessEqual, "<="), (.greater, ">"), (.greaterEqual, ">="), (.equal, "=")]),
    LexCase("=<", [(.equal, "="), (.less, "<")]),
    LexCase("a.b.c", [(.identifier, "a"), (.dot, "."), (.identifier, "b"), (.dot, "."), (.identifier, "c")]),
    LexCase("a/b", [(.identifier, "a"), (.slash, "/"), (.identifier, "b")]),
    LexCase("/ *", [(.slash, "/"), (.star, "*")]),

    // At-keywords.
    LexCase("@media", [(.atKeyword, "@media")]),
    LexCase("@custom-media", [(.atKeyword, "@custom-media")]),
    LexCase("@import @require", [(.atKeyword, "@import"), (.atKeyword, "@require")]),
    LexCase("@MEDIA @meda", [(.atKeyword, "@MEDIA"), (.atKeyword, "@meda")]),
    LexCase("@media(", [(.atKeyword, "@media"), (.leftParen, "(")]),
    LexCase("@--x", [(.atKeyword, "@--x")]),

    // Comments are not tokens; they are kept with their positions.
    LexCase("/* a */ width // b", [(.identifier, "width")], comments: [(.block, "/* a */"), (.line, "// b")]),
    LexCase("a/**/b", [(.identifier, "a"), (.identifier, "b")], comments: [(.block, "/**/")]),
    LexCase("/* multi\nline */x", [(.identifier, "x")], comments: [(.block, "/* multi\nline */")]),
    LexCase("/*/ x */", [], comments: [(.block, "/*/ x */")]),
    LexCase("/* a /* b */ c", [(.identifier, "c")], comments: [(.block, "/* a /* b */")]),
    LexCase("// only a comment", [], comments: [(.line, "// only a comment")]),
    LexCase("a // x\nb", [(.identifier, "a"), (.identifier, "b")], comments: [(.line, "// x")]),
    LexCase("a // x\r\nb", [(.identifier, "a"), (.identifier, "b")], comments: [(.line, "// x")]),
    LexCase("//", [], comments: [(.line, "//")]),
    LexCase("1//2", [(.number, "1")], comments: [(.line, "//2")]),

    // Whitespace: space, tab, LF, CR, form feed.
    LexCase(" \t\r\n\u{0C}a \n", [(.identifier, "a")]),
    LexCase("", []),

    // Whole lines.
    LexCase(
        "@media (width >= 400pt) and (orientation: landscape) {",
        [
            (.atKeyword, "@media"), (.leftParen, "("), (.identifier, "width"), (.greaterEqual, ">="),
            (.dimension, "400pt"), (.rightParen, ")"), (.identifier, "and"), (.leftParen, "("),
            (.identifier, "orientation"), (.colon, ":"), (.identifier, "landscape"), (.rightParen, ")"),
            (.leftBrace, "{"),
        ]),
    LexCase(
        "(400<=width<800)",
        [
            (.leftParen, "("), (.number, "400"), (.lessEqual, "<="), (.identifier, "width"), (.less, "<"),
            (.number, "800"), (.rightParen, ")"),
        ]),
    LexCase(
        "left: min(sidebar.right, 100% - 8pt);",
        [
            (.identifier, "left"), (.colon, ":"), (.identifier, "min"), (.leftParen, "("), (.identifier, "sidebar"),
            (.dot, "."), (.identifier, "right"), (.comma, ","), (.percentage, "100%"), (.minus, "-"),
            (.dimension, "8pt"), (.rightParen, ")"), (.semicolon, ";"),
        ]),
]






// MARK: - Errors

struct LexErrorCase: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let diagnostics: [DiagnosticSpec]
    let tokens: [(TokenKind, String)]
    let sourceLocation: Testing.SourceLocation

    init(
        _ source: String, _ diagnostics: [DiagnosticSpec], tokens: [(TokenKind, String)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.source = MarkedSource(source)
        self.diagnostics = diagnostics
        self.tokens = tokens
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source.original.debugDescription }
}

private let unterminatedStringNote = "a string must end with its opening quote on the same line"

private let lexErrorCases: [LexErrorCase] = [
    // Unterminated strings stop at the end of the line or file.
    LexErrorCase(
        #"1️⃣"abc2️⃣"#,
        [.init("unterminated-string", "unterminated string", at: "1️⃣", to: "2️⃣", notes: [unterminatedStringNote])],
        tokens: [(.string, #""abc"#)]),
    LexErrorCase(
        "x 1️⃣'abc2️⃣\nwidth",
        [.init("unterminated-string", "unterminated string", at: "1️⃣", to: "2️⃣")],
        tokens: [(.identifier, "x"), (.string, "'abc"), (.identifier, "width")]),
    LexErrorCase(
        #"1️⃣"a\"2️⃣"#,
        [.init("unterminated-string", at: "1️⃣", to: "2️⃣")],
        tokens: [(.string, #""a\""#)]),
    LexErrorCase(
        "1️⃣\"a\\2️⃣\nb",
        [.init("unterminated-string", at: "1️⃣", to: "2️⃣")],
        tokens: [(.string, "\"a\\"), (.identifier, "b")]),
    // Unterminated comment: the range is the opening '/*'.
    LexErrorCase(
        "a 1️⃣/*2️⃣ never closed",
        [
            .init(
                "unterminated-comment", "unterminated comment", at: "1️⃣", to: "2️⃣",
                notes: ["a '/*' comment must end with '*/'"])
        ],
        tokens: [(.identifier, "a")]),
    LexErrorCase("1️⃣/*2️⃣*", [.init("unterminated-comment", at: "1️⃣", to: "2️⃣")], tokens: []),
    // Invalid UTF-8, one diagnostic per byte that cannot start or continue a character.
    LexErrorCase(
        "a 1️⃣«FF»2️⃣ b",
        [.init("invalid-utf8", "invalid UTF-8 byte 0xFF", at: "1️⃣", to: "2️⃣")],
        tokens: [(.identifier, "a"), (.unknown, "\u{FFFD}"), (.identifier, "b")]),
    LexErrorCase(
        "1️⃣«C0»2️⃣«80»3️⃣",
        [
            .init("invalid-utf8", "invalid UTF-8 byte 0xC0", at: "1️⃣", to: "2️⃣"),
            .init("invalid-utf8", "invalid UTF-8 byte 0x80", at: "2️⃣", to: "3️⃣"),
        ],
        tokens: [(.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}")]),
    // A truncated character is one mistake: one diagnostic over its bytes
    // (the Unicode "maximal subpart", which a decoder shows as one U+FFFD).
    LexErrorCase(
        "(1️⃣«E2»«82»2️⃣)",
        [.init("invalid-utf8", "invalid UTF-8 byte 0xE2", at: "1️⃣", to: "2️⃣")],
        tokens: [(.leftParen, "("), (.unknown, "\u{FFFD}"), (.rightParen, ")")]),
    LexErrorCase(
        "x1️⃣«E2»«82»2️⃣",  // truncated at the end of the file
        [.init("invalid-utf8", "invalid UTF-8 byte 0xE2", at: "1️⃣", to: "2️⃣")],
        tokens: [(.identifier, "x"), (.unknown, "\u{FFFD}")]),
    LexErrorCase(
        "1️⃣«ED»2️⃣«A0»3️⃣«80»",  // a UTF-16 surrogate encoded in UTF-8
        [
            .init("invalid-utf8", "invalid UTF-8 byte 0xED", at: "1️⃣"), .init("invalid-utf8", "invalid UTF-8 byte 0xA0", at: "2️⃣"),
            .init("invalid-utf8", "invalid UTF-8 byte 0x80", at: "3️⃣"),
        ],
        tokens: [(.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}")]),
    LexErrorCase(
        "1️⃣«F4»2️⃣«90»3️⃣«80»4️⃣«80»",  // past U+10FFFF
        [
            .init("invalid-utf8", "invalid UTF-8 byte 0xF4", at: "1️⃣"), .init("invalid-utf8", at: "2️⃣"),
            .init("invalid-utf8", at: "3️⃣"), .init("invalid-utf8", at: "4️⃣"),
        ],
        tokens: [(.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}")]),
    LexErrorCase(
        "1️⃣«F0»«9F»«98»2️⃣ x",  // a four-byte character cut short
        [.init("invalid-utf8", "invalid UTF-8 byte 0xF0", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "\u{FFFD}"), (.identifier, "x")]),
    LexErrorCase(
        "\"1️⃣«E2»«82»2️⃣\"",
        [.init("invalid-utf8", "invalid UTF-8 byte 0xE2", at: "1️⃣", to: "2️⃣")],
        tokens: [(.string, "\"\u{FFFD}\"")]),
    // Inside a string, the string goes on and is marked malformed.
    LexErrorCase(
        "\"a1️⃣«FF»2️⃣b\"",
        [.init("invalid-utf8", "invalid UTF-8 byte 0xFF", at: "1️⃣", to: "2️⃣")],
        tokens: [(.string, "\"a\u{FFFD}b\"")]),
    LexErrorCase(
        #""a\1️⃣«FF»2️⃣b""#,  // after a backslash too
        [.init("invalid-utf8", "invalid UTF-8 byte 0xFF", at: "1️⃣", to: "2️⃣")],
        tokens: [(.string, "\"a\\\u{FFFD}b\"")]),
    // In an identifier, the identifier ends at the bad byte.
    LexErrorCase(
        "wid1️⃣«FF»th",
        [.init("invalid-utf8", at: "1️⃣")],
        tokens: [(.identifier, "wid"), (.unknown, "\u{FFFD}"), (.identifier, "th")]),
    // Stray characters.
    LexErrorCase(
        "1️⃣#2️⃣header",
        [.init("unexpected-character", "unexpected character '#'", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "#"), (.identifier, "header")]),
    LexErrorCase(
        "a 1️⃣!2️⃣important",
        [.init("unexpected-character", "unexpected character '!'", at: "1️⃣", to: "2️⃣")],
        tokens: [(.identifier, "a"), (.unknown, "!"), (.identifier, "important")]),
    LexErrorCase(
        "1️⃣%2️⃣ 3️⃣&4️⃣ 5️⃣\\6️⃣",
        [
            .init("unexpected-character", "unexpected character '%'", at: "1️⃣", to: "2️⃣"),
            .init("unexpected-character", "unexpected character '&'", at: "3️⃣", to: "4️⃣"),
            .init("unexpected-character", "unexpected character '\\'", at: "5️⃣", to: "6️⃣"),
        ],
        tokens: [(.unknown, "%"), (.unknown, "&"), (.unknown, "\\")]),
    LexErrorCase(
        "1️⃣«07»2️⃣",
        [.init("unexpected-character", "unexpected character 'U+0007'", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "\u{07}")]),
    LexErrorCase(
        "1️⃣«00»2️⃣",
        [.init("unexpected-character", "unexpected character 'U+0000'", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "\u{00}")]),
    // '@' alone, or before something that cannot start a name.
    LexErrorCase(
        "1️⃣@2️⃣ media",
        [.init("expected-at-keyword-name", "expected a name after '@'", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "@"), (.identifier, "media")]),
    LexErrorCase(
        "1️⃣@2️⃣",
        [.init("expected-at-keyword-name", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "@")]),
    LexErrorCase(
        "1️⃣@2️⃣1",
        [.init("expected-at-keyword-name", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "@"), (.number, "1")]),
    LexErrorCase(
        "1️⃣@2️⃣-1",
        [.init("expected-at-keyword-name", at: "1️⃣", to: "2️⃣")],
        tokens: [(.unknown, "@"), (.minus, "-"), (.number, "1")]),
    // Several problems on one line are all reported, in order.
    LexErrorCase(
        "1️⃣# (width) 2️⃣! 3️⃣\"x",
        [
            .init("unexpected-character", at: "1️⃣"), .init("unexpected-character", at: "2️⃣"),
            .init("unterminated-string", at: "3️⃣"),
        ],
        tokens: [(.unknown, "#"), (.leftParen, "("), (.identifier, "width"), (.rightParen, ")"), (.unknown, "!"), (.string, "\"x")]),
]

@Suite struct LexerTests {
    @Test(arguments: lexCases)
    func lexes(_ c: LexCase) {
        let result = lex(Array(c.input.utf8), sourceLocation: c.sourceLocation)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: c.sourceLocation)
        #expect(kindsAndTexts(result.tokens, result.source) == kindsAndTexts(c.tokens), sourceLocation: c.sourceLocation)
        #expect(result.tokens.allSatisfy { !$0.isMalformed }, sourceLocation: c.sourceLocation)
        let comments = result.comments.map { "\($0.style) \(result.source.text(of: $0.range))" }
        #expect(comments == c.comments.map { "\($0.0) \($0.1)" }, sourceLocation: c.sourceLocation)
    }

    @Test func everyTokenKindIsCoveredByTheTable() {
        var seen = Set<TokenKind>()
        for c in lexCases { for (kind, _) in c.tokens { seen.insert(kind) } }
        // .unknown is covered by the error table; .endOfFile ends every case.
        let all: [TokenKind] = [
            .identifier, .atKeyword, .number, .dimension, .percentage, .string, .colon, .semicolon, .comma, .dot,
            .leftParen, .rightParen, .leftBrace, .rightBrace, .less, .lessEqual, .greater, .greaterEqual, .equal,
            .slash, .plus, .minus, .star,
        ]
        #expect(all.filter { !seen.contains($0) } == [])
    }

    /// `unitStart` is where a dimension's unit (or a percentage's `%`) begins.
    @Test(arguments: [("400pt", 3), ("1.5x", 3), (".5deg", 2), ("1e3px", 3), ("50%", 2), ("12.5%", 4)])
    func unitStart(_ input: String, _ offset: UInt32) {
        let result = lex(Array(input.utf8))
        #expect(result.tokens.count == 1)
        #expect(result.tokens.first?.unitStart == offset)
    }

    @Test func tokenPositionsAreByteOffsets() {
        let marked = MarkedSource("1️⃣größe2️⃣ 3️⃣>=4️⃣ 5️⃣\"é\"6️⃣")
        let result = lex(marked.bytes)
        let ranges = result.tokens.map { [$0.start, $0.end] }
        let expected = [["1️⃣", "2️⃣"], ["3️⃣", "4️⃣"], ["5️⃣", "6️⃣"]].map { $0.map { marked.offset($0) } }
        #expect(ranges == expected)
    }

    /// CSS ends lines at LF, CRLF and a CR alone: a `//` comment or a
    /// string stops at each, and `SourceFile` counts lines the same way,
    /// so a token after a CR-ended line is on the next line.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEnds(_ end: String) {
        let text = "// note\(end)@media (width) {}\(end)\"open\(end)x"
        let result = lex(Array(text.utf8))
        #expect(result.comments.map { result.source.text(of: $0.range) } == ["// note"])
        let expected: [(TokenKind, String)] = [
            (.atKeyword, "@media"), (.leftParen, "("), (.identifier, "width"), (.rightParen, ")"), (.leftBrace, "{"),
            (.rightBrace, "}"), (.string, "\"open"), (.identifier, "x"),
        ]
        #expect(kindsAndTexts(result.tokens, result.source) == kindsAndTexts(expected))
        #expect(result.diagnostics.map(\.id.rawValue) == ["unterminated-string"])
        let x = result.tokens.last!
        #expect(result.source.location(of: result.tokens[0].start) == LayoutRulesBase.SourceLocation(line: 2, column: 1))
        #expect(result.source.location(of: x.start) == LayoutRulesBase.SourceLocation(line: 4, column: 1))
        #expect(result.source.lineText(2) == "@media (width) {}")
    }

    @Test func byteOrderMarkIsSkipped() {
        let result = lex([0xEF, 0xBB, 0xBF] + Array("@media".utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(kindsAndTexts(result.tokens, result.source) == ["at-keyword @media"])
        #expect(result.tokens.first?.start == 3)
    }

    @Test(arguments: lexErrorCases)
    func lexerDiagnostics(_ c: LexErrorCase) {
        let result = lex(c.source.bytes, sourceLocation: c.sourceLocation)
        expectDiagnostics(result.diagnostics, c.diagnostics, in: c.source, sourceLocation: c.sourceLocation)
        #expect(kindsAndTexts(result.tokens, result.source) == kindsAndTexts(c.tokens), sourceLocation: c.sourceLocation)
        // Tokens with a reported problem are marked, so the parser stays quiet about them.
        for token in result.tokens where token.kind == .unknown {
            #expect(token.isMalformed, sourceLocation: c.sourceLocation)
        }
    }

    @Test func malformedFlagOnStrings() {
        let good = lex(Array(#""ok" "bad"#.utf8))
        #expect(good.tokens.map(\.isMalformed) == [false, true])
    }

    @Test func tooManyTokensStopsWithADiagnostic() {
        var limits = Limits()
        limits.maxTokens = 3
        let marked = MarkedSource("a b c 1️⃣d e f")
        let result = lex(marked.bytes, limits: limits)
        #expect(result.tokens.count == 3)
        expectDiagnostics(result.diagnostics, [.init("too-many-tokens", at: "1️⃣")], in: marked)
    }

    /// Every single byte, alone and between letters, lexes without trapping,
    /// and tokens tile the input in order without overlapping.
    @Test func everySingleByte() {
        for byte in 0...255 {
            for bytes in [[UInt8(byte)], Array("a".utf8) + [UInt8(byte)] + Array("b".utf8)] {
                let result = lex(bytes)
                var last: UInt32 = 0
                for token in result.tokens {
                    #expect(token.start >= last && token.end > token.start && Int(token.end) <= bytes.count, "byte \(byte)")
                    last = token.end
                }
                #expect(rangeProblems(result.diagnostics, fileSize: bytes.count) == [], "byte \(byte)")
            }
        }
    }
}
