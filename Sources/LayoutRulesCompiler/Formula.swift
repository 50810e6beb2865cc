import LayoutRulesBase
import LayoutRulesSemantics

/// A condition over region intervals and value masks: what the tree
/// builder evaluates on boxes. Produced once per rule from its `Condition`.
indirect enum Formula: Hashable {
    case constant(Bool)
    /// True when the feature's region lies in `regions`.
    case interval(slot: Int, regions: ClosedRange<Int>)
    /// True when the feature's value is one of `mask`.
    case mask(slot: Int, mask: UInt32)
    case not(Formula)
    case all([Formula])
    case any([Formula])

    /// Three-valued truth on a box: decided when the formula is constant
    /// over the whole box.
    enum Truth { case yes, no, unknown }

    init(_ condition: Condition, in space: FeatureSpace) {
        switch condition {
        case .always: self = .constant(true)
        case .never: self = .constant(false)
        case .compare(let feature, let comparison, let value):
            let slot = FeatureSpace.slot(feature)
            self = .interval(slot: slot, regions: space.regions(comparison, .init(numerator: value, denominator: 1), slot: slot))
        case .compareRatio(let comparison, let numerator, let denominator):
            let slot = FeatureSpace.slot(.aspectRatio)
            self = .interval(
                slot: slot, regions: space.regions(comparison, .init(numerator: numerator, denominator: denominator), slot: slot))
        case .oneOf(let feature, let mask): self = .mask(slot: FeatureSpace.slot(feature), mask: mask)
        case .not(let inner): self = .not(Formula(inner, in: space))
        case .all(let parts): self = .all(parts.map { Formula($0, in: space) })
        case .any(let parts): self = .any(parts.map { Formula($0, in: space) })
        case .labeled(let inner, _): self = Formula(inner, in: space)
        }
    }

    func truth(in box: Box) -> Truth {
        switch self {
        case .constant(let value):
            return value ? .yes : .no
        case .interval(let slot, let regions):
            let low = Int(box.low[slot])
            let high = Int(box.high[slot])
            if regions.lowerBound <= low, high <= regions.upperBound { return .yes }
            if high < regions.lowerBound || low > regions.upperBound { return .no }
            return .unknown
        case .mask(let slot, let mask):
            let inBox = box[mask: slot]
            if inBox & mask == inBox { return .yes }
            if inBox & mask == 0 { return .no }
            return .unknown
        case .not(let inner):
            switch inner.truth(in: box) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        case .all(let parts):
            var result = Truth.yes
            for part in parts {
                switch part.truth(in: box) {
                case .no: return .no
                case .unknown: result = .unknown
                case .yes: break
                }
            }
            return result
        case .any(let parts):
            var result = Truth.no
            for part in parts {
                switch part.truth(in: box) {
                case .yes: return .yes
                case .unknown: result = .unknown
                case .no: break
                }
            }
            return result
        }
    }

    /// Atoms not yet decided on `box`, as (slot, cut candidates): for an
    /// interval, the region boundaries inside the box; for a mask, nothing
    /// (a discrete feature is split by a switch on all its values).
    func undecidedAtoms(in box: Box, into sink: inout [(slot: Int, cuts: [Int])]) {
        switch self {
        case .constant: return
        case .interval(let slot, let regions):
            let low = Int(box.low[slot])
            let high = Int(box.high[slot])
            guard !(regions.lowerBound <= low && high <= regions.upperBound),
                !(high < regions.lowerBound || low > regions.upperBound)
            else { return }
            var cuts: [Int] = []
            if regions.lowerBound > low { cuts.append(regions.lowerBound - 1) }
            if regions.upperBound < high { cuts.append(regions.upperBound) }
            sink.append((slot, cuts))
        case .mask(let slot, let mask):
            let inBox = box[mask: slot]
            if inBox & mask != inBox, inBox & mask != 0 { sink.append((slot, [])) }
        case .not(let inner):
            inner.undecidedAtoms(in: box, into: &sink)
        case .all(let parts), .any(let parts):
            for part in parts where part.truth(in: box) == .unknown { part.undecidedAtoms(in: box, into: &sink) }
        }
    }
}

extension Formula {
    /// The same condition with fewer atoms: in negation normal form (a
    /// `not` only around an interval), an `and` inside an `and` (an `or`
    /// inside an `or`) joined to it, constants folded, and the tests of
    /// one feature inside one `and` or `or` merged where one test says the
    /// same: `600 <= width < 1024` is one interval, not two, and
    /// `(idiom: pad), (idiom: vision)` one mask.
    ///
    /// Why: the tree builder evaluates every undecided rule on every box,
    /// and a rule that is one test is decided in line, while an `and` or
    /// `or` costs a call and a loop over its operands.
    ///
    /// On every single environment the answer is the formula's own. On a
    /// box it may be decided where the formula is not: `(width < 400) and
    /// (width >= 600)` is false everywhere, but each of its two tests is
    /// undecided on a box that spans both, so the formula is unknown there;
    /// the merged test (an empty interval) says false. The builder only
    /// ever needs a box's answer to hold for every environment in it.
    func simplified() -> Formula { simplified(negated: false) }

    private func simplified(negated: Bool) -> Formula {
        switch self {
        case .constant(let value): return .constant(value != negated)
        case .interval: return negated ? .not(self) : self
        // The box's mask has only the feature's values: ~mask selects
        // exactly the others.
        case .mask(let slot, let mask): return negated ? .mask(slot: slot, mask: ~mask) : self
        case .not(let inner): return inner.simplified(negated: !negated)
        case .all(let parts), .any(let parts):
            let isAll = if case .all = self { !negated } else { negated }
            var merger = OperandMerger(isAll: isAll)
            for part in parts {
                merger.add(part.simplified(negated: negated))
                if let decided = merger.decided { return .constant(decided) }
            }
            return merger.result
        }
    }
}

/// The operands of one `and` (or `or`) as `Formula.simplified` gathers
/// them: nested operands of the same kind joined, constants folded, and
/// per feature one mask and one interval (and one negated interval) that
/// later tests of the feature merge into where the merge is exact.
private struct OperandMerger {
    let isAll: Bool
    /// Set when a constant decides the whole.
    private(set) var decided: Bool?
    private var operands: [Formula] = []
    private var maskOperand: [Int: Int] = [:]
    private var intervalOperand: [Int: Int] = [:]
    private var outsideOperand: [Int: Int] = [:]

    init(isAll: Bool) { self.isAll = isAll }

    var result: Formula {
        switch operands.count {
        case 0: .constant(isAll)
        case 1: operands[0]
        default: isAll ? .all(operands) : .any(operands)
        }
    }

    mutating func add(_ operand: Formula) {
        switch operand {
        case .constant(let value):
            // true in an `and` (false in an `or`) changes nothing; the
            // other one decides the whole.
            if value != isAll { decided = value }
        case .all(let parts) where isAll, .any(let parts) where !isAll:
            for part in parts where decided == nil { add(part) }
        case .mask(let slot, let mask):
            if let index = maskOperand[slot], case .mask(_, let other) = operands[index] {
                operands[index] = .mask(slot: slot, mask: isAll ? other & mask : other | mask)
            } else {
                maskOperand[slot] = operands.count
                operands.append(operand)
            }
        case .interval(let slot, let regions):
            guard let index = intervalOperand[slot], case .interval(_, let other) = operands[index] else {
                append(operand, interval: slot)
                return
            }
            if isAll {
                // Both hold on the intersection; nothing holds on two
                // disjoint intervals.
                guard let merged = Self.intersection(other, regions) else {
                    decided = false
                    return
                }
                operands[index] = .interval(slot: slot, regions: merged)
            } else if let merged = Self.union(other, regions) {
                // Either holds on the union, when it is one interval.
                operands[index] = .interval(slot: slot, regions: merged)
            } else {
                append(operand, interval: slot)
            }
        case .not(.interval(let slot, let regions)):
            guard let index = outsideOperand[slot], case .not(.interval(_, let other)) = operands[index] else {
                append(operand, outside: slot)
                return
            }
            if !isAll {
                // Outside either is outside the intersection; every value
                // is outside one of two disjoint intervals.
                guard let merged = Self.intersection(other, regions) else {
                    decided = true
                    return
                }
                operands[index] = .not(.interval(slot: slot, regions: merged))
            } else if let merged = Self.union(other, regions) {
                // Outside both is outside the union, when it is one interval.
                operands[index] = .not(.interval(slot: slot, regions: merged))
            } else {
                append(operand, outside: slot)
            }
        default:
            operands.append(operand)
        }
    }

    /// Appends an interval that later intervals on `slot` merge into.
    private mutating func append(_ operand: Formula, interval slot: Int) {
        intervalOperand[slot] = operands.count
        operands.append(operand)
    }

    /// Appends a negated interval that later negated intervals on `slot`
    /// merge into.
    private mutating func append(_ operand: Formula, outside slot: Int) {
        outsideOperand[slot] = operands.count
        operands.append(operand)
    }

    private static func intersection(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> ClosedRange<Int>? {
        let low = max(a.lowerBound, b.lowerBound)
        let high = min(a.upperBound, b.upperBound)
        return low <= high ? low...high : nil
    }

    /// The union when it is one interval (overlapping or adjacent).
    private static func union(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard a.lowerBound <= b.upperBound + 1, b.lowerBound <= a.upperBound + 1 else { return nil }
        return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
    }
}
