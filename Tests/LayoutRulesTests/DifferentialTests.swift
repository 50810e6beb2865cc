// Property-based differential tests: the decision tree against the
// reference evaluator (the oracle, which scans the rules in cascade order
// the way a CSS engine does).
//
// Random valid rule files (RuleGenerator.swift) × random environments
// biased towards their breakpoints. Each case compares the merged traits,
// the winning rule of each trait and the matched rule indices. A mismatch
// is shrunk to a minimal reproducer and printed with its seed:
//
//     DIFF_SEED=0x1234 DIFF_RULESETS=20000 swift test --filter Differential
//
// runs a longer soak from another seed (DIFF_ENVIRONMENTS sets the
// environments per rule set). A trap inside the compiler ends the process
// before any report; DIFF_TRACE=1 prints each program before compiling it,
// so the last one printed is the culprit.
//
// A plain `swift test` runs a quarter of the rule sets and half the
// environments of the full run (`LAYOUTRULES_FULL_TESTS=1`), and a third
// of the staircases.

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesSyntax
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling
import Testing

struct DifferentialTests {
    static let seed: UInt64 = Differential.environmentNumber("DIFF_SEED") ?? 0x4C41_594F_5554
    static let ruleSetCount = Int(
        Differential.environmentNumber("DIFF_RULESETS") ?? TestSettings.scaled(quick: 60, full: 400))
    static let environmentsPerRuleSet = Int(
        Differential.environmentNumber("DIFF_ENVIRONMENTS") ?? TestSettings.scaled(quick: 100, full: 300))
    static let staircaseCount = TestSettings.scaled(quick: 25, full: 120)
    /// Stop after this many failing rule sets: each is reduced, which costs
    /// thousands of compilations.
    static let maxReportedFailures = 3
    static let trace = Differential.environmentNumber("DIFF_TRACE") != nil

    @Test func treeAgreesWithOracleOnRandomRuleSets() {
        var cases = 0
        var failures = 0
        var ruleCounts = 0
        for index in 0..<Self.ruleSetCount where failures < Self.maxReportedFailures {
            let programSeed = DiffRandom.mix(Self.seed, UInt64(index))
            var generator = RuleGenerator(seed: programSeed)
            let program = generator.program()
            if Self.trace { print("rule set #\(index), program seed \(Differential.hex(programSeed)):\n\(program.listing)") }
            let compilation = program.compile()
            guard let ruleSet = compilation.ruleSet else {
                let errors = compilation.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }
                Issue.record(
                    """
                    generator bug: program seed \(Differential.hex(programSeed)) does not compile
                    \(errors.joined(separator: "\n"))
                    \(program.listing)
                    """)
                failures += 1
                continue
            }
            ruleCounts += ruleSet.rules.count
            var environments = EnvironmentGenerator(seed: DiffRandom.mix(programSeed, 1), tree: ruleSet.tree)
            for _ in 0..<Self.environmentsPerRuleSet {
                let environment = environments.next()
                cases += 1
                if let difference = Differential.difference(ruleSet, environment) {
                    failures += 1
                    Differential.report(
                        program: program, environment: environment, difference: difference,
                        seed: "DIFF_SEED=\(Differential.hex(Self.seed)) rule set #\(index) (program seed \(Differential.hex(programSeed)))")
                    break
                }
            }
        }
        print(
            "differential: \(cases) cases, \(Self.ruleSetCount) rule sets "
                + "(\(ruleCounts) rules in all) x \(Self.environmentsPerRuleSet) environments, seed \(Differential.hex(Self.seed))")
        // Every rule set compiled and ran all its environments unless one failed.
        if failures == 0 { #expect(cases == Self.ruleSetCount * Self.environmentsPerRuleSet) }
    }

    /// Graceful scaling: the same random rule sets compiled with a node
    /// budget so small that most trees fall back to residual lists (rules
    /// tested at run time), which must still agree with the oracle on
    /// traits, winners and matched rules.
    @Test func residualTreesAgreeWithOracle() {
        var limits = Limits()
        limits.maxTreeNodes = 15
        let (cases, residualTrees) = Self.compareUnderLimits(limits, seedOffset: 2_000_000, kind: "residual tree") {
            $0.tree.residualLimit > 0
        }
        print("differential (residual lists): \(cases) cases, \(residualTrees) residual trees")
        #expect(residualTrees >= Self.ruleSetCount / 8, "too few rule sets exercised residual leaves")
    }

    /// Scan leaves: the same random rule sets with so small a node limit
    /// and residual limit that the refining trees fail and the compiler
    /// falls back to a tree of a few leaves that each test many rules in
    /// their cell (`DecisionTree.ScanTables`). Traits, winners, matched
    /// rules and lookups by key must still agree with the oracle.
    @Test func scanTreesAgreeWithOracle() {
        var limits = Limits()
        limits.maxTreeNodes = 12
        limits.residualLimits = [1]
        let (cases, scanTrees) = Self.compareUnderLimits(limits, seedOffset: 3_000_000, kind: "scan tree") {
            $0.tree.leaves.contains { $0.isScan }
        }
        print("differential (scan leaves): \(cases) cases, \(scanTrees) scan trees")
        #expect(scanTrees >= Self.ruleSetCount / 8, "too few rule sets exercised scan leaves")
    }

    /// Half the random rule sets compiled under `limits` (those that still
    /// fail to compile are skipped), each compared with the oracle on half
    /// the usual environments; the first disagreement of a rule set is
    /// recorded as an issue. Returns the cases compared and how many rule
    /// sets `exercised` the fallback under test.
    static func compareUnderLimits(
        _ limits: Limits, seedOffset: UInt64, kind: String, exercised: (RuleSet) -> Bool
    ) -> (cases: Int, exercised: Int) {
        var cases = 0
        var count = 0
        var failures = 0
        for index in 0..<(ruleSetCount / 2) where failures < maxReportedFailures {
            let programSeed = DiffRandom.mix(seed, seedOffset + UInt64(index))
            var generator = RuleGenerator(seed: programSeed)
            let program = generator.program()
            guard let ruleSet = program.compile(limits: limits).ruleSet else { continue }
            if exercised(ruleSet) { count += 1 }
            var environments = EnvironmentGenerator(seed: DiffRandom.mix(programSeed, 1), tree: ruleSet.tree)
            for _ in 0..<(environmentsPerRuleSet / 2) {
                let environment = environments.next()
                cases += 1
                if let difference = Differential.difference(ruleSet, environment) {
                    failures += 1
                    Issue.record(
                        """
                        \(kind) disagrees with the oracle: program seed \(Differential.hex(programSeed))
                        \(difference)
                        \(program.listing)
                        """)
                    break
                }
            }
        }
        return (cases, count)
    }

    /// `n` rules `@media (width >= a_i) and (height >= b_i)`, the shape
    /// that makes two axes interact: monotone staircases (a rising, b
    /// falling) and random ones with repeated breakpoints.
    @Test func staircasesAgreeWithOracle() {
        var cases = 0
        var failures = 0
        for index in 0..<Self.staircaseCount where failures < Self.maxReportedFailures {
            let staircaseSeed = DiffRandom.mix(Self.seed, 1_000_000 + UInt64(index))
            var rng = DiffRandom(seed: staircaseSeed)
            let program = Self.staircase(&rng, steps: index < 20 ? index + 1 : rng.int(1, 40))
            guard let ruleSet = program.compile().ruleSet else {
                Issue.record("staircase \(Differential.hex(staircaseSeed)) does not compile:\n\(program.listing)")
                failures += 1
                continue
            }
            for environment in Self.grid(ruleSet.tree, &rng, limit: 600) {
                cases += 1
                if let difference = Differential.difference(ruleSet, environment) {
                    failures += 1
                    Differential.report(
                        program: program, environment: environment, difference: difference,
                        seed: "DIFF_SEED=\(Differential.hex(Self.seed)) staircase #\(index) (seed \(Differential.hex(staircaseSeed)))")
                    break
                }
            }
        }
        print("differential staircases: \(cases) cases")
    }

    /// Reduced reproducers this suite found, kept as fixed cases: equal
    /// aspect ratios spelled differently (16/9 and 48/27, 8/5 and 1.6) are
    /// one tree node, so the oracle must not round each spelling's
    /// cross-products differently; both compare exactly. `atMostOne` marks
    /// rules that exclude each other, which a rounding oracle would match
    /// both at once.
    static let reproducers: [(source: String, width: Double, height: Double, atMostOne: Bool)] = [
        ("@media (1.6 <= aspect-ratio <= 48/27) { traits { a: 1; } }\n@media (21/9 > aspect-ratio > 8/5) { traits { b: 1; } }",
         3117.6720000000005, 1948.545, false),
        ("@media (4/3 < aspect-ratio < 16 / 10) { traits { a: 1; } }\n@media (12/9 > aspect-ratio > 1) { traits { b: 1; } }",
         2321.3946666666666, 1741.046, true),
        ("@media (32/18 > aspect-ratio >= 0.5) { traits { a: 1; } }\n@media (aspect-ratio >= 48/27) { traits { b: 1; } }",
         751.1288888888888, 422.51, true),
        ("@media (aspect-ratio <= 16/9) { traits { a: 1; } }\n@media (aspect-ratio > 48/27) { traits { b: 1; } }",
         2372.081777777778, 1334.296, true),
        // A 0x0 window, which LayoutEnvironment.ratioOperands makes square.
        ("@media (aspect-ratio = 0.5) { traits { a: 1; } }\n@media (min-aspect-ratio: 1) { traits { b: 1; } }", 0, 0, true),
    ]

    @Test(arguments: 0..<reproducers.count)
    func reducedReproducerAgrees(_ index: Int) throws {
        let row = Self.reproducers[index]
        let ruleSet = try #require(Compiler.compile(text: row.source, path: "repro.layout").ruleSet)
        let environment = LayoutEnvironment(width: row.width, height: row.height)
        #expect(Differential.difference(ruleSet, environment) == nil)
        if row.atMostOne { #expect(ruleSet.evaluate(environment).matchedRules.count <= 1) }
    }

    /// From a soak run (DIFF_SEED=0xbeef, DIFF_TRACE=1): the never-matches
    /// analysis must not test a custom media's height breakpoint against a
    /// feature space built from the simplified conditions, where
    /// "(height > 5) or (--yes)" becomes "always" and loses it (compiling
    /// would trap: "Range requires lowerBound <= upperBound").
    @Test func neverMatchesExplanationSurvivesSimplifiedAwayBreakpoints() throws {
        let source = """
            @custom-media --yes true;
            @custom-media --tall-or-yes (height > 5) or (--yes);
            @media (--tall-or-yes) and (width < 0) and (width > 10) { traits { a: 1; } }
            """
        let compilation = Compiler.compile(text: source, path: "crash.layout")
        let ruleSet = try #require(compilation.ruleSet)
        let warning = try #require(compilation.diagnostics.first { $0.id == "never-matches" })
        #expect(warning.message == "this rule never matches: two of its conditions exclude each other")
        #expect(warning.notes.count == 2)
        #expect(Differential.difference(ruleSet, LayoutEnvironment(width: 5, height: 10)) == nil)
    }

    /// A decimal ratio means the fraction written: exact comparison must
    /// not turn `1.6` into the double nearest 1.6, which no window equals.
    @Test(arguments: [
        ("(aspect-ratio: 1.6)", 1600.0, 1000.0, true), ("(aspect-ratio: 8/5)", 1600, 1000, true),
        ("(aspect-ratio: 1.6)", 1601, 1000, false), ("(aspect-ratio > 1.6)", 1601, 1000, true),
        ("(aspect-ratio: 0.3)", 300, 1000, true), ("(aspect-ratio: 1.5/2.5)", 600, 1000, true),
        ("(aspect-ratio: 1.7777777777777777)", 1600, 900, false), ("(aspect-ratio: 16/9)", 1600, 900, true),
    ])
    func decimalRatioIsTheWrittenFraction(_ query: String, _ width: Double, _ height: Double, _ matches: Bool) throws {
        let ruleSet = try #require(Compiler.compile(text: "@media \(query) { traits { hit: true; } }", path: "d.layout").ruleSet)
        let environment = LayoutEnvironment(width: width, height: height)
        #expect((ruleSet.evaluate(environment)["hit"] != nil) == matches)
        #expect(Differential.difference(ruleSet, environment) == nil)
    }

    static func staircase(_ rng: inout DiffRandom, steps: Int) -> GenProgram {
        let pool = RuleGenerator.lengths + [500, 700, 900, 1100, 1280]
        var widths = (0..<steps).map { _ in rng.pick(pool) }
        var heights = (0..<steps).map { _ in rng.pick(pool) }
        if rng.chance(0.5) {
            widths.sort()
            heights.sort(by: >)
        }
        let statements: [GenStatement] = (0..<steps).map { step in
            let (w, h) = (formatNumber(widths[step]), formatNumber(heights[step]))
            let parts: [GenCondition] =
                switch rng.below(4) {
                case 0: [.feature("(min-width: \(w))"), .feature("(min-height: \(h))")]
                case 1: [.feature("(width > \(w))"), .feature("(\(h) <= height)")]
                default: [.feature("(width >= \(w))"), .feature("(height >= \(h))")]
                }
            var traits = [GenTrait(name: "tier", value: "\(step)")]
            if rng.chance(0.3) { traits.append(GenTrait(name: "step-\(step % 3)", value: "true")) }
            return .media([GenQuery(condition: .and(parts))], [.traits(traits)])
        }
        return GenProgram(files: [GenProgram.rootPath: statements], presets: [])
    }

    /// Every (width, height) on or just beside a breakpoint, sampled down
    /// to `limit`, in random idioms and orientations.
    static func grid(_ tree: DecisionTree, _ rng: inout DiffRandom, limit: Int) -> [LayoutEnvironment] {
        func values(_ feature: Feature) -> [Double] {
            let cuts = Set(tree.nodes.filter { $0.kind == .threshold && $0.feature == feature }.map(\.numerator))
            return Array(Set(cuts.flatMap { [$0 - 0.5, $0, $0 + 0.5] } + [0, 2000])).sorted()
        }
        let widths = values(.width)
        let heights = values(.height)
        var pairs = widths.flatMap { w in heights.map { h in (w, h) } }
        while pairs.count > limit { pairs.swapAt(rng.below(pairs.count), pairs.count - 1); pairs.removeLast() }
        return pairs.map { w, h in
            LayoutEnvironment(
                width: w, height: h, interfaceOrientation: rng.pick(LayoutInterfaceOrientation.allCases),
                idiom: rng.pick(Idiom.allCases), scale: rng.pick([1.0, 2, 3]))
        }
    }
}

/// Comparing the tree with the oracle, and shrinking a disagreement.
enum Differential {
    /// Nil when the tree and the oracle agree on `environment`; otherwise
    /// both answers.
    static func difference(_ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> String? {
        ReferenceEvaluator.traitDisagreement(ruleSet, in: environment)
    }

    /// Whether `program` compiles without errors and still disagrees on
    /// `environment`.
    static func fails(_ program: GenProgram, _ environment: LayoutEnvironment) -> Bool {
        guard let ruleSet = program.compile().ruleSet else { return false }
        return difference(ruleSet, environment) != nil
    }

    /// Greedy shrinking: take the first one-step simplification that still
    /// fails, until none does (or the budget of compilations runs out).
    static func reduce(_ program: GenProgram, _ environment: LayoutEnvironment, budget: Int = 4000) -> GenProgram {
        var current = program
        var tries = 0
        shrinking: while tries < budget {
            for candidate in current.shrinks {
                tries += 1
                if fails(candidate, environment) {
                    current = candidate
                    continue shrinking
                }
                if tries >= budget { break shrinking }
            }
            break
        }
        return current
    }

    /// The environment with features set back to plain defaults wherever
    /// the failure does not depend on them.
    static func simplify(_ environment: LayoutEnvironment, for program: GenProgram) -> LayoutEnvironment {
        var current = environment
        let edits: [(inout LayoutEnvironment) -> Void] = [
            { $0.screenWidth = $0.width }, { $0.screenHeight = $0.height }, { $0.idiom = .phone },
            { $0.interfaceOrientation = $0.height >= $0.width ? .portrait : .landscapeRight }, { $0.scale = 3 },
        ]
        for edit in edits {
            var candidate = current
            edit(&candidate)
            if candidate != current, fails(program, candidate) { current = candidate }
        }
        return current
    }

    static func report(program: GenProgram, environment: LayoutEnvironment, difference found: String, seed: String) {
        let reduced = reduce(program, environment)
        let simpler = simplify(environment, for: reduced)
        let reducedDifference = reduced.compile().ruleSet.flatMap { difference($0, simpler) } ?? found
        let message = """
            decision tree disagrees with the reference evaluator
            seed: \(seed)
            environment: \(EnvironmentGenerator.literal(environment))
            \(found)
            reduced reproducer (\(EnvironmentGenerator.literal(simpler))):
            \(reduced.listing)\(reducedDifference)
            """
        Issue.record(Comment(rawValue: message))
    }
}

extension Differential {
    static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }

    /// A number from the environment (decimal or 0x-prefixed hex), for soak runs.
    static func environmentNumber(_ name: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[name] else { return nil }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
