// Generated code meets the library: the files in Generated/ are
// `layoutc compile --emit swift` of each Examples/*.layout and of
// Fixtures/trait-environment.layout, compiled into this target, where
// LayoutRules can be imported, so with their bridge section. For every
// catalog environment (and every idiom, interface orientation and kind of
// window, unmatched values included; every value of every setting spread
// over them) they answer as the RuleSet compiled from the same file:
// through `Environment(_:)`, as a `LayoutEvaluator` (`Rules`, its
// `testedSettings` included), and read back typed with `Traits(_:)` and
// `Frames(_:)`. In-process, so it runs in every `swift test`; the
// consumer package of PluginEndToEndTests proves the same through the
// build plugin.

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
import CAllocCounter
import Foundation
import Testing

@Suite struct GeneratedBridgeTests {
    /// The rule files with a checked-in generated file, by its enum's name
    /// without `Layout`: the examples and the settings fixture.
    static let examples = ["Dashboard", "Mail", "PhotoApp", "Reader", "TraitEnvironment"]

    static func examplePath(_ name: String) -> String {
        name == "TraitEnvironment" ? TraitEnvironmentTests.fixture : "Examples/\(name).layout"
    }

    static func generatedPath(_ name: String) -> String { "Tests/LayoutRulesTests/Generated/\(name)Layout.swift" }

    /// The example compiled as `layoutc compile` run from the package root
    /// compiles it (its imports read from Examples/).
    static func ruleSet(_ name: String) throws -> RuleSet {
        let examples = GoldenPaths.packageRoot.appendingPathComponent("Examples")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: examples.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".layout") else { continue }
            files["Examples/" + relative] = try String(contentsOf: examples.appendingPathComponent(relative), encoding: .utf8)
        }
        files[TraitEnvironmentTests.fixture] = try TraitEnvironmentTests.source()
        let compilation = Compiler.compile(path: examplePath(name), provider: InMemorySourceProvider(files))
        return try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
    }

    /// Every catalog model in every interface orientation and each of its
    /// windows (as `layoutc matrix`), then a grid of every idiom, interface
    /// orientation and kind of window, `unknown` and `unspecified`
    /// included, on a few sizes and safe areas; each with settings of its
    /// own (`withSettings`).
    static let environments: [LayoutEnvironment] = unsetEnvironments.enumerated().map { withSettings($1, $0) }

    /// The settings of the `index`th environment: each setting steps
    /// through its values at a stride of its own (primes, so that the
    /// combinations vary), the first environment keeping every default.
    static func withSettings(_ environment: LayoutEnvironment, _ index: Int) -> LayoutEnvironment {
        func pick<Value: CaseIterable>(_: Value.Type, _ stride: Int) -> Value {
            let all = Array(Value.allCases)
            return all[index / stride % all.count]
        }
        guard index > 0 else { return environment }
        var environment = environment
        let sizes = LayoutEnvironment.DynamicTypeSize.allCases
        environment.dynamicTypeSize = sizes[index % sizes.count]
        environment.colorScheme = pick(LayoutEnvironment.ColorScheme.self, 2)
        environment.contrast = pick(LayoutEnvironment.Contrast.self, 3)
        environment.reducedMotion = pick(LayoutEnvironment.ReducedMotion.self, 5)
        environment.reducedTransparency = pick(LayoutEnvironment.ReducedTransparency.self, 7)
        environment.invertedColors = pick(LayoutEnvironment.InvertedColors.self, 11)
        environment.layoutDirection = pick(LayoutEnvironment.LayoutDirection.self, 13)
        environment.legibilityWeight = pick(LayoutEnvironment.LegibilityWeight.self, 17)
        environment.colorGamut = pick(LayoutEnvironment.ColorGamut.self, 19)
        return environment
    }

    static let unsetEnvironments: [LayoutEnvironment] = {
        var result: [LayoutEnvironment] = []
        for device in DeviceCatalog.all {
            for orientation in LayoutInterfaceOrientation.allCases where orientation != .unknown {
                for named in device.namedWindows(in: orientation) {
                    if let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: named.window) {
                        result.append(environment)
                    }
                }
            }
        }
        let sizes: [(Double, Double)] = [(390, 844), (1366, 1024), (700, 500), (0, 0)]
        for idiom in Idiom.allCases {
            for orientation in LayoutInterfaceOrientation.allCases {
                for (index, window) in WindowKind.allCases.enumerated() {
                    let (width, height) = sizes[(index + result.count) % sizes.count]
                    result.append(
                        LayoutEnvironment(
                            width: width, height: height, screenWidth: 1366, screenHeight: 1024,
                            interfaceOrientation: orientation, idiom: idiom, scale: 2,
                            safeArea: LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), window: window))
                }
            }
        }
        return result
    }()

    /// A region as the library places it, by its parent's name rather
    /// than index: the generated `frameLayout` appends regions in
    /// `forEachRegion`'s order, which need not be the program's.
    struct Placed: Hashable {
        var parent: String?
        var layoutFrame: Rect
        var center: Point
        var transform: LayoutTransform
        var windowFrame: Rect
    }

    static func placed(_ layout: FrameLayout) -> [String: Placed] {
        var result: [String: Placed] = [:]
        for region in layout {
            result[region.name] = Placed(
                parent: region.parent.map { layout[$0].name }, layoutFrame: region.layoutFrame, center: region.center,
                transform: region.transform, windowFrame: region.windowFrame)
        }
        return result
    }

    static func byName(_ traits: ResolvedTraits) -> [String: TraitValueData] {
        Dictionary(traits.traits.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// What differs between generated `rules` and `ruleSet` in `environment`
    /// (and for the traits of `environment` held in `next`, as an adapter
    /// does while a window is being resized), or nil.
    static func difference<Rules: LayoutEvaluator>(
        _ rules: Rules, _ ruleSet: RuleSet, _ environment: LayoutEnvironment, next: LayoutEnvironment,
        typedTraits: (ResolvedTraits) -> Rules.Traits?, typedFrames: (FrameLayout) -> Rules.Frames?,
        withoutLeaf: (Rules.Traits) -> Rules.Traits
    ) -> String? {
        let traits = rules.traits(in: environment)
        let resolved = ruleSet.traits(in: environment)
        if byName(rules.resolvedTraits(traits)) != byName(resolved) {
            return "traits \(rules.resolvedTraits(traits)) != \(resolved)"
        }
        let frames = rules.frames(for: traits, in: environment)
        let layout = ruleSet.frames(for: resolved, in: environment)
        let converted = rules.frameLayout(frames)
        if placed(converted) != placed(layout) || converted.windowSize != layout.windowSize
            || converted.windowSafeArea != layout.windowSafeArea
        {
            return "frames \(placed(converted)) != \(placed(layout))"
        }
        if placed(rules.frameLayout(rules.frames(for: traits, in: next))) != placed(ruleSet.frames(for: resolved, in: next)) {
            return "held frames in \(next)"
        }
        if typedTraits(resolved) != withoutLeaf(traits) { return "Traits(resolved) \(String(describing: typedTraits(resolved)))" }
        if typedFrames(layout) != frames { return "Frames(layout) \(String(describing: typedFrames(layout)))" }
        return nil
    }

    /// Runs `difference` on every environment; records the first few.
    static func check<Rules: LayoutEvaluator>(
        _ name: String, _ rules: Rules, typedTraits: (ResolvedTraits) -> Rules.Traits?,
        typedFrames: (FrameLayout) -> Rules.Frames?, withoutLeaf: (Rules.Traits) -> Rules.Traits
    ) throws {
        let ruleSet = try Self.ruleSet(name)
        var mismatches = 0
        for (index, environment) in environments.enumerated() {
            let next = environments[(index + 1) % environments.count]
            guard
                let problem = difference(
                    rules, ruleSet, environment, next: next, typedTraits: typedTraits, typedFrames: typedFrames,
                    withoutLeaf: withoutLeaf)
            else { continue }
            mismatches += 1
            if mismatches <= 3 { Issue.record("\(name) in \(environment): \(problem)") }
        }
        #expect(mismatches == 0, "\(name): \(mismatches) of \(environments.count) environments differ")
    }

    @Test func generatedRulesAnswerAsTheRuleSetInEveryCatalogEnvironment() throws {
        #expect(Self.environments.count > 1_000)
        try Self.check(
            "Dashboard", DashboardLayout.rules, typedTraits: DashboardLayout.Traits.init, typedFrames: DashboardLayout.Frames.init,
            withoutLeaf: { var t = $0; t.leaf = 0; t.residualMask = 0; return t })
        try Self.check(
            "Mail", MailLayout.rules, typedTraits: MailLayout.Traits.init, typedFrames: MailLayout.Frames.init,
            withoutLeaf: { var t = $0; t.leaf = 0; t.residualMask = 0; return t })
        try Self.check(
            "PhotoApp", PhotoAppLayout.rules, typedTraits: PhotoAppLayout.Traits.init, typedFrames: PhotoAppLayout.Frames.init,
            withoutLeaf: { var t = $0; t.leaf = 0; t.residualMask = 0; return t })
        try Self.check(
            "Reader", ReaderLayout.rules, typedTraits: ReaderLayout.Traits.init, typedFrames: ReaderLayout.Frames.init,
            withoutLeaf: { var t = $0; t.leaf = 0; t.residualMask = 0; return t })
        try Self.check(
            "TraitEnvironment", TraitEnvironmentLayout.rules, typedTraits: TraitEnvironmentLayout.Traits.init,
            typedFrames: TraitEnvironmentLayout.Frames.init, withoutLeaf: { var t = $0; t.leaf = 0; t.residualMask = 0; return t })
    }

    @Test func everyValueOfEverySettingIsAmongTheEnvironments() {
        func values<Value: Hashable & CaseIterable>(_ read: (LayoutEnvironment) -> Value) -> Bool {
            Set(Self.environments.map(read)) == Set(Value.allCases)
        }
        #expect(values(\.dynamicTypeSize) && values(\.colorScheme) && values(\.contrast) && values(\.reducedMotion))
        #expect(values(\.reducedTransparency) && values(\.invertedColors) && values(\.layoutDirection))
        #expect(values(\.legibilityWeight) && values(\.colorGamut))
    }

    /// The settings generated `Rules` watch are those the rule set's
    /// conditions test, found when the file was generated.
    @Test func generatedRulesTestTheSettingsTheRuleSetTests() throws {
        #expect(DashboardLayout.rules.testedSettings == (try Self.ruleSet("Dashboard")).testedSettings)
        #expect(MailLayout.rules.testedSettings == (try Self.ruleSet("Mail")).testedSettings)
        #expect(PhotoAppLayout.rules.testedSettings == (try Self.ruleSet("PhotoApp")).testedSettings)
        #expect(ReaderLayout.rules.testedSettings == (try Self.ruleSet("Reader")).testedSettings)
        #expect(TraitEnvironmentLayout.rules.testedSettings == (try Self.ruleSet("TraitEnvironment")).testedSettings)
        #expect(TraitEnvironmentLayout.rules.testedSettings == .all)
        #expect(DashboardLayout.rules.testedSettings == [])
    }

    /// The conversion is exact both ways; only `nativeScale`, which no
    /// feature reads, becomes the scale.
    @Test func environmentsConvertBothWays() {
        for environment in Self.environments {
            var expected = environment
            expected.nativeScale = environment.scale
            #expect(LayoutEnvironment(DashboardLayout.Environment(environment)) == expected)
            #expect(DashboardLayout.Environment(LayoutEnvironment(DashboardLayout.Environment(environment))) == DashboardLayout.Environment(environment))
            #expect(LayoutEnvironment(TraitEnvironmentLayout.Environment(environment)) == expected)
        }
    }

    /// The snippet of the generated file's documentation: a catalog device
    /// in one line, read typed.
    @Test func typedReadsOfACatalogDevice() throws {
        let device = try #require(DeviceCatalog.device(named: "iPad16,3"))
        let environment = try LayoutEnvironment(device: device, orientation: .landscapeRight)
        let ruleSet = try Self.ruleSet("Dashboard")
        let panels: Int = DashboardLayout.evaluate(DashboardLayout.Environment(environment)).panelsPerRow
        #expect(ruleSet.evaluate(environment)["panels-per-row"] == .number(Double(panels)))
        #expect(DashboardLayout.Traits(ruleSet.traits(in: environment))?.panelsPerRow == panels)
        var tracker = LayoutTracker(DashboardLayout.rules)
        #expect(tracker.update(environment) == [.traits, .frames])
        #expect(tracker.traits?.panelsPerRow == panels)
    }

    /// Generated traits compare by value, as `ResolvedTraits` do: two
    /// environments that reach different leaves with the same trait values
    /// are equal traits, so a tracker reports only the frames there.
    @Test func generatedTraitsCompareByValueNotByLeaf() throws {
        let pairs =
            Self.sameValuesOnOtherLeaves(DashboardLayout.rules, leaf: \.leaf)
            + Self.sameValuesOnOtherLeaves(MailLayout.rules, leaf: \.leaf)
            + Self.sameValuesOnOtherLeaves(PhotoAppLayout.rules, leaf: \.leaf)
            + Self.sameValuesOnOtherLeaves(ReaderLayout.rules, leaf: \.leaf)
        #expect(pairs > 0, "no two environments reach different leaves with the same traits")
    }

    /// Checks every pair of environments whose traits have equal values at
    /// different leaves, and counts them.
    static func sameValuesOnOtherLeaves<Rules: LayoutEvaluator>(_ rules: Rules, leaf: (Rules.Traits) -> Int) -> Int {
        var pairs = 0
        var firstOfValues: [Rules.Traits: LayoutEnvironment] = [:]
        for environment in environments {
            let traits = rules.traits(in: environment)
            guard let earlier = firstOfValues[traits] else {
                firstOfValues[traits] = environment
                continue
            }
            let earlierTraits = rules.traits(in: earlier)
            guard leaf(earlierTraits) != leaf(traits) else { continue }
            pairs += 1
            #expect(earlierTraits == traits)
            #expect(earlierTraits.hashValue == traits.hashValue)
            var tracker = LayoutTracker(rules)
            tracker.update(earlier)
            #expect(!tracker.update(environment).contains(.traits))
        }
        return pairs
    }

    /// A value of another type, or a trait every environment gets left
    /// unset, is no match; an optional trait may be unset.
    @Test func typedReadsRefuseWhatTheTypeCannotHold() throws {
        let environment = LayoutEnvironment(width: 1024, height: 1366, idiom: .pad)
        let pairs = Array(try Self.ruleSet("Dashboard").traits(in: environment).traits)
        #expect(DashboardLayout.Traits(ResolvedTraits(pairs: pairs)) != nil)
        let others = pairs.filter { $0.name != "panels-per-row" }
        #expect(DashboardLayout.Traits(ResolvedTraits(pairs: others)) == nil)
        #expect(DashboardLayout.Traits(ResolvedTraits(pairs: others + [("panels-per-row", .number(2.5))])) == nil)
        #expect(DashboardLayout.Traits(ResolvedTraits(pairs: others + [("panels-per-row", .string("2"))])) == nil)
        #expect(DashboardLayout.Frames(FrameLayout(windowSize: Size(width: 1, height: 1))) == nil)
    }

    /// The checked-in files are what `layoutc compile` writes today.
    @Test(arguments: examples)
    func generatedFilesAreUpToDate(name: String) throws {
        let path = Self.generatedPath(name)
        let checkedIn = try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let arguments = [Self.examplePath(name), "--emit", "swift", "--type-name", "\(name)Layout", "--access", "internal", "-o", path]
        let options = SwiftCodeGenerator.Options(
            typeName: "\(name)Layout", accessLevel: .internal,
            header: ["Regenerate with: layoutc compile " + arguments.joined(separator: " ")])
        #expect(
            checkedIn == SwiftCodeGenerator.generate(try Self.ruleSet(name), options: options),
            "\(path) is stale; regenerate it with: swift run layoutc compile \(arguments.joined(separator: " "))")
    }

    /// Generated evaluation and frames, like the interpreter's, make no
    /// heap allocation; the conversion from a `LayoutEnvironment` neither.
    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func generatedEvaluationMakesNoHeapAllocation() {
        let environments = Array(Self.environments.prefix(200))
        var checksum = 0.0
        // By index: a `for ... in` over an array of large structs allocates
        // in a debug build.
        let count = AllocationTests.steadyAllocations {
            for index in environments.indices {
                let environment = environments[index]
                let e = ReaderLayout.Environment(environment)
                let traits = ReaderLayout.evaluate(e)
                let frames = ReaderLayout.frames(for: traits, in: e)
                checksum += Double(traits.leaf) + frames.windowWidth
                checksum += DashboardLayout.frames(DashboardLayout.Environment(environment)).content.frame.width
                checksum += Double(TraitEnvironmentLayout.evaluate(TraitEnvironmentLayout.Environment(environment)).leaf)
            }
        }
        AllocationTests.blackHole(checksum)
        #expect(count == 0)
    }
}
