import LayoutRulesBase

/// A media condition after normalisation: one canonical form for every
/// spelling. `(min-width: 400pt)`, `(width >= 400)` and `(400 <= width)`
/// all become `.compare(.width, .greaterOrEqual, 400)`; units are gone;
/// custom media are expanded. The compiler only ever sees this.
package indirect enum Condition: Sendable, Hashable {
    case always
    case never
    /// A numeric feature compared with a constant, in points or plain numbers.
    case compare(Feature, Comparison, Double)
    /// `aspect-ratio` compared with `numerator/denominator`, decided exactly
    /// by cross-multiplying (no division, so no drift at 16/9).
    case compareRatio(Comparison, numerator: Double, denominator: Double)
    /// A discrete feature with one of the values whose bits are set in
    /// `mask` (bit i is `feature.discreteValues[i]`).
    case oneOf(Feature, mask: UInt32)
    case not(Condition)
    case all([Condition])
    case any([Condition])
    /// The part of the source a sub-condition came from (a feature test or
    /// a custom media reference), so `explain` can point at the first test
    /// that failed. Evaluation ignores it; the compiler strips it.
    case labeled(Condition, SourceRange)

    /// `a and b`, simplified where one side is constant.
    // "(all) and (width > 1)" => "(width > 1)"
    package static func and(_ parts: [Condition]) -> Condition {
        var kept: [Condition] = []
        for part in parts {
            switch part {
            case .always: continue
            case .never: return .never
            case .all(let inner): kept += inner
            default: kept.append(part)
            }
        }
        return kept.isEmpty ? .always : kept.count == 1 ? kept[0] : .all(kept)
    }

    /// `a or b`, simplified where one side is constant.
    // "(print) or (width > 1)" => "(width > 1)"
    package static func or(_ parts: [Condition]) -> Condition {
        var kept: [Condition] = []
        for part in parts {
            switch part {
            case .never: continue
            case .always: return .always
            case .any(let inner): kept += inner
            default: kept.append(part)
            }
        }
        return kept.isEmpty ? .never : kept.count == 1 ? kept[0] : .any(kept)
    }

    /// `not a`, with double negation and constants removed.
    // "not (not (width > 1))" => "(width > 1)"
    package static func negate(_ condition: Condition) -> Condition {
        switch condition {
        case .always: .never
        case .never: .always
        case .not(let inner): inner
        default: .not(condition)
        }
    }

    /// Calls `body` with the feature of every test in the condition, once
    /// per test.
    package func forEachFeature(_ body: (Feature) -> Void) {
        switch self {
        case .oneOf(let feature, _), .compare(let feature, _, _): body(feature)
        case .compareRatio: body(.aspectRatio)
        case .not(let inner), .labeled(let inner, _): inner.forEachFeature(body)
        case .all(let parts), .any(let parts): for part in parts { part.forEachFeature(body) }
        case .always, .never: break
        }
    }

    /// The condition without source labels, for the compiler.
    package var unlabeled: Condition {
        switch self {
        case .labeled(let inner, _): inner.unlabeled
        case .not(let inner): .negate(inner.unlabeled)
        case .all(let parts): .and(parts.map { $0.unlabeled })
        case .any(let parts): .or(parts.map { $0.unlabeled })
        case .always, .never, .compare, .compareRatio, .oneOf: self
        }
    }
}
