// `unreachable-on-devices`: a rule that some environment matches but no
// device of the catalog (or of `@device`), in any orientation or window.
// The check walks the decision tree once per device environment; these
// tests hold it to the oracle (`Condition.matches` on every environment),
// in both directions, on random rule sets, and pin its choices: presets
// and files with the pragma are exempt, `never-matches` is not repeated,
// and a resizable window counts at every size it can take.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesPresets
@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

@Suite("Rules no device reaches")
struct DeviceReachTests {
    static func warnings(_ source: String, path: String = "rules.layout", presets: [String] = [], checkDevices: Bool = true)
        -> [Diagnostic]
    {
        let inputs = presets.map(Checker.Input.preset) + [.text(source, path: path)]
        return Compiler.compile(inputs, provider: InMemorySourceProvider(), checkDevices: checkDevices).diagnostics
            .filter { $0.id == .unreachableOnDevices }
    }

    @Test("(idiom: phone) and (width >= 1000) and (scale: 4) warn and name the nearest environment")
    func examples() throws {
        let found = Self.warnings(
            """
            @media (idiom: phone) and (width >= 1000) { traits { a: 1; } }
            @media (scale: 4) { traits { b: 1; } }
            @media (idiom: pad) and (window: split-view) { traits { c: 1; } }
            @media (idiom: phone) and (width >= 900) { traits { d: 1; } }
            """)
        #expect(found.count == 2)
        let phone = try #require(found.first)
        #expect(phone.severity == .warning)
        #expect(phone.message.hasPrefix("no device of the catalog matches this rule, in any orientation or window; "))
        // The widest phone window of the catalog, whatever model that is.
        let widest = DeviceCatalog.all.filter { $0.idiom == .phone }.map { max($0.portraitSize.width, $0.portraitSize.height) }.max()
        #expect(phone.message.contains("the widest phone window is \(formatNumber(try #require(widest))) pt: "), "\(phone.message)")
        #expect(phone.message.hasSuffix(" in landscape"))
        #expect(phone.notes.map(\.message) == ["false on every device where the rest of the rule holds"])
        #expect(found[1].message.contains("the largest scale of any device is 3: "), "\(found[1].message)")
    }

    @Test("never-matches is not repeated, presets and the flag are exempt")
    func exemptions() {
        let diagnostics = Compiler.compile(
            text: "@media (width < 300) and (width > 400) { traits { a: 1; } }\n", path: "never.layout"
        ).diagnostics
        #expect(diagnostics.map(\.id) == [.neverMatches])
        // Every preset, even with rules of its own no device reaches, is silent.
        #expect(Self.warnings("", presets: Presets.names).isEmpty)
        #expect(Self.warnings("@media (scale: 4) { traits { b: 1; } }", checkDevices: false).isEmpty)
    }

    @Test("the pragma exempts the rules of its own file, not of the files it imports or that import it")
    func pragma() {
        let provider = InMemorySourceProvider([
            "lib.layout": "/* layoutc: no-device-check */\n@media (scale: 4) { traits { lib: 1; } }\n",
            "other.layout": "@media (scale: 5) { traits { other: 1; } }\n",
        ])
        let root = "@import \"lib.layout\";\n@import \"other.layout\";\n@media (scale: 6) { traits { root: 1; } }\n"
        let found = Compiler.compile(text: root, path: "root.layout", provider: provider).diagnostics
            .filter { $0.id == .unreachableOnDevices }
        let files = found.map { $0.range.file }
        #expect(found.count == 2)
        #expect(Set(files).count == 2)
        for spelling in ["// layoutc: no-device-check", "/*LAYOUTC: No-Device-Check*/", "//\tlayoutc: no-device-check \r"] {
            #expect(Self.warnings(spelling + "\n@media (scale: 4) { traits { b: 1; } }").isEmpty, "\(spelling)")
        }
        for other in ["// layoutc: no-device-checks", "/* layoutc no-device-check */", "// see layoutc: no-device-check"] {
            #expect(Self.warnings(other + "\n@media (scale: 4) { traits { b: 1; } }").count == 1, "\(other)")
        }
    }

    @Test("a file's own @device reaches rules the catalog does not")
    func ownDevices() throws {
        let rule = "@media (idiom: phone) and (width >= 1000) { traits { a: 1; } }\n"
        #expect(Self.warnings(rule).count == 1)
        let device = "@device \"Tablet Phone\" { idiom: phone; width: 600; height: 1100; scale: 3; }\n"
        #expect(Self.warnings(device + rule).isEmpty)
        let found = try #require(Self.warnings(device + "@media (idiom: phone) and (width >= 1200) { traits { a: 1; } }\n").first)
        #expect(found.message.hasPrefix("no device of the catalog or of '@device' matches"))
        #expect(found.message.hasSuffix("the widest phone window is 1100 pt: Tablet Phone in landscape"), "\(found.message)")
    }

    @Test("a resizable window counts at every size up to its screen")
    func resizableWindows() throws {
        let device = "@device \"Studio\" { idiom: mac; width: 2000; height: 1000; scale: 2; }\n"
        // Narrow, tall and resizable Mac windows exist; wider than the screen do not.
        #expect(Self.warnings(device + "@media (idiom: mac) and (width < 300) and (orientation: portrait) { traits { a: 1; } }").isEmpty)
        #expect(Self.warnings(device + "@media (window: resizable) and (window-width-fraction < 0.2) { traits { a: 1; } }").isEmpty)
        let found = try #require(Self.warnings(device + "@media (idiom: mac) and (width > 2100) { traits { a: 1; } }").first)
        #expect(found.message.hasSuffix("the widest mac window is 2000 pt: Studio in landscape"), "\(found.message)")
        // A phone's window is not resizable.
        #expect(Self.warnings("@media (idiom: phone) and (window: resizable) { traits { a: 1; } }").count == 1)
        // Width, height and aspect ratio come from one size: 768 wide and at
        // most 9/16 is 1,365 tall, taller than the screen.
        #expect(Self.warnings(device + "@media (idiom: mac) and (width >= 768) and (aspect-ratio <= 9/16) { traits { a: 1; } }").count == 1)
        #expect(Self.warnings(device + "@media (idiom: mac) and (width >= 500) and (aspect-ratio <= 9/16) { traits { a: 1; } }").isEmpty)
        // So do the fractions: half the screen is 1,000 points here, 735 on the
        // catalog's Mac.
        #expect(Self.warnings(device + "@media (idiom: mac) and (width < 700) and (window-width-fraction > 0.5) { traits { a: 1; } }").count == 1)
        #expect(Self.warnings(device + "@media (idiom: mac) and (width < 1100) and (window-width-fraction > 0.5) { traits { a: 1; } }").isEmpty)
    }

    @Test("a rule that only an idiom without catalog devices can match is not judged, unless a '@device' has that idiom")
    func idiomsWithoutDevices() throws {
        #expect(DeviceCatalog.all.allSatisfy { $0.idiom != .carplay && $0.idiom != .vision })
        #expect(Self.warnings("@media (idiom: vision) { traits { a: 1; } }").isEmpty)
        #expect(Self.warnings("@media (idiom: carplay) and (scale: 4) and (width > 9000) { traits { a: 1; } }").isEmpty)
        #expect(Self.warnings("@media (idiom: vision), (idiom: carplay) { traits { a: 1; } }").isEmpty)
        // Idioms the catalog has are still judged, alone or beside the others.
        #expect(Self.warnings("@media (scale: 4) { traits { a: 1; } }").count == 1)
        #expect(Self.warnings("@media (not (idiom: vision)) and (width > 9000) { traits { a: 1; } }").count == 1)
        // A rule that also matches with a known idiom is judged there: the
        // catalog's devices are the ones it speaks of.
        #expect(Self.warnings("@media (idiom: carplay), (scale: 4) { traits { a: 1; } }").count == 1)
        // A '@device' of the idiom makes it known: its windows are then the only ones.
        let device = "@device \"Headset\" { idiom: vision; width: 1280; height: 720; scale: 2; }\n"
        #expect(Self.warnings(device + "@media (idiom: vision) { traits { a: 1; } }").isEmpty)
        let found = try #require(Self.warnings(device + "@media (idiom: vision) and (scale: 4) { traits { a: 1; } }").first)
        #expect(found.message.hasSuffix("the largest scale of any vision device is 2: Headset in landscape"), "\(found.message)")
    }

    /// A resizable window at its corners and at sizes in between.
    static func samples(_ place: DevicePlace) -> [LayoutEnvironment] {
        guard let sizes = place.sizes else { return [place.environment] }
        var environments: [LayoutEnvironment] = []
        let widths = [0, 1, 320, 414, 599.5, 600, 744, 768, 1000, 1024] + [sizes.width.lowerBound, sizes.width.upperBound]
        let heights = [0, 1, 320, 414, 600, 744, 768, 900] + [sizes.height.lowerBound, sizes.height.upperBound]
        for width in widths where sizes.width.contains(width) {
            for height in heights where sizes.height.contains(height) {
                var environment = place.environment
                (environment.width, environment.height) = (width, height)
                environments.append(environment)
            }
        }
        return environments
    }

    @Test("on random rule sets, the windows of one size reach exactly the rules the oracle says")
    func agreesWithTheOracleOnWindowsOfOneSize() throws {
        let count = TestSettings.scaled(quick: 30, full: 300)
        var warned = 0
        for index in 0..<count {
            var generator = RuleGenerator(seed: DiffRandom.mix(0xDE71_CE5, UInt64(index)))
            let program = generator.program()
            let ruleSet = try #require(program.compile().ruleSet, "\(program.listing)")
            let compiled = CompiledRuleSet(
                rules: ruleSet.rules, requirements: ruleSet.requirements, sources: ruleSet.sources, devices: ruleSet.devices,
                tree: ruleSet.tree)
            let places = DeviceReach.places(of: DeviceCatalog.all + ruleSet.devices).filter { $0.sizes == nil }
            let space = FeatureSpace(ruleSet.rules.map(\.condition.unlabeled))
            // Every rule counts as matching somewhere, so each one no place
            // reaches is warned about, presets' and never-matching ones too.
            let found = DeviceReach.warnings(
                compiled, matched: [Bool](repeating: true, count: ruleSet.rules.count), places: places, space: space
            ) { _ in false }
            let headers = Set(found.map(\.range))
            warned += found.count
            for rule in ruleSet.rules {
                let header = Analyses.headerRange(rule)
                let siblings = ruleSet.rules.filter { Analyses.headerRange($0) == header }
                let reached = places.contains { rule.condition.matches($0.environment) }
                if !reached { #expect(headers.contains(header), "rule \(rule.index) reaches no device:\n\(program.listing)") }
                if siblings.allSatisfy({ sibling in places.contains { sibling.condition.matches($0.environment) } }) {
                    #expect(!headers.contains(header), "rule \(rule.index) is reached, yet warned about:\n\(program.listing)")
                }
            }
        }
        #expect(warned > 0)
    }

    @Test("on random rule sets, no warned rule matches any size of a resizable window")
    func resizableWindowsNeverGiveAFalseWarning() throws {
        let count = TestSettings.scaled(quick: 30, full: 300)
        var warned = 0
        for index in 0..<count {
            var generator = RuleGenerator(seed: DiffRandom.mix(0x5125_AB1E, UInt64(index)))
            let program = generator.program()
            let compilation = program.compile()
            let ruleSet = try #require(compilation.ruleSet, "\(program.listing)")
            let environments = DeviceReach.places(of: DeviceCatalog.all + ruleSet.devices).flatMap(Self.samples)
            let unreachable = Set(compilation.diagnostics.filter { $0.id == .unreachableOnDevices }.map(\.range))
            warned += unreachable.count
            for rule in ruleSet.rules where unreachable.contains(Analyses.headerRange(rule)) {
                let siblings = ruleSet.rules.filter { Analyses.headerRange($0) == Analyses.headerRange(rule) }
                #expect(
                    !siblings.contains { sibling in environments.contains { sibling.condition.matches($0) } },
                    "warned, but a device reaches it:\n\(program.listing)")
            }
        }
        #expect(warned > 0)
    }

    @Test("the check walks the tree per device environment, not per rule: many rules compile about as fast with it")
    func costIsPerEnvironment() throws {
        // 2,000 rules in a full run; fewer by default, which still shows a
        // cost per rule (the warnings are capped per file at 1,000).
        let count = TestSettings.scaled(quick: 1_200, full: 2_000)
        var source = ""
        for index in 0..<count {
            source += "@media (idiom: phone) and (width >= \(1000 + index)) { traits { t\(index): 1; } }\n"
        }
        var without = Compilation?.none
        var with = Compilation?.none
        let (off, on) = Self.fastestOfTwo(
            { without = Compiler.compile([.text(source, path: "many.layout")], provider: InMemorySourceProvider(), checkDevices: false) },
            { with = Compiler.compile([.text(source, path: "many.layout")], provider: InMemorySourceProvider()) })
        let warnings = try #require(with).diagnostics.filter { $0.id == .unreachableOnDevices }
        #expect(warnings.count >= 1_000, "capped per file, but every rule is unreachable")
        #expect(try #require(without).diagnostics.allSatisfy { $0.id != .unreachableOnDevices })
        // Generous: explanations are budgeted, and the walk is per environment
        // (a walk per rule would take tens of times as long).
        #expect(on < off * 4 + .seconds(3), "with the check: \(on), without: \(off)")
    }

    @Test("the walks over iPads' resizable windows skip what is reached: many pad rules compile about as fast with the check")
    func resizableWalksAreCheap() throws {
        // Every rule but the last is reached by some resizable window (and by
        // no window of one size, for the later, wide and short ones), so every
        // range is walked. 2,000 rules in a full run.
        let count = TestSettings.scaled(quick: 600, full: 2_000)
        var source = ""
        for index in 0..<count {
            source += "@media (idiom: pad) and (width >= \(300 + index / 2)) and (height <= \(1400 - index / 3)) { traits { t\(index): 1; } }\n"
        }
        source += "@media (idiom: pad) and (width >= 5000) { traits { none: 1; } }\n"
        var without = Compilation?.none
        var with = Compilation?.none
        let (off, on) = Self.fastestOfTwo(
            { without = Compiler.compile([.text(source, path: "pads.layout")], provider: InMemorySourceProvider(), checkDevices: false) },
            { with = Compiler.compile([.text(source, path: "pads.layout")], provider: InMemorySourceProvider()) })
        let warnings = try #require(with).diagnostics.filter { $0.id == .unreachableOnDevices }
        #expect(warnings.count == 1, "\(warnings.map(\.message))")
        #expect(try #require(without).diagnostics.allSatisfy { $0.id != .unreachableOnDevices })
        #expect(on < off * 4 + .seconds(3), "with the check: \(on), without: \(off)")
    }

    /// Wall-clock times of two compiles, each run twice in turns and the
    /// faster run kept: the tests run in parallel with others on a shared
    /// 2-core machine, and a compile timed once met a busier moment than
    /// the one it is compared with (a debug build's check read 4.7 times
    /// the compile without it once, 2.6 to 3.8 times otherwise).
    static func fastestOfTwo(_ first: () -> Void, _ second: () -> Void) -> (Duration, Duration) {
        let clock = ContinuousClock()
        var (fastestFirst, fastestSecond) = (Duration.seconds(Int64.max), Duration.seconds(Int64.max))
        for _ in 0..<2 {
            fastestFirst = min(fastestFirst, clock.measure(first))
            fastestSecond = min(fastestSecond, clock.measure(second))
        }
        return (fastestFirst, fastestSecond)
    }
}


extension DeviceReachTests {
    /// The user's settings are the user's on every device: a rule on them
    /// (in a window of one size, of a resizable window, or on a device of
    /// `@device`) reaches a device whenever the rest of it does, and a rule
    /// that reaches none is explained by the rest.
    @Test("a rule on the user's settings reaches every device the rest of it reaches")
    func userSettingsAreTheUsers() throws {
        let settings = Feature.allCases.filter { $0.descriptor.isUserSetting }
        #expect(settings.count == 8)
        var source = ""
        for (index, feature) in settings.enumerated() {
            let values = feature.descriptor.values
            source += "@media (\(feature.rawValue): \(values[values.count - 1])) and (idiom: phone) { traits { a\(index): 1; } }\n"
            source += "@media (\(feature.rawValue): \(values[0])) and (idiom: pad) and (window: resizable) { traits { b\(index): 1; } }\n"
        }
        source += "@media (prefers-color-scheme: dark) and (dynamic-type >= accessibility-large) and (idiom: phone) { traits { c: 1; } }\n"
        #expect(Self.warnings(source).isEmpty, "\(Self.warnings(source).map(\.message))")
        let far = Self.warnings("@media (prefers-color-scheme: dark) and (idiom: phone) and (width >= 1000) { traits { a: 1; } }\n")
        let warning = try #require(far.first)
        #expect(far.count == 1)
        #expect(warning.message.contains("the widest phone window is"), "\(warning.message)")
    }
}
