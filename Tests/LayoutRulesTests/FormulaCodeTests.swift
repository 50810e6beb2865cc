// The tree builder's flat condition code against the `Formula` it is
// emitted from: emitting in negation normal form, atoms first, and
// gathering an undecided condition's cuts on one feature from only the
// operands that test it must change no answer, count or cut. Then
// `Formula.simplified`, which the builder emits from, against the formula
// it simplifies. And `HashIndex` against `Dictionary`.

@testable import LayoutRulesCompiler
import Testing

struct FormulaCodeTests {
    /// Four numeric slots (0 to 3, intervals) and four discrete ones (16
    /// to 19, masks: the same lanes of `Box.masks`), so atoms of one
    /// formula share features.
    static func formula(_ random: inout DiffRandom, depth: Int) -> Formula {
        switch depth > 0 ? random.below(7) : random.below(3) {
        case 0:
            let low = random.below(12)
            return .interval(slot: random.below(4), regions: low...(low + random.below(12 - low)))
        case 1: return .mask(slot: FeatureSpace.lanes + random.below(4), mask: UInt32(random.below(256)))
        case 2: return random.below(8) == 0 ? .constant(random.below(2) == 0) : formula(&random, depth: 0)
        case 3: return .not(formula(&random, depth: depth - 1))
        case 4, 5: return .all((0..<random.below(5)).map { _ in formula(&random, depth: depth - 1) })
        default: return .any((0..<random.below(5)).map { _ in formula(&random, depth: depth - 1) })
        }
    }

    static func box(_ random: inout DiffRandom) -> Box {
        var box = Box(FeatureSpace([]))
        for slot in 0..<16 {
            let low = random.below(12)
            box.low[slot] = Int32(low)
            box.high[slot] = Int32(low + random.below(12 - low))
            box.masks[slot] = UInt32(1 + random.below(255))
        }
        return box
    }

    @Test func readerAgreesWithFormulaOnRandomBoxes() {
        var random = DiffRandom(seed: 0x00F0_4A11)
        let formulas = (0..<400).map { _ in Self.formula(&random, depth: 3) }
        let code = FormulaCode(formulas)
        let buffer = UnsafeMutablePointer<Int32>.allocate(capacity: code.maxCuts + 1)
        defer { buffer.deallocate() }
        var undecidedSeen = 0
        code.withReader { reader in
            for _ in 0..<60 {
                let box = Self.box(&random)
                // (A discrete slot's atoms propose no cuts.)
                let cutSlot = random.below(5) == 0 ? FeatureSpace.lanes + random.below(4) : random.below(4)
                for (index, formula) in formulas.enumerated() {
                    var counts = SIMD32<UInt8>.zero
                    var cuts = FormulaCode.Cuts(base: buffer, capacity: code.maxCuts + 1)
                    let truth = reader.truth(ofFormula: index, in: box, counts: &counts, cutSlot: cutSlot, cuts: &cuts)
                    let expected = formula.truth(in: box)
                    #expect(truth == expected, "formula \(index): \(formula)")
                    var atoms: [(slot: Int, cuts: [Int])] = []
                    if expected == .unknown {
                        undecidedSeen += 1
                        formula.undecidedAtoms(in: box, into: &atoms)
                    }
                    var expectedCounts = SIMD32<UInt8>.zero
                    for atom in atoms { expectedCounts[atom.slot] += 1 }
                    // (A decided formula's counts are not read, nor specified.)
                    if expected == .unknown { #expect(counts == expectedCounts, "formula \(index): \(formula)") }
                    let expectedCuts = atoms.filter { $0.slot == cutSlot }.flatMap(\.cuts).sorted()
                    let found = cuts.buffer.map(Int.init).sorted()
                    #expect(found == expectedCuts, "formula \(index): \(formula)")
                    // Only a step's undecided rules have their cuts collected.
                    if expected == .unknown {
                        var collected = FormulaCode.Cuts(base: buffer, capacity: code.maxCuts + 1)
                        reader.collectCuts(ofFormula: index, in: box, slot: cutSlot, cuts: &collected)
                        #expect(collected.buffer.map(Int.init).sorted() == expectedCuts, "formula \(index): \(formula)")
                    }
                }
            }
        }
        // The boxes must leave many formulas undecided, or the counts and
        // cuts above were barely compared.
        #expect(undecidedSeen > 2_000)
    }

    /// A box of one environment: one region per numeric feature, one value
    /// per discrete one.
    static func point(_ random: inout DiffRandom) -> Box {
        var box = Box(FeatureSpace([]))
        for slot in 0..<16 {
            let region = Int32(random.below(12))
            box.low[slot] = region
            box.high[slot] = region
            box.masks[slot] = 1 << UInt32(random.below(8))
        }
        return box
    }

    /// The atoms (constants, intervals, masks) a formula tests.
    static func atomCount(_ formula: Formula) -> Int {
        switch formula {
        case .constant, .interval, .mask: 1
        case .not(let inner): atomCount(inner)
        case .all(let parts), .any(let parts): parts.reduce(0) { $0 + atomCount($1) }
        }
    }

    /// `simplified` keeps every environment's answer, decides a box
    /// wherever the formula does (and says the same there), and tests no
    /// more atoms.
    @Test func simplifiedFormulaKeepsEveryAnswer() {
        var random = DiffRandom(seed: 0x5_1A9F)
        var merged = 0
        var sharper = 0
        for _ in 0..<1_000 {
            let formula = Self.formula(&random, depth: 3)
            let simple = formula.simplified()
            // (An empty `and` or `or` becomes a constant, one atom.)
            #expect(Self.atomCount(simple) <= max(Self.atomCount(formula), 1), "\(formula) -> \(simple)")
            if Self.atomCount(simple) < Self.atomCount(formula) { merged += 1 }
            for _ in 0..<12 {
                let point = Self.point(&random)
                #expect(simple.truth(in: point) == formula.truth(in: point), "\(formula) -> \(simple)")
                let box = Self.box(&random)
                let before = formula.truth(in: box)
                let after = simple.truth(in: box)
                if before != .unknown {
                    #expect(after == before, "\(formula) -> \(simple)")
                } else if after != .unknown {
                    sharper += 1
                }
            }
        }
        // Many formulas must have had tests to merge, and some boxes a
        // sharper answer, or the comparisons above proved little.
        #expect(merged > 150, "\(merged) merged")
        #expect(sharper > 30, "\(sharper) sharper")
    }

    /// The merges the tree builder relies on, written out.
    @Test func simplifiedMergesTestsOfOneFeature() {
        let low: Formula = .interval(slot: 0, regions: 3...9)
        let high: Formula = .interval(slot: 0, regions: 0...5)
        #expect(Formula.all([low, high]).simplified() == .interval(slot: 0, regions: 3...5))
        #expect(Formula.any([low, high]).simplified() == .interval(slot: 0, regions: 0...9))
        #expect(Formula.all([.interval(slot: 0, regions: 0...2), low]).simplified() == .constant(false))
        #expect(
            Formula.any([.interval(slot: 0, regions: 0...1), low]).simplified()
                == .any([.interval(slot: 0, regions: 0...1), low]))
        #expect(Formula.not(.all([.not(low), .not(high)])).simplified() == .interval(slot: 0, regions: 0...9))
        #expect(Formula.any([.not(.interval(slot: 0, regions: 0...1)), .not(low)]).simplified() == .constant(true))
        #expect(Formula.any([.mask(slot: 18, mask: 0b01), .mask(slot: 18, mask: 0b100)]).simplified() == .mask(slot: 18, mask: 0b101))
        #expect(Formula.all([.mask(slot: 18, mask: 0b11), .not(.mask(slot: 18, mask: 0b10))]).simplified() == .mask(slot: 18, mask: 0b01))
        #expect(Formula.all([.constant(true), .any([.constant(false), low])]).simplified() == low)
        #expect(Formula.all([low, .mask(slot: 18, mask: 1), .all([high])]).simplified() == .all([.interval(slot: 0, regions: 3...5), .mask(slot: 18, mask: 1)]))
        #expect(Formula.any([]).simplified() == .constant(false))
        #expect(Formula.all([]).simplified() == .constant(true))
    }

    /// A formula of more undecided tests of one feature than 8 bits can
    /// count keeps that count at `UInt8.max`, and never wraps to zero
    /// (as 256 and 512 would), which would make the builder skip the rule
    /// on later splits; the discrete slots saturate alike.
    @Test(arguments: [255, 256, 512, 70_000])
    func countsStopAtTheLargest8BitNumber(tests: Int) {
        let atoms = (0..<tests).map { Formula.interval(slot: 0, regions: ($0 % 5 + 1)...($0 % 5 + 3)) }
        let masks = (0..<tests).map { Formula.mask(slot: 31, mask: 1 << UInt32($0 % 3)) }
        let code = FormulaCode([
            .any(atoms), .all(atoms + [.interval(slot: 1, regions: 2...3)]), .any(masks),
            .all(masks.map(Formula.not) + [.mask(slot: 16, mask: 1)]),
        ])
        let buffer = UnsafeMutablePointer<Int32>.allocate(capacity: code.maxCuts + 1)
        defer { buffer.deallocate() }
        var box = Box(FeatureSpace([]))
        (box.low[0], box.high[0]) = (0, 10)
        (box.low[1], box.high[1]) = (0, 5)
        (box[mask: 31], box[mask: 16]) = (0b1111, 0b11)
        code.withReader { reader in
            for (index, slot) in [(0, 0), (1, 0), (2, 31), (3, 31)] {
                var counts = SIMD32<UInt8>.zero
                var cuts = FormulaCode.Cuts(base: buffer, capacity: code.maxCuts + 1)
                #expect(reader.truth(ofFormula: index, in: box, counts: &counts, cutSlot: 0, cuts: &cuts) == .unknown)
                #expect(Int(counts[slot]) == min(tests, 255))
                let other = index % 2 == 1 ? UInt8(1) : 0
                #expect(counts[slot == 0 ? 1 : 16] == other)
            }
        }
    }

    /// Code whose only formulas are an empty `and` and an empty `or` has
    /// no operands at all: the reader still walks them.
    @Test func emptyAllAndAnyWithoutOperands() {
        let code = FormulaCode([.all([]), .any([]), .not(.all([]))])
        let buffer = UnsafeMutablePointer<Int32>.allocate(capacity: code.maxCuts + 1)
        defer { buffer.deallocate() }
        var random = DiffRandom(seed: 7)
        let box = Self.box(&random)
        let truths = code.withReader { reader in
            (0..<3).map { index -> Formula.Truth in
                var counts = SIMD32<UInt8>.zero
                var cuts = FormulaCode.Cuts(base: buffer, capacity: code.maxCuts + 1)
                let truth = reader.truth(ofFormula: index, in: box, counts: &counts, cutSlot: 0, cuts: &cuts)
                #expect(cuts.count == 0)
                return truth
            }
        }
        #expect(truths == [.yes, .no, .no])
    }

    /// `HashIndex` against a dictionary of the keys' high halves (what
    /// it keeps of a key): lookups, stores, and `replace`'s previous value.
    @Test func hashIndexAgreesWithDictionary() {
        var random = DiffRandom(seed: 0x1DE8)
        var index = HashIndex()
        var dictionary: [UInt64: Int32] = [:]
        for step in 0..<20_000 {
            // Tags equal in their low bits collide in the table; keys equal
            // in their high half share an entry; 0 is a key too.
            let key: UInt64 =
                switch random.below(4) {
                case 0: UInt64(random.below(64)) << 40
                case 1: UInt64(random.below(2_000)) << 32
                case 2: UInt64(random.below(2_000)) << 32 | random.next() & 0xFFFF_FFFF
                default: random.next()
                }
            switch random.below(3) {
            case 0:
                index[key] = Int32(step)
                dictionary[key >> 32] = Int32(step)
            case 1:
                let previous = index.replace(key, with: Int32(step))
                #expect(previous == dictionary[key >> 32])
                dictionary[key >> 32] = Int32(step)
            default: break
            }
            #expect(index[key] == dictionary[key >> 32])
        }
        #expect(dictionary.count > 1_000)
        for key in dictionary.keys { #expect(index[key << 32] == dictionary[key]) }
        #expect(index[0xDEAD_BEEF_0000_0001] == dictionary[0xDEAD_BEEF])
    }
}
