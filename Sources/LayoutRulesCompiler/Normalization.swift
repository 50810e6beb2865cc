import LayoutRulesBase
import LayoutRulesSemantics

/// One end of an interval: a value (a fraction, so aspect ratios stay
/// exact) and whether the end itself is included.
struct Bound: Sendable, Hashable, CustomStringConvertible {
    package var numerator: Double
    package var denominator: Double
    var closed: Bool

    package var value: Double { numerator / denominator }

    package var description: String {
        denominator == 1 ? formatNumber(numerator) : "\(formatNumber(numerator))/\(formatNumber(denominator))"
    }
}

/// A box: the environments where every constrained feature lies in its
/// interval or value set. Features not listed are unconstrained.
struct ConditionBox: Sendable, Hashable, CustomStringConvertible {
    /// Numeric features with their bounds (nil: unbounded on that side).
    var intervals: [(feature: Feature, lower: Bound?, upper: Bound?)]
    /// Discrete features with the values allowed ("none" stands for an
    /// unknown orientation or unspecified idiom).
    package var values: [(feature: Feature, allowed: [String])]

    package static func == (a: ConditionBox, b: ConditionBox) -> Bool { a.description == b.description }
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// `320 <= width < 600 and idiom is pad or tv`; "any environment" when
    /// nothing is constrained.
    package var description: String {
        var parts: [String] = []
        for (feature, lower, upper) in intervals {
            if let lower, let upper, lower.closed, upper.closed, lower == upper {
                parts.append("\(feature.rawValue) = \(lower)")
                continue
            }
            var phrase = lower.map { "\($0) \($0.closed ? "<=" : "<") " } ?? ""
            phrase += feature.rawValue
            phrase += upper.map { " \($0.closed ? "<=" : "<") \($0)" } ?? ""
            parts.append(phrase)
        }
        for (feature, allowed) in values { parts.append("\(feature.rawValue) is \(allowed.joined(separator: " or "))") }
        return parts.isEmpty ? "any environment" : parts.joined(separator: " and ")
    }
}

/// Turns a condition into its canonical form: a union of disjoint boxes,
/// each an interval per numeric feature (open or closed ends) and a value
/// set per discrete feature. `not` is exact: the complement is computed on
/// the regions between breakpoints, not approximated.
///
///     Normalizer.boxes(of: condition)   // "(width >= 400) and not (width > 800)"
///     // => [400 <= width <= 800]
enum Normalizer {
    /// The boxes where `condition` holds, adjacent ones merged; nil when
    /// the condition is too complex to enumerate within `budget` steps.
    static func boxes(of condition: Condition, budget: Int = 20_000) -> [ConditionBox]? {
        let plain = condition.unlabeled
        let space = FeatureSpace([plain])
        let formula = Formula(plain, in: space)
        var found: [Box] = []
        var steps = 0
        func search(_ box: Box) -> Bool {
            steps += 1
            if steps > budget { return false }
            switch formula.truth(in: box) {
            case .yes: found.append(box)
            case .no: break
            case .unknown:
                var atoms: [(slot: Int, cuts: [Int])] = []
                formula.undecidedAtoms(in: box, into: &atoms)
                guard let atom = atoms.first else { return false }
                return box.children(splitting: atom).allSatisfy { search($0) }
            }
            return true
        }
        let whole = Box(space)
        guard search(whole) else { return nil }
        return merge(found).map { describe($0, whole: whole, space: space) }
    }

    /// Merges boxes that differ in one feature only and touch there (or,
    /// for discrete features, any two that differ in one feature's values).
    static func merge(_ boxes: [Box]) -> [Box] {
        var boxes = boxes
        var merged = true
        while merged {
            merged = false
            outer: for i in boxes.indices {
                for j in boxes.indices where j > i {
                    if let union = union(boxes[i], boxes[j]) {
                        boxes[i] = union
                        boxes.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        return boxes
    }

    private static func union(_ a: Box, _ b: Box) -> Box? {
        // A lane of `low`/`high` and the same lane of `masks` are two
        // features (see `FeatureSpace.slots`): the differing one as a slot.
        var differing: Int?
        for lane in a.low.indices where a.low[lane] != b.low[lane] || a.high[lane] != b.high[lane] {
            guard differing == nil else { return nil }
            differing = lane
        }
        for lane in a.masks.indices where a.masks[lane] != b.masks[lane] {
            guard differing == nil else { return nil }
            differing = FeatureSpace.lanes + lane
        }
        guard let slot = differing else { return a }
        var result = a
        if FeatureSpace.isDiscrete(slot: slot) {
            result[mask: slot] = a[mask: slot] | b[mask: slot]
            return result
        }
        guard a.high[slot] + 1 == b.low[slot] || b.high[slot] + 1 == a.low[slot] else { return nil }
        result.low[slot] = min(a.low[slot], b.low[slot])
        result.high[slot] = max(a.high[slot], b.high[slot])
        return result
    }

    /// The public form of a box: constraints that differ from `whole`.
    static func describe(_ box: Box, whole: Box, space: FeatureSpace) -> ConditionBox {
        var result = ConditionBox(intervals: [], values: [])
        for (feature, slot) in zip(FeatureSpace.features, FeatureSpace.slots) {
            if let names = feature.discreteValues {
                guard box[mask: slot] != whole[mask: slot] else { continue }
                let all = names + ["none"]
                result.values.append((feature, all.indices.filter { box[mask: slot] & (1 << UInt32($0)) != 0 }.map { all[$0] }))
                continue
            }
            let low = Int(box.low[slot])
            let high = Int(box.high[slot])
            guard low > Int(whole.low[slot]) || high < Int(whole.high[slot]) else { continue }
            let axis = space.thresholds[slot]
            // Region 2i+1 is the point t(i); region 2i the gap below t(i).
            let lower = low == Int(whole.low[slot]) ? nil : low % 2 == 1 ? bound(axis[low / 2], closed: true) : bound(axis[low / 2 - 1], closed: false)
            let upper =
                high == Int(whole.high[slot]) ? nil
                : high % 2 == 1 ? bound(axis[high / 2], closed: true) : bound(axis[high / 2], closed: false)
            result.intervals.append((feature, lower, upper))
        }
        return result
    }

    private static func bound(_ threshold: FeatureSpace.Threshold, closed: Bool) -> Bound {
        Bound(numerator: threshold.numerator, denominator: threshold.denominator, closed: closed)
    }
}
