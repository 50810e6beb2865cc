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
            let children = parts.map { emit($0) }
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
        /// to `init`) on `box`, as `Formula.truth(in:)`.
        func truth(ofFormula formula: Int, in box: Box) -> Formula.Truth {
            truth(roots[formula], box)
        }

        private func truth(_ index: Int32, _ box: Box) -> Formula.Truth {
            let instruction = instructions[Int(index)]
            switch instruction.operation {
            case .yes: return .yes
            case .no: return .no
            case .interval:
                let low = box.low[Int(instruction.slot)]
                let high = box.high[Int(instruction.slot)]
                if instruction.first <= low, high <= instruction.second { return .yes }
                if high < instruction.first || low > instruction.second { return .no }
                return .unknown
            case .mask:
                let inBox = box.masks[Int(instruction.slot)]
                let mask = UInt32(bitPattern: instruction.first)
                if inBox & mask == inBox { return .yes }
                if inBox & mask == 0 { return .no }
                return .unknown
            case .not:
                switch truth(instruction.first, box) {
                case .yes: return .no
                case .no: return .yes
                case .unknown: return .unknown
                }
            case .all:
                var result = Formula.Truth.yes
                for position in Int(instruction.first)..<Int(instruction.first + instruction.second) {
                    switch truth(operands[position], box) {
                    case .no: return .no
                    case .unknown: result = .unknown
                    case .yes: break
                    }
                }
                return result
            case .any:
                var result = Formula.Truth.no
                for position in Int(instruction.first)..<Int(instruction.first + instruction.second) {
                    switch truth(operands[position], box) {
                    case .yes: return .yes
                    case .unknown: result = .unknown
                    case .no: break
                    }
                }
                return result
            }
        }

        /// Visits the atoms of formula `formula` not yet decided on `box`,
        /// as `Formula.undecidedAtoms(in:into:)` lists them: for an
        /// interval, its slot and the region boundaries inside the box
        /// (nil when the boundary lies outside); for a mask, its slot.
        func forEachUndecidedAtom(
            ofFormula formula: Int, in box: Box, _ body: (_ slot: Int, _ lowCut: Int?, _ highCut: Int?) -> Void
        ) {
            undecidedAtoms(roots[formula], box, body)
        }

        private func undecidedAtoms(_ index: Int32, _ box: Box, _ body: (Int, Int?, Int?) -> Void) {
            let instruction = instructions[Int(index)]
            switch instruction.operation {
            case .yes, .no:
                return
            case .interval:
                let slot = Int(instruction.slot)
                let low = box.low[slot]
                let high = box.high[slot]
                guard !(instruction.first <= low && high <= instruction.second),
                    !(high < instruction.first || low > instruction.second)
                else { return }
                body(
                    slot, instruction.first > low ? Int(instruction.first) - 1 : nil,
                    instruction.second < high ? Int(instruction.second) : nil)
            case .mask:
                let slot = Int(instruction.slot)
                let inBox = box.masks[slot]
                let mask = UInt32(bitPattern: instruction.first)
                if inBox & mask != inBox, inBox & mask != 0 { body(slot, nil, nil) }
            case .not:
                undecidedAtoms(instruction.first, box, body)
            case .all, .any:
                for position in Int(instruction.first)..<Int(instruction.first + instruction.second) {
                    let operand = operands[position]
                    if truth(operand, box) == .unknown { undecidedAtoms(operand, box, body) }
                }
            }
        }
    }
}
