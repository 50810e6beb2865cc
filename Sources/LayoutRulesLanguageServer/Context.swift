import LayoutRulesSyntax

/// Where in the language a byte offset is, read from the tokens before it:
/// what completion offers and what a hover explains depend on it.
package struct CursorContext: Sendable, Equatable {
    /// The block the cursor is in.
    package enum Block: Sendable, Equatable {
        case top, media, traits, layout, region, device, unknown
    }

    /// The innermost block.
    package var block: Block = .top
    /// The tokens of the statement so far, before the word being typed.
    package var statement: [Token] = []
    /// The word being typed (an identifier, at-keyword or string that
    /// contains the cursor or ends at it); it is what a completion replaces.
    package var word: Token?
    /// Open parentheses in the statement.
    package var parenDepth = 0
    /// Within the innermost open parenthesis: the tokens after it.
    package var inParens: [Token] = []

    /// Reads the context at `offset`.
    package static func at(_ offset: Int, in analysis: Analysis) -> CursorContext {
        var context = CursorContext()
        var blocks: [Block] = []
        var statementStart: String?
        var parenStarts: [Int] = []
        for token in analysis.tokens {
            if token.kind == .endOfFile || Int(token.start) >= offset { break }
            if Int(token.end) >= offset, [.identifier, .atKeyword, .string, .dimension, .number].contains(token.kind) {
                context.word = token
                break
            }
            switch token.kind {
            case .leftBrace:
                let kind: Block
                switch statementStart?.lowercased() {
                case "@media": kind = .media
                case "traits": kind = .traits
                case "layout": kind = .layout
                case "@device": kind = .device
                case _ where blocks.last == .layout || blocks.last == .region: kind = .region
                default: kind = .unknown
                }
                blocks.append(kind)
                context.statement = []
                statementStart = nil
                parenStarts = []
            case .rightBrace:
                _ = blocks.popLast()
                context.statement = []
                statementStart = nil
                parenStarts = []
            case .semicolon:
                context.statement = []
                statementStart = nil
                parenStarts = []
            default:
                if context.statement.isEmpty { statementStart = analysis.text(of: token) }
                if token.kind == .leftParen { parenStarts.append(context.statement.count) }
                if token.kind == .rightParen { _ = parenStarts.popLast() }
                context.statement.append(token)
            }
        }
        context.block = blocks.last ?? .top
        context.parenDepth = parenStarts.count
        if let open = parenStarts.last { context.inParens = Array(context.statement[(open + 1)...]) }
        return context
    }
}
