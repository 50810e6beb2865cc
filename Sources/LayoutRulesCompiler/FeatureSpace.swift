import LayoutRulesBase
import LayoutRulesSemantics

/// The breakpoints of every feature, which cut the environment space into
/// finitely many regions on which every rule's condition is constant.
///
/// A numeric axis with sorted thresholds t0 < t1 < ... < tk-1 has 2k+1
/// regions: even region 2i is the open interval (t(i-1), t(i)), odd region
/// 2i+1 is the point t(i). `width >= 400` is true on a contiguous run of
/// regions, so every atom is an interval of region indices; a discrete
/// feature's atom is a bit mask of its values (plus one "none" value for an
/// unknown orientation or unspecified idiom, which no test matches).
struct FeatureSpace {
    /// A breakpoint as a fraction, so aspect ratios compare exactly by
    /// cross-multiplying; other features have denominator 1. The order is
    /// the runtime's (`LayoutEnvironment.productOrder`): two spellings merge into
    /// one breakpoint only when they are exactly equal, as the oracle
    /// evaluates them.
    struct Threshold: Hashable {
        var numerator: Double
        var denominator: Double

        static func < (a: Threshold, b: Threshold) -> Bool {
            LayoutEnvironment.productOrder(a.numerator, b.denominator, b.numerator, a.denominator) < 0
        }
        func sameValue(as other: Threshold) -> Bool {
            LayoutEnvironment.productOrder(numerator, other.denominator, other.numerator, denominator) == 0
        }
    }

    /// Sorted distinct thresholds per numeric feature (indexed by `slot`,
    /// which for a numeric feature is below `lanes`).
    var thresholds: [[Threshold]]

    /// Every feature, in `Feature.allCases` order: the order the tree
    /// builder's split prefers on a tie, so the table's order, not the
    /// slots', decides the tree.
    static let features = Feature.allCases

    /// Lanes per vector of a `Box`: numeric features share `low`/`high`,
    /// discrete ones `masks`, at most this many of each.
    static let lanes = 16

    /// The slots: one number per feature, for counts and masks of slots
    /// (`1 << slot` in a `UInt32`). A numeric feature's slot is its lane of
    /// `low`/`high` (0..<16), a discrete feature's is `lanes` plus its lane
    /// of `masks` (16..<32), so `slot & 15` is the lane either way and
    /// `slot >= lanes` tells a discrete feature. In `features` order.
    static let slots: [Int] = {
        var numeric = 0
        var discrete = 0
        let slots = features.map { feature in
            defer { if feature.isNumeric { numeric += 1 } else { discrete += 1 } }
            return feature.isNumeric ? numeric : lanes + discrete
        }
        precondition(
            numeric <= lanes && discrete <= lanes,
            "\(numeric) numeric and \(discrete) discrete features: a box holds at most \(lanes) of each")
        return slots
    }()

    /// Slots in all: the length of a slot-indexed vector.
    static let slotCount = 2 * lanes

    static func slot(_ feature: Feature) -> Int {
        slots[feature.ordinal]
    }

    /// The feature with slot `slot`.
    static func feature(atSlot slot: Int) -> Feature {
        features[slots.firstIndex(of: slot) ?? 0]
    }

    /// Whether slot `slot` is a discrete feature's (a lane of `masks`).
    @inline(__always)
    static func isDiscrete(slot: Int) -> Bool { slot >= lanes }

    /// Number of values a discrete feature can take, "none" included.
    static func valueCount(_ feature: Feature) -> Int {
        (feature.discreteValues?.count ?? 0) + 1
    }

    /// Collects every threshold used by `conditions`.
    init(_ conditions: [Condition]) {
        var collected = [[Threshold]](repeating: [], count: Self.lanes)
        func visit(_ condition: Condition) {
            switch condition {
            case .compare(let feature, _, let value):
                collected[Self.slot(feature)].append(Threshold(numerator: value, denominator: 1))
            case .compareRatio(_, let numerator, let denominator):
                collected[Self.slot(.aspectRatio)].append(Threshold(numerator: numerator, denominator: denominator))
            case .not(let inner), .labeled(let inner, _): visit(inner)
            case .all(let parts), .any(let parts): parts.forEach(visit)
            case .always, .never, .oneOf: break
            }
        }
        conditions.forEach(visit)
        thresholds = collected.map { values in
            var unique: [Threshold] = []
            for value in values.sorted(by: <) where unique.last.map({ !$0.sameValue(as: value) }) ?? true {
                unique.append(value)
            }
            return unique
        }
    }

    func regionCount(_ slot: Int) -> Int { 2 * thresholds[slot].count + 1 }

    /// Index of a threshold on its axis (it is always present: the space
    /// was built from the same conditions).
    func index(of threshold: Threshold, slot: Int) -> Int {
        let axis = thresholds[slot]
        var low = 0
        var high = axis.count - 1
        while low < high {
            let mid = (low + high) / 2
            if axis[mid] < threshold { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The region holding a value of the feature, which need not be a
    /// threshold: the point region of an equal threshold, else the open
    /// interval between its neighbours. A ratio is `value.numerator /
    /// value.denominator`, ordered exactly as the tree orders it.
    func region(of value: Threshold, slot: Int) -> Int {
        let axis = thresholds[slot]
        var low = 0
        var high = axis.count
        while low < high {
            let mid = (low + high) / 2
            if axis[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < axis.count && axis[low].sameValue(as: value) ? 2 * low + 1 : 2 * low
    }

    /// The values regions `low...high` of an axis hold, as a closed range
    /// (open ends included, so it is never too small); a ratio's as the
    /// quotient. Unbounded ends are infinite.
    func valueBounds(low: Int, high: Int, slot: Int) -> ClosedRange<Double> {
        let axis = thresholds[slot]
        func value(_ index: Int) -> Double { axis[index].numerator / axis[index].denominator }
        let lower = low % 2 == 1 ? value(low / 2) : low / 2 == 0 ? -Double.infinity : value(low / 2 - 1)
        let upper = high % 2 == 1 ? value(high / 2) : high / 2 >= axis.count ? Double.infinity : value(high / 2)
        return lower <= upper ? lower...upper : lower...lower
    }

    /// The regions where `feature OP threshold` holds.
    func regions(_ comparison: Comparison, _ threshold: Threshold, slot: Int) -> ClosedRange<Int> {
        let point = 2 * index(of: threshold, slot: slot) + 1
        let last = regionCount(slot) - 1
        switch comparison {
        case .less: return 0...(point - 1)
        case .lessOrEqual: return 0...point
        case .greater: return (point + 1)...last
        case .greaterOrEqual: return point...last
        case .equal: return point...point
        }
    }

    /// The region index holding the cut between `region` and `region + 1`,
    /// as a runtime test: go left when `x < t` (`inclusive == false`) or
    /// `x <= t`.
    func cut(after region: Int, slot: Int) -> (threshold: Threshold, inclusive: Bool) {
        if region % 2 == 1 { return (thresholds[slot][region / 2], true) }
        return (thresholds[slot][region / 2], false)
    }
}

/// A product of per-feature region ranges and value masks: the part of the
/// environment space a subtree is responsible for.
///
/// Fixed-size vectors, a lane per feature (see `FeatureSpace.slots`):
/// numeric features in `low` and `high`, discrete ones in `masks`, and the
/// lanes no feature has stay 0. The builder copies and narrows a box at
/// every step, and with arrays each copy would be a heap allocation and
/// every read a retain; two kinds of lane in one vector would make a box
/// of 32 lanes per vector, and twice the bytes to copy and compare.
struct Box: Hashable {
    var low: SIMD16<Int32> = .zero
    var high: SIMD16<Int32> = .zero
    var masks: SIMD16<UInt32> = .zero

    /// One word per vector, mixed lane by lane: the tree walks hash
    /// millions of boxes, and hashing all 48 lanes through `Hasher` costs a
    /// sixth of a small compilation. Equality still compares every lane.
    func hash(into hasher: inout Hasher) {
        let weights = SIMD16<UInt64>(
            0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB, 0xD6E8_FEB8_6659_FD93,
            0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB, 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3,
            0x1D8E_4E27_C47D_124F, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5,
            0xFF51_AFD7_ED55_8CCD, 0xC4CE_B9FE_1A85_EC53, 0x2545_F491_4F6C_DD1D, 0x9FB2_1C65_1E98_DF25)
        func mix(_ lanes: SIMD16<UInt64>) -> UInt64 { (lanes &* weights).wrappedSum() }
        hasher.combine(mix(SIMD16<UInt64>(truncatingIfNeeded: low)))
        hasher.combine(mix(SIMD16<UInt64>(truncatingIfNeeded: high)) &* 31)
        hasher.combine(mix(SIMD16<UInt64>(truncatingIfNeeded: masks)))
    }

    static func == (a: Box, b: Box) -> Bool { a.low == b.low && a.high == b.high && a.masks == b.masks }

    /// The whole space.
    init(_ space: FeatureSpace) {
        for (feature, slot) in zip(FeatureSpace.features, FeatureSpace.slots) {
            if FeatureSpace.isDiscrete(slot: slot) {
                self[mask: slot] = (UInt32(1) << UInt32(FeatureSpace.valueCount(feature))) - 1
            } else {
                high[slot] = Int32(space.regionCount(slot) - 1)
            }
        }
    }

    /// The value mask of a discrete feature's slot.
    @inline(__always)
    subscript(mask slot: Int) -> UInt32 {
        get { masks[slot & 15] }
        set { masks[slot & 15] = newValue }
    }
}

extension Box {
    /// The boxes that split this one at an undecided atom: the two halves
    /// at its first cut for a numeric feature, or one box per remaining
    /// value for a discrete one. Searches over the space (satisfiability,
    /// normalisation) refine boxes this way until every atom is decided.
    func children(splitting atom: (slot: Int, cuts: [Int])) -> [Box] {
        if let cut = atom.cuts.first {
            var left = self
            left.high[atom.slot] = Int32(cut)
            var right = self
            right.low[atom.slot] = Int32(cut + 1)
            return [left, right]
        }
        return (0..<32).filter { self[mask: atom.slot] & (1 << UInt32($0)) != 0 }.map { value in
            var child = self
            child[mask: atom.slot] = 1 << UInt32(value)
            return child
        }
    }
}

extension FeatureSpace {
    /// The whole space restricted to environments that can exist: sizes
    /// and scales are not negative, the orientation and idiom are known,
    /// and a window fraction is at most 1 (it is never more).
    /// The analyses use it so they never cite an impossible witness.
    func realisticBox() -> Box {
        let space = self
        var box = Box(space)
        for (feature, slot) in zip(FeatureSpace.features, FeatureSpace.slots) {
            if let named = feature.discreteValues?.count {
                box[mask: slot] = (UInt32(1) << UInt32(named)) - 1
            } else if feature != .aspectRatio {
                // The first region that can hold 0: the point 0 itself or the interval around it.
                let axis = space.thresholds[slot]
                let below = axis.prefix { $0.numerator < 0 }.count
                let zeroIsThreshold = below < axis.count && axis[below].numerator == 0
                box.low[slot] = Int32(2 * below + (zeroIsThreshold ? 1 : 0))
                if case .fraction = feature.descriptor.reading {
                    box.high[slot] = Int32(space.region(of: FeatureSpace.Threshold(numerator: 1, denominator: 1), slot: slot))
                }
            }
        }
        return box
    }
}
