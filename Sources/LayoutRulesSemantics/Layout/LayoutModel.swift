import LayoutRulesBase
import LayoutRulesSyntax

/// What a reference in a layout expression names. References reach the
/// regions that share the referring region's coordinate space: its
/// siblings, its parent's bounds (`parent.width`) and itself
/// (`self.width`). Anything further away would mix coordinate systems: as
/// with UIView's `frame` (in the superview's coordinates) and `bounds` (in
/// the view's own), a size or position means something only in one space.
package enum RegionReference: Sendable, Hashable {
    case sibling(String)
    case parent
    case this
}

/// What a percentage is a percentage of.
package enum PercentageBase: Int, Sendable, Hashable {
    /// Positioning properties, as in CSS: the parent's width for
    /// horizontal ones, its height for vertical ones.
    case parentWidth, parentHeight
    /// `translate()`, as in CSS: the region's own width or height.
    case ownWidth, ownHeight
    /// `scale(50%)`: a plain fraction.
    case unit
}

/// A checked layout expression: names resolved to what they mean, units
/// converted (lengths to points, angles to degrees).
package indirect enum LayoutExpression: Sendable, Hashable {
    case constant(Double)
    case percentage(Double, of: PercentageBase)
    case reference(RegionReference, LayoutAttribute, range: SourceRange)
    /// The parent's safe-area inset (the window's for a top-level region).
    case safeAreaInset(SafeAreaEdge)
    /// A trait's value, which must be a number where the layout applies.
    case trait(String, range: SourceRange)
    case negate(LayoutExpression)
    case binary(BinaryOperator, LayoutExpression, LayoutExpression, range: SourceRange)
    case minimum([LayoutExpression])
    case maximum([LayoutExpression])
    /// CSS `clamp(MIN, VAL, MAX)` = `max(MIN, min(VAL, MAX))`.
    case clamp(LayoutExpression, LayoutExpression, LayoutExpression)
}

/// One function of a `transform` list; angles are in degrees.
package enum TransformStep: Sendable, Hashable {
    case translate(LayoutExpression, LayoutExpression)
    case scale(LayoutExpression, LayoutExpression)
    case rotate(LayoutExpression)
}

/// A property's value in one rule. `auto` takes back what an earlier rule
/// set, so a later rule can swap `left` for `right`.
package enum PropertyValue: Sendable, Hashable {
    case auto
    case expression(LayoutExpression)
}

/// One property as a rule sets it, with where it was written.
package struct PropertySetting: Sendable, Hashable {
    package var attribute: LayoutAttribute
    package var value: PropertyValue
    package var range: SourceRange
}

/// A region as one `layout` block declares it, flattened: nested regions
/// become their own declarations with a longer path.
package struct RegionDeclaration: Sendable, Hashable {
    /// `["content", "header"]` for `content { header { ... } }`.
    package var path: [String]
    package var properties: [PropertySetting]
    /// `nil` when the block does not set `transform`; `[]` for `none`.
    package var transform: [TransformStep]?
    package var transformRange: SourceRange?
    /// The region's name where it is declared.
    package var range: SourceRange

    /// `content.header`, the name used in output.
    package var name: String { path.joined(separator: ".") }

    package init(path: [String], properties: [PropertySetting], transform: [TransformStep]? = nil, transformRange: SourceRange? = nil, range: SourceRange) {
        self.path = path
        self.properties = properties
        self.transform = transform
        self.transformRange = transformRange
        self.range = range
    }
}
