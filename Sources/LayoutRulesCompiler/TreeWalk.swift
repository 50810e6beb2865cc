import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// Walking a decision tree with the box of feature space each node covers,
/// for analyses that need a witness ("when width >= 600 and idiom is pad").
enum TreeWalk {
    /// The children of a node that `box` reaches, each with its narrowed box.
    static func branches(of node: DecisionTree.Node, in tree: DecisionTree, box: Box, space: FeatureSpace) -> [(Int32, Box)] {
        switch node.kind {
        case .leaf:
            return []
        case .threshold, .ratio:
            let slot = FeatureSpace.slot(node.feature)
            let threshold = FeatureSpace.Threshold(numerator: node.numerator, denominator: node.denominator)
            let point = 2 * space.index(of: threshold, slot: slot) + 1
            let cut = node.inclusive ? point : point - 1
            var result: [(Int32, Box)] = []
            var left = box
            left.high[slot] = min(left.high[slot], Int32(cut))
            if left.low[slot] <= left.high[slot] { result.append((node.first, left)) }
            var right = box
            right.low[slot] = max(right.low[slot], Int32(cut + 1))
            if right.low[slot] <= right.high[slot] { result.append((node.second, right)) }
            return result
        case .choice:
            let slot = FeatureSpace.slot(node.feature)
            var result: [(Int32, Box)] = []
            for value in 0..<Int(node.second) where box.masks[slot] & (1 << UInt32(value)) != 0 {
                var child = box
                child.masks[slot] = 1 << UInt32(value)
                result.append((tree.choices[Int(node.first) + value], child))
            }
            return result
        }
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
        guard differing.count == 1, let slot = differing.first else { return box }
        var merged = box
        merged.masks[slot] |= other.masks[slot]
        return merged
    }

    private struct NodeVisit: Hashable {
        var node: Int32
        var box: Box
    }
}
