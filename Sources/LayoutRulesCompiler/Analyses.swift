import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// What the compiler tells authors that a CSS engine never does: rules
/// that can never match, rules whose every trait is always overridden, and
/// required traits left unset somewhere (with a witness environment).
///
/// The analyses look only at the leaves of the tree that realistic
/// environments reach (no negative sizes, no unknown idiom), so a warning
/// never cites an environment that cannot exist. When the walk that finds
/// those leaves ran out of budget, the rule warnings are skipped rather
/// than risk a false one.
enum Analyses {
    ///
    /// `deviceCheck` is nil to skip `unreachable-on-devices`, or the files
    /// whose rules it skips (besides the presets'). It needs to know which
    /// rules match somewhere, so it runs only when the rule warnings do.
    static func run(
        _ ruleSet: CompiledRuleSet, reachable: TreeWalk.Reachable, space: FeatureSpace, realistic: Box,
        deviceCheck exempt: Set<FileID>? = []
    ) -> [Diagnostic] {
        let tree = ruleSet.tree
        var warnings: [Diagnostic] = []
        if reachable.complete {
            let leaves = reachable.boxes.keys.sorted().map { tree.leaves[$0] }
            let (ruleWarnings, matched) = ruleWarnings(ruleSet, leaves: leaves)
            warnings += ruleWarnings
            let places = exempt == nil ? [] : DeviceReach.places(of: DeviceReach.catalog + ruleSet.devices)
            if let exempt, let judged = DeviceReach.judged(ruleSet, places: places, space: space, realistic: realistic) {
                let judgedMatches = zip(matched, judged).map { $0 && $1 }
                warnings += DeviceReach.warnings(ruleSet, matched: judgedMatches, places: places, space: space) { rule in
                    isPreset(rule, ruleSet) || exempt.contains(rule.range.file)
                }
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

    /// `never-matches` and `shadowed-rule`, from the reachable leaves, and
    /// which rules match in some realistic environment.
    private static func ruleWarnings(
        _ ruleSet: CompiledRuleSet, leaves: [DecisionTree.Leaf]
    ) -> ([Diagnostic], matched: [Bool]) {
        let tree = ruleSet.tree
        var matched = [Bool](repeating: false, count: ruleSet.rules.count)
        var won = [Bool](repeating: false, count: ruleSet.rules.count)
        // The warning names the three earliest overriding rules, so only the
        // three smallest are kept per rule, sorted (-1: none), not a set of
        // all of them: hashing every (rule, overrider) pair dominated the
        // analyses of large rule sets.
        var overriders = [Int32](repeating: -1, count: 3 * ruleSet.rules.count)
        // Each rule's traits by index, and per leaf the winner of each trait
        // (reset after each leaf), so the loop hashes only to record overriders.
        let traitIndex = Dictionary(uniqueKeysWithValues: tree.traitNames.enumerated().map { ($1, Int32($0)) })
        // Each rule's trait indices, flat: rule r's at traitStarts[r]..<traitStarts[r + 1].
        var ruleTraits: [Int32] = []
        var traitStarts: [Int] = [0]
        for rule in ruleSet.rules {
            ruleTraits += rule.traits.compactMap { traitIndex[$0.name] }
            traitStarts.append(ruleTraits.count)
        }
        // The tree's arrays once, not through its accessors in the loops
        // (each access would retain and release the array).
        let assignments = tree.assignments
        let matchedRules = tree.matchedRules
        let residualRules = tree.residualRules
        var winnerOf = [Int32](repeating: -1, count: tree.traitNames.count)
        for leaf in leaves {
            // A rule a residual leaf tests at run time may hold there and
            // may win: assume both, so no warning is ever false (some true
            // ones may be missed when the tree is not exact).
            for index in leaf.residual {
                let rule = Int(residualRules[Int(index)].rule)
                matched[rule] = true
                won[rule] = true
            }
            for index in leaf.assignments {
                let assignment = assignments[Int(index)]
                winnerOf[Int(assignment.trait)] = assignment.rule
            }
            for index in leaf.matched {
                let rule = Int(matchedRules[Int(index)])
                matched[rule] = true
                if won[rule] { continue }  // once it wins somewhere, who overrides it elsewhere is moot
                let traits = traitStarts[rule]..<traitStarts[rule + 1]
                if traits.contains(where: { winnerOf[Int(ruleTraits[$0])] == Int32(rule) }) {
                    won[rule] = true
                } else {
                    for position in traits where winnerOf[Int(ruleTraits[position])] >= 0 {
                        Self.keepSmallest(winnerOf[Int(ruleTraits[position])], in: &overriders, at: 3 * rule)
                    }
                }
            }
            for index in leaf.assignments { winnerOf[Int(assignments[Int(index)].trait)] = -1 }
        }
        var warnings: [Diagnostic] = []
        var pairBudget = Self.pairBudget
        for rule in ruleSet.rules where !isPreset(rule, ruleSet) {
            if !matched[rule.index] {
                warnings.append(neverMatches(rule, budget: &pairBudget))
            } else if !rule.traits.isEmpty, !won[rule.index] {
                let others = overriders[(3 * rule.index)..<(3 * rule.index + 3)].filter { $0 >= 0 }.map { ruleSet.rules[Int($0)] }
                warnings.append(.shadowedRule(at: headerRange(rule), overriddenBy: others.map(headerRange)))
            }
        }
        return (warnings, matched)
    }

    /// Inserts `value` into the sorted three-slot list at `start` (-1 marks
    /// an empty slot) if it is new and among the three smallest.
    private static func keepSmallest(_ value: Int32, in slots: inout [Int32], at start: Int) {
        var carried = value
        for slot in start..<(start + 3) {
            let current = slots[slot]
            if current == carried { return }
            if current < 0 {
                slots[slot] = carried
                return
            }
            if carried < current {
                slots[slot] = carried
                carried = current
            }
        }
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
