
/// The tree builder's formulas as flat code: one array of instructions
/// linked by integer indices, read through raw buffers.
///
/// Why not `Formula` itself: the builder evaluates every undecided rule on
/// every box, and walking an `indirect` enum retains and releases each node
/// and array it visits. On 1,000 generated rules that reference counting
/// is a third of the compile time; walking indices costs none of it.
struct FormulaCode {
    struct Instruction {
        /// The atoms (constants, intervals and masks) come first, so one
        /// compare tells an atom. `outside` is a negated interval: every
        /// `not` is pushed down to an atom (see `emit`), so evaluation
        /// never calls through a `not`.
        enum Operation: UInt8 { case yes, no, interval, outside, mask, all, any }
        var operation: Operation
        /// The slot an interval, outside or mask tests (`FeatureSpace.slots`).
        /// (A byte, beside `operation`: the instruction stays 16 bytes.)
        var slot: UInt8
        /// Bit `s` set when the instruction tests slot `s`: for an `all` or
        /// `any`, somewhere among its operands (see `Reader.collectCuts`).
        var slots: UInt32 = 0
        /// interval, outside: the lowest region; mask: the mask's bits;
        /// all/any: the start of the operands in `operands`.
        var first: Int32
        /// interval, outside: the highest region; all/any: the operand count.
        var second: Int32
    }

    private(set) var instructions: [Instruction] = []
    /// The operands of every `all` and `any`, as copies of their
    /// instructions (an operand's own operands are further on): evaluation
    /// reads an operand with one load, not through an index.
    private(set) var operands: [Instruction] = []
    /// A copy of each formula's root instruction, in the order given: the
    /// builder evaluates the undecided rules in ascending order, so their
    /// roots are read one after the other, with no index to load first.
    private(set) var roots: [Instruction] = []
    /// The instructions of each formula: an upper bound of the work of one
    /// evaluation, which the tree builder counts against `maxTreeBuildWork`.
    private(set) var sizes: [Int] = []

    init(_ formulas: [Formula]) {
        for formula in formulas {
            let before = instructions.count
            let root = emit(formula)
            roots.append(instructions[Int(root)])
            sizes.append(instructions.count - before)
        }
        // The reader walks operands from the buffer's base address, which
        // an empty array need not have; this one is never read.
        if operands.isEmpty { operands.append(Instruction(operation: .no, slot: 0, first: 0, second: 0)) }
    }

    /// Traps unless `slot` is a numeric (or discrete) feature's slot: the
    /// reader takes `slot & 31` as the slot and `slot & 15` as the box's
    /// lane, which is exact only then (`FeatureSpace.slots` checks that
    /// the features fit the lanes).
    private static func checkSlot(_ slot: Int, numeric: Bool) {
        let lanes = numeric ? 0..<FeatureSpace.lanes : FeatureSpace.lanes..<FeatureSpace.slotCount
        precondition(lanes.contains(slot), "a \(numeric ? "numeric" : "discrete") atom on slot \(slot), outside \(lanes)")
    }

    /// Emits `formula` (negated when `negated`) in negation normal form:
    /// a `not` swaps `all` and `any` below it and negates the atoms (De
    /// Morgan's laws hold in three-valued logic, and a negated atom is
    /// undecided on the same boxes with the same cuts), so the code has
    /// no `not` left. Returns the root instruction.
    private mutating func emit(_ formula: Formula, negated: Bool = false) -> Int32 {
        let instruction: Instruction
        switch formula {
        case .constant(let value):
            instruction = Instruction(operation: value != negated ? .yes : .no, slot: 0, first: 0, second: 0)
        case .interval(let slot, let regions):
            Self.checkSlot(slot, numeric: true)
            instruction = Instruction(
                operation: negated ? .outside : .interval, slot: UInt8(slot), slots: 1 << UInt32(slot),
                first: Int32(regions.lowerBound), second: Int32(regions.upperBound))
        case .mask(let slot, let mask):
            // The box's mask has only the feature's values: ~mask selects
            // exactly the others.
            Self.checkSlot(slot, numeric: false)
            instruction = Instruction(
                operation: .mask, slot: UInt8(slot), slots: 1 << UInt32(slot), first: Int32(bitPattern: negated ? ~mask : mask),
                second: 0)
        case .not(let inner):
            return emit(inner, negated: !negated)
        case .all(let parts), .any(let parts):
            // `all` directly inside `all` (and `any` inside `any`, also once
            // negated) adds nothing: its operands join the outer list, so
            // evaluating it takes one loop, not a loop per level.
            let isAll = if case .all = formula { !negated } else { negated }
            var flat: [(formula: Formula, negated: Bool)] = []
            func gather(_ parts: [Formula], negated: Bool) {
                for part in parts {
                    switch part.negationNormal(negated) {
                    case (.all(let inner), let innerNegated) where isAll != innerNegated, (.any(let inner), let innerNegated) where isAll == innerNegated:
                        gather(inner, negated: innerNegated)
                    case let (inner, innerNegated):
                        flat.append((inner, innerNegated))
                    }
                }
            }
            gather(parts, negated: negated)
            // Atoms first: an atom that decides the whole skips the nested
            // operands, which cost a call each. The order changes nothing
            // else: a decided whole adds no counts or cuts, and the cuts of
            // an undecided one are sorted before they are read.
            let atoms = flat.filter { $0.formula.isAtom }.map { emit($0.formula, negated: $0.negated) }
            let children = atoms + flat.filter { !$0.formula.isAtom }.map { emit($0.formula, negated: $0.negated) }
            let start = Int32(operands.count)
            operands += children.map { instructions[Int($0)] }
            instruction = Instruction(
                operation: isAll ? .all : .any, slot: 0, slots: children.reduce(0) { $0 | instructions[Int($1)].slots },
                first: start, second: Int32(children.count))
        }
        instructions.append(instruction)
        return Int32(instructions.count - 1)
    }

    /// How many cuts one evaluation of every formula can propose at most
    /// (two per interval): the capacity a `Cuts` buffer needs.
    var maxCuts: Int { 2 * instructions.count { $0.operation == .interval || $0.operation == .outside } }

    /// Runs `body` with a reader over this code (valid only inside it).
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        operands.withUnsafeBufferPointer { operands in
            roots.withUnsafeBufferPointer { roots in
                body(Reader(operands: operands, roots: roots))
            }
        }
    }

    /// The cut candidates an evaluation proposes, in a buffer its owner
    /// allocated with room for `maxCuts` (one evaluation of every formula
    /// adds at most that many, and a step collects them from each formula
    /// once): appending is a store, with no check that an array is unique.
    ///
    /// Not copyable: a copy would append into the same memory as the
    /// original and each would count only its own cuts.
    struct Cuts: ~Copyable {
        let base: UnsafeMutablePointer<Int32>
        /// The buffer's room: `maxCuts` covers every append.
        let capacity: Int
        var count = 0

        init(base: UnsafeMutablePointer<Int32>, capacity: Int) {
            self.base = base
            self.capacity = capacity
        }

        @inline(__always)
        mutating func append(_ cut: Int32) {
            assert(count < capacity, "cut \(count) is past the buffer's room for \(capacity)")
            base[count] = cut
            count += 1
        }

        /// The cuts, to sort in place.
        var buffer: UnsafeMutableBufferPointer<Int32> { UnsafeMutableBufferPointer(start: base, count: count) }
    }

    /// Evaluation over raw buffers. The indices were all made by `emit`, so
    /// every one is in range.
    struct Reader {
        let operands: UnsafeBufferPointer<Instruction>
        let roots: UnsafeBufferPointer<Instruction>

        /// The truth of formula `formula` (its position in the list given
        /// to `init`) on `box`, as `Formula.truth(in:)`, and when it is
        /// undecided its undecided atoms, as `Formula.undecidedAtoms` lists
        /// them, in the same walk: each adds 1 to its slot in `counts`
        /// (which stays at `UInt8.max` once there: the builder reads the
        /// counts to weigh its split and whether each is zero, and kept
        /// in 8 bits a rule's 32 counts and root fit one cache line), and
        /// those on `cutSlot` add their cuts (the region boundaries inside
        /// the box) to `cuts`. A decided formula adds no cuts; what it
        /// leaves in `counts` is not specified (the builder reads a rule's
        /// counts only while it is undecided).
        ///
        /// Most conditions are one test or a short `and`/`or` of tests, and
        /// the builder evaluates millions of them: an atom is decided here
        /// in line, and an operand that is an atom without a call.
        @inline(__always)
        func truth(
            ofFormula formula: Int, in box: Box, counts: inout SIMD32<UInt8>, cutSlot: Int, cuts: inout Cuts
        ) -> Formula.Truth {
            truth(ofRoot: roots.baseAddress.unsafelyUnwrapped + formula, in: box, counts: &counts, cutSlot: cutSlot, cuts: &cuts)
        }

        /// `truth(ofFormula:...)` of the formula whose root instruction (a
        /// copy of one of `roots`) is at `instruction`: the tree builder
        /// keeps each rule's root beside the rest of what a step reads of
        /// the rule, in one cache line.
        @inline(__always)
        func truth(
            ofRoot instruction: UnsafePointer<Instruction>, in box: Box, counts: inout SIMD32<UInt8>, cutSlot: Int,
            cuts: inout Cuts
        ) -> Formula.Truth {
            // A slot, or -1 for none: exact in 32 bits.
            assert(cutSlot >= -1 && cutSlot < FeatureSpace.slotCount, "cut slot \(cutSlot)")
            if instruction.pointee.isAtom {
                return atom(instruction.pointee, box, &counts, Int32(truncatingIfNeeded: cutSlot), &cuts)
            }
            return rootCompound(instruction, box, &counts, Int32(truncatingIfNeeded: cutSlot), &cuts)
        }

        /// The cuts on `slot` of an undecided formula's undecided atoms
        /// (its counts are not kept).
        ///
        /// The formula is undecided, so no operand decides it and each
        /// operand's cuts count when that operand is undecided (see
        /// `compound`): an operand that tests no `slot` adds none, and is
        /// not evaluated at all. An atom on `slot` adds its own; an `all`
        /// or `any` that tests `slot` somewhere is evaluated whole, since
        /// any of its operands may decide it.
        @inline(__always)
        func collectCuts(ofFormula formula: Int, in box: Box, slot: Int, cuts: inout Cuts) {
            collectCuts(ofRoot: roots.baseAddress.unsafelyUnwrapped[formula], in: box, slot: slot, cuts: &cuts)
        }

        /// `collectCuts(ofFormula:...)` of the formula with root `instruction`.
        @inline(__always)
        func collectCuts(ofRoot instruction: Instruction, in box: Box, slot: Int, cuts: inout Cuts) {
            assert(slot >= 0 && slot < FeatureSpace.slotCount, "cut slot \(slot)")
            let cutSlot = Int32(truncatingIfNeeded: slot)
            guard !instruction.isAtom else {
                atomCuts(instruction, box, cutSlot, &cuts)
                return
            }
            var counts = SIMD32<UInt8>.zero
            let bit = UInt32(1) << UInt32(slot & 31)
            var next = operands.baseAddress.unsafelyUnwrapped + Int(instruction.first)
            let end = next + Int(instruction.second)
            while next < end {
                let part = next
                next += 1
                guard part.pointee.slots & bit != 0 else { continue }
                if part.pointee.isAtom {
                    atomCuts(part.pointee, box, cutSlot, &cuts)
                } else {
                    _ = rootCompound(part, box, &counts, cutSlot, &cuts)
                }
            }
        }

        /// The cuts an atom adds in `atom`, without its count (which
        /// `collectCuts` does not keep).
        @inline(__always)
        private func atomCuts(_ instruction: Instruction, _ box: Box, _ cutSlot: Int32, _ cuts: inout Cuts) {
            guard instruction.operation == .interval || instruction.operation == .outside, Int32(instruction.slot) == cutSlot
            else { return }
            let lane = Int(instruction.slot) & 15
            let low = box.low[lane]
            let high = box.high[lane]
            let inside = instruction.first <= low && high <= instruction.second
            let outside = high < instruction.first || low > instruction.second
            guard !inside, !outside else { return }
            if instruction.first > low { cuts.append(instruction.first &- 1) }
            if instruction.second < high { cuts.append(instruction.second) }
        }

        /// An `all` or `any` instruction (see `truth`), by address: passed by
        /// value, its fields were packed into registers at every call.
        private func compound(
            _ instruction: UnsafePointer<Instruction>, _ box: Box, _ counts: inout SIMD32<UInt8>, _ cutSlot: Int32,
            _ cuts: inout Cuts
        ) -> Formula.Truth {
            evaluate(instruction, box, &counts, cutSlot, &cuts, restoringCounts: true)
        }

        /// `compound` for a formula's root, or an operand whose counts no
        /// one reads: when it is decided, its counts are dropped with it, so
        /// they need not be put back (most evaluations of a root decide it).
        @inline(__always)
        private func rootCompound(
            _ instruction: UnsafePointer<Instruction>, _ box: Box, _ counts: inout SIMD32<UInt8>, _ cutSlot: Int32,
            _ cuts: inout Cuts
        ) -> Formula.Truth {
            evaluate(instruction, box, &counts, cutSlot, &cuts, restoringCounts: false)
        }

        @inline(__always)
        private func evaluate(
            _ instruction: UnsafePointer<Instruction>, _ box: Box, _ counts: inout SIMD32<UInt8>, _ cutSlot: Int32,
            _ cuts: inout Cuts, restoringCounts: Bool
        ) -> Formula.Truth {
            let instruction = instruction.pointee
            // The atoms of undecided operands count only when the whole
            // stays undecided: when an operand decides it, the counts and
            // cuts go back to what they were before the first operand.
            let decisive: Formula.Truth = instruction.operation == .all ? .no : .yes
            let countsBefore = restoringCounts ? counts : .zero
            let cutsBefore = cuts.count
            var result: Formula.Truth = instruction.operation == .all ? .yes : .no
            // (A pointer walk: a range loop checks its bounds on entry and
            // at every step. `operands` is never empty, see `init`.)
            var next = operands.baseAddress.unsafelyUnwrapped + Int(instruction.first)
            let end = next + Int(instruction.second)
            while next < end {
                let part = next
                next += 1
                let truth =
                    part.pointee.isAtom
                    ? atom(part.pointee, box, &counts, cutSlot, &cuts) : compound(part, box, &counts, cutSlot, &cuts)
                if truth == decisive {
                    if restoringCounts { counts = countsBefore }
                    cuts.count = cutsBefore
                    return decisive
                }
                if truth == .unknown { result = .unknown }
            }
            return result
        }

        /// A constant, interval or mask instruction (see `truth`).
        @inline(__always)
        private func atom(
            _ instruction: Instruction, _ box: Box, _ counts: inout SIMD32<UInt8>, _ cutSlot: Int32, _ cuts: inout Cuts
        ) -> Formula.Truth {
            // (A slot is below 32 and its lane below 16, as `emit` checked;
            // the masks say so to the optimiser, which then checks no
            // vector index.)
            let slot = Int(instruction.slot) & 31
            let lane = slot & 15
            switch instruction.operation {
            case .interval, .outside:
                let low = box.low[lane]
                let high = box.high[lane]
                let inside = instruction.first <= low && high <= instruction.second
                let outside = high < instruction.first || low > instruction.second
                if inside || outside { return inside == (instruction.operation == .interval) ? .yes : .no }
                counts[slot] &+= counts[slot] == .max ? 0 : 1
                if Int32(instruction.slot) == cutSlot {
                    if instruction.first > low { cuts.append(instruction.first &- 1) }
                    if instruction.second < high { cuts.append(instruction.second) }
                }
                return .unknown
            case .mask:
                let inBox = box.masks[lane]
                let mask = UInt32(bitPattern: instruction.first)
                if inBox & mask == inBox { return .yes }
                if inBox & mask == 0 { return .no }
                counts[slot] &+= counts[slot] == .max ? 0 : 1
                return .unknown
            case .yes: return .yes
            default: return .no
            }
        }
    }
}

extension Formula {
    /// A constant, interval or mask, also negated.
    fileprivate var isAtom: Bool {
        switch self {
        case .constant, .interval, .mask: true
        case .not(let inner): inner.isAtom
        case .all, .any: false
        }
    }

    /// The formula with the `not`s around it taken off, and whether an
    /// odd number of them negates it (for `negated`, the negation above).
    fileprivate func negationNormal(_ negated: Bool) -> (Formula, Bool) {
        if case .not(let inner) = self { return inner.negationNormal(!negated) }
        return (self, negated)
    }
}

extension FormulaCode.Instruction {
    /// A constant, interval or mask: decided by the box alone.
    @inline(__always)
    var isAtom: Bool { operation.rawValue <= Operation.mask.rawValue }
}
