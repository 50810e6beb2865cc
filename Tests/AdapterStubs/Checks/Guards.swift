// Compiles only if the adapter modules were built with their `#if`
// guards open (against the stubs they are; on Linux without the stubs
// they are empty): it names a declaration of each file.
import UIKit
import SwiftUI
import LayoutRules
import LayoutRulesUIKit
import LayoutRulesSwiftUI

@MainActor
func adaptersArePresent(_ rules: RuleSet, view: UIView) {
    _ = Size(CGSize(width: 1, height: 2))                      // Conversions.swift
    _ = WindowMetrics(view: view)                              // WindowMetrics+UIKit.swift
    _ = LayoutEnvironment.SettingValues.current(view.traitCollection)  // Settings+UIKit.swift
    _ = UITraitCollection.overriding(SizeClassOverride())      // Traits+UIKit.swift
    _ = LayoutRulesContainerViewController(rules: rules)       // LayoutRulesContainerViewController.swift
    _ = RegionViews()                                          // RegionViews.swift
    _ = LayoutRulesMetalView(frame: .zero)                     // LayoutRulesMetalView.swift
    _ = LayoutRegionModifier(region: "a")                      // LayoutRegionModifier.swift
    if #available(iOS 16.0, *) {
        _ = LayoutRulesModifier(rules)                         // LayoutRulesModifier.swift
    }
    _ = LayoutTraits<ResolvedTraits>()                         // LayoutTraits.swift
    _ = LayoutFrames<FrameLayout>()
    var values = EnvironmentValues()
    values.layoutTraits = .empty                               // EnvironmentValues+LayoutRules.swift
    _ = LayoutEnvironment.SettingValues(                       // SettingValues+SwiftUI.swift
        swiftUI: values.dynamicTypeSize, colorScheme: values.colorScheme,
        colorSchemeContrast: values.colorSchemeContrast, accessibilityReduceMotion: false,
        accessibilityReduceTransparency: false, accessibilityInvertColors: false,
        layoutDirection: values.layoutDirection, legibilityWeight: values.legibilityWeight, colorGamut: .srgb)
}
