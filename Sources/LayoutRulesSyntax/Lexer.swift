import LayoutRulesBase

/// Turns UTF-8 bytes into tokens, following CSS Syntax Level 3 where the
/// languages overlap (identifiers, numbers, dimensions, strings, comments).
///
/// Reference: https://www.w3.org/TR/css-syntax-3/#tokenization
///
/// The lexer never fails: a stray byte becomes an `.unknown` token with a
/// diagnostic, so the parser can go on and report later errors too.
package struct Lexer {
    private let bytes: [UInt8]
    private let file: FileID
    private let limits: Limits
    private var position = 0
    private var tokens: [Token] = []
    private var comments: [Comment] = []
    private var diagnostics: [Diagnostic] = []

    /// Keeps a diagnostic unless the file already has more than the limit:
    /// the parser keeps only the first `maxDiagnosticsPerFile` anyway, and
    /// ten megabytes of random bytes would otherwise hold millions of them
    /// (1.5 GB) until then.
    private mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count <= limits.maxDiagnosticsPerFile else { return }
        diagnostics.append(diagnostic)
    }

    /// Lexes a whole file. The result always ends with `.endOfFile`.
    package static func tokenize(
        _ source: SourceFile, file: FileID, limits: Limits = Limits(),
        diagnostics: inout [Diagnostic]
    ) -> (tokens: [Token], comments: [Comment]) {
        var lexer = Lexer(bytes: source.bytes, file: file, limits: limits.clamped)
        lexer.run()
        diagnostics += lexer.diagnostics
        return (lexer.tokens, lexer.comments)
    }

    private init(bytes: [UInt8], file: FileID, limits: Limits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        // Rule files run about four bytes per token (the examples more):
        // room for that up front, instead of the array doubling its way
        // there, copying every token and touching fresh pages each time
        // (3% of `layoutc check` of a 1,000-rule app file).
        tokens.reserveCapacity(bytes.count / 4 + 16)
    }

    private mutating func run() {
        // A UTF-8 byte order mark, as some editors write, is not content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while true {
            skipWhitespaceAndComments()
            guard position < bytes.count else { break }
            if tokens.count >= limits.maxTokens {
                report(.tooManyTokens(limits.maxTokens, at: range(position, position + 1)))
                break
            }
            let before = position
            lexToken()
            if position <= before { position = before + 1 }  // progress guard
        }
        let end = UInt32(truncatingIfNeeded: bytes.count)
        tokens.append(Token(kind: .endOfFile, start: end, end: end))
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    private mutating func emit(_ kind: TokenKind, from start: Int, unitStart: Int = 0, malformed: Bool = false) {
        // Names and strings are copied into messages, tree dumps, tables and
        // generated code, often once per rule or leaf: a 2 MB string set
        // once would be printed at each of 1,000 leaves.
        let length = position - start
        if length > limits.maxNameBytes, kind == .identifier || kind == .atKeyword || kind == .string || kind == .dimension {
            report(.nameTooLong(kind == .string ? "string" : "name", bytes: length, limit: limits.maxNameBytes, at: range(start, position)))
        }
        tokens.append(
            Token(
                kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: position),
                unitStart: UInt32(truncatingIfNeeded: unitStart), isMalformed: malformed))
    }

    // MARK: Trivia

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                blockComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                lineComment()
            } else {
                return
            }
        }
    }

    private mutating func blockComment() {
        let start = position
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                comments.append(Comment(style: .block, range: range(start, position)))
                return
            }
            position += 1
        }
        report(.unterminatedComment(at: range(start, start + 2)))
        comments.append(Comment(style: .block, range: range(start, position)))
    }

    /// A `//` comment runs to the end of its line: LF, CR or CRLF, the line
    /// ends CSS knows (a CR alone, from old Mac editors, would otherwise
    /// make the rest of the file one comment).
    private mutating func lineComment() {
        let start = position
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        comments.append(Comment(style: .line, range: range(start, position)))
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = position
        let byte = bytes[position]
        if isDigit(byte) || (byte == UInt8(ascii: ".") && isDigit(peek(1))) {
            return numeric()
        }
        if startsIdentifier(at: position) {
            identifierBody()
            return emit(.identifier, from: start)
        }
        position += 1
        switch byte {
        case UInt8(ascii: "@"):
            guard startsIdentifier(at: position) else {
                report(.expectedAtKeywordName(at: range(start, position)))
                return emit(.unknown, from: start, malformed: true)
            }
            identifierBody()
            emit(.atKeyword, from: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): string(quote: byte, start: start)
        case UInt8(ascii: ":"): emit(.colon, from: start)
        case UInt8(ascii: ";"): emit(.semicolon, from: start)
        case UInt8(ascii: ","): emit(.comma, from: start)
        case UInt8(ascii: "."): emit(.dot, from: start)
        case UInt8(ascii: "("): emit(.leftParen, from: start)
        case UInt8(ascii: ")"): emit(.rightParen, from: start)
        case UInt8(ascii: "{"): emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): emit(.rightBrace, from: start)
        case UInt8(ascii: "/"): emit(.slash, from: start)
        case UInt8(ascii: "+"): emit(.plus, from: start)
        case UInt8(ascii: "-"): emit(.minus, from: start)
        case UInt8(ascii: "*"): emit(.star, from: start)
        case UInt8(ascii: "="): emit(.equal, from: start)
        case UInt8(ascii: "<"):
            if peek() == UInt8(ascii: "=") { position += 1; emit(.lessEqual, from: start) } else { emit(.less, from: start) }
        case UInt8(ascii: ">"):
            if peek() == UInt8(ascii: "=") { position += 1; emit(.greaterEqual, from: start) } else { emit(.greater, from: start) }
        default:
            unexpected(byte, start: start)
        }
    }

    /// A byte with no meaning here: report the whole UTF-8 character (or the
    /// invalid byte) once and go on.
    private mutating func unexpected(_ byte: UInt8, start: Int) {
        position = start
        let length = utf8SequenceLength(at: start)
        if length == 0 {
            position = start + invalidSequenceLength(at: start)
            report(.invalidUTF8(byte, at: range(start, position)))
        } else {
            position = start + length
            // Control characters are invisible in a message: name them.
            let text =
                byte < 0x20 || byte == 0x7F
                ? "U+00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                : String(decoding: bytes[start..<position], as: UTF8.self)
            report(.unexpectedCharacter(text, at: range(start, position)))
        }
        emit(.unknown, from: start, malformed: true)
    }

    /// `<number-token>`, `<dimension-token>` or `<percentage-token>`.
    private mutating func numeric() {
        let start = position
        while isDigit(peek()) { position += 1 }
        if peek() == UInt8(ascii: "."), isDigit(peek(1)) {
            position += 1
            while isDigit(peek()) { position += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if isDigit(peek(signed ? 2 : 1)) {
                position += signed ? 2 : 1
                while isDigit(peek()) { position += 1 }
            }
        }
        if peek() == UInt8(ascii: "%") {
            let unitStart = position
            position += 1
            return emit(.percentage, from: start, unitStart: unitStart)
        }
        if startsIdentifier(at: position) {
            let unitStart = position
            identifierBody()
            return emit(.dimension, from: start, unitStart: unitStart)
        }
        emit(.number, from: start)
    }

    private mutating func string(quote: UInt8, start: Int) {
        var malformed = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return emit(.string, from: start, malformed: malformed)
            }
            // A string ends at a line end, CR included, as in CSS.
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] != 0x0A, bytes[position + 1] != 0x0D,
                case let escaped = utf8SequenceLength(at: position + 1), escaped > 0
            {
                // Skip the backslash and the whole escaped character, which may be multi-byte.
                // (An invalid byte after the backslash is reported on the next turn.)
                position += 1 + escaped
                continue
            }
            if byte >= 0x80 {
                let length = utf8SequenceLength(at: position)
                if length == 0 {
                    let invalid = invalidSequenceLength(at: position)
                    report(.invalidUTF8(byte, at: range(position, position + invalid)))
                    malformed = true
                    position += invalid
                } else {
                    position += length
                }
                continue
            }
            position += 1
        }
        report(.unterminatedString(at: range(start, position)))
        emit(.string, from: start, malformed: true)
    }

    // MARK: Character classes

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// CSS "would start an identifier": a name-start character, or `-`
    /// followed by a name-start character or another `-`. Non-ASCII
    /// characters count as name characters when they are valid UTF-8.
    private func startsIdentifier(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if isNameStart(byte) { return true }
        if byte >= 0x80 { return utf8SequenceLength(at: index) > 0 }
        if byte == UInt8(ascii: "-"), index + 1 < bytes.count {
            let next = bytes[index + 1]
            return isNameStart(next) || next == UInt8(ascii: "-") || (next >= 0x80 && utf8SequenceLength(at: index + 1) > 0)
        }
        return false
    }

    private mutating func identifierBody() {
        while position < bytes.count {
            let byte = bytes[position]
            if isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") {
                position += 1
            } else if byte >= 0x80, case let length = utf8SequenceLength(at: position), length > 0 {
                if let scalar = scalar(at: position, length: length), scalar.isInvisibleControl {
                    // A C1 control, line separator or bidi control in a name
                    // would reach eval, tree and matrix output as it is.
                    report(.invisibleCharacterInName(scalar.value, at: range(position, position + length)))
                }
                position += length
            } else {
                return
            }
        }
    }

    /// The scalar of the well-formed UTF-8 sequence of `length` bytes at `index`.
    private func scalar(at index: Int, length: Int) -> Unicode.Scalar? {
        var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// Length of the ill-formed sequence at `index` that counts as one error
    /// (see `UTF8Scan`). At least 1.
    private func invalidSequenceLength(at index: Int) -> Int {
        UTF8Scan.invalidSequenceLength(bytes, at: index)
    }

    /// Length of the well-formed UTF-8 sequence at `index`, or 0 if the
    /// bytes there are not valid UTF-8 (overlongs and surrogates included).
    private func utf8SequenceLength(at index: Int) -> Int {
        UTF8Scan.sequenceLength(bytes, at: index)
    }
}
