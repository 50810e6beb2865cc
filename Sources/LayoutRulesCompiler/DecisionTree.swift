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
    package struct Assignment: Sendable, Hashable {
        package var trait: Int32
        package var value: Int32
        package var rule: Int32
    }

    /// Immutable after `init`; `@unchecked` only for the raw buffers of
    /// `flat`, which it owns, never writes after `init`, and frees in
    /// `deinit`.
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
        let residualLimit: Int
        /// The tests and the value table as evaluation reads them, in
        /// memory this storage owns: the walk reads it through raw
        /// pointers, with no retain of an array per evaluation (which
        /// would cost more than the walk).
        @usableFromInline package let flat: FlatTree
        private let flatBuffers: FlatTree.Buffers

        init(
            nodes: [Node], choices: [Int32], leaves: [Leaf], assignments: [Assignment], matchedWords: [UInt64],
            traitNames: [String], values: [TraitValueData], root: Int32, residualRules: [ResidualRule] = [],
            residualAssignments: [Assignment] = [], leafTraits: [Int32] = [], conditions: ConditionCode = ConditionCode(),
            residualLimit: Int = 0
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
            self.residualLimit = residualLimit
            (flat, flatBuffers) = FlatTree.make(
                nodes: nodes, choices: choices, root: root, leaves: leaves, assignments: assignments,
                residualRules: residualRules, residualAssignments: residualAssignments, traitCount: traitNames.count)
        }

        deinit {
            flatBuffers.free()
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
    package func residualMask(leaf: Int, for environment: LayoutEnvironment) -> UInt64 {
        guard storage.leaves.indices.contains(leaf) else { return 0 }
        let range = storage.leaves[leaf].residual
        guard !range.isEmpty else { return 0 }
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
    func leafIndex(for environment: LayoutEnvironment) -> Int {
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
