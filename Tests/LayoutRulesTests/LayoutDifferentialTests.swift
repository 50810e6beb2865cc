// Differential tests for layouts: random rule sets with `layout` blocks
// (cascading regions, `auto`, nested regions, references to siblings,
// parent and self, safe-area insets, traits as numbers, transforms),
// evaluated by the compiled per-leaf programs and by the recursive oracle
// `ReferenceEvaluator.frames` in many environments. Every region's
// layout frame, centre and transform must agree.
//
// DIFF_SEED=N runs one more seed; a failure prints the seed and the source.
// A plain `swift test` runs 40 rule sets per seed, a full run
// (`LAYOUTRULES_FULL_TESTS=1`) 150.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

/// Random layout rule sets, valid by construction except that references
/// may close a cycle across rules (such sets fail to compile and are
/// counted, not compared).
struct LayoutGenerator {
    var random: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    static let axisPairs: [[LayoutAttribute]] = [
        [.left, .right], [.left, .width], [.left, .centerX], [.right, .width], [.right, .centerX], [.width, .centerX],
    ]

    mutating func condition() -> String {
        switch int(0...5) {
        case 0: return "(width >= \(int(3...13) * 100))"
        case 1: return "(height < \(int(4...12) * 100))"
        case 2: return "(orientation: \(chance(50) ? "portrait" : "landscape"))"
        case 3: return "(idiom: \(["phone", "pad", "mac"][int(0...2)]))"
        case 4: return "(\(int(3...8) * 100) <= width < \(int(9...14) * 100))"
        default: return "(not (width < \(int(4...10) * 100)))"
        }
    }

    /// A value for one attribute, referring only to siblings declared
    /// before it in the same block (`earlier`).
    mutating func value(for attribute: LayoutAttribute, earlier: [String], nested: Bool) -> String {
        let horizontal = attribute.axis == .horizontal
        let isSize = attribute == .width || attribute == .height
        var terms: [String] = []
        switch int(0...6) {
        case 0: terms.append("\(int(0...40))")
        case 1: terms.append("\(int(5...60))%")
        case 2 where !earlier.isEmpty:
            let sibling = earlier[int(0...(earlier.count - 1))]
            let edges: [String] = horizontal ? ["left", "right", "width", "center-x"] : ["top", "bottom", "height", "center-y"]
            terms.append("\(sibling).\(edges[int(0...3)])")
            if isSize { terms = ["max(\(terms[0]), 10)"] }
        case 3:
            let edge = horizontal ? ["left", "right"][int(0...1)] : ["top", "bottom"][int(0...1)]
            terms.append("env(safe-area-inset-\(edge))")
        case 4: terms.append("gap * \(int(1...3))")
        case 5: terms.append("parent.\(horizontal ? "width" : "height") / \(int(2...4))")
        default: terms.append("clamp(\(int(0...20)), \(int(10...50))%, \(int(100...300)))")
        }
        if chance(40) { terms.append("\(int(1...20))") }
        if isSize, chance(30) { return "max(\(terms.joined(separator: " + ")), \(int(20...200)))" }
        return terms.joined(separator: " + ")
    }

    mutating func transform() -> String {
        var steps: [String] = []
        for _ in 0..<int(1...3) {
            switch int(0...3) {
            case 0: steps.append("translate(\(int(-30...30)), \(int(-20...20))%)")
            case 1: steps.append("scale(\(Double(int(5...20)) / 10))")
            case 2: steps.append("rotate(\(int(-4...4) * 45)deg)")
            default: steps.append("rotate(\(int(-90...90))deg)")
            }
        }
        return "transform: \(steps.joined(separator: " "));"
    }

    /// One region: each axis gets a pair of attributes and `auto` for the
    /// other two, so every merged layout has exactly two per axis.
    mutating func region(_ name: String, earlier: [String], depth: Int, names: [String]) -> String {
        var body: [String] = []
        for axis in Axis.allCases {
            let pair = Self.axisPairs[int(0...5)].map { axis == .horizontal ? $0 : LayoutAttribute(rawValue: $0.rawValue + 4)! }
            for attribute in LayoutAttribute.of(axis) {
                if pair.contains(attribute) {
                    body.append("\(attribute.name): \(value(for: attribute, earlier: earlier, nested: depth > 0));")
                } else {
                    body.append("\(attribute.name): auto;")
                }
            }
        }
        if chance(30) { body.append(transform()) } else if chance(20) { body.append("transform: none;") }
        if depth == 0, chance(40) {
            var children: [String] = []
            for child in ["inner", "label"] where chance(60) {
                body.append(region(child, earlier: children, depth: depth + 1, names: names))
                children.append(child)
            }
        }
        return "\(name) { \(body.joined(separator: " ")) }"
    }

    mutating func ruleSet() -> String {
        var lines = ["traits { gap: \(int(0...16)); }"]
        let names = ["a", "b", "c", "d"]
        for _ in 0..<int(1...5) {
            var regions: [String] = []
            var declared: [String] = []
            for name in names where chance(60) {
                regions.append(region(name, earlier: declared, depth: 0, names: names))
                declared.append(name)
            }
            if regions.isEmpty { continue }
            let block = "layout { \(regions.joined(separator: " ")) }"
            if chance(25) {
                lines.append(block)
            } else {
                lines.append("@media \(condition())\(chance(30) ? " and \(condition())" : "") { \(block) }")
            }
            if chance(30) { lines.append("@media \(condition()) { traits { gap: \(int(0...24)); } }") }
        }
        return lines.joined(separator: "\n")
    }

    mutating func environment() -> LayoutEnvironment {
        let width = Double(int(1...140) * 10)
        let height = Double(int(1...140) * 10)
        let idiom = [Idiom.phone, .pad, .mac, .tv][int(0...3)]
        let insets = LayoutEdgeInsets(
            top: Double(int(0...3) * 20), left: Double(int(0...2) * 30), bottom: Double(int(0...2) * 17),
            right: Double(int(0...2) * 30))
        return LayoutEnvironment(width: width, height: height, idiom: idiom, scale: Double(int(1...3)), safeArea: insets)
    }
}

@Suite("Layout differential")
struct LayoutDifferentialTests {
    /// Runs `sets` random rule sets from `seed`; returns (compiled, compared environments).
    static func run(seed: UInt64, sets: Int, environments: Int) -> (compiled: Int, compared: Int) {
        var generator = LayoutGenerator(random: SplitMix64(seed: seed))
        var compiled = 0
        var compared = 0
        for index in 0..<sets {
            let source = generator.ruleSet()
            let compilation = Compiler.compile(text: source, path: "Random.layout")
            guard let ruleSet = compilation.ruleSet else {
                let ids = Set(compilation.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue))
                // Only cycles across rules are expected; anything else is a generator or compiler bug.
                #expect(ids.isSubset(of: ["reference-cycle"]), "seed \(seed) set \(index): \(ids)\n\(source)")
                continue
            }
            compiled += 1
            for _ in 0..<environments {
                let environment = generator.environment()
                let frames = ruleSet.frames(in: environment)
                guard let oracle = ReferenceEvaluator.frames(ruleSet.rules, in: environment) else {
                    Issue.record("seed \(seed) set \(index): the oracle cannot solve \(environment)\n\(source)")
                    return (compiled, compared)
                }
                compared += 1
                let same = frames.count == oracle.count && zip(frames, oracle).allSatisfy { $0.agrees(with: $1) }
                if !same {
                    Issue.record(
                        """
                        seed \(seed) set \(index) in \(environment.width)x\(environment.height) \(environment.idiom) \(environment.safeArea):
                        tree:   \(frames.map { "\($0.name) \($0.layoutFrame) \($0.transform.components)" })
                        oracle: \(oracle.map { "\($0.name) \($0.layoutFrame) \($0.transform.components)" })
                        \(source)
                        """)
                    return (compiled, compared)
                }
            }
        }
        return (compiled, compared)
    }

    @Test("compiled layouts equal the recursive oracle on random rule sets")
    func randomLayouts() {
        var seeds: [UInt64] = [0x1A40_0001, 0x1A40_0002, 0x1A40_0003]
        if let extra = ProcessInfo.processInfo.environment["DIFF_SEED"].flatMap(UInt64.init) { seeds.append(extra) }
        let sets = TestSettings.scaled(quick: 25, full: 150)
        let environments = 40
        var compiled = 0
        var compared = 0
        for seed in seeds {
            let result = Self.run(seed: seed, sets: sets, environments: environments)
            compiled += result.compiled
            compared += result.compared
        }
        print("layout differential: \(compiled) rule sets compiled, \(compared) environments compared")
        // A set that closes a reference cycle does not compile; if more
        // than a third do not, the generator has drifted.
        #expect(compiled * 3 >= sets * seeds.count * 2, "too few random layouts compile (\(compiled)); the generator has drifted")
        // Every compiled rule set was compared in every environment.
        #expect(compared == compiled * environments)
    }

    @Test("the oracle itself reports unsolvable layouts as nil")
    func oracleRejects() throws {
        let rules = Checker.check(text: "layout { a { left: 0; top: 0; height: 1; } }", path: "T.layout").rules
        #expect(ReferenceEvaluator.frames(rules, in: LayoutEnvironment(width: 100, height: 100)) == nil)
        let cycle = Checker.check(
            text: "layout { a { left: b.right; width: 1; top: 0; height: 1; } b { left: a.right; width: 1; top: 0; height: 1; } }",
            path: "T.layout"
        ).rules
        #expect(ReferenceEvaluator.frames(cycle, in: LayoutEnvironment(width: 100, height: 100)) == nil)
    }
}
