import LayoutRulesBase
import LayoutRulesSyntax

// Lowering: the one place where surface syntax becomes a `Condition`.
// Every spelling of a test is normalised here, as lightningcss does in
// MediaFeatureName::parse:
//   "(min-width: 400pt)"      => width >= 400
//   "(max-width: 400px)"      => width <= 400
//   "(400 < width)"           => width > 400
//   "(400 <= width < 800)"    => width >= 400 and width < 800
//   "(resolution >= 192dpi)"  => scale >= 2
//   "(width)"                 => not (width = 0)
//   "not all"                 => never
extension Checker {
    mutating func lower(_ list: MediaQueryList) -> Condition {
        // An empty list matches everything (MQ4: `@media { }` is `@media all { }`).
        list.queries.isEmpty ? .always : .or(list.queries.map { lower($0) })
    }

    mutating func lower(_ query: MediaQuery) -> Condition {
        switch query.form {
        case .invalid:
            return .never
        case .condition(let condition):
            return lower(condition)
        case .type(let modifier, _, let type, let condition):
            let name = type.name.lowercased()
            guard let matches = FeatureRegistry.mediaTypes[name] else {
                let suggestion = suggest(name, among: FeatureRegistry.mediaTypes.keys.sorted())
                diagnostics.append(.unknownMediaType(type.name, suggestion: suggestion, at: type.range))
                return .never
            }
            // "not print" matches everywhere: only a plain "print" never matches.
            if !matches, modifier != .not { diagnostics.append(.mediaTypeNeverMatches(type.name, at: type.range)) }
            let typed = Condition.and([matches ? .always : .never, condition.map { lower($0) } ?? .always])
            // Labelled as a whole so `explain` can name "print" or "not all and (width < 1000)"
            // as the part that failed; a label inside still wins when there is one.
            return .labeled(modifier == .not ? .negate(typed) : typed, query.range)
        }
    }

    mutating func lower(_ condition: MediaCondition) -> Condition {
        conditionSize = Self.saturatingAdd(conditionSize, 1)
        return switch condition {
        case .feature(let feature): .labeled(lower(feature), feature.range)
        case .customMedia(let name, let range): .labeled(expandReference(name), range)
        // Labelled so `explain` can say "not (width >= 400) is false": the test inside is true.
        case .not(let inner, let range): .labeled(.negate(lower(inner)), range)
        case .and(let parts, _): .and(parts.map { lower($0) })
        case .or(let parts, _): .or(parts.map { lower($0) })
        case .group(let inner, _): lower(inner)
        case .invalid: .never
        }
    }

    /// `min-` and `max-` prefixes, split off the feature name.
    enum Prefix { case min, max }

    mutating func lower(_ feature: MediaFeature) -> Condition {
        let written = feature.name.name.lowercased()
        var prefix: Prefix?
        var base = written
        if written.hasPrefix("min-") {
            prefix = .min
            base = String(written.dropFirst(4))
        } else if written.hasPrefix("max-") {
            prefix = .max
            base = String(written.dropFirst(4))
        }
        guard let descriptor = FeatureRegistry.descriptor(named: base) else {
            if let reversed = Self.keywordFirst(feature) { return lower(reversed) }
            if let condition = lowerTraitTest(feature) { return condition }
            // The list is as long as the traits so far: built only while
            // the budget lasts, and charged for its length when it is.
            let suggestion =
                suggestionBudget > 0 && Suggestion.mayHaveSuggestion(written)
                ? suggest(written, among: FeatureRegistry.spellings + earlierTraitNames) : nil
            diagnostics.append(.unknownFeature(feature.name.name, suggestion: suggestion, at: feature.name.range))
            return .never
        }
        if prefix != nil, !descriptor.allowsRanges {
            diagnostics.append(.prefixOnDiscreteFeature(feature.name.name, base: base, at: feature.name.range))
            return .never
        }
        switch feature.form {
        case .boolean:
            if prefix != nil {
                diagnostics.append(.prefixedFeatureNeedsValue(feature.name.name, at: feature.range))
                return .never
            }
            return booleanContext(descriptor)
        case .plain(_, let value):
            let comparison: Comparison = prefix == .min ? .greaterOrEqual : prefix == .max ? .lessOrEqual : .equal
            return test(descriptor, comparison, value, rangeSyntax: nil)
        case .range(let name, let comparison, let comparisonRange, let value):
            guard checkRangeSyntax(name, prefix: prefix, descriptor, at: comparisonRange) else { return .never }
            return test(descriptor, comparison, value, rangeSyntax: comparisonRange)
        case .reversedRange(let value, let comparison, let comparisonRange, let name):
            guard checkRangeSyntax(name, prefix: prefix, descriptor, at: comparisonRange) else { return .never }
            return test(descriptor, comparison.flipped, value, rangeSyntax: comparisonRange)
        case .interval(let lower, let first, let firstRange, let name, let second, _, let upper):
            guard checkRangeSyntax(name, prefix: prefix, descriptor, at: firstRange) else { return .never }
            let low = test(descriptor, first.flipped, lower, rangeSyntax: firstRange)
            let high = test(descriptor, second, upper, rangeSyntax: firstRange)
            let pointsUp = first == .less || first == .lessOrEqual  // "400 < width < 800"
            if low != .never, high != .never, Self.isEmptyInterval(pointsUp ? low : high, pointsUp ? high : low) {
                // "(400 >= width > 800)": the first value written is the upper bound.
                diagnostics.append(
                    .emptyRange(
                        at: feature.range, lower: pointsUp ? lower.range : upper.range,
                        upper: pointsUp ? upper.range : lower.range))
                return .never
            }
            return .and([low, high])
        }
    }

    /// `(accessibility-medium <= dynamic-type)` parses as a test of a
    /// feature named `accessibility-medium` (the grammar cannot tell a
    /// keyword value from a name): when the first word names no feature and
    /// the second does, the test is the value-first form.
    static func keywordFirst(_ feature: MediaFeature) -> MediaFeature? {
        guard case .range(let name, let comparison, let comparisonRange, let value) = feature.form,
            case .identifier(let word) = value.kind, FeatureRegistry.descriptor(named: word.lowercased()) != nil
        else { return nil }
        let keyword = MediaValue(kind: .identifier(name.name), range: name.range)
        return MediaFeature(
            form: .reversedRange(
                value: keyword, comparison: comparison, comparisonRange: comparisonRange, name: Identifier(word, at: value.range)),
            range: feature.range)
    }

    /// Range syntax needs an unprefixed, range-capable feature.
    private mutating func checkRangeSyntax(
        _ name: Identifier, prefix: Prefix?, _ descriptor: FeatureDescriptor, at comparison: SourceRange
    ) -> Bool {
        if prefix != nil {
            diagnostics.append(.prefixInRangeSyntax(name.name, base: descriptor.name, at: name.range))
            return false
        }
        if !descriptor.allowsRanges {
            diagnostics.append(.rangeOnDiscreteFeature(descriptor.name, at: comparison))
            return false
        }
        return true
    }

    /// "(width)" is true unless the value is zero; a discrete feature always
    /// has a value, so "(orientation)" is always true, unless one of its
    /// values is false in a boolean context (Media Queries 5: `(prefers-reduced-motion)`
    /// is `not (prefers-reduced-motion: no-preference)`).
    private func booleanContext(_ descriptor: FeatureDescriptor) -> Condition {
        switch descriptor.type {
        case .discrete:
            if let off = descriptor.falseValue, let index = descriptor.values.firstIndex(of: off) {
                .negate(.oneOf(descriptor.feature, mask: 1 << UInt32(index)))
            } else {
                .always
            }
        case .ratio: .negate(.compareRatio(.equal, numerator: 0, denominator: 1))
        case .length, .number, .resolution, .fraction: .negate(.compare(descriptor.feature, .equal, 0))
        }
    }

    /// `feature comparison value`, with the value checked against the
    /// feature's type.
    private mutating func test(
        _ descriptor: FeatureDescriptor, _ comparison: Comparison, _ value: MediaValue,
        rangeSyntax: SourceRange?
    ) -> Condition {
        switch descriptor.type {
        case .discrete:
            guard let index = discreteIndex(descriptor, value) else { return .never }
            if index < 0 { return .never }  // a CSS value no Apple platform reports, warned about
            if descriptor.reading == .shape {
                // "(orientation: portrait)" => aspect-ratio <= 1/1: the shape follows
                // from width and height, so the compiler sees one feature, not two.
                return .compareRatio(index == 0 ? .lessOrEqual : .greater, numerator: 1, denominator: 1)
            }
            return .oneOf(descriptor.feature, mask: Self.valueMask(descriptor, comparison, index))
        case .ratio:
            guard let (numerator, denominator) = ratioValue(descriptor, value) else { return .never }
            if numerator == 0 || denominator == 0 {
                return degenerateRatioTest(comparison, (numerator, denominator), at: value.range)
            }
            return .compareRatio(comparison, numerator: numerator, denominator: denominator)
        case .length, .number, .resolution, .fraction:
            guard let number = numericValue(descriptor, value) else { return .never }
            return .compare(descriptor.feature, comparison, number)
        }
    }

    /// The index of the value written, or -1 for one of the feature's
    /// `foreignValues` (valid CSS that never matches here: warned about);
    /// nil after an error.
    private mutating func discreteIndex(_ descriptor: FeatureDescriptor, _ value: MediaValue) -> Int? {
        let allowed = descriptor.values
        guard case .identifier(let word) = value.kind else {
            diagnostics.append(.wrongValueType(descriptor.name, expected: "one of \(quotedList(allowed))", at: value.range))
            return nil
        }
        let lowered = word.lowercased()
        if let index = descriptor.valueIndex(of: lowered) { return index }
        if descriptor.foreignValues.contains(lowered) {
            diagnostics.append(.valueNeverMatches(word, feature: descriptor.name, at: value.range))
            return -1
        }
        // A word that points at a value ("huge", "largest") first: it says
        // what was meant, where a near spelling only looks alike ("largest"
        // is one letter from "large"); then a near spelling of a value or
        // of another spelling of one.
        let spellings = allowed + descriptor.valueAliases.map(\.name) + descriptor.foreignValues
        let suggestion =
            descriptor.informalNames.first { $0.name == lowered }?.value ?? suggest(word, among: spellings)
        diagnostics.append(.unknownValue(word, feature: descriptor.name, allowed: allowed, suggestion: suggestion, at: value.range))
        return nil
    }

    /// The values of a discrete feature that `feature comparison value`
    /// holds for, as a `Condition.oneOf` mask: the value itself, every
    /// value from it on for an `atLeast` feature (`(color-gamut: srgb)`
    /// holds on P3), and for an ordered one the values on the comparison's
    /// side (`(dynamic-type >= accessibility-medium)`). The unmatched value
    /// past the named ones never holds.
    // dynamic-type >= accessibility-medium (7 of 12) => 0b1111_1000_0000
    static func valueMask(_ descriptor: FeatureDescriptor, _ comparison: Comparison, _ index: Int) -> UInt32 {
        let count = descriptor.values.count
        let all = (UInt32(1) << UInt32(count)) - 1
        let below = (UInt32(1) << UInt32(index)) - 1  // values before `index`
        let itself = UInt32(1) << UInt32(index)
        if descriptor.ordering == .atLeast, comparison == .equal { return all & ~below }
        switch comparison {
        case .equal: return itself
        case .less: return below
        case .lessOrEqual: return below | itself
        case .greater: return all & ~below & ~itself
        case .greaterOrEqual: return all & ~below
        }
    }

    private mutating func ratioValue(_ descriptor: FeatureDescriptor, _ value: MediaValue) -> (Double, Double)? {
        let ratio: (Double, Double)
        switch value.kind {
        case .ratio(let numerator, let denominator): ratio = (numerator, denominator)
        case .number(let number): ratio = (number, 1)
        default:
            diagnostics.append(.wrongValueType(descriptor.name, expected: "a ratio such as '16/9'", at: value.range))
            return nil
        }
        guard ratio.0.isFinite, ratio.1.isFinite else {
            diagnostics.append(.numberOutOfRange(at: value.range))
            return nil
        }
        guard ratio.0 >= 0, ratio.1 >= 0 else {
            diagnostics.append(.invalidRatio(at: value.range))
            return nil
        }
        // CSS Values 4: a ratio with a zero part is degenerate, and ratios
        // compare by the quotient of their parts, so `n/0` is infinite and
        // `0/n` is 0; `0/0` behaves as `1/0`. One spelling each keeps the
        // tree's thresholds distinct.
        if ratio.1 == 0 { return (1, 0) }
        if ratio.0 == 0 { return (0, 1) }
        return Self.decimalFraction(ratio)
    }

    /// `aspect-ratio OP 0` or `aspect-ratio OP infinity`: the comparisons
    /// that no device's window satisfies get a `never-matches` warning (CSS
    /// evaluates them all the same); the impossible ones become `never`.
    private mutating func degenerateRatioTest(
        _ comparison: Comparison, _ ratio: (Double, Double), at range: SourceRange
    ) -> Condition {
        let test = Condition.compareRatio(comparison, numerator: ratio.0, denominator: ratio.1)
        let isZero = ratio.0 == 0
        let why: String
        switch (isZero, comparison) {
        case (true, .less): why = "an aspect ratio is never below 0"
        case (true, .lessOrEqual), (true, .equal): why = "only a window with no width has an aspect ratio of 0"
        case (false, .greater): why = "no aspect ratio is above an infinite one"
        case (false, .greaterOrEqual), (false, .equal): why = "only a window with no height has an infinite aspect ratio"
        default: return test
        }
        diagnostics.append(.degenerateRatioNeverMatches(why, at: range))
        return comparison == .less || comparison == .greater ? .never : test
    }

    /// A ratio written with decimals as the fraction it stands for, so the
    /// exact comparison sees what was written: `1.6` is 8/5, not the
    /// double nearest 1.6 (which a 1600x1000 window is not exactly equal
    /// to). Ratios of whole numbers are kept as written.
    // "1.6" => 8/5;  "1.5/2.5" => 3/5;  "16/9" => 16/9;  "32/18" => 32/18
    static func decimalFraction(_ ratio: (Double, Double)) -> (Double, Double) {
        guard let (numerator, numeratorScale) = decimal(ratio.0), let (denominator, denominatorScale) = decimal(ratio.1),
            numeratorScale > 1 || denominatorScale > 1
        else { return ratio }
        // (n / 10^i) / (d / 10^j) = (n * 10^j) / (d * 10^i)
        let (top, topOverflow) = numerator.multipliedReportingOverflow(by: denominatorScale)
        let (bottom, bottomOverflow) = denominator.multipliedReportingOverflow(by: numeratorScale)
        guard !topOverflow, !bottomOverflow, top < 1 << 53, bottom < 1 << 53 else { return ratio }
        var (a, b) = (top, bottom)
        while b != 0 { (a, b) = (b, a % b) }
        return (Double(top / a), Double(bottom / a))
    }

    /// `x` as `m / 10^k` with the fewest decimals that read back as `x`
    /// (the decimal the lexer parsed), or nil beyond 15 decimals.
    private static func decimal(_ x: Double) -> (Int64, Int64)? {
        var scale: Int64 = 1
        for _ in 0...15 {
            let scaled = (x * Double(scale)).rounded()
            if scaled < 9e15, scaled / Double(scale) == x { return (Int64(scaled), scale) }
            scale *= 10
        }
        return nil
    }

    private mutating func numericValue(_ descriptor: FeatureDescriptor, _ value: MediaValue) -> Double? {
        let number: Double
        switch value.kind {
        case .number(let plain):
            if descriptor.type.requiresUnit {
                diagnostics.append(.missingUnit(descriptor.name, at: value.range))
                return nil
            }
            number = plain
        case .dimension(let amount, let unit):
            guard let factor = descriptor.factor(of: unit) else {
                diagnostics.append(.invalidUnit(unit, feature: descriptor.name, allowed: descriptor.units, at: value.range))
                return nil
            }
            number = amount * factor
        case .percentage:
            diagnostics.append(
                .percentageInMediaQuery(descriptor.name, fraction: descriptor.type == .fraction, at: value.range))
            return nil
        case .ratio(let numerator, let denominator) where descriptor.type == .fraction:
            // "1/3" is the quotient, rounded once, as the window's own
            // quotient is: a 320-point window on a 960-point screen is
            // exactly "(window-width-fraction: 1/3)".
            guard numerator.isFinite, denominator.isFinite else {
                diagnostics.append(.numberOutOfRange(at: value.range))
                return nil
            }
            guard numerator > 0, denominator > 0 else {
                diagnostics.append(.invalidRatio(fraction: true, at: value.range))
                return nil
            }
            number = numerator / denominator
        case .ratio, .identifier:
            let expected =
                switch descriptor.type {
                case .length: "a length in points"
                case .resolution: "a resolution such as '2x'"
                case .fraction: "a number or a fraction such as '1/2'"
                case .ratio, .number, .discrete: "a number"
                }
            diagnostics.append(.wrongValueType(descriptor.name, expected: expected, at: value.range))
            return nil
        }
        guard number.isFinite else {
            diagnostics.append(.numberOutOfRange(at: value.range))
            return nil
        }
        // CSS Values 4 excludes negative resolutions from <resolution>, so a
        // browser drops such a query as unknown: an error here.
        if descriptor.type == .resolution, number < 0 {
            diagnostics.append(.negativeResolution(at: value.range))
            return nil
        }
        return number
    }

    /// Whether `low and high` (one lower bound, one upper bound on one
    /// feature) can never hold: "(800 <= width < 400)".
    static func isEmptyInterval(_ low: Condition, _ high: Condition) -> Bool {
        switch (low, high) {
        case (.compare(_, let lowComparison, let lowValue), .compare(_, let highComparison, let highValue)):
            let strict = lowComparison == .greater || highComparison == .less
            return lowValue > highValue || (lowValue == highValue && strict)
        case (
            .compareRatio(let lowComparison, let lowNumerator, let lowDenominator),
            .compareRatio(let highComparison, let highNumerator, let highDenominator)
        ):
            let lowCross = lowNumerator * highDenominator
            let highCross = highNumerator * lowDenominator
            let strict = lowComparison == .greater || highComparison == .less
            return lowCross > highCross || (lowCross == highCross && strict)
        case (.oneOf(_, let lowMask), .oneOf(_, let highMask)):
            return lowMask & highMask == 0
        default:
            return false
        }
    }
}

