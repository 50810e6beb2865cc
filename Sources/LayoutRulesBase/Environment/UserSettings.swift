// The values of the media features a user sets rather than the device
// decides: text size, appearance and accessibility settings, the layout
// direction, and the display's color gamut. Each enum's raw value is the
// keyword rules test (`@media (prefers-color-scheme: dark)`) and its order
// is the feature table's (`Feature.descriptor.values`), which a test holds
// them to. They are nested in `LayoutEnvironment` because SwiftUI has types
// named `DynamicTypeSize`, `ColorScheme` and `LayoutDirection`, which an app
// importing both would otherwise have to qualify.

extension LayoutEnvironment {
    /// The text size the user chose in Settings (Dynamic Type), tested by
    /// the `dynamic-type` media feature, from smallest to largest.
    ///
    /// The cases are those of
    /// [`UIContentSizeCategory`](https://developer.apple.com/documentation/uikit/uicontentsizecategory)
    /// and SwiftUI's [`DynamicTypeSize`](https://developer.apple.com/documentation/swiftui/dynamictypesize),
    /// in the same order; the last five are the accessibility sizes, where
    /// Apple recommends stacking horizontal layouts vertically:
    ///
    ///     @media (dynamic-type >= accessibility-medium) { traits { axis: vertical; } }
    public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
        /// `UIContentSizeCategory.extraSmall`, SwiftUI's `.xSmall`.
        case extraSmall = "extra-small"
        /// `UIContentSizeCategory.small`.
        case small
        /// `UIContentSizeCategory.medium`.
        case medium
        /// `UIContentSizeCategory.large`: the default size.
        case large
        /// `UIContentSizeCategory.extraLarge`, SwiftUI's `.xLarge`.
        case extraLarge = "extra-large"
        /// `UIContentSizeCategory.extraExtraLarge`, SwiftUI's `.xxLarge`.
        case extraExtraLarge = "extra-extra-large"
        /// `UIContentSizeCategory.extraExtraExtraLarge`, SwiftUI's `.xxxLarge`:
        /// the largest size outside the accessibility sizes.
        case extraExtraExtraLarge = "extra-extra-extra-large"
        /// `UIContentSizeCategory.accessibilityMedium`, SwiftUI's `.accessibility1`.
        case accessibilityMedium = "accessibility-medium"
        /// `UIContentSizeCategory.accessibilityLarge`, SwiftUI's `.accessibility2`.
        case accessibilityLarge = "accessibility-large"
        /// `UIContentSizeCategory.accessibilityExtraLarge`, SwiftUI's `.accessibility3`.
        case accessibilityExtraLarge = "accessibility-extra-large"
        /// `UIContentSizeCategory.accessibilityExtraExtraLarge`, SwiftUI's `.accessibility4`.
        case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
        /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`, SwiftUI's
        /// `.accessibility5`: the largest size.
        case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

        /// Whether this is one of the five accessibility sizes, as
        /// `UIContentSizeCategory.isAccessibilityCategory` says.
        public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

        /// Smaller sizes first, as the cases are listed.
        public static func < (a: Self, b: Self) -> Bool { a.featureIndex < b.featureIndex }

        /// The position in the order above, from 0 for `extraSmall` to 11;
        /// the raw value of the generated code's `DynamicTypeSize`.
        @usableFromInline package var featureIndex: Int {
            switch self {
            case .extraSmall: 0
            case .small: 1
            case .medium: 2
            case .large: 3
            case .extraLarge: 4
            case .extraExtraLarge: 5
            case .extraExtraExtraLarge: 6
            case .accessibilityMedium: 7
            case .accessibilityLarge: 8
            case .accessibilityExtraLarge: 9
            case .accessibilityExtraExtraLarge: 10
            case .accessibilityExtraExtraExtraLarge: 11
            }
        }
    }

    /// Light or dark appearance, tested by `prefers-color-scheme`
    /// ([`UITraitCollection.userInterfaceStyle`](https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle),
    /// SwiftUI's `colorScheme`).
    public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
        /// The light appearance (`UIUserInterfaceStyle.light`, and `.unspecified`).
        case light
        /// The dark appearance (`UIUserInterfaceStyle.dark`).
        case dark

        /// 0 for `light`, 1 for `dark`.
        @usableFromInline package var featureIndex: Int { self == .light ? 0 : 1 }
    }

    /// Whether the user asked for more contrast (Increase Contrast), tested
    /// by `prefers-contrast`
    /// ([`UITraitCollection.accessibilityContrast`](https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast),
    /// SwiftUI's `colorSchemeContrast`).
    public enum Contrast: String, Sendable, Hashable, CaseIterable {
        /// Standard contrast (`UIAccessibilityContrast.normal`).
        case noPreference = "no-preference"
        /// Increased contrast (`UIAccessibilityContrast.high`).
        case more

        /// 0 for `noPreference`, 1 for `more`.
        @usableFromInline package var featureIndex: Int { self == .noPreference ? 0 : 1 }
    }

    /// Whether the user turned on Reduce Motion, tested by
    /// `prefers-reduced-motion`
    /// ([`UIAccessibility.isReduceMotionEnabled`](https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled),
    /// SwiftUI's `accessibilityReduceMotion`).
    public enum ReducedMotion: String, Sendable, Hashable, CaseIterable {
        /// Reduce Motion is off.
        case noPreference = "no-preference"
        /// Reduce Motion is on.
        case reduce

        /// 0 for `noPreference`, 1 for `reduce`.
        @usableFromInline package var featureIndex: Int { self == .noPreference ? 0 : 1 }
    }

    /// Whether the user turned on Reduce Transparency, tested by
    /// `prefers-reduced-transparency`
    /// ([`UIAccessibility.isReduceTransparencyEnabled`](https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled),
    /// SwiftUI's `accessibilityReduceTransparency`).
    public enum ReducedTransparency: String, Sendable, Hashable, CaseIterable {
        /// Reduce Transparency is off.
        case noPreference = "no-preference"
        /// Reduce Transparency is on.
        case reduce

        /// 0 for `noPreference`, 1 for `reduce`.
        @usableFromInline package var featureIndex: Int { self == .noPreference ? 0 : 1 }
    }

    /// Whether the system inverts colors (Smart Invert or Classic Invert),
    /// tested by `inverted-colors`
    /// ([`UIAccessibility.isInvertColorsEnabled`](https://developer.apple.com/documentation/uikit/uiaccessibility/isinvertcolorsenabled),
    /// SwiftUI's `accessibilityInvertColors`).
    public enum InvertedColors: String, Sendable, Hashable, CaseIterable {
        /// Colors are shown as they are.
        case none
        /// Colors are inverted.
        case inverted

        /// 0 for `none`, 1 for `inverted`.
        @usableFromInline package var featureIndex: Int { self == .none ? 0 : 1 }
    }

    /// The direction of the interface's language, tested by `layout-direction`
    /// ([`UITraitCollection.layoutDirection`](https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection),
    /// SwiftUI's `layoutDirection`).
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
        /// Left to right (`UITraitEnvironmentLayoutDirection.leftToRight`, and `.unspecified`).
        case ltr
        /// Right to left, as in Arabic and Hebrew (`.rightToLeft`).
        case rtl

        /// 0 for `ltr`, 1 for `rtl`.
        @usableFromInline package var featureIndex: Int { self == .ltr ? 0 : 1 }
    }

    /// Whether the user turned on Bold Text, tested by `legibility-weight`
    /// ([`UITraitCollection.legibilityWeight`](https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight),
    /// SwiftUI's `legibilityWeight`).
    public enum LegibilityWeight: String, Sendable, Hashable, CaseIterable {
        /// Regular text (`UILegibilityWeight.regular`, and `.unspecified`).
        case regular
        /// Bold text (`UILegibilityWeight.bold`).
        case bold

        /// 0 for `regular`, 1 for `bold`.
        @usableFromInline package var featureIndex: Int { self == .regular ? 0 : 1 }
    }

    /// The colors the display can show, tested by `color-gamut`
    /// ([`UITraitCollection.displayGamut`](https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut)).
    /// As in CSS, `(color-gamut: srgb)` matches a P3 display too: it asks
    /// for at least the sRGB colors.
    public enum ColorGamut: String, Sendable, Hashable, CaseIterable {
        /// The sRGB colors (`UIDisplayGamut.SRGB`, and `.unspecified`).
        case srgb
        /// The wider Display P3 colors (`UIDisplayGamut.P3`).
        case p3

        /// 0 for `srgb`, 1 for `p3`.
        @usableFromInline package var featureIndex: Int { self == .srgb ? 0 : 1 }
    }
}

extension LayoutEnvironment {
    /// A set of the environment's values beyond its geometry: the user's
    /// settings and the display's color gamut, one member per media
    /// feature that tests them.
    ///
    /// An adapter asks a ``LayoutEvaluator`` which of them its rules test
    /// and watches only those: rules that never test `prefers-color-scheme`
    /// are not evaluated again when the user switches to Dark Mode.
    ///
    ///     let watched = rules.testedSettings                    // [.dynamicTypeSize]
    ///     let changed = new.settings(differingFrom: old)        // [.colorScheme]
    ///     if !changed.isDisjoint(with: watched) { /* evaluate */ }
    public struct Settings: OptionSet, Sendable, Hashable {
        /// One bit per member, in the order below.
        public let rawValue: UInt16

        /// The set with the members whose bits `rawValue` has.
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        /// ``LayoutEnvironment/dynamicTypeSize``, tested by `dynamic-type`.
        public static let dynamicTypeSize = Settings(rawValue: 1 << 0)
        /// ``LayoutEnvironment/colorScheme``, tested by `prefers-color-scheme`.
        public static let colorScheme = Settings(rawValue: 1 << 1)
        /// ``LayoutEnvironment/contrast``, tested by `prefers-contrast`.
        public static let contrast = Settings(rawValue: 1 << 2)
        /// ``LayoutEnvironment/reducedMotion``, tested by `prefers-reduced-motion`.
        public static let reducedMotion = Settings(rawValue: 1 << 3)
        /// ``LayoutEnvironment/reducedTransparency``, tested by `prefers-reduced-transparency`.
        public static let reducedTransparency = Settings(rawValue: 1 << 4)
        /// ``LayoutEnvironment/invertedColors``, tested by `inverted-colors`.
        public static let invertedColors = Settings(rawValue: 1 << 5)
        /// ``LayoutEnvironment/layoutDirection``, tested by `layout-direction`.
        public static let layoutDirection = Settings(rawValue: 1 << 6)
        /// ``LayoutEnvironment/legibilityWeight``, tested by `legibility-weight`.
        public static let legibilityWeight = Settings(rawValue: 1 << 7)
        /// ``LayoutEnvironment/colorGamut``, tested by `color-gamut`.
        public static let colorGamut = Settings(rawValue: 1 << 8)
        /// Every member.
        public static let all = Settings(rawValue: (1 << 9) - 1)
    }

    /// The settings whose values differ here from `other`'s.
    public func settings(differingFrom other: LayoutEnvironment) -> Settings {
        var changed: Settings = []
        if dynamicTypeSize != other.dynamicTypeSize { changed.insert(.dynamicTypeSize) }
        if colorScheme != other.colorScheme { changed.insert(.colorScheme) }
        if contrast != other.contrast { changed.insert(.contrast) }
        if reducedMotion != other.reducedMotion { changed.insert(.reducedMotion) }
        if reducedTransparency != other.reducedTransparency { changed.insert(.reducedTransparency) }
        if invertedColors != other.invertedColors { changed.insert(.invertedColors) }
        if layoutDirection != other.layoutDirection { changed.insert(.layoutDirection) }
        if legibilityWeight != other.legibilityWeight { changed.insert(.legibilityWeight) }
        if colorGamut != other.colorGamut { changed.insert(.colorGamut) }
        return changed
    }
}

extension Feature {
    /// The member of ``LayoutEnvironment/Settings`` this feature tests;
    /// nil for the features of the window, screen and device.
    package var setting: LayoutEnvironment.Settings? {
        switch self {
        case .dynamicType: .dynamicTypeSize
        case .prefersColorScheme: .colorScheme
        case .prefersContrast: .contrast
        case .prefersReducedMotion: .reducedMotion
        case .prefersReducedTransparency: .reducedTransparency
        case .invertedColors: .invertedColors
        case .layoutDirection: .layoutDirection
        case .legibilityWeight: .legibilityWeight
        case .colorGamut: .colorGamut
        case .width, .height, .screenWidth, .screenHeight, .aspectRatio, .orientation, .interfaceOrientation, .idiom,
            .scale, .window, .windowWidthFraction, .windowHeightFraction:
            nil
        }
    }
}

extension LayoutEnvironment {
    /// Sets a setting feature (one with a `Feature.setting`) to the value
    /// at `index` of its table row's `values`; any other feature or an
    /// index out of range leaves the environment as it is. For the command
    /// line's `--dynamic-type` and kin, and `matrix --vary`.
    package mutating func setSetting(_ feature: Feature, toValueAt index: Int) {
        // Switches, not `allCases` (a new array at every call): the tree's
        // out-of-line path calls this during evaluation, which never allocates.
        guard index >= 0 else { return }
        let second = index == 1
        guard second || index == 0 || feature == .dynamicType else { return }
        switch feature {
        case .dynamicType:
            switch index {
            case 0: dynamicTypeSize = .extraSmall
            case 1: dynamicTypeSize = .small
            case 2: dynamicTypeSize = .medium
            case 3: dynamicTypeSize = .large
            case 4: dynamicTypeSize = .extraLarge
            case 5: dynamicTypeSize = .extraExtraLarge
            case 6: dynamicTypeSize = .extraExtraExtraLarge
            case 7: dynamicTypeSize = .accessibilityMedium
            case 8: dynamicTypeSize = .accessibilityLarge
            case 9: dynamicTypeSize = .accessibilityExtraLarge
            case 10: dynamicTypeSize = .accessibilityExtraExtraLarge
            case 11: dynamicTypeSize = .accessibilityExtraExtraExtraLarge
            default: break
            }
        case .prefersColorScheme: colorScheme = second ? .dark : .light
        case .prefersContrast: contrast = second ? .more : .noPreference
        case .prefersReducedMotion: reducedMotion = second ? .reduce : .noPreference
        case .prefersReducedTransparency: reducedTransparency = second ? .reduce : .noPreference
        case .invertedColors: invertedColors = second ? .inverted : .none
        case .layoutDirection: layoutDirection = second ? .rtl : .ltr
        case .legibilityWeight: legibilityWeight = second ? .bold : .regular
        case .colorGamut: colorGamut = second ? .p3 : .srgb
        case .width, .height, .screenWidth, .screenHeight, .aspectRatio, .orientation, .interfaceOrientation, .idiom,
            .scale, .window, .windowWidthFraction, .windowHeightFraction:
            break
        }
    }
}

extension LayoutEnvironment {
    /// The settings in one word, a byte each (their `featureIndex`, in the
    /// feature table's order), for the decision tree's out-of-line path,
    /// which passes an environment in pieces (`FlatTree.Parts`) so its
    /// fast path keeps them in registers.
    @inlinable package var packedSettings: UInt64 {
        UInt64(truncatingIfNeeded: dynamicTypeSize.featureIndex)
            | UInt64(truncatingIfNeeded: colorScheme.featureIndex) << 8
            | UInt64(truncatingIfNeeded: contrast.featureIndex) << 16
            | UInt64(truncatingIfNeeded: reducedMotion.featureIndex) << 24
            | UInt64(truncatingIfNeeded: reducedTransparency.featureIndex) << 32
            | UInt64(truncatingIfNeeded: invertedColors.featureIndex) << 40
            | UInt64(truncatingIfNeeded: layoutDirection.featureIndex) << 48
            | UInt64(truncatingIfNeeded: legibilityWeight.featureIndex) << 56
    }

    /// Sets the settings `packedSettings` packed (the color gamut is not
    /// among them: it travels with the other kinds).
    /// (No array of features here: evaluation never allocates.)
    package mutating func unpackSettings(_ packed: UInt64) {
        func byte(_ position: UInt64) -> Int { Int(truncatingIfNeeded: (packed >> (8 * position)) & 0xFF) }
        setSetting(.dynamicType, toValueAt: byte(0))
        setSetting(.prefersColorScheme, toValueAt: byte(1))
        setSetting(.prefersContrast, toValueAt: byte(2))
        setSetting(.prefersReducedMotion, toValueAt: byte(3))
        setSetting(.prefersReducedTransparency, toValueAt: byte(4))
        setSetting(.invertedColors, toValueAt: byte(5))
        setSetting(.layoutDirection, toValueAt: byte(6))
        setSetting(.legibilityWeight, toValueAt: byte(7))
    }
}
