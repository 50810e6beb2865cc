/// A media feature: a dimension of the environment that rules can test.
/// The raw value is the feature's name, in rule files and in `eval`'s
/// printout. Everything else about a feature is declared once, in
/// `declaration` below, and read through `descriptor` (one feature) and
/// `Feature.table` (every name a rule may write): the checker, the
/// evaluator, the Swift code generator, `eval` and `explain`, and
/// Grammar.md's feature tables all come from there.
package enum Feature: String, Sendable, Hashable, CaseIterable, Comparable {
    case width
    case height
    case screenWidth = "screen-width"
    case screenHeight = "screen-height"
    case aspectRatio = "aspect-ratio"
    case orientation
    case interfaceOrientation = "interface-orientation"
    case idiom
    case scale
    case window
    case windowWidthFraction = "window-width-fraction"
    case windowHeightFraction = "window-height-fraction"
    case dynamicType = "dynamic-type"
    case prefersColorScheme = "prefers-color-scheme"
    case prefersContrast = "prefers-contrast"
    case prefersReducedMotion = "prefers-reduced-motion"
    case prefersReducedTransparency = "prefers-reduced-transparency"
    case invertedColors = "inverted-colors"
    case layoutDirection = "layout-direction"
    case legibilityWeight = "legibility-weight"
    case colorGamut = "color-gamut"

    package static func < (a: Feature, b: Feature) -> Bool {
        a.ordinal < b.ordinal
    }

    /// The position in `allCases`: the order of the table. A switch, not a
    /// search: the compiler's tree walks read it per node. (A test holds it
    /// to `allCases`.)
    package var ordinal: Int {
        switch self {
        case .width: 0
        case .height: 1
        case .screenWidth: 2
        case .screenHeight: 3
        case .aspectRatio: 4
        case .orientation: 5
        case .interfaceOrientation: 6
        case .idiom: 7
        case .scale: 8
        case .window: 9
        case .windowWidthFraction: 10
        case .windowHeightFraction: 11
        case .dynamicType: 12
        case .prefersColorScheme: 13
        case .prefersContrast: 14
        case .prefersReducedMotion: 15
        case .prefersReducedTransparency: 16
        case .invertedColors: 17
        case .layoutDirection: 18
        case .legibilityWeight: 19
        case .colorGamut: 20
        }
    }

    // MARK: The table

    /// Everything about this feature. One `case` per feature, so the
    /// compiler insists on a row for every one (as lightningcss's
    /// `define_query_features!` makes one declaration per feature).
    ///
    /// The evaluator's hot path (`LayoutEnvironment.value(of:)`,
    /// `LayoutEnvironment.discreteIndex(of:)`) is a plain `switch` transcribing
    /// each `reading`, so that evaluation stays a jump and a load; a test
    /// holds it to this table.
    private var declaration: FeatureDescriptor {
        switch self {
        case .width:
            FeatureDescriptor(
                self, .length, reading: .number(property: "width"),
                summary: "width of the window or container, in points",
                citation: Citation("Media Queries 4: width", "https://www.w3.org/TR/mediaqueries-4/#width"))
        case .height:
            FeatureDescriptor(
                self, .length, reading: .number(property: "height"),
                summary: "height of the window or container, in points",
                citation: Citation("Media Queries 4: height", "https://www.w3.org/TR/mediaqueries-4/#height"))
        case .screenWidth:
            FeatureDescriptor(
                self, .length, reading: .number(property: "screenWidth"),
                summary: "width of the device screen in the current orientation, in points",
                citation: Citation("UIScreen.bounds", "https://developer.apple.com/documentation/uikit/uiscreen/bounds"))
        case .screenHeight:
            FeatureDescriptor(
                self, .length, reading: .number(property: "screenHeight"),
                summary: "height of the device screen in the current orientation, in points",
                citation: Citation("UIScreen.bounds", "https://developer.apple.com/documentation/uikit/uiscreen/bounds"))
        case .aspectRatio:
            FeatureDescriptor(
                self, .ratio, reading: .ratio,
                summary: "width divided by height of the window, as a ratio like 16/9",
                citation: Citation("Media Queries 4: aspect-ratio", "https://www.w3.org/TR/mediaqueries-4/#aspect-ratio"))
        case .orientation:
            FeatureDescriptor(
                self, .discrete, values: ["portrait", "landscape"], reading: .shape,
                summary: "portrait when height >= width, else landscape",
                citation: Citation("Media Queries 4: orientation", "https://www.w3.org/TR/mediaqueries-4/#orientation"))
        case .interfaceOrientation:
            FeatureDescriptor(
                self, .discrete, values: ["portrait", "portrait-upside-down", "landscape-left", "landscape-right"],
                unmatchedValue: "unknown", reading: .keyword(property: "interfaceOrientation"),
                summary: "the interface orientation UIKit reports",
                citation: Citation(
                    "UIInterfaceOrientation", "https://developer.apple.com/documentation/uikit/uiinterfaceorientation"))
        case .idiom:
            FeatureDescriptor(
                self, .discrete, values: ["phone", "pad", "tv", "mac", "carplay", "vision"],
                unmatchedValue: "unspecified", reading: .keyword(property: "idiom"),
                summary: "the user interface idiom of the device",
                citation: Citation(
                    "UIUserInterfaceIdiom", "https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom"))
        case .scale:
            FeatureDescriptor(
                self, .number, reading: .number(property: "scale"),
                summary: "display scale: points to pixels (1, 2 or 3)",
                citation: Citation("UIScreen.scale", "https://developer.apple.com/documentation/uikit/uiscreen/scale"),
                aliases: [
                    FeatureAlias(
                        "resolution", .resolution, summary: "the display scale in CSS spelling, with the 'x' unit",
                        citation: Citation("Media Queries 4: resolution", "https://www.w3.org/TR/mediaqueries-4/#resolution"))
                ])
        case .window:
            FeatureDescriptor(
                self, .discrete, values: ["full-screen", "split-view", "slide-over", "resizable"],
                reading: .keyword(property: "window"),
                summary: "the kind of window: the whole screen, a side of Split View, Slide Over, or freely resizable",
                citation: Citation(
                    "Multitasking on iPad", "https://developer.apple.com/design/human-interface-guidelines/multitasking"))
        case .windowWidthFraction:
            FeatureDescriptor(
                self, .fraction, reading: .fraction(window: "width", screen: "screenWidth"),
                summary: "width divided by screen-width, from 0 to 1 (1 when the screen has no width)",
                citation: Citation("UIScreen.bounds", "https://developer.apple.com/documentation/uikit/uiscreen/bounds"))
        case .windowHeightFraction:
            FeatureDescriptor(
                self, .fraction, reading: .fraction(window: "height", screen: "screenHeight"),
                summary: "height divided by screen-height, from 0 to 1 (1 when the screen has no height)",
                citation: Citation("UIScreen.bounds", "https://developer.apple.com/documentation/uikit/uiscreen/bounds"))
        case .dynamicType:
            FeatureDescriptor(
                self, .discrete, values: LayoutEnvironment.DynamicTypeSize.allCases.map(\.rawValue), ordering: .ordered,
                reading: .keyword(property: "dynamicTypeSize"),
                summary: "the text size the user chose (Dynamic Type), from extra-small to the five accessibility sizes",
                citation: Citation(
                    "UIContentSizeCategory", "https://developer.apple.com/documentation/uikit/uicontentsizecategory"),
                platformCitation: Citation(
                    "DynamicTypeSize", "https://developer.apple.com/documentation/swiftui/dynamictypesize"),
                defaultValue: "large", isUserSetting: true,
                valueAliases: [
                    FeatureValueAlias("x-small", "extra-small"), FeatureValueAlias("x-large", "extra-large"),
                    FeatureValueAlias("xx-large", "extra-extra-large"), FeatureValueAlias("xxx-large", "extra-extra-extra-large"),
                    FeatureValueAlias("accessibility-1", "accessibility-medium"),
                    FeatureValueAlias("accessibility-2", "accessibility-large"),
                    FeatureValueAlias("accessibility-3", "accessibility-extra-large"),
                    FeatureValueAlias("accessibility-4", "accessibility-extra-extra-large"),
                    FeatureValueAlias("accessibility-5", "accessibility-extra-extra-extra-large"),
                ],
                informalNames: [
                    FeatureValueAlias("default", "large"), FeatureValueAlias("smallest", "extra-small"),
                    FeatureValueAlias("huge", "accessibility-medium"), FeatureValueAlias("accessibility", "accessibility-medium"),
                    FeatureValueAlias("largest", "accessibility-extra-extra-extra-large"),
                    FeatureValueAlias("xs", "extra-small"), FeatureValueAlias("s", "small"), FeatureValueAlias("m", "medium"),
                    FeatureValueAlias("l", "large"), FeatureValueAlias("xl", "extra-large"),
                    FeatureValueAlias("xxl", "extra-extra-large"), FeatureValueAlias("xxxl", "extra-extra-extra-large"),
                ])
        case .prefersColorScheme:
            FeatureDescriptor(
                self, .discrete, values: ["light", "dark"], reading: .keyword(property: "colorScheme"),
                summary: "the appearance the user chose: light or dark",
                citation: Citation(
                    "Media Queries 5: prefers-color-scheme", "https://www.w3.org/TR/mediaqueries-5/#prefers-color-scheme"),
                platformCitation: Citation(
                    "UITraitCollection.userInterfaceStyle",
                    "https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle"),
                defaultValue: "light", isUserSetting: true)
        case .prefersContrast:
            FeatureDescriptor(
                self, .discrete, values: ["no-preference", "more"], reading: .keyword(property: "contrast"),
                summary: "more when the user turned on Increase Contrast",
                citation: Citation("Media Queries 5: prefers-contrast", "https://www.w3.org/TR/mediaqueries-5/#prefers-contrast"),
                platformCitation: Citation(
                    "UITraitCollection.accessibilityContrast",
                    "https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast"),
                defaultValue: "no-preference", falseValue: "no-preference", foreignValues: ["less", "custom"],
                isUserSetting: true)
        case .prefersReducedMotion:
            FeatureDescriptor(
                self, .discrete, values: ["no-preference", "reduce"], reading: .keyword(property: "reducedMotion"),
                summary: "reduce when the user turned on Reduce Motion",
                citation: Citation(
                    "Media Queries 5: prefers-reduced-motion", "https://www.w3.org/TR/mediaqueries-5/#prefers-reduced-motion"),
                platformCitation: Citation(
                    "UIAccessibility.isReduceMotionEnabled",
                    "https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled"),
                defaultValue: "no-preference", falseValue: "no-preference", isUserSetting: true)
        case .prefersReducedTransparency:
            FeatureDescriptor(
                self, .discrete, values: ["no-preference", "reduce"], reading: .keyword(property: "reducedTransparency"),
                summary: "reduce when the user turned on Reduce Transparency",
                citation: Citation(
                    "Media Queries 5: prefers-reduced-transparency",
                    "https://www.w3.org/TR/mediaqueries-5/#prefers-reduced-transparency"),
                platformCitation: Citation(
                    "UIAccessibility.isReduceTransparencyEnabled",
                    "https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled"),
                defaultValue: "no-preference", falseValue: "no-preference", isUserSetting: true)
        case .invertedColors:
            FeatureDescriptor(
                self, .discrete, values: ["none", "inverted"], reading: .keyword(property: "invertedColors"),
                summary: "inverted when the user turned on Smart Invert or Classic Invert",
                citation: Citation("Media Queries 5: inverted-colors", "https://www.w3.org/TR/mediaqueries-5/#inverted"),
                platformCitation: Citation(
                    "UIAccessibility.isInvertColorsEnabled",
                    "https://developer.apple.com/documentation/uikit/uiaccessibility/isinvertcolorsenabled"),
                defaultValue: "none", falseValue: "none", isUserSetting: true)
        case .layoutDirection:
            FeatureDescriptor(
                self, .discrete, values: ["ltr", "rtl"], reading: .keyword(property: "layoutDirection"),
                summary: "the direction of the interface's language: left to right or right to left",
                citation: Citation(
                    "UITraitCollection.layoutDirection",
                    "https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection"),
                platformCitation: Citation(
                    "LayoutDirection", "https://developer.apple.com/documentation/swiftui/layoutdirection"),
                defaultValue: "ltr", isUserSetting: true)
        case .legibilityWeight:
            FeatureDescriptor(
                self, .discrete, values: ["regular", "bold"], reading: .keyword(property: "legibilityWeight"),
                summary: "bold when the user turned on Bold Text",
                citation: Citation(
                    "UITraitCollection.legibilityWeight",
                    "https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight"),
                platformCitation: Citation(
                    "LegibilityWeight", "https://developer.apple.com/documentation/swiftui/legibilityweight"),
                defaultValue: "regular", falseValue: "regular", isUserSetting: true)
        case .colorGamut:
            FeatureDescriptor(
                self, .discrete, values: ["srgb", "p3"], ordering: .atLeast, reading: .keyword(property: "colorGamut"),
                summary: "the colors the display shows: srgb matches every display, p3 a wide-color (Display P3) one",
                citation: Citation("Media Queries 4: color-gamut", "https://www.w3.org/TR/mediaqueries-4/#color-gamut"),
                platformCitation: Citation(
                    "UITraitCollection.displayGamut",
                    "https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut"),
                defaultValue: "srgb", foreignValues: ["rec2020"])
        }
    }

    /// This feature's row of the table.
    package var descriptor: FeatureDescriptor { Self.descriptors[ordinal] }

    /// Every feature's row, in `allCases` order, built once.
    private static let descriptors: [FeatureDescriptor] = allCases.map(\.declaration)

    /// Every name a rule may write, each with its row: the features in
    /// order, each followed by its aliases (`scale`, then `resolution`).
    /// Grammar.md lists them in this order.
    package static let table: [FeatureDescriptor] = descriptors.flatMap { descriptor in
        [descriptor] + descriptor.aliases.map(descriptor.aliased)
    }

    /// The allowed values of a discrete feature, in a fixed order (a
    /// value's index is its bit in a `Condition.oneOf` mask); nil for a
    /// numeric feature.
    package var discreteValues: [String]? {
        let index = ordinal
        return Self.descriptors[index].type == .discrete ? Self.descriptors[index].values : nil
    }

    /// True for features compared by range (lengths, ratios, scale).
    package var isNumeric: Bool { Self.descriptors[ordinal].type != .discrete }
}

/// What kind of value a feature takes, and so which units it accepts and
/// whether range syntax applies.
package enum FeatureValueType: String, Sendable, Hashable {
    /// Points; unitless numbers, `pt` and `px` (one CSS px is one point).
    case length
    /// `16/9` or a single number.
    case ratio
    /// A plain number, such as a display scale.
    case number
    /// A resolution: `2x`, `2dppx`, `192dpi`; a unit is required.
    case resolution
    /// A part of a whole: a plain number, or `a/b` read as the quotient
    /// (`1/3`), so Split View's thirds need no rounded decimals.
    case fraction
    /// One of a closed list of identifiers.
    case discrete

    /// Whether range syntax and `min-`/`max-` apply.
    package var allowsRanges: Bool { self != .discrete }

    /// The units accepted after a number (lowercase), each with what it is
    /// worth in the feature's canonical unit: points for lengths (a CSS px
    /// is a point), dppx (the UIKit scale) for resolutions.
    package var units: [FeatureUnit] {
        switch self {
        case .length: [FeatureUnit("pt", 1), FeatureUnit("px", 1)]
        case .resolution:
            [FeatureUnit("x", 1), FeatureUnit("dppx", 1), FeatureUnit("dpi", 1.0 / 96), FeatureUnit("dpcm", 2.54 / 96)]
        case .ratio, .number, .fraction, .discrete: []
        }
    }

    /// Whether a plain number needs a unit (`(resolution: 2)` does).
    package var requiresUnit: Bool { self == .resolution }
}

/// A unit a feature's number may carry.
package struct FeatureUnit: Sendable, Hashable {
    /// Lowercase, as matched.
    package let name: String
    /// What one unit is worth in the feature's canonical unit.
    package let factor: Double

    package init(_ name: String, _ factor: Double) {
        self.name = name
        self.factor = factor
    }
}

/// How a feature's value is read from a `LayoutEnvironment`, and so how it
/// prints (`LayoutEnvironment.printedValue(of:)`): a number for `number`,
/// `fraction` and `ratio`, the value's name for `shape` and `keyword`.
package enum FeatureReading: Sendable, Hashable {
    /// A number the environment stores, `LayoutEnvironment.<property>` (the
    /// generated code's `LayoutEnvironment` has the same property). A NaN reads
    /// as 0.
    case number(property: String)
    /// A window side over the same side of the screen, both stored
    /// numbers (`LayoutEnvironment.windowFraction(_:of:)`): in [0, 1], never NaN.
    case fraction(window: String, screen: String)
    /// `width / height` of `LayoutEnvironment.ratioOperands`; tests compare by
    /// cross-multiplying, and the value is that quotient (infinite for a
    /// zero height and a positive width).
    case ratio
    /// The window's shape on `LayoutEnvironment.ratioOperands`: the first value
    /// when height >= width, else the second; a test of it is lowered to a
    /// ratio test against 1/1.
    case shape
    /// An enumeration the environment stores, `LayoutEnvironment.<property>`,
    /// read as the index of its value among the feature's values (the
    /// `unmatchedValue` is the index just past them).
    case keyword(property: String)
}

/// How the values of a discrete feature compare.
package enum FeatureOrdering: String, Sendable, Hashable {
    /// Values are only equal or not (`idiom`, `prefers-color-scheme`).
    case unordered
    /// Values are ordered as listed, and range syntax and `min-`/`max-`
    /// compare them: `(dynamic-type >= accessibility-medium)`.
    case ordered
    /// A value matches itself and every later one, without range syntax,
    /// as Media Queries 4 defines `color-gamut`: `(color-gamut: srgb)` holds
    /// on a P3 display too.
    case atLeast
}

/// Another spelling of a feature's value, or an informal word that points
/// at one.
package struct FeatureValueAlias: Sendable, Hashable {
    /// The word, lowercase.
    package let name: String
    /// The value it stands for: one of the feature's `values`.
    package let value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Where a feature is defined: Apple's documentation of the UIKit value it
/// mirrors, or the W3C specification of the CSS feature.
package struct Citation: Sendable, Hashable {
    /// A UIKit symbol (`UIScreen.scale`) or a specification section.
    package let title: String
    package let url: String

    package init(_ title: String, _ url: String) {
        self.title = title
        self.url = url
    }
}

/// Another name for a feature, with a value type of its own: `resolution`
/// is `scale` with CSS's resolution units.
package struct FeatureAlias: Sendable, Hashable {
    package let name: String
    package let type: FeatureValueType
    package let summary: String
    package let citation: Citation?

    package init(_ name: String, _ type: FeatureValueType, summary: String, citation: Citation?) {
        self.name = name
        self.type = type
        self.summary = summary
        self.citation = citation
    }
}

/// One row of the feature table: a name rules may write and every fact
/// about it.
package struct FeatureDescriptor: Sendable, Hashable {
    /// The name rules write, lowercase.
    package let name: String
    /// The feature the name tests (an alias tests its feature).
    package let feature: Feature
    package let type: FeatureValueType
    /// A discrete feature's values, in order: a value's index is its bit
    /// in a `Condition.oneOf` mask and `LayoutEnvironment.discreteIndex(of:)`.
    package let values: [String]
    /// The value an environment may have beyond `values`, which matches no
    /// test (`unspecified` for the idiom); nil when there is none.
    package let unmatchedValue: String?
    package let reading: FeatureReading
    /// One line for Grammar.md.
    package let summary: String
    package let citation: Citation?
    /// The UIKit or SwiftUI API the adapters read the value from, where
    /// `citation` is the CSS specification.
    package let platformCitation: Citation?
    /// Other names for the feature; empty on an alias's own row.
    package let aliases: [FeatureAlias]
    /// How a discrete feature's values compare (`unordered` for numeric ones).
    package let ordering: FeatureOrdering
    /// The value a `LayoutEnvironment` has unless told otherwise; nil where
    /// it follows from other values or is always given.
    package let defaultValue: String?
    /// The value that is false in a boolean context: `(prefers-reduced-motion)`
    /// is `not (prefers-reduced-motion: no-preference)`. Nil when every value
    /// is true, as for `(orientation)`.
    package let falseValue: String?
    /// Values CSS defines that no Apple platform reports: valid in a rule
    /// file, never matched, with a warning (as the `print` media type).
    package let foreignValues: [String]
    /// Whether the value is the user's setting (text size, appearance,
    /// accessibility) rather than the device's: no device rules it out, so
    /// the device check never calls a test of it unreachable.
    package let isUserSetting: Bool
    /// Other spellings of values, accepted as the value they name
    /// (SwiftUI's `xx-large` for `extra-extra-large`).
    package let valueAliases: [FeatureValueAlias]
    /// Words that are no value but point at one, offered as "did you
    /// mean" when a rule writes them (`huge` for `accessibility-medium`).
    package let informalNames: [FeatureValueAlias]

    init(
        _ feature: Feature, _ type: FeatureValueType, values: [String] = [], unmatchedValue: String? = nil,
        ordering: FeatureOrdering = .unordered, reading: FeatureReading, summary: String, citation: Citation?,
        platformCitation: Citation? = nil, aliases: [FeatureAlias] = [], defaultValue: String? = nil,
        falseValue: String? = nil, foreignValues: [String] = [], isUserSetting: Bool = false,
        valueAliases: [FeatureValueAlias] = [], informalNames: [FeatureValueAlias] = []
    ) {
        self.name = feature.rawValue
        self.feature = feature
        self.type = type
        self.values = values
        self.unmatchedValue = unmatchedValue
        self.reading = reading
        self.summary = summary
        self.citation = citation
        self.platformCitation = platformCitation
        self.aliases = aliases
        self.ordering = ordering
        self.defaultValue = defaultValue
        self.falseValue = falseValue
        self.foreignValues = foreignValues
        self.isUserSetting = isUserSetting
        self.valueAliases = valueAliases
        self.informalNames = informalNames
    }

    private init(_ alias: FeatureAlias, of descriptor: FeatureDescriptor) {
        self.name = alias.name
        self.feature = descriptor.feature
        self.type = alias.type
        self.values = descriptor.values
        self.unmatchedValue = descriptor.unmatchedValue
        self.reading = descriptor.reading
        self.summary = alias.summary
        self.citation = alias.citation
        self.platformCitation = descriptor.platformCitation
        self.aliases = []
        self.ordering = descriptor.ordering
        self.defaultValue = descriptor.defaultValue
        self.falseValue = descriptor.falseValue
        self.foreignValues = descriptor.foreignValues
        self.isUserSetting = descriptor.isUserSetting
        self.valueAliases = descriptor.valueAliases
        self.informalNames = descriptor.informalNames
    }

    /// The row of one of this feature's aliases: the feature's reading
    /// and values under the alias's name, type and summary.
    func aliased(_ alias: FeatureAlias) -> FeatureDescriptor { FeatureDescriptor(alias, of: self) }

    /// Whether range syntax and `min-`/`max-` apply: to numbers, and to
    /// a discrete feature whose values are ordered (`dynamic-type`).
    package var allowsRanges: Bool { type.allowsRanges || ordering == .ordered }

    /// The index of a value written in a rule (lowercase): one of `values`
    /// or a `valueAliases` spelling of one; nil for any other word.
    package func valueIndex(of word: String) -> Int? {
        if let index = values.firstIndex(of: word) { return index }
        guard let alias = valueAliases.first(where: { $0.name == word }) else { return nil }
        return values.firstIndex(of: alias.value)
    }

    /// The units accepted after a number, lowercase.
    package var units: [String] { type.units.map(\.name) }

    /// What one `unit` (lowercase) is worth in the feature's canonical
    /// unit, or nil when the feature does not take it.
    package func factor(of unit: String) -> Double? {
        type.units.first { $0.name == unit }?.factor
    }

    /// The name of the value at `index` of `LayoutEnvironment.discreteIndex(of:)`:
    /// one of `values`, or the `unmatchedValue` past them.
    package func valueName(at index: Int) -> String {
        values.indices.contains(index) ? values[index] : unmatchedValue ?? "none"
    }
}

extension LayoutEnvironment {
    /// The feature's value as `eval` and `explain` print it: the value rules
    /// compare against. A number for a numeric feature (NaN as 0, the
    /// aspect ratio on `ratioOperands`, so a 0x0 window prints 1, as
    /// `(aspect-ratio: 1/1)` matches it), the value's name for a discrete one.
    package func printedValue(of feature: Feature) -> JSONValue {
        let descriptor = feature.descriptor
        switch descriptor.reading {
        case .number, .fraction, .ratio: return .number(value(of: feature))
        case .shape, .keyword: return .string(descriptor.valueName(at: discreteIndex(of: feature)))
        }
    }
}
