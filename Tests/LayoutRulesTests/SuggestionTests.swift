// "Did you mean" suggestions (`Suggestion`): the banded distance agrees
// with the full table, and the work is bounded whatever the input (two
// 300 KB names, or 3,000 misspellings among 100,000 trait names, would
// otherwise keep `layoutc check` busy for minutes).

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime
import Testing

struct SuggestionTests {
    /// `boundedDistance` is `min(editDistance, limit + 1)` on random words
    /// over a small alphabet (so transpositions and near misses are common).
    @Test func boundedDistanceAgreesWithTheFullTable() {
        var random = SplitMix64(seed: 11)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "d", "é"]
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }
        }
        for _ in 0..<20_000 {
            let x = word()
            // Half the time a few edits of x, so small distances are tested too.
            var y = Bool.random(using: &random) ? x : word()
            for _ in 0..<Int.random(in: 0...2, using: &random) where !y.isEmpty {
                let index = Int.random(in: 0..<y.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: y.remove(at: index)
                case 1: y[index] = alphabet.randomElement(using: &random) ?? "a"
                default: if index + 1 < y.count { y.swapAt(index, index + 1) }
                }
            }
            let full = Suggestion.editDistance(String(String.UnicodeScalarView(x)), String(String.UnicodeScalarView(y)))
            for limit in 0...4 {
                #expect(
                    Suggestion.boundedDistance(x, y, limit: limit) == min(full, limit + 1),
                    "\(String(String.UnicodeScalarView(x))) / \(String(String.UnicodeScalarView(y))) limit \(limit)")
            }
        }
    }

    @Test(arguments: [
        ("widht", ["width", "height"], "width"),
        ("heigth", ["width", "height"], "height"),
        ("x", ["y"], nil),
        ("orientaton", ["orientation"], "orientation"),
        ("colums", ["columns", "column"], "columns"),
        ("abcdefghijkl", ["abcdefghijklmnop"], "abcdefghijklmnop"),
        ("abcdefghijkl", ["abcdefghijklmnopq"], nil),
    ] as [(String, [String], String?)])
    func closest(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(Suggestion.closest(to: "cat", among: ["bat", "cap"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["cap", "bat"]) == "cap")
    }

    @Test func wordsPastTheLengthLimitGetNone() {
        let long = String(repeating: "a", count: Suggestion.maxWordLength)
        #expect(Suggestion.closest(to: String(long.dropLast()) + "b", among: [long]) == long)
        #expect(Suggestion.closest(to: long + "b", among: [long]) == nil)
    }

    @Test func theBudgetIsChargedAndEndsTheSearch() {
        var budget = 1_000_000
        #expect(Suggestion.closest(to: "widht", among: ["width"], budget: &budget) == "width")
        #expect(budget < 1_000_000)
        var spent = 0
        #expect(Suggestion.closest(to: "widht", among: ["width"], budget: &spent) == nil)
        var small = 3
        #expect(Suggestion.closest(to: "widht", among: ["a", "b", "c", "width"], budget: &small) == nil)
    }

    /// Through the compiler: suggestions stop once the compilation's budget
    /// is spent, and the diagnostics are still all there.
    @Test func aCompilationStopsSuggestingWhenItsBudgetIsSpent() {
        let text = (0..<50).map { "@media (widht > \($0)) { traits { a: \($0); } }\n" }.joined()
        let generous = Compiler.compile(text: text, path: "main.layout")
        #expect(generous.diagnostics.count == 50)
        #expect(generous.diagnostics.allSatisfy { $0.fixIt?.replacement == "width" })
        var limits = Limits()
        limits.maxSuggestionWork = 3_000
        let tight = Compiler.compile(text: text, path: "main.layout", limits: limits)
        #expect(tight.diagnostics.count == 50)
        let suggested = tight.diagnostics.filter { $0.fixIt != nil }.count
        #expect(suggested > 0 && suggested < 50, "\(suggested) suggestions")
    }
}
