import LayoutRulesBase

// Layout blocks: regions, properties and arithmetic expressions.
extension Parser {
    /// `layout-block = "layout" "{" { region } "}" ;`
    mutating func parseLayoutBlock() -> LayoutBlock? {
        let keyword = advance()
        guard let regions = parseRegionBody(allowProperties: false) else { return nil }
        return LayoutBlock(regions: regions.children, range: range(from: keyword))
    }

    /// `region = identifier "{" { layout-property | region } "}" ;`
    mutating func parseRegion() -> Region? {
        let nameToken = advance()
        guard let body = parseRegionBody(allowProperties: true) else { return nil }
        return Region(
            name: identifier(nameToken), properties: body.properties, children: body.children,
            range: range(from: nameToken))
    }

    /// The braces of a layout block or region and what they hold.
    private mutating func parseRegionBody(allowProperties: Bool) -> (properties: [LayoutProperty], children: [Region])? {
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let open = advance()
        var properties: [LayoutProperty] = []
        var children: [Region] = []
        while !check(.rightBrace), !atEnd {
            let before = index
            if check(.identifier), peek(1).kind == .leftBrace {
                if let region = parseRegion() { children.append(region) }
            } else if check(.identifier), peek(1).kind == .colon, allowProperties {
                if let property = parseLayoutProperty() { properties.append(property) } else { synchronizeDeclaration() }
            } else {
                let what = allowProperties ? "a property ('name: value;') or a child region ('name { ... }')" : "a region ('name { ... }')"
                report(.expected(what, found: describe(current), at: range(of: current)))
                synchronizeDeclaration()
            }
            if index == before { advance() }
        }
        expect(.rightBrace, opener: open)
        panicking = false
        return (properties, children)
    }

    /// `layout-property = identifier ":" expression { expression } ( ";" | &"}" ) ;`
    mutating func parseLayoutProperty() -> LayoutProperty? {
        let nameToken = advance()
        advance()  // ':'
        var values: [Expression] = []
        repeat {
            let before = index
            guard let value = parseExpression() else { return nil }
            values.append(value)
            if index == before { return nil }
        } while !check(.semicolon) && !check(.rightBrace) && !atEnd && !startsDeclaration()
        guard endDeclaration() else { return nil }
        return LayoutProperty(name: identifier(nameToken), values: values, range: range(from: nameToken))
    }

    /// `expression = term { ( "+" | "-" ) term } ;`
    ///
    /// A signed number right after a term is an addition too: the lexer
    /// reads `100%-20` as `100%` and `-20` (CSS number tokens carry their
    /// sign), and a layout value is never two numbers in a row, so this
    /// reads the way its author meant: `100% - 20`.
    ///
    /// Each operator counts one nesting level, like a parenthesis: the
    /// chain `1 + 1 + ... + 1` is a tree as deep as it is long, and every
    /// later pass walks it recursively.
    mutating func parseExpression() -> Expression? {
        guard enterNesting() else { return nil }
        var levels = 1
        defer { exitNesting(levels) }
        guard var result = parseTerm() else { return nil }
        while true {
            if check(.plus) || check(.minus) {
                guard enterNesting() else { return nil }
                levels += 1
                let op: BinaryOperator = advance().kind == .plus ? .add : .subtract
                guard let rhs = parseTerm() else { return nil }
                result = .binary(op, result, rhs, range: result.range.union(rhs.range))
            } else if startsWithSign(current) {
                // The number keeps its sign, so this is `result + (-20)`.
                guard enterNesting() else { return nil }
                levels += 1
                guard let rhs = parseTerm() else { return nil }
                result = .binary(.add, result, rhs, range: result.range.union(rhs.range))
            } else {
                return result
            }
        }
    }

    /// Whether a numeric token starts with a sign (`-20`, `+5%`).
    private func startsWithSign(_ token: Token) -> Bool {
        guard token.kind == .number || token.kind == .dimension || token.kind == .percentage else { return false }
        let first = text(of: token).utf8.first
        return first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
    }

    /// `term = unary { ( "*" | "/" ) unary } ;` (each operator a nesting level)
    private mutating func parseTerm() -> Expression? {
        var levels = 0
        defer { exitNesting(levels) }
        guard var result = parseUnary() else { return nil }
        while check(.star) || check(.slash) {
            guard enterNesting() else { return nil }
            levels += 1
            let op: BinaryOperator = advance().kind == .star ? .multiply : .divide
            guard let rhs = parseUnary() else { return nil }
            result = .binary(op, result, rhs, range: result.range.union(rhs.range))
        }
        return result
    }

    /// `unary = [ "-" | "+" ] unary | primary ;`
    private mutating func parseUnary() -> Expression? {
        guard check(.minus) || check(.plus) else { return parsePrimary() }
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let sign = advance()
        guard let operand = parseUnary() else { return nil }
        let whole = range(of: sign).union(operand.range)
        return sign.kind == .minus ? .negate(operand, range: whole) : operand
    }

    /// `primary = number | dimension | percentage | reference | function-call | identifier | "(" expression ")" ;`
    /// `reference = identifier "." identifier { "." identifier } ;`
    /// `function-call = identifier "(" [ expression { "," expression } ] ")" ;`
    private mutating func parsePrimary() -> Expression? {
        let token = current
        switch token.kind {
        case .number, .dimension, .percentage:
            advance()
            guard let (value, unit) = numericValue(token) else { return nil }
            switch unit {
            case nil: return .number(value, range(of: token))
            case "%": return .percentage(value, range(of: token))
            case let unit?: return .dimension(value, unit: unit, range(of: token))
            }
        case .leftParen:
            advance()
            guard let inner = parseExpression() else { return nil }
            guard expect(.rightParen, opener: token) != nil else { return nil }
            return .group(inner, range: range(from: token))
        case .identifier:
            advance()
            if check(.leftParen) { return parseCall(name: token) }
            guard check(.dot) else { return .identifier(identifier(token)) }
            var path = [identifier(token)]
            while match(.dot) != nil {
                guard let part = expect(.identifier, "a region or property name after '.'") else { return nil }
                path.append(identifier(part))
            }
            let property = path.removeLast()
            return .reference(path: path, property: property, range: range(from: token))
        default:
            report(.expected("an expression", found: describe(token), at: range(of: token)))
            return nil
        }
    }

    private mutating func parseCall(name: Token) -> Expression? {
        let open = advance()
        var arguments: [Expression] = []
        if !check(.rightParen) {
            repeat {
                guard let argument = parseExpression() else { return nil }
                arguments.append(argument)
            } while match(.comma) != nil
        }
        guard expect(.rightParen, opener: open) != nil else { return nil }
        return .call(name: identifier(name), arguments: arguments, range: range(from: name))
    }
}
