import LayoutRulesBase

// Statements and blocks: the file's outer structure.
extension Parser {
    /// `rule-file = { statement } ;`
    mutating func parseRuleFile() -> [Statement] {
        var statements: [Statement] = []
        while !atEnd {
            let before = index
            if check(.rightBrace) {
                report(.unbalancedBrace(at: range(of: current)))
                advance()
                panicking = false
                continue
            }
            if let statement = parseStatement(topLevel: true) { statements.append(statement) }
            if index == before { advance() }  // progress guard
        }
        return statements
    }

    /// `statement = import-rule | custom-media-rule | require-rule | device-rule | media-rule | traits-block | layout-block ;`
    mutating func parseStatement(topLevel: Bool) -> Statement? {
        let token = current
        switch token.kind {
        case .atKeyword:
            // (`@media`, allowed everywhere, is nearly every statement: it is
            // known without making its name.)
            if hasLowercasedText("@media", token) { return parseMediaRule().map(Statement.media) }
            let name = text(of: token).lowercased()
            let topLevelOnly = ["@import", "@custom-media", "@require", "@device"]
            if !topLevel, topLevelOnly.contains(name) {
                report(.atRuleNotAllowedHere(name, at: range(of: token)))
                advance()  // skip the whole statement, not just up to its own keyword
                synchronizeStatement()
                return nil
            }
            switch name {
            case "@import": return parseImportRule().map(Statement.importRule)
            case "@custom-media": return parseCustomMediaRule().map(Statement.customMedia)
            case "@require": return parseRequireRule().map(Statement.require)
            case "@device": return parseDeviceRule().map(Statement.device)
            case "@media": return parseMediaRule().map(Statement.media)
            default:
                let known = ["@media", "@custom-media", "@import", "@require", "@device"]
                report(.unknownAtRule(text(of: token), suggestion: Suggestion.closest(to: name, among: known), at: range(of: token)))
                advance()
                synchronizeStatement()
                return nil
            }
        case .identifier where isKeyword("traits") && peek(1).kind == .leftBrace:
            return parseTraitsBlock().map(Statement.traits)
        case .identifier where isKeyword("layout") && peek(1).kind == .leftBrace:
            return parseLayoutBlock().map(Statement.layout)
        default:
            // `trait { ... }`: a block keyword misspelt. Suggest it, and read the
            // block as the one meant so the mistakes inside are reported too.
            var suggestion: String?
            if token.kind == .identifier, peek(1).kind == .leftBrace {
                suggestion = Suggestion.closest(to: text(of: token).lowercased(), among: ["traits", "layout"])
            }
            report(.expectedStatement(found: describe(token), topLevel: topLevel, suggestion: suggestion, at: range(of: token)))
            if let suggestion {
                panicking = false
                return suggestion == "traits" ? parseTraitsBlock().map(Statement.traits) : parseLayoutBlock().map(Statement.layout)
            }
            synchronizeStatement()
            return nil
        }
    }

    /// `import-rule = "@import" string ";" ;`
    mutating func parseImportRule() -> ImportRule? {
        let keyword = advance()
        guard let token = match(.string) else {
            report(.expected("a preset name or file path in quotes", found: describe(current), at: range(of: current)))
            synchronizeStatement()
            return nil
        }
        let target = StringLiteral(value: stringValue(token), range: range(of: token))
        guard expect(.semicolon, "';' after '@import'") != nil else {
            synchronizeStatement()
            return nil
        }
        return ImportRule(target: target, range: range(from: keyword))
    }

    /// `custom-media-rule = "@custom-media" custom-name ( "true" | "false" | media-query-list ) ";" ;`
    mutating func parseCustomMediaRule() -> CustomMediaRule? {
        let keyword = advance()
        guard check(.identifier), startsWithTwoDashes(current) else {
            report(.expectedCustomMediaName(found: describe(current), at: range(of: current)))
            synchronizeStatement()
            return nil
        }
        let nameToken = advance()
        let name = Identifier(text(of: nameToken), at: range(of: nameToken))
        let value: CustomMediaRule.Value
        if (isKeyword("true") || isKeyword("false")), peek(1).kind == .semicolon {
            value = .constant(isKeyword("true"), range(of: advance()))
        } else {
            let (queries, broken) = parseMediaQueryList(terminator: .semicolon)
            guard !broken else {
                synchronizeStatement()
                // Keep the name defined (never matching) so its uses are not errors too.
                var rule = CustomMediaRule(name: name, value: .constant(false, name.range), range: range(from: keyword))
                rule.isBroken = true
                return rule
            }
            value = .queries(queries)
        }
        guard expect(.semicolon, "';' after the custom media query") != nil else {
            synchronizeStatement()
            return nil
        }
        return CustomMediaRule(name: name, value: value, range: range(from: keyword))
    }

    /// `require-rule = "@require" identifier { "," identifier } ";" ;`
    mutating func parseRequireRule() -> RequireRule? {
        let keyword = advance()
        var traits: [Identifier] = []
        repeat {
            guard let token = expect(.identifier, "a trait name") else {
                synchronizeStatement()
                return nil
            }
            // Past the limit the names are read, not kept.
            if requiredNames < limits.maxListItems {
                traits.append(Identifier(text(of: token), at: range(of: token)))
                requiredNames += 1
            } else {
                if firstDroppedRequiredName == nil { firstDroppedRequiredName = range(of: token) }
                droppedRequiredNames += 1
            }
        } while match(.comma) != nil
        guard expect(.semicolon, "';' after the required trait names") != nil else {
            synchronizeStatement()
            return nil
        }
        return RequireRule(traits: traits, range: range(from: keyword))
    }

    /// `media-rule = "@media" media-query-list "{" { block-item } "}" ;`
    mutating func parseMediaRule() -> MediaRule? {
        let keyword = advance()
        let (queries, broken) = parseMediaQueryList(terminator: .leftBrace)
        let header = range(from: keyword)
        guard check(.leftBrace) else {
            if !broken {
                report(.expected("'{' after the media query list", found: describe(current), at: range(of: current)))
            }
            synchronizeStatement()
            return nil
        }
        // A broken query stays in the list as `.invalid` (it never matches),
        // so the block is still checked.
        let body = parseBlockBody()
        return MediaRule(queries: queries, body: body, headerRange: header, range: range(from: keyword))
    }

    /// `"{" { block-item } "}"` where `block-item = media-rule | traits-block | layout-block ;`
    mutating func parseBlockBody() -> [Statement] {
        guard enterNesting() else { return [] }
        defer { exitNesting() }
        let open = advance()
        var body: [Statement] = []
        while !check(.rightBrace), !atEnd {
            let before = index
            if let statement = parseStatement(topLevel: false) { body.append(statement) }
            if index == before { advance() }
        }
        expect(.rightBrace, opener: open)
        panicking = false
        return body
    }

    /// `traits-block = "traits" "{" { trait-declaration } "}" ;`
    mutating func parseTraitsBlock() -> TraitsBlock? {
        let keyword = advance()
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let open = advance()
        var declarations: [TraitDeclaration] = []
        while !check(.rightBrace), !atEnd {
            let before = index
            if let declaration = parseTraitDeclaration() { declarations.append(declaration) } else { synchronizeDeclaration() }
            if index == before { advance() }
        }
        expect(.rightBrace, opener: open)
        panicking = false
        return TraitsBlock(declarations: declarations, range: range(from: keyword))
    }

    /// `trait-declaration = identifier ":" trait-value ( ";" | &"}" ) ;`
    mutating func parseTraitDeclaration() -> TraitDeclaration? {
        guard let nameToken = expect(.identifier, "a trait name") else { return nil }
        guard expect(.colon, "':' after the trait name") != nil else { return nil }
        guard let value = parseTraitValue() else { return nil }
        guard endDeclaration() else { return nil }
        let name = Identifier(text(of: nameToken), at: range(of: nameToken))
        return TraitDeclaration(name: name, value: value, range: range(from: nameToken))
    }

    /// A declaration ends with `;`, which may be left out before `}`. At the
    /// end of the file the block's missing `}` is the error to report.
    mutating func endDeclaration() -> Bool {
        if match(.semicolon) != nil || check(.rightBrace) || atEnd { return true }
        reportMissingSemicolon("';' after the value")
        // `columns: 2  gap: 8;`: the next declaration starts right here, so this
        // one is complete and the parser goes on as if the `;` were there.
        if startsDeclaration() {
            panicking = false
            return true
        }
        return false
    }

    /// `name:` or `name {`: the start of a declaration or a region.
    func startsDeclaration() -> Bool {
        check(.identifier) && (peek(1).kind == .colon || peek(1).kind == .leftBrace)
    }

    /// `trait-value = identifier | string | "true" | "false" | [ "-" | "+" ] ( number | dimension | percentage ) ;`
    mutating func parseTraitValue() -> TraitValue? {
        let token = current
        switch token.kind {
        case .string:
            advance()
            return TraitValue(kind: .string(stringValue(token)), range: range(of: token))
        case .identifier:
            advance()
            if hasLowercasedText("true", token) { return TraitValue(kind: .boolean(true), range: range(of: token)) }
            if hasLowercasedText("false", token) { return TraitValue(kind: .boolean(false), range: range(of: token)) }
            return TraitValue(kind: .identifier(text(of: token)), range: range(of: token))
        case .number, .dimension, .percentage, .minus, .plus:
            guard let (value, unit, valueRange) = parseSignedNumber() else { break }
            return TraitValue(kind: .number(value, unit: unit), range: valueRange)
        default:
            break
        }
        report(.expected("a trait value (a name, number, string, true or false)", found: describe(current), at: range(of: current)))
        return nil
    }

    /// `[ "-" | "+" ] ( number | dimension | percentage )`: the value, its
    /// unit (`%` for percentages) and range. The sign must touch the number.
    mutating func parseSignedNumber() -> (Double, String?, SourceRange)? {
        let start = current
        var sign = 1.0
        if check(.minus) || check(.plus) {
            let next = peek(1)
            guard [.number, .dimension, .percentage].contains(next.kind), next.start == current.end else { return nil }
            sign = check(.minus) ? -1 : 1
            advance()
        }
        let token = current
        guard let (value, unit) = numericValue(token) else { return nil }
        advance()
        return (sign * value, unit, range(from: start, to: token))
    }

    /// The number and unit of a numeric token. Overflowing literals are
    /// kept as infinities here and rejected by the checker.
    func numericValue(_ token: Token) -> (Double, String?)? {
        switch token.kind {
        case .number:
            return (number(from: Int(token.start), to: Int(token.end)), nil)
        case .dimension, .percentage:
            let unit = SourceRange(file: file, start: token.unitStart, end: token.end)
            var unitText = source.text(of: unit)
            // Units are nearly always in lower case already: lowered (a
            // new string) only when they are not.
            if unitText.utf8.contains(where: { (65...90).contains($0) || $0 >= 128 }) { unitText = unitText.lowercased() }
            return (number(from: Int(token.start), to: Int(token.unitStart)), unitText)
        default:
            return nil
        }
    }

    /// `Double` of the source bytes `start..<end` (infinity for text it
    /// does not read). A plain decimal of at most 15 digits (`-12`, `0.5`)
    /// is read from the bytes: its digits and its power of ten are exact
    /// doubles, so one division rounds it exactly as `Double(String)`
    /// does, without making a string.
    private func number(from start: Int, to end: Int) -> Double {
        let bytes = source.bytes
        var index = max(0, start)
        let end = min(end, bytes.count)
        var negative = false
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var plain = index < end
        while plain, index < end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else {
                plain = false
            }
            index += 1
            if digits > 15 { plain = false }
        }
        guard plain, digits > 0, !seenPoint || fractionDigits > 0 else {
            return Double(source.text(of: SourceRange(file: file, start: UInt32(start), end: UInt32(end)))) ?? .infinity
        }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= Self.powersOfTen[fractionDigits] }
        return negative ? -value : value
    }

    /// 10^0 through 10^15, each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The value of a string token with CSS escapes resolved: `\"` is a
    /// quote, `\41 ` is "A".
    func stringValue(_ token: Token) -> String {
        let text = Array(text(of: token).unicodeScalars)
        guard text.count >= 2 else { return "" }
        let quote = text[0]
        var end = text.count
        if text[end - 1] == quote { end -= 1 }
        var result = String.UnicodeScalarView()
        var i = 1
        while i < end {
            let scalar = text[i]
            i += 1
            guard scalar == "\\", i < end else {
                result.append(scalar)
                continue
            }
            var hex: UInt32 = 0
            var digits = 0
            while i < end, digits < 6, let digit = hexDigitValue(text[i]) {
                hex = hex * 16 + digit
                digits += 1
                i += 1
            }
            if digits == 0 {
                result.append(text[i])
                i += 1
            } else {
                if i < end, text[i] == " " { i += 1 }
                // CSS: a zero, a surrogate or a value past U+10FFFF is U+FFFD.
                result.append(hex == 0 ? "\u{FFFD}" : Unicode.Scalar(hex) ?? "\u{FFFD}")
            }
        }
        return String(result)
    }

    private func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
