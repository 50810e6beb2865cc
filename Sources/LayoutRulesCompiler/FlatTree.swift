import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// The decision tree as evaluation reads it: the tests alone, with
/// children that name a leaf directly (a negative child is `~leaf`), and a
/// leaf × trait table of value indices.
///
/// Evaluation is the hot path of an app (every size change, often every
/// frame of a resize), so this is inlinable into the app's code: a walk is
/// a few loads and compares per level, with no call, no retain and no
/// dispatch on `Feature` (whose reading would cross a module boundary).
/// Reading a trait is one load from the table.
///
/// The struct is plain data: raw pointers into buffers that the tree's
/// `DecisionTree.Storage` owns, frees in `deinit` and never writes after
/// building them. Whoever keeps a `FlatTree` keeps that storage alive.
@frozen @usableFromInline
package struct FlatTree: @unchecked Sendable {
    /// What a node tests.
    ///
    /// A threshold on a number the environment stores is the common test,
    /// and each number has its own cases, so a level of the walk dispatches
    /// once. It is always a strict `x < value` (`x <= t` is
    /// `x < t.nextUp`), in one of two forms chosen when the tree is
    /// flattened so that a NaN, which fails every IEEE comparison, goes
    /// where 0 goes, as `Environment.value(of:)` reads it: `x < value`
    /// for `value <= 0` (a NaN fails), `!(x >= value)` for `value > 0`
    /// (a NaN holds).
    @frozen @usableFromInline
    package enum Test: UInt8 {
        case widthLess, widthNotGreaterOrEqual
        case heightLess, heightNotGreaterOrEqual
        case screenWidthLess, screenWidthNotGreaterOrEqual
        case screenHeightLess, screenHeightNotGreaterOrEqual
        case scaleLess, scaleNotGreaterOrEqual
        /// A switch on a discrete feature: `choices[yes + min(index, no - 1)]`.
        case choice
        /// The window's shape, `width / height < 1` (or `<= 1`): the
        /// orientation, and every ratio `n/n`. On `ratioOperands` this is
        /// `width < height` of the sizes with negatives and NaN as 0, exact
        /// without multiplying.
        case shapeLess
        case shapeLessOrEqual
        /// Anything else, decided out of line as the builder's node says:
        /// an aspect ratio other than `n/n` (by `Environment.productOrder`),
        /// or a threshold on a feature the environment does not store.
        case outOfLine
    }

    /// Where a choice's index comes from. Features the walk reads in line
    /// have a code of their own; any other feature is read out of line
    /// through `Environment.discreteIndex(of:)`, so a new feature works
    /// here before it gets a fast path.
    @frozen @usableFromInline
    package enum Operand: UInt8 {
        case idiom, interfaceOrientation, other
    }

    @frozen @usableFromInline
    package struct Node {
        /// The threshold, or a ratio's numerator.
        @usableFromInline package var value: Double
        /// A ratio's denominator (1 otherwise).
        @usableFromInline package var denominator: Double
        /// The child when the test holds (for a choice: the first entry
        /// in `choices`); negative for a leaf, `~leafIndex`.
        @usableFromInline package var yes: Int32
        /// The child when the test fails (for a choice: the entry count).
        @usableFromInline package var no: Int32
        @usableFromInline package var test: Test
        /// For a choice, where its index comes from.
        @usableFromInline package var operand: Operand
        /// The feature's position in `Feature.allCases`.
        @usableFromInline package var feature: UInt8
        /// For `outOfLine`: whether the test is `<=` rather than `<`.
        @usableFromInline package var inclusive: Bool
    }

    @usableFromInline let nodes: UnsafePointer<Node>
    @usableFromInline let choices: UnsafePointer<Int32>
    /// The first node, or `~leaf` when the tree is a single leaf.
    @usableFromInline let root: Int32
    /// Whether no leaf tests rules at run time: `match` then skips the
    /// residual mask altogether.
    @usableFromInline package let isExact: Bool
    @usableFromInline let leafCount: Int
    @usableFromInline let traitCount: Int
    /// `traitCount` entries per leaf: the index in `values` of the trait's
    /// value there, `unset` when no rule sets it, `residual` when a rule
    /// tested at run time may set it (then the slow lookup decides). When
    /// the table would be too large (see `maxTableEntries`) it is a single
    /// row of `residual` that every leaf reads (`rowStride` 0), so the
    /// lookup needs no test for it.
    @usableFromInline let table: UnsafePointer<Int32>
    /// `traitCount`, or 0 when there is no table.
    @usableFromInline let rowStride: Int

    /// A table entry: no matching rule sets the trait.
    @inlinable static var unset: Int32 { -1 }
    /// A table entry: a residual rule of the leaf may set the trait.
    @inlinable package static var residual: Int32 { -2 }

    /// The leaf an environment reaches. Allocation-free, and any
    /// environment is accepted (NaN, infinities, negative sizes, unknown
    /// idioms) with the answer `Condition.matches` gives.
    @inlinable @inline(__always)
    package func leaf(for environment: Environment) -> Int {
        var index = root
        while index >= 0 {
            let node = nodes[Int(index)]
            let holds: Bool
            switch node.test {
            case .widthLess: holds = environment.width < node.value
            case .widthNotGreaterOrEqual: holds = !(environment.width >= node.value)
            case .heightLess: holds = environment.height < node.value
            case .heightNotGreaterOrEqual: holds = !(environment.height >= node.value)
            case .screenWidthLess: holds = environment.screenWidth < node.value
            case .screenWidthNotGreaterOrEqual: holds = !(environment.screenWidth >= node.value)
            case .screenHeightLess: holds = environment.screenHeight < node.value
            case .screenHeightNotGreaterOrEqual: holds = !(environment.screenHeight >= node.value)
            case .scaleLess: holds = environment.scale < node.value
            case .scaleNotGreaterOrEqual: holds = !(environment.scale >= node.value)
            case .choice:
                let value = Swift.min(Self.discreteIndex(node, environment), Int(node.no) - 1)
                index = choices[Int(node.yes) + value]
                continue
            case .shapeLess, .shapeLessOrEqual:
                // `ratioOperands` clamps negative and NaN sizes to 0 and maps
                // infinities and a 0x0 window to other numbers, none of
                // which changes how width compares with height.
                let width = environment.width > 0 ? environment.width : 0
                let height = environment.height > 0 ? environment.height : 0
                holds = node.test == .shapeLess ? width < height : width <= height
            case .outOfLine:
                holds = Self.outOfLineHolds(node, environment)
            }
            index = holds ? node.yes : node.no
        }
        return Int(~index)
    }

    /// The value index of a trait at a leaf; nil when no rule sets it, and
    /// also for a leaf or trait out of range. Returns `residual` when the
    /// leaf's run-time rules decide, or when there is no table (see `table`).
    @inlinable @inline(__always)
    package func valueIndex(leaf: Int, trait: Int32) -> Int32? {
        guard UInt(bitPattern: leaf) < UInt(bitPattern: leafCount), UInt(UInt32(bitPattern: trait)) < UInt(traitCount)
        else { return nil }
        let entry = table[leaf &* rowStride &+ Int(trait)]
        return entry == Self.unset ? nil : entry
    }

    @inlinable @inline(__always)
    static func discreteIndex(_ node: Node, _ environment: Environment) -> Int {
        switch node.operand {
        case .idiom: environment.idiom.featureIndex
        case .interfaceOrientation: environment.interfaceOrientation.featureIndex
        default: otherDiscreteIndex(node.feature, environment)
        }
    }

    @usableFromInline @inline(never)
    static func otherDiscreteIndex(_ feature: UInt8, _ environment: Environment) -> Int {
        environment.discreteIndex(of: features[Int(feature)])
    }

    /// An aspect ratio other than `n/n`, exactly, or a threshold on a
    /// feature the environment does not store (read through the feature
    /// table's reading, NaN as 0).
    @usableFromInline @inline(never)
    static func outOfLineHolds(_ node: Node, _ environment: Environment) -> Bool {
        let feature = features[Int(node.feature)]
        if feature == .aspectRatio {
            let (width, height) = environment.ratioOperands
            let order = Environment.productOrder(width, node.denominator, node.value, height)
            return node.inclusive ? order <= 0 : order < 0
        }
        let value = environment.value(of: feature)
        return node.inclusive ? value <= node.value : value < node.value
    }

    /// `Feature.allCases`, made once (the synthesized property builds a
    /// new array, an allocation per out-of-line test).
    static let features = Feature.allCases

    /// Most table entries kept: past this (and past a few times the size
    /// of the tree's own leaf lists), traits are found by binary search
    /// instead, so an enormous tree does not double its memory.
    static let maxTableEntries = 1 << 20
}

extension FlatTree {
    /// The buffers a `FlatTree` points into, owned by the tree's storage.
    struct Buffers {
        var nodes: UnsafeMutableBufferPointer<Node>
        var choices: UnsafeMutableBufferPointer<Int32>
        var table: UnsafeMutableBufferPointer<Int32>

        func free() {
            nodes.freeCopy()
            choices.freeCopy()
            table.freeCopy()
        }
    }

    /// Flattens a tree's nodes and fills its value table.
    static func make(
        nodes: [DecisionTree.Node], choices: [Int32], root: Int32, leaves: [DecisionTree.Leaf],
        assignments: [DecisionTree.Assignment], residualRules: [DecisionTree.ResidualRule],
        residualAssignments: [DecisionTree.Assignment], traitCount: Int
    ) -> (FlatTree, Buffers) {
        // Tests keep their positions among the tests; leaves become `~leaf`.
        var position = [Int32](repeating: 0, count: nodes.count)
        var testCount: Int32 = 0
        for (index, node) in nodes.enumerated() {
            if node.kind == .leaf {
                position[index] = ~node.first
            } else {
                position[index] = testCount
                testCount += 1
            }
        }
        var flat: [Node] = []
        flat.reserveCapacity(Int(testCount))
        for node in nodes where node.kind != .leaf { flat.append(flatten(node, position)) }
        let flatChoices = choices.map { position[Int($0)] }

        let isExact = leaves.allSatisfy { $0.residual.isEmpty }
        let entries = leaves.count * traitCount
        var table = UnsafeMutableBufferPointer<Int32>.copy(of: [Int32](repeating: residual, count: max(traitCount, 1)))
        var rowStride = 0
        if entries <= max(maxTableEntries, 4 * (assignments.count + leaves.count)) {
            var values = [Int32](repeating: unset, count: entries)
            for (leaf, data) in leaves.enumerated() {
                let row = leaf * traitCount
                for index in Int(data.assignments.lowerBound)..<Int(data.assignments.upperBound) {
                    values[row + Int(assignments[index].trait)] = assignments[index].value
                }
                for rule in residualRules[Int(data.residual.lowerBound)..<Int(data.residual.upperBound)] {
                    for index in Int(rule.assignments.lowerBound)..<Int(rule.assignments.upperBound) {
                        values[row + Int(residualAssignments[index].trait)] = residual
                    }
                }
            }
            table.freeCopy()
            table = .copy(of: values.isEmpty ? [residual] : values)
            rowStride = traitCount
        }
        let buffers = Buffers(nodes: .copy(of: flat), choices: .copy(of: flatChoices), table: table)
        let tree = FlatTree(
            nodes: UnsafePointer(buffers.nodes.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!),
            choices: UnsafePointer(buffers.choices.baseAddress ?? UnsafeMutablePointer(bitPattern: 4)!),
            root: nodes.isEmpty ? ~0 : position[Int(root)], isExact: isExact, leafCount: leaves.count,
            traitCount: traitCount, table: UnsafePointer(table.baseAddress!), rowStride: rowStride)
        return (tree, buffers)
    }

    /// The two forms of a stored threshold per feature (see `Test`); a
    /// feature missing here is read out of line.
    private static let storedTests: [Feature: (less: Test, notGreaterOrEqual: Test)] = [
        .width: (.widthLess, .widthNotGreaterOrEqual), .height: (.heightLess, .heightNotGreaterOrEqual),
        .screenWidth: (.screenWidthLess, .screenWidthNotGreaterOrEqual),
        .screenHeight: (.screenHeightLess, .screenHeightNotGreaterOrEqual), .scale: (.scaleLess, .scaleNotGreaterOrEqual),
    ]

    private static func flatten(_ node: DecisionTree.Node, _ position: [Int32]) -> Node {
        let ordinal = UInt8(features.firstIndex(of: node.feature) ?? 0)
        switch node.kind {
        case .choice:
            let operand: Operand =
                switch node.feature {
                case .idiom: .idiom
                case .interfaceOrientation: .interfaceOrientation
                default: .other
                }
            return Node(
                value: 0, denominator: 1, yes: node.first, no: node.second, test: .choice, operand: operand,
                feature: ordinal, inclusive: false)
        case .ratio:
            let shape = node.numerator == node.denominator && node.denominator > 0 && node.denominator.isFinite
            let test: Test = shape ? (node.inclusive ? .shapeLessOrEqual : .shapeLess) : .outOfLine
            return Node(
                value: node.numerator, denominator: node.denominator, yes: position[Int(node.first)],
                no: position[Int(node.second)], test: test, operand: .other, feature: ordinal, inclusive: node.inclusive)
        case .threshold:
            var test = Test.outOfLine
            var value = node.numerator
            if let stored = storedTests[node.feature] {
                // `x <= t` is `x < t.nextUp`: no Double lies between them.
                // At t = +infinity it holds for every number and for a NaN
                // read as 0: `!(x >= NaN)` holds always.
                if node.inclusive { value = value == .infinity ? .nan : value.nextUp }
                // A NaN reads as 0: the test must hold for it exactly when
                // it holds for 0.
                test = value.isNaN || 0 < value ? stored.notGreaterOrEqual : stored.less
            }
            return Node(
                value: test == .outOfLine ? node.numerator : value, denominator: 1, yes: position[Int(node.first)],
                no: position[Int(node.second)], test: test, operand: .other, feature: ordinal, inclusive: node.inclusive)
        case .leaf:
            preconditionFailure("leaves are not flattened")
        }
    }
}
