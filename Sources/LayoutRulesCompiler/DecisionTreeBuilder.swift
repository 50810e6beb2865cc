import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// Builds a `DecisionTree` from rules in cascade order by recursive
/// partitioning of the feature space.
///
/// At each step the builder evaluates every still-undecided rule on the
/// current box (three-valued). Rules that became true or false leave the
/// list; when none is left the box gets a leaf with the merged cascade of
/// the true rules. Otherwise it splits on the feature most undecided rules
/// test — at the median breakpoint for a numeric feature (a balanced
/// binary search), on every value for a discrete one — so the tree stays
/// shallow. Leaves and inner nodes are hash-consed, turning the tree into
/// a DAG with shared subtrees.
struct DecisionTreeBuilder {
    let space: FeatureSpace
    /// Each rule's condition as flat code (`FormulaCode`), by rule index.
    let code: FormulaCode
    let rules: [Rule]
    let limits: Limits
    /// 0 for an exact tree; otherwise a box where at most this many rules
    /// are still undecided, all of them eligible, becomes a residual leaf.
    let residualLimit: Int
    /// Rules a residual leaf may test at run time: trait-only rules whose
    /// traits no layout expression reads (a layout program is chosen per
    /// leaf, so what decides it must be decided by the tree).
    let residualEligible: [Bool]
    private var nodes: [DecisionTree.Node] = []
    private var choices: [Int32] = []
    private var nodeIDs: [NodeKey: Int32] = [:]
    /// Leaves by an order-independent hash of their rule sets, each hash
    /// with the leaves that have it (compared in full on a hit).
    private var leafIDs: [UInt64: [Int32]] = [:]
    /// A random 64-bit key per rule: a set's hash is the XOR of its keys,
    /// updated in O(1) as rules become true on the way down.
    private let ruleKeys: [UInt64]
    private var residualRules: [DecisionTree.ResidualRule] = []
    private var residualAssignments: [DecisionTree.Assignment] = []
    private var leafTraits: [Int32] = []
    private var conditions = ConditionCode()
    private var conditionRoots: [Int32: Int32] = [:]
    /// Each rule's traits as tree assignments, interned once: building a
    /// leaf then hashes nothing. One flat array, rule `r`'s assignments at
    /// `ruleAssignmentStarts[r]..<ruleAssignmentStarts[r + 1]` (nested
    /// arrays cost a retain per rule per leaf).
    private var ruleAssignments: [DecisionTree.Assignment] = []
    private var ruleAssignmentStarts: [Int32] = [0]
    /// The winning assignment per trait while a leaf is merged (-1: none),
    /// kept between leaves so merging allocates nothing.
    private var winnerScratch: [Int32] = []
    /// The undecided atoms of one split choice, kept between steps.
    private var atomScratch: [SIMD3<Int32>] = []
    private var leaves: [DecisionTree.Leaf] = []
    private var assignments: [DecisionTree.Assignment] = []
    private var matchedRules: [Int32] = []
    private var traitIndex: [String: Int32] = [:]
    private var traitNames: [String] = []
    private var values: [TraitValueData] = []
    private var valueIndex: [TraitValueData: Int32] = [:]
    private var steps = 0
    /// Formula instructions the steps may evaluate, for `maxTreeBuildWork`:
    /// a step costs as much as its undecided rules' conditions, so the
    /// step limit alone would let one rule of 50,000 disjuncts run for 43 s.
    private var work = 0
    /// `code.sizes`, kept as an array the hot loop reads directly.
    private let formulaSizes: [Int]
    /// The undecided rules at the step that exceeded a limit.
    private(set) var overflow: [Int32]?
    /// Whether the step limit (rather than the node limit) was exceeded.
    private(set) var overflowedSteps = false
    /// Whether the overflow was of `maxTreeEntries`.
    private(set) var overflowedEntries = false
    /// Whether the overflow was of `maxTreeBuildWork`.
    private(set) var overflowedWork = false
    /// The undecided rules of each box being built, outermost first, to
    /// name in an overflow found when a node is added.
    private var undecidedStack: [[Int32]] = []

    /// A node as hash-consing sees it. A test's two children and a leaf's
    /// index are stored inline (`first`, `second`); only a choice lists its
    /// children in an array, so most keys allocate nothing.
    private struct NodeKey: Hashable {
        var kind: DecisionTree.NodeKind
        var feature: Feature
        var inclusive: Bool
        var numerator: Double
        var denominator: Double
        var first: Int32
        var second: Int32
        var choices: [Int32] = []
    }

    init(rules: [Rule], limits: Limits, residualLimit: Int = 0) {
        let conditions = rules.map(\.condition.unlabeled)
        space = FeatureSpace(conditions)
        code = FormulaCode(conditions.map { [space] in Formula($0, in: space) })
        formulaSizes = code.sizes
        self.rules = rules
        self.limits = limits
        self.residualLimit = residualLimit
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        ruleKeys = rules.indices.map { _ in
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var readByLayouts = Set<String>()
        for rule in rules {
            for region in rule.regions { region.forEachTrait { readByLayouts.insert($0) } }
        }
        residualEligible = rules.map { rule in
            rule.regions.isEmpty && !rule.traits.contains { readByLayouts.contains($0.name) }
        }
        for rule in rules {
            for assignment in rule.traits where traitIndex[assignment.name] == nil {
                traitIndex[assignment.name] = Int32(traitNames.count)
                traitNames.append(assignment.name)
            }
        }
        for (position, rule) in rules.enumerated() {
            for assignment in rule.traits {
                guard let trait = traitIndex[assignment.name] else { continue }
                ruleAssignments.append(DecisionTree.Assignment(trait: trait, value: intern(assignment.value), rule: Int32(position)))
            }
            ruleAssignmentStarts.append(Int32(ruleAssignments.count))
        }
        winnerScratch = [Int32](repeating: -1, count: traitNames.count)
    }

    /// Rule `rule`'s assignments, as positions in `ruleAssignments`.
    private func assignmentRange(ofRule rule: Int32) -> Range<Int> {
        Int(ruleAssignmentStarts[Int(rule)])..<Int(ruleAssignmentStarts[Int(rule) + 1])
    }

    /// Builds the tree over `box` (the whole space by default), or returns
    /// nil when a limit was exceeded (see `overflow`).
    mutating func build(within box: Box? = nil) -> DecisionTree? {
        let code = self.code
        let root = code.withReader { reader in
            build(box ?? Box(space), undecided: rules.indices.map { Int32($0) }, matched: [], hash: 0, reader)
        }
        guard overflow == nil else { return nil }
        let storage = DecisionTree.Storage(
            nodes: nodes, choices: choices, leaves: leaves, assignments: assignments, matchedRules: matchedRules,
            traitNames: traitNames, values: values, root: root, residualRules: residualRules,
            residualAssignments: residualAssignments, leafTraits: leafTraits, conditions: conditions,
            residualLimit: residualLimit)
        return DecisionTree(storage: storage)
    }

    /// The whole space restricted to environments that can exist (see
    /// ``FeatureSpace/realisticBox()``).
    func realisticBox() -> Box { space.realisticBox() }

    /// `matched` is sorted; `hash` is the XOR of its rules' keys.
    private mutating func build(
        _ box: Box, undecided: [Int32], matched: [Int32], hash: UInt64, _ reader: FormulaCode.Reader
    ) -> Int32 {
        steps += 1
        guard overflow == nil else { return 0 }
        guard steps <= limits.maxTreeBuildSteps else {
            overflow = undecided
            overflowedSteps = true
            return 0
        }
        undecidedStack.append(undecided)
        defer { undecidedStack.removeLast() }
        var stillUndecided: [Int32] = []
        var added: [Int32] = []
        var nowHash = hash
        for rule in undecided {
            work &+= formulaSizes[Int(rule)]
            switch reader.truth(ofFormula: Int(rule), in: box) {
            case .yes:
                added.append(rule)
                nowHash ^= ruleKeys[Int(rule)]
            case .no: continue
            case .unknown: stillUndecided.append(rule)
            }
        }
        guard work <= limits.maxTreeBuildWork else {
            overflow = undecided
            overflowedWork = true
            return 0
        }
        // `undecided` is in ascending order, so `added` is too: merging keeps
        // `nowTrue` sorted without sorting at every leaf.
        let nowTrue = added.isEmpty ? matched : Self.merge(matched, added)
        guard !stillUndecided.isEmpty else { return leaf(nowTrue, residual: [], hash: nowHash) }
        if stillUndecided.count <= residualLimit, stillUndecided.allSatisfy({ residualEligible[Int($0)] }) {
            var residualHash: UInt64 = 0x5851_F42D_4C95_7F2D
            for rule in stillUndecided { residualHash ^= ruleKeys[Int(rule)] &* 0x2545_F491_4F6C_DD1D }
            return leaf(nowTrue, residual: stillUndecided, hash: nowHash ^ residualHash)
        }
        let (slot, cuts) = chooseSplit(box, stillUndecided, reader)
        let feature = FeatureSpace.features[slot]
        if feature.discreteValues != nil {
            return splitDiscrete(box, slot: slot, undecided: stillUndecided, matched: nowTrue, hash: nowHash, reader)
        }
        let cut = cuts[cuts.count / 2]
        var left = box
        left.high[slot] = Int32(cut)
        var right = box
        right.low[slot] = Int32(cut + 1)
        let yes = build(left, undecided: stillUndecided, matched: nowTrue, hash: nowHash, reader)
        let no = build(right, undecided: stillUndecided, matched: nowTrue, hash: nowHash, reader)
        if yes == no { return yes }
        let (threshold, inclusive) = space.cut(after: cut, slot: slot)
        return node(
            NodeKey(
                kind: feature == .aspectRatio ? .ratio : .threshold, feature: feature, inclusive: inclusive,
                numerator: threshold.numerator, denominator: threshold.denominator, first: yes, second: no))
    }

    /// The feature that most undecided atoms test, and its candidate cuts
    /// sorted (empty for a discrete feature).
    private mutating func chooseSplit(
        _ box: Box, _ undecided: [Int32], _ reader: FormulaCode.Reader
    ) -> (slot: Int, cuts: [Int]) {
        // One walk of the formulas: the atoms go to a buffer kept between
        // steps (slot, then the low and high cut, -1 for none).
        var counts = SIMD16<Int32>.zero
        var atoms = atomScratch
        atomScratch = []
        atoms.removeAll(keepingCapacity: true)
        for rule in undecided {
            reader.forEachUndecidedAtom(ofFormula: Int(rule), in: box) { slot, low, high in
                counts[slot] += 1
                atoms.append(SIMD3(Int32(slot), Int32(low ?? -1), Int32(high ?? -1)))
            }
        }
        var best = 0
        for slot in FeatureSpace.features.indices where counts[slot] > counts[best] { best = slot }
        var cuts: [Int] = []
        for atom in atoms where atom.x == Int32(best) {
            if atom.y >= 0 { cuts.append(Int(atom.y)) }
            if atom.z >= 0 { cuts.append(Int(atom.z)) }
        }
        atomScratch = atoms
        cuts.sort()
        var unique: [Int] = []
        unique.reserveCapacity(cuts.count)
        for cut in cuts where unique.last != cut { unique.append(cut) }
        return (best, unique)
    }

    /// Two ascending lists merged into one.
    private static func merge(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    private mutating func splitDiscrete(
        _ box: Box, slot: Int, undecided: [Int32], matched: [Int32], hash: UInt64, _ reader: FormulaCode.Reader
    ) -> Int32 {
        let feature = FeatureSpace.features[slot]
        let count = FeatureSpace.valueCount(feature)
        var children = [Int32](repeating: -1, count: count)
        for value in 0..<count where box.masks[slot] & (1 << UInt32(value)) != 0 {
            var child = box
            child.masks[slot] = 1 << UInt32(value)
            children[value] = build(child, undecided: undecided, matched: matched, hash: hash, reader)
        }
        // Values outside the box never reach this node; share a real child.
        let reachable = children.first { $0 >= 0 } ?? 0
        children = children.map { $0 >= 0 ? $0 : reachable }
        if children.allSatisfy({ $0 == reachable }) { return reachable }
        return node(
            NodeKey(
                kind: .choice, feature: feature, inclusive: false, numerator: 0, denominator: 1, first: 0, second: 0,
                choices: children))
    }

    private mutating func node(_ key: NodeKey) -> Int32 {
        if let existing = nodeIDs[key] { return existing }
        // The node limit is checked as nodes are added (bottom-up), so a
        // finished tree never has more than the limit.
        guard nodes.count < limits.maxTreeNodes else {
            // The innermost box where at least two rules interact.
            if overflow == nil { overflow = undecidedStack.last { $0.count >= 2 } ?? undecidedStack.last ?? [] }
            return 0
        }
        let id = Int32(nodes.count)
        var first = key.first
        var second = key.second
        if key.kind == .choice {
            first = Int32(choices.count)
            second = Int32(key.choices.count)
            choices += key.choices
        }
        nodes.append(
            DecisionTree.Node(
                kind: key.kind, feature: key.feature, inclusive: key.inclusive, numerator: key.numerator,
                denominator: key.denominator, first: first, second: second))
        nodeIDs[key] = id
        return id
    }

    /// A leaf for the rules that hold, merging their traits in cascade
    /// order: a later rule overrides an earlier one trait by trait.
    private mutating func leaf(_ matched: [Int32], residual: [Int32], hash: UInt64) -> Int32 {
        for candidate in leafIDs[hash] ?? [] where holds(candidate, matched: matched, residual: residual) {
            return candidate
        }
        // Every leaf keeps its own lists, so the node limit alone does not
        // bound memory: 100,000 interacting rules make lists of billions of
        // entries, past what the tree's Int32 indices can address.
        let entries = matchedRules.count + assignments.count + residualRules.count + residualAssignments.count + leafTraits.count
        // (Checked before the leaf is added: a tree may pass the limit by one
        // leaf's lists, which are at most a few entries per rule.)
        guard entries <= limits.maxTreeEntries else {
            if overflow == nil { overflow = undecidedStack.last { $0.count >= 2 } ?? undecidedStack.last ?? [] }
            overflowedEntries = true
            return 0
        }
        // The later rule's assignment wins; then every winner in trait order.
        for rule in matched {
            for position in assignmentRange(ofRule: rule) {
                winnerScratch[Int(ruleAssignments[position].trait)] = Int32(position)
            }
        }
        let assignmentStart = Int32(assignments.count)
        var staticTraits: [Int32] = []
        for trait in winnerScratch.indices where winnerScratch[trait] >= 0 {
            assignments.append(ruleAssignments[Int(winnerScratch[trait])])
            if !residual.isEmpty { staticTraits.append(Int32(trait)) }
            winnerScratch[trait] = -1
        }
        let matchedStart = Int32(matchedRules.count)
        matchedRules += matched
        var leaf = DecisionTree.Leaf(
            assignments: assignmentStart..<Int32(assignments.count), matched: matchedStart..<Int32(matchedRules.count))
        if !residual.isEmpty { addResidual(residual, to: &leaf, staticTraits: staticTraits) }
        leaves.append(leaf)
        let id = node(
            NodeKey(
                kind: .leaf, feature: .width, inclusive: false, numerator: 0, denominator: 1,
                first: Int32(leaves.count - 1), second: Int32(leaves.count - 1)))
        leafIDs[hash, default: []].append(id)
        return id
    }

    /// Whether the leaf node `id` has exactly these rule lists.
    private func holds(_ id: Int32, matched: [Int32], residual: [Int32]) -> Bool {
        let leaf = leaves[Int(nodes[Int(id)].first)]
        guard leaf.matched.count == matched.count, leaf.residual.count == residual.count else { return false }
        var position = Int(leaf.matched.lowerBound)
        for rule in matched {
            guard matchedRules[position] == rule else { return false }
            position += 1
        }
        position = Int(leaf.residual.lowerBound)
        for rule in residual {
            guard residualRules[position].rule == rule else { return false }
            position += 1
        }
        return true
    }

    /// The rules a residual leaf tests at run time, with their traits, and
    /// the sorted list of every trait the leaf may set.
    private mutating func addResidual(_ residual: [Int32], to leaf: inout DecisionTree.Leaf, staticTraits: [Int32]) {
        let residualStart = Int32(residualRules.count)
        var traits = Set(staticTraits)
        for rule in residual {
            let condition: Int32
            if let root = conditionRoots[rule] {
                condition = root
            } else {
                condition = conditions.add(rules[Int(rule)].condition.unlabeled)
                conditionRoots[rule] = condition
            }
            let start = Int32(residualAssignments.count)
            for position in assignmentRange(ofRule: rule) {
                residualAssignments.append(ruleAssignments[position])
                traits.insert(ruleAssignments[position].trait)
            }
            residualRules.append(
                DecisionTree.ResidualRule(rule: rule, condition: condition, assignments: start..<Int32(residualAssignments.count)))
        }
        leaf.residual = residualStart..<Int32(residualRules.count)
        let traitsStart = Int32(leafTraits.count)
        leafTraits += traits.sorted()
        leaf.traits = traitsStart..<Int32(leafTraits.count)
    }

    private mutating func intern(_ value: TraitValueData) -> Int32 {
        if let index = valueIndex[value] { return index }
        let index = Int32(values.count)
        values.append(value)
        valueIndex[value] = index
        return index
    }
}
