import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesSemantics

/// What the compiler tells authors that a CSS engine never does: rules
/// that can never match, rules whose every trait is always overridden, and
/// required traits left unset somewhere (with a witness environment).
///
/// The analyses look only at the leaves of the tree that realistic
/// environments reach (no negative sizes, no unknown idiom), so a warning
/// never cites an environment that cannot exist. The tree builder gathers
/// what they need of those leaves as it builds them (`RuleAnalysis`).
enum Analyses {
    ///
    /// `deviceCheck` is nil to skip `unreachable-on-devices`, or the device
    /// environments it checks (those the tree was built knowing, see
    /// `RuleAnalysis.judged`) and the files whose rules it skips (besides
    /// the presets').
    static func run(
        _ ruleSet: CompiledRuleSet, analysis: RuleAnalysis, space: FeatureSpace, realistic: Box,
        deviceCheck: (places: [DevicePlace], exempt: Set<FileID>)?
    ) -> [Diagnostic] {
        let tree = ruleSet.tree
        var warnings = ruleWarnings(ruleSet, analysis)
        if let (places, exempt) = deviceCheck {
            warnings += DeviceReach.warnings(ruleSet, matched: analysis.judged, places: places, space: space) { rule in
                isPreset(rule, ruleSet) || exempt.contains(rule.range.file)
            }
        }
        var traitIndex: [String: Int32] = [:]
        for (index, name) in tree.traitNames.enumerated() where traitIndex[name] == nil { traitIndex[name] = Int32(index) }
        for requirement in ruleSet.requirements {
            if let witness = Coverage.witness(missing: traitIndex[requirement.name], in: tree, space: space, from: realistic) {
                warnings.append(.uncoveredTrait(requirement.name, when: witness, at: requirement.range))
            }
        }
        return warnings
    }

    /// `never-matches` and `shadowed-rule`, from what the tree builder saw
    /// at the realistic leaves.
    private static func ruleWarnings(_ ruleSet: CompiledRuleSet, _ analysis: RuleAnalysis) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var pairBudget = Self.pairBudget
        for rule in ruleSet.rules where !isPreset(rule, ruleSet) {
            if !analysis.matched[rule.index] {
                warnings.append(neverMatches(rule, budget: &pairBudget))
            } else if !rule.traits.isEmpty, !analysis.won[rule.index] {
                let others = analysis.overriders[(3 * rule.index)..<(3 * rule.index + 3)].filter { $0 >= 0 }.map {
                    ruleSet.rules[Int($0)]
                }
                warnings.append(.shadowedRule(at: headerRange(rule), overriddenBy: others.map(headerRange)))
            }
        }
        return warnings
    }

    static func headerRange(_ rule: Rule) -> SourceRange { rule.mediaHeaders.last ?? rule.range }

    static func isPreset(_ rule: Rule, _ ruleSet: CompiledRuleSet) -> Bool {
        ruleSet.sources[rule.range.file].map { Presets.isPresetPath($0.path) } ?? false
    }

    /// "never matches", saying why when two tests of one conjunction
    /// exclude each other: '(width < 300)' and '(width > 400)'.
    /// Pairs of tests `neverMatches` may try in one compilation: each is a
    /// satisfiability search, and a rule of 7,000 tests with no conflicting
    /// pair has 24 million of them (over 30 s of searching). Past the
    /// budget the warning comes without the pair.
    static let pairBudget = 200_000

    private static func neverMatches(_ rule: Rule, budget: inout Int) -> Diagnostic {
        var parts: [(Condition, SourceRange)] = []
        func flatten(_ condition: Condition) {
            switch condition {
            case .all(let inner): inner.forEach(flatten)
            case .labeled(let inner, let range):
                if case .all = inner { flatten(inner) } else { parts.append((inner, range)) }
            default: break
            }
        }
        flatten(rule.condition)
        for i in parts.indices {
            for j in parts.indices where j > i {
                guard budget > 0 else { return .neverMatches(at: headerRange(rule), conflicting: nil) }
                budget -= 1
                // A space of the pair's own breakpoints: the tree's space comes from the
                // simplified conditions, where "(height > 5) or (--always-true)" lost its
                // height test, and a threshold missing from its axis would trap in regions().
                let pair = Condition.and([parts[i].0, parts[j].0])
                let space = FeatureSpace([pair])
                if !Satisfiability.isSatisfiable(Formula(pair, in: space), in: Box(space)) {
                    return .neverMatches(at: headerRange(rule), conflicting: (parts[i].1, parts[j].1))
                }
            }
        }
        return .neverMatches(at: headerRange(rule), conflicting: nil)
    }
}

/// Decides whether a formula holds somewhere in a box by splitting on
/// undecided atoms, with a step budget (past it, "satisfiable" is assumed,
/// which only ever suppresses a warning).
enum Satisfiability {
    static func isSatisfiable(_ formula: Formula, in box: Box, budget: Int = 10_000) -> Bool {
        var steps = 0
        func search(_ box: Box) -> Bool {
            steps += 1
            if steps > budget { return true }
            switch formula.truth(in: box) {
            case .yes: return true
            case .no: return false
            case .unknown:
                var atoms: [(slot: Int, cuts: [Int])] = []
                formula.undecidedAtoms(in: box, into: &atoms)
                guard let atom = atoms.first else { return true }
                return box.children(splitting: atom).contains { search($0) }
            }
        }
        return search(box)
    }
}
