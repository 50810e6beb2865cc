import LayoutRulesBase
import LayoutRulesSemantics

extension Condition {
    /// Whether the condition holds in `environment`, evaluated directly
    /// (the oracle's way; the decision tree must always agree).
    package func matches(_ environment: LayoutEnvironment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .compare(let feature, let comparison, let value):
            let actual = environment.value(of: feature)
            switch comparison {
            case .less: return actual < value
            case .lessOrEqual: return actual <= value
            case .greater: return actual > value
            case .greaterOrEqual: return actual >= value
            case .equal: return actual == value
            }
        case .compareRatio(let comparison, let numerator, let denominator):
            return environment.matchesRatio(comparison, numerator: numerator, denominator: denominator)
        case .oneOf(let feature, let mask):
            let index = environment.discreteIndex(of: feature)
            return index < 32 && mask & (UInt32(1) << UInt32(index)) != 0
        case .not(let inner): return !inner.matches(environment)
        case .all(let parts): return parts.allSatisfy { $0.matches(environment) }
        case .any(let parts): return parts.contains { $0.matches(environment) }
        case .labeled(let inner, _): return inner.matches(environment)
        }
    }
}

/// The oracle: scans every rule in cascade order the way a CSS engine
/// does, testing each condition directly. Simple on purpose; the
/// differential tests hold the decision tree to its answers.
///
///     let (traits, matched) = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment)
///     traits["columns"]?.value  // the same value ruleSet.evaluate(environment)["columns"] gives
package enum ReferenceEvaluator {
    /// The merged traits (name to value, with the winning rule) and the
    /// indices of the rules that matched, in cascade order.
    package static func evaluate(_ rules: [Rule], in environment: LayoutEnvironment) -> (
        traits: [String: (value: TraitValueData, rule: Int)], matched: [Int]
    ) {
        var traits: [String: (value: TraitValueData, rule: Int)] = [:]
        var matched: [Int] = []
        for rule in rules where rule.condition.matches(environment) {
            matched.append(rule.index)
            for assignment in rule.traits { traits[assignment.name] = (assignment.value, rule.index) }
        }
        return (traits, matched)
    }
}
