/// The value of one trait, as a `traits` block sets it.
///
/// Reading a trait from a ``TraitCollection`` or with
/// ``RuleSet/value(_:at:)`` gives one of these:
///
///     // traits { columns: 3; style: compact; title: "Photos"; sidebar: true; }
///     if case .number(let columns)? = traits["columns"] { grid.columns = Int(columns) }
///     if case .identifier(let style)? = traits["style"] { apply(style) }
public enum TraitValueData: Sendable, Hashable, CustomStringConvertible {
    /// A bare word, such as `compact` in `style: compact;`.
    case identifier(String)
    /// A quoted string, such as `"Photos"`, without its quotes and escapes.
    case string(String)
    /// A number, such as `3` or `0.5`; a length with a unit is not a trait value.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)

    /// The value as the language writes it.
    ///
    /// A string is quoted with `"`, `\`, control characters and bidi
    /// controls escaped, so that it reads back the same and a line break in
    /// it cannot break a line of `eval`, `matrix` or `tree` output.
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
