import LayoutRulesBase
import LayoutRulesSyntax

// Presets compose: a media query may test a trait that an earlier rule (or
// an imported preset) sets, as if it were a feature:
//
//   @import "apple";
//   @media (horizontal-size-class: regular) and (width >= 1000) { ... }
//
// The test is resolved here into a condition on raw features: the region
// where the cascade so far leaves the trait with a matching value. So the
// decision tree still tests raw features only.
//   rules r1..rk set T (in cascade order) =>
//   "(T: v)" = or over ri setting T to v of (ri and not (r(i+1) or ... or rk))
extension Checker {
    /// Names of the traits set by the rules gathered so far, in order of
    /// first appearance (kept up to date as rules are gathered: rebuilding
    /// it for every unknown feature would be quadratic).
    var earlierTraitNames: [String] { earlierTraits.names }

    /// The condition a trait test stands for, or nil when the name is no
    /// trait of an earlier rule (after reporting a trait set only later).
    mutating func lowerTraitTest(_ feature: MediaFeature) -> Condition? {
        let written = feature.name.name
        let stripped = written.hasPrefix("min-") || written.hasPrefix("max-") ? String(written.dropFirst(4)) : written
        if loweringCustomMedia {
            guard allTraitNames.contains(written) || allTraitNames.contains(stripped) else { return nil }
            diagnostics.append(.traitTestInCustomMedia(written, at: feature.name.range))
            return .never
        }
        var name = written
        var prefix: Prefix?
        if !setsTrait(written) {
            if written.hasPrefix("min-") { prefix = .min } else if written.hasPrefix("max-") { prefix = .max }
            guard prefix != nil else { return reportLaterTrait(written, feature) }
            name = String(written.dropFirst(4))
            guard setsTrait(name) else { return reportLaterTrait(written, feature) }
        }
        let predicate: (TraitValueData) -> Bool
        switch feature.form {
        case .boolean:
            if prefix != nil {
                diagnostics.append(.prefixedFeatureNeedsValue(written, at: feature.range))
                return .never
            }
            predicate = { value in value != .boolean(false) && value != .number(0) && value != .identifier("none") }
        case .plain(_, let value):
            let comparison: Comparison = prefix == .min ? .greaterOrEqual : prefix == .max ? .lessOrEqual : .equal
            guard let test = traitPredicate(comparison, value) else { return .never }
            predicate = test
        case .range(_, let comparison, _, let value):
            guard prefix == nil, let test = traitPredicate(comparison, value) else { return rangePrefixError(written, name, feature) }
            predicate = test
        case .reversedRange(let value, let comparison, _, _):
            guard prefix == nil, let test = traitPredicate(comparison.flipped, value) else {
                return rangePrefixError(written, name, feature)
            }
            predicate = test
        case .interval(let lower, let first, _, _, let second, _, let upper):
            guard prefix == nil, let low = traitPredicate(first.flipped, lower), let high = traitPredicate(second, upper) else {
                return rangePrefixError(written, name, feature)
            }
            predicate = { low($0) && high($0) }
        }
        return traitRegion(name, where: predicate, at: feature.name.range)
    }

    private func setsTrait(_ name: String) -> Bool {
        earlierTraits.set.contains(name)
    }

    /// A name no earlier rule sets: a specific error when a later rule sets
    /// it (the test would see nothing), nil to let the caller report an
    /// unknown feature.
    private mutating func reportLaterTrait(_ name: String, _ feature: MediaFeature) -> Condition? {
        guard allTraitNames.contains(name) else { return nil }
        diagnostics.append(.traitSetLater(name, at: feature.name.range))
        return .never
    }

    private mutating func rangePrefixError(_ written: String, _ name: String, _ feature: MediaFeature) -> Condition {
        if written != name {
            diagnostics.append(.prefixInRangeSyntax(written, base: name, at: feature.name.range))
        }
        return .never
    }

    /// `trait OP value` as a test on a trait's value: equality for names,
    /// strings and booleans; any comparison for numbers.
    private mutating func traitPredicate(_ comparison: Comparison, _ value: MediaValue) -> ((TraitValueData) -> Bool)? {
        switch value.kind {
        case .identifier(let word):
            guard comparison == .equal else {
                diagnostics.append(.wrongValueType("a trait comparison", expected: "a number", at: value.range))
                return nil
            }
            return { trait in
                switch trait {
                case .identifier(let name), .string(let name): name == word
                case .boolean(let flag): word.lowercased() == (flag ? "true" : "false")
                case .number: false
                }
            }
        case .number(let number), .dimension(let number, _):
            if case .dimension(_, let unit) = value.kind, unit != "pt", unit != "px" {
                diagnostics.append(.invalidTraitUnit(unit, at: value.range))
                return nil
            }
            return { trait in
                guard case .number(let actual) = trait else { return false }
                switch comparison {
                case .less: return actual < number
                case .lessOrEqual: return actual <= number
                case .greater: return actual > number
                case .greaterOrEqual: return actual >= number
                case .equal: return actual == number
                }
            }
        case .percentage, .ratio:
            diagnostics.append(.wrongValueType("a trait test", expected: "a name or a number", at: value.range))
            return nil
        }
    }

    /// The region where the cascade so far leaves `name` with a value that
    /// satisfies `predicate`. It embeds the conditions of every setter, so
    /// a chain of rules that test a trait and set it again doubles in size
    /// at each rule (found by fuzzing): past `maxCustomMediaSize` condition
    /// nodes it is `trait-test-too-large` instead. So is a trait with more
    /// setters than that: a test reads every setter, so many such tests
    /// would make checking quadratic (minutes for 60,000 setters and tests).
    private mutating func traitRegion(_ name: String, where predicate: (TraitValueData) -> Bool, at range: SourceRange)
        -> Condition
    {
        let setters = settersByTrait[name] ?? []
        guard setters.count <= limits.maxCustomMediaSize else {
            diagnostics.append(
                .traitTestTooManySetters(name, setters: setters.count, limit: limits.maxCustomMediaSize, at: range))
            return .never
        }
        var size = 1
        var kept: [Int] = []
        for (position, setter) in setters.enumerated() {
            guard predicate(setter.value) else { continue }
            kept.append(position)
            for other in setters[position...] { size = Self.saturatingAdd(size, ruleSizes[other.rule] + 1) }
            guard size <= limits.maxCustomMediaSize else {
                diagnostics.append(.traitTestTooLarge(name, limit: limits.maxCustomMediaSize, at: range))
                return .never
            }
        }
        conditionSize = Self.saturatingAdd(conditionSize, size)
        return .or(
            kept.map { position in
                .and([
                    rules[setters[position].rule].condition, .negate(.or(setters[(position + 1)...].map { rules[$0.rule].condition })),
                ])
            })
    }
}
