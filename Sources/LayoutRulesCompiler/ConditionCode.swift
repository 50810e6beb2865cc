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
        /// compare, ratio, oneOf: the feature's slot (`FeatureSpace.slots`).
        package var slot: Int32 = 0
        /// compare, ratio: the regions of the slot where the test holds
        /// (`FeatureSpace.regions`), for testing a cell of a scan leaf.
        package var regions: ClosedRange<Int32> = 0...0
        /// Children: `children[first ..< first + count]`.
        package var first: Int32 = 0
        package var count: Int32 = 0
    }

    package private(set) var nodes: [Node] = []
    package private(set) var children: [Int32] = []

    /// Appends a condition and returns its root node. With `space` (the
    /// feature space of the rules the condition belongs to), every test
    /// also records the regions where it holds, for `holds(_:regions:)`.
    mutating func add(_ condition: Condition, space: FeatureSpace? = nil) -> Int32 {
        switch condition {
        case .always: return append(Node(kind: .always))
        case .never: return append(Node(kind: .never))
        case .compare(let feature, let comparison, let value):
            let slot = FeatureSpace.slot(feature)
            let regions = space?.regions(comparison, .init(numerator: value, denominator: 1), slot: slot) ?? 0...0
            return append(
                Node(
                    kind: .compare, feature: feature, comparison: comparison, value: value, slot: Int32(slot),
                    regions: Int32(regions.lowerBound)...Int32(regions.upperBound)))
        case .compareRatio(let comparison, let numerator, let denominator):
            let slot = FeatureSpace.slot(.aspectRatio)
            let regions = space?.regions(comparison, .init(numerator: numerator, denominator: denominator), slot: slot) ?? 0...0
            return append(
                Node(
                    kind: .ratio, feature: .aspectRatio, comparison: comparison, value: numerator, denominator: denominator,
                    slot: Int32(slot), regions: Int32(regions.lowerBound)...Int32(regions.upperBound)))
        case .oneOf(let feature, let mask):
            return append(Node(kind: .oneOf, feature: feature, mask: mask, slot: Int32(FeatureSpace.slot(feature))))
        case .labeled(let inner, _):
            return add(inner, space: space)
        case .not(let inner):
            return group(.not, [inner], space)
        case .all(let parts):
            return group(.all, parts, space)
        case .any(let parts):
            return group(.any, parts, space)
        }
    }

    private mutating func append(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    private mutating func group(_ kind: Kind, _ parts: [Condition], _ space: FeatureSpace?) -> Int32 {
        let roots = parts.map { add($0, space: space) }
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

    /// Whether the condition rooted at `index` holds in a cell, given the
    /// region of each slot the condition tests (`region(slot)`; for a
    /// discrete slot, the value's index). Answers as `holds(_:in:)` does
    /// for every environment of the cell, since a cell decides every test.
    func holds(_ index: Int32, region: (Int32) -> Int32) -> Bool {
        let node = nodes[Int(index)]
        switch node.kind {
        case .always: return true
        case .never: return false
        case .compare, .ratio:
            return node.regions.contains(region(node.slot))
        case .oneOf:
            let value = region(node.slot)
            return value >= 0 && value < 32 && node.mask & (UInt32(1) << UInt32(value)) != 0
        case .not:
            return !holds(children[Int(node.first)], region: region)
        case .all:
            for offset in 0..<Int(node.count) where !holds(children[Int(node.first) + offset], region: region) {
                return false
            }
            return true
        case .any:
            for offset in 0..<Int(node.count) where holds(children[Int(node.first) + offset], region: region) {
                return true
            }
            return false
        }
    }
}
