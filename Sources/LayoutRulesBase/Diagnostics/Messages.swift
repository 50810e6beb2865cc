// The message catalogue: one constructor per distinct mistake, sorted by
// name within each stage. Wording rules (checked by a test): messages
// start lowercase, end without a period, quote code in '...', and put any
// fix in a note rather than in the message itself.

/// The most bytes of a user-written name or text that a message quotes.
package let maxQuotedBytes = 64

/// `value` as a message quotes it: whole up to `maxQuotedBytes`, else its
/// first whole characters within them and `...`. A name past
/// `maxNameBytes` is reported once, as `name-too-long`; every message that
/// names it afterwards (an unknown feature, an unused custom media) would
/// otherwise repeat all of its megabyte.
package func clipped(_ value: some CustomStringConvertible) -> String {
    let text = value.description
    guard text.utf8.count > maxQuotedBytes else { return text }
    var bytes = 0
    var end = text.startIndex
    for character in text {
        bytes += character.utf8.count
        if bytes > maxQuotedBytes { break }
        end = text.index(after: end)
    }
    return text[..<end] + "..."
}

extension Diagnostic {
    /// A "did you mean" note carrying the suggestion, plus the fix-it.
    package static func suggesting(
        _ suggestion: String?, for range: SourceRange, _ id: DiagnosticID, _ message: String,
        notes: [Note] = []
    ) -> Diagnostic {
        guard let suggestion else { return Diagnostic(id, .error, message, at: range, notes: notes) }
        return Diagnostic(
            id, .error, message, at: range, notes: [Note("did you mean '\(clipped(suggestion))'?", at: range)] + notes,
            fixIt: FixIt(replace: range, with: suggestion))
    }

    // MARK: Lexer

    package static func expectedAtKeywordName(at range: SourceRange) -> Diagnostic {
        Diagnostic(.expectedAtKeywordName, .error, "expected a name after '@'", at: range)
    }

    /// A size of exactly `limit + 1` is what a reader that stops one byte
    /// past the limit delivers (`layoutc` does), so it says only "larger".
    package static func fileTooLarge(_ size: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        let message =
            size == limit + 1
            ? "file is larger than the limit of \(limit) bytes" : "file is \(size) bytes, more than the limit of \(limit) bytes"
        return Diagnostic(.fileTooLarge, .error, "\(message)", at: range)
    }

    package static func invalidUTF8(_ byte: UInt8, at range: SourceRange) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic(.invalidUtf8, .error, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex)", at: range)
    }

    package static func tooManyErrors(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.tooManyErrors, .error, "too many errors (\(limit)); stopping here", at: range)
    }

    package static func tooManyRequiredTraits(_ limit: Int, more: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.listTooLong, .error, "more than \(limit) trait names are required; \(more) more are ignored", at: range)
    }

    package static func tooManyDeviceValues(_ limit: Int, more: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.listTooLong, .error, "more than \(limit) values in one device property; \(more) more are ignored", at: range)
    }

    package static func tooManyValues(_ limit: Int, more: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyValues, .error, "more than \(limit) values in this JSON file; \(more) more are not read, and the file is not used",
            at: range)
    }

    static func tooManyDiagnostics(_ limit: Int, more: Int, severity: Severity, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyErrors, severity, "more than \(limit) diagnostics in this file; \(more) more are not shown", at: range)
    }

    /// `what`: name, string, region's full name, device name, alias.
    package static func nameTooLong(_ what: String, bytes: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.nameTooLong, .error, "this \(what) is \(bytes) bytes long; at most \(limit) are allowed", at: range)
    }

    package static func tooManyTokens(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.tooManyTokens, .error, "file has more than \(limit) tokens; the rest is not read", at: range)
    }

    package static func unexpectedCharacter(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, .error, "unexpected character '\(clipped(text))'", at: range)
    }

    package static func invisibleCharacterInName(_ value: UInt32, at range: SourceRange) -> Diagnostic {
        let code = String(value, radix: 16, uppercase: true)
        return Diagnostic(
            .unexpectedCharacter, .error,
            "invisible character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) in a name", at: range)
    }

    package static func unterminatedComment(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .unterminatedComment, .error, "unterminated comment", at: range,
            notes: [Note("a '/*' comment must end with '*/'", at: nil)])
    }

    package static func unterminatedString(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .unterminatedString, .error, "unterminated string", at: range,
            notes: [Note("a string must end with its opening quote on the same line", at: nil)])
    }

    // MARK: Parser

    package static func atRuleNotAllowedHere(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.misplacedAtRule, .error, "'\(clipped(name))' is only allowed at the top level of a file", at: range)
    }

    package static func expected(_ what: String, found: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.expectedToken, .error, "expected \(what), found \(found)", at: range, notes: notes)
    }

    package static func expectedCustomMediaName(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .expectedCustomMediaName, .error, "expected a custom media name starting with '--', found \(found)",
            at: range, notes: [Note("for example '@custom-media --tablet (idiom: pad);'", at: nil)])
    }

    package static func expectedMediaQuery(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .expectedMediaQuery, .error, "expected a media query, found \(found)", at: range,
            notes: [Note("use 'all' for a rule that always applies", at: nil)])
    }

    package static func expectedStatement(
        found: String, topLevel: Bool, suggestion: String? = nil, at range: SourceRange
    ) -> Diagnostic {
        let what =
            topLevel
            ? "'@media', '@custom-media', '@import', '@require', '@device', 'traits' or 'layout'"
            : "'@media', 'traits', 'layout' or '}'"
        return suggesting(suggestion, for: range, .expectedStatement, "expected \(what), found \(found)")
    }

    /// A `;` missing after a declaration or statement, reported where it
    /// belongs (just after the previous token, as clang does) with a fix-it
    /// that inserts it.
    package static func missingSemicolon(_ what: String, found: String, at point: SourceRange) -> Diagnostic {
        Diagnostic(
            .expectedToken, .error, "expected \(what), found \(found)", at: point,
            fixIt: FixIt(replace: point, with: ";"))
    }

    /// `and(`, `or(`, `not(`: one function token in CSS, so never the keyword.
    package static func functionTokenInQuery(_ word: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .functionTokenInQuery, .error, "'\(clipped(word))(' is read as a function, not as '\(clipped(word))' followed by '('", at: range,
            notes: [Note("a name directly followed by '(' is a function in CSS; put a space before '('", at: nil)],
            fixIt: FixIt(replace: range, with: word + " ("))
    }

    package static func featureWithoutParentheses(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .featureWithoutParentheses, .error, "media feature '\(clipped(name))' must be in parentheses", at: range,
            notes: [Note("write '(\(clipped(name)) ...)'", at: nil)])
    }

    package static func invalidInterval(first: Comparison, second: Comparison, at range: SourceRange) -> Diagnostic {
        let why =
            first == .equal || second == .equal
            ? "'=' cannot be used in a double range"
            : "the comparisons of a double range must point the same way"
        return Diagnostic(
            .invalidDoubleRange, .error, why, at: range,
            notes: [Note("write '(400 <= width < 800)' or '(800 > width >= 400)'", at: nil)])
    }

    package static func mixedAndOr(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .mixedAndOr, .error, "'and' and 'or' cannot be mixed without parentheses", at: range,
            notes: [Note("add parentheses to say which is meant: '((a) and (b)) or (c)'", at: nil)])
    }

    package static func nestingTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.nestingTooDeep, .error, "nesting is deeper than the limit of \(limit) levels", at: range)
    }

    package static func referenceChainTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .nestingTooDeep, .error, "layout references chain through more than \(limit) values (the nesting limit)",
            at: range)
    }

    package static func notWithoutParentheses(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .mixedNot, .error, "'not' cannot be combined with '\(clipped(keyword))' without parentheses", at: range,
            notes: [Note("write '(not (a)) and (b)' or 'not ((a) and (b))'", at: nil)])
    }

    package static func orAfterMediaType(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .orAfterMediaType, .error, "'or' cannot join conditions after a media type", at: range,
            notes: [Note("put the alternatives in parentheses: 'screen and ((a) or (b))'", at: nil)])
    }

    package static func rangeNameFirstTwice(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .invalidDoubleRange, .error, "a double range must start with a value", at: range,
            notes: [Note("write '(400 <= width < 800)'", at: nil)])
    }

    package static func unbalancedBrace(at range: SourceRange) -> Diagnostic {
        Diagnostic(.unbalancedBrace, .error, "unexpected '}' with no matching '{'", at: range)
    }

    package static func unknownAtRule(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, .unknownAtRule, "unknown at-rule '\(clipped(name))'")
    }

    package static func numberOutOfRange(at range: SourceRange) -> Diagnostic {
        Diagnostic(.numberOutOfRange, .error, "number is too large", at: range)
    }

    package static func unknownValue(
        _ value: String, feature: String, allowed: [String], suggestion: String?, at range: SourceRange
    ) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownValue, "unknown value '\(clipped(value))' for '\(clipped(feature))'",
            notes: [Note("'\(clipped(feature))' is \(quotedList(allowed))", at: nil)])
    }
}
