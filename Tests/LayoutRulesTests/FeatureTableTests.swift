// The feature table (`Feature.table`) is the one declaration of every
// media feature. These tests hold its readers to it where they cannot read
// it directly: the evaluator's switch (its hot path), the public enums the
// environment stores, the Swift code generator's enums, and the value
// `eval` and `explain` print, which must be what rules compare against.
// Grammar.md's tables are checked in WordingTests.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling

@Suite("The feature table")
struct FeatureTableTests {
    @Test("every feature has one row under its own name, each alias a row after it")
    func rows() {
        var expected: [String] = []
        for feature in Feature.allCases {
            let descriptor = feature.descriptor
            #expect(descriptor.feature == feature)
            #expect(descriptor.name == feature.rawValue)
            expected.append(descriptor.name)
            expected += descriptor.aliases.map(\.name)
        }
        #expect(Feature.table.map(\.name) == expected)
        #expect(Set(expected).count == expected.count, "a name is declared twice")
        for row in Feature.table {
            #expect(FeatureRegistry.descriptor(named: row.name) == row)
            #expect(row.name == row.name.lowercased())
            let own = row.feature.descriptor
            // An alias is another spelling of its feature: read and valued the same.
            #expect(row.reading == own.reading && row.values == own.values && row.unmatchedValue == own.unmatchedValue)
        }
    }

    @Test("discrete features, and only they, have values, and are read as a choice")
    func discreteFeatures() {
        for row in Feature.table {
            let discrete = row.type == .discrete
            #expect(discrete == !row.values.isEmpty, "\(row.name)")
            #expect(discrete || row.unmatchedValue == nil, "\(row.name)")
            #expect(discrete == (row.feature.discreteValues != nil), "\(row.name)")
            // Numbers take ranges, and of the discrete features those whose values are ordered.
            #expect(row.allowsRanges == (!discrete || row.ordering == .ordered), "\(row.name)")
            #expect(discrete || row.ordering == .unordered, "\(row.name)")
            switch row.reading {
            case .shape, .keyword: #expect(discrete, "\(row.name)")
            case .number, .ratio, .fraction: #expect(!discrete, "\(row.name)")
            }
            // `Condition.oneOf` masks are 32 bits, the unmatched value included.
            #expect(row.values.count < 32)
            #expect(Set(row.values).count == row.values.count)
        }
    }

    /// Environments at and past the edges: 0x0, a zero side, negative,
    /// NaN and infinite sizes, an unspecified idiom, an unknown orientation.
    static let environments: [LayoutEnvironment] = {
        var environments = [
            LayoutEnvironment(width: 390, height: 844),
            LayoutEnvironment(width: 1024, height: 768, idiom: .pad, scale: 2),
            LayoutEnvironment(width: 0, height: 0),
            LayoutEnvironment(width: 100, height: 0),
            LayoutEnvironment(width: 0, height: 100),
            LayoutEnvironment(width: -5, height: 10, screenWidth: -1, screenHeight: .nan),
            LayoutEnvironment(width: .nan, height: 300, scale: .nan),
            LayoutEnvironment(width: .infinity, height: 300),
            LayoutEnvironment(width: .infinity, height: .infinity, scale: .infinity),
            LayoutEnvironment(width: 500, height: 500, interfaceOrientation: .unknown, idiom: .unspecified),
            LayoutEnvironment(width: 320, height: 1000, screenWidth: 960, screenHeight: 0, window: .slideOver),
            LayoutEnvironment(width: 2000, height: .infinity, screenWidth: 1000, screenHeight: .infinity, window: .resizable),
            LayoutEnvironment(width: 10, height: 10, screenWidth: .infinity, screenHeight: .nan, window: .splitView),
        ]
        for idiom in Idiom.allCases {
            for orientation in LayoutInterfaceOrientation.allCases {
                environments.append(
                    LayoutEnvironment(width: 700, height: 400, interfaceOrientation: orientation, idiom: idiom, scale: 1))
            }
        }
        // Every setting off its default, each value of each at least once.
        for size in LayoutEnvironment.DynamicTypeSize.allCases {
            var environment = LayoutEnvironment(width: 390, height: 844)
            environment.dynamicTypeSize = size
            environment.colorScheme = size.featureIndex % 2 == 0 ? .dark : .light
            environment.contrast = size.featureIndex % 2 == 0 ? .more : .noPreference
            environment.reducedMotion = size.featureIndex % 2 == 0 ? .reduce : .noPreference
            environment.reducedTransparency = size.featureIndex % 2 == 0 ? .reduce : .noPreference
            environment.invertedColors = size.featureIndex % 2 == 0 ? .inverted : .none
            environment.layoutDirection = size.featureIndex % 2 == 0 ? .rtl : .ltr
            environment.legibilityWeight = size.featureIndex % 2 == 0 ? .bold : .regular
            environment.colorGamut = size.featureIndex % 2 == 0 ? .p3 : .srgb
            environments.append(environment)
        }
        return environments
    }()

    /// The stored property of `environment` named `property`.
    static func stored(_ property: String, of environment: LayoutEnvironment) -> Any? {
        Mirror(reflecting: environment).children.first { $0.label == property }?.value
    }

    @Test("LayoutEnvironment.value(of:) and discreteIndex(of:) read each feature as its row says")
    func evaluatorFollowsTheTable() throws {
        for environment in Self.environments {
            for feature in Feature.allCases {
                let row = feature.descriptor
                let value = environment.value(of: feature)
                switch row.reading {
                case .number(let property):
                    let stored = try #require(Self.stored(property, of: environment) as? Double, "LayoutEnvironment.\(property)")
                    #expect(value.bitPattern == (stored.isNaN ? 0 : stored).bitPattern, "\(feature) in \(environment)")
                case .fraction(let window, let screen):
                    let side = try #require(Self.stored(window, of: environment) as? Double, "LayoutEnvironment.\(window)")
                    let whole = try #require(Self.stored(screen, of: environment) as? Double, "LayoutEnvironment.\(screen)")
                    #expect(value.bitPattern == LayoutEnvironment.windowFraction(side, of: whole).bitPattern, "\(feature) in \(environment)")
                    #expect(value >= 0 && value <= 1, "\(feature) in \(environment)")
                case .ratio:
                    let (width, height) = environment.ratioOperands
                    #expect(value == (height == 0 ? .infinity : width / height), "\(feature) in \(environment)")
                    #expect(!value.isNaN)
                case .shape:
                    let (width, height) = environment.ratioOperands
                    let index = environment.discreteIndex(of: feature)
                    #expect(index == (height >= width ? 0 : 1), "\(feature) in \(environment)")
                    #expect(value == Double(index))
                    #expect(row.values[index] == environment.orientation.rawValue)
                    // The lowering's promise: the first value is `aspect-ratio <= 1/1`.
                    #expect((index == 0) == environment.matchesRatio(.lessOrEqual, numerator: 1, denominator: 1))
                case .keyword(let property):
                    let stored = try #require(Self.stored(property, of: environment), "LayoutEnvironment.\(property)")
                    let name = try #require((stored as? any RawRepresentable)?.rawValue as? String)
                    let index = environment.discreteIndex(of: feature)
                    #expect(row.valueName(at: index) == name, "\(feature) in \(environment)")
                    #expect(index == (row.values.firstIndex(of: name) ?? row.values.count))
                    #expect(value == Double(index))
                }
            }
        }
    }

    @Test("the enums the environment stores spell the table's values, in its order")
    func storedEnumsFollowTheTable() {
        func check<Value: CaseIterable & RawRepresentable<String>>(
            _ feature: Feature, _ type: Value.Type, index: (Value) -> Int
        ) {
            let row = feature.descriptor
            let names = row.values + (row.unmatchedValue.map { [$0] } ?? [])
            #expect(Value.allCases.map(\.rawValue) == names, "\(feature)")
            for value in Value.allCases { #expect(names[index(value)] == value.rawValue) }
            // The generated code's enum has the library's case names, so
            // its raw values are the library's `featureIndex`.
            #expect(Generator.swiftCases(row) == Value.allCases.map { String(describing: $0) }, "\(feature)")
        }
        check(.idiom, Idiom.self, index: \.featureIndex)
        check(.interfaceOrientation, LayoutInterfaceOrientation.self, index: \.featureIndex)
        check(.window, WindowKind.self, index: \.featureIndex)
        check(.dynamicType, LayoutEnvironment.DynamicTypeSize.self, index: \.featureIndex)
        check(.prefersColorScheme, LayoutEnvironment.ColorScheme.self, index: \.featureIndex)
        check(.prefersContrast, LayoutEnvironment.Contrast.self, index: \.featureIndex)
        check(.prefersReducedMotion, LayoutEnvironment.ReducedMotion.self, index: \.featureIndex)
        check(.prefersReducedTransparency, LayoutEnvironment.ReducedTransparency.self, index: \.featureIndex)
        check(.invertedColors, LayoutEnvironment.InvertedColors.self, index: \.featureIndex)
        check(.layoutDirection, LayoutEnvironment.LayoutDirection.self, index: \.featureIndex)
        check(.legibilityWeight, LayoutEnvironment.LegibilityWeight.self, index: \.featureIndex)
        check(.colorGamut, LayoutEnvironment.ColorGamut.self, index: \.featureIndex)
        // The library's ordered enum orders as the table does.
        #expect(LayoutEnvironment.DynamicTypeSize.allCases.sorted() == LayoutEnvironment.DynamicTypeSize.allCases)
        #expect(Feature.orientation.descriptor.values == ["portrait", "landscape"])
        #expect(Orientation.portrait.rawValue == "portrait" && Orientation.landscape.rawValue == "landscape")
    }

    @Test("the code generator has an enum, a library type and a default for every keyword feature")
    func generatedEnumsFollowTheTable() {
        let keywords = Feature.allCases.filter { if case .keyword = $0.descriptor.reading { true } else { false } }
        #expect(Generator.keywordFeatures.map(\.descriptor.feature) == keywords)
        for keyword in Generator.libraryKeywordFeatures {
            #expect(!keyword.library.isEmpty, "\(keyword.property)")
            // Case for case the library's, so the bridge's switches are the identity.
            #expect(keyword.cases.allSatisfy { $0.0 == $0.1 }, "\(keyword.property)")
            #expect(SwiftCodeGenerator.declaredNames.contains(keyword.type))
        }
        // The initializer has parameters of its own for the features without
        // a default; every other keyword feature is a setting.
        let settings = Generator.settingFeatures.map(\.descriptor.feature)
        #expect(Set(keywords).subtracting(settings) == [.interfaceOrientation, .idiom, .window])
        #expect(settings == Feature.allCases.filter { $0.setting != nil })
        let environment = LayoutEnvironment(width: 1, height: 1)
        for setting in Generator.settingFeatures {
            let stored = Self.stored(setting.property, of: environment).flatMap { ($0 as? any RawRepresentable)?.rawValue as? String }
            #expect(stored == setting.descriptor.defaultValue, "LayoutEnvironment.\(setting.property)")
            #expect(Generator.defaultCase(setting.descriptor) == SwiftNames.lowerCamel(setting.descriptor.defaultValue ?? ""))
        }
    }

    @Test("a window fraction is window / screen, clamped to [0, 1], and 1 where the screen has no size")
    func windowFractions() {
        #expect(LayoutEnvironment.windowFraction(683, of: 1366) == 0.5)
        #expect(LayoutEnvironment.windowFraction(320, of: 960) == 1.0 / 3)
        #expect(LayoutEnvironment.windowFraction(390, of: 390) == 1)
        #expect(LayoutEnvironment.windowFraction(0, of: 390) == 0)
        #expect(LayoutEnvironment.windowFraction(-5, of: 390) == 0)
        #expect(LayoutEnvironment.windowFraction(.nan, of: 390) == 0)
        #expect(LayoutEnvironment.windowFraction(2000, of: 1000) == 1, "a container larger than the screen")
        #expect(LayoutEnvironment.windowFraction(390, of: 0) == 1, "a screen of no size")
        #expect(LayoutEnvironment.windowFraction(0, of: 0) == 1)
        #expect(LayoutEnvironment.windowFraction(390, of: -1) == 1)
        #expect(LayoutEnvironment.windowFraction(390, of: .nan) == 1)
        #expect(LayoutEnvironment.windowFraction(.infinity, of: .infinity) == 1)
        #expect(LayoutEnvironment.windowFraction(390, of: .infinity) == 0)
        #expect(LayoutEnvironment.windowFraction(.infinity, of: 390) == 1)
        // The default environment is a full screen: both fractions 1.
        let phone = LayoutEnvironment(width: 390, height: 844)
        #expect(phone.value(of: .windowWidthFraction) == 1 && phone.value(of: .windowHeightFraction) == 1)
        #expect(phone.window == .fullScreen && phone.printedValue(of: .window) == .string("full-screen"))
    }

    @Test("window and window fractions match as Grammar.md says, in the tree and the oracle")
    func windowTests() throws {
        let rows: [(query: String, environment: LayoutEnvironment, expected: Bool)] = [
            ("(window: split-view)", LayoutEnvironment(width: 507, height: 768, screenWidth: 1024, window: .splitView), true),
            ("(window: split-view)", LayoutEnvironment(width: 1024, height: 768), false),
            ("(window: full-screen)", LayoutEnvironment(width: 1024, height: 768), true),
            ("(WINDOW: Slide-Over)", LayoutEnvironment(width: 320, height: 728, screenWidth: 1024, window: .slideOver), true),
            ("(window)", LayoutEnvironment(width: 1, height: 1, window: .resizable), true),
            // A half-width Split View window, whatever the iPad.
            (
                "(window: split-view) and (0.45 <= window-width-fraction <= 0.55)",
                LayoutEnvironment(width: 678, height: 1024, screenWidth: 1366, window: .splitView), true
            ),
            (
                "(window: split-view) and (0.45 <= window-width-fraction <= 0.55)",
                LayoutEnvironment(width: 981, height: 1024, screenWidth: 1366, window: .splitView), false
            ),
            // `a/b` is the quotient, as the window's own is.
            ("(window-width-fraction: 1/3)", LayoutEnvironment(width: 320, height: 900, screenWidth: 960), true),
            ("(window-width-fraction: 1/2)", LayoutEnvironment(width: 683, height: 900, screenWidth: 1366), true),
            ("(window-width-fraction < 1/2)", LayoutEnvironment(width: 683, height: 900, screenWidth: 1366), false),
            ("(min-window-height-fraction: 0.9)", LayoutEnvironment(width: 320, height: 984, screenHeight: 1024), true),
            // Full screen, a container larger than the screen, a screen of 0: 1.
            ("(window-width-fraction: 1)", LayoutEnvironment(width: 390, height: 844), true),
            ("(window-width-fraction: 1)", LayoutEnvironment(width: 2000, height: 844, screenWidth: 1000), true),
            ("(window-width-fraction: 1)", LayoutEnvironment(width: 390, height: 844, screenWidth: 0), true),
            ("(window-width-fraction)", LayoutEnvironment(width: 0, height: 844, screenWidth: 390), false),
            ("(window-width-fraction)", LayoutEnvironment(width: -5, height: 844, screenWidth: 390), false),
            ("(window-width-fraction > 0)", LayoutEnvironment(width: .nan, height: 844, screenWidth: 390), false),
        ]
        for row in rows {
            let source = "@media \(row.query) { traits { hit: true; } }\n"
            let ruleSet = try #require(Compiler.compile(text: source).ruleSet, "\(row.query)")
            let tree = ruleSet.evaluate(row.environment)["hit"] == .boolean(true)
            let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: row.environment).traits["hit"] != nil
            #expect(tree == row.expected, "tree: \(row.query) in \(row.environment)")
            #expect(oracle == row.expected, "oracle: \(row.query) in \(row.environment)")
        }
        // A fraction beyond 1 never holds: the analyses know the range.
        let over = Compiler.compile(text: "@media (window-width-fraction > 1) { traits { a: 1; } }\n").diagnostics
        #expect(over.map(\.id) == [.neverMatches])
    }

    @Test("units and their worth come from the value type")
    func units() throws {
        #expect(Feature.width.descriptor.units == ["pt", "px"])
        let resolution = try #require(FeatureRegistry.descriptor(named: "resolution"))
        #expect(resolution.units == ["x", "dppx", "dpi", "dpcm"])
        #expect(resolution.factor(of: "dpi") == 1.0 / 96)
        #expect(resolution.factor(of: "pt") == nil)
        #expect(Feature.scale.descriptor.units.isEmpty)
    }

    // MARK: What eval and explain print

    @Test("the printed value of a feature is the value rules compare against")
    func printedValues() {
        for environment in Self.environments {
            for feature in Feature.allCases {
                let printed = environment.printedValue(of: feature)
                switch feature.descriptor.reading {
                case .number, .ratio, .fraction: #expect(printed == .number(environment.value(of: feature)))
                case .shape, .keyword:
                    #expect(printed == .string(feature.descriptor.valueName(at: environment.discreteIndex(of: feature))))
                }
            }
        }
        // Unchanged where the window has an area: width / height, as before.
        #expect(LayoutEnvironment(width: 1024, height: 768).printedValue(of: .aspectRatio).serialized() == "1.3333333333333333")
        #expect(LayoutEnvironment(width: 0, height: 0).printedValue(of: .aspectRatio) == .number(1))
        #expect(LayoutEnvironment(width: -5, height: 10).printedValue(of: .aspectRatio) == .number(0))
        #expect(LayoutEnvironment(width: 100, height: 0).printedValue(of: .aspectRatio).serialized() == "null")
        #expect(LayoutEnvironment(width: 0, height: 0, idiom: .unspecified).printedValue(of: .idiom) == .string("unspecified"))
    }

    @Test("a 0x0 window prints the aspect ratio (aspect-ratio: 1/1) matches")
    func squareWindow() throws {
        let source = """
            @media (aspect-ratio: 1/1) { traits { square: true; } }
            @media (aspect-ratio: 1) { traits { one: true; } }
            @media (aspect-ratio > 1000000/1) { traits { flat: true; } }
            """
        let ruleSet = try #require(Compiler.compile(text: source, path: "square.layout").ruleSet)
        let square = ruleSet.evaluate(LayoutEnvironment(width: 0, height: 0))
        #expect(square["square"] == .boolean(true))
        #expect(square["one"] == .boolean(true))
        let flat = ruleSet.evaluate(LayoutEnvironment(width: 100, height: 0))
        #expect(flat["flat"] == .boolean(true) && flat["square"] == nil)
    }

    @Test("layoutc eval and explain at 0x0 print the aspect ratio the rules matched")
    func squareWindowCLI() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feature-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("square.layout")
        try "@media (aspect-ratio: 1/1) { traits { square: true; } }\n".write(to: file, atomically: true, encoding: .utf8)

        let arguments = ["--preset", "apple", "--width", "0", "--height", "0"]
        let text = try LayoutcProcess.run(["eval", file.path] + arguments)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("\n  aspect-ratio: 1\n"), "\(text.stdout)")
        #expect(text.stdout.contains("\n  orientation: \"portrait\"\n"))
        #expect(text.stdout.contains("\n  square: true\n"), "\(text.stdout)")

        let json = try LayoutcProcess.run(["eval", file.path, "--format", "json"] + arguments)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"aspect-ratio\": 1,"), "\(json.stdout)")

        let explain = try LayoutcProcess.run(["explain", file.path] + arguments)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains(" aspect-ratio=1 "), "\(explain.stdout)")
        #expect(explain.stdout.contains("square.layout:1:1 @media (aspect-ratio: 1/1): matched"), "\(explain.stdout)")
    }
}
