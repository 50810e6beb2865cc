// SettingsWatch and LayoutEnvironment.SettingValues: which UIKit traits
// and accessibility notifications an adapter observes for the settings its
// rules test, and the settings' values apart from the geometry. The UIKit
// container and the SwiftUI probe loop over exactly these answers.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

struct SettingsWatchTests {
    typealias Target = SettingsWatch.Target

    // MARK: - Watch targets

    /// Settings and the targets that watch them, in the order of the cases.
    static let targetCases: [(LayoutEnvironment.Settings, [Target])] = [
        (LayoutEnvironment.Settings([]), [Target]()),
        (.dynamicTypeSize, [.preferredContentSizeCategory]),
        (.colorScheme, [.userInterfaceStyle]),
        (.contrast, [.accessibilityContrast]),
        (.reducedMotion, [.reduceMotionStatus]),
        (.reducedTransparency, [.reduceTransparencyStatus]),
        (.invertedColors, [.invertColorsStatus]),
        (.layoutDirection, [.layoutDirection]),
        (.legibilityWeight, [.legibilityWeight]),
        (.colorGamut, [.displayGamut]),
        ([.dynamicTypeSize, .reducedMotion], [.preferredContentSizeCategory, .reduceMotionStatus]),
        ([.invertedColors, .colorGamut, .colorScheme], [.userInterfaceStyle, .displayGamut, .invertColorsStatus]),
        (
            .all,
            [
                .preferredContentSizeCategory, .userInterfaceStyle, .accessibilityContrast, .layoutDirection,
                .legibilityWeight, .displayGamut, .reduceMotionStatus, .reduceTransparencyStatus,
                .invertColorsStatus,
            ]
        ),
    ]

    @Test(arguments: targetCases)
    func targetsOfSettings(settings: LayoutEnvironment.Settings, expected: [Target]) {
        let watch = SettingsWatch(settings)
        #expect(watch.targets == expected)
        #expect(watch.traits == expected.filter { $0.kind == .trait })
        #expect(watch.notifications == expected.filter { $0.kind == .notification })
        #expect(watch.traits + watch.notifications == expected.sorted { index($0) < index($1) })
    }

    private func index(_ target: Target) -> Int { Target.allCases.firstIndex(of: target)! }

    @Test(arguments: [
        (Target.preferredContentSizeCategory, Target.Kind.trait),
        (.userInterfaceStyle, .trait), (.accessibilityContrast, .trait), (.layoutDirection, .trait),
        (.legibilityWeight, .trait), (.displayGamut, .trait),
        (.reduceMotionStatus, .notification), (.reduceTransparencyStatus, .notification),
        (.invertColorsStatus, .notification),
    ])
    func kindOfTarget(target: Target, kind: Target.Kind) {
        #expect(target.kind == kind)
    }

    /// One target per setting, together every setting, split into the six
    /// traits and the three notifications.
    @Test func theTargetsCoverEverySettingOnce() {
        let settings = Target.allCases.map(\.setting)
        #expect(Set(settings.map(\.rawValue)).count == settings.count)
        #expect(settings.reduce(into: LayoutEnvironment.Settings()) { $0.formUnion($1) } == .all)
        #expect(SettingsWatch.traitSettings.union(SettingsWatch.notificationSettings) == .all)
        #expect(SettingsWatch.traitSettings.isDisjoint(with: SettingsWatch.notificationSettings))
        #expect(
            SettingsWatch.traitSettings
                == [.dynamicTypeSize, .colorScheme, .contrast, .layoutDirection, .legibilityWeight, .colorGamut])
        #expect(SettingsWatch(.all).traits.count == 6)
        #expect(SettingsWatch(.all).notifications.count == 3)
    }

    @Test func aChangeAffectsTheWatchOnlyThroughAWatchedSetting() {
        let watch = SettingsWatch([.dynamicTypeSize, .reducedMotion])
        #expect(watch.isAffected(by: .dynamicTypeSize))
        #expect(watch.isAffected(by: [.colorScheme, .reducedMotion]))
        #expect(!watch.isAffected(by: [.colorScheme, .colorGamut]))
        #expect(!watch.isAffected(by: []))
        #expect(!SettingsWatch([]).isAffected(by: .all))
    }

    /// The watch of rules compiled from a file: what RuleSet says it tests.
    @Test func theWatchOfARuleSet() throws {
        let rules = try AdapterCoreTests.ruleSet(
            """
            traits { columns: 2; }
            @media (prefers-color-scheme: dark) and (width >= 600) { traits { columns: 3; } }
            @media (dynamic-type >= accessibility-medium) { traits { columns: 1; } }
            """)
        let watch = SettingsWatch(rules.testedSettings)
        #expect(watch.traits == [.preferredContentSizeCategory, .userInterfaceStyle])
        #expect(watch.notifications == [])
    }

    // MARK: - Setting values

    /// Every setting away from its default.
    static let changed = LayoutEnvironment.SettingValues(
        dynamicTypeSize: .accessibilityLarge, colorScheme: .dark, contrast: .more, reducedMotion: .reduce,
        reducedTransparency: .reduce, invertedColors: .inverted, layoutDirection: .rtl, legibilityWeight: .bold,
        colorGamut: .p3)

    @Test func theDefaultsAreAnEnvironmentsDefaults() {
        #expect(LayoutEnvironment.SettingValues() == LayoutEnvironment(width: 390, height: 844).settingValues)
        #expect(Self.changed.settings(differingFrom: LayoutEnvironment.SettingValues()) == .all)
    }

    @Test func anEnvironmentTakesTheValuesAndGivesThemBack() {
        var environment = LayoutEnvironment(width: 390, height: 844)
        environment.settingValues = Self.changed
        #expect(environment.settingValues == Self.changed)
        #expect(environment.colorScheme == .dark && environment.colorGamut == .p3)
        #expect(environment.width == 390)
    }

    /// Keeping a set of settings keeps exactly those: for every one of the
    /// 512 subsets, what differs from the defaults afterwards is the subset.
    @Test func keepingKeepsExactlyTheGivenSettings() {
        let defaults = LayoutEnvironment.SettingValues()
        for bits in 0..<(UInt16(1) << 9) {
            let kept = LayoutEnvironment.Settings(rawValue: bits)
            #expect(Self.changed.keeping(kept).settings(differingFrom: defaults) == kept, "\(bits)")
        }
        #expect(Self.changed.keeping(.all) == Self.changed)
        #expect(Self.changed.keeping([]) == defaults)
    }
}
