import LayoutRulesBase

/// The decision tree as evaluation reads it: the tests alone, with
/// children that name a leaf directly (a negative child is `~leaf`), and a
/// leaf × trait table of value indices.
///
/// Evaluation is the hot path of an app (every size change, often every
/// frame of a resize), so this is inlinable into the app's code, with no
/// call, no retain and no dispatch on `Feature` (whose reading would cross
/// a module boundary). Reading a trait is one load from the table.
///
/// A tree whose tests cut the feature space into few cells (an app's
/// breakpoints: a few widths and heights, the idiom, the orientation)
/// also gets a cell table: each feature's cell is the number of its cuts
/// at or below the environment's value, and the cells' mixed-radix number
/// indexes the leaf. That costs a few compares per feature, all
/// independent, where a walk waits on each level's load and mispredicts
/// its data-dependent branch. Larger trees are walked.
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
    /// where 0 goes, as `LayoutEnvironment.value(of:)` reads it: `x < value`
    /// for `value <= 0` (a NaN fails), `!(x >= value)` for `value > 0`
    /// (a NaN holds).
    @frozen @usableFromInline
    enum Test: UInt8 {
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
        /// an aspect ratio other than `n/n` (by `LayoutEnvironment.productOrder`),
        /// or a threshold on a feature the environment does not store.
        case outOfLine
    }

    /// Where a choice's index comes from. Features the walk reads in line
    /// have a code of their own; any other feature is read out of line
    /// through `LayoutEnvironment.discreteIndex(of:)`, so a new feature works
    /// here before it gets a fast path.
    @frozen @usableFromInline
    enum Operand: UInt8 {
        case idiom, interfaceOrientation, other
    }

    @frozen @usableFromInline
    struct Node {
        /// The threshold, or a ratio's numerator.
        @usableFromInline var value: Double
        /// A ratio's denominator (1 otherwise).
        @usableFromInline var denominator: Double
        /// The child when the test holds (for a choice: the first entry
        /// in `choices`); negative for a leaf, `~leafIndex`.
        @usableFromInline var yes: Int32
        /// The child when the test fails (for a choice: the entry count).
        @usableFromInline var no: Int32
        @usableFromInline var test: Test
        /// For a choice, where its index comes from.
        @usableFromInline var operand: Operand
        /// The feature's position in `Feature.allCases`.
        @usableFromInline var feature: UInt8
        /// For `outOfLine`: whether the test is `<=` rather than `<`.
        @usableFromInline var inclusive: Bool
    }

    /// One feature of the cell table (see `Dimension.Kind`).
    @frozen @usableFromInline
    struct Dimension {
        @frozen @usableFromInline
        enum Kind: UInt8 {
            /// A stored number: the count of `cuts` at or below it (NaN as 0).
            case width, height, screenWidth, screenHeight, scale
            /// The window's shape: 0 when width < height, 1 when equal,
            /// 2 when wider (on `ratioOperands`, as the shape tests read it).
            case shape
            /// A discrete feature's index, at most `count`.
            case idiom, interfaceOrientation, otherDiscrete
            /// One out-of-line test (`node`): 1 when it holds.
            case test
        }

        @usableFromInline var kind: Kind
        /// For a number, the first of its cuts in `cuts`, ascending.
        @usableFromInline var first: Int32
        /// For a number, how many cuts; for a discrete feature, its last index.
        @usableFromInline var count: Int32
        /// The cell number's factor for this feature.
        @usableFromInline var stride: Int32
        /// For `test`, the node; for `otherDiscrete`, the feature's position
        /// in `Feature.allCases`.
        @usableFromInline var node: Int32
    }

    /// The common cell table, in fixed form: at most two cuts per stored
    /// number, and otherwise only the shape, the idiom and the interface
    /// orientation. Its digits are computed in straight-line code with no
    /// per-feature dispatch (an app's breakpoints usually fit it).
    @frozen @usableFromInline
    struct Digits {
        /// Per stored number (width, height, screen width, screen height,
        /// scale), its lower and upper cut; a NaN cut counts for nothing.
        @usableFromInline var low: SIMD8<Double>
        @usableFromInline var high: SIMD8<Double>
        /// The width's and the height's lower and upper cut, and their
        /// factors in the cell number (0: unused).
        @usableFromInline var sizeLow: SIMD2<Double>
        @usableFromInline var sizeHigh: SIMD2<Double>
        @usableFromInline var sizeStrides: SIMD2<Int64>
        /// Each other feature's factor in the cell number (0: unused).
        @usableFromInline var shape: Int32
        /// Per idiom index, its digit times its factor (all 0: unused).
        @usableFromInline var idiomShares: SIMD8<Int32>
        /// Whether any of the rarer features below is used: one test skips
        /// them all in the usual case.
        @usableFromInline var usesOthers: Bool
        @usableFromInline var screenWidth: Int32
        @usableFromInline var screenHeight: Int32
        @usableFromInline var scale: Int32
        @usableFromInline var orientation: Int32
        @usableFromInline var orientationLast: Int32

        /// The share of the window's size, its shape and the idiom in the
        /// cell number: the whole cell unless `usesOthers`. Read through the
        /// pointer, field by field: a copy of the struct would cost more
        /// than the digits.
        @inlinable @inline(__always)
        static func plainCell(_ digits: UnsafePointer<Digits>, _ environment: LayoutEnvironment) -> Int {
            // Width and height side by side, as most trees test both: NaN
            // as 0, then each one's cuts at or below it, in two lanes.
            let size = SIMD2(environment.width, environment.height)
            let clean = size.replacing(with: 0, where: size .!= size)
            // Each cut at or below adds the feature's factor: a select, not
            // a multiply (SSE2 has no multiply of 64-bit lanes).
            let strides = digits.pointee.sizeStrides
            let weighted = SIMD2<Int64>.zero.replacing(with: strides, where: clean .>= digits.pointee.sizeLow)
                &+ SIMD2<Int64>.zero.replacing(with: strides, where: clean .>= digits.pointee.sizeHigh)
            var cell = Int(weighted.wrappedSum())
            if digits.pointee.shape != 0 {
                let sides = pointwiseMax(clean, .zero)
                let digit = Int(unsafeBitCast(sides.x >= sides.y, to: UInt8.self)) &+ Int(unsafeBitCast(sides.x > sides.y, to: UInt8.self))
                cell &+= digit &* Int(digits.pointee.shape)
            }
            // The idiom's share of the cell number, looked up (0 when unused).
            cell &+= Int(digits.pointee.idiomShares[Swift.min(environment.idiom.featureIndex, 7)])
            return cell
        }

        /// The cell of an environment: `plainCell`, plus the rarer
        /// features' shares when the digits use them.
        @inlinable @inline(__always)
        static func cell(_ digits: UnsafePointer<Digits>, _ environment: LayoutEnvironment) -> Int {
            let cell = plainCell(digits, environment)
            guard digits.pointee.usesOthers else { return cell }
            return cell &+ otherShares(digits, environment)
        }

        /// The shares of the screen's size, the scale and the interface
        /// orientation in the cell number.
        @inlinable @inline(__always)
        static func otherShares(_ digits: UnsafePointer<Digits>, _ environment: LayoutEnvironment) -> Int {
            var cell = 0
            if digits.pointee.screenWidth != 0 {
                cell &+=
                    digit(environment.screenWidth, digits.pointee.low[2], digits.pointee.high[2]) &* Int(digits.pointee.screenWidth)
            }
            if digits.pointee.screenHeight != 0 {
                cell &+=
                    digit(environment.screenHeight, digits.pointee.low[3], digits.pointee.high[3]) &* Int(digits.pointee.screenHeight)
            }
            if digits.pointee.scale != 0 {
                cell &+= digit(environment.scale, digits.pointee.low[4], digits.pointee.high[4]) &* Int(digits.pointee.scale)
            }
            if digits.pointee.orientation != 0 {
                cell &+=
                    Swift.min(environment.interfaceOrientation.featureIndex, Int(digits.pointee.orientationLast))
                    &* Int(digits.pointee.orientation)
            }
            return cell
        }

        /// How many of the two cuts are at or below `value` (a NaN value
        /// counts as 0; `value >= NaN` never holds).
        @inlinable @inline(__always)
        static func digit(_ value: Double, _ low: Double, _ high: Double) -> Int {
            let value = value != value ? 0 : value
            return Int(unsafeBitCast(value >= low, to: UInt8.self)) &+ Int(unsafeBitCast(value >= high, to: UInt8.self))
        }

        /// The same digits with every factor times `factor`.
        func scaled(by factor: Int) -> Digits {
            // Cells times the factor fit `maxCellRowEntries`, far from
            // wrapping; `validate` checks the products.
            precondition(factor > 0 && factor <= FlatTree.maxCellRowEntries, "digits scaled by \(factor)")
            var digits = self
            digits.sizeStrides &*= Int64(factor)
            digits.idiomShares &*= Int32(factor)
            digits.shape &*= Int32(factor)
            digits.screenWidth &*= Int32(factor)
            digits.screenHeight &*= Int32(factor)
            digits.scale &*= Int32(factor)
            digits.orientation &*= Int32(factor)
            return digits
        }

        static let unused = Digits(
            low: .zero, high: .zero, sizeLow: .zero, sizeHigh: .zero, sizeStrides: .zero, shape: 0, idiomShares: .zero,
            usesOthers: false, screenWidth: 0, screenHeight: 0, scale: 0, orientation: 0, orientationLast: 0)
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
    /// A row per leaf (then, when `rowsByCell`, a row per cell, a copy of
    /// its leaf's, with one more entry: the leaf) and one more, each of
    /// `rowStride` entries: the
    /// index in `values` of the trait's value there, `unset` when no rule
    /// sets it, `residual` when a rule tested at run time may set it (then
    /// the slow lookup decides). The extra row and column are `unset`: a
    /// leaf or trait out of range (another rule set's) is clamped onto
    /// them, so a read has no branch. When the table would be too large
    /// (see `maxTableEntries`) it is a single row of `residual` (its last
    /// entry `unset`) that every leaf reads (`rowStride` 0).
    @usableFromInline let table: UnsafePointer<Int32>
    /// `traitCount + 1` (`traitCount + 2` when `rowsByCell`: the leaf's
    /// column), or 0 when there is no table.
    @usableFromInline let rowStride: Int
    /// Whether the table alone decides every read: there is one, and no
    /// leaf tests rules at run time.
    @usableFromInline package let tableDecides: Bool
    /// The offset of the last row of the table, `unset` throughout: an
    /// offset out of range is clamped onto it.
    @usableFromInline let lastRowOffset: Int
    /// Whether the table also has a row per cell (see `cellRow(for:)`),
    /// from offset `cellRowOffset` on.
    @usableFromInline package let rowsByCell: Bool
    @usableFromInline let cellRowOffset: Int
    /// Whether the table has a row per cell and the cell depends on the
    /// window's size, its shape and the idiom alone (an app's usual
    /// breakpoints): `match` then finds the row in line
    /// (`plainCellRow(for:)`) and calls nothing.
    @usableFromInline package let plainCellRows: Bool

    /// The cell table's features (none: the tree is walked), their cuts,
    /// and the leaf of each cell.
    @usableFromInline let dimensions: UnsafePointer<Dimension>
    @usableFromInline let dimensionCount: Int
    @usableFromInline let cuts: UnsafePointer<Double>
    @usableFromInline let cells: UnsafePointer<Int32>
    @usableFromInline let hasCells: Bool
    /// The cell table's digits in fixed form, when it fits (see `Digits`),
    /// behind a pointer so the tree stays small to copy; then the same
    /// digits with every factor times `rowStride` (see `cellRow(for:)`).
    @usableFromInline let digits: UnsafePointer<Digits>
    @usableFromInline let hasDigits: Bool

    /// A table entry: no matching rule sets the trait.
    @inlinable package static var unset: Int32 { -1 }
    /// A table entry: a residual rule of the leaf may set the trait.
    @inlinable package static var residual: Int32 { -2 }

    /// The leaf an environment reaches. Allocation-free, and any
    /// environment is accepted (NaN, infinities, negative sizes, unknown
    /// idioms) with the answer `Condition.matches` gives.
    @inlinable @inline(__always)
    package func leaf(for environment: LayoutEnvironment) -> Int {
        // In range: `validate` checks the digits' largest cell against `cells`.
        if hasDigits { return Int(cells[Digits.cell(digits, environment)]) }
        return otherLeaf(Self.parts(environment))
    }

    /// The leaf an environment reaches and the offset of its row in the
    /// table, when the table has a row per cell (`rowsByCell`): the row is
    /// found from the cell alone, so reading a value does not wait for the
    /// load of the leaf, one dependent load less on the path from the
    /// environment to a value. The digits' factors are scaled by the row's
    /// length, so the cell number is already the row's offset (no
    /// multiply), and the leaf is read from the row's last column.
    @inlinable @inline(__always)
    package func cellRow(for environment: LayoutEnvironment) -> (leaf: Int, row: Int) {
        // In range: `validate` checks the last row's leaf column is in the table.
        let offset = cellRowOffset &+ Digits.cell(digits + 1, environment)
        return (Int(table[offset &+ traitCount &+ 1]), offset)
    }

    /// `cellRow(for:)` where `plainCellRows` holds: only the size, the
    /// shape and the idiom are read, so the caller's loop keeps no other
    /// field of the environment at hand.
    @inlinable @inline(__always)
    package func plainCellRow(for environment: LayoutEnvironment) -> (leaf: Int, row: Int) {
        // In range: as in `cellRow(for:)`, with the rarer features unused.
        let offset = cellRowOffset &+ Digits.plainCell(digits + 1, environment)
        return (Int(table[offset &+ traitCount &+ 1]), offset)
    }

    /// The offset of a leaf's row in the table.
    @inlinable @inline(__always)
    package func rowOffset(leaf: Int) -> Int { leaf &* rowStride }

    /// An environment in pieces. A parameter of type `LayoutEnvironment` is
    /// passed by address, so an inlined caller that may call out of line
    /// with it copies the environment to memory on every call, fast path
    /// included, and reads it back from there; pieces go in registers, and
    /// the fast path reads the fields where they are.
    /// The user's settings travel packed in one word (`packedSettings`).
    @usableFromInline package typealias Parts = (
        sizes: (Double, Double, Double, Double), scales: (Double, Double), safeArea: LayoutEdgeInsets,
        kinds: (LayoutInterfaceOrientation, Idiom, WindowKind, LayoutEnvironment.ColorGamut), settings: UInt64
    )

    @inlinable @inline(__always)
    package static func parts(_ environment: LayoutEnvironment) -> Parts {
        (
            (environment.width, environment.height, environment.screenWidth, environment.screenHeight),
            (environment.scale, environment.nativeScale), environment.safeArea,
            (environment.interfaceOrientation, environment.idiom, environment.window, environment.colorGamut),
            environment.packedSettings
        )
    }

    package static func environment(_ parts: Parts) -> LayoutEnvironment {
        var environment = LayoutEnvironment(
            width: parts.sizes.0, height: parts.sizes.1, screenWidth: parts.sizes.2, screenHeight: parts.sizes.3,
            interfaceOrientation: parts.kinds.0, idiom: parts.kinds.1, scale: parts.scales.0, nativeScale: parts.scales.1,
            safeArea: parts.safeArea, window: parts.kinds.2)
        environment.colorGamut = parts.kinds.3
        environment.unpackSettings(parts.settings)
        return environment
    }

    /// The leaf of a tree without the fixed cell table: the general cell
    /// table or the walk, out of line (see `Parts`).
    @usableFromInline @inline(never)
    func otherLeaf(_ parts: Parts) -> Int {
        let environment = Self.environment(parts)
        guard hasCells else { return walk(environment) }
        // In range: `validate` checks each dimension's cuts and node, and the
        // largest cell their digits reach, against the buffers.
        var cell = 0
        for position in 0..<dimensionCount {
            let dimension = dimensions[position]
            let digit: Int
            switch dimension.kind {
            case .width: digit = Self.rank(environment.width, cuts + Int(dimension.first), dimension.count)
            case .height: digit = Self.rank(environment.height, cuts + Int(dimension.first), dimension.count)
            case .screenWidth: digit = Self.rank(environment.screenWidth, cuts + Int(dimension.first), dimension.count)
            case .screenHeight: digit = Self.rank(environment.screenHeight, cuts + Int(dimension.first), dimension.count)
            case .scale: digit = Self.rank(environment.scale, cuts + Int(dimension.first), dimension.count)
            case .shape:
                let width = environment.width > 0 ? environment.width : 0
                let height = environment.height > 0 ? environment.height : 0
                digit = Int(unsafeBitCast(width >= height, to: UInt8.self)) &+ Int(unsafeBitCast(width > height, to: UInt8.self))
            case .idiom: digit = Swift.min(environment.idiom.featureIndex, Int(dimension.count))
            case .interfaceOrientation: digit = Swift.min(environment.interfaceOrientation.featureIndex, Int(dimension.count))
            case .otherDiscrete:
                digit = Swift.min(Self.otherDiscreteIndex(UInt8(dimension.node), environment), Int(dimension.count))
            case .test: digit = Self.outOfLineHolds(nodes[Int(dimension.node)], environment) ? 1 : 0
            }
            cell &+= digit &* Int(dimension.stride)
        }
        return Int(cells[cell])
    }

    /// How many of `count` ascending cuts are at or below `value` (a NaN
    /// counts as 0): every threshold test is `value < cut`.
    @inlinable @inline(__always)
    static func rank(_ value: Double, _ cuts: UnsafePointer<Double>, _ count: Int32) -> Int {
        // `value != value` is the NaN test as one compare (`isNaN` tests
        // bits); the count adds each comparison's bit rather than
        // branching on it, since the outcome is as random as the sizes.
        let value = value != value ? 0 : value
        var rank = 0
        for index in 0..<Int(count) { rank &+= Int(unsafeBitCast(value >= cuts[index], to: UInt8.self)) }
        return rank
    }

    /// The walk, for trees too large for a cell table.
    func walk(_ environment: LayoutEnvironment) -> Int {
        // Ends, in range: `validate` checks every child is a leaf or an
        // earlier node, and every choice's entries are in `choices`.
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
        let entry = self.entry(row: rowOffset(leaf: leaf), leaf: leaf, trait: trait)
        return entry == Self.unset ? nil : entry
    }

    /// The table's entry at the offset of a leaf's row, or of the row of a
    /// cell of the leaf (see `rowsByCell`): a value index, `unset` (also for a leaf,
    /// row or trait out of range) or `residual`. The load depends on the
    /// row alone; the leaf's range check (a match of another rule set's
    /// may have a row of this one's cells) is a select on the loaded
    /// entry, so the load does not wait for the leaf.
    @inlinable @inline(__always)
    package func entry(row: Int, leaf: Int, trait: Int32) -> Int32 {
        // In range for any arguments: `validate` checks the last row's
        // offset plus `traitCount` is in the table.
        let row = Swift.min(UInt(bitPattern: row), UInt(bitPattern: lastRowOffset))
        let column = Swift.min(UInt(UInt32(bitPattern: trait)), UInt(bitPattern: traitCount))
        let entry = table[Int(bitPattern: row &+ column)]
        return UInt(bitPattern: leaf) < UInt(bitPattern: leafCount) ? entry : Self.unset
    }

    @inlinable @inline(__always)
    static func discreteIndex(_ node: Node, _ environment: LayoutEnvironment) -> Int {
        switch node.operand {
        case .idiom: environment.idiom.featureIndex
        case .interfaceOrientation: environment.interfaceOrientation.featureIndex
        default: otherDiscreteIndex(node.feature, environment)
        }
    }

    @usableFromInline @inline(never)
    static func otherDiscreteIndex(_ feature: UInt8, _ environment: LayoutEnvironment) -> Int {
        environment.discreteIndex(of: features[Int(feature)])
    }

    /// An aspect ratio other than `n/n`, exactly, or a threshold on a
    /// feature the environment does not store (read through the feature
    /// table's reading, NaN as 0).
    @usableFromInline @inline(never)
    static func outOfLineHolds(_ node: Node, _ environment: LayoutEnvironment) -> Bool {
        let feature = features[Int(node.feature)]
        if feature == .aspectRatio {
            let (width, height) = environment.ratioOperands
            let order = LayoutEnvironment.productOrder(width, node.denominator, node.value, height)
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
    /// The buffers a `FlatTree` points into, owned by the tree's storage
    /// (each freed with it, and never copied: a copy would free them twice).
    struct Buffers: ~Copyable {
        var nodes: OwnedBuffer<Node>
        var choices: OwnedBuffer<Int32>
        var table: OwnedBuffer<Int32>
        var dimensions: OwnedBuffer<Dimension>
        var cuts: OwnedBuffer<Double>
        var cells: OwnedBuffer<Int32>
        var digits: OwnedBuffer<Digits>
    }

    /// A tree and the buffers it points into.
    struct Made: ~Copyable {
        var tree: FlatTree
        var buffers: Buffers
    }

    /// Flattens a tree's nodes and fills its value table.
    static func make(
        nodes: [DecisionTree.Node], choices: [Int32], root: Int32, leaves: [DecisionTree.Leaf],
        assignments: [DecisionTree.Assignment], residualRules: [DecisionTree.ResidualRule],
        residualAssignments: [DecisionTree.Assignment], traitCount: Int
    ) -> Made {
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
        let stride = traitCount + 1
        let entries = (leaves.count + 1) * stride
        var table = OwnedBuffer<Int32>(copying: [Int32](repeating: residual, count: traitCount) + [unset])
        var rowStride = 0
        if entries <= max(maxTableEntries, 4 * (assignments.count + leaves.count)) {
            // Filled where it stays: the table has a row per leaf, and
            // building it as an array meant copying it once more.
            // (A trait out of the row, which no tree the builder makes has,
            // is left out: the table is written through a pointer.)
            let filled = OwnedBuffer<Int32>(repeating: unset, count: entries)
            for (leaf, data) in leaves.enumerated() {
                let row = leaf * stride
                for assignment in assignments[Int(data.assignments.lowerBound)..<Int(data.assignments.upperBound)]
                where 0 <= assignment.trait && Int(assignment.trait) < stride {
                    filled[row + Int(assignment.trait)] = assignment.value
                }
                for rule in residualRules[Int(data.residual.lowerBound)..<Int(data.residual.upperBound)] {
                    for assignment in residualAssignments[Int(rule.assignments.lowerBound)..<Int(rule.assignments.upperBound)]
                    where 0 <= assignment.trait && Int(assignment.trait) < stride {
                        filled[row + Int(assignment.trait)] = residual
                    }
                }
            }
            table = filled
            rowStride = stride
        }
        let flatRoot = nodes.isEmpty ? ~0 : position[Int(root)]
        let cellTable = cellTable(flat, flatChoices, root: flatRoot)
        let cellDigits = cellTable.flatMap { digits($0.dimensions, $0.cuts) }
        // A row per cell after the leaves' rows, copied from the cell's
        // leaf, when the table decides every read and the rows are few.
        var lastRow = leaves.count
        var rowsByCell = false
        var cellDigitsByRow = Digits.unused
        if let cellTable, let cellDigits, rowStride != 0, isExact, cellTable.cells.count * (stride + 1) <= maxCellRowEntries {
            // Each row gains a column, its leaf, which a trait's column
            // (clamped to `traitCount`) never reaches.
            let leafRows = UnsafeBufferPointer(table.all)
            let rowLength = stride + 1
            var values = [Int32]()
            values.reserveCapacity((leaves.count + cellTable.cells.count + 1) * rowLength)
            for leaf in 0..<leaves.count {
                values.append(contentsOf: leafRows[(leaf * stride)..<(leaf * stride + stride)])
                values.append(Int32(leaf))
            }
            for leaf in cellTable.cells {
                let row = Int(leaf) * stride
                values.append(contentsOf: leafRows[row..<(row + stride)])
                values.append(leaf)
            }
            values.append(contentsOf: repeatElement(unset, count: rowLength))
            table = OwnedBuffer(copying: values)
            rowStride = rowLength
            lastRow = leaves.count + cellTable.cells.count
            rowsByCell = true
            cellDigitsByRow = cellDigits.scaled(by: rowLength)
        }
        // An empty buffer still gets an address of its own (never read
        // through): an owned buffer allocates at least one element.
        let buffers = Buffers(
            nodes: OwnedBuffer(copying: flat), choices: OwnedBuffer(copying: flatChoices), table: table,
            dimensions: OwnedBuffer(copying: cellTable?.dimensions ?? []),
            cuts: OwnedBuffer(copying: (cellTable?.cuts ?? []) + [0]), cells: OwnedBuffer(copying: cellTable?.cells ?? [0]),
            digits: OwnedBuffer(copying: [cellDigits ?? .unused, cellDigitsByRow]))
        let tree = FlatTree(
            nodes: UnsafePointer(buffers.nodes.base), choices: UnsafePointer(buffers.choices.base),
            root: flatRoot, isExact: isExact, leafCount: leaves.count, traitCount: traitCount,
            table: UnsafePointer(buffers.table.base), rowStride: rowStride, tableDecides: rowStride != 0 && isExact,
            lastRowOffset: lastRow * rowStride, rowsByCell: rowsByCell, cellRowOffset: leaves.count * rowStride,
            plainCellRows: rowsByCell && !cellDigitsByRow.usesOthers,
            dimensions: UnsafePointer(buffers.dimensions.base),
            dimensionCount: cellTable?.dimensions.count ?? 0, cuts: UnsafePointer(buffers.cuts.base),
            cells: UnsafePointer(buffers.cells.base), hasCells: cellTable != nil,
            digits: UnsafePointer(buffers.digits.base),
            hasDigits: cellDigits != nil)
        return Made(tree: tree, buffers: buffers)
    }

    /// A cell table's dimensions in the fixed form of `Digits`, or nil when
    /// they do not fit it.
    static func digits(_ dimensions: [Dimension], _ cuts: [Double]) -> Digits? {
        var digits = Digits.unused
        digits.low = SIMD8(repeating: .nan)
        digits.high = SIMD8(repeating: .nan)
        for dimension in dimensions {
            switch dimension.kind {
            case .width, .height, .screenWidth, .screenHeight, .scale:
                guard dimension.count <= 2 else { return nil }
                let lane = Int(dimension.kind.rawValue)
                if dimension.count >= 1 { digits.low[lane] = cuts[Int(dimension.first)] }
                if dimension.count >= 2 { digits.high[lane] = cuts[Int(dimension.first) + 1] }
                switch dimension.kind {
                case .width: digits.sizeStrides[0] = Int64(dimension.stride)
                case .height: digits.sizeStrides[1] = Int64(dimension.stride)
                case .screenWidth: digits.screenWidth = dimension.stride
                case .screenHeight: digits.screenHeight = dimension.stride
                default: digits.scale = dimension.stride
                }
            case .shape: digits.shape = dimension.stride
            case .idiom:
                // Eight shares: any index past them reads the last, which is
                // the clamped digit as long as there are at most eight.
                guard dimension.count <= 7 else { return nil }
                for index in 0..<8 { digits.idiomShares[index] = Int32(min(index, Int(dimension.count))) * dimension.stride }
            case .interfaceOrientation:
                digits.orientation = dimension.stride
                digits.orientationLast = dimension.count
            case .otherDiscrete, .test: return nil
            }
        }
        digits.sizeLow = SIMD2(digits.low[0], digits.low[1])
        digits.sizeHigh = SIMD2(digits.high[0], digits.high[1])
        digits.usesOthers = digits.screenWidth != 0 || digits.screenHeight != 0 || digits.scale != 0 || digits.orientation != 0
        return digits
    }

    /// Most cells a cell table may have (each an `Int32`): past this the
    /// tree is walked.
    static let maxCells = 1 << 14

    /// Most entries the table's rows per cell may add (each an `Int32`).
    static let maxCellRowEntries = 1 << 16

    /// The cell table of a flattened tree (see `FlatTree`), or nil when it
    /// would have more than `maxCells` cells.
    ///
    /// Each cell's leaf is found by walking the tree with the cell's
    /// digits deciding every test: a number's digit `d` stands for the
    /// values from its `d`-th cut up to the next, and every threshold on it
    /// is one of its cuts, so each test is decided the same for all of
    /// them. Cells no environment has (a wide window narrower than it is
    /// tall) get whatever leaf the walk reaches.
    static func cellTable(_ nodes: [Node], _ choices: [Int32], root: Int32)
        -> (dimensions: [Dimension], cuts: [Double], cells: [Int32])?
    {
        let numberKinds: [(Test, Test, Dimension.Kind)] = [
            (.widthLess, .widthNotGreaterOrEqual, .width), (.heightLess, .heightNotGreaterOrEqual, .height),
            (.screenWidthLess, .screenWidthNotGreaterOrEqual, .screenWidth),
            (.screenHeightLess, .screenHeightNotGreaterOrEqual, .screenHeight), (.scaleLess, .scaleNotGreaterOrEqual, .scale),
        ]
        // Each number's cuts, ascending and distinct: a tree has few of them
        // and tests each at many nodes, so a binary search finds most where
        // hashing every threshold cost more than the rest of the table.
        var numberCuts = [[Double]](repeating: [], count: numberKinds.count)
        var usesShape = false
        var discrete: [Int32: Int32] = [:]  // operand, or 100 + feature for other: the last index
        var tests: [Int32] = []
        for (index, node) in nodes.enumerated() {
            if let kind = numberKinds.firstIndex(where: { $0.0 == node.test || $0.1 == node.test }) {
                // A NaN threshold always holds (see `flatten`): it cuts nothing.
                if !node.value.isNaN, insertSorted(node.value, into: &numberCuts[kind]) {
                    // The cells are at least the numbers' radices multiplied:
                    // past the limit there is no table, and a large tree need
                    // not hash the rest of its thresholds to learn it.
                    guard numberCuts.reduce(1, { $0 * ($1.count + 1) }) <= maxCells else { return nil }
                }
                continue
            }
            switch node.test {
            case .shapeLess, .shapeLessOrEqual: usesShape = true
            case .choice:
                let key = node.operand == .other ? 100 + Int32(node.feature) : Int32(node.operand.rawValue)
                discrete[key] = max(discrete[key] ?? 0, node.no - 1)
            case .outOfLine: tests.append(Int32(index))
            default: break
            }
        }
        var dimensions: [Dimension] = []
        var cuts: [Double] = []
        var radices: [Int] = []
        for (kind, values) in zip(numberKinds.map(\.2), numberCuts) where !values.isEmpty {
            dimensions.append(Dimension(kind: kind, first: Int32(cuts.count), count: Int32(values.count), stride: 0, node: 0))
            cuts += values
            radices.append(values.count + 1)
        }
        if usesShape {
            dimensions.append(Dimension(kind: .shape, first: 0, count: 0, stride: 0, node: 0))
            radices.append(3)
        }
        for (key, last) in discrete.sorted(by: { $0.key < $1.key }) {
            let kind: Dimension.Kind =
                key == Int32(Operand.idiom.rawValue) ? .idiom : key == Int32(Operand.interfaceOrientation.rawValue) ? .interfaceOrientation : .otherDiscrete
            dimensions.append(Dimension(kind: kind, first: 0, count: last, stride: 0, node: key >= 100 ? key - 100 : 0))
            radices.append(Int(last) + 1)
        }
        for test in tests {
            dimensions.append(Dimension(kind: .test, first: 0, count: 1, stride: 0, node: test))
            radices.append(2)
        }
        var total = 1
        for (position, radix) in radices.enumerated() {
            dimensions[position].stride = Int32(total)
            total *= radix
            guard total <= maxCells else { return nil }
        }
        // Which dimension decides each kind of test.
        func dimension(_ kind: Dimension.Kind, node: Int32 = 0) -> Int {
            dimensions.firstIndex { $0.kind == kind && (kind != .test && kind != .otherDiscrete || $0.node == node) } ?? 0
        }
        var cells = [Int32](repeating: 0, count: total)
        var digits = [Int](repeating: 0, count: dimensions.count)
        for cell in 0..<total {
            for position in dimensions.indices {
                digits[position] = cell / Int(dimensions[position].stride) % radices[position]
            }
            var index = root
            while index >= 0 {
                let node = nodes[Int(index)]
                let holds: Bool
                if let kind = numberKinds.firstIndex(where: { $0.0 == node.test || $0.1 == node.test }) {
                    let position = dimension(numberKinds[kind].2)
                    let digit = digits[position]
                    let value = digit == 0 ? -Double.infinity : cuts[Int(dimensions[position].first) + digit - 1]
                    holds = node.value.isNaN || value < node.value
                } else {
                    switch node.test {
                    case .shapeLess: holds = digits[dimension(.shape)] == 0
                    case .shapeLessOrEqual: holds = digits[dimension(.shape)] <= 1
                    case .choice:
                        let kind: Dimension.Kind =
                            node.operand == .idiom ? .idiom : node.operand == .interfaceOrientation ? .interfaceOrientation : .otherDiscrete
                        let digit = digits[dimension(kind, node: Int32(node.feature))]
                        index = choices[Int(node.yes) + min(digit, Int(node.no) - 1)]
                        continue
                    default: holds = digits[dimension(.test, node: index)] == 1
                    }
                }
                index = holds ? node.yes : node.no
            }
            cells[cell] = ~index
        }
        return (dimensions, cuts, cells)
    }

    /// Adds `value` to the ascending `values` unless an equal one is there;
    /// whether it was added.
    private static func insertSorted(_ value: Double, into values: inout [Double]) -> Bool {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        guard low == values.count || values[low] != value else { return false }
        values.insert(value, at: low)
        return true
    }

    /// The two forms of a stored threshold per feature (see `Test`); nil
    /// for a feature read out of line. A switch, not a dictionary: a
    /// `Feature` hashes its raw string, once per node of the tree.
    private static func storedTests(_ feature: Feature) -> (less: Test, notGreaterOrEqual: Test)? {
        switch feature {
        case .width: (.widthLess, .widthNotGreaterOrEqual)
        case .height: (.heightLess, .heightNotGreaterOrEqual)
        case .screenWidth: (.screenWidthLess, .screenWidthNotGreaterOrEqual)
        case .screenHeight: (.screenHeightLess, .screenHeightNotGreaterOrEqual)
        case .scale: (.scaleLess, .scaleNotGreaterOrEqual)
        default: nil
        }
    }

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
            if let stored = storedTests(node.feature) {
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
