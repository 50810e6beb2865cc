import LayoutRulesBase

// The surface syntax tree. It keeps what the user wrote (the `min-` prefix,
// value-first ranges, parentheses) so diagnostics point at the user's own
// text and a formatter can reproduce it. Semantics lowers it once into
// normalised conditions; nothing downstream re-reads this tree.

/// A name as written, with its position.
package struct Identifier: Sendable, Hashable {
    package var name: String
    package var range: SourceRange
    package init(_ name: String, at range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A quoted string with escapes resolved.
package struct StringLiteral: Sendable, Hashable {
    package var value: String
    package var range: SourceRange
}

/// One parsed `.layout` file: its statements in order and its comments.
package struct RuleFile: Sendable {
    package var file: FileID
    package var statements: [Statement]
    package var comments: [Comment]
}

/// A top-level or block-level statement.
package enum Statement: Sendable {
    case importRule(ImportRule)
    case customMedia(CustomMediaRule)
    case media(MediaRule)
    case traits(TraitsBlock)
    case layout(LayoutBlock)
    case require(RequireRule)
    case device(DeviceRule)

    package var range: SourceRange {
        switch self {
        case .importRule(let rule): rule.range
        case .customMedia(let rule): rule.range
        case .media(let rule): rule.range
        case .traits(let block): block.range
        case .layout(let block): block.range
        case .require(let rule): rule.range
        case .device(let rule): rule.range
        }
    }
}

/// `@import "apple";` or `@import "shared.layout";`
package struct ImportRule: Sendable {
    package var target: StringLiteral
    package var range: SourceRange
}

/// `@custom-media --tablet (idiom: pad);`
package struct CustomMediaRule: Sendable {
    package enum Value: Sendable {
        case queries(MediaQueryList)
        case constant(Bool, SourceRange)
    }
    package var name: Identifier
    package var value: Value
    package var range: SourceRange
    /// True when its query list had a syntax error (already reported): the
    /// name stays defined, as never matching, so uses of it are not
    /// reported again as undefined.
    package var isBroken = false
}

/// `@require columns, sidebar;` — traits that must be set in every
/// environment (coverage, checked by the compiler).
package struct RequireRule: Sendable {
    package var traits: [Identifier]
    package var range: SourceRange
}

/// `@device "Kiosk 2000" { idiom: pad; width: 800; height: 1280; scale: 2; }`
/// — a device profile defined in a rules file. The parser reads every
/// declaration generically (a name and its values); the checker knows the
/// properties and turns the rule into a `DeviceProfile`.
package struct DeviceRule: Sendable {
    package var name: StringLiteral
    package var declarations: [DeviceDeclaration]
    package var range: SourceRange
    /// True when a declaration had a syntax error (already reported) and
    /// was dropped, so a property that looks missing may be written.
    package var isBroken = false
}

/// `width: 800;`, `aliases: "kiosk", "k2000";` or, with a window key,
/// `window split-1/3 landscape: 375 1024 compact regular;`.
package struct DeviceDeclaration: Sendable {
    package var name: Identifier
    /// The window kind and orientation written between `window` and `:`;
    /// nil for every other property.
    package var window: DeviceWindowKey?
    /// One or more values, separated by spaces or commas.
    package var values: [DeviceValue]
    package var range: SourceRange
}

/// `split-1/3 landscape` in `window split-1/3 landscape: ...`. The kind is
/// one identifier even when written as the tokens `split-1`, `/`, `3`.
package struct DeviceWindowKey: Sendable {
    package var kind: Identifier
    package var orientation: Identifier
}

/// One value in a device declaration, as written.
package struct DeviceValue: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case identifier(String)
        case string(String)
        /// A signed number with its unit, lowercased (`%` for a percentage).
        case number(Double, unit: String?)
    }
    package var kind: Kind
    package var range: SourceRange

    package init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// `@media QUERY-LIST { ... }`
package struct MediaRule: Sendable {
    package var queries: MediaQueryList
    package var body: [Statement]
    /// The `@media` keyword and its prelude, for "rule never matches" notes.
    package var headerRange: SourceRange
    package var range: SourceRange
}

// MARK: Media queries (Media Queries Level 4)

/// A comma-separated list; it matches when any query matches.
package struct MediaQueryList: Sendable {
    package var queries: [MediaQuery]
    package var range: SourceRange
}

/// One query: a bare condition, or a media type with an optional
/// `not`/`only` and an `and`-joined condition.
package struct MediaQuery: Sendable {
    package enum Modifier: Sendable, Hashable { case not, only }
    package enum Form: Sendable {
        case condition(MediaCondition)
        case type(modifier: Modifier?, modifierRange: SourceRange?, type: Identifier, condition: MediaCondition?)
        /// A query with a syntax error, already reported.
        case invalid
    }
    package var form: Form
    package var range: SourceRange
}

/// A boolean combination of features and custom media references.
package indirect enum MediaCondition: Sendable {
    case feature(MediaFeature)
    /// `(--name)`: the range covers the parentheses.
    case customMedia(Identifier, range: SourceRange)
    case not(MediaCondition, range: SourceRange)
    case and([MediaCondition], range: SourceRange)
    case or([MediaCondition], range: SourceRange)
    /// `( condition )`
    case group(MediaCondition, range: SourceRange)
    /// Stands in for a part with a syntax error, already reported.
    case invalid(SourceRange)

    package var range: SourceRange {
        switch self {
        case .feature(let feature): feature.range
        case .customMedia(_, let range), .not(_, let range), .and(_, let range), .or(_, let range),
            .group(_, let range), .invalid(let range):
            range
        }
    }
}

/// One parenthesised feature test, in one of the four MQ4 shapes.
package struct MediaFeature: Sendable {
    package enum Form: Sendable {
        /// `(width)`
        case boolean(name: Identifier)
        /// `(min-width: 400pt)`, `(orientation: landscape)`
        case plain(name: Identifier, value: MediaValue)
        /// `(width >= 400)`
        case range(name: Identifier, comparison: Comparison, comparisonRange: SourceRange, value: MediaValue)
        /// `(400 <= width)`
        case reversedRange(value: MediaValue, comparison: Comparison, comparisonRange: SourceRange, name: Identifier)
        /// `(400 <= width < 800)`
        case interval(
            lower: MediaValue, lowerComparison: Comparison, lowerRange: SourceRange, name: Identifier,
            upperComparison: Comparison, upperRange: SourceRange, upper: MediaValue)
    }
    package var form: Form
    /// Includes the parentheses.
    package var range: SourceRange

    package init(form: Form, range: SourceRange) {
        self.form = form
        self.range = range
    }

    /// The feature name, whatever the shape.
    package var name: Identifier {
        switch form {
        case .boolean(let name), .plain(let name, _), .range(let name, _, _, _), .reversedRange(_, _, _, let name),
            .interval(_, _, _, let name, _, _, _):
            name
        }
    }
}

/// A value in a feature test.
package struct MediaValue: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case number(Double)
        case dimension(Double, unit: String)
        case percentage(Double)
        /// `16/9`
        case ratio(Double, Double)
        case identifier(String)
    }
    package var kind: Kind
    package var range: SourceRange

    package init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

// MARK: Traits

/// `traits { columns: 2; style: "compact"; }`
package struct TraitsBlock: Sendable {
    package var declarations: [TraitDeclaration]
    package var range: SourceRange
}

/// `name: value;`
package struct TraitDeclaration: Sendable {
    package var name: Identifier
    package var value: TraitValue
    package var range: SourceRange
}

/// A trait's value as written.
package struct TraitValue: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(Double, unit: String?)
        case string(String)
        case boolean(Bool)
    }
    package var kind: Kind
    package var range: SourceRange
}

// MARK: Layout

/// `layout { sidebar { left: 0; width: 30%; } ... }`
package struct LayoutBlock: Sendable {
    package var regions: [Region]
    package var range: SourceRange
}

/// A named rectangle with positioning properties and child regions.
package struct Region: Sendable {
    package var name: Identifier
    package var properties: [LayoutProperty]
    package var children: [Region]
    package var range: SourceRange

    package init(name: Identifier, properties: [LayoutProperty], children: [Region], range: SourceRange) {
        self.name = name
        self.properties = properties
        self.children = children
        self.range = range
    }
}

/// `left: sidebar.right + 8;` — a property holds one or more
/// space-separated expressions (`transform: scale(2) rotate(90deg)`).
package struct LayoutProperty: Sendable {
    package var name: Identifier
    package var values: [Expression]
    package var range: SourceRange
}

/// Binary operators in layout expressions.
package enum BinaryOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
}

/// A layout expression as written.
package indirect enum Expression: Sendable {
    case number(Double, SourceRange)
    case dimension(Double, unit: String, SourceRange)
    case percentage(Double, SourceRange)
    /// A bare name: a trait whose value is a number, or a keyword.
    case identifier(Identifier)
    /// `sidebar.right`, `header.title.bottom`: a region path and a property.
    case reference(path: [Identifier], property: Identifier, range: SourceRange)
    /// `min(a, b)`, `env(safe-area-inset-top)`, `rotate(90deg)`
    case call(name: Identifier, arguments: [Expression], range: SourceRange)
    case negate(Expression, range: SourceRange)
    case binary(BinaryOperator, Expression, Expression, range: SourceRange)
    case group(Expression, range: SourceRange)
    case invalid(SourceRange)

    package var range: SourceRange {
        switch self {
        case .number(_, let range), .dimension(_, _, let range), .percentage(_, let range): range
        case .identifier(let identifier): identifier.range
        case .reference(_, _, let range), .call(_, _, let range), .negate(_, let range), .binary(_, _, _, let range),
            .group(_, let range), .invalid(let range):
            range
        }
    }
}
