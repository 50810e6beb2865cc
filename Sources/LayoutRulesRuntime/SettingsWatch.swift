import LayoutRulesBase

// What an adapter reads and watches of the user's settings, decided from
// the rules before any UIKit call: UIKit reports six of the settings as
// traits and three only through accessibility notifications, and rules
// that test none of a kind need no observer of that kind. The adapters
// loop over these answers; the tests hold them to a table.

extension LayoutEnvironment {
    /// The values of the settings beyond geometry, apart from the rest of
    /// an environment: what an adapter reads from UIKit's trait collection
    /// and accessibility status, or from SwiftUI's environment, before it
    /// puts them into the ``LayoutEnvironment`` it evaluates.
    ///
    ///     var environment = LayoutEnvironment(view: view)     // geometry
    ///     environment.settingValues = SettingValues(dynamicTypeSize: .accessibilityMedium)
    ///
    /// Each value defaults to the one ``LayoutEnvironment`` starts with.
    public struct SettingValues: Sendable, Hashable {
        /// ``LayoutEnvironment/dynamicTypeSize``.
        public var dynamicTypeSize: DynamicTypeSize
        /// ``LayoutEnvironment/colorScheme``.
        public var colorScheme: ColorScheme
        /// ``LayoutEnvironment/contrast``.
        public var contrast: Contrast
        /// ``LayoutEnvironment/reducedMotion``.
        public var reducedMotion: ReducedMotion
        /// ``LayoutEnvironment/reducedTransparency``.
        public var reducedTransparency: ReducedTransparency
        /// ``LayoutEnvironment/invertedColors``.
        public var invertedColors: InvertedColors
        /// ``LayoutEnvironment/layoutDirection``.
        public var layoutDirection: LayoutDirection
        /// ``LayoutEnvironment/legibilityWeight``.
        public var legibilityWeight: LegibilityWeight
        /// ``LayoutEnvironment/colorGamut``.
        public var colorGamut: ColorGamut

        /// Values as given; the rest as a new ``LayoutEnvironment`` has them.
        public init(
            dynamicTypeSize: DynamicTypeSize? = nil, colorScheme: ColorScheme? = nil, contrast: Contrast? = nil,
            reducedMotion: ReducedMotion? = nil, reducedTransparency: ReducedTransparency? = nil,
            invertedColors: InvertedColors? = nil, layoutDirection: LayoutDirection? = nil,
            legibilityWeight: LegibilityWeight? = nil, colorGamut: ColorGamut? = nil
        ) {
            // The defaults are read off an environment, so the two can never disagree.
            let defaults = LayoutEnvironment(width: 0, height: 0)
            self.dynamicTypeSize = dynamicTypeSize ?? defaults.dynamicTypeSize
            self.colorScheme = colorScheme ?? defaults.colorScheme
            self.contrast = contrast ?? defaults.contrast
            self.reducedMotion = reducedMotion ?? defaults.reducedMotion
            self.reducedTransparency = reducedTransparency ?? defaults.reducedTransparency
            self.invertedColors = invertedColors ?? defaults.invertedColors
            self.layoutDirection = layoutDirection ?? defaults.layoutDirection
            self.legibilityWeight = legibilityWeight ?? defaults.legibilityWeight
            self.colorGamut = colorGamut ?? defaults.colorGamut
        }

        /// The settings whose values differ here from `other`'s.
        public func settings(differingFrom other: SettingValues) -> Settings {
            var mine = LayoutEnvironment(width: 0, height: 0), theirs = mine
            mine.settingValues = self
            theirs.settingValues = other
            return mine.settings(differingFrom: theirs)
        }

        /// These values with every setting outside `kept` at its default:
        /// two environments that differ only in settings no rule tests
        /// become equal.
        ///
        ///     SettingValues(dynamicTypeSize: .small, colorScheme: .dark).keeping(.colorScheme)
        ///     // SettingValues(colorScheme: .dark)
        public func keeping(_ kept: Settings) -> SettingValues {
            var result = SettingValues()
            if kept.contains(.dynamicTypeSize) { result.dynamicTypeSize = dynamicTypeSize }
            if kept.contains(.colorScheme) { result.colorScheme = colorScheme }
            if kept.contains(.contrast) { result.contrast = contrast }
            if kept.contains(.reducedMotion) { result.reducedMotion = reducedMotion }
            if kept.contains(.reducedTransparency) { result.reducedTransparency = reducedTransparency }
            if kept.contains(.invertedColors) { result.invertedColors = invertedColors }
            if kept.contains(.layoutDirection) { result.layoutDirection = layoutDirection }
            if kept.contains(.legibilityWeight) { result.legibilityWeight = legibilityWeight }
            if kept.contains(.colorGamut) { result.colorGamut = colorGamut }
            return result
        }
    }

    /// The environment's settings beyond geometry as one value; setting
    /// it sets all nine.
    public var settingValues: SettingValues {
        get {
            SettingValues(
                dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, contrast: contrast,
                reducedMotion: reducedMotion, reducedTransparency: reducedTransparency,
                invertedColors: invertedColors, layoutDirection: layoutDirection,
                legibilityWeight: legibilityWeight, colorGamut: colorGamut)
        }
        set {
            dynamicTypeSize = newValue.dynamicTypeSize
            colorScheme = newValue.colorScheme
            contrast = newValue.contrast
            reducedMotion = newValue.reducedMotion
            reducedTransparency = newValue.reducedTransparency
            invertedColors = newValue.invertedColors
            layoutDirection = newValue.layoutDirection
            legibilityWeight = newValue.legibilityWeight
            colorGamut = newValue.colorGamut
        }
    }
}

/// What an adapter observes so that it evaluates rules again when a
/// setting they test changes, and only then: the UIKit traits to register
/// for and the accessibility notifications to observe.
///
///     let watch = SettingsWatch(rules.testedSettings)      // [.dynamicTypeSize, .reducedMotion]
///     watch.traits                                         // [.preferredContentSizeCategory]
///     watch.notifications                                  // [.reduceMotionStatus]
///
/// Rules that test no setting give an empty watch: the adapter registers
/// for no trait and observes no notification beyond what the geometry
/// needs.
public struct SettingsWatch: Sendable, Hashable {
    /// The settings watched.
    public let settings: LayoutEnvironment.Settings

    /// A watch of `settings` (usually ``LayoutEvaluator/testedSettings``).
    public init(_ settings: LayoutEnvironment.Settings) {
        self.settings = settings
    }

    /// Something an adapter observes to hear that one setting changed.
    public enum Target: Sendable, Hashable, CaseIterable {
        /// The trait `UITraitPreferredContentSizeCategory` (Dynamic Type).
        case preferredContentSizeCategory
        /// The trait `UITraitUserInterfaceStyle` (light or dark).
        case userInterfaceStyle
        /// The trait `UITraitAccessibilityContrast` (Increase Contrast).
        case accessibilityContrast
        /// The trait `UITraitLayoutDirection`.
        case layoutDirection
        /// The trait `UITraitLegibilityWeight` (Bold Text).
        case legibilityWeight
        /// The trait `UITraitDisplayGamut`.
        case displayGamut
        /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
        case reduceMotionStatus
        /// `UIAccessibility.reduceTransparencyStatusDidChangeNotification`.
        case reduceTransparencyStatus
        /// `UIAccessibility.invertColorsStatusDidChangeNotification`.
        case invertColorsStatus

        /// How an adapter hears of a change.
        public enum Kind: Sendable, Hashable {
            /// A trait of the trait collection: registered for on iOS 17,
            /// compared in `traitCollectionDidChange(_:)` before.
            case trait
            /// A notification of the default notification center.
            case notification
        }

        /// The setting this target reports.
        public var setting: LayoutEnvironment.Settings {
            switch self {
            case .preferredContentSizeCategory: .dynamicTypeSize
            case .userInterfaceStyle: .colorScheme
            case .accessibilityContrast: .contrast
            case .layoutDirection: .layoutDirection
            case .legibilityWeight: .legibilityWeight
            case .displayGamut: .colorGamut
            case .reduceMotionStatus: .reducedMotion
            case .reduceTransparencyStatus: .reducedTransparency
            case .invertColorsStatus: .invertedColors
            }
        }

        /// A trait, or a notification: UIKit has no trait for Reduce
        /// Motion, Reduce Transparency or Invert Colors.
        public var kind: Kind {
            switch self {
            case .preferredContentSizeCategory, .userInterfaceStyle, .accessibilityContrast, .layoutDirection,
                .legibilityWeight, .displayGamut:
                .trait
            case .reduceMotionStatus, .reduceTransparencyStatus, .invertColorsStatus:
                .notification
            }
        }
    }

    /// The targets of the watched settings, in the order of ``Target``'s cases.
    public var targets: [Target] {
        Target.allCases.filter { settings.contains($0.setting) }
    }

    /// The traits to register for.
    public var traits: [Target] {
        targets.filter { $0.kind == .trait }
    }

    /// The notifications to observe.
    public var notifications: [Target] {
        targets.filter { $0.kind == .notification }
    }

    /// The settings UIKit reports as traits.
    public static let traitSettings = settings(of: .trait)

    /// The settings UIKit reports only through notifications.
    public static let notificationSettings = settings(of: .notification)

    /// Whether a change of `changed` settings is one to evaluate again for.
    public func isAffected(by changed: LayoutEnvironment.Settings) -> Bool {
        !changed.isDisjoint(with: settings)
    }

    private static func settings(of kind: Target.Kind) -> LayoutEnvironment.Settings {
        Target.allCases.reduce(into: []) { if $1.kind == kind { $0.insert($1.setting) } }
    }
}
