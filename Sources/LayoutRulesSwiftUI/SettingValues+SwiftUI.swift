// The user's settings as SwiftUI's environment reports them, read into
// LayoutRules' values: type translation only. SwiftUI's enums are compared
// with `==` or looked up in a table rather than switched over, so the code
// compiles the same whether Apple's enums are frozen or not.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRulesBase
import LayoutRulesRuntime

extension LayoutEnvironment.SettingValues {
    /// The settings of SwiftUI's environment values of the same names, as
    /// the `layoutRules(_:)` modifier reads them. SwiftUI has no value for
    /// the display's color gamut: the caller passes it (the modifier reads
    /// it from UIKit on iOS; sRGB elsewhere). A nil legibility weight
    /// (SwiftUI does not know) is regular.
    ///
    ///     @Environment(\.dynamicTypeSize) var dynamicTypeSize    // and the others
    ///     environment.settingValues = .init(swiftUI: dynamicTypeSize, colorScheme: colorScheme, ...)
    public init(
        swiftUI dynamicTypeSize: SwiftUI.DynamicTypeSize, colorScheme: SwiftUI.ColorScheme,
        colorSchemeContrast: ColorSchemeContrast, accessibilityReduceMotion: Bool,
        accessibilityReduceTransparency: Bool, accessibilityInvertColors: Bool,
        layoutDirection: SwiftUI.LayoutDirection, legibilityWeight: SwiftUI.LegibilityWeight?,
        colorGamut: LayoutEnvironment.ColorGamut
    ) {
        self.init(
            dynamicTypeSize: Self.dynamicTypeSizes.first { $0.swiftUI == dynamicTypeSize }?.rules ?? .large,
            colorScheme: colorScheme == .dark ? .dark : .light,
            contrast: colorSchemeContrast == .increased ? .more : .noPreference,
            reducedMotion: accessibilityReduceMotion ? .reduce : .noPreference,
            reducedTransparency: accessibilityReduceTransparency ? .reduce : .noPreference,
            invertedColors: accessibilityInvertColors ? .inverted : LayoutEnvironment.InvertedColors.none,
            layoutDirection: layoutDirection == .rightToLeft ? .rtl : .ltr,
            legibilityWeight: legibilityWeight == .bold ? .bold : .regular,
            colorGamut: colorGamut)
    }

    /// SwiftUI's text sizes and LayoutRules', in the same order; a size
    /// SwiftUI adds later counts as `.large`, the default.
    private static let dynamicTypeSizes: [(swiftUI: SwiftUI.DynamicTypeSize, rules: LayoutEnvironment.DynamicTypeSize)] = [
        (.xSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.xLarge, .extraLarge),
        (.xxLarge, .extraExtraLarge), (.xxxLarge, .extraExtraExtraLarge), (.accessibility1, .accessibilityMedium),
        (.accessibility2, .accessibilityLarge), (.accessibility3, .accessibilityExtraLarge),
        (.accessibility4, .accessibilityExtraExtraLarge), (.accessibility5, .accessibilityExtraExtraExtraLarge),
    ]
}
#endif
