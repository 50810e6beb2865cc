import LayoutRulesBase
import LayoutRulesSemantics

/// Rule conditions as flat data, for the few rules a residual leaf tests
/// at run time (see `DecisionTree.Leaf.residual`). Testing walks indices
/// into two arrays, so it allocates nothing, and it answers exactly as
/// `Condition.matches` does (the differential tests compare both).
package struct ConditionCode: Sendable {
    package enum Kind: UInt8, Sendable {
        case always, never, compare, ratio, oneOf, not, all, any
    }

    package struct Node: Sendable, Hashable {
        package var kind: Kind
        package var feature: Feature = .width
        package var comparison: Comparison = .equal
        package var value: Double = 0
        package var denominator: Double = 1
        package var mask: UInt32 = 0
        /// Children: `children[first ..< first + count]`.
        package var first: Int32 = 0
        package var count: Int32 = 0
    }

    package private(set) var nodes: [Node] = []
    package private(set) var children: [Int32] = []

    /// Appends a condition and returns its root node.
    mutating func add(_ condition: Condition) -> Int32 {
        switch condition {
        case .always: return append(Node(kind: .always))
        case .never: return append(Node(kind: .never))
        case .compare(let feature, let comparison, let value):
            return append(Node(kind: .compare, feature: feature, comparison: comparison, value: value))
        case .compareRatio(let comparison, let numerator, let denominator):
            return append(Node(kind: .ratio, comparison: comparison, value: numerator, denominator: denominator))
        case .oneOf(let feature, let mask):
            return append(Node(kind: .oneOf, feature: feature, mask: mask))
        case .labeled(let inner, _):
            return add(inner)
        case .not(let inner):
            return group(.not, [inner])
        case .all(let parts):
            return group(.all, parts)
        case .any(let parts):
            return group(.any, parts)
        }
    }

    private mutating func append(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    private mutating func group(_ kind: Kind, _ parts: [Condition]) -> Int32 {
        let roots = parts.map { add($0) }
        let first = Int32(children.count)
        children += roots
        return append(Node(kind: kind, first: first, count: Int32(roots.count)))
    }

    /// Whether the condition rooted at `index` holds.
    func holds(_ index: Int32, in environment: LayoutEnvironment) -> Bool {
        let node = nodes[Int(index)]
        switch node.kind {
        case .always: return true
        case .never: return false
        case .compare:
            let actual = environment.value(of: node.feature)
            switch node.comparison {
            case .less: return actual < node.value
            case .lessOrEqual: return actual <= node.value
            case .greater: return actual > node.value
            case .greaterOrEqual: return actual >= node.value
            case .equal: return actual == node.value
            }
        case .ratio:
            return environment.matchesRatio(node.comparison, numerator: node.value, denominator: node.denominator)
        case .oneOf:
            let value = environment.discreteIndex(of: node.feature)
            return value < 32 && node.mask & (UInt32(1) << UInt32(value)) != 0
        case .not:
            return !holds(children[Int(node.first)], in: environment)
        case .all:
            for offset in 0..<Int(node.count) where !holds(children[Int(node.first) + offset], in: environment) {
                return false
            }
            return true
        case .any:
            for offset in 0..<Int(node.count) where holds(children[Int(node.first) + offset], in: environment) {
                return true
            }
            return false
        }
    }
}
