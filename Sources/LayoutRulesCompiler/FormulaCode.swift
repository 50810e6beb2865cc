import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// The tree builder's formulas as flat code: one array of instructions
/// linked by integer indices, read through raw buffers.
///
/// Why not `Formula` itself: the builder evaluates every undecided rule on
/// every box, and walking an `indirect` enum retains and releases each node
/// and array it visits. On 1,000 generated rules that reference counting
/// is a third of the compile time; walking indices costs none of it.
struct FormulaCode {
    struct Instruction {
        enum Operation: UInt8 { case yes, no, interval, mask, not, all, any }
        var operation: Operation
        var slot: Int32
        /// interval: the lowest region; mask: the mask's bits; not: the
        /// operand; all/any: the start of the operands in `operands`.
        var first: Int32
        /// interval: the highest region; all/any: the operand count.
        var second: Int32
    }

    private(set) var instructions: [Instruction] = []
    private(set) var operands: [Int32] = []
    /// The root instruction of each formula, in the order given.
    private(set) var roots: [Int32] = []
    /// The instructions of each formula: an upper bound of the work of one
    /// evaluation, which the tree builder counts against `maxTreeBuildWork`.
    private(set) var sizes: [Int] = []

    init(_ formulas: [Formula]) {
        for formula in formulas {
            let before = instructions.count
            roots.append(emit(formula))
            sizes.append(instructions.count - before)
        }
    }

    private mutating func emit(_ formula: Formula) -> Int32 {
        let instruction: Instruction
        switch formula {
        case .constant(let value):
            instruction = Instruction(operation: value ? .yes : .no, slot: 0, first: 0, second: 0)
        case .interval(let slot, let regions):
            instruction = Instruction(
                operation: .interval, slot: Int32(slot), first: Int32(regions.lowerBound), second: Int32(regions.upperBound))
        case .mask(let slot, let mask):
            instruction = Instruction(operation: .mask, slot: Int32(slot), first: Int32(bitPattern: mask), second: 0)
        case .not(let inner):
            instruction = Instruction(operation: .not, slot: 0, first: emit(inner), second: 0)
        case .all(let parts), .any(let parts):
            // `all` directly inside `all` (and `any` inside `any`) adds
            // nothing: its operands join the outer list, so evaluating it
            // takes one loop, not a loop per level.
            var flat: [Formula] = []
            for part in parts {
                switch (formula, part) {
                case (.all, .all(let inner)), (.any, .any(let inner)): flat += inner
                default: flat.append(part)
                }
            }
            let children = flat.map { emit($0) }
            let start = Int32(operands.count)
            operands += children
            let operation: Instruction.Operation = if case .all = formula { .all } else { .any }
            instruction = Instruction(operation: operation, slot: 0, first: start, second: Int32(children.count))
        }
        instructions.append(instruction)
        return Int32(instructions.count - 1)
    }

    /// Runs `body` with a reader over this code (valid only inside it).
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        instructions.withUnsafeBufferPointer { instructions in
            operands.withUnsafeBufferPointer { operands in
                roots.withUnsafeBufferPointer { roots in
                    body(Reader(instructions: instructions, operands: operands, roots: roots))
                }
            }
        }
    }

    /// Evaluation over raw buffers. The indices were all made by `emit`, so
    /// every one is in range.
    struct Reader {
        let instructions: UnsafeBufferPointer<Instruction>
        let operands: UnsafeBufferPointer<Int32>
        let roots: UnsafeBufferPointer<Int32>

        /// The truth of formula `formula` (its position in the list given
        /// to `init`) on `box`, as `Formula.truth(in:)`, and when it is
        /// undecided its undecided atoms, as `Formula.undecidedAtoms` lists
        /// them, in the same walk: each adds 1 to its slot in `counts`, and
        /// those on `cutSlot` add their cuts (the region boundaries inside
        /// the box) to `cuts`. A decided formula adds nothing.
        func truth(
            ofFormula formula: Int, in box: Box, counts: inout SIMD16<Int32>, cutSlot: Int, cuts: inout [Int]
        ) -> Formula.Truth {
            truth(roots[formula], box, &counts, Int32(cutSlot), &cuts)
        }

        private func truth(
            _ index: Int32, _ box: Box, _ counts: inout SIMD16<Int32>, _ cutSlot: Int32, _ cuts: inout [Int]
        ) -> Formula.Truth {
            let instruction = instructions[Int(index)]
            switch instruction.operation {
            case .yes, .no, .interval, .mask:
                return atom(instruction, box, &counts, cutSlot, &cuts)
            case .not:
                switch truth(instruction.first, box, &counts, cutSlot, &cuts) {
                case .yes: return .no
                case .no: return .yes
                case .unknown: return .unknown
                }
            case .all, .any:
                // The atoms of undecided operands count only when the whole
                // stays undecided: they gather in `local` and are dropped
                // (with their cuts) when an operand decides it.
                let decisive: Formula.Truth = instruction.operation == .all ? .no : .yes
                var local = SIMD16<Int32>.zero
                let cutsBefore = cuts.count
                var result: Formula.Truth = instruction.operation == .all ? .yes : .no
                for position in Int(instruction.first)..<Int(instruction.first + instruction.second) {
                    let operand = operands[position]
                    let part = instructions[Int(operand)]
                    let truth =
                        part.operation.rawValue <= Instruction.Operation.mask.rawValue
                        ? atom(part, box, &local, cutSlot, &cuts) : truth(operand, box, &local, cutSlot, &cuts)
                    if truth == decisive {
                        if cuts.count > cutsBefore { cuts.removeSubrange(cutsBefore...) }
                        return decisive
                    }
                    if truth == .unknown { result = .unknown }
                }
                if result == .unknown { counts &+= local }
                return result
            }
        }

        /// A constant, interval or mask instruction (see `truth`).
        @inline(__always)
        private func atom(
            _ instruction: Instruction, _ box: Box, _ counts: inout SIMD16<Int32>, _ cutSlot: Int32, _ cuts: inout [Int]
        ) -> Formula.Truth {
            switch instruction.operation {
            case .yes: return .yes
            case .no: return .no
            case .interval:
                let low = box.low[Int(instruction.slot)]
                let high = box.high[Int(instruction.slot)]
                if instruction.first <= low, high <= instruction.second { return .yes }
                if high < instruction.first || low > instruction.second { return .no }
                counts[Int(instruction.slot)] &+= 1
                if instruction.slot == cutSlot {
                    if instruction.first > low { cuts.append(Int(instruction.first) - 1) }
                    if instruction.second < high { cuts.append(Int(instruction.second)) }
                }
                return .unknown
            default:
                let inBox = box.masks[Int(instruction.slot)]
                let mask = UInt32(bitPattern: instruction.first)
                if inBox & mask == inBox { return .yes }
                if inBox & mask == 0 { return .no }
                counts[Int(instruction.slot)] &+= 1
                return .unknown
            }
        }
    }
}
