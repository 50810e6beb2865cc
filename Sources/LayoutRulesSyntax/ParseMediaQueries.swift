import LayoutRulesBase

// Media Queries Level 4 syntax, https://www.w3.org/TR/mediaqueries-4/#mq-syntax
extension Parser {
    /// `media-query-list = media-query { "," media-query } ;`
    ///
    /// A broken query is reported, skipped up to the next `,` and kept as
    /// `.invalid`, so the other queries of the list (and the block after
    /// it) are still checked. `isBroken` is true when any query is.
    mutating func parseMediaQueryList(terminator: TokenKind) -> (list: MediaQueryList, isBroken: Bool) {
        let start = current
        var queries: [MediaQuery] = []
        var broken = false
        // MQ4 accepts an empty list, and it matches everything: `@media { ... }`
        // is `@media all { ... }`. Only an empty entry of a longer list is an error.
        if check(terminator) {
            return (MediaQueryList(queries: [], range: range(of: current).startPoint), false)
        }
        repeat {
            if check(terminator) || check(.comma) || atEnd {
                report(.expectedMediaQuery(found: describe(current), at: range(of: current)))
                broken = true
                queries.append(MediaQuery(form: .invalid, range: range(of: current).startPoint))
                panicking = false  // already at a ',' or the end of the list
                if check(.comma) { continue } else { break }
            }
            let query = parseMediaQuery()
            if panicking || !endsQuery(terminator) {
                if !panicking, terminator == .semicolon, startsNextStatement() {
                    reportMissingSemicolon("',' or ';' after the media query")
                } else if !panicking {
                    report(.expected("',' or \(terminator) after the media query", found: describe(current), at: range(of: current)))
                }
                synchronizeQuery()
                broken = true
                queries.append(MediaQuery(form: .invalid, range: query.range))
            } else {
                queries.append(query)
            }
        } while match(.comma) != nil
        return (MediaQueryList(queries: queries, range: range(from: start)), broken)
    }

    private func endsQuery(_ terminator: TokenKind) -> Bool {
        check(.comma) || check(terminator)
    }

    /// `media-query = media-condition | [ "not" | "only" ] media-type [ "and" media-condition-without-or ] ;`
    mutating func parseMediaQuery() -> MediaQuery {
        let start = current
        guard check(.identifier), !startsCondition(), !startsBareFeature() else {
            let condition = parseMediaCondition(allowOr: true)
            return MediaQuery(form: .condition(condition), range: range(from: start))
        }
        var modifier: MediaQuery.Modifier?
        var modifierRange: SourceRange?
        if isKeyword("not") || isKeyword("only") { reportIfFunctionToken() }
        if (isKeyword("not") || isKeyword("only")), peek(1).kind == .identifier {
            modifier = isKeyword("not") ? .not : .only
            modifierRange = range(of: advance())
        }
        let typeToken = current
        let reserved = ["and", "or", "not", "only", "layer"]
        guard check(.identifier), !reserved.contains(text(of: typeToken).lowercased()) else {
            report(.expected("a media type or '('", found: describe(typeToken), at: range(of: typeToken)))
            return MediaQuery(form: .invalid, range: range(from: start))
        }
        advance()
        let type = Identifier(text(of: typeToken), at: range(of: typeToken))
        var condition: MediaCondition?
        if isKeyword("and") {
            reportIfFunctionToken()
            advance()
            condition = parseMediaCondition(allowOr: false)
        } else if isKeyword("or") {
            report(.orAfterMediaType(at: range(of: current)))
        }
        let form = MediaQuery.Form.type(modifier: modifier, modifierRange: modifierRange, type: type, condition: condition)
        return MediaQuery(form: form, range: range(from: start))
    }

    /// `not` followed by `(` starts a condition, not a `not TYPE` query.
    private func startsCondition() -> Bool {
        isKeyword("not") && peek(1).kind == .leftParen
    }

    /// CSS Syntax reads a name directly followed by `(` as one function
    /// token, so `and(`, `or(` and `not(` are not the keywords: a CSS engine
    /// turns `screen and(max-width: 600px)` into `not all` (or, for
    /// `not(...)` alone, into an unknown term that never matches). Here it
    /// is an error whose fix-it inserts the space. A comment between the
    /// word and `(` separates them, as in CSS, so only touching tokens count.
    private mutating func reportIfFunctionToken() {
        let keyword = current
        let paren = peek(1)
        guard keyword.kind == .identifier, paren.kind == .leftParen, paren.start == keyword.end else { return }
        let word = text(of: keyword)
        report(.functionTokenInQuery(word, at: range(from: keyword, to: paren)))
    }

    /// `width >= 400` or `orientation: landscape`: a feature missing its
    /// parentheses, which `parseMediaInParens` reports as such.
    private func startsBareFeature() -> Bool {
        peek(1).kind == .colon || isComparison(peek(1))
    }

    /// `media-not = "not" media-in-parens ;`
    /// `media-condition = media-not | media-in-parens ( { "and" media-in-parens } | { "or" media-in-parens } ) ;`
    /// `media-condition-without-or = media-not | media-in-parens { "and" media-in-parens } ;`
    ///
    /// `and` and `or` never mix at one level: `(a) and (b) or (c)` is an
    /// error, as in MQ4 (esbuild's mediaWithOr/mediaWithoutOr split).
    mutating func parseMediaCondition(allowOr: Bool) -> MediaCondition {
        let start = current
        if isKeyword("not") {
            reportIfFunctionToken()
            let keyword = advance()
            let operand = parseMediaInParens()
            let condition = MediaCondition.not(operand, range: range(from: keyword))
            if isKeyword("and") || isKeyword("or") {
                report(.notWithoutParentheses(text(of: current).lowercased(), at: range(of: current)))
            }
            return condition
        }
        let first = parseMediaInParens()
        guard isKeyword("and") || isKeyword("or") else { return first }
        let isAnd = isKeyword("and")
        var operands = [first]
        while isKeyword("and") || isKeyword("or") {
            let keyword = current
            if isKeyword("and") != isAnd {
                report(.mixedAndOr(at: range(of: keyword)))
            } else if !isAnd, !allowOr {
                report(.orAfterMediaType(at: range(of: keyword)))
            }
            reportIfFunctionToken()
            advance()
            if isKeyword("not") {
                report(.notWithoutParentheses(text(of: keyword).lowercased(), at: range(of: current)))
                advance()
            }
            operands.append(parseMediaInParens())
        }
        let whole = range(from: start)
        return isAnd ? .and(operands, range: whole) : .or(operands, range: whole)
    }

    /// `media-in-parens = "(" media-condition ")" | media-feature | custom-media-reference ;`
    /// `custom-media-reference = "(" custom-name ")" ;`
    mutating func parseMediaInParens() -> MediaCondition {
        guard check(.leftParen) else {
            let token = current
            if token.kind == .identifier, peek(1).kind == .colon || isComparison(peek(1)) {
                report(.featureWithoutParentheses(text(of: token), at: range(of: token)))
            } else {
                report(.expected("'(' to start a media feature or condition", found: describe(token), at: range(of: token)))
            }
            return .invalid(range(of: token).startPoint)
        }
        let open = current
        guard enterNesting() else { return .invalid(range(from: open)) }
        defer { exitNesting() }
        advance()
        if isKeyword("not") || check(.leftParen) {
            let inner = parseMediaCondition(allowOr: true)
            expectClose(open)
            return .group(inner, range: range(from: open))
        }
        if check(.identifier), startsWithTwoDashes(current), peek(1).kind == .rightParen {
            let name = advance()
            advance()
            return .customMedia(Identifier(text(of: name), at: range(of: name)), range: range(from: open))
        }
        guard let form = parseMediaFeatureBody() else {
            skipToClose(open)
            return .invalid(range(from: open))
        }
        expectClose(open)
        return .feature(MediaFeature(form: form, range: range(from: open)))
    }

    /// `media-feature = "(" ( mf-plain | mf-boolean | mf-range ) ")" ;`
    /// `mf-plain = mf-name ":" mf-value ;`  `mf-boolean = mf-name ;`
    /// `mf-range = mf-name mf-comparison mf-value | mf-value mf-comparison mf-name
    ///           | mf-value mf-lt mf-name mf-lt mf-value | mf-value mf-gt mf-name mf-gt mf-value ;`
    mutating func parseMediaFeatureBody() -> MediaFeature.Form? {
        if check(.identifier) {
            let next = peek(1)
            if next.kind == .colon {
                let name = identifier(advance())
                advance()
                guard let value = parseMediaValue() else { return nil }
                return .plain(name: name, value: value)
            }
            if next.kind == .rightParen { return .boolean(name: identifier(advance())) }
            if isComparison(next) {
                let name = identifier(advance())
                let (comparison, comparisonRange) = takeComparison()
                guard let value = parseMediaValue() else { return nil }
                if isComparison(current) {
                    // `(large <= dynamic-type < accessibility-medium)`: a keyword
                    // value comes first, and the name is the second word.
                    if case .identifier(let word) = value.kind {
                        let lower = MediaValue(kind: .identifier(name.name), range: name.range)
                        return finishInterval(
                            lower: lower, first: comparison, firstRange: comparisonRange,
                            name: Identifier(word, at: value.range))
                    }
                    report(.rangeNameFirstTwice(at: range(of: current)))
                    return nil
                }
                return .range(name: name, comparison: comparison, comparisonRange: comparisonRange, value: value)
            }
            if peek(1).kind != .slash {
                report(.expected("':', a comparison or ')' after the feature name", found: describe(next), at: range(of: next)), at: next)
                return nil
            }
        }
        return parseValueFirstRange()
    }

    /// `mf-value mf-comparison mf-name [ mf-comparison mf-value ]`
    private mutating func parseValueFirstRange() -> MediaFeature.Form? {
        guard let lower = parseMediaValue() else { return nil }
        guard isComparison(current) else {
            report(.expected("a comparison ('<', '<=', '>', '>=' or '=')", found: describe(current), at: range(of: current)))
            return nil
        }
        let (first, firstRange) = takeComparison()
        guard let nameToken = expect(.identifier, "a feature name") else { return nil }
        let name = identifier(nameToken)
        guard isComparison(current) else {
            return .reversedRange(value: lower, comparison: first, comparisonRange: firstRange, name: name)
        }
        return finishInterval(lower: lower, first: first, firstRange: firstRange, name: name)
    }

    /// The rest of `mf-value mf-comparison mf-name mf-comparison mf-value`,
    /// from the second comparison on.
    private mutating func finishInterval(
        lower: MediaValue, first: Comparison, firstRange: SourceRange, name: Identifier
    ) -> MediaFeature.Form? {
        let (second, secondRange) = takeComparison()
        guard let upper = parseMediaValue() else { return nil }
        let bothLess = [Comparison.less, .lessOrEqual].contains(first) && [Comparison.less, .lessOrEqual].contains(second)
        let bothGreater = [Comparison.greater, .greaterOrEqual].contains(first) && [Comparison.greater, .greaterOrEqual].contains(second)
        guard bothLess || bothGreater else {
            report(.invalidInterval(first: first, second: second, at: firstRange.union(secondRange)))
            return nil
        }
        return .interval(
            lower: lower, lowerComparison: first, lowerRange: firstRange, name: name,
            upperComparison: second, upperRange: secondRange, upper: upper)
    }

    /// `mf-value = signed-number [ unit | "%" ] | signed-number "/" signed-number | identifier ;`
    /// `signed-number = [ "-" | "+" ] number ;` (the sign touches the number)
    mutating func parseMediaValue() -> MediaValue? {
        let start = current
        if check(.identifier) {
            advance()
            return MediaValue(kind: .identifier(text(of: start)), range: range(of: start))
        }
        guard let (value, unit, valueRange) = parseSignedNumber() else {
            report(.expected("a value", found: describe(current), at: range(of: current)))
            return nil
        }
        if unit == nil, check(.slash) {
            advance()
            guard let (denominator, denominatorUnit, _) = parseSignedNumber(), denominatorUnit == nil else {
                report(.expected("a number after '/' in a ratio", found: describe(current), at: range(of: current)))
                return nil
            }
            return MediaValue(kind: .ratio(value, denominator), range: range(from: start))
        }
        switch unit {
        case nil: return MediaValue(kind: .number(value), range: valueRange)
        case "%": return MediaValue(kind: .percentage(value), range: valueRange)
        case let unit?: return MediaValue(kind: .dimension(value, unit: unit), range: valueRange)
        }
    }

    func isComparison(_ token: Token) -> Bool {
        [TokenKind.less, .lessEqual, .greater, .greaterEqual, .equal].contains(token.kind)
    }

    private mutating func takeComparison() -> (Comparison, SourceRange) {
        let token = advance()
        let comparison: Comparison =
            switch token.kind {
            case .less: .less
            case .lessEqual: .lessOrEqual
            case .greater: .greater
            case .greaterEqual: .greaterOrEqual
            default: .equal
            }
        return (comparison, range(of: token))
    }

    func identifier(_ token: Token) -> Identifier {
        Identifier(text(of: token), at: range(of: token))
    }

    /// Expects the `)` matching `open`. A stray `and`/`or` inside a feature's
    /// parentheses gets a note saying each feature needs its own.
    private mutating func expectClose(_ open: Token) {
        if match(.rightParen) != nil { return }
        var notes = [Note("to match this '('", at: range(of: open))]
        if isKeyword("and") || isKeyword("or") {
            notes.append(Note("put each feature in its own parentheses, as in '(width >= 400) and (height >= 300)'", at: nil))
        }
        report(.expected("')'", found: describe(current), at: range(of: current), notes: notes))
        skipToClose(open)
    }

    /// After an error inside parentheses, skips to the matching `)` (so the
    /// rest of the query is still read) unless a `{`, `}` or `;` comes first.
    private mutating func skipToClose(_ open: Token) {
        var depth = 1
        while !atEnd {
            switch current.kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .leftBrace, .rightBrace, .semicolon, .atKeyword: return
            default: break
            }
            advance()
        }
    }
}
