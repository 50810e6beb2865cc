import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime

/// Why each rule did or did not apply in one environment: `layoutc explain`.
package struct RuleExplanation: Sendable {
    package let rule: Int
    package let matched: Bool
    /// The first feature test (or custom media reference) that was false,
    /// for a rule that did not match.
    package let failedCondition: SourceRange?
    /// Traits this rule set that made it into the result.
    package let won: [String]
    /// Traits this rule set that a later rule overrode, with that rule.
    package let lost: [(trait: String, rule: Int)]
}

extension RuleSet {
    /// Every rule in cascade order, matched or not, with the first failed
    /// sub-condition and which traits it won or lost. Uses the direct
    /// (reference) evaluation, so it also cross-checks the tree.
    package func explain(_ environment: Environment) -> [RuleExplanation] {
        let result = ReferenceEvaluator.evaluate(rules, in: environment)
        return rules.map { rule in
            guard rule.condition.matches(environment) else {
                return RuleExplanation(
                    rule: rule.index, matched: false, failedCondition: Self.firstFailure(rule.condition, environment),
                    won: [], lost: [])
            }
            var won: [String] = []
            var lost: [(String, Int)] = []
            for assignment in rule.traits {
                let winner = result.traits[assignment.name]?.rule ?? rule.index
                if winner == rule.index { won.append(assignment.name) } else { lost.append((assignment.name, winner)) }
            }
            return RuleExplanation(rule: rule.index, matched: true, failedCondition: nil, won: won, lost: lost)
        }
    }

    /// The innermost labelled part of a false condition that is itself false.
    static func firstFailure(_ condition: Condition, _ environment: Environment) -> SourceRange? {
        switch condition {
        case .labeled(let inner, let range):
            return firstFailure(inner, environment) ?? range
        case .all(let parts):
            guard let failing = parts.first(where: { !$0.matches(environment) }) else { return nil }
            return firstFailure(failing, environment)
        case .any(let parts):
            return parts.first.flatMap { firstFailure($0, environment) }
        case .not, .always, .never, .compare, .compareRatio, .oneOf:
            return nil
        }
    }
}
