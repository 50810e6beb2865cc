import LayoutRulesBase
import LayoutRulesSemantics
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
    /// The layout properties this rule set, in document order, each with
    /// the later matching rule that overrode it (nil when it won).
    package var properties: [PropertyOutcome] = []
}

/// One layout property a matched rule set: `sidebar { left: 0 }`.
package struct PropertyOutcome: Sendable {
    /// The region's dotted path, `content.header`.
    package let region: String
    /// `left`, `center-x`, `transform`, ...
    package let property: String
    /// Where the rule sets it (the whole declaration).
    package let range: SourceRange
    /// The later matching rule that sets the same property of the same
    /// region, which wins (property by property, as the layout cascade
    /// merges); nil when this rule's value is the one used.
    package let overriddenBy: Int?
}

extension RuleSet {
    /// Every rule in cascade order, matched or not, with the first failed
    /// sub-condition and which traits it won or lost. Uses the direct
    /// (reference) evaluation, so it also cross-checks the tree.
    package func explain(_ environment: LayoutEnvironment) -> [RuleExplanation] {
        let result = ReferenceEvaluator.evaluate(rules, in: environment)
        let propertyWinners = propertyWinners(environment)
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
            var explanation = RuleExplanation(rule: rule.index, matched: true, failedCondition: nil, won: won, lost: lost)
            explanation.properties = Self.propertyOutcomes(of: rule, winners: propertyWinners)
            return explanation
        }
    }

    /// A region's property, as the layout cascade keys it.
    private struct PropertyKey: Hashable {
        var path: [String]
        var property: String
    }

    /// What each matched layout rule sets, every property with its
    /// region path: `transform` as one property, `auto` counting as a value
    /// (it takes the property back, overriding what came before).
    private static func settings(of rule: Rule) -> [(PropertyKey, SourceRange)] {
        var settings: [(PropertyKey, SourceRange)] = []
        for declaration in rule.regions {
            for setting in declaration.properties {
                settings.append((PropertyKey(path: declaration.path, property: setting.attribute.name), setting.range))
            }
            if declaration.transform != nil {
                settings.append((PropertyKey(path: declaration.path, property: "transform"), declaration.transformRange ?? declaration.range))
            }
        }
        return settings.sorted { $0.1.start < $1.1.start }
    }

    /// The last matching rule that sets each property: the one whose value is used.
    private func propertyWinners(_ environment: LayoutEnvironment) -> [PropertyKey: Int] {
        var winners: [PropertyKey: Int] = [:]
        for rule in rules where !rule.regions.isEmpty && rule.condition.matches(environment) {
            for (key, _) in Self.settings(of: rule) { winners[key] = rule.index }
        }
        return winners
    }

    private static func propertyOutcomes(of rule: Rule, winners: [PropertyKey: Int]) -> [PropertyOutcome] {
        settings(of: rule).map { key, range in
            let winner = winners[key] ?? rule.index
            return PropertyOutcome(
                region: key.path.joined(separator: "."), property: key.property, range: range,
                overriddenBy: winner == rule.index ? nil : winner)
        }
    }

    /// The innermost labelled part of a false condition that is itself false.
    static func firstFailure(_ condition: Condition, _ environment: LayoutEnvironment) -> SourceRange? {
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
