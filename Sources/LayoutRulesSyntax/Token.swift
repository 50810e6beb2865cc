import LayoutRulesBase

/// The kinds of token the lexer produces, modelled on CSS Syntax Level 3
/// with the few extras the layout language needs.
package enum TokenKind: UInt8, Sendable, Hashable, CustomStringConvertible {
    case identifier      // width, min-width, --tablet, landscape
    case atKeyword       // @media, @custom-media, @import
    case number          // 400, 1.5
    case dimension       // 400pt, 2x, 90deg
    case percentage      // 50%
    case string          // "apple", 'shared.layout'
    case colon, semicolon, comma, dot
    case leftParen, rightParen, leftBrace, rightBrace
    case less, lessEqual, greater, greaterEqual, equal
    case slash, plus, minus, star
    /// A byte the language has no use for; the lexer has already reported it.
    case unknown
    case endOfFile

    /// How diagnostics name the token kind: `expected ')'`.
    package var description: String {
        switch self {
        case .identifier: "identifier"
        case .atKeyword: "at-keyword"
        case .number: "number"
        case .dimension: "number with unit"
        case .percentage: "percentage"
        case .string: "string"
        case .colon: "':'"
        case .semicolon: "';'"
        case .comma: "','"
        case .dot: "'.'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .less: "'<'"
        case .lessEqual: "'<='"
        case .greater: "'>'"
        case .greaterEqual: "'>='"
        case .equal: "'='"
        case .slash: "'/'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .unknown: "unexpected character"
        case .endOfFile: "end of file"
        }
    }
}

/// One token: its kind and where it is. Its text is read back from the
/// source, so tokens stay small and allocation-free.
package struct Token: Sendable, Hashable {
    package var kind: TokenKind
    package var start: UInt32
    package var end: UInt32
    /// For `.dimension`, where the unit starts; for `.percentage`, where `%` is.
    package var unitStart: UInt32
    /// True when the lexer already reported a problem inside this token
    /// (an unterminated string, a stray byte), so the parser stays quiet.
    package var isMalformed: Bool

    package init(kind: TokenKind, start: UInt32, end: UInt32, unitStart: UInt32 = 0, isMalformed: Bool = false) {
        self.kind = kind
        self.start = start
        self.end = end
        self.unitStart = unitStart
        self.isMalformed = isMalformed
    }
}

/// A comment, kept beside the AST so a formatter can put it back.
package struct Comment: Sendable, Hashable {
    package enum Style: Sendable, Hashable { case line, block }
    package var style: Style
    package var range: SourceRange
}
