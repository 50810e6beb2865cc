import LayoutRulesBase
import LayoutRulesRuntime

/// Frame solving alone: `frames(in:into:)` (the tree walk to the leaf,
/// then the leaf's layout program) per region solved, beside hand-written
/// arithmetic that produces the same `RegionFrame`s for the Dashboard
/// example; both loops read every region the same way.
struct LayoutBench {
    let stopwatch: Stopwatch
    let environments: [LayoutEnvironment]

    func measure(_ label: String, _ ruleSet: RuleSet) -> LayoutRow {
        let environments = self.environments
        let mask = environments.count - 1
        var layout = FrameLayout()
        var regions = 0
        for environment in environments {
            ruleSet.frames(in: environment, into: &layout)
            regions += layout.count
        }
        var row = LayoutRow(label: label, regionsPerCall: Double(regions) / Double(environments.count))
        row.tree = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                ruleSet.frames(in: environments[i & mask], into: &layout)
                EvaluationBench.read(layout, into: &checksum)
            }
            return checksum
        }
        return row
    }

    /// The Dashboard's frames through the library against hand-written
    /// code that makes the same `RegionFrame`s, timed in turns (see
    /// `Stopwatch.compare`).
    func againstHandwrittenDashboard(_ ruleSet: RuleSet) -> LayoutRow {
        let environments = self.environments
        let mask = environments.count - 1
        var layout = FrameLayout()
        var state = HandwrittenDashboard.RegionLayout()
        var regions = 0
        var handwrittenRegions = 0
        for environment in environments {
            ruleSet.frames(in: environment, into: &layout)
            regions += layout.count
            HandwrittenDashboard.regionFrames(environment, into: &state)
            handwrittenRegions += state.layout.count
        }
        var row = LayoutRow(label: Labels.dashboard, regionsPerCall: Double(regions) / Double(environments.count))
        row.handwrittenRegionsPerCall = Double(handwrittenRegions) / Double(environments.count)
        let comparison = stopwatch.compare(
            { calls in
                var checksum = 0
                for i in 0..<calls {
                    ruleSet.frames(in: environments[i & mask], into: &layout)
                    EvaluationBench.read(layout, into: &checksum)
                }
                return checksum
            },
            against: { calls in
                var checksum = 0
                for i in 0..<calls {
                    HandwrittenDashboard.regionFrames(environments[i & mask], into: &state)
                    EvaluationBench.read(state.layout, into: &checksum)
                }
                return checksum
            })
        (row.tree, row.handwritten) = (comparison.subject, comparison.baseline)
        if regions > 0 { row.perRegionVsHandwritten = comparison.ratio * Double(handwrittenRegions) / Double(regions) }
        return row
    }
}
