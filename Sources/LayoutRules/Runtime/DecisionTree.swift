/// The compiled form of a rule set: a DAG of feature tests whose leaves
/// hold the already-merged cascade result.
///
/// The tree is flat data (arrays of small structs linked by `Int32`
/// indices, no object graph), so evaluating it walks indices and never
/// allocates. Equal subtrees are stored once (hash-consing while building).
public struct DecisionTree: Sendable {
    /// What a node does.
    public enum NodeKind: UInt8, Sendable, Hashable {
        /// `feature < value` (or `<=` when inclusive): `first` if true, else `second`.
        case threshold
        /// `width / height < numerator / denominator` (or `<=`), by cross-multiplying.
        case ratio
        /// A switch on a discrete feature: `choices[first + valueIndex]`, `second` entries.
        case choice
        /// A result: `first` is the index into `leaves`.
        case leaf
    }

    public struct Node: Sendable, Hashable {
        public var kind: NodeKind
        public var feature: Feature
        public var inclusive: Bool
        public var numerator: Double
        public var denominator: Double
        public var first: Int32
        public var second: Int32
    }

    /// One leaf: slices of `assignments` and `matchedRules`.
    public struct Leaf: Sendable, Hashable {
        public var assignments: Range<Int32>
        public var matched: Range<Int32>
    }

    /// A trait set at a leaf: indices into `traitNames` and `values`, and
    /// the rule that won it.
    public struct Assignment: Sendable, Hashable {
        public var trait: Int32
        public var value: Int32
        public var rule: Int32
    }

    final class Storage: Sendable {
        let nodes: [Node]
        let choices: [Int32]
        let leaves: [Leaf]
        let assignments: [Assignment]
        let matchedRules: [Int32]
        let traitNames: [String]
        let values: [TraitValueData]
        let root: Int32

        init(
            nodes: [Node], choices: [Int32], leaves: [Leaf], assignments: [Assignment], matchedRules: [Int32],
            traitNames: [String], values: [TraitValueData], root: Int32
        ) {
            self.nodes = nodes
            self.choices = choices
            self.leaves = leaves
            self.assignments = assignments
            self.matchedRules = matchedRules
            self.traitNames = traitNames
            self.values = values
            self.root = root
        }
    }

    let storage: Storage

    public var nodes: [Node] { storage.nodes }
    public var choices: [Int32] { storage.choices }
    public var leaves: [Leaf] { storage.leaves }
    public var assignments: [Assignment] { storage.assignments }
    public var matchedRules: [Int32] { storage.matchedRules }
    /// Every trait any rule sets, in order of first appearance.
    public var traitNames: [String] { storage.traitNames }
    public var values: [TraitValueData] { storage.values }
    public var root: Int32 { storage.root }

    /// The leaf an environment reaches. Allocation-free.
    public func leafIndex(for environment: Environment) -> Int {
        let nodes = storage.nodes
        let choices = storage.choices
        var index = Int(storage.root)
        while true {
            let node = nodes[index]
            switch node.kind {
            case .leaf:
                return Int(node.first)
            case .threshold:
                let value = environment.value(of: node.feature)
                let holds = node.inclusive ? value <= node.numerator : value < node.numerator
                index = Int(holds ? node.first : node.second)
            case .ratio:
                let (width, height) = environment.ratioOperands
                let order = Environment.productOrder(width, node.denominator, node.numerator, height)
                let holds = node.inclusive ? order <= 0 : order < 0
                index = Int(holds ? node.first : node.second)
            case .choice:
                let value = min(environment.discreteIndex(of: node.feature), Int(node.second) - 1)
                index = Int(choices[Int(node.first) + value])
            }
        }
    }

    /// Length of the longest path from the root to a leaf.
    public var depth: Int {
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
