// The settings features (dynamic-type, prefers-color-scheme, prefers-contrast,
// prefers-reduced-motion, prefers-reduced-transparency, inverted-colors,
// layout-direction, legibility-weight, color-gamut) answer as one table
// says, through each way an app or a user reaches them: the library
// (`Compiler.compile` and `RuleSet.evaluate`), the built `layoutc eval`
// with a flag per feature, and the generated Swift checked in as
// Generated/TraitEnvironmentLayout.swift. The rules are
// Fixtures/trait-environment.layout: one trait per test, so each path is
// compared trait by trait with `expected`.

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
import Testing

@Suite struct TraitEnvironmentTests {
    static let fixture = "Tests/LayoutRulesTests/Fixtures/trait-environment.layout"

    // MARK: The table

    /// A trait of the fixture and when it holds: the window is as wide as
    /// the band its feature is tested in (the fixture's `@custom-media`),
    /// and every feature listed has one of its values (a feature a setup
    /// does not set has its default).
    struct Row {
        var trait: String
        var band: Double
        var conditions: [(Feature, [String])]
    }

    static let accessibilitySizes = [
        "accessibility-medium", "accessibility-large", "accessibility-extra-large", "accessibility-extra-extra-large",
        "accessibility-extra-extra-extra-large",
    ]

    /// The window width where each feature is tested: 100 to 200 points
    /// for `dynamic-type` and so on, as `--text-sizes` and its kin say.
    static let bands: [Feature: Double] = [
        .dynamicType: 100, .prefersColorScheme: 200, .prefersContrast: 300, .prefersReducedMotion: 400,
        .prefersReducedTransparency: 500, .invertedColors: 600, .layoutDirection: 700, .legibilityWeight: 800, .colorGamut: 900,
    ]

    /// Where `--combinations` tests settings together.
    static let combinations: Double = 1000

    static let expected: [Row] = [
        // (dynamic-type >= accessibility-medium)
        Row(trait: "accessibility-size", band: 100, conditions: [(.dynamicType, accessibilitySizes)]),
        // (large <= dynamic-type < accessibility-medium)
        Row(
            trait: "large-not-accessibility", band: 100,
            conditions: [(.dynamicType, ["large", "extra-large", "extra-extra-large", "extra-extra-extra-large"])]),
        // SwiftUI's spellings: (dynamic-type: xxx-large), (dynamic-type: accessibility-1)
        Row(trait: "xxx-large", band: 100, conditions: [(.dynamicType, ["extra-extra-extra-large"])]),
        Row(trait: "accessibility-1", band: 100, conditions: [(.dynamicType, ["accessibility-medium"])]),
        // (max-dynamic-type: medium)
        Row(trait: "at-most-medium", band: 100, conditions: [(.dynamicType, ["extra-small", "small", "medium"])]),
        // (min-dynamic-type: x-large) and (dynamic-type <= accessibility-2)
        Row(
            trait: "extra-large-to-accessibility-large", band: 100,
            conditions: [
                (
                    .dynamicType,
                    ["extra-large", "extra-extra-large", "extra-extra-extra-large", "accessibility-medium", "accessibility-large"]
                )
            ]),
        // (dynamic-type): every text size is true
        Row(trait: "any-text-size", band: 100, conditions: []),
        // (prefers-color-scheme): always true, light included
        Row(trait: "color-scheme-boolean", band: 200, conditions: []),
        Row(trait: "dark", band: 200, conditions: [(.prefersColorScheme, ["dark"])]),
        // (prefers-contrast): false at no-preference
        Row(trait: "contrast-boolean", band: 300, conditions: [(.prefersContrast, ["more"])]),
        Row(trait: "more-contrast", band: 300, conditions: [(.prefersContrast, ["more"])]),
        // (prefers-contrast: less): never on Apple's platforms (a warning)
        Row(trait: "less-contrast", band: 300, conditions: [(.prefersContrast, [])]),
        // (prefers-reduced-motion): false at no-preference
        Row(trait: "reduced-motion", band: 400, conditions: [(.prefersReducedMotion, ["reduce"])]),
        Row(trait: "motion-allowed", band: 400, conditions: [(.prefersReducedMotion, ["no-preference"])]),
        Row(trait: "reduced-transparency", band: 500, conditions: [(.prefersReducedTransparency, ["reduce"])]),
        Row(trait: "inverted", band: 600, conditions: [(.invertedColors, ["inverted"])]),
        // (inverted-colors): false at none
        Row(trait: "inverted-boolean", band: 600, conditions: [(.invertedColors, ["inverted"])]),
        Row(trait: "rtl", band: 700, conditions: [(.layoutDirection, ["rtl"])]),
        // not (layout-direction: rtl)
        Row(trait: "ltr", band: 700, conditions: [(.layoutDirection, ["ltr"])]),
        Row(trait: "bold", band: 800, conditions: [(.legibilityWeight, ["bold"])]),
        // (legibility-weight): false at regular
        Row(trait: "bold-boolean", band: 800, conditions: [(.legibilityWeight, ["bold"])]),
        // (color-gamut: srgb) asks for at least sRGB: true on P3 too
        Row(trait: "srgb", band: 900, conditions: [(.colorGamut, ["srgb", "p3"])]),
        Row(trait: "p3", band: 900, conditions: [(.colorGamut, ["p3"])]),
        Row(
            trait: "dark-and-more-contrast", band: combinations,
            conditions: [(.prefersColorScheme, ["dark"]), (.prefersContrast, ["more"])]),
    ]

    /// An environment: a window width (the height is 844) and the settings
    /// that differ from the defaults, as feature and value name.
    struct Setup: CustomStringConvertible {
        var width: Double
        var height: Double = 844
        var settings: [(Feature, String)]

        var description: String {
            "\(width)x\(height) " + settings.map { "\($0.0.rawValue)=\($0.1)" }.joined(separator: " ")
        }

        /// The value `feature` has here.
        func value(of feature: Feature) -> String {
            settings.last { $0.0 == feature }?.1 ?? feature.descriptor.defaultValue ?? ""
        }
    }

    /// The features the table covers: the settings.
    static let features = Feature.allCases.filter { $0.setting != nil }

    /// Every value of every setting, one at a time, in its feature's band
    /// and (where the fixture tests nothing) below them all; settings
    /// together; and every default in every band.
    static let setups: [Setup] = {
        var setups: [Setup] = []
        for feature in features {
            let band = bands[feature] ?? 0
            for value in feature.descriptor.values {
                setups.append(Setup(width: band, settings: [(feature, value)]))
                setups.append(Setup(width: band + 99.5, settings: [(feature, value)]))
            }
        }
        // The last value of each is not its default.
        setups.append(Setup(width: 50, settings: features.map { ($0, $0.descriptor.values.last ?? "") }))
        for (color, contrast) in [("light", "more"), ("dark", "no-preference"), ("dark", "more")] {
            setups.append(Setup(width: combinations, settings: [(.prefersColorScheme, color), (.prefersContrast, contrast)]))
        }
        for band in bands.values.sorted() + [combinations, 1100] { setups.append(Setup(width: band, settings: [])) }
        return setups
    }()

    /// What the table says each trait is in `setup`.
    static func expectedTraits(_ setup: Setup) -> [String: Bool] {
        var traits: [String: Bool] = [:]
        for row in expected {
            traits[row.trait] =
                row.band <= setup.width && setup.width < row.band + 100
                && row.conditions.allSatisfy { $0.1.contains(setup.value(of: $0.0)) }
        }
        return traits
    }

    @Test("the table covers every value of every setting, and every trait of the fixture")
    func tableCoversTheFixture() throws {
        #expect(Self.features.count == 9)
        for feature in Self.features {
            let values = Set(Self.setups.flatMap { $0.settings.filter { $0.0 == feature }.map(\.1) })
            #expect(values == Set(feature.descriptor.values), "\(feature)")
        }
        let ruleSet = try Self.ruleSet()
        #expect(Set(ruleSet.tree.traitNames) == Set(Self.expected.map(\.trait)))
        #expect(ruleSet.testedSettings == .all)
    }

    // MARK: (a) The library

    static func source() throws -> String {
        try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent(fixture), encoding: .utf8)
    }

    static func ruleSet() throws -> RuleSet {
        let compilation = Compiler.compile(text: try source(), path: fixture)
        return try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
    }

    /// `setup` as a library environment.
    static func environment(_ setup: Setup) throws -> LayoutEnvironment {
        var environment = LayoutEnvironment(width: setup.width, height: setup.height)
        for (feature, value) in setup.settings {
            switch feature {
            case .dynamicType: environment.dynamicTypeSize = try #require(.init(rawValue: value))
            case .prefersColorScheme: environment.colorScheme = try #require(.init(rawValue: value))
            case .prefersContrast: environment.contrast = try #require(.init(rawValue: value))
            case .prefersReducedMotion: environment.reducedMotion = try #require(.init(rawValue: value))
            case .prefersReducedTransparency: environment.reducedTransparency = try #require(.init(rawValue: value))
            case .invertedColors: environment.invertedColors = try #require(.init(rawValue: value))
            case .layoutDirection: environment.layoutDirection = try #require(.init(rawValue: value))
            case .legibilityWeight: environment.legibilityWeight = try #require(.init(rawValue: value))
            case .colorGamut: environment.colorGamut = try #require(.init(rawValue: value))
            default: Issue.record("\(feature) is no setting")
            }
        }
        return environment
    }

    @Test("the library answers as the table, with a warning for (prefers-contrast: less)")
    func library() throws {
        let compilation = Compiler.compile(text: try Self.source(), path: Self.fixture)
        // No device has a window as narrow as the bands, so the device check
        // warns about most rules; every other diagnostic is about `less`.
        // The value, and the rule it makes never match.
        let others = compilation.diagnostics.filter { $0.id != .unreachableOnDevices }
        #expect(others.map(\.id) == [.neverMatches, .neverMatches])
        #expect(others.allSatisfy { $0.severity == .warning })
        #expect(others.contains { $0.message == "'prefers-contrast: less' never matches on an Apple platform" })
        let ruleSet = try Self.ruleSet()
        for setup in Self.setups {
            let traits = ruleSet.evaluate(try Self.environment(setup))
            for (trait, expected) in Self.expectedTraits(setup) {
                #expect(traits[trait] == .boolean(expected), "\(trait) in \(setup)")
            }
        }
    }

    // MARK: (b) layoutc eval

    @Test("layoutc eval answers as the table, each setting given by the flag of its feature's name")
    func layoutcEval() throws {
        // The flags take SwiftUI's spellings of the text sizes too.
        let spelled = [("xxx-large", "extra-extra-extra-large"), ("accessibility-1", "accessibility-medium")].map { alias, value in
            (Setup(width: 100, settings: [(.dynamicType, value)]), alias)
        }
        let runs = Self.setups.map { ($0, nil as String?) } + spelled.map { ($0.0, $0.1 as String?) }
        for (setup, alias) in runs {
            var arguments = ["eval", Self.fixture, "--format", "json", "--width", "\(setup.width)", "--height", "\(setup.height)"]
            for (feature, value) in setup.settings { arguments += ["--" + feature.rawValue, alias ?? value] }
            let result = try LayoutcProcess.run(arguments)
            try #require(result.status == 0, "layoutc \(arguments.joined(separator: " ")): \(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let environment = try #require(json["environment"] as? [String: Any])
            for feature in Self.features {
                #expect(environment[feature.rawValue] as? String == setup.value(of: feature), "\(feature) in \(setup)")
            }
            let traits = try #require(json["traits"] as? [String: Any])
            for (trait, expected) in Self.expectedTraits(setup) {
                #expect(traits[trait] as? Bool == expected, "\(trait) in \(setup)")
            }
        }
    }

    // MARK: (c) Generated Swift

    /// `setup` as the generated environment, each value set by its index
    /// (the generated enums' raw value).
    static func generatedEnvironment(_ setup: Setup) throws -> TraitEnvironmentLayout.Environment {
        var environment = TraitEnvironmentLayout.Environment(width: setup.width, height: setup.height)
        for (feature, value) in setup.settings {
            let index = try #require(feature.descriptor.values.firstIndex(of: value))
            switch feature {
            case .dynamicType: environment.dynamicTypeSize = try #require(.init(rawValue: index))
            case .prefersColorScheme: environment.colorScheme = try #require(.init(rawValue: index))
            case .prefersContrast: environment.contrast = try #require(.init(rawValue: index))
            case .prefersReducedMotion: environment.reducedMotion = try #require(.init(rawValue: index))
            case .prefersReducedTransparency: environment.reducedTransparency = try #require(.init(rawValue: index))
            case .invertedColors: environment.invertedColors = try #require(.init(rawValue: index))
            case .layoutDirection: environment.layoutDirection = try #require(.init(rawValue: index))
            case .legibilityWeight: environment.legibilityWeight = try #require(.init(rawValue: index))
            case .colorGamut: environment.colorGamut = try #require(.init(rawValue: index))
            default: Issue.record("\(feature) is no setting")
            }
        }
        return environment
    }

    @Test("the generated code answers as the table")
    func generatedCode() throws {
        for setup in Self.setups {
            let traits = TraitEnvironmentLayout.evaluate(try Self.generatedEnvironment(setup))
            for (trait, expected) in Self.expectedTraits(setup) {
                #expect(traits[trait] == .boolean(expected), "\(trait) in \(setup)")
            }
        }
        // Typed, as an app reads them.
        var environment = TraitEnvironmentLayout.Environment(width: 150, height: 844, dynamicTypeSize: .accessibilityLarge)
        #expect(TraitEnvironmentLayout.evaluate(environment).accessibilitySize)
        environment.dynamicTypeSize = .extraExtraExtraLarge
        #expect(!TraitEnvironmentLayout.evaluate(environment).accessibilitySize)
        #expect(TraitEnvironmentLayout.evaluate(environment).xxxLarge)
        #expect(TraitEnvironmentLayout.DynamicTypeSize.accessibilityMedium > .extraExtraExtraLarge)
    }

    @Test("the generated initializer defaults each setting as the library's environment does")
    func generatedDefaults() {
        let generated = TraitEnvironmentLayout.Environment(width: 390, height: 844)
        #expect(TraitEnvironmentLayout.Environment(LayoutEnvironment(width: 390, height: 844)) == generated)
        #expect(generated.dynamicTypeSize == .large && generated.colorScheme == .light && generated.contrast == .noPreference)
        #expect(generated.invertedColors == TraitEnvironmentLayout.InvertedColors.none && generated.colorGamut == .srgb)
    }
}
