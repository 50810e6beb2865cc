/// A trait value after checking.
public enum TraitValueData: Sendable, Hashable, CustomStringConvertible {
    case identifier(String)
    case string(String)
    case number(Double)
    case boolean(Bool)

    /// The value as the language writes it. A string is quoted with `"`,
    /// `\`, control characters and bidi controls escaped, so that it reads back the same
    /// and a line break in it cannot break a line of `eval`, `matrix` or
    /// `tree` output.
    public var description: String {
        switch self {
        case .identifier(let name): name
        case .string(let text): Self.quoted(text)
        case .number(let value): formatNumber(value)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    // a"b => "a\"b"; a line feed => "\A " (the space ends the escape).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where scalar.isInvisibleControl:
                result += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
