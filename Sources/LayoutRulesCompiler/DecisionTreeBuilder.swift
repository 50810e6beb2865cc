import LayoutRulesBase
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
///
/// The recursion keeps its state along the path rather than per step, so
/// a step costs what changes at it: a box narrows on one feature, so only
/// the undecided rules that test that feature are evaluated again (the
/// others stay undecided, with the same atoms); the rules that hold are a
/// bit set, and the winner of each trait is updated as rules are added,
/// both undone on the way back up. A leaf then costs its own lists, not a
/// merge of every matched rule's traits.
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
    /// 0, or about how many leaves the tree may have before a box whose
    /// undecided rules are all eligible becomes a scan leaf (see
    /// `DecisionTree.ScanTables`): the budget is halved at every binary
    /// split (divided among a discrete split's values), so the tree stays
    /// balanced and its size bounded, whatever the rules.
    let scanLeaves: Int
    /// The most bytes the leaves' lists may take (`Limits.scanTreeBytes`
    /// while refining, when a scan tree can take over past it).
    let maxListBytes: Int
    /// Whether `maxListBytes` was exceeded.
    private(set) var overflowedListBytes = false
    private var scan = DecisionTree.ScanTables()
    /// Per rule, its assignments' slice of `residualAssignments` once a
    /// residual leaf tests it (empty before): leaves share one copy.
    private var residualAssignmentRanges: [Range<Int32>] = []
    private var nodes: [DecisionTree.Node] = []
    private var choices: [Int32] = []
    /// Inner nodes by `NodeKey.mixedHash`: the latest node with each hash,
    /// and per node the one before it with the same hash (-1: none, and
    /// for every leaf node), compared in full on a hit.
    private var nodeIDs = HashIndex()
    private var previousNodeWithHash: [Int32] = []
    /// Leaves by an order-independent hash of their rule sets: the latest
    /// leaf node with each hash, and per leaf the one before it with the
    /// same hash (-1: none), compared in full on a hit.
    private var leafIDs = HashIndex()
    private var previousLeafWithHash: [Int32] = []
    private var residualRules: [DecisionTree.ResidualRule] = []
    private var residualAssignments: [DecisionTree.Assignment] = []
    private var leafTraits: [Int32] = []
    private var conditions = ConditionCode()
    /// Per rule, its condition's root in `conditions` once a residual leaf
    /// tests it (-1 before).
    private var conditionRoots: [Int32] = []
    /// Each rule's traits as tree assignments, interned once: building a
    /// leaf then hashes nothing. One flat array, rule `r`'s assignments at
    /// `ruleAssignmentStarts[r]..<ruleAssignmentStarts[r + 1]` (nested
    /// arrays cost a retain per rule per leaf). Positions grow with the
    /// rule and with the order within it, so the cascade's winner of a
    /// trait is the largest position that sets it.
    private var ruleAssignments: [DecisionTree.Assignment] = []
    private var ruleAssignmentStarts: [Int32] = [0]

    // The state of the path from the root to the current box.

    /// The rules that hold on the path, one bit each.
    private var matchedWords: UnsafeMutableBufferPointer<UInt64> { path.matchedWords }
    private var matchedCount = 0
    /// The rules added on the path and the winners of its traits (see
    /// `PathState`).
    private var path = PathState(rules: 0, traits: 0, assignments: [], starts: [0], keys: [], cuts: 0, regions: 0)
    /// The undecided rules of every box on the path, each box's list a
    /// slice (of the box above it, re-evaluated) appended after its
    /// parent's, and each rule's atom counts (see `Undecided`).
    private var undecided = Undecided(code: FormulaCode([]), keys: [])
    /// The slices of `undecided` of the boxes being built, outermost
    /// first, to name in an overflow found when a node is added.
    private var undecidedLevels: [Range<Int>] = []

    // The analyses' view, gathered on the way (see `RuleAnalysis`).

    /// Environments that can exist (`realisticBox`): a box that meets it
    /// reaches realistic leaves, the only ones the analyses read.
    let realistic: Box
    /// The idioms the device check knows devices of (as bits of the
    /// idiom's values, realistic ones only): a realistic box with one of
    /// them is one the check can judge (see `RuleAnalysis.judged`).
    private let judgedIdioms: UInt32
    private let idiomSlot = FeatureSpace.slot(.idiom)
    /// Every feature's slot, in the order a split prefers them on a tie
    /// (`FeatureSpace.slots`, held here: a static is checked for its
    /// initialisation at every read).
    private let splitOrder = FeatureSpace.slots
    /// What the analyses learn on the way, and the summaries per depth
    /// (see `AnalysisState`).
    private var state = AnalysisState(rules: 0, traits: 0)
    /// What the analyses learnt (read after `build`).
    var analysis: RuleAnalysis { state.analysis }
    /// Whether a realistic environment reaches each leaf.
    private(set) var realisticLeaves: [Bool] = []

    /// Rules with a `layout` block, one bit each (empty without any).
    private let layoutRuleWords: [UInt64]
    /// The distinct lists of layout rules that hold at a leaf (ascending),
    /// and each leaf's list: what the layout compiler merges, without
    /// reading every leaf's matched rules.
    private(set) var layoutRuleSets: [[Int32]] = []
    private(set) var layoutRuleSetOfLeaf: [Int32] = []
    /// The layout rules that hold on the path: the XOR of their keys and
    /// their count, kept by `add` and `undo`, so a leaf finds its list
    /// without gathering and hashing an array.
    private var layoutHash: UInt64 = 0
    private var layoutCount = 0
    /// Lists by `layoutHash`: the latest list with each hash, and per list
    /// the one before it with the same hash (-1: none), compared in full.
    private var layoutRuleSetIDs = HashIndex()
    private var previousLayoutRuleSetWithHash: [Int32] = []

    private var leaves: [DecisionTree.Leaf] = []
    private var assignments: [DecisionTree.Assignment] = []
    private var matchedWordStore: [UInt64] = []
    private var traitIndex: [String: Int32] = [:]
    private var traitNames: [String] = []
    private var values: [TraitValueData] = []
    private var valueIndex: [TraitValueData: Int32] = [:]
    private var steps = 0
    /// Formula instructions the steps may evaluate, for `maxTreeBuildWork`:
    /// a step costs as much as the conditions it evaluates, so the step
    /// limit alone would let one rule of 50,000 disjuncts run for 43 s.
    private var work = 0
    /// The undecided rules at the step that exceeded a limit.
    private(set) var overflow: [Int32]?
    /// Whether the step limit (rather than the node limit) was exceeded.
    private(set) var overflowedSteps = false
    /// Whether the overflow was of `maxTreeEntries`.
    private(set) var overflowedEntries = false
    /// Whether the overflow was of `maxTreeBuildWork`.
    private(set) var overflowedWork = false

    /// The rules that hold on the path in the order they were added, and the
    /// winner of each trait among them, with the log that undoes each change
    /// on the way back up: in memory the builder owns, at most as large as
    /// one path can make it, since `add` and `undo` run for every rule that
    /// becomes true on every path (690,000 times for 1,000 random rules),
    /// and held in arrays every write checked that the array was unique.
    private final class PathState {
        /// The rules that hold on the path, one bit each.
        let matchedWords: UnsafeMutableBufferPointer<UInt64>
        /// The rules that hold on the path, in the order they were added
        /// (`matchedCount` of them).
        let addedRules: OwnedBuffer<Int32>
        /// Per trait, the position in `ruleAssignments` of the winning
        /// assignment among the rules that hold (-1: none).
        let winners: OwnedBuffer<Int32>
        /// The traits with a winner, in the order they got one.
        let setTraits: OwnedBuffer<Int32>
        var setTraitCount = 0
        /// The same traits, one bit each: a leaf lists its winners in trait
        /// order by reading the words in order, where sorting the list cost
        /// more than the rest of the leaf.
        let setTraitWords: UnsafeMutablePointer<UInt64>
        /// `setTraitWords`'s length, and room for as many words more: a
        /// residual leaf's traits are gathered there as bits.
        let traitWordCount: Int
        let leafTraitWords: UnsafeMutablePointer<UInt64>
        /// Room for a leaf's winners, appended to the tree's list at once.
        let leafAssignments: OwnedBuffer<DecisionTree.Assignment>
        /// (trait, previous winner) for every change to `winners`.
        let undoTraits: OwnedBuffer<Int32>
        let undoPrevious: OwnedBuffer<Int32>
        var undoCount = 0
        /// The cut candidates of one split (see `FormulaCode.Cuts`): a step
        /// gathers them and takes their median before it recurses, so every
        /// step uses the same buffer.
        let cuts: OwnedBuffer<Int32>
        /// A bit per region of a feature, to find the median of the cuts.
        let cutWords: OwnedBuffer<UInt64>
        /// The trait of each of `ruleAssignments`, and where each rule's
        /// begin (`ruleAssignmentStarts`): what `add` and the overrider
        /// summaries read for every rule that becomes true, without an
        /// array's bounds checks.
        let assignmentTraits: OwnedBuffer<Int32>
        let assignmentStarts: OwnedBuffer<Int32>
        /// A random 64-bit key per rule: a set's hash is the XOR of its keys,
        /// updated in O(1) as rules become true on the way down.
        let ruleKeys: OwnedBuffer<UInt64>

        /// A rule is added at most once on a path, so the log holds at most
        /// one entry per assignment.
        init(
            rules: Int, traits: Int, assignments: [DecisionTree.Assignment], starts: [Int32], keys: [UInt64],
            cuts: Int, regions: Int
        ) {
            ruleKeys = OwnedBuffer(copying: keys)
            assignmentTraits = OwnedBuffer<Int32>(copying: assignments.map(\.trait))
            assignmentStarts = OwnedBuffer(copying: starts)
            let assignments = assignments.count
            addedRules = OwnedBuffer(uninitializedCount: rules)
            winners = OwnedBuffer(repeating: -1, count: traits)
            setTraits = OwnedBuffer(uninitializedCount: traits)
            traitWordCount = (traits + 63) / 64
            setTraitWords = .allocate(capacity: max(traitWordCount, 1))
            setTraitWords.initialize(repeating: 0, count: max(traitWordCount, 1))
            leafTraitWords = .allocate(capacity: max(traitWordCount, 1))
            leafTraitWords.initialize(repeating: 0, count: max(traitWordCount, 1))
            leafAssignments = OwnedBuffer(uninitializedCount: traits)
            undoTraits = OwnedBuffer(uninitializedCount: assignments)
            undoPrevious = OwnedBuffer(uninitializedCount: assignments)
            self.cuts = OwnedBuffer(uninitializedCount: cuts)
            cutWords = OwnedBuffer(uninitializedCount: regions / 64 + 1)
            matchedWords = .allocate(capacity: (rules + 63) / 64)
            matchedWords.initialize(repeating: 0)
        }

        /// The traits with a winner, in the order they got one.
        var traitsSet: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(setTraits.slice(0..<setTraitCount)) }

        deinit {
            setTraitWords.deallocate()
            leafTraitWords.deallocate()
            matchedWords.deallocate()
        }
    }

    /// A node as hash-consing sees it. A test's two children and a leaf's
    /// index are stored inline (`first`, `second`); only a choice lists its
    /// children in an array, so most keys allocate nothing.
    private struct NodeKey {
        var kind: DecisionTree.NodeKind
        var feature: Feature
        var inclusive: Bool
        var numerator: Double
        var denominator: Double
        var first: Int32
        var second: Int32
        var choices: [Int32] = []

        /// The fields (and a choice's children) mixed into one word, for
        /// `HashIndex`: hash-consing looks up every inner node the builder
        /// makes. (+ 0.0 makes -0.0 and 0.0, which are equal, hash alike.)
        var mixedHash: UInt64 {
            var word = UInt64(UInt32(bitPattern: first)) | UInt64(UInt32(bitPattern: second)) << 32
            word ^= (numerator + 0.0).bitPattern &* 0x9E37_79B9_7F4A_7C15
            word ^= ((denominator + 0.0).bitPattern ^ UInt64(kind.rawValue) << 8 ^ (inclusive ? 1 : 0)) &* 0xBF58_476D_1CE4_E5B9
            for child in choices { word = (word ^ UInt64(UInt32(bitPattern: child))) &* 0x94D0_49BB_1331_11EB }
            word ^= word >> 31
            return word &* 0xD6E8_FEB8_6659_FD93 ^ (word >> 29)
        }

        /// Whether `node` is this key's node (a choice's children at
        /// `node.first` in `choices`).
        func matches(_ node: DecisionTree.Node, choices stored: [Int32]) -> Bool {
            guard node.kind == kind, node.numerator == numerator, node.denominator == denominator,
                node.inclusive == inclusive, node.feature == feature
            else { return false }
            guard kind == .choice else { return node.first == first && node.second == second }
            guard Int(node.second) == choices.count else { return false }
            return stored[Int(node.first)..<Int(node.first + node.second)].elementsEqual(choices)
        }
    }

    /// `judgedIdioms`: the idioms of the devices the device check knows,
    /// one bit per value of the idiom feature (none without the check).
    init(
        rules: [Rule], limits: Limits, residualLimit: Int = 0, scanLeaves: Int = 0, maxListBytes: Int = .max,
        judgedIdioms: UInt32 = 0
    ) {
        let conditions = rules.map(\.condition.unlabeled)
        space = FeatureSpace(conditions)
        code = FormulaCode(conditions.map { [space] in Formula($0, in: space).simplified() })
        self.rules = rules
        self.limits = limits
        self.residualLimit = residualLimit
        self.scanLeaves = scanLeaves
        self.maxListBytes = maxListBytes
        // A random 64-bit key per rule (`PathState.ruleKeys`).
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let ruleKeys = rules.indices.map { _ -> UInt64 in
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
        realistic = Self.realisticBox(space)
        self.judgedIdioms = judgedIdioms & realistic[mask: FeatureSpace.slot(.idiom)]
        var layoutWords = [UInt64](repeating: 0, count: (rules.count + 63) / 64)
        for (index, rule) in rules.enumerated() where !rule.regions.isEmpty { layoutWords[index >> 6] |= 1 << UInt64(index & 63) }
        layoutRuleWords = layoutWords.contains { $0 != 0 } ? layoutWords : []
        // Traits numbered in order of first appearance, each name looked
        // up once per setting.
        for position in rules.indices {
            for assignment in rules[position].traits {
                let trait: Int32
                if let known = traitIndex[assignment.name] {
                    trait = known
                } else {
                    trait = Int32(traitNames.count)
                    traitIndex[assignment.name] = trait
                    traitNames.append(assignment.name)
                }
                ruleAssignments.append(DecisionTree.Assignment(trait: trait, value: intern(assignment.value), rule: Int32(position)))
            }
            ruleAssignmentStarts.append(Int32(ruleAssignments.count))
        }
        path = PathState(
            rules: rules.count, traits: traitNames.count, assignments: ruleAssignments, starts: ruleAssignmentStarts,
            keys: ruleKeys, cuts: code.maxCuts,
            regions: FeatureSpace.slots.filter { !FeatureSpace.isDiscrete(slot: $0) }.map { space.regionCount($0) }.max() ?? 0)
        state = AnalysisState(rules: rules.count, traits: traitNames.count)
        undecided = Undecided(code: code, keys: ruleKeys)
        conditionRoots = [Int32](repeating: -1, count: rules.count)
        residualAssignmentRanges = [Range<Int32>](repeating: 0..<0, count: rules.count)
        if scanLeaves > 0 {
            let space = self.space
            scan.slotFeatures = (0..<FeatureSpace.slotCount).map { FeatureSpace.feature(atSlot: $0) }
            scan.numerators = (0..<FeatureSpace.lanes).map { slot in space.thresholds[slot].map(\.numerator) }
            scan.denominators = (0..<FeatureSpace.lanes).map { slot in space.thresholds[slot].map(\.denominator) }
            scan.valueCounts = (FeatureSpace.lanes..<FeatureSpace.slotCount).map { slot in
                Int32(FeatureSpace.valueCount(FeatureSpace.feature(atSlot: slot)))
            }
        }
    }

    /// Rule `rule`'s assignments, as positions in `ruleAssignments`.
    private func assignmentRange(ofRule rule: Int32) -> Range<Int> {
        Int(ruleAssignmentStarts[Int(rule)])..<Int(ruleAssignmentStarts[Int(rule) + 1])
    }

    /// Builds the tree over `box` (the whole space by default), or returns
    /// nil when a limit was exceeded (see `overflow`).
    mutating func build(within box: Box? = nil) -> DecisionTree? {
        let code = self.code
        undecided.count = 0
        undecided.reserve(rules.count)
        for rule in rules.indices {
            undecided.rules[rule] = Int32(rule)
            undecided.slotMasks[rule] = .max
        }
        undecided.count = rules.count
        // (The stack is passed down the recursion, not read from `self`:
        // `self` changes on the way, so a local copy of the reference was
        // retained and released, two atomic operations, at every step.)
        let stack = undecided
        let root = code.withReader { reader in
            let box = box ?? Box(space)
            return build(
                box, undecided: 0..<rules.count, split: -1, hash: 0, counts: .zero, depth: 0,
                share: scanLeaves > 0 ? Double(scanLeaves) : .infinity, reachable: meetsRealistic(box), reader, stack)
        }
        guard overflow == nil else { return nil }
        let storage = DecisionTree.Storage(
            nodes: nodes, choices: choices, leaves: leaves, assignments: assignments, matchedWords: matchedWordStore,
            traitNames: traitNames, values: values, root: root, residualRules: residualRules,
            residualAssignments: residualAssignments, leafTraits: leafTraits, conditions: conditions, scan: scan,
            // A tree allowed residual lists that needed none is the exact
            // tree, and says so; one with scan leaves gives its longest list.
            residualLimit: leaves.contains { !$0.residual.isEmpty }
                ? max(residualLimit, leaves.lazy.map(\.residual.count).max() ?? 0) : 0,
            validate: limits.validatesCompiledCode)
        return DecisionTree(storage: storage)
    }

    /// The whole space restricted to environments that can exist (see
    /// ``FeatureSpace/realisticBox()``).
    static func realisticBox(_ space: FeatureSpace) -> Box { space.realisticBox() }

    /// Builds the subtree of `box`. `undecided` (a slice of
    /// `self.undecided`, ascending) are the rules undecided on the box
    /// above, which differs from this one only in `split` (-1 at the root:
    /// every rule is evaluated); `hash` is the XOR of the keys of the rules
    /// that hold on the path, and `counts` the undecided atoms per slot of
    /// `undecided`.
    private mutating func build(
        _ box: Box, undecided: Range<Int>, split: Int, hash: UInt64, counts: SlotTotals, depth: Int, share: Double,
        reachable aboveReachable: Bool, _ reader: FormulaCode.Reader, _ stack: Undecided
    ) -> Int32 {
        steps += 1
        guard overflow == nil else { return 0 }
        guard steps <= limits.maxTreeBuildSteps else {
            overflow = Array(self.undecided.slice(undecided))
            overflowedSteps = true
            return 0
        }
        undecidedLevels.append(undecided)
        defer { undecidedLevels.removeLast() }
        // Only the split feature narrowed since the box above.
        let reachable = aboveReachable && (split < 0 || meetsRealistic(box, slot: split))
        // Whether the box also meets the idioms the device check knows: a
        // rule that holds here holds at a leaf such an environment reaches.
        let judging = reachable && box[mask: idiomSlot] & judgedIdioms != 0
        if reachable { state.reserve(depth: depth) }
        // Room for every rule of the box above, so the loop appends with
        // plain stores.
        stack.reserve(undecided.count)
        let start = stack.count
        let winnerMark = path.undoCount
        let countMark = stack.undoCount
        let matchedBefore = matchedCount
        var nowHash = hash
        var totals = counts
        // The cuts on the split feature of the rules evaluated again: every
        // undecided atom on it, since the other rules do not test it.
        var cuts = FormulaCode.Cuts(base: path.cuts.base, capacity: path.cuts.count)
        let (end, stepWork) = evaluate(
            undecided, on: box, split: split, reachable: reachable, judging: judging, hash: &nowHash, totals: &totals,
            cuts: &cuts, reader, stack)
        stack.count = end
        work &+= stepWork
        defer {
            stack.count = start
            undo(winnersTo: winnerMark, matchedSince: matchedBefore)
            stack.restoreCounts(to: countMark)
        }
        guard work <= limits.maxTreeBuildWork else {
            overflow = Array(stack.slice(undecided))
            overflowedWork = true
            return 0
        }
        let stillUndecided = start..<end
        guard !stillUndecided.isEmpty else {
            let id = leaf(residual: stillUndecided, hash: nowHash)
            if reachable {
                recordLeaf(id, depth: depth, residual: stillUndecided, addedSince: matchedBefore, judging: judging)
            }
            return id
        }
        if stillUndecided.count <= residualLimit,
            stack.slice(stillUndecided).allSatisfy({ residualEligible[Int($0)] })
        {
            var residualHash: UInt64 = 0x5851_F42D_4C95_7F2D
            for rule in stack.slice(stillUndecided) { residualHash ^= path.ruleKeys[Int(rule)] &* 0x2545_F491_4F6C_DD1D }
            let id = leaf(residual: stillUndecided, hash: nowHash ^ residualHash)
            if reachable {
                recordLeaf(id, depth: depth, residual: stillUndecided, addedSince: matchedBefore, judging: judging)
            }
            return id
        }
        if share <= 1, stack.slice(stillUndecided).allSatisfy({ residualEligible[Int($0)] }),
            let cells = cellFields(box, undecided: stillUndecided, stack)
        {
            var scanHash: UInt64 = 0x7A3C_1E5B_9D24_F681
            for rule in stack.slice(stillUndecided) { scanHash ^= path.ruleKeys[Int(rule)] &* 0x2545_F491_4F6C_DD1D }
            for field in cells {
                scanHash = (scanHash ^ UInt64(UInt32(bitPattern: field.slot)) << 32 ^ UInt64(UInt32(bitPattern: field.base)))
                    &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(field.bits)
            }
            let id = leaf(residual: stillUndecided, hash: nowHash ^ scanHash, cells: cells)
            if reachable {
                recordLeaf(id, depth: depth, residual: stillUndecided, addedSince: matchedBefore, judging: judging)
            }
            return id
        }
        // The feature most undecided atoms test (the first in the table on
        // a tie: the slots' order would change trees when slots change).
        let most = totals.largest
        var order = 0
        while totals[splitOrder[order]] != most { order += 1 }
        let slot = splitOrder[order]
        let feature = FeatureSpace.features[order]
        if FeatureSpace.isDiscrete(slot: slot) {
            let id = splitDiscrete(
                box, slot: slot, feature: feature, undecided: stillUndecided, hash: nowHash, counts: totals, depth: depth,
                share: share, reachable: reachable, reader, stack)
            if reachable { recordOverriders(depth: depth, addedSince: matchedBefore) }
            return id
        }
        if slot != split {
            cuts.count = 0
            collectCuts(box, slot: slot, undecided: stillUndecided, into: &cuts, reader, stack)
        }
        // (Taken before the recursion, which reuses the buffer.)
        let cut = Int(Self.median(distinct: cuts, from: box.low[slot], to: box.high[slot], words: path.cutWords.base))
        var left = box
        left.high[slot] = Int32(cut)
        var right = box
        right.low[slot] = Int32(cut + 1)
        let yes = build(
            left, undecided: stillUndecided, split: slot, hash: nowHash, counts: totals, depth: depth + 1, share: share / 2,
            reachable: reachable, reader, stack)
        if reachable { mergeSummary(from: depth + 1, into: depth) }
        let no = build(
            right, undecided: stillUndecided, split: slot, hash: nowHash, counts: totals, depth: depth + 1, share: share / 2,
            reachable: reachable, reader, stack)
        if reachable {
            mergeSummary(from: depth + 1, into: depth)
            recordOverriders(depth: depth, addedSince: matchedBefore)
        }
        if yes == no { return yes }
        let (threshold, inclusive) = space.cut(after: cut, slot: slot)
        return node(
            NodeKey(
                kind: feature == .aspectRatio ? .ratio : .threshold, feature: feature, inclusive: inclusive,
                numerator: threshold.numerator, denominator: threshold.denominator, first: yes, second: no))
    }

    /// The step's loop: evaluates again each rule of `undecided` (the box
    /// above's) that tests the split feature, adds those that now hold,
    /// appends those still undecided (and the others) to the stack, and
    /// updates `hash` and `totals`. Returns the stack's new end and the
    /// formula sizes evaluated.
    ///
    /// In passes, so that whether a rule tests the split feature, which
    /// follows no pattern the processor can predict, is never a branch:
    /// every rule is copied onto the stack and the places of those to
    /// evaluate listed; then those are evaluated; then the decided ones
    /// are taken out of the stack, which keeps its order.
    ///
    /// A function of its own: inside `build`, a function too large for the
    /// optimiser to inline the evaluation into, every evaluation was a call.
    @inline(never)
    private mutating func evaluate(
        _ undecided: Range<Int>, on box: Box, split: Int, reachable: Bool, judging: Bool, hash: inout UInt64,
        totals: inout SlotTotals, cuts: inout FormulaCode.Cuts, _ reader: FormulaCode.Reader, _ stack: Undecided
    ) -> (end: Int, work: Int) {
        let stackRules = stack.rules
        let slotMasks = stack.slotMasks
        let places = stack.places
        // At the root (`split` -1) every rule is evaluated.
        let splitBit = split < 0 ? UInt32.max : UInt32(1) << UInt32(split & 31)
        let records = stack.records
        // The root's offset in a record, from the layout Swift chose (not
        // assumed first), read once per step.
        let rootOffset = Undecided.rootOffset
        // A rule with no undecided test of the feature just split on is as
        // undecided here as above, with the same atoms: a test decided on a
        // box keeps its answer on every box inside it, and only the split
        // feature narrowed.
        let start = stack.count
        var end = start
        var listed = 0
        for position in undecided {
            let slots = slotMasks[position]
            stackRules[end] = stackRules[position]
            slotMasks[end] = slots
            // (No wrap: `end` is below the stack's capacity, which `reserve`
            // checks is within `Int32`.)
            places[listed] = Int32(truncatingIfNeeded: end)
            listed &+= slots & splitBit != 0 ? 1 : 0
            end &+= 1
        }
        var stepWork = 0
        var decided = 0
        var changes = SlotTotals.Changes()
        for index in 0..<listed {
            let place = Int(places[index])
            let rule = stackRules[place]
            let record = records + Int(rule)
            stepWork &+= Int(record.pointee.size)
            var now = SIMD32<UInt8>.zero
            let truth = reader.truth(
                ofRoot: (UnsafeRawPointer(record) + rootOffset).assumingMemoryBound(to: FormulaCode.Instruction.self), in: box,
                counts: &now, cutSlot: split, cuts: &cuts)
            // (Loaded after the evaluation: held across it, the vector was
            // spilled to the stack and reloaded.)
            let stored = record.pointee.counts
            switch truth {
            case .yes:
                add(rule)
                if reachable { state.matched[Int(rule)] = true }
                if judging { state.judged[Int(rule)] = true }
                hash ^= record.pointee.key
                changes.subtract(stored, settlingInto: &totals)
                stackRules[place] = -1
                decided &+= 1
            case .no:
                changes.subtract(stored, settlingInto: &totals)
                stackRules[place] = -1
                decided &+= 1
            case .unknown:
                // (Lane-wise: `!=` on SIMD vectors compares lane by lane in a
                // loop.) Unchanged counts keep the slot mask copied from the
                // box above, which was made from them.
                if any(now .!= stored) {
                    stack.saveCounts(of: rule)
                    record.pointee.counts = now
                    changes.replace(stored, with: now, settlingInto: &totals)
                    slotMasks[place] = Undecided.slotMask(now)
                }
            }
        }
        changes.settle(into: &totals)
        guard decided > 0 else { return (end, stepWork) }
        // The decided rules out, from the first of them on.
        var kept = Int(places[0])
        for place in kept..<end {
            let rule = stackRules[place]
            stackRules[kept] = rule
            slotMasks[kept] = slotMasks[place]
            // (1 for a kept rule, 0 for -1, in arithmetic: a comparison
            // here was compiled to a branch.)
            kept &+= 1 &+ Int(rule >> 31)
        }
        return (kept, stepWork)
    }

    // MARK: The analyses' view

    /// Whether `box` holds an environment that can exist.
    private func meetsRealistic(_ box: Box) -> Bool {
        FeatureSpace.slots.allSatisfy { meetsRealistic(box, slot: $0) }
    }

    /// Whether `box` meets the realistic box on one feature.
    private func meetsRealistic(_ box: Box, slot: Int) -> Bool {
        FeatureSpace.isDiscrete(slot: slot)
            ? box[mask: slot] & realistic[mask: slot] != 0
            : max(box.low[slot], realistic.low[slot]) <= min(box.high[slot], realistic.high[slot])
    }

    /// A realistic leaf: its winners win, its run-time rules may hold and
    /// win (assumed, so no warning is ever false), and its winners go into
    /// the summary of the box at `depth`. `judging`: the leaf's box meets
    /// the idioms the device check knows.
    private mutating func recordLeaf(_ id: Int32, depth: Int, residual: Range<Int>, addedSince mark: Int, judging: Bool) {
        if overflow == nil { realisticLeaves[Int(nodes[Int(id)].first)] = true }
        let state = self.state
        for rule in undecided.slice(residual) {
            state.matched[Int(rule)] = true
            state.won[Int(rule)] = true
            if judging { state.judged[Int(rule)] = true }
        }
        let summary = state.summary(depth: depth)
        let traits = state.summaryTraits(depth: depth)
        var count = Int(state.summaryTraitCounts[depth])
        for trait in path.traitsSet {
            let rule = ruleAssignments[Int(path.winners[Int(trait)])].rule
            state.won[Int(rule)] = true
            summary[3 * Int(trait)] = rule
            traits[count] = trait
            count += 1
        }
        state.summaryTraitCounts[depth] = Int32(count)
        recordOverriders(depth: depth, addedSince: mark)
    }

    /// Folds the summary at `child` into the one at `parent` and clears it.
    ///
    /// (This and the other helpers the recursion calls are `mutating`
    /// although some only read: a non-mutating call from a mutating method
    /// copies the whole builder, 835 bytes, to pass it as `self`.)
    private mutating func mergeSummary(from child: Int, into parent: Int) {
        let state = self.state
        guard child < state.depths, state.summaryTraitCounts[child] != 0 else { return }
        // Into an empty summary (always so for the first child of a split)
        // the child's is taken whole, by swapping the two depths' storage.
        guard state.summaryTraitCounts[parent] != 0 else {
            state.swapSummaries(child, parent)
            return
        }
        let from = state.summary(depth: child)
        let into = state.summary(depth: parent)
        let parentTraits = state.summaryTraits(depth: parent)
        var parentCount = Int(state.summaryTraitCounts[parent])
        for trait in UnsafeBufferPointer(start: state.summaryTraits(depth: child), count: Int(state.summaryTraitCounts[child])) {
            let offset = 3 * Int(trait)
            if into[offset] == Int32.max {
                parentTraits[parentCount] = trait
                parentCount += 1
            }
            for index in offset..<(offset + 3) {
                let rule = from[index]
                guard rule != Int32.max else { break }
                from[index] = Int32.max
                Self.keepSmallest(rule, in: into + offset, empty: Int32.max)
            }
        }
        state.summaryTraitCounts[parent] = Int32(parentCount)
        state.summaryTraitCounts[child] = 0
    }

    /// The rules that became true at this box hold at every leaf below it:
    /// whoever wins their traits there overrides them (a rule that wins
    /// somewhere is not warned about, so its own wins do no harm).
    private mutating func recordOverriders(depth: Int, addedSince mark: Int) {
        let state = self.state
        let path = self.path
        let summary = state.summary(depth: depth)
        var index = mark
        while index < matchedCount {
            let rule = path.addedRules[index]
            index += 1
            guard !state.won[Int(rule)] else { continue }
            let overriders = state.overriders.slice((3 * Int(rule))..<(3 * Int(rule) + 3)).baseAddress.unsafelyUnwrapped
            var position = Int(path.assignmentStarts[Int(rule)])
            let end = Int(path.assignmentStarts[Int(rule) + 1])
            while position < end {
                let slot = 3 * Int(path.assignmentTraits[position])
                position += 1
                // The winners are listed in ascending order: when the
                // rule's list is full and the first is past its last, none
                // of them is among its three earliest (most calls end here).
                if overriders[2] != -1, summary[slot] > overriders[2] { continue }
                for offset in 0..<3 {
                    let winner = summary[slot + offset]
                    guard winner != Int32.max else { break }
                    guard winner != rule else { continue }
                    Self.keepSmallest(winner, in: overriders, empty: -1)
                }
            }
        }
    }

    /// Inserts `value` into the sorted three-slot list at `slots` (`empty`
    /// marks an unused slot) if it is new and among the three smallest.
    @inline(__always)
    private static func keepSmallest(_ value: Int32, in slots: UnsafeMutablePointer<Int32>, empty: Int32) {
        var carried = value
        for slot in 0..<3 {
            let current = slots[slot]
            if current == carried { return }
            if current == empty {
                slots[slot] = carried
                return
            }
            if carried < current {
                slots[slot] = carried
                carried = current
            }
        }
    }

    /// Rule `rule` holds from here down: its bit, and its traits where it
    /// wins them (a later rule, or a later setting in the same rule, wins).
    @inline(__always)
    private mutating func add(_ rule: Int32) {
        let path = self.path
        path.matchedWords[Int(rule) >> 6] |= 1 << UInt64(rule & 63)
        path.addedRules[matchedCount] = rule
        matchedCount += 1
        if isLayoutRule(rule) {
            layoutHash ^= path.ruleKeys[Int(rule)]
            layoutCount += 1
        }
        // (Most assignments lose: a rule that becomes true deep in the
        // tree is mostly overridden by rules that held further up.)
        var position = path.assignmentStarts[Int(rule)]
        let end = path.assignmentStarts[Int(rule) + 1]
        while position < end {
            let trait = path.assignmentTraits[Int(position)]
            let previous = path.winners[Int(trait)]
            if previous < position {
                path.undoTraits[path.undoCount] = trait
                path.undoPrevious[path.undoCount] = previous
                path.undoCount += 1
                path.winners[Int(trait)] = position
                if previous < 0 {
                    path.setTraits[path.setTraitCount] = trait
                    path.setTraitCount += 1
                    path.setTraitWords[Int(trait) >> 6] |= 1 << UInt64(trait & 63)
                }
            }
            position += 1
        }
    }

    /// Takes back the `add`s made since the marks.
    private mutating func undo(winnersTo mark: Int, matchedSince matchedMark: Int) {
        let path = self.path
        while path.undoCount > mark {
            path.undoCount -= 1
            let previous = path.undoPrevious[path.undoCount]
            let trait = path.undoTraits[path.undoCount]
            if previous < 0 {
                path.setTraitCount -= 1
                path.setTraitWords[Int(trait) >> 6] &= ~(1 << UInt64(trait & 63))
            }
            path.winners[Int(trait)] = previous
        }
        while matchedCount > matchedMark {
            matchedCount -= 1
            let rule = path.addedRules[matchedCount]
            path.matchedWords[Int(rule) >> 6] &= ~(1 << UInt64(rule & 63))
            if isLayoutRule(rule) {
                layoutHash ^= path.ruleKeys[Int(rule)]
                layoutCount -= 1
            }
        }
    }

    /// The cuts that the undecided atoms on `slot` propose (each
    /// interval's boundaries inside the box).
    private mutating func collectCuts(
        _ box: Box, slot: Int, undecided: Range<Int>, into cuts: inout FormulaCode.Cuts, _ reader: FormulaCode.Reader,
        _ stack: Undecided
    ) {
        let (rules, slotMasks, records) = (stack.rules, stack.slotMasks, stack.records)
        let bit = UInt32(1) << UInt32(slot & 31)
        for position in undecided {
            guard slotMasks[position] & bit != 0 else { continue }
            reader.collectCuts(ofRoot: records[Int(rules[position])].root, in: box, slot: slot, cuts: &cuts)
        }
    }

    /// The median of the distinct values of `cuts`, which lie in
    /// `low..<high` (a cut is a region boundary inside the box), as the
    /// middle one of them in ascending order.
    ///
    /// The values are marked in a bit set over the box's regions, which
    /// costs a pass over them and a word per 64 regions; sorting them cost a
    /// sixth of the tree's build on 10,000 rules, where a split has
    /// thousands of candidates.
    private static func median(
        distinct cuts: borrowing FormulaCode.Cuts, from low: Int32, to high: Int32, words: UnsafeMutablePointer<UInt64>
    ) -> Int32 {
        let span = Int(high) - Int(low)
        let wordCount = (span + 63) / 64
        words.update(repeating: 0, count: wordCount)
        for index in 0..<cuts.count {
            let offset = Int(cuts.base[index]) - Int(low)
            guard offset >= 0, offset < span else { continue }
            words[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        var unique = 0
        for index in 0..<wordCount { unique += words[index].nonzeroBitCount }
        var rank = unique / 2
        for index in 0..<wordCount {
            var word = words[index]
            let count = word.nonzeroBitCount
            guard rank < count else {
                rank -= count
                continue
            }
            for _ in 0..<rank { word &= word - 1 }
            return low + Int32(index * 64 + word.trailingZeroBitCount)
        }
        return low
    }

    private mutating func splitDiscrete(
        _ box: Box, slot: Int, feature: Feature, undecided: Range<Int>, hash: UInt64, counts: SlotTotals, depth: Int,
        share: Double, reachable: Bool, _ reader: FormulaCode.Reader, _ stack: Undecided
    ) -> Int32 {
        let count = FeatureSpace.valueCount(feature)
        let childShare = share / Double(max(1, box[mask: slot].nonzeroBitCount))
        var children = [Int32](repeating: -1, count: count)
        for value in 0..<count where box[mask: slot] & (1 << UInt32(value)) != 0 {
            var child = box
            child[mask: slot] = 1 << UInt32(value)
            children[value] = build(
                child, undecided: undecided, split: slot, hash: hash, counts: counts, depth: depth + 1, share: childShare,
                reachable: reachable, reader, stack)
            mergeSummary(from: depth + 1, into: depth)
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
        let hash = key.mixedHash
        var candidate = nodeIDs[hash] ?? -1
        while candidate >= 0 {
            if key.matches(nodes[Int(candidate)], choices: choices) { return candidate }
            candidate = previousNodeWithHash[Int(candidate)]
        }
        // The node limit is checked as nodes are added (bottom-up), so a
        // finished tree never has more than the limit.
        guard nodes.count < limits.maxTreeNodes else {
            // The innermost box where at least two rules interact.
            if overflow == nil { overflow = innermostInteraction() }
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
        previousNodeWithHash.append(nodeIDs.replace(hash, with: id) ?? -1)
        return id
    }

    /// A leaf for the rules that hold on the path, with the cascade's
    /// winner of each trait; `residual` (a slice of `undecided`) are
    /// the rules it tests at run time.
    private mutating func leaf(residual: Range<Int>, hash: UInt64, cells: [DecisionTree.CellField] = []) -> Int32 {
        var candidate = leafIDs[hash] ?? -1
        while candidate >= 0 {
            if holds(candidate, residual: residual, cells: cells) { return candidate }
            candidate = previousLeafWithHash[Int(nodes[Int(candidate)].first)]
        }
        // Every leaf keeps its own lists, so the node limit alone does not
        // bound memory: 100,000 interacting rules make lists of billions of
        // entries, past what the tree's Int32 indices can address.
        // (A bit word counts as two entries: it takes the memory of two
        // entries of the other lists, which hold 32-bit numbers.)
        let entries =
            2 * matchedWordStore.count + assignments.count + residualRules.count + residualAssignments.count + leafTraits.count
            + scan.residualPositions.count + 2 * scan.traitResiduals.count
        // (Checked before the leaf is added: a tree may pass the limit by one
        // leaf's lists, which are at most a few entries per rule.)
        guard entries <= limits.maxTreeEntries else {
            if overflow == nil { overflow = innermostInteraction() }
            overflowedEntries = true
            return 0
        }
        // The same lists in bytes, for a budget a scan tree can take over
        // from: an assignment takes three times a rule number's bytes.
        let listBytes =
            8 * matchedWordStore.count + 12 * assignments.count + 16 * residualRules.count + 12 * residualAssignments.count
            + 4 * leafTraits.count + 4 * scan.residualPositions.count + 8 * scan.traitResiduals.count
        guard listBytes <= maxListBytes else {
            if overflow == nil { overflow = innermostInteraction() }
            overflowedListBytes = true
            return 0
        }
        // Every winner, in trait order.
        let assignmentStart = Int32(assignments.count)
        let path = self.path
        var winnerCount = 0
        ruleAssignments.withUnsafeBufferPointer { ruleAssignments in
            for word in 0..<path.traitWordCount {
                var bits = path.setTraitWords[word]
                while bits != 0 {
                    let trait = word << 6 | bits.trailingZeroBitCount
                    path.leafAssignments[winnerCount] = ruleAssignments[Int(path.winners[trait])]
                    winnerCount += 1
                    bits &= bits - 1
                }
            }
        }
        assignments.append(contentsOf: UnsafeBufferPointer(path.leafAssignments.slice(0..<winnerCount)))
        let matchedStart = Int32(matchedWordStore.count)
        let matchedBase = appendMatchedWords()
        var leaf = DecisionTree.Leaf(
            assignments: assignmentStart..<Int32(assignments.count),
            matchedWords: matchedStart..<Int32(matchedWordStore.count), matchedBase: Int32(matchedBase),
            matchedCount: Int32(matchedCount))
        if !residual.isEmpty {
            addResidual(undecided.slice(residual), to: &leaf, cells: cells)
        }
        if !layoutRuleWords.isEmpty { layoutRuleSetOfLeaf.append(internLayoutRules()) }
        leaves.append(leaf)
        realisticLeaves.append(false)
        // A leaf node names its own leaf, so it equals no other node: it
        // needs no hash-consing.
        guard nodes.count < limits.maxTreeNodes else {
            if overflow == nil { overflow = innermostInteraction() }
            return 0
        }
        let id = Int32(nodes.count)
        nodes.append(
            DecisionTree.Node(
                kind: .leaf, feature: .width, inclusive: false, numerator: 0, denominator: 1,
                first: Int32(leaves.count - 1), second: Int32(leaves.count - 1)))
        previousLeafWithHash.append(leafIDs.replace(hash, with: id) ?? -1)
        previousNodeWithHash.append(-1)
        return id
    }

    /// Appends the rules that hold on the path to `matchedWordStore`, from
    /// the first to the last word with a rule, and returns the index of
    /// that first word (see `DecisionTree.Leaf.matchedWords`).
    private mutating func appendMatchedWords() -> Int {
        guard let first = matchedWords.firstIndex(where: { $0 != 0 }),
            let last = matchedWords.lastIndex(where: { $0 != 0 })
        else { return 0 }
        matchedWordStore.append(contentsOf: UnsafeBufferPointer(rebasing: matchedWords[first...last]))
        return first
    }

    /// Whether rule `rule` has a `layout` block.
    @inline(__always)
    private func isLayoutRule(_ rule: Int32) -> Bool {
        !layoutRuleWords.isEmpty && layoutRuleWords[Int(rule) >> 6] & (1 << UInt64(rule & 63)) != 0
    }

    /// The number of the list of layout rules that hold on the path; the
    /// list is gathered only the first time it is seen.
    private mutating func internLayoutRules() -> Int32 {
        var candidate = layoutRuleSetIDs[layoutHash] ?? -1
        while candidate >= 0 {
            let list = layoutRuleSets[Int(candidate)]
            if list.count == layoutCount, list.allSatisfy({ matchedWords[Int($0) >> 6] & (1 << UInt64($0 & 63)) != 0 }) {
                return candidate
            }
            candidate = previousLayoutRuleSetWithHash[Int(candidate)]
        }
        var list: [Int32] = []
        list.reserveCapacity(layoutCount)
        for index in layoutRuleWords.indices {
            var bits = matchedWords[index] & layoutRuleWords[index]
            while bits != 0 {
                list.append(Int32(index << 6 + bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
        let id = Int32(layoutRuleSets.count)
        layoutRuleSets.append(list)
        previousLayoutRuleSetWithHash.append(layoutRuleSetIDs.replace(layoutHash, with: id) ?? -1)
        return id
    }

    /// Whether the leaf node `id` has exactly the rules that hold on the
    /// path and these residual rules.
    private mutating func holds(_ id: Int32, residual: Range<Int>, cells: [DecisionTree.CellField]) -> Bool {
        let leaf = leaves[Int(nodes[Int(id)].first)]
        guard leaf.matchedCount == matchedCount, leaf.residual.count == residual.count, leaf.cells.count == cells.count
        else { return false }
        guard scan.fields[Int(leaf.cells.lowerBound)..<Int(leaf.cells.upperBound)].elementsEqual(cells) else { return false }
        // Equal words where the leaf has them, and as many rules in all:
        // the path has none outside them.
        let base = Int(leaf.matchedBase)
        let words = matchedWords
        let same = matchedWordStore.withUnsafeBufferPointer { stored in
            var index = base
            for position in Int(leaf.matchedWords.lowerBound)..<Int(leaf.matchedWords.upperBound) {
                guard stored[position] == words[index] else { return false }
                index += 1
            }
            return true
        }
        guard same else { return false }
        var position = Int(leaf.residual.lowerBound)
        for rule in undecided.slice(residual) {
            guard residualRules[position].rule == rule else { return false }
            position += 1
        }
        return true
    }

    /// The undecided rules of the innermost box where at least two rules
    /// interact, for an overflow found when a node is added.
    private mutating func innermostInteraction() -> [Int32] {
        let level = undecidedLevels.last { $0.count >= 2 } ?? undecidedLevels.last ?? 0..<0
        return Array(undecided.slice(level))
    }

    /// The rules a residual leaf tests at run time, with their traits, and
    /// the sorted list of every trait the leaf may set: its winners' and
    /// the residual rules'.
    private mutating func addResidual(
        _ residual: UnsafeBufferPointer<Int32>, to leaf: inout DecisionTree.Leaf, cells: [DecisionTree.CellField]
    ) {
        let residualStart = Int32(residualRules.count)
        // The traits as bits, read out in order at the end (a set per leaf
        // would hash every trait, a sorted list sort them).
        let path = self.path
        let traitWords = path.leafTraitWords
        traitWords.update(from: path.setTraitWords, count: path.traitWordCount)
        for rule in residual {
            var condition = conditionRoots[Int(rule)]
            if condition < 0 {
                condition = conditions.add(rules[Int(rule)].condition.unlabeled, space: space)
                conditionRoots[Int(rule)] = condition
                let start = Int32(residualAssignments.count)
                for position in assignmentRange(ofRule: rule) { residualAssignments.append(ruleAssignments[position]) }
                residualAssignmentRanges[Int(rule)] = start..<Int32(residualAssignments.count)
            }
            let assignments = residualAssignmentRanges[Int(rule)]
            for position in Int(assignments.lowerBound)..<Int(assignments.upperBound) {
                let trait = residualAssignments[position].trait
                traitWords[Int(trait) >> 6] |= 1 << UInt64(trait & 63)
            }
            residualRules.append(DecisionTree.ResidualRule(rule: rule, condition: condition, assignments: assignments))
        }
        leaf.residual = residualStart..<Int32(residualRules.count)
        let traitsStart = Int32(leafTraits.count)
        for word in 0..<path.traitWordCount {
            var bits = traitWords[word]
            while bits != 0 {
                leafTraits.append(Int32(word << 6 | bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
        leaf.traits = traitsStart..<Int32(leafTraits.count)
        guard !cells.isEmpty else {
            if scanLeaves > 0 {
                scan.traitResiduals.append(contentsOf: repeatElement(0..<0, count: leafTraits.count - scan.traitResiduals.count))
            }
            return
        }
        let cellStart = Int32(scan.fields.count)
        scan.fields += cells
        leaf.cells = cellStart..<Int32(scan.fields.count)
        // Per trait of the leaf, the residual rules that set it, latest
        // first: reading a trait tests only those, and reading every trait
        // tests each rule about once.
        scan.traitResiduals.append(contentsOf: repeatElement(0..<0, count: Int(traitsStart) - scan.traitResiduals.count))
        var positionsOfTrait: [Int32: [Int32]] = [:]
        for position in stride(from: Int(leaf.residual.upperBound) - 1, through: Int(leaf.residual.lowerBound), by: -1) {
            let assignments = residualRules[position].assignments
            var seen: [Int32] = []
            for index in Int(assignments.lowerBound)..<Int(assignments.upperBound) {
                let trait = residualAssignments[index].trait
                guard !seen.contains(trait) else { continue }
                seen.append(trait)
                positionsOfTrait[trait, default: []].append(Int32(position))
            }
        }
        for index in Int(traitsStart)..<leafTraits.count {
            let start = Int32(scan.residualPositions.count)
            scan.residualPositions += positionsOfTrait[leafTraits[index]] ?? []
            scan.traitResiduals.append(start..<Int32(scan.residualPositions.count))
        }
    }

    /// A scan leaf's cell code layout for `box`, or nil when it needs more
    /// than 64 bits (the box is split further). A field per slot the
    /// undecided rules test; bits only where their atoms are undecided,
    /// since a decided test has one answer in every region of the box.
    private func cellFields(_ box: Box, undecided: Range<Int>, _ stack: Undecided) -> [DecisionTree.CellField]? {
        var tested: UInt32 = 0
        var open: UInt32 = 0
        for rule in stack.slice(undecided) {
            let record = stack.records[Int(rule)]
            tested |= record.root.slots | Undecided.slotMask(record.counts)
            open |= Undecided.slotMask(record.counts)
        }
        var fields: [DecisionTree.CellField] = []
        var shift: Int32 = 0
        for slot in 0..<FeatureSpace.slotCount where tested & (1 << UInt32(slot)) != 0 {
            let low: Int32
            let high: Int32
            if FeatureSpace.isDiscrete(slot: slot) {
                let mask = box[mask: slot]
                guard mask != 0 else { continue }
                low = Int32(mask.trailingZeroBitCount)
                high = Int32(31 - mask.leadingZeroBitCount)
            } else {
                low = box.low[slot]
                high = box.high[slot]
            }
            let span = open & (1 << UInt32(slot)) != 0 ? UInt32(max(0, high - low)) : 0
            let bits = Int32(32 - span.leadingZeroBitCount)
            fields.append(DecisionTree.CellField(slot: Int32(slot), base: low, shift: shift, bits: bits))
            shift += bits
            guard shift <= 64 else { return nil }
        }
        return fields
    }

    private mutating func intern(_ value: TraitValueData) -> Int32 {
        if let index = valueIndex[value] { return index }
        let index = Int32(values.count)
        values.append(value)
        valueIndex[value] = index
        return index
    }
}

/// The builder's stack of undecided rules (see
/// `DecisionTreeBuilder.undecided`), and per rule what a step reads of it
/// (`Record`: its condition's root, its atom counts on the current box),
/// with the log that restores the counts on the way back up.
///
/// In memory the builder owns: a step copies or re-evaluates every rule
/// of the box above (2.5 million rules for 1,000 random ones), and an
/// append to an array checks that the array is unique.
private final class Undecided {
    /// What a step reads of a rule it evaluates, in one cache line: read
    /// from separate arrays, each evaluation missed the first-level cache
    /// once per array, and those misses took more of the build's time
    /// than its share of instructions says.
    struct Record {
        /// A copy of the rule's root instruction (`FormulaCode.roots`),
        /// which evaluation reads in place (see `rootOffset`).
        var root: FormulaCode.Instruction
        /// How many of the rule's undecided atoms test each slot on the
        /// current box (the split chooses the slot most atoms test), at
        /// most `UInt8.max` (see `FormulaCode.Reader.truth`); rewritten
        /// only for the rules evaluated again, with the old values logged.
        var counts: SIMD32<UInt8>
        /// The rule's random key (`PathState.ruleKeys`).
        var key: UInt64
        /// The rule's formula size (`FormulaCode.sizes`), counted against
        /// `maxTreeBuildWork`.
        var size: Int32
    }

    /// Where a record's `root` lies in it: evaluation passes its address
    /// on, and Swift does not promise that a struct keeps its fields in order.
    static let rootOffset = MemoryLayout<Record>.offset(of: \Record.root)!

    /// The stack, `count` rules; pointers into it are valid until `reserve`.
    private(set) var rules: UnsafeMutablePointer<Int32>
    /// Beside each rule on the stack, the slots its undecided atoms test
    /// (`slotMask` of its counts; all at the root, which evaluates every
    /// rule): a step skips the rules that do not test the split
    /// slot by reading the stack in order, not each rule's record.
    private(set) var slotMasks: UnsafeMutablePointer<UInt32>
    var count = 0
    private var capacity: Int
    /// Room for a step's list of the stack places it evaluates (a step
    /// evaluates each rule at most once).
    let places: UnsafeMutablePointer<Int32>
    /// Per rule, its record, each on a cache line of its own.
    let records: UnsafeMutablePointer<Record>

    /// Bit `s` set where lane `s` of `counts` is not zero.
    ///
    /// In 64-bit words of eight counts each, without vector compares (which
    /// took a select and a reduction over 32 lanes).
    @inline(__always)
    static func slotMask(_ counts: SIMD32<UInt8>) -> UInt32 {
        let words = unsafeBitCast(counts, to: SIMD4<UInt64>.self)
        // The top bit of each byte that is not zero, then those eight bits
        // gathered by one multiply into the top byte: byte `i`'s bit lands
        // on bit `56 + i`, and no two products meet, so nothing carries.
        func bits(_ word: UInt64) -> UInt64 {
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let tops = ((word & low) &+ low | word) & ~low
            return (tops &* 0x0002_0408_1020_4081) &>> 56
        }
        return UInt32(truncatingIfNeeded: bits(words[0]) | bits(words[1]) << 8 | bits(words[2]) << 16 | bits(words[3]) << 24)
    }
    private let ruleCount: Int
    private var undoRules: UnsafeMutablePointer<Int32>
    private var undoCounts: UnsafeMutablePointer<SIMD32<UInt8>>
    private(set) var undoCount = 0
    private var undoCapacity: Int

    /// The records of `code`'s formulas, one rule each, with `keys`.
    init(code: FormulaCode, keys: [UInt64]) {
        ruleCount = max(code.roots.count, 1)
        capacity = 4 * ruleCount
        self.rules = .allocate(capacity: capacity)
        slotMasks = .allocate(capacity: capacity)
        places = .allocate(capacity: ruleCount)
        records = UnsafeMutableRawPointer.allocate(byteCount: ruleCount * MemoryLayout<Record>.stride, alignment: 64)
            .bindMemory(to: Record.self, capacity: ruleCount)
        for (rule, root) in code.roots.enumerated() {
            (records + rule).initialize(
                to: Record(
                    root: root, counts: .zero, key: rule < keys.count ? keys[rule] : 0,
                    size: Int32(clamping: code.sizes[rule])))
        }
        undoCapacity = 4 * ruleCount
        undoRules = .allocate(capacity: undoCapacity)
        undoCounts = .allocate(capacity: undoCapacity)
    }

    /// Makes room for `extra` more rules on the stack, and as many count
    /// changes in the log (a step evaluates each rule of the box above once).
    func reserve(_ extra: Int) {
        if count + extra > capacity {
            capacity = max(count + extra, 2 * capacity)
            // A stack position is stored as an `Int32` (`places`).
            precondition(capacity <= Int(Int32.max), "the rule stack needs \(capacity) entries, past Int32.max")
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            grown.update(from: rules, count: count)
            rules.deallocate()
            rules = grown
            let grownMasks = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            grownMasks.update(from: slotMasks, count: count)
            slotMasks.deallocate()
            slotMasks = grownMasks
        }
        if undoCount + extra > undoCapacity {
            undoCapacity = max(undoCount + extra, 2 * undoCapacity)
            let grownRules = UnsafeMutablePointer<Int32>.allocate(capacity: undoCapacity)
            grownRules.update(from: undoRules, count: undoCount)
            let grownCounts = UnsafeMutablePointer<SIMD32<UInt8>>.allocate(capacity: undoCapacity)
            grownCounts.update(from: undoCounts, count: undoCount)
            undoRules.deallocate()
            undoCounts.deallocate()
            (undoRules, undoCounts) = (grownRules, grownCounts)
        }
    }

    /// The rules of a slice of the stack.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: rules + range.lowerBound, count: range.count)
    }

    /// Logs rule `rule`'s counts before they change (room reserved).
    @inline(__always)
    func saveCounts(of rule: Int32) {
        undoRules[undoCount] = rule
        undoCounts[undoCount] = records[Int(rule)].counts
        undoCount += 1
    }

    /// Restores the counts logged since the log had `mark` entries.
    func restoreCounts(to mark: Int) {
        while undoCount > mark {
            undoCount -= 1
            records[Int(undoRules[undoCount])].counts = undoCounts[undoCount]
        }
    }

    deinit {
        rules.deallocate()
        slotMasks.deallocate()
        places.deallocate()
        // (A record is plain data: nothing to deinitialize.)
        UnsafeMutableRawPointer(records).deallocate()
        undoRules.deallocate()
        undoCounts.deallocate()
    }
}

/// `RuleAnalysis` as the builder gathers it, and per recursion depth a
/// summary of the winners below the box at that depth: for each trait,
/// the three earliest rules that win it at realistic leaves below
/// (`Int32.max`: none), and the traits with entries.
///
/// In memory the builder owns: every realistic leaf and every split
/// writes here (a leaf of 1,000 random rules writes about 30 entries), and
/// each write to an array checks that the array is unique.
private final class AnalysisState {
    let ruleCount: Int
    let traitCount: Int
    let matched: OwnedBuffer<Bool>
    let won: OwnedBuffer<Bool>
    let judged: OwnedBuffer<Bool>
    /// Three slots per rule (see `RuleAnalysis.overriders`).
    let overriders: OwnedBuffer<Int32>
    /// The depths with a summary, and room for how many.
    private(set) var depths = 0
    private var capacity = 0
    /// `3 * traitCount` entries per depth.
    private var summaries: UnsafeMutablePointer<Int32>
    /// Per depth, room for every trait, and how many are listed.
    private var traits: UnsafeMutablePointer<Int32>
    private(set) var summaryTraitCounts: UnsafeMutablePointer<Int32>
    /// Where each depth's summary and traits are stored (a permutation of
    /// the depths), so that two depths can trade them.
    private var storageOfDepth: UnsafeMutablePointer<Int>

    init(rules: Int, traits: Int) {
        ruleCount = rules
        traitCount = traits
        matched = OwnedBuffer(repeating: false, count: rules)
        won = OwnedBuffer(repeating: false, count: rules)
        judged = OwnedBuffer(repeating: false, count: rules)
        overriders = OwnedBuffer(repeating: -1, count: 3 * rules)
        summaries = .allocate(capacity: 1)
        self.traits = .allocate(capacity: 1)
        summaryTraitCounts = .allocate(capacity: 1)
        storageOfDepth = .allocate(capacity: 1)
    }

    /// Makes room for the summaries down to `depth`, empty.
    @inline(__always)
    func reserve(depth: Int) {
        if depth >= depths { grow(to: depth + 1) }
    }

    private func grow(to count: Int) {
        if count > capacity {
            let newCapacity = max(count, 2 * capacity, 16)
            let stride = max(traitCount, 1)
            let newSummaries = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * stride * newCapacity)
            newSummaries.update(from: summaries, count: 3 * stride * depths)
            let newTraits = UnsafeMutablePointer<Int32>.allocate(capacity: stride * newCapacity)
            newTraits.update(from: traits, count: stride * depths)
            let newCounts = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
            newCounts.update(from: summaryTraitCounts, count: depths)
            let newStorage = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
            newStorage.update(from: storageOfDepth, count: depths)
            summaries.deallocate()
            traits.deallocate()
            summaryTraitCounts.deallocate()
            storageOfDepth.deallocate()
            (summaries, traits, summaryTraitCounts, storageOfDepth, capacity) = (
                newSummaries, newTraits, newCounts, newStorage, newCapacity
            )
        }
        // The depths below use the storage no depth uses yet.
        for depth in depths..<count { storageOfDepth[depth] = depth }
        let stride = max(traitCount, 1)
        (summaries + 3 * stride * depths).initialize(repeating: Int32.max, count: 3 * stride * (count - depths))
        (summaryTraitCounts + depths).initialize(repeating: 0, count: count - depths)
        depths = count
    }

    /// The summary at `depth` (reserved): three entries per trait.
    @inline(__always)
    func summary(depth: Int) -> UnsafeMutablePointer<Int32> { summaries + 3 * max(traitCount, 1) * storageOfDepth[depth] }

    /// The traits listed at `depth` (reserved), `summaryTraitCounts[depth]` of them.
    @inline(__always)
    func summaryTraits(depth: Int) -> UnsafeMutablePointer<Int32> { traits + max(traitCount, 1) * storageOfDepth[depth] }

    /// Trades the summaries (and their trait lists and counts) of two
    /// reserved depths.
    func swapSummaries(_ first: Int, _ second: Int) {
        (storageOfDepth[first], storageOfDepth[second]) = (storageOfDepth[second], storageOfDepth[first])
        (summaryTraitCounts[first], summaryTraitCounts[second]) = (summaryTraitCounts[second], summaryTraitCounts[first])
    }

    var analysis: RuleAnalysis {
        var analysis = RuleAnalysis(ruleCount: ruleCount)
        analysis.matched = Array(matched.all)
        analysis.won = Array(won.all)
        analysis.judged = Array(judged.all)
        analysis.overriders = Array(overriders.all)
        return analysis
    }

    deinit {
        for pointer in [summaries, traits, summaryTraitCounts] { pointer.deallocate() }
        storageOfDepth.deallocate()
    }
}

/// What the analyses need to know about the rules at the leaves that
/// realistic environments reach, gathered while the tree is built (the
/// recursion visits every path, so it sees each such leaf on each path to
/// it): which rules hold somewhere, which win a trait somewhere, and who
/// overrides the others.
struct RuleAnalysis {
    /// Whether each rule holds at some realistic leaf (or is tested at run
    /// time at one).
    var matched: [Bool]
    /// Whether each rule wins a trait at some realistic leaf (or is tested
    /// at run time at one, which may win).
    var won: [Bool]
    /// Per rule, three slots: the earliest rules that win its traits at the
    /// realistic leaves where it holds, sorted, -1 for none. Read for the
    /// rules that never win (the `shadowed-rule` warning names them).
    var overriders: [Int32]
    /// Whether each rule holds (or is tested at run time) at some leaf that
    /// a realistic environment with an idiom the device check knows
    /// reaches: the rules `unreachable-on-devices` can judge. A rule that
    /// matches only with an idiom no known device has (the catalog has no
    /// CarPlay device) is not judged: nothing is known of those devices'
    /// windows, and a warning could be false.
    var judged: [Bool]

    init(ruleCount: Int) {
        matched = [Bool](repeating: false, count: ruleCount)
        judged = [Bool](repeating: false, count: ruleCount)
        won = [Bool](repeating: false, count: ruleCount)
        overriders = [Int32](repeating: -1, count: 3 * ruleCount)
    }
}

extension DecisionTreeBuilder {
    /// The bytes of one rule's record (`Undecided.Record`), which a test
    /// holds to one cache line.
    static var recordStride: Int { MemoryLayout<Undecided.Record>.stride }

    /// `Undecided.slotMask`, for its test.
    static func slotMask(_ counts: SIMD32<UInt8>) -> UInt32 { Undecided.slotMask(counts) }
}

/// The undecided atoms per slot over a box's undecided rules (the sums of
/// their records' counts), which the split weighs. Slot `s` is lane
/// `(s & 3) * 8 + s >> 2`, the order `Changes` leaves them in.
struct SlotTotals {
    private var lanes = SIMD32<Int32>.zero

    static let zero = SlotTotals()

    /// Slot `slot`'s total.
    @inline(__always)
    subscript(slot: Int) -> Int32 { lanes[(slot & 3) << 3 | (slot & 31) >> 2] }

    /// The largest total of any slot.
    var largest: Int32 { lanes.max() }

    /// A step's changes to the totals, in 16 bits.
    ///
    /// The builder adds and subtracts a rule's 32 one-byte counts at every
    /// step that evaluates it: read as sixteen 16-bit words, they give the
    /// even slots with a mask and the odd ones with a shift (widening the
    /// bytes to 32 bits in slot order took shuffles and, on `SIMD32`, a
    /// call). The changes go into the 32-bit sums before 16 bits could
    /// overflow and at the end of the step (`settle`). (Apart from the
    /// totals, which the recursion copies at every step: 128 bytes are
    /// copied in line, more through `memcpy`.)
    struct Changes {
        /// Slot `2j` in `even[j]`, `2j + 1` in `odd[j]`.
        private var even = SIMD16<Int16>.zero
        private var odd = SIMD16<Int16>.zero
        /// Changes of at most 255 each that `even` and `odd` can still take.
        private var room = Self.capacity

        /// 128 changes of at most 255 stay within `Int16.max`.
        private static let capacity: Int32 = 128

        @inline(__always)
        private static func halves(_ counts: SIMD32<UInt8>) -> (even: SIMD16<Int16>, odd: SIMD16<Int16>) {
            let words = unsafeBitCast(counts, to: SIMD16<UInt16>.self)
            return (unsafeBitCast(words & 0xFF, to: SIMD16<Int16>.self), unsafeBitCast(words &>> 8, to: SIMD16<Int16>.self))
        }

        /// A rule that was undecided with `counts` is decided.
        @inline(__always)
        mutating func subtract(_ counts: SIMD32<UInt8>, settlingInto totals: inout SlotTotals) {
            let (even, odd) = Self.halves(counts)
            self.even &-= even
            self.odd &-= odd
            spend(settlingInto: &totals)
        }

        /// A rule's counts changed from `old` to `new`.
        @inline(__always)
        mutating func replace(_ old: SIMD32<UInt8>, with new: SIMD32<UInt8>, settlingInto totals: inout SlotTotals) {
            let (oldEven, oldOdd) = Self.halves(old)
            let (newEven, newOdd) = Self.halves(new)
            even &+= newEven &- oldEven
            odd &+= newOdd &- oldOdd
            spend(settlingInto: &totals)
        }

        @inline(__always)
        private mutating func spend(settlingInto totals: inout SlotTotals) {
            room &-= 1
            if room == 0 { settle(into: &totals) }
        }

        /// Adds the changes to `totals` and clears them: each 32-bit word of
        /// `even` holds slots `4i` (low half) and `4i + 2`, of `odd` slots
        /// `4i + 1` and `4i + 3`, sign-extended by shifts.
        mutating func settle(into totals: inout SlotTotals) {
            let even = unsafeBitCast(self.even, to: SIMD8<Int32>.self)
            let odd = unsafeBitCast(self.odd, to: SIMD8<Int32>.self)
            // (A cast, not `SIMD32(lowHalf:highHalf:)`, which was a lane
            // loop: the tuple's four vectors lie one after the other, as
            // Swift's stable ABI lays tuples out, and the sizes are checked.)
            let parts = ((even &<< 16) &>> 16, (odd &<< 16) &>> 16, even &>> 16, odd &>> 16)
            assert(MemoryLayout.size(ofValue: parts) == MemoryLayout<SIMD32<Int32>>.size)
            totals.lanes &+= unsafeBitCast(parts, to: SIMD32<Int32>.self)
            self = Changes()
        }
    }
}
