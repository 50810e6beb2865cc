// The user's settings as UIKit reports them, read into LayoutRules' values,
// and the UIKit trait or notification behind each of SettingsWatch's
// targets. Which targets to observe is the core's decision
// (SettingsWatch); this file only names them in UIKit's terms.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesBase
import LayoutRulesRuntime

extension LayoutEnvironment.SettingValues {
    /// The six settings a trait collection reports: text size, appearance,
    /// contrast, layout direction, Bold Text and the display's gamut. The
    /// three accessibility switches UIKit reports elsewhere (Reduce Motion,
    /// Reduce Transparency, Invert Colors) keep their defaults; see
    /// ``current(_:)``.
    public init(traitCollection: UITraitCollection) {
        self.init(
            dynamicTypeSize: LayoutEnvironment.DynamicTypeSize(traitCollection.preferredContentSizeCategory),
            colorScheme: LayoutEnvironment.ColorScheme(traitCollection.userInterfaceStyle),
            contrast: LayoutEnvironment.Contrast(traitCollection.accessibilityContrast),
            layoutDirection: LayoutEnvironment.LayoutDirection(traitCollection.layoutDirection),
            legibilityWeight: LayoutEnvironment.LegibilityWeight(traitCollection.legibilityWeight),
            colorGamut: LayoutEnvironment.ColorGamut(traitCollection.displayGamut))
    }

    /// Every setting as UIKit reports it now: a trait collection's six,
    /// and Reduce Motion, Reduce Transparency and Invert Colors from
    /// `UIAccessibility`, which is read on the main actor.
    @MainActor
    public static func current(_ traitCollection: UITraitCollection) -> Self {
        var values = Self(traitCollection: traitCollection)
        values.reducedMotion = UIAccessibility.isReduceMotionEnabled ? .reduce : .noPreference
        values.reducedTransparency = UIAccessibility.isReduceTransparencyEnabled ? .reduce : .noPreference
        values.invertedColors = UIAccessibility.isInvertColorsEnabled ? .inverted : .none
        return values
    }
}

extension LayoutEnvironment.DynamicTypeSize {
    /// The text size of a content size category. `.unspecified`, which a
    /// trait collection outside any window can have, and any category
    /// UIKit adds later count as `.large`, the default size.
    public init(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        case .extraExtraLarge: self = .extraExtraLarge
        case .extraExtraExtraLarge: self = .extraExtraExtraLarge
        case .accessibilityMedium: self = .accessibilityMedium
        case .accessibilityLarge: self = .accessibilityLarge
        case .accessibilityExtraLarge: self = .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
        default: self = .large
        }
    }
}

extension LayoutEnvironment.ColorScheme {
    /// Dark for `.dark`; light otherwise, `.unspecified` included (UIKit
    /// draws light then).
    public init(_ style: UIUserInterfaceStyle) {
        switch style {
        case .dark: self = .dark
        case .light, .unspecified: self = .light
        @unknown default: self = .light
        }
    }
}

extension LayoutEnvironment.Contrast {
    /// `more` for `.high`; no preference otherwise.
    public init(_ contrast: UIAccessibilityContrast) {
        switch contrast {
        case .high: self = .more
        case .normal, .unspecified: self = .noPreference
        @unknown default: self = .noPreference
        }
    }
}

extension LayoutEnvironment.LayoutDirection {
    /// Right to left for `.rightToLeft`; left to right otherwise.
    public init(_ direction: UITraitEnvironmentLayoutDirection) {
        switch direction {
        case .rightToLeft: self = .rtl
        case .leftToRight, .unspecified: self = .ltr
        @unknown default: self = .ltr
        }
    }
}

extension LayoutEnvironment.LegibilityWeight {
    /// Bold for `.bold` (Bold Text is on); regular otherwise.
    public init(_ weight: UILegibilityWeight) {
        switch weight {
        case .bold: self = .bold
        case .regular, .unspecified: self = .regular
        @unknown default: self = .regular
        }
    }
}

extension LayoutEnvironment.ColorGamut {
    /// P3 for `.P3`; sRGB otherwise, which every display shows.
    public init(_ gamut: UIDisplayGamut) {
        switch gamut {
        case .P3: self = .p3
        case .SRGB, .unspecified: self = .srgb
        @unknown default: self = .srgb
        }
    }
}

extension SettingsWatch.Target {
    /// The trait to register for with `registerForTraitChanges(_:handler:)`;
    /// nil for the three settings UIKit reports by notification.
    @available(iOS 17.0, *)
    public var uiTrait: UITrait? {
        switch self {
        case .preferredContentSizeCategory: UITraitPreferredContentSizeCategory.self
        case .userInterfaceStyle: UITraitUserInterfaceStyle.self
        case .accessibilityContrast: UITraitAccessibilityContrast.self
        case .layoutDirection: UITraitLayoutDirection.self
        case .legibilityWeight: UITraitLegibilityWeight.self
        case .displayGamut: UITraitDisplayGamut.self
        case .reduceMotionStatus, .reduceTransparencyStatus, .invertColorsStatus: nil
        }
    }

    /// The notification `UIAccessibility` posts to the default center when
    /// the setting changes; nil for the six settings of the trait
    /// collection.
    public var notificationName: Notification.Name? {
        switch self {
        case .reduceMotionStatus: UIAccessibility.reduceMotionStatusDidChangeNotification
        case .reduceTransparencyStatus: UIAccessibility.reduceTransparencyStatusDidChangeNotification
        case .invertColorsStatus: UIAccessibility.invertColorsStatusDidChangeNotification
        case .preferredContentSizeCategory, .userInterfaceStyle, .accessibilityContrast, .layoutDirection,
            .legibilityWeight, .displayGamut:
            nil
        }
    }
}

/// Observers of the default notification center that are removed when
/// this object goes: the container holds one, so its observers end with
/// it, without a `deinit` on the main-actor container.
final class NotificationObservers {
    private let tokens: [any NSObjectProtocol]

    /// Calls `handler` on the main actor whenever one of `names` is posted.
    @MainActor
    init(_ names: [Notification.Name], handler: @escaping @MainActor @Sendable () -> Void) {
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                // Delivered on the main queue, as asked above.
                MainActor.assumeIsolated { handler() }
            }
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
