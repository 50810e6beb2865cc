import LayoutRulesBase

/// A hand-written recursive-descent parser for `.layout` files. Each
/// `parseX` function is named after the Grammar.md production it reads,
/// quoted in its doc comment.
///
/// References: https://www.w3.org/TR/mediaqueries-4/#mq-syntax and
/// https://www.w3.org/TR/mediaqueries-5/#custom-mq
///
/// The parser never prints and never traps. After an error it enters panic
/// mode (further errors are dropped) until it resynchronises at `;`, `}`,
/// the next `@`, the next `,` of a query list, or a query list's `{`, so
/// each independent mistake is reported exactly once.
package struct Parser {
    let source: SourceFile
    let file: FileID
    let limits: Limits
    var tokens: [Token]
    var index = 0
    var depth = 0
    var panicking = false
    var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// Names kept in this file's `@require` rules; past
    /// `limits.maxListItems` they are counted instead, and where the
    /// first of those is. (A `@device` declaration's values are reported
    /// where they end.)
    var requiredNames = 0
    var droppedRequiredNames = 0
    var firstDroppedRequiredName: SourceRange?
    /// The depth limit is reported once per file: the constructs around
    /// the first report would otherwise hit it again.
    var reportedNestingLimit = false
    /// Where the last reported error starts: an error at or before it is a
    /// cascade of that one (two unclosed blocks at the end of the file, a
    /// rule resynchronised at the very token that was reported).
    var lastErrorStart: UInt32?

    /// Parses one file. Every problem is appended to `diagnostics`; the
    /// returned tree holds everything that could be read.
    ///
    ///     var diagnostics: [Diagnostic] = []
    ///     let file = SourceFile(path: "App.layout", text: "@media (width >= 600) { traits { columns: 2; } }")
    ///     let ast = Parser.parse(file, file: FileID(0), diagnostics: &diagnostics)
    package static func parse(
        _ source: SourceFile, file: FileID, limits: Limits = Limits(), diagnostics: inout [Diagnostic]
    ) -> RuleFile {
        let limits = limits.clamped
        if source.bytes.count > limits.maxFileBytes {
            let start = SourceRange(file: file, start: 0, end: 0)
            diagnostics.append(.fileTooLarge(source.bytes.count, limit: limits.maxFileBytes, at: start))
            return RuleFile(file: file, statements: [], comments: [])
        }
        var lexed: [Diagnostic] = []
        let (tokens, comments) = Lexer.tokenize(source, file: file, limits: limits, diagnostics: &lexed)
        var parser = Parser(source: source, file: file, limits: limits, tokens: tokens)
        parser.errorCount = lexed.count
        let statements = parser.parseRuleFile()
        if let first = parser.firstDroppedRequiredName {
            parser.diagnostics.append(
                .tooManyRequiredTraits(limits.maxListItems, more: parser.droppedRequiredNames, at: first))
        }
        var all = lexed + parser.diagnostics
        if all.count > limits.maxDiagnosticsPerFile {
            all = Array(Diagnostic.sorted(all).prefix(limits.maxDiagnosticsPerFile))
            let last = all.last?.range ?? SourceRange(file: file, start: 0, end: 0)
            all.append(.tooManyErrors(limits.maxDiagnosticsPerFile, at: last))
        }
        diagnostics += all
        return RuleFile(file: file, statements: statements, comments: comments)
    }

    init(source: SourceFile, file: FileID, limits: Limits, tokens: [Token]) {
        self.source = source
        self.file = file
        self.limits = limits
        self.tokens = tokens
    }

    // MARK: Primitives

    var current: Token { tokens[index] }

    func peek(_ offset: Int) -> Token {
        let at = index + offset
        return at < tokens.count ? tokens[at] : tokens[tokens.count - 1]
    }

    var atEnd: Bool { current.kind == .endOfFile }

    func check(_ kind: TokenKind) -> Bool { current.kind == kind }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .endOfFile { index += 1 }
        return token
    }

    mutating func match(_ kind: TokenKind) -> Token? {
        check(kind) ? advance() : nil
    }

    func range(of token: Token) -> SourceRange {
        SourceRange(file: file, start: token.start, end: token.end)
    }

    func range(from start: Token, to end: Token) -> SourceRange {
        SourceRange(file: file, start: start.start, end: max(start.end, end.end))
    }

    /// The range from `start` up to the last consumed token.
    func range(from start: Token) -> SourceRange {
        let last = index > 0 ? tokens[index - 1] : start
        return SourceRange(file: file, start: start.start, end: max(start.start, last.end))
    }

    func text(of token: Token) -> String {
        source.text(of: range(of: token))
    }

    /// Keywords are ASCII case-insensitive, as in CSS.
    func isKeyword(_ word: StaticString, _ token: Token? = nil) -> Bool {
        let token = token ?? current
        return token.kind == .identifier && hasLowercasedText(word, token)
    }

    /// `text(of: token).lowercased() == word` for a lower-case ASCII
    /// `word`, read from the bytes: the parser asks it of nearly every
    /// identifier, several times, and each answer made two strings where a
    /// few bytes decide. Text with a non-ASCII byte (which
    /// Unicode may lower-case to ASCII, as the Kelvin sign to `k`) takes
    /// the strings' way.
    @inline(__always)
    func hasLowercasedText(_ word: StaticString, _ token: Token) -> Bool {
        Self.hasLowercasedText(word, range(of: token), in: source)
    }

    /// `text(of: token).hasPrefix("--")` (a custom media name), read from
    /// the bytes; a non-ASCII byte after the dashes (which may combine with
    /// the second into one character) takes the string's way.
    @inline(__always)
    func startsWithTwoDashes(_ token: Token) -> Bool {
        Self.startsWithTwoDashes(range(of: token), in: source)
    }

    // The two are static and out of line: called on the parser, each call
    // site copied the whole parser to pass it (a non-mutating method called
    // from a mutating one), which took 2 KB of stack in each level of the
    // recursive parse of a nested condition; the default nesting depth
    // must fit a 512 KB stack.

    @inline(never)
    private static func hasLowercasedText(_ word: StaticString, _ range: SourceRange, in source: SourceFile) -> Bool {
        let start = Int(range.start)
        let end = Int(range.end)
        let ascii: Bool? = word.withUTF8Buffer { word in
            source.bytes.withUnsafeBufferPointer { bytes in
                guard start <= end, end <= bytes.count else { return nil }
                var matches = end - start == word.count
                var position = start
                while position < end {
                    let byte = bytes[position]
                    guard byte < 0x80 else { return nil }
                    if matches {
                        let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        matches = lowered == word[position - start]
                    }
                    position += 1
                }
                return matches
            }
        }
        return ascii ?? (source.text(of: range).lowercased() == word.description)
    }

    @inline(never)
    private static func startsWithTwoDashes(_ range: SourceRange, in source: SourceFile) -> Bool {
        let start = Int(range.start)
        let end = Int(range.end)
        let dashes: Bool? = source.bytes.withUnsafeBufferPointer { bytes in
            guard start <= end, end <= bytes.count else { return nil }
            guard end - start >= 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: "-") else {
                return false
            }
            return end - start == 2 || bytes[start + 2] < 0x80 ? true : nil
        }
        return dashes ?? source.text(of: range).hasPrefix("--")
    }

    /// Records an error unless the parser is already in panic mode or the
    /// lexer already reported the token it is about or the one just before
    /// it (an unterminated string swallows what the parser expected next).
    mutating func report(_ diagnostic: Diagnostic, at token: Token? = nil) {
        let token = token ?? current
        defer { panicking = true }
        let previousMalformed = index > 0 && tokens[index - 1].isMalformed
        guard !panicking, !token.isMalformed, !previousMalformed, errorCount < limits.maxDiagnosticsPerFile + 1,
            lastErrorStart.map({ diagnostic.range.start > $0 }) ?? true
        else { return }
        lastErrorStart = diagnostic.range.start
        errorCount += 1
        diagnostics.append(diagnostic)
    }

    /// Consumes a token of `kind` or reports `expected X`, with a note at
    /// the opening bracket when `opener` is given.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String? = nil, opener: Token? = nil) -> Token? {
        if let token = match(kind) { return token }
        if kind == .semicolon {
            reportMissingSemicolon(what ?? kind.description)
            return nil
        }
        var notes: [Note] = []
        if let opener { notes.append(Note("to match this \(opener.kind)", at: range(of: opener))) }
        report(.expected(what ?? kind.description, found: describe(current), at: range(of: current), notes: notes))
        return nil
    }

    /// Reports a missing `;` where it belongs: just after the last token
    /// of the statement, with a fix-it that inserts it (the next token,
    /// often on the next line, is where the parser noticed).
    mutating func reportMissingSemicolon(_ what: String) {
        let end = index > 0 ? tokens[index - 1].end : current.start
        let point = SourceRange(file: file, start: end, end: end)
        report(.missingSemicolon(what, found: describe(current), at: point), at: current)
    }

    /// Whether the current token starts what must be the next statement, so
    /// a `;` just before it is missing: an at-keyword, a `}`, the end of the
    /// file, or `traits {` / `layout {`.
    func startsNextStatement() -> Bool {
        switch current.kind {
        case .atKeyword, .rightBrace, .endOfFile: true
        case .identifier: (isKeyword("traits") || isKeyword("layout")) && peek(1).kind == .leftBrace
        default: false
        }
    }

    /// How a token is named in "found ..." messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: "end of file"
        case .identifier, .atKeyword, .number, .dimension, .percentage: "'\(clipped(text(of: token)))'"
        case .string: "a string"
        default: token.kind.description
        }
    }

    // MARK: Recovery

    /// Skips a balanced `(...)` or `{...}` group starting at the current
    /// token, iteratively so that deep nesting cannot overflow the stack.
    mutating func skipBalanced() {
        var stack: [TokenKind] = []
        repeat {
            let token = advance()
            switch token.kind {
            case .leftParen: stack.append(.rightParen)
            case .leftBrace: stack.append(.rightBrace)
            case .rightParen, .rightBrace:
                while let top = stack.last, top != token.kind { stack.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
            case .endOfFile: return
            default: break
            }
        } while !stack.isEmpty
    }

    /// Skips to the end of a broken statement: past a `;`, past a `{...}`
    /// block, or up to a `}` or an at-keyword. Leaves panic mode.
    mutating func synchronizeStatement() {
        while !atEnd {
            switch current.kind {
            case .semicolon:
                advance()
                panicking = false
                return
            case .leftBrace:
                skipBalanced()
                panicking = false
                return
            case .rightBrace, .atKeyword:
                panicking = false
                return
            case .leftParen:
                skipBalanced()
            default:
                advance()
            }
        }
        panicking = false
    }

    /// Skips to the next `,` of a query list or to whatever ends the list
    /// (`{`, `}`, `;`, an at-keyword), without consuming it.
    mutating func synchronizeQuery() {
        while !atEnd {
            switch current.kind {
            case .comma, .leftBrace, .rightBrace, .semicolon, .atKeyword:
                panicking = false
                return
            case .leftParen:
                skipBalanced()
            default:
                advance()
            }
        }
        panicking = false
    }

    /// Skips a broken declaration inside a block: past its `;`, or up to the
    /// block's `}`.
    mutating func synchronizeDeclaration() {
        while !atEnd {
            switch current.kind {
            case .semicolon:
                advance()
                panicking = false
                return
            case .rightBrace:
                panicking = false
                return
            case .leftBrace, .leftParen:
                skipBalanced()
            default:
                advance()
            }
        }
        panicking = false
    }

    /// Guards recursion: past the limit, reports once, skips the construct
    /// at the current token and returns false.
    mutating func enterNesting() -> Bool {
        depth += 1
        guard depth <= limits.maxNestingDepth else {
            if reportedNestingLimit { panicking = true } else { report(.nestingTooDeep(limits.maxNestingDepth, at: range(of: current))) }
            reportedNestingLimit = true
            if check(.leftParen) || check(.leftBrace) { skipBalanced() } else { advance() }
            depth -= 1
            return false
        }
        return true
    }

    mutating func exitNesting(_ levels: Int = 1) { depth -= levels }
}
