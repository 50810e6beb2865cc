import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
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
            let inBox = box.masks[slot]
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
            let inBox = box.masks[slot]
            if inBox & mask != inBox, inBox & mask != 0 { sink.append((slot, [])) }
        case .not(let inner):
            inner.undecidedAtoms(in: box, into: &sink)
        case .all(let parts), .any(let parts):
            for part in parts where part.truth(in: box) == .unknown { part.undecidedAtoms(in: box, into: &sink) }
        }
    }
}
