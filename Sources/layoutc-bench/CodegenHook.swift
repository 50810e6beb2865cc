import Foundation
import LayoutRulesBase
import LayoutRulesRuntime

/// The generated-Swift row: `GeneratedApple.swift` is what `layoutc
/// compile --preset apple --emit swift` writes (regenerate with the command
/// on its second line; a test keeps it up to date). It is verified against
/// the library before timing, like the hand-written baselines, and timed
/// with the same loop.
enum CodegenHook {
    /// Traits-only timing of the generated code for the apple preset.
    static func measureApple(_ bench: EvaluationBench) -> Timing? {
        GeneratedAppleBench.measure(bench)
    }

    /// Exits with status 1 when the generated code disagrees with the library.
    static func verifyApple(_ ruleSet: RuleSet, _ environments: [LayoutEnvironment]) {
        if let disagreement = GeneratedAppleBench.firstDisagreement(ruleSet, environments) {
            FileOutput.standardError("generated Swift disagrees with the library: \(disagreement)\n")
            exit(1)
        }
    }
}
