import LayoutRulesBase

// `@device` blocks: a device profile defined in a rules file. The parser
// reads each declaration generically (a name, an optional window key, a
// list of values); the checker (Semantics/DeviceCheck.swift) knows the
// properties, their value kinds and their defaults.
extension Parser {
    /// `device-rule = "@device" string "{" { device-declaration } "}" ;`
    mutating func parseDeviceRule() -> DeviceRule? {
        let keyword = advance()
        guard let nameToken = match(.string) else {
            report(.expected("a device name in quotes", found: describe(current), at: range(of: current)))
            synchronizeStatement()
            return nil
        }
        let name = StringLiteral(value: stringValue(nameToken), range: range(of: nameToken))
        guard check(.leftBrace) else {
            report(.expected("'{' after the device name", found: describe(current), at: range(of: current)))
            synchronizeStatement()
            return nil
        }
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let open = advance()
        var declarations: [DeviceDeclaration] = []
        var broken = false
        while !check(.rightBrace), !atEnd {
            let before = index
            if let declaration = parseDeviceDeclaration() {
                declarations.append(declaration)
            } else {
                broken = true
                synchronizeDeclaration()
            }
            if index == before { advance() }  // progress guard
        }
        expect(.rightBrace, opener: open)
        panicking = false
        return DeviceRule(name: name, declarations: declarations, range: range(from: keyword), isBroken: broken)
    }

    /// `device-declaration = device-property-name ":" device-value { [ "," ] device-value } ( ";" | &"}" ) ;`
    /// `device-property-name = identifier | "window" window-kind identifier ;`
    mutating func parseDeviceDeclaration() -> DeviceDeclaration? {
        guard let nameToken = expect(.identifier, "a device property ('name: value;')") else { return nil }
        var window: DeviceWindowKey?
        if isKeyword("window", nameToken) {
            guard let kind = parseWindowKind() else { return nil }
            guard let orientation = expect(.identifier, "a window orientation ('portrait' or 'landscape')") else {
                return nil
            }
            window = DeviceWindowKey(kind: kind, orientation: identifier(orientation))
        }
        let what = window == nil ? "':' after the property name" : "':' after the window orientation"
        guard expect(.colon, what) != nil else { return nil }
        guard let first = parseDeviceValue() else { return nil }
        var values = [first]
        // Past `maxListItems` the values are read, not kept.
        var dropped = 0
        var firstDropped: SourceRange?
        // Values run to the ';'. A name followed by ':' starts the next
        // declaration: the ';' before it is missing ("width: 800 height: 1280").
        while !check(.semicolon), !check(.rightBrace), !atEnd, !(check(.identifier) && peek(1).kind == .colon) {
            let before = index
            _ = match(.comma)
            guard let value = parseDeviceValue() else { return nil }
            if values.count < limits.maxListItems {
                values.append(value)
            } else {
                if firstDropped == nil { firstDropped = value.range }
                dropped += 1
            }
            if index == before { return nil }  // progress guard
        }
        if let firstDropped { diagnostics.append(.tooManyDeviceValues(limits.maxListItems, more: dropped, at: firstDropped)) }
        guard endDeclaration() else { return nil }
        return DeviceDeclaration(name: identifier(nameToken), window: window, values: values, range: range(from: nameToken))
    }

    /// `window-kind = identifier [ "/" number ] ;` — `split-1/3` is the
    /// identifier `split-1`, a `/` and the number `3`, read as one name.
    private mutating func parseWindowKind() -> Identifier? {
        let what = "a window kind ('split-1/3', 'split-1/2', 'split-2/3' or 'slide-over')"
        guard let first = expect(.identifier, what) else { return nil }
        var name = text(of: first)
        var last = first
        if check(.slash), peek(1).kind == .number {
            advance()
            last = advance()
            name += "/" + text(of: last)
        }
        return Identifier(name, at: range(from: first, to: last))
    }

    /// `device-value = string | identifier | [ "-" | "+" ] ( number | dimension | percentage ) ;`
    private mutating func parseDeviceValue() -> DeviceValue? {
        let token = current
        switch token.kind {
        case .string:
            advance()
            return DeviceValue(kind: .string(stringValue(token)), range: range(of: token))
        case .identifier:
            advance()
            return DeviceValue(kind: .identifier(text(of: token)), range: range(of: token))
        case .number, .dimension, .percentage, .minus, .plus:
            guard let (value, unit, valueRange) = parseSignedNumber() else { break }
            return DeviceValue(kind: .number(value, unit: unit), range: valueRange)
        default:
            break
        }
        report(.expected("a device value (a number, name or string)", found: describe(current), at: range(of: current)))
        return nil
    }
}
