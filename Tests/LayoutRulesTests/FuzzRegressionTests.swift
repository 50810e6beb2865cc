// Regressions found by the libFuzzer targets in Fuzz/ (Scripts/fuzz.sh;
// numbered as in Fuzz/README.md). Each minimised input is kept here as a
// literal and run through what the `bytes` target does with it: compile it
// as a file (bytes, not a String, so invalid UTF-8 stays invalid), render
// the diagnostics three ways, evaluate and lay out in odd environments, and
// compare the decision tree and the compiled layouts with the reference
// evaluator in finite ones. A failing input first traps or disagrees here.
//
// To add one: `Scripts/fuzz.sh minimize TARGET Fuzz/artifacts/TARGET/crash-...`,
// then paste the bytes of the `.min` file (for the grammar target, the
// program `FUZZ_VERBOSE=1 Scripts/fuzz.sh repro grammar FILE` prints).

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling
import Testing

struct FuzzRegressionTests {
    /// The finite environments the tree must agree with the oracle in.
    static let environments: [LayoutEnvironment] = [
        LayoutEnvironment(width: 390, height: 844, idiom: .phone, scale: 3),
        LayoutEnvironment(width: 844, height: 390, interfaceOrientation: .landscapeLeft, idiom: .phone, scale: 3),
        LayoutEnvironment(width: 1024, height: 1366, idiom: .pad, scale: 2),
        LayoutEnvironment(width: 5, height: 10, idiom: .mac, scale: 1),
        LayoutEnvironment(width: 600, height: 600, idiom: .tv, scale: 1),
        LayoutEnvironment(width: 0, height: 0, idiom: .unspecified, scale: 2),
        LayoutEnvironment(width: -1, height: -500, interfaceOrientation: .unknown, idiom: .vision, scale: 2),
    ]

    /// Odd environments: only run, never compared.
    static let oddEnvironments: [LayoutEnvironment] = [
        LayoutEnvironment(width: .nan, height: .nan, screenWidth: .nan, screenHeight: .nan, idiom: .carplay, scale: .nan),
        LayoutEnvironment(width: .infinity, height: .infinity, idiom: .pad, scale: .infinity),
        LayoutEnvironment(width: .greatestFiniteMagnitude, height: .leastNonzeroMagnitude, idiom: .tv),
        LayoutEnvironment(
            width: 320, height: 480, idiom: .phone, scale: 1,
            safeArea: LayoutEdgeInsets(top: .nan, left: -.infinity, bottom: 1e308, right: -5)),
    ]

    /// The `bytes` target's pipeline on one input; returns the compilation
    /// and records an issue for every disagreement with the oracle.
    @discardableResult
    static func run(_ bytes: [UInt8], files: [String: [UInt8]] = [:]) -> Compilation {
        var provider = InMemorySourceProvider()
        provider.files = files
        provider.files["fuzz.layout"] = bytes
        let compilation = Compiler.compile([.file("fuzz.layout")], provider: provider)
        _ = TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        _ = TextDiagnosticRenderer(colored: true).render(compilation.diagnostics, sources: compilation.sources)
        _ = JSONDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        _ = GitHubDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
        let json = DeviceProfile.profiles(fromJSON: bytes, path: "devices.json")
        _ = TextDiagnosticRenderer().render(json.diagnostics, sources: json.sources)
        guard let ruleSet = compilation.ruleSet else { return compilation }
        _ = TreePrinter(ruleSet).text()
        _ = TreePrinter(ruleSet).json()
        for environment in oddEnvironments {
            let traits = ruleSet.evaluate(environment)
            _ = Array(traits.matchedRules)
            _ = traits.frames.table
            _ = ReferenceEvaluator.frames(ruleSet.rules, in: environment)
        }
        for environment in environments {
            #expect(traitsAgree(ruleSet, environment), "tree and oracle disagree in \(environment)")
            let frames = ruleSet.frames(in: environment)
            _ = frames.json.serialized()
            let oracle = ReferenceEvaluator.frames(ruleSet.rules, in: environment)
            #expect(oracle != nil, "the oracle cannot solve the layout in \(environment)")
            if let oracle {
                #expect(frames.map(\.name) == oracle.map(\.name), "regions differ in \(environment)")
                for (compiled, expected) in zip(frames, oracle) {
                    #expect(compiled.agrees(with: expected), "\(compiled.name) in \(environment)")
                }
            }
        }
        return compilation
    }

    static func traitsAgree(_ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> Bool {
        let tree = ruleSet.evaluate(environment)
        var treeTraits: [String: TraitValueData] = [:]
        for (name, value) in tree { treeTraits[name] = value }
        let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment)
        return treeTraits == oracle.traits.mapValues(\.value)
            && tree.matchedRules.map { Int($0) } == oracle.matched
            && oracle.traits.allSatisfy { tree.winningRule(for: $0.key) == $0.value.rule }
    }

    // MARK: Findings

    /// Fuzz finding 1 (grammar target): two rules in one `@media` block
    /// that never matches each get a `never-matches` warning at the block's
    /// header; likewise `shadowed-rule` when both rules are overridden.
    /// Grammar.md ("Diagnostics"): "duplicates are removed". The checker
    /// removes its own duplicates (`Checker.result()`), and
    /// `Compiler.compile` appends the analyses' warnings afterwards, so it
    /// removes duplicates from the whole list.
    @Test(arguments: [
        "@media (width < 0) and (width > 10) { traits { a: 1; } traits { b: 1; } }\n",
        "@media (width > 10) { traits { a: 1; } traits { a: 2; } }\ntraits { a: 3; }\n",
    ])
    func rulesOfOneMediaBlockGetOneWarning(_ source: String) {
        let compilation = Self.run(Array(source.utf8))
        #expect(compilation.ruleSet != nil)
        let diagnostics = compilation.diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(Set(diagnostics).count == diagnostics.count, "duplicates: \(diagnostics.map(\.id))")
    }

    /// Fuzz finding 2 (grammar target): a division by a size that is 0 at
    /// run time (`parent.width` of a zero-width region) makes `bottom`
    /// infinite and the height -infinity. The label's top edge is then
    /// derived from infinities, where formulas that agree on every finite
    /// value can differ (NaN against +infinity), so
    /// `ReferenceEvaluator.frames` derives missing attributes with the
    /// solver's formulas and it and `RuleSet.frames` give one answer.
    @Test func runtimeDivisionByZeroGivesOneAnswer() throws {
        let source = """
            layout { a { left: 0; width: 0; top: 0; height: 100; \
            label { left: 0; width: 10; bottom: 100% / parent.width; center-y: 8; } } }
            """
        let ruleSet = try #require(Compiler.compile(text: source, path: "Fuzz.layout").ruleSet)
        let environment = LayoutEnvironment(width: 375, height: 667, idiom: .phone, scale: 2)
        let compiled = try #require(ruleSet.frames(in: environment)["a.label"])
        let oracle = try #require(ReferenceEvaluator.frames(ruleSet.rules, in: environment)?["a.label"])
        #expect(compiled.layoutFrame.size.height == -.infinity)
        #expect(oracle.layoutFrame.size.height == -.infinity)
        let (y, expected) = (compiled.layoutFrame.origin.y, oracle.layoutFrame.origin.y)
        #expect(y == expected || (y.isNaN && expected.isNaN), "compiled \(y), oracle \(expected)")
    }

    /// Fuzz finding 3 (grammar target, a timeout, then running out of
    /// memory): a chain of `@media` rules that test a trait and set it
    /// again. Each trait test is lowered to "an earlier setter matches and
    /// no later one does", which embeds the conditions of every earlier
    /// setter, themselves trait tests: the conditions double with each
    /// rule (unbounded, an ASan build needs 0.25 s at 8 rules, 12.7 s at
    /// 10, over 120 s at 12, the memory going to `Formula.init(_:in:)` and
    /// `Formula.undecidedAtoms`). `maxCustomMediaSize` bounds it
    /// (`trait-test-too-large`).
    static func traitTestChain(_ rules: Int) -> String {
        "traits { gap: 16; }\n" + String(repeating: "@media (8 < gap) { traits { gap: 16; } }\n", count: rules)
    }

    /// Fuzz finding 4 (bytes target): a `@device` 0.04 pt wide at 2x has
    /// 0.08 native pixels, which round to 0, and its own JSON form
    /// (`layoutc devices --format json`) would not read back ("'native-width'
    /// must be greater than 0"). Derived pixel counts are at least 1.
    @Test func tinyDevicePrintsJSONThatReadsBack() throws {
        let compilation = Compiler.compile(
            text: "@device \"Pocket\" { idiom: phone; width: 0.04; height: 667; scale: 2; }", path: "Fuzz.layout")
        let device = try #require(compilation.devices.first)
        #expect(device.nativePixels.width == 1)
        let printed = JSONValue.array([device.json]).serialized()
        let readBack = DeviceProfile.profiles(fromJSON: Array(printed.utf8), path: "devices.json")
        #expect(readBack.diagnostics.isEmpty, "\(readBack.diagnostics.map(\.message))")
        #expect(readBack.profiles.first?.nativePixels == device.nativePixels)
    }

    @Test func shortTraitTestChainCompiles() throws {
        let compilation = Self.run(Array(Self.traitTestChain(5).utf8))
        #expect(compilation.ruleSet != nil)
    }

    @Test func longTraitTestChainIsBounded() {
        let clock = ContinuousClock()
        let start = clock.now
        let compilation = Compiler.compile(text: Self.traitTestChain(40), path: "Fuzz.layout")
        #expect(clock.now - start < .seconds(5))
        #expect(compilation.ruleSet != nil || compilation.diagnostics.hasErrors)
        #expect(compilation.diagnostics.contains { $0.id == "trait-test-too-large" })
    }

    /// Seeds of the `bytes` target that cover the edges (byte order mark,
    /// overlong and surrogate UTF-8, a lone 0xFF in a string, deep nesting,
    /// numbers out of range, a self-import through a second file), kept so
    /// the pipeline above runs on them in every `swift test`.
    @Test(arguments: [
        [0xEF, 0xBB, 0xBF] + Array("@media (w".utf8) + [0xC3, 0xAF] + Array("dth: 3) { traits { a: \"".utf8) + [0xFF]
            + Array("\"; } } /* ".utf8) + [0xC0, 0x80] + Array(" */ ".utf8) + [0xED, 0xA0, 0x80, 0x0A],
        Array("@media ((((((((((width)))))))))) { layout { a { left: ((((1)))); right: 0; top: 0; height: 1; } } }".utf8),
        Array("@media (width >= 1e999) { traits { a: 1e999; } }\n@media (aspect-ratio: 0/0) {}\n".utf8),
        Array("@import \"a.layout\";\ntraits { x: 1; }\n".utf8),
        Array("traits { gap: 8; }\nlayout { a { left: 0; width: 100% / parent.width; top: 0; height: 1; } }\n".utf8),
    ] as [[UInt8]])
    func seedRunsCleanly(_ bytes: [UInt8]) {
        Self.run(bytes, files: ["a.layout": Array("@import \"fuzz.layout\";\n".utf8)])
    }

    /// Finding 6 (bytes target): the marker that counts the diagnostics
    /// left out takes the position of the first one left out, and must
    /// still sort after a kept one at that position (here an error whose
    /// ID, `unknown-feature`, sorts after `too-many-errors`).
    @Test func capMarkerKeepsTheOrder() throws {
        let file = FileID(0)
        let diagnostics = (0..<4).map { index in
            Diagnostic("unknown-feature", .error, "unknown feature 'f\(index)'", at: SourceRange(file: file, start: 8, end: 12))
        }
        let capped = Diagnostic.capped(Diagnostic.sorted(diagnostics), perFile: 1)
        #expect(capped == Diagnostic.sorted(capped), "\(capped.map(\.id))")
        #expect(capped.map(\.id) == ["too-many-errors", "unknown-feature", "unknown-feature"])
        #expect(capped.first?.message == "more than 1 diagnostics in this file; 2 more are not shown")

        // The fuzzer's input: a few errors, then 4 KB of 0xFF bytes (one
        // `invalid-utf8` each), through the whole pipeline.
        let bytes = Array("@custom-media --n (wid/h < 400);\n@media (--narrow) { traits { columns: ".utf8)
            + [UInt8](repeating: 0xFF, count: 4_000) + Array(" 1; } }\n".utf8)
        let compilation = Self.run(bytes)
        #expect(compilation.diagnostics == Diagnostic.sorted(compilation.diagnostics))
        #expect(compilation.diagnostics.count == 1_002)
    }

    /// Finding 5 (bytes target): `@media (width >= -000)` puts a breakpoint
    /// at 0, and at width -0.5 the layout refers to an undeclared region.
    /// The compiled rule set gives the documented empty layout there (no
    /// device has a negative width) while the oracle cannot solve it. The
    /// self-check accepts that outside realistic environments only.
    @Test func unsolvableLayoutOnlyBelowZeroIsNoDisagreement() throws {
        let source = """
            @media (width >= -000) { layout { side { left: 5; top: 0; bottom: 0; width: 200; } } }
            layout { main { left: side.right; right: 0; top: 0; bottom: 0; } }
            """
        let ruleSet = try #require(Compiler.compile(text: source, path: "F5.layout").ruleSet)
        let below = LayoutEnvironment(width: -0.5, height: 699.5, idiom: .phone, scale: 3)
        #expect(ruleSet.frames(in: below).isEmpty)
        #expect(ReferenceEvaluator.frames(ruleSet.rules, in: below) == nil)
        #expect(ReferenceEvaluator.frameDisagreement(ruleSet, in: below) == nil)
        for width in [0.0, 0.5, 899, 1200] {
            let environment = LayoutEnvironment(width: width, height: 699.5, idiom: .phone, scale: 3)
            #expect(ReferenceEvaluator.frameDisagreement(ruleSet, in: environment) == nil, "width \(width)")
            #expect(ruleSet.frames(in: environment).count == 2, "width \(width)")
        }
    }

    /// Fuzz finding 7 (grammar target): a region's centre of
    /// `max(50% * c.center-x * env(safe-area-inset-left) * c.top, 0, 0)`,
    /// which is `max(-0, 0, 0)` with no safe area, and a child divided by
    /// the region's width. Swift's `max` keeps the later of two equal
    /// values (0), `Sequence.max()` the first (-0), so the width could be 0
    /// or -0 and the child's edge +infinity or -infinity. The solver, the
    /// oracle and constant folding all use
    /// `LayoutArithmetic.minimum`/`maximum`, the fold Grammar.md defines.
    @Test func maxOfSignedZerosGivesOneAnswer() throws {
        let source = """
            layout { a { left: 0; top: 0; height: 100; \
            width: 2 * max(- env(safe-area-inset-left), env(safe-area-inset-left)); \
            label { left: 0; top: 0; height: 10; width: 1 / parent.width; } \
            note { left: 0; top: 0; height: 10; width: 1 / min(env(safe-area-inset-left), - env(safe-area-inset-left)); } } }
            """
        let ruleSet = try #require(Compiler.compile(text: source, path: "F7.layout").ruleSet)
        let environment = LayoutEnvironment(width: 833.5, height: 699.5, idiom: .phone, scale: 3)
        let compiled = ruleSet.frames(in: environment)
        let oracle = try #require(ReferenceEvaluator.frames(ruleSet.rules, in: environment))
        for (name, width) in [("a.label", Double.infinity), ("a.note", Double.infinity)] {
            #expect(compiled[name]?.layoutFrame.size.width == width, "\(name)")
            #expect(oracle[name]?.layoutFrame.size.width == width, "\(name)")
        }
        #expect(ReferenceEvaluator.frameDisagreement(ruleSet, in: environment) == nil)
        Self.run(Array(source.utf8))
    }

    /// Grammar.md's fold of `min` and `max`, case by case, in the solver and
    /// the oracle. `z` is `env(safe-area-inset-left)`, 0 at run time (a
    /// constant would be folded, and `1 / 0` refused): `- z` is -0, `z / z`
    /// is NaN, and `1 / x` shows the sign of a zero.
    @Test(arguments: [
        ("1 / max(- z, z)", Double.infinity),
        ("1 / max(z, - z)", -.infinity),
        ("1 / max(- z, z, - z)", -.infinity),
        ("1 / min(z, - z)", .infinity),
        ("1 / min(- z, z)", -.infinity),
        ("1 / clamp(z, - z, 10)", -.infinity),
        ("max(z / z, 5)", .nan),
        ("max(5, z / z)", 5),
        ("min(z / z, 5)", .nan),
        ("min(5, z / z)", 5),
    ])
    func minAndMaxFoldLeftToRight(_ expression: String, _ width: Double) throws {
        let zero = "env(safe-area-inset-left)"
        let body = expression.split(separator: "z", omittingEmptySubsequences: false).joined(separator: zero)
        let source = "layout { a { left: 0; top: 0; height: 10; width: \(body); } }"
        let ruleSet = try #require(Compiler.compile(text: source, path: "Fold.layout").ruleSet)
        let environment = LayoutEnvironment(width: 390, height: 844, idiom: .phone, scale: 3)
        let compiled = try #require(ruleSet.frames(in: environment)["a"]?.layoutFrame.size.width)
        let oracle = try #require(ReferenceEvaluator.frames(ruleSet.rules, in: environment)?["a"]?.layoutFrame.size.width)
        for (solver, value) in [("compiled", compiled), ("oracle", oracle)] {
            #expect(value == width || (value.isNaN && width.isNaN), "\(solver): \(expression) = \(value)")
        }
    }
}
