import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// Frame solving alone: `frames(in:into:)` (the tree walk to the leaf,
/// then the leaf's layout program) per region solved, beside hand-written
/// arithmetic that produces the same `RegionFrame`s for the Dashboard
/// example; both loops read every region the same way.
struct LayoutBench {
    let stopwatch: Stopwatch
    let environments: [Environment]

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

    func handwrittenDashboard(into row: inout LayoutRow) {
        let environments = self.environments
        let mask = environments.count - 1
        var state = HandwrittenDashboard.RegionLayout()
        var regions = 0
        for environment in environments {
            HandwrittenDashboard.regionFrames(environment, into: &state)
            regions += state.layout.count
        }
        row.handwrittenRegionsPerCall = Double(regions) / Double(environments.count)
        row.handwritten = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                HandwrittenDashboard.regionFrames(environments[i & mask], into: &state)
                EvaluationBench.read(state.layout, into: &checksum)
            }
            return checksum
        }
    }
}
