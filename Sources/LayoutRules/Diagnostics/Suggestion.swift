/// "Did you mean ...?" suggestions by edit distance, over a closed list of
/// known names only (the feature registry, the at-rules, defined custom
/// media), so a suggestion is always something that would be accepted.
public enum Suggestion {
    /// The closest candidate within a distance that scales with the length
    /// of the word (1 for short words, up to a third of the length).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        // Very short words are too ambiguous to guess at: "x" is one edit from every one-letter name.
        let threshold = lowered.count < 3 ? 0 : max(1, min(4, lowered.count / 3))
        let length = lowered.unicodeScalars.count
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: skip the
            // full computation when that alone is too far (cheap to test,
            // and most candidates fail it).
            guard abs(candidate.unicodeScalars.count - length) <= threshold else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= threshold, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Damerau–Levenshtein distance (with adjacent transpositions), over
    /// Unicode scalars.
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
}
