import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// The validation pass: every index that evaluation follows through a raw
/// pointer, checked once per compile, so the hot paths may read without a
/// check of their own.
///
/// The flat tree and the layout programs are read through raw pointers
/// (see `FlatTree` and `LayoutSolver`), where an index out of range is
/// not a trap but a read or write of another object's memory. Each read
/// there is safe because an index this pass checked bounds it; a failure
/// here is a compiler bug, and it stops the process with a message naming
/// the broken invariant rather than leave a structure that corrupts
/// memory later, in an app.
///
/// It runs when `Limits.validatesCompiledCode` is on: by default in debug
/// builds and in any build with `-D LAYOUTRULES_VALIDATE` (CI's tests of
/// the release build), and wherever a caller turns it on.
enum Validation {
    /// Stops the process: `what` is the structure, `message` the broken
    /// invariant. (`fatalError`, not `preconditionFailure`: an optimised
    /// build prints its message too.)
    static func fail(_ what: String, _ message: String) -> Never {
        fatalError("\(what): \(message)")
    }

    static func check(_ condition: Bool, _ what: String, _ message: @autoclosure () -> String) {
        if !condition { fail(what, message()) }
    }

    static func range(_ count: Int) -> String { "0..<\(count)" }
}

extension FlatTree {
    /// Checks every index of the tree against the buffers it points into:
    /// the root, each node's children and choices, the cell table's
    /// dimensions, cuts and cells, the fixed digits' largest cell, and
    /// every entry of the value table (a value index below `valueCount`,
    /// `unset` or `residual`, and a leaf in each row's leaf column).
    func validate(_ buffers: borrowing Buffers, valueCount: Int) {
        let what = "flat tree"
        let nodeCount = buffers.nodes.count
        let choiceCount = buffers.choices.count
        let featureCount = Self.features.count
        Validation.check(leafCount >= 1, what, "it has \(leafCount) leaves; every tree has at least one")
        Validation.check(
            nodes == UnsafePointer(buffers.nodes.base) && choices == UnsafePointer(buffers.choices.base)
                && table == UnsafePointer(buffers.table.base) && dimensions == UnsafePointer(buffers.dimensions.base)
                && cuts == UnsafePointer(buffers.cuts.base) && cells == UnsafePointer(buffers.cells.base)
                && digits == UnsafePointer(buffers.digits.base),
            what, "a pointer does not point into the buffers the storage owns")

        /// A child of node `parent` (or of the root when nil): a node
        /// before the parent (so every walk ends) or `~leaf`.
        func checkChild(_ child: Int32, of parent: Int?, _ role: String) {
            let name = parent.map { "node \($0)'s \(role)" } ?? "the root"
            if child >= 0 {
                Validation.check(Int(child) < nodeCount, what, "\(name) \(child) is out of range \(Validation.range(nodeCount))")
                if let parent {
                    Validation.check(
                        Int(child) < parent, what, "\(name) \(child) is not before the node (a walk could loop)")
                }
            } else {
                Validation.check(
                    Int(~child) < leafCount, what, "\(name) names leaf \(~child), out of range \(Validation.range(leafCount))")
            }
        }
        checkChild(root, of: nil, "")
        for index in 0..<nodeCount {
            let node = buffers.nodes[index]
            Validation.check(
                Int(node.feature) < featureCount, what,
                "node \(index)'s feature \(node.feature) is out of range \(Validation.range(featureCount))")
            if node.test == .choice {
                let (first, count) = (Int(node.yes), Int(node.no))
                Validation.check(
                    first >= 0 && count >= 1 && first + count <= choiceCount, what,
                    "node \(index)'s choices \(first)..<\(first + count) are out of range \(Validation.range(choiceCount)) or empty")
                for entry in first..<(first + count) { checkChild(buffers.choices[entry], of: index, "choice \(entry)") }
            } else {
                checkChild(node.yes, of: index, "true branch")
                checkChild(node.no, of: index, "false branch")
            }
        }
        validateTable(buffers, valueCount: valueCount)
        validateCells(buffers)
    }

    /// The value table: its shape (see `table`), each value index, and
    /// the leaf column of the rows by cell.
    private func validateTable(_ buffers: borrowing Buffers, valueCount: Int) {
        let what = "flat tree"
        let entries = buffers.table.count
        Validation.check(
            tableDecides == (rowStride != 0 && isExact), what, "tableDecides is \(tableDecides) with row stride \(rowStride)")
        // `entry(row:leaf:trait:)` clamps the row to `lastRowOffset` and the
        // column to `traitCount`: their sum is the furthest it reads.
        Validation.check(
            lastRowOffset >= 0 && traitCount >= 0 && lastRowOffset + traitCount < entries, what,
            "the last row at \(lastRowOffset) and \(traitCount) traits read past the table's \(entries) entries")
        let leafColumn = traitCount + 1
        if rowStride == 0 {
            Validation.check(
                entries == traitCount + 1 && lastRowOffset == 0 && !rowsByCell, what,
                "a table without rows has \(entries) entries, last row \(lastRowOffset), rows by cell \(rowsByCell)")
        } else {
            Validation.check(
                rowStride == (rowsByCell ? traitCount + 2 : traitCount + 1), what,
                "row stride \(rowStride) for \(traitCount) traits (rows by cell: \(rowsByCell))")
            Validation.check(
                lastRowOffset % rowStride == 0 && lastRowOffset + rowStride == entries
                    && lastRowOffset >= leafCount * rowStride, what,
                "the last row at \(lastRowOffset) does not end the table of \(entries) entries after \(leafCount) leaves' rows")
        }
        if rowsByCell {
            Validation.check(
                cellRowOffset == leafCount * rowStride, what,
                "the rows by cell start at \(cellRowOffset), not after the \(leafCount) leaves' rows")
        }
        Validation.check(!plainCellRows || rowsByCell, what, "plain cell rows without rows by cell")
        let stride = Swift.max(rowStride, 1)
        for offset in 0..<entries {
            let entry = buffers.table[offset]
            let column = rowStride == 0 ? offset : offset % stride
            if offset >= lastRowOffset {
                Validation.check(
                    entry == Self.unset || rowStride == 0 && column < traitCount && entry == Self.residual, what,
                    "entry \(offset) of the last row is \(entry), not unset")
            } else if rowsByCell && column == leafColumn {
                Validation.check(
                    entry >= 0 && Int(entry) < leafCount, what,
                    "row \(offset / stride)'s leaf \(entry) is out of range \(Validation.range(leafCount))")
            } else {
                Validation.check(
                    entry == Self.unset || entry == Self.residual || entry >= 0 && Int(entry) < valueCount, what,
                    "table entry \(offset) (row \(offset / stride), column \(column)) is value \(entry), out of range \(Validation.range(valueCount))")
            }
        }
    }

    /// The cell tables: each dimension's cuts, node or feature, the largest
    /// cell any environment reaches, each cell's leaf, and the same for
    /// the fixed digits and the rows they find.
    private func validateCells(_ buffers: borrowing Buffers) {
        let what = "flat tree"
        let nodeCount = buffers.nodes.count
        guard hasCells else {
            Validation.check(!hasDigits && !rowsByCell, what, "digits or rows by cell without a cell table")
            return
        }
        Validation.check(
            dimensionCount == buffers.dimensions.count, what,
            "\(dimensionCount) dimensions in a buffer of \(buffers.dimensions.count)")
        var largest = 0
        for position in 0..<dimensionCount {
            let dimension = buffers.dimensions[position]
            let radix: Int
            switch dimension.kind {
            case .width, .height, .screenWidth, .screenHeight, .scale:
                let (first, count) = (Int(dimension.first), Int(dimension.count))
                Validation.check(
                    first >= 0 && count >= 0 && first + count <= buffers.cuts.count, what,
                    "dimension \(position)'s cuts \(first)..<\(first + count) are out of range \(Validation.range(buffers.cuts.count))")
                radix = count + 1
            case .shape: radix = 3
            case .idiom, .interfaceOrientation, .otherDiscrete:
                Validation.check(dimension.count >= 0, what, "dimension \(position)'s last index is \(dimension.count)")
                if dimension.kind == .otherDiscrete {
                    Validation.check(
                        Int(dimension.node) >= 0 && Int(dimension.node) < Self.features.count, what,
                        "dimension \(position)'s feature \(dimension.node) is out of range \(Validation.range(Self.features.count))")
                }
                radix = Int(dimension.count) + 1
            case .test:
                let node = Int(dimension.node)
                Validation.check(
                    node >= 0 && node < nodeCount && buffers.nodes[node].test == .outOfLine, what,
                    "dimension \(position)'s node \(node) is out of range \(Validation.range(nodeCount)) or not an out-of-line test")
                radix = 2
            }
            Validation.check(dimension.stride >= 1, what, "dimension \(position)'s factor is \(dimension.stride)")
            largest += (radix - 1) * Int(dimension.stride)
        }
        let cellCount = buffers.cells.count
        Validation.check(
            largest < cellCount, what, "cell \(largest) is reachable, out of range \(Validation.range(cellCount))")
        for cell in 0..<cellCount {
            let leaf = buffers.cells[cell]
            Validation.check(
                leaf >= 0 && Int(leaf) < leafCount, what,
                "cell \(cell)'s leaf \(leaf) is out of range \(Validation.range(leafCount))")
        }
        guard hasDigits else {
            Validation.check(!rowsByCell, what, "rows by cell without fixed digits")
            return
        }
        Validation.check(buffers.digits.count == 2, what, "\(buffers.digits.count) sets of digits, not 2")
        let plain = Self.largestCell(buffers.digits[0])
        Validation.check(
            plain < cellCount, what, "the digits reach cell \(plain), out of range \(Validation.range(cellCount))")
        if rowsByCell {
            let byRow = Self.largestCell(buffers.digits[1])
            Validation.check(
                byRow == plain * rowStride && cellRowOffset + byRow + traitCount + 1 < buffers.table.count, what,
                "the digits by row reach offset \(cellRowOffset + byRow) (cell \(plain) times \(rowStride)), past the table's \(buffers.table.count) entries")
            Validation.check(
                !plainCellRows || !buffers.digits[1].usesOthers, what, "plain cell rows with digits that use other features")
        }
    }

    /// The largest cell number `Digits.cell` computes: each number's
    /// factor times its cuts (a NaN cut never counts), the shape's times 2,
    /// the largest idiom share, and the interface orientation's factor
    /// times its last index; -1 (never in range) when a factor is negative.
    static func largestCell(_ digits: Digits) -> Int {
        func cuts(_ low: Double, _ high: Double) -> Int { (low.isNaN ? 0 : 1) + (high.isNaN ? 0 : 1) }
        let numbers = [
            (Int(digits.sizeStrides[0]), cuts(digits.sizeLow[0], digits.sizeHigh[0])),
            (Int(digits.sizeStrides[1]), cuts(digits.sizeLow[1], digits.sizeHigh[1])),
            (Int(digits.shape), 2),
        ]
        let others = [
            (Int(digits.screenWidth), cuts(digits.low[2], digits.high[2])),
            (Int(digits.screenHeight), cuts(digits.low[3], digits.high[3])),
            (Int(digits.scale), cuts(digits.low[4], digits.high[4])),
            (Int(digits.orientation), Int(digits.orientationLast)),
        ]
        let shares = (0..<8).map { Int(digits.idiomShares[$0]) }
        guard (numbers + others).allSatisfy({ $0.0 >= 0 && $0.1 >= 0 }), shares.allSatisfy({ $0 >= 0 }) else { return -1 }
        var largest = numbers.reduce(0) { $0 + $1.0 * $1.1 } + (shares.max() ?? 0)
        if digits.usesOthers { largest += others.reduce(0) { $0 + $1.0 * $1.1 } }
        return largest
    }
}

extension DecisionTree.Storage {
    /// Checks the slices each leaf and residual rule names (`leaves`,
    /// `assignments`, `residualRules`, `residualAssignments`) and every
    /// assignment's trait and value, then the flat tree.
    func validate() {
        let what = "decision tree"
        func checkSlice(_ range: Range<Int32>, _ count: Int, _ name: @autoclosure () -> String) {
            Validation.check(
                range.lowerBound >= 0 && Int(range.upperBound) <= count, what,
                "\(name()) \(range) is out of range \(Validation.range(count))")
        }
        func checkAssignment(_ assignment: DecisionTree.Assignment, _ name: @autoclosure () -> String) {
            Validation.check(
                assignment.trait >= 0 && Int(assignment.trait) < traitNames.count && assignment.value >= 0
                    && Int(assignment.value) < values.count, what,
                "\(name()) sets trait \(assignment.trait) to value \(assignment.value), out of range \(Validation.range(traitNames.count)) and \(Validation.range(values.count))")
        }
        for (index, leaf) in leaves.enumerated() {
            checkSlice(leaf.assignments, assignments.count, "leaf \(index)'s assignments")
            checkSlice(leaf.residual, residualRules.count, "leaf \(index)'s residual rules")
            checkSlice(leaf.matchedWords, matchedWords.count, "leaf \(index)'s matched words")
        }
        for (index, assignment) in assignments.enumerated() { checkAssignment(assignment, "assignment \(index)") }
        for (index, rule) in residualRules.enumerated() {
            checkSlice(rule.assignments, residualAssignments.count, "residual rule \(index)'s assignments")
        }
        for (index, assignment) in residualAssignments.enumerated() {
            checkAssignment(assignment, "residual assignment \(index)")
        }
        for (index, rule) in residualRules.enumerated() {
            Validation.check(
                rule.condition >= 0 && Int(rule.condition) < conditions.nodes.count, what,
                "residual rule \(index)'s condition \(rule.condition) is out of range \(Validation.range(conditions.nodes.count))")
        }
        validateScanLeaves(checkSlice)
        flat.validate(flatBuffers, valueCount: values.count)
    }

    /// A scan leaf's cell fields (a slot, bits that fit the 64-bit code)
    /// and its per-trait lists of residual rules (each one of the leaf's).
    private func validateScanLeaves(_ checkSlice: (Range<Int32>, Int, @autoclosure () -> String) -> Void) {
        let what = "decision tree"
        guard leaves.contains(where: \.isScan) else { return }
        Validation.check(
            scan.traitResiduals.count == leafTraits.count, what,
            "\(scan.traitResiduals.count) per-trait residual lists for \(leafTraits.count) leaf traits")
        Validation.check(
            scan.numerators.count == FeatureSpace.lanes && scan.denominators.count == FeatureSpace.lanes
                && scan.valueCounts.count == FeatureSpace.lanes && scan.slotFeatures.count == FeatureSpace.slotCount, what,
            "the scan tables do not have a row per slot")
        for (index, leaf) in leaves.enumerated() where leaf.isScan {
            checkSlice(leaf.cells, scan.fields.count, "leaf \(index)'s cell fields")
            checkSlice(leaf.traits, leafTraits.count, "leaf \(index)'s traits")
            for field in scan.fields[Int(leaf.cells.lowerBound)..<Int(leaf.cells.upperBound)] {
                Validation.check(
                    field.slot >= 0 && Int(field.slot) < FeatureSpace.slotCount && field.bits >= 0 && field.bits <= 31
                        && field.shift >= 0 && field.shift + field.bits <= 64, what,
                    "leaf \(index)'s cell field for slot \(field.slot) takes bits \(field.shift)..<\(field.shift + field.bits) of 64")
            }
            for position in Int(leaf.traits.lowerBound)..<Int(leaf.traits.upperBound) {
                let list = scan.traitResiduals[position]
                checkSlice(list, scan.residualPositions.count, "leaf \(index)'s residual list of trait \(leafTraits[position])")
                for entry in scan.residualPositions[Int(list.lowerBound)..<Int(list.upperBound)] {
                    Validation.check(
                        leaf.residual.contains(entry), what,
                        "leaf \(index) lists residual rule \(entry), not one of its own \(leaf.residual)")
                }
            }
        }
    }
}

extension LayoutProgram {
    /// Checks every register a step reads or writes (with the four
    /// registers of an axis, the six of a transform, the four of a safe
    /// area and the eighteen of a slot it names), each region's parent
    /// (the window or an earlier region), the registers cleared, and the
    /// lengths of the buffers the solver reads side by side.
    func validate() {
        let what = "layout program"
        let storage = self.storage
        let count = Swift.max(registerCount, LayoutProgram.registersPerRegion)
        let regions = storage.parentBuffer.count
        Validation.check(
            regionNames.count == regions && storage.transformedBuffer.count == regions, what,
            "\(regionNames.count) names, \(regions) parents and \(storage.transformedBuffer.count) transform flags")
        Validation.check(
            LayoutProgram.base(regions + 1) <= count, what,
            "\(regions) regions need \(LayoutProgram.base(regions + 1)) registers, it has \(count)")
        for index in 0..<regions {
            let parent = storage.parentBuffer[index]
            Validation.check(
                parent >= 0 && Int(parent) <= index, what,
                "region \(index)'s parent slot \(parent) is not the window or an earlier region (0...\(index))")
        }
        for register in storage.clearBuffer {
            Validation.check(
                register >= 0 && Int(register) < count, what,
                "cleared register \(register) is out of range \(Validation.range(count))")
        }
        for (index, step) in storage.codeBuffer.enumerated() {
            func registers(_ first: Int32, _ span: Int, _ role: String) {
                Validation.check(
                    first >= 0 && Int(first) + span <= count, what,
                    "step \(index) (\(step.operation))'s \(role) \(first)\(span > 1 ? "..<\(Int(first) + span)" : "") is out of range \(Validation.range(count))")
            }
            let (t, a, b, c) = (step.target, step.a, step.b, step.c)
            switch step.operation {
            case .constant: registers(t, 1, "target")
            case .copy, .negate, .percentage, .addImmediate, .subtractImmediate, .immediateSubtract, .multiplyImmediate,
                .divideImmediate, .immediateDivide, .minimumImmediate, .immediateMinimum, .maximumImmediate,
                .immediateMaximum:
                registers(t, 1, "target")
                registers(a, 1, "operand a")
            case .add, .subtract, .multiply, .divide, .minimum, .maximum:
                registers(t, 1, "target")
                registers(a, 1, "operand a")
                registers(b, 1, "operand b")
            case .clamp:
                registers(t, 1, "target")
                registers(a, 1, "operand a")
                registers(b, 1, "operand b")
                registers(c, 1, "operand c")
            case .completeAxis:
                registers(t, 4, "axis")
                Validation.check(
                    [0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100].contains(a), what,
                    "step \(index) (completeAxis) knows attributes \(a), not two of the four")
            case .identity: registers(t, 6, "transform")
            case .translate, .scale:
                registers(t, 6, "transform")
                registers(a, 1, "operand a")
                registers(b, 1, "operand b")
            case .rotate:
                registers(t, 6, "transform")
                registers(a, 1, "operand a")
            case .safeArea:
                registers(t, 4, "insets")
                registers(Int32(clamping: LayoutProgram.base(Int(a))), LayoutProgram.registersPerRegion, "slot \(a)")
                registers(Int32(clamping: LayoutProgram.base(Int(b))), LayoutProgram.registersPerRegion, "parent slot \(b)")
            }
        }
    }
}

extension LayoutTable {
    /// Checks each program and each leaf's program index.
    func validate() {
        for program in programs { program.validate() }
        for (leaf, index) in storage.programOfLeaf.enumerated() {
            Validation.check(
                index >= -1 && Int(index) < programs.count, "layout table",
                "leaf \(leaf)'s program \(index) is out of range \(Validation.range(programs.count))")
        }
    }
}
