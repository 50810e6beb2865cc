import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// Evaluation loops. Each body cycles through the prepared environments,
/// reads everything a caller would (every trait; every region's frame)
/// and folds it into a checksum for the black hole.
struct EvaluationBench {
    let stopwatch: Stopwatch
    let environments: [Environment]

    init(stopwatch: Stopwatch, environments: [Environment]) {
        precondition(environments.count.nonzeroBitCount == 1, "a power of two, for i & mask")
        self.stopwatch = stopwatch
        self.environments = environments
    }

    /// The decision tree and the linear-scan oracle on one rule set.
    func measure(_ label: String, _ ruleSet: RuleSet, scan: Bool = true) -> EvaluationRow {
        var row = EvaluationRow(label: label, rules: ruleSet.rules.count, nodes: ruleSet.tree.nodes.count)
        row.depth = ruleSet.tree.depth
        let environments = self.environments
        let mask = environments.count - 1
        row.treeLeaf = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { checksum &+= ruleSet.evaluate(environments[i & mask]).leafIndex }
            return checksum
        }
        row.treeTraits = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { Self.read(ruleSet.evaluate(environments[i & mask]), into: &checksum) }
            return checksum
        }
        let keys = ruleSet.tree.traitNames.compactMap { ruleSet.key(for: $0) }
        row.treeKeyed = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let match = ruleSet.match(environments[i & mask])
                for key in keys {
                    if let value = ruleSet.value(key, at: match) { Self.fold(value, into: &checksum) }
                }
            }
            return checksum
        }
        var layout = FrameLayout()
        row.treeFrames = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let environment = environments[i & mask]
                Self.read(ruleSet.evaluate(environment), into: &checksum)
                ruleSet.frames(in: environment, into: &layout)
                Self.read(layout, into: &checksum)
            }
            return checksum
        }
        guard scan else { return row }
        let rules = ruleSet.rules
        row.scanTraits = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { Self.read(ReferenceEvaluator.evaluate(rules, in: environments[i & mask]), into: &checksum) }
            return checksum
        }
        row.scanFrames = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let environment = environments[i & mask]
                Self.read(ReferenceEvaluator.evaluate(rules, in: environment), into: &checksum)
                if let frames = ReferenceEvaluator.frames(rules, in: environment) { Self.read(frames, into: &checksum) }
            }
            return checksum
        }
        return row
    }

    /// The apple preset written by hand (traits only: it has no layout).
    func handwrittenApple() -> Timing {
        let environments = self.environments
        let mask = environments.count - 1
        return stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let traits = HandwrittenApple.traits(environments[i & mask])
                checksum &+= Int(traits.horizontal?.rawValue ?? 0) &+ 3 &* Int(traits.vertical?.rawValue ?? 0)
            }
            return checksum
        }
    }

    /// Examples/Dashboard.layout written by hand: traits, and traits plus frames.
    func handwrittenDashboard() -> (traits: Timing, frames: Timing) {
        let environments = self.environments
        let mask = environments.count - 1
        let traits = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { Self.read(HandwrittenDashboard.traits(environments[i & mask]), into: &checksum) }
            return checksum
        }
        var frames = HandwrittenDashboard.Frames()
        let withFrames = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let environment = environments[i & mask]
                Self.read(HandwrittenDashboard.traits(environment), into: &checksum)
                HandwrittenDashboard.frames(environment, into: &frames)
                Self.read(frames, into: &checksum)
            }
            return checksum
        }
        return (traits, withFrames)
    }

    // MARK: - Reading results (the same work for every evaluator)

    static func fold(_ value: TraitValueData, into checksum: inout Int) {
        switch value {
        case .identifier(let name), .string(let name): checksum &+= name.utf8.count
        case .number(let number): checksum &+= Int(truncatingIfNeeded: number.bitPattern)
        case .boolean(let flag): checksum &+= flag ? 1 : 2
        }
    }

    static func read(_ traits: TraitCollection, into checksum: inout Int) {
        for (name, value) in traits {
            checksum &+= name.utf8.count
            fold(value, into: &checksum)
        }
    }

    static func read(
        _ result: (traits: [String: (value: TraitValueData, rule: Int)], matched: [Int]), into checksum: inout Int
    ) {
        for (name, entry) in result.traits {
            checksum &+= name.utf8.count
            fold(entry.value, into: &checksum)
        }
        checksum &+= result.matched.count
    }

    static func read(_ layout: FrameLayout, into checksum: inout Int) {
        for index in 0..<layout.count { fold(layout.regions[index].layoutFrame, into: &checksum) }
    }

    static func read(_ traits: HandwrittenDashboard.Traits, into checksum: inout Int) {
        checksum &+= Int(traits.breakpoint.rawValue) &+ (traits.shortWindow ? 1 : 2) &+ (traits.touch ? 1 : 2)
        checksum &+= traits.panelsPerRow &+ Int(traits.navigation.rawValue) &+ Int(traits.chartStyle.rawValue)
        checksum &+= (traits.showLegend ? 1 : 2) &+ Int(truncatingIfNeeded: traits.rowHeight.bitPattern)
    }

    static func read(_ frames: HandwrittenDashboard.Frames, into checksum: inout Int) {
        fold(frames.first, into: &checksum)
        fold(frames.second, into: &checksum)
        if frames.breakpoint == .expanded { fold(frames.third, into: &checksum) }
    }

    static func fold(_ rect: Rect, into checksum: inout Int) {
        checksum &+= Int(truncatingIfNeeded: rect.origin.x.bitPattern ^ rect.size.width.bitPattern)
        checksum &+= Int(truncatingIfNeeded: rect.origin.y.bitPattern ^ rect.size.height.bitPattern)
    }
}
