
/// Shortens a layout program without changing a bit of what it computes.
///
/// The builder emits one instruction per operation of an expression and
/// a temporary for every value, so `left: sidebar.right + 16` is "load 16
/// into a temporary, add, copy into `left`": three dispatches of the
/// interpreter for one addition. Here:
///
/// - an operand that is a constant becomes the instruction's immediate
///   (`addImmediate` and friends), keeping the order of the operands for
///   the operations where it matters (subtraction, division, and min and
///   max, whose choice between `0` and `-0` or a NaN depends on it);
/// - a temporary computed only to be copied into a region's register is
///   computed into that register directly;
/// - constants no instruction reads any more, and the identity transform
///   of a region that has no transform and whose safe area nothing asks
///   for, are dropped.
///
/// Every operation still runs on the same operands in the same order, so
/// the frames are the ones the unoptimised program gives, to the bit.
///
/// It also lists the registers the program (and the solver reading its
/// results) may read before writing them: only those need clearing before
/// a run, not the whole register file.
enum LayoutProgramOptimizer {
    /// The code is taken over (`consuming`) and changed in place: a copy of
    /// a large program's code per pass cost more than the pass.
    ///
    /// - Parameter firstTemporary: The first register past the regions'.
    ///   The builder writes each temporary once and each region register
    ///   once (a transform's aside), so a temporary that `constant` writes
    ///   holds that constant wherever it is read.
    static func optimize(_ code: consuming [LayoutStep], transformed: [Bool], firstTemporary: Int32) -> [LayoutStep] {
        let registers = highestRegister(code) + 6
        // Per temporary, the constant `constant` wrote into it (NaN-free
        // marker: `isConstant`).
        var constants = [Double](repeating: 0, count: registers)
        var isConstant = [Bool](repeating: false, count: registers)
        for index in code.indices where code[index].operation == .constant && code[index].target >= firstTemporary {
            constants[Int(code[index].target)] = code[index].value
            isConstant[Int(code[index].target)] = true
        }
        for index in code.indices {
            code[index] = foldImmediate(code[index]) { isConstant[Int($0)] ? constants[Int($0)] : nil }
        }
        propagateCopies(&code, firstTemporary: firstTemporary, registers: registers)
        let reads = readCounts(code, registers: registers)
        let safeAreaReads = safeAreaReadSlots(code, slots: transformed.count + 1)
        // Constants no instruction reads any more, and identities nothing
        // needs, in one pass (neither decides the other).
        code.removeAll { instruction in
            (instruction.operation == .constant && instruction.target >= firstTemporary && reads[Int(instruction.target)] == 0)
                || isUnreadIdentity(instruction, transformed: transformed, safeAreaReads: safeAreaReads)
        }
        return code
    }

    /// The highest register an instruction names (0 for no code).
    private static func highestRegister(_ code: [LayoutStep]) -> Int {
        var highest: Int32 = 0
        for instruction in code { highest = max(highest, instruction.target, instruction.a, instruction.b, instruction.c) }
        return Int(highest)
    }

    /// An instruction with a constant operand turned into its immediate form.
    private static func foldImmediate(_ instruction: LayoutStep, _ constants: (Int32) -> Double?) -> LayoutStep {
        guard let forms = immediateForms(instruction.operation) else { return instruction }
        var folded = instruction
        if let b = constants(instruction.b) {
            // `op t a b` => `opImmediate t a (b)`
            folded.operation = forms.right
            folded.value = b
        } else if let a = constants(instruction.a) {
            // `op t a b` => `immediateOp t b (a)`
            folded.operation = forms.left
            folded.a = instruction.b
            folded.value = a
        }
        return folded
    }

    /// The immediate forms of a binary operation: with a constant right
    /// operand, and with a constant left one (the same form when the
    /// operation commutes bit for bit, signed zeros and NaNs included).
    private static func immediateForms(_ operation: LayoutStep.Operation) -> (right: LayoutStep.Operation, left: LayoutStep.Operation)? {
        switch operation {
        case .add: (.addImmediate, .addImmediate)
        case .multiply: (.multiplyImmediate, .multiplyImmediate)
        case .subtract: (.subtractImmediate, .immediateSubtract)
        case .divide: (.divideImmediate, .immediateDivide)
        case .minimum: (.minimumImmediate, .immediateMinimum)
        case .maximum: (.maximumImmediate, .immediateMaximum)
        default: nil
        }
    }

    /// `op t ...; copy r t` with `t` read only by the copy and `r` not
    /// touched in between becomes `op r ...`.
    private static func propagateCopies(_ code: inout [LayoutStep], firstTemporary: Int32, registers: Int) {
        var reads = readCounts(code, registers: registers)
        var removed = [Bool](repeating: false, count: code.count)
        var writer = [Int](repeating: -1, count: registers)
        for index in code.indices {
            let instruction = code[index]
            let source = instruction.operation == .copy ? writer[Int(instruction.a)] : -1
            if source >= 0, instruction.a >= firstTemporary, reads[Int(instruction.a)] == 1,
                isSimple(code[source].operation),
                !(source + 1..<index).contains(where: { !removed[$0] && touches(code[$0], instruction.target) })
            {
                code[source].target = instruction.target
                reads[Int(instruction.a)] = 0
                removed[index] = true
                writer[Int(instruction.target)] = source
                continue
            }
            if isSimple(instruction.operation) { writer[Int(instruction.target)] = index }
        }
        // The copies dropped, the rest moved down in order.
        var kept = 0
        for index in code.indices where !removed[index] {
            code[kept] = code[index]
            kept += 1
        }
        code.removeLast(code.count - kept)
    }

    /// Per slot (at least `slots` of them), whether a `safeArea`
    /// instruction reads that region's transform.
    private static func safeAreaReadSlots(_ code: [LayoutStep], slots: Int) -> [Bool] {
        var reads = [Bool](repeating: false, count: slots)
        for instruction in code where instruction.operation == .safeArea {
            let slot = Int(instruction.a)
            if slot >= reads.count { reads += Array(repeating: false, count: slot + 1 - reads.count) }
            reads[slot] = true
        }
        return reads
    }

    /// The identity transform of a region without a transform list, when
    /// no `safeArea` instruction reads that region's transform.
    private static func isUnreadIdentity(_ instruction: LayoutStep, transformed: [Bool], safeAreaReads: [Bool]) -> Bool {
        guard instruction.operation == .identity else { return false }
        let slot = Int(instruction.target) / LayoutProgram.registersPerRegion
        return !(slot == 0 || transformed[slot - 1] || (slot < safeAreaReads.count && safeAreaReads[slot]))
    }

    /// Instructions that write only their `target`, from operands only.
    private static func isSimple(_ opcode: LayoutStep.Operation) -> Bool {
        switch opcode {
        case .completeAxis, .identity, .translate, .scale, .rotate, .safeArea: false
        default: true
        }
    }

    /// How many instructions read each register as an explicit operand.
    private static func readCounts(_ code: [LayoutStep], registers: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: registers)
        for instruction in code {
            let (operands, count) = self.operands(instruction)
            if count > 0 { counts[Int(operands.0)] += 1 }
            if count > 1 { counts[Int(operands.1)] += 1 }
            if count > 2 { counts[Int(operands.2)] += 1 }
        }
        return counts
    }

    /// The registers an instruction reads as operands (not the implicit
    /// ones of `completeAxis`, transforms and `safeArea`, which never read
    /// temporaries): the first `count` of the three, as a value rather
    /// than through a closure, which cost a call per operand.
    @inline(__always)
    fileprivate static func operands(_ instruction: LayoutStep) -> (registers: (Int32, Int32, Int32), count: Int) {
        switch instruction.operation {
        case .constant, .identity, .completeAxis, .safeArea: ((0, 0, 0), 0)
        case .add, .subtract, .multiply, .divide, .minimum, .maximum, .translate, .scale:
            ((instruction.a, instruction.b, 0), 2)
        case .clamp: ((instruction.a, instruction.b, instruction.c), 3)
        default: ((instruction.a, 0, 0), 1)
        }
    }

    /// Whether an instruction reads or writes `register` (explicitly, or
    /// among the registers of a region it reads or writes as a whole).
    private static func touches(_ instruction: LayoutStep, _ register: Int32) -> Bool {
        let (operands, count) = self.operands(instruction)
        let reads =
            (count > 0 && operands.0 == register) || (count > 1 && operands.1 == register) || (count > 2 && operands.2 == register)
        if instruction.target == register || reads { return true }
        let slot = register / Int32(LayoutProgram.registersPerRegion)
        switch instruction.operation {
        case .completeAxis: return (instruction.target..<instruction.target + 4).contains(register)
        case .identity, .translate, .scale, .rotate: return (instruction.target..<instruction.target + 6).contains(register)
        case .safeArea: return slot == instruction.a || slot == instruction.b
        default: return false
        }
    }

    /// The registers a run may read before the program writes them: the
    /// solver clears exactly these (the window's, which it loads, aside).
    static func registersToClear(_ code: [LayoutStep], regionCount: Int, transformed: [Bool]) -> [Int32] {
        let registers = max(highestRegister(code) + 6, LayoutProgram.base(regionCount + 1))
        var state = ClearState(registers: registers)
        for register in [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 14, 15, 16, 17] { state.written[register] = true }
        for instruction in code {
            switch instruction.operation {
            case .completeAxis:
                for bit in 0..<4 where instruction.a & (1 << bit) != 0 { state.read(instruction.target + Int32(bit)) }
                for offset in 0..<4 { state.written[Int(instruction.target) + offset] = true }
            case .identity:
                for offset in 0..<6 { state.written[Int(instruction.target) + offset] = true }
            case .translate, .scale, .rotate:
                state.readOperands(instruction)
                for offset in 0..<6 { state.read(instruction.target + Int32(offset)) }
            case .safeArea:
                state.readSlot(instruction.a)
                state.readSlot(instruction.b)
                for offset in 0..<4 { state.written[Int(instruction.target) + offset] = true }
            default:
                state.readOperands(instruction)
                state.written[Int(instruction.target)] = true
            }
        }
        // What `collect` reads of each region.
        for index in 0..<regionCount {
            let base = Int32(LayoutProgram.base(index + 1))
            for offset in [0, 2, 3, 4, 6, 7] { state.read(base + Int32(offset)) }
            if transformed[index] {
                for offset in 0..<6 { state.read(base + Int32(LayoutProgram.transformOffset + offset)) }
            }
        }
        var result: [Int32] = []
        for register in state.clear.indices where state.clear[register] { result.append(Int32(register)) }
        return result
    }

    /// What `registersToClear` knows at a point of the program: the
    /// registers written so far, and those read before being written.
    /// (Methods of a value rather than nested functions, whose captured
    /// arrays cost an exclusivity check per access.)
    private struct ClearState {
        var written: [Bool]
        var clear: [Bool]

        init(registers: Int) {
            written = [Bool](repeating: false, count: registers)
            clear = [Bool](repeating: false, count: registers)
        }

        @inline(__always)
        mutating func read(_ register: Int32) { if !written[Int(register)] { clear[Int(register)] = true } }

        mutating func readSlot(_ slot: Int32) {
            for offset in 0..<Int32(LayoutProgram.registersPerRegion) { read(slot * Int32(LayoutProgram.registersPerRegion) + offset) }
        }

        mutating func readOperands(_ instruction: LayoutStep) {
            let (operands, count) = LayoutProgramOptimizer.operands(instruction)
            if count > 0 { read(operands.0) }
            if count > 1 { read(operands.1) }
            if count > 2 { read(operands.2) }
        }
    }
}
