// The compiler's feature lanes: a `Box` holds 16 numeric features in
// `low`/`high` and 16 discrete ones in `masks`, and the builder counts
// them in 32 slots. These tests hold the feature table to those limits,
// the builder's per-rule record to one cache line, and a rule set that
// tests every feature at once to the reference evaluator.

@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling
import Testing

struct FeatureLaneTests {
    @Test func theTableFitsTheLanes() {
        let numeric = Feature.allCases.filter(\.isNumeric)
        let discrete = Feature.allCases.filter { !$0.isNumeric }
        #expect(numeric.count <= FeatureSpace.lanes, "more numeric features than a box has lanes")
        #expect(discrete.count <= FeatureSpace.lanes, "more discrete features than a box has lanes")
        #expect(FeatureSpace.slotCount == 32, "slot masks are UInt32 and counts SIMD32")
        #expect(Set(FeatureSpace.slots).count == Feature.allCases.count)
        for feature in Feature.allCases {
            let slot = FeatureSpace.slot(feature)
            #expect(FeatureSpace.isDiscrete(slot: slot) == !feature.isNumeric, "\(feature)")
            #expect((0..<FeatureSpace.slotCount).contains(slot), "\(feature)")
            #expect(FeatureSpace.feature(atSlot: slot) == feature)
        }
    }

    /// What one step reads of a rule stays on one 64-byte line, and an
    /// instruction stays 16 bytes (four to a line).
    @Test func recordsFitOneCacheLine() {
        #expect(DecisionTreeBuilder.recordStride == 64)
        #expect(MemoryLayout<FormulaCode.Instruction>.stride == 16)
    }

    @Test func slotMaskHasABitPerNonzeroCount() {
        var random = DiffRandom(seed: 0x5107)
        for _ in 0..<2_000 {
            var counts = SIMD32<UInt8>.zero
            var expected: UInt32 = 0
            for slot in 0..<32 where random.below(3) == 0 {
                counts[slot] = UInt8(1 + random.below(255))
                expected |= 1 << UInt32(slot)
            }
            #expect(DecisionTreeBuilder.slotMask(counts) == expected)
        }
    }

    /// The totals keep slot `s` in a lane of their own order, and changes
    /// in 16 bits until they settle (every 128 changes, and when read):
    /// read back by slot, they are the plain sums, through adds,
    /// replacements and subtractions of counts up to 255.
    @Test func slotTotalsAreTheSumsPerSlot() {
        var random = DiffRandom(seed: 0x7074)
        var totals = SlotTotals.zero
        var changes = SlotTotals.Changes()
        var expected = [Int32](repeating: 0, count: 32)
        var live: [SIMD32<UInt8>] = []
        func randomCounts() -> SIMD32<UInt8> {
            var counts = SIMD32<UInt8>.zero
            for slot in 0..<32 where random.below(4) == 0 { counts[slot] = random.below(3) == 0 ? 255 : UInt8(random.below(256)) }
            return counts
        }
        for _ in 0..<3_000 {
            switch random.below(3) {
            case 0:
                let counts = randomCounts()
                changes.replace(.zero, with: counts, settlingInto: &totals)
                live.append(counts)
                for slot in 0..<32 { expected[slot] += Int32(counts[slot]) }
            case 1 where !live.isEmpty:
                let index = random.below(live.count)
                let new = randomCounts()
                changes.replace(live[index], with: new, settlingInto: &totals)
                for slot in 0..<32 { expected[slot] += Int32(new[slot]) - Int32(live[index][slot]) }
                live[index] = new
            default:
                guard let counts = live.popLast() else { continue }
                changes.subtract(counts, settlingInto: &totals)
                for slot in 0..<32 { expected[slot] -= Int32(counts[slot]) }
            }
            var (settled, unsettled) = (totals, changes)
            unsettled.settle(into: &settled)
            #expect((0..<32).map { settled[$0] } == expected)
            #expect(settled.largest == expected.max())
        }
    }

    /// Hundreds of the largest counts, as many as a step may add, never
    /// overflow the 16-bit changes.
    @Test func slotTotalsTakeManyLargestCounts() {
        var totals = SlotTotals.zero
        var changes = SlotTotals.Changes()
        let largest = SIMD32<UInt8>(repeating: 255)
        for _ in 0..<1_000 { changes.replace(.zero, with: largest, settlingInto: &totals) }
        for _ in 0..<300 { changes.subtract(largest, settlingInto: &totals) }
        changes.settle(into: &totals)
        #expect((0..<32).map { totals[$0] } == [Int32](repeating: 700 * 255, count: 32))
    }

    /// A test per feature the rules can write, which `satisfying` passes
    /// (the first of a discrete feature's values, landscape for the
    /// orientation, which `>= 4/3` implies); `alternative` picks another
    /// value or bound.
    static func query(_ feature: Feature, alternative: Bool = false) -> String {
        let descriptor = feature.descriptor
        let name = descriptor.name
        let values = descriptor.values
        switch descriptor.type {
        case .discrete where descriptor.reading == .shape: return "(\(name): \(values[alternative ? 0 : 1]))"
        // (An ordered value, dynamic-type, also in range syntax.)
        case .discrete where alternative && descriptor.allowsRanges: return "(\(name) >= \(values[values.count / 2]))"
        case .discrete: return "(\(name): \(values[alternative ? values.count - 1 : 0]))"
        case .length: return alternative ? "(\(name) < 400)" : "(\(name) >= 600)"
        case .ratio: return alternative ? "(\(name) < 3/4)" : "(\(name) >= 4/3)"
        case .number, .resolution: return alternative ? "(\(name) < 2)" : "(\(name) >= 3)"
        case .fraction: return alternative ? "(\(name) < 1/3)" : "(\(name) >= 1/2)"
        }
    }

    /// An environment where every `query` holds.
    static let satisfying: LayoutEnvironment = {
        var environment = LayoutEnvironment(
            width: 1200, height: 800, screenWidth: 1300, screenHeight: 900, interfaceOrientation: .portrait, idiom: .phone,
            scale: 3, window: .fullScreen)
        for feature in Feature.allCases where feature.setting != nil { environment.setSetting(feature, toValueAt: 0) }
        return environment
    }()

    /// Rules that test every feature: the first `n` features' tests in one
    /// `and`, for every `n`, and the first `n - 1` with the other test of
    /// the `n`th. A chain: the tree stays small, where independent rules
    /// (one per feature, or one `or` of every feature) make the builder
    /// visit the product of the features' values. The tree tests each
    /// feature (the orientation as a ratio), and agrees with the reference
    /// evaluator on random environments, and on ones that pass every
    /// geometric test and then pass or fail the settings at random.
    @Test func everyFeatureAtOnceAgreesWithTheOracle() throws {
        let features = Feature.allCases
        var source = ""
        for count in 1...features.count {
            let passed = features.prefix(count - 1).map { Self.query($0) }
            source += "@media \((passed + [Self.query(features[count - 1])]).joined(separator: " and ")) { traits { chain: \(count); } }\n"
            let other = Self.query(features[count - 1], alternative: true)
            source += "@media \((passed + [other]).joined(separator: " and ")) { traits { other: \(count); } }\n"
        }
        let compilation = Compiler.compile(text: source)
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))\n\(source)")
        #expect(ReferenceEvaluator.traitDisagreement(ruleSet, in: Self.satisfying) == nil)
        #expect(ruleSet.evaluate(Self.satisfying)["chain"] == .number(Double(features.count)))
        let tested = Set(ruleSet.tree.nodes.filter { $0.kind != .leaf }.map(\.feature))
        for feature in features {
            if case .shape = feature.descriptor.reading {
                #expect(tested.contains(.aspectRatio), "\(feature) is tested as an aspect ratio")
            } else {
                #expect(tested.contains(feature), "the tree never tests \(feature)")
            }
        }
        var environments = EnvironmentGenerator(seed: 0xA11F, tree: ruleSet.tree)
        var random = DiffRandom(seed: 0x5E77)
        var seen = [Feature: Set<Int>]()
        var deepest = 0
        for _ in 0..<1_000 {
            var environment = environments.next()
            // The generator leaves the user's settings and the gamut at
            // their defaults: each is the one `query` passes, or random.
            let geometryPasses = random.below(2) == 0
            if geometryPasses { environment = Self.satisfying }
            for feature in features where feature.setting != nil {
                let values = feature.descriptor.values.count
                environment.setSetting(feature, toValueAt: geometryPasses && random.below(5) > 0 ? 0 : random.below(values))
            }
            for feature in features where !feature.isNumeric { seen[feature, default: []].insert(environment.discreteIndex(of: feature)) }
            if case .number(let chain)? = ruleSet.evaluate(environment)["chain"] { deepest = max(deepest, Int(chain)) }
            if let difference = ReferenceEvaluator.traitDisagreement(ruleSet, in: environment) {
                Issue.record("\(difference)\nin \(EnvironmentGenerator.literal(environment)), settings \(environment.packedSettings)")
                break
            }
        }
        #expect(deepest == features.count)
        // The environments must vary every discrete feature, or the
        // comparison above says little about its lane.
        for feature in features where !feature.isNumeric {
            #expect(seen[feature, default: []].count >= 2, "the environments never vary \(feature)")
        }
    }

    /// The builder counts at most 255 undecided tests of one feature per
    /// rule, the weight of that feature in the choice of a split. So one
    /// rule of 300 `or`ed widths weighs 255 against 280 rules that each
    /// test the height once, and the root splits on the height; with the
    /// exact count (which 16-bit counts kept up to 65,535) it split on the
    /// width. The tree is as correct either way, and as large (1,205 nodes
    /// both ways): only the order of its tests changes.
    @Test func aRuleWeighsAtMost255TestsOfOneFeature() throws {
        var source = "@media " + (0..<300).map { "(width: \(2 * $0 + 1))" }.joined(separator: ", ") + " { traits { a: 1; } }\n"
        for index in 0..<280 { source += "@media (height >= 100) { traits { b: \(index); } }\n" }
        let ruleSet = try #require(Compiler.compile(text: source).ruleSet)
        let root = ruleSet.tree.nodes[Int(ruleSet.tree.root)]
        #expect(root.feature == .height)
        var environments = EnvironmentGenerator(seed: 0x255, tree: ruleSet.tree)
        for _ in 0..<200 {
            let environment = environments.next()
            #expect(ReferenceEvaluator.traitDisagreement(ruleSet, in: environment) == nil)
        }
    }
}
