
/// Walking a decision tree with the box of feature space each node covers,
/// for analyses that need a witness ("when width >= 600 and idiom is pad").
enum TreeWalk {
    /// The children of a node that `box` reaches, each with its narrowed box.
    static func branches(of node: DecisionTree.Node, in tree: DecisionTree, box: Box, space: FeatureSpace) -> [(Int32, Box)] {
        var list = BranchList()
        addBranches(of: node, in: tree, box: box, space: space, to: &list)
        return list.branches
    }

    /// Where ``addBranches(of:in:box:space:to:)`` puts a node's children.
    protocol BranchSink {
        mutating func add(_ child: Int32, _ box: Box)
    }

    private struct BranchList: BranchSink {
        var branches: [(Int32, Box)] = []
        mutating func add(_ child: Int32, _ box: Box) { branches.append((child, box)) }
    }

    /// Adds each child of a node that `box` reaches, with its narrowed box,
    /// to `sink`, in the order of ``branches(of:in:box:space:)``: a walk
    /// that keeps its own stack needs no array per node.
    /// `cut`, when given, is the node's ``cut(of:space:)``.
    static func addBranches<Sink: BranchSink>(
        of node: DecisionTree.Node, in tree: DecisionTree, box: Box, space: FeatureSpace, cut: Int? = nil,
        to sink: inout Sink
    ) {
        switch node.kind {
        case .leaf:
            return
        case .threshold, .ratio:
            let slot = FeatureSpace.slot(node.feature)
            let cut = cut ?? self.cut(of: node, space: space)
            var left = box
            left.high[slot] = min(left.high[slot], Int32(cut))
            if left.low[slot] <= left.high[slot] { sink.add(node.first, left) }
            var right = box
            right.low[slot] = max(right.low[slot], Int32(cut + 1))
            if right.low[slot] <= right.high[slot] { sink.add(node.second, right) }
        case .choice:
            let slot = FeatureSpace.slot(node.feature)
            for value in 0..<Int(node.second) where box[mask: slot] & (1 << UInt32(value)) != 0 {
                var child = box
                child[mask: slot] = 1 << UInt32(value)
                sink.add(tree.choices[Int(node.first) + value], child)
            }
        }
    }

    /// Where a threshold or ratio node cuts its feature's regions: the
    /// child where the test holds keeps the regions up to `cut`, the other
    /// those from `cut + 1`.
    static func cut(of node: DecisionTree.Node, space: FeatureSpace) -> Int {
        let threshold = FeatureSpace.Threshold(numerator: node.numerator, denominator: node.denominator)
        let point = 2 * space.index(of: threshold, slot: FeatureSpace.slot(node.feature)) + 1
        return node.inclusive ? point : point - 1
    }

    /// The leaves reachable from a box, each with a witness box.
    struct Reachable {
        /// Leaf index to the first box (in depth-first order) that reaches it.
        var boxes: [Int: Box] = [:]
        /// False when the walk stopped at its budget: some reachable leaves
        /// may be missing, so analyses must not conclude from absence.
        var complete = true
    }

    /// For every leaf reachable from `start`, a box that reaches it. A
    /// shared subtree can reach different leaves from different boxes, so
    /// nodes are expanded once per distinct box; `budget` bounds the work.
    static func leafBoxes(of tree: DecisionTree, space: FeatureSpace, from start: Box, budget: Int? = nil) -> Reachable {
        let budget = budget ?? max(200_000, 8 * tree.nodes.count)
        var result = Reachable()
        // A walk from the whole space visits every node at least once;
        // reserving that much saves rehashing the set as it grows.
        var visited = Set<NodeVisit>(minimumCapacity: min(budget, tree.nodes.count))
        var pending: [(Int32, Box)] = [(tree.root, start)]
        var steps = 0
        while let (index, box) = pending.popLast() {
            steps += 1
            guard steps <= budget else {
                result.complete = false
                break
            }
            guard visited.insert(NodeVisit(node: index, box: box)).inserted else { continue }
            let node = tree.nodes[Int(index)]
            if node.kind == .leaf {
                result.boxes[Int(node.first)] = result.boxes[Int(node.first)].map { widened($0, by: box) } ?? box
                continue
            }
            pending.append(contentsOf: branches(of: node, in: tree, box: box, space: space).reversed())
        }
        return result
    }

    /// A witness as wide as the paths allow: two boxes that differ only in
    /// the values of one discrete feature merge ("idiom is phone or pad"
    /// rather than one of them). With one differing feature the union of
    /// the two boxes is again a box, so the witness stays exact.
    private static func widened(_ box: Box, by other: Box) -> Box {
        guard box.low == other.low, box.high == other.high else { return box }
        let differing = box.masks.indices.filter { box.masks[$0] != other.masks[$0] }
        guard differing.count == 1, let lane = differing.first else { return box }
        var merged = box
        merged.masks[lane] |= other.masks[lane]
        return merged
    }

    private struct NodeVisit: Hashable {
        var node: Int32
        var box: Box
    }
}
