import LayoutRulesBase

/// The compiled form of a rule set: a DAG of feature tests whose leaves
/// hold the already-merged cascade result.
///
/// The tree is flat data (arrays of small structs linked by `Int32`
/// indices, no object graph), so evaluating it walks indices and never
/// allocates. Equal subtrees are stored once (hash-consing while building).
@usableFromInline
package struct DecisionTree: Sendable {
    /// What a node does.
    package enum NodeKind: UInt8, Sendable, Hashable {
        /// `feature < value` (or `<=` when inclusive): `first` if true, else `second`.
        case threshold
        /// `width / height < numerator / denominator` (or `<=`), by cross-multiplying.
        case ratio
        /// A switch on a discrete feature: `choices[first + valueIndex]`, `second` entries.
        case choice
        /// A result: `first` is the index into `leaves`.
        case leaf
    }

    package struct Node: Sendable, Hashable {
        package var kind: NodeKind
        package var feature: Feature
        package var inclusive: Bool
        package var numerator: Double
        package var denominator: Double
        package var first: Int32
        package var second: Int32
    }

    /// One leaf: slices of `assignments` and `matchedWords`, and of
    /// `residualRules` when the leaf is a residual one.
    ///
    /// An exact leaf knows every rule's outcome. A residual leaf (see
    /// `residualLimit`) leaves a few trait-only rules undecided: `matched`
    /// and `assignments` then cover the rules known to hold, and each
    /// residual rule is tested at run time, in cascade order, its traits
    /// winning over the static ones of earlier rules.
    package struct Leaf: Sendable, Hashable {
        /// The static winners, sorted by trait index (which is the order of
        /// first appearance): lookups by key binary-search them.
        package var assignments: Range<Int32>
        /// The rules known to hold, as a bit set: a slice of `matchedWords`
        /// whose first word holds rules `64 * matchedBase ..< 64 *
        /// matchedBase + 64` (rule `r` is bit `r % 64`). Only the words from
        /// the first to the last with a rule are kept. A bit set, not a
        /// list: in large rule files a leaf holds thousands of rules, and
        /// the words take an eighth of a list's memory where a fifth of the
        /// rules hold, and compare a word at a time.
        var matchedWords: Range<Int32>
        /// The index of the first word of `matchedWords` in a bit set of
        /// every rule: its bit 0 is rule `64 * matchedBase`.
        var matchedBase: Int32
        /// How many rules `matchedWords` holds.
        package var matchedCount: Int32
        package var residual: Range<Int32> = 0..<0
        /// Every trait the leaf may set, by trait index (`leafTraits`), for
        /// iterating a residual leaf in order of first appearance.
        package var traits: Range<Int32> = 0..<0
        /// A scan leaf's cell code layout (a slice of `ScanTables.fields`);
        /// empty for every other leaf (see `isScan`).
        package var cells: Range<Int32> = 0..<0

        /// Whether the leaf is a scan leaf: more residual rules than a
        /// 64-bit mask holds, so its "mask" is the environment's cell (see
        /// `ScanTables`).
        @inlinable package var isScan: Bool { !cells.isEmpty }
    }

    /// One slot of a scan leaf's cell code: the region of the slot (for a
    /// discrete slot, the value's index) minus `base`, in `bits` bits from
    /// bit `shift`. A slot the leaf's rules test but do not tell apart
    /// inside the leaf has no bits: its region is `base`.
    package struct CellField: Sendable, Hashable {
        package var slot: Int32
        package var base: Int32
        package var shift: Int32
        package var bits: Int32
    }

    /// What scan leaves need beyond a residual leaf's lists.
    ///
    /// A residual leaf records which of its rules hold as bits of a 64-bit
    /// mask, so it tests at most 64. Past the tree's budget, a leaf may have
    /// hundreds: then the match records the environment's *cell* instead,
    /// the region of every feature its rules test, packed into the same 64
    /// bits (`CellField`). A cell decides every test, so each rule's truth
    /// is read back from the cell whenever a trait is read, exactly, with
    /// no allocation, and two environments in one cell have one match.
    package struct ScanTables: Sendable {
        /// Every scan leaf's fields (`Leaf.cells`).
        package var fields: [CellField] = []
        /// Per entry of `leafTraits` (parallel to it), the residual rules
        /// of a scan leaf that set the trait, as a slice of
        /// `residualPositions`; empty for other leaves.
        package var traitResiduals: [Range<Int32>] = []
        /// Indices of `residualRules`, latest rule first within a slice.
        package var residualPositions: [Int32] = []
        /// Per numeric slot, its sorted breakpoints as fractions (the
        /// feature space's), to find the region of a value.
        package var numerators: [[Double]] = []
        package var denominators: [[Double]] = []
        /// Discrete slots: the number of values (the last is "none").
        package var valueCounts: [Int32] = []
        /// The feature of each slot (`FeatureSpace.slots`).
        package var slotFeatures: [Feature] = []

        package init() {}
    }

    /// A rule a residual leaf tests at run time.
    package struct ResidualRule: Sendable, Hashable {
        package var rule: Int32
        /// Root of the rule's condition in the tree's condition code.
        package var condition: Int32
        /// The rule's traits, as slices of `residualAssignments`.
        package var assignments: Range<Int32>
    }

    /// A trait set at a leaf: indices into `traitNames` and `values`, and
    /// the rule that won it.
    package struct Assignment: Sendable, Hashable, BitwiseCopyable {
        package var trait: Int32
        package var value: Int32
        package var rule: Int32
    }

    /// Immutable after `init`; `@unchecked` only for the raw buffers of
    /// `flat`, which it owns (`flatBuffers`, freed with it) and never
    /// writes after `init`.
    @usableFromInline
    package final class Storage: @unchecked Sendable {
        let nodes: [Node]
        let choices: [Int32]
        package let leaves: [Leaf]
        package let assignments: [Assignment]
        let matchedWords: [UInt64]
        package let traitNames: [String]
        package let values: [TraitValueData]
        let root: Int32
        package let residualRules: [ResidualRule]
        package let residualAssignments: [Assignment]
        package let leafTraits: [Int32]
        package let conditions: ConditionCode
        package let scan: ScanTables
        let residualLimit: Int
        /// The tests and the value table as evaluation reads them, in
        /// memory this storage owns: the walk reads it through raw
        /// pointers, with no retain of an array per evaluation (which
        /// would cost more than the walk).
        @usableFromInline package let flat: FlatTree
        let flatBuffers: FlatTree.Buffers

        init(
            nodes: [Node], choices: [Int32], leaves: [Leaf], assignments: [Assignment], matchedWords: [UInt64],
            traitNames: [String], values: [TraitValueData], root: Int32, residualRules: [ResidualRule] = [],
            residualAssignments: [Assignment] = [], leafTraits: [Int32] = [], conditions: ConditionCode = ConditionCode(),
            scan: ScanTables = ScanTables(), residualLimit: Int = 0, validate: Bool = Limits.validatesByDefault
        ) {
            self.nodes = nodes
            self.choices = choices
            self.leaves = leaves
            self.assignments = assignments
            self.matchedWords = matchedWords
            self.traitNames = traitNames
            self.values = values
            self.root = root
            self.residualRules = residualRules
            self.residualAssignments = residualAssignments
            self.leafTraits = leafTraits
            self.conditions = conditions
            self.scan = scan
            self.residualLimit = residualLimit
            let made = FlatTree.make(
                nodes: nodes, choices: choices, root: root, leaves: leaves, assignments: assignments,
                residualRules: residualRules, residualAssignments: residualAssignments, traitCount: traitNames.count)
            flat = made.tree
            flatBuffers = made.buffers
            if validate { self.validate() }
        }
    }

    @usableFromInline package let storage: Storage

    package var nodes: [Node] { storage.nodes }
    package var choices: [Int32] { storage.choices }
    package var leaves: [Leaf] { storage.leaves }
    package var assignments: [Assignment] { storage.assignments }
    /// Every leaf's rules known to hold, as bit words (see `Leaf`).
    var matchedWords: [UInt64] { storage.matchedWords }

    /// The rules known to hold at leaf `leaf` (an index of `leaves`), in
    /// cascade order. Iterating allocates nothing.
    package func matchedRules(ofLeaf leaf: Int) -> LeafRules {
        LeafRules(storage: storage, leaf: storage.leaves[leaf])
    }
    /// Every trait any rule sets, in order of first appearance.
    package var traitNames: [String] { storage.traitNames }
    package var values: [TraitValueData] { storage.values }
    package var root: Int32 { storage.root }
    package var residualRules: [ResidualRule] { storage.residualRules }
    package var residualAssignments: [Assignment] { storage.residualAssignments }
    /// 0 for an exact tree; otherwise the most rules a residual leaf tests
    /// at run time (the compiler chose it to keep the tree small).
    package var residualLimit: Int { storage.residualLimit }
    /// How many leaves test rules at run time.
    package var residualLeafCount: Int { storage.leaves.count { !$0.residual.isEmpty } }

    /// Bit `i` set when residual rule `i` of the leaf holds in the
    /// environment (0 for an exact leaf, and for a `leaf` that is not an
    /// index of `leaves`). Allocation-free.
    /// At a scan leaf, the environment's cell instead (`ScanTables`).
    package func residualMask(leaf: Int, for environment: LayoutEnvironment) -> UInt64 {
        guard storage.leaves.indices.contains(leaf) else { return 0 }
        let range = storage.leaves[leaf].residual
        guard !range.isEmpty else { return 0 }
        if storage.leaves[leaf].isScan { return storage.cellCode(of: storage.leaves[leaf], for: environment) }
        var mask: UInt64 = 0
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            let residual = storage.residualRules[index]
            if storage.conditions.holds(residual.condition, in: environment) {
                mask |= 1 << UInt64(index - Int(range.lowerBound))
            }
        }
        return mask
    }

    /// The leaf an environment reaches. Allocation-free.
    package func leafIndex(for environment: LayoutEnvironment) -> Int {
        storage.flat.leaf(for: environment)
    }

    /// Length of the longest path from the root to a leaf.
    package var depth: Int {
        var memo = [Int](repeating: -1, count: nodes.count)
        func depth(_ index: Int) -> Int {
            if memo[index] >= 0 { return memo[index] }
            let node = nodes[index]
            let result: Int
            switch node.kind {
            case .leaf: result = 0
            case .threshold, .ratio: result = 1 + max(depth(Int(node.first)), depth(Int(node.second)))
            case .choice:
                result = 1 + ((0..<Int(node.second)).map { depth(Int(choices[Int(node.first) + $0])) }.max() ?? 0)
            }
            memo[index] = result
            return result
        }
        return depth(Int(root))
    }
}

/// The rules known to hold at one leaf of a ``DecisionTree``, ascending
/// (cascade order): the set bits of its slice of `matchedWords`.
package struct LeafRules: Sequence, Sendable {
    let storage: DecisionTree.Storage
    let leaf: DecisionTree.Leaf

    /// The rules of `leaf`, one of `storage`'s leaves.
    package init(storage: DecisionTree.Storage, leaf: DecisionTree.Leaf) {
        self.storage = storage
        self.leaf = leaf
    }

    /// How many rules hold.
    package var count: Int { Int(leaf.matchedCount) }
    /// Exactly `count`: collecting the rules into an array allocates once.
    package var underestimatedCount: Int { count }

    /// Walks the set bits of the leaf's words, lowest first.
    package struct Iterator: IteratorProtocol {
        let words: [UInt64]
        var position: Int
        let end: Int
        /// The bits of the word at `position - 1` not yet returned.
        var bits: UInt64 = 0
        /// The rule of bit 0 of that word.
        var base: Int

        /// The next rule's index, or nil after the last.
        package mutating func next() -> Int32? {
            while bits == 0 {
                guard position < end else { return nil }
                bits = words[position]
                position += 1
                base += 64
            }
            let rule = base + bits.trailingZeroBitCount
            bits &= bits - 1
            return Int32(truncatingIfNeeded: rule)
        }
    }

    /// An iterator over the rules' indices, in cascade order.
    package func makeIterator() -> Iterator {
        Iterator(
            words: storage.matchedWords, position: Int(leaf.matchedWords.lowerBound), end: Int(leaf.matchedWords.upperBound),
            base: 64 * Int(leaf.matchedBase) - 64)
    }
}

extension DecisionTree.Storage {
    /// The cell of `environment` in a scan leaf, packed as the leaf's
    /// fields say. Allocation-free.
    package func cellCode(of leaf: DecisionTree.Leaf, for environment: LayoutEnvironment) -> UInt64 {
        var code: UInt64 = 0
        for index in Int(leaf.cells.lowerBound)..<Int(leaf.cells.upperBound) {
            let field = scan.fields[index]
            let region = self.region(slot: Int(field.slot), of: environment)
            // An environment that reached the leaf has a region of the
            // leaf's box; clamping only keeps a corrupt tree from spilling
            // into the next field.
            let offset = UInt64(clamping: max(0, Int(region) - Int(field.base)))
            let mask: UInt64 = field.bits >= 64 ? .max : (1 << UInt64(field.bits)) - 1
            code |= min(offset, mask) << UInt64(field.shift)
        }
        return code
    }

    /// The cell of a scan leaf's match (`residualMask`).
    package func cell(of leaf: DecisionTree.Leaf, code: UInt64) -> DecisionTree.ScanCell {
        DecisionTree.ScanCell(code: code, fields: leaf.cells)
    }

    /// The region of `slot` in a cell (a slot the leaf's rules do not
    /// test: 0). Unpacked on demand from the few fields of the leaf, into
    /// no buffer, so reading a trait allocates nothing.
    func region(ofSlot slot: Int32, in cell: DecisionTree.ScanCell) -> Int32 {
        for index in Int(cell.fields.lowerBound)..<Int(cell.fields.upperBound) {
            let field = scan.fields[index]
            guard field.slot == slot else { continue }
            // At most 31 bits (a region is an Int32; the validation pass
            // checks every field), so the offset fits.
            let mask: UInt64 = field.bits >= 64 ? .max : (1 << UInt64(field.bits)) - 1
            return field.base + Int32(truncatingIfNeeded: (cell.code >> UInt64(field.shift)) & mask)
        }
        return 0
    }

    /// The region of a feature's value, as the feature space numbers them
    /// (`FeatureSpace.region(of:slot:)`): even regions are the open
    /// intervals between breakpoints, odd ones the breakpoints. A discrete
    /// slot's region is the value's index.
    func region(slot: Int, of environment: LayoutEnvironment) -> Int32 {
        let feature = scan.slotFeatures[slot]
        if FeatureSpace.isDiscrete(slot: slot) {
            let count = Int(scan.valueCounts[slot - FeatureSpace.lanes])
            return Int32(min(environment.discreteIndex(of: feature), count - 1))
        }
        let numerators = scan.numerators[slot]
        let denominators = scan.denominators[slot]
        // The breakpoints below the value, counted by bisection; then
        // whether the next one is the value itself.
        var low = 0
        var high = numerators.count
        if feature == .aspectRatio {
            let (width, height) = environment.ratioOperands
            // Breakpoint n/d is below the ratio when n * height < width * d.
            while low < high {
                let middle = (low + high) / 2
                if LayoutEnvironment.productOrder(numerators[middle], height, width, denominators[middle]) < 0 {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            let equal =
                low < numerators.count && LayoutEnvironment.productOrder(numerators[low], height, width, denominators[low]) == 0
            return Int32(2 * low + (equal ? 1 : 0))
        }
        let value = environment.value(of: feature)
        while low < high {
            let middle = (low + high) / 2
            if numerators[middle] < value { low = middle + 1 } else { high = middle }
        }
        return Int32(2 * low + (low < numerators.count && numerators[low] == value ? 1 : 0))
    }

    /// Whether residual rule `position` (an index of `residualRules`
    /// inside `leaf.residual`) holds, given the match's mask: its bit at a
    /// residual leaf; at a scan leaf, its condition tested on the cell
    /// (`cell(of:code:)`).
    @inline(__always)
    package func residualHolds(_ position: Int, of leaf: DecisionTree.Leaf, mask: UInt64, cell: DecisionTree.ScanCell) -> Bool {
        if leaf.isScan { return conditions.holds(residualRules[position].condition) { region(ofSlot: $0, in: cell) } }
        return mask & (1 << UInt64(position - Int(leaf.residual.lowerBound))) != 0
    }
}

extension DecisionTree {
    /// A scan leaf's cell as a match records it: the code, and the leaf's
    /// fields that unpack it (`ScanCell()` for any other leaf).
    package struct ScanCell: Sendable {
        let code: UInt64
        let fields: Range<Int32>

        package init() {
            code = 0
            fields = 0..<0
        }

        init(code: UInt64, fields: Range<Int32>) {
            self.code = code
            self.fields = fields
        }
    }
}
