// The message catalogue: one constructor per distinct mistake, sorted by
// name within each stage. Wording rules (checked by a test): messages
// start lowercase, end without a period, quote code in '...', and put any
// fix in a note rather than in the message itself.

extension Diagnostic {
    /// A "did you mean" note carrying the suggestion, plus the fix-it.
    static func suggesting(
        _ suggestion: String?, for range: SourceRange, _ id: DiagnosticID, _ message: String,
        notes: [Note] = []
    ) -> Diagnostic {
        guard let suggestion else { return Diagnostic(id, .error, message, at: range, notes: notes) }
        return Diagnostic(
            id, .error, message, at: range, notes: [Note("did you mean '\(suggestion)'?", at: range)] + notes,
            fixIt: FixIt(replace: range, with: suggestion))
    }

    // MARK: Lexer

    static func expectedAtKeywordName(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected-at-keyword-name", .error, "expected a name after '@'", at: range)
    }

    /// A size of exactly `limit + 1` is what a reader that stops one byte
    /// past the limit delivers (`layoutc` does), so it says only "larger".
    static func fileTooLarge(_ size: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        let message =
            size == limit + 1
            ? "file is larger than the limit of \(limit) bytes" : "file is \(size) bytes, more than the limit of \(limit) bytes"
        return Diagnostic("file-too-large", .error, "\(message)", at: range)
    }

    static func invalidUTF8(_ byte: UInt8, at range: SourceRange) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic("invalid-utf8", .error, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex)", at: range)
    }

    static func tooManyErrors(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("too-many-errors", .error, "too many errors (\(limit)); stopping here", at: range)
    }

    static func tooManyDiagnostics(_ limit: Int, more: Int, severity: Severity, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "too-many-errors", severity, "more than \(limit) diagnostics in this file; \(more) more are not shown", at: range)
    }

    /// `what`: name, string, region's full name, device name, alias.
    static func nameTooLong(_ what: String, bytes: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("name-too-long", .error, "this \(what) is \(bytes) bytes long; at most \(limit) are allowed", at: range)
    }

    static func tooManyTokens(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("too-many-tokens", .error, "file has more than \(limit) tokens; the rest is not read", at: range)
    }

    static func unexpectedCharacter(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("unexpected-character", .error, "unexpected character '\(text)'", at: range)
    }

    static func invisibleCharacterInName(_ value: UInt32, at range: SourceRange) -> Diagnostic {
        let code = String(value, radix: 16, uppercase: true)
        return Diagnostic(
            "unexpected-character", .error,
            "invisible character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) in a name", at: range)
    }

    static func unterminatedComment(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unterminated-comment", .error, "unterminated comment", at: range,
            notes: [Note("a '/*' comment must end with '*/'", at: nil)])
    }

    static func unterminatedString(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unterminated-string", .error, "unterminated string", at: range,
            notes: [Note("a string must end with its opening quote on the same line", at: nil)])
    }

    // MARK: Parser

    static func atRuleNotAllowedHere(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("misplaced-at-rule", .error, "'\(name)' is only allowed at the top level of a file", at: range)
    }

    static func expected(_ what: String, found: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic("expected-token", .error, "expected \(what), found \(found)", at: range, notes: notes)
    }

    static func expectedCustomMediaName(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "expected-custom-media-name", .error, "expected a custom media name starting with '--', found \(found)",
            at: range, notes: [Note("for example '@custom-media --tablet (idiom: pad);'", at: nil)])
    }

    static func expectedMediaQuery(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "expected-media-query", .error, "expected a media query, found \(found)", at: range,
            notes: [Note("use 'all' for a rule that always applies", at: nil)])
    }

    static func expectedStatement(found: String, topLevel: Bool, at range: SourceRange) -> Diagnostic {
        let what =
            topLevel
            ? "'@media', '@custom-media', '@import', '@require', '@device', 'traits' or 'layout'"
            : "'@media', 'traits', 'layout' or '}'"
        return Diagnostic("expected-statement", .error, "expected \(what), found \(found)", at: range)
    }

    static func featureWithoutParentheses(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "feature-without-parentheses", .error, "media feature '\(name)' must be in parentheses", at: range,
            notes: [Note("write '(\(name) ...)'", at: nil)])
    }

    static func invalidInterval(first: Comparison, second: Comparison, at range: SourceRange) -> Diagnostic {
        let why =
            first == .equal || second == .equal
            ? "'=' cannot be used in a double range"
            : "the comparisons of a double range must point the same way"
        return Diagnostic(
            "invalid-double-range", .error, why, at: range,
            notes: [Note("write '(400 <= width < 800)' or '(800 > width >= 400)'", at: nil)])
    }

    static func mixedAndOr(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "mixed-and-or", .error, "'and' and 'or' cannot be mixed without parentheses", at: range,
            notes: [Note("add parentheses to say which is meant: '((a) and (b)) or (c)'", at: nil)])
    }

    static func nestingTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("nesting-too-deep", .error, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    static func referenceChainTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "nesting-too-deep", .error, "layout references chain through more than \(limit) values (the nesting limit)",
            at: range)
    }

    static func notWithoutParentheses(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "mixed-not", .error, "'not' cannot be combined with '\(keyword)' without parentheses", at: range,
            notes: [Note("write '(not (a)) and (b)' or 'not ((a) and (b))'", at: nil)])
    }

    static func orAfterMediaType(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "or-after-media-type", .error, "'or' cannot join conditions after a media type", at: range,
            notes: [Note("put the alternatives in parentheses: 'screen and ((a) or (b))'", at: nil)])
    }

    static func rangeNameFirstTwice(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "invalid-double-range", .error, "a double range must start with a value", at: range,
            notes: [Note("write '(400 <= width < 800)'", at: nil)])
    }

    static func unbalancedBrace(at range: SourceRange) -> Diagnostic {
        Diagnostic("unbalanced-brace", .error, "unexpected '}' with no matching '{'", at: range)
    }

    static func unknownAtRule(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, "unknown-at-rule", "unknown at-rule '\(name)'")
    }
}
