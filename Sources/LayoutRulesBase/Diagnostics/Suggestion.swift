/// "Did you mean ...?" suggestions by edit distance, over a closed list of
/// known names only (the feature registry, the at-rules, defined custom
/// media), so a suggestion is always something that would be accepted.
///
/// Suggestions are a courtesy, so their cost is bounded whatever the input:
/// a word longer than `maxWordLength` gets none, the distance is computed
/// only near the diagonal (it may not exceed 4), and a caller that makes
/// many lookups over names from the input passes a `budget` shared by all
/// of them (`Limits.maxSuggestionWork` per compilation). Without those, a
/// file with 100,000 trait names and 3,000 misspellings, or two 300 KB
/// names, kept `layoutc check` busy for minutes.
package enum Suggestion {
    /// Longer words get no suggestion: nobody misspells a 65-letter name,
    /// and the distance costs time in proportion to the length.
    package static let maxWordLength = 64

    /// The closest candidate within a distance that scales with the length
    /// of the word (1 for short words, up to a third of the length, at
    /// most 4). Ties go to the earlier candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var budget = Int.max
        return closest(to: word, among: candidates, budget: &budget)
    }

    /// `closest(to:among:)` that charges its work to `budget`: one unit per
    /// candidate looked at and one per table cell computed. With the
    /// budget spent it gives up and returns nil, so a compilation's
    /// suggestions together never cost more than the budget.
    package static func closest(to word: String, among candidates: [String], budget: inout Int) -> String? {
        guard budget > 0, mayHaveSuggestion(word) else { return nil }
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= maxWordLength else { return nil }
        // The whole list up front: building it cost the caller as much, and
        // an exact match ends the search early.
        budget -= candidates.count
        // Very short words are too ambiguous to guess at: "x" is one edit from every one-letter name.
        let threshold = lowered.count < 3 ? 0 : max(1, min(4, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            guard budget > 0 else { return nil }
            // The distance is at least the difference in length: skip the
            // full computation when that alone is too far (cheap to test,
            // and most candidates fail it). UTF-8 first: it is free, and
            // scalars are 1 to 4 bytes.
            let bytes = candidate.utf8.count
            guard bytes >= lowered.count - threshold, bytes <= 4 * (lowered.count + threshold) else { continue }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowered.count) <= threshold else { continue }
            budget -= (2 * threshold + 1) * (lowered.count + 1)
            let limit = min(threshold, (best?.distance ?? Int.max) - 1)
            guard limit >= 0 else { break }
            let distance = boundedDistance(lowered, other, limit: limit)
            if distance <= limit { best = (candidate, distance) }
        }
        return best?.name
    }

    /// False for a word too long to get a suggestion: a caller can skip
    /// building a long candidate list for it.
    package static func mayHaveSuggestion(_ word: String) -> Bool {
        word.utf8.count <= 4 * maxWordLength && word.unicodeScalars.count <= maxWordLength
    }

    /// Damerau–Levenshtein distance (with adjacent transpositions), over
    /// Unicode scalars: the whole table, kept as the reference for
    /// `boundedDistance`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// `min(editDistance(x, y), limit + 1)`, computing only the cells within
    /// `limit` of the diagonal (the others are more than `limit` anyway)
    /// and stopping as soon as a whole row exceeds `limit`.
    static func boundedDistance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        let beyond = limit + 1
        guard abs(x.count - y.count) <= limit else { return beyond }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        // Cells outside the band hold `beyond`; the band's neighbours are
        // reset on every row, so rotating the rows never exposes an old value.
        var previous2 = [Int](repeating: beyond, count: y.count + 1)
        var previous = [Int](repeating: beyond, count: y.count + 1)
        var current = [Int](repeating: beyond, count: y.count + 1)
        for j in 0...min(limit, y.count) { previous[j] = j }
        for i in 1...x.count {
            let low = max(1, i - limit)
            let high = min(y.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            if high < y.count { current[high + 1] = beyond }
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                        value = min(value, previous2[j - 2] + 1)
                    }
                    current[j] = min(value, beyond)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if rowMinimum > limit { return beyond }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}

/// `'a', 'b' or 'c'`
package func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\(clipped($0))'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
}
