import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax

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
/// `name: value` inside a `traits` block, checked.
public struct TraitAssignment: Sendable, Hashable {
    public var name: String
    public var value: TraitValueData
    public var range: SourceRange
}

/// One entry of the cascade: a `traits` or `layout` block together with
/// the conjunction of every `@media` condition around it.
public struct Rule: Sendable {
    /// Position in the cascade; later rules override earlier ones.
    public var index: Int
    public var condition: Condition
    /// The `@media` headers around the block, outermost first (empty for a
    /// top-level block), for "never matches" and `explain` output.
    public var mediaHeaders: [SourceRange]
    /// The block itself.
    public var range: SourceRange
    public var traits: [TraitAssignment]
    /// The regions of a `layout` block, checked and flattened in document
    /// order (a parent before its children); empty for a `traits` block.
    public var regions: [RegionDeclaration]
}

/// A trait that must be set in every environment (`@require`).
public struct RequiredTrait: Sendable, Hashable {
    public var name: String
    public var range: SourceRange
}

/// Everything the checker produces: the sources it read, every diagnostic
/// (sorted), the rules in cascade order and the `@device` profiles.
public struct CheckedRuleSet: Sendable {
    public var sources: SourceCatalog
    public var diagnostics: [Diagnostic]
    public var rules: [Rule]
    public var requirements: [RequiredTrait]
    /// The devices defined with `@device` in the checked files and their
    /// imports, in document order (only the valid ones).
    public var devices: [DeviceProfile]
    /// Diagnostics the checker found past `maxDiagnosticsPerFile` and let
    /// go of to bound its memory, by file (see `Diagnostic.capped`).
    public var dropped: [FileID: DroppedDiagnostics] = [:]

    /// True when any diagnostic is an error (kept or let go of); such a
    /// rule set must not be compiled or evaluated.
    public var hasErrors: Bool { diagnostics.hasErrors || dropped.values.contains { $0.hasErrors } }
}
