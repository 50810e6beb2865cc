// One rule for media queries: what CSS accepts compiles and evaluates as
// CSS does (with a `never-matches` warning where it can never match on a
// device), and what CSS turns into `not all` or unknown is an error with
// a position and, where one exists, a fix-it. Each row names its source:
// Media Queries 4 (MQ4), CSS Values 4, CSS Syntax 3, and the
// web-platform-tests (WPT) css/mediaqueries cases.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

struct FidelityCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// Compiles; matches exactly in the environments marked true.
        case evaluates(warning: String? = nil)
        /// An error with this ID at this 1-based byte column of the query,
        /// and this fix-it replacement when given.
        case error(String, column: Int, fixIt: String? = nil)
    }
    let query: String
    let outcome: Outcome
    /// Expected match at 500x800 (portrait), 1000x600 (landscape),
    /// 0x800 (no width) and 800x0 (no height), all at scale 3.
    let matches: [Bool]
    let source: String

    init(_ query: String, _ outcome: Outcome, matches: [Bool] = [], source: String) {
        self.query = query
        self.outcome = outcome
        self.matches = matches
        self.source = source
    }

    var testDescription: String { "@media \(query)" }

    static let environments = [
        LayoutEnvironment(width: 500, height: 800), LayoutEnvironment(width: 1000, height: 600),
        LayoutEnvironment(width: 0, height: 800), LayoutEnvironment(width: 800, height: 0),
    ]
}

let fidelityCases: [FidelityCase] = [
    // CSS Syntax 3 §4.3.4: a name directly followed by '(' is one function token.
    FidelityCase(
        "screen and(max-width: 600px)", .error("function-token-in-query", column: 15, fixIt: "and ("),
        source: "CSS Syntax 3 §4.3.4; MQ4 §3 note: whitespace is required after 'and'"),
    FidelityCase(
        "(min-width: 768px) and(max-width: 991px)", .error("function-token-in-query", column: 27, fixIt: "and ("),
        source: "CSS Syntax 3 §4.3.4"),
    FidelityCase(
        "not(width >= 400px)", .error("function-token-in-query", column: 8, fixIt: "not ("),
        source: "CSS Syntax 3 §4.3.4: 'not(' is <general-enclosed>, unknown"),
    FidelityCase(
        "(width > 1) or(height > 1)", .error("function-token-in-query", column: 20, fixIt: "or ("),
        source: "CSS Syntax 3 §4.3.4"),
    FidelityCase(
        "((width > 1) AND(height > 1))", .error("function-token-in-query", column: 21, fixIt: "AND ("),
        source: "CSS Syntax 3 §4.3.4"),
    FidelityCase(
        "screen and/**/(width > 1)", .evaluates(), matches: [true, true, false, true],
        source: "CSS Syntax 3: a comment ends the name, so this is 'and' then '('"),
    FidelityCase(
        "not (width >= 400px)", .evaluates(), matches: [false, false, true, false],
        source: "MQ4 §3: 'not' with a space"),

    // Values 4 <resolution> excludes negative values (Chromium and WPT
    // test_media_queries.html reject 'resolution: -3dpi').
    FidelityCase("(resolution: -3dpi)", .error("negative-resolution", column: 21), source: "CSS Values 4 <resolution>"),
    FidelityCase("(min-resolution: -1x)", .error("negative-resolution", column: 25), source: "CSS Values 4 <resolution>"),
    FidelityCase("(resolution > 0x)", .evaluates(), matches: [true, true, true, true], source: "CSS Values 4: 0 is allowed"),

    // MQ4 §2.4.3: a double range is true when both comparisons are; one
    // that points the wrong way is valid and false.
    FidelityCase(
        "(400px < width < 400px)", .evaluates(warning: "never-matches"), matches: [false, false, false, false],
        source: "MQ4 range context"),
    FidelityCase(
        "(0px > width > 100000px)", .evaluates(warning: "never-matches"), matches: [false, false, false, false],
        source: "MQ4 range context"),
    FidelityCase(
        "not (800 <= width < 400)", .evaluates(warning: "never-matches"), matches: [true, true, true, true],
        source: "MQ4 range context; 'not false' is true"),
    FidelityCase(
        "(width > -100px)", .evaluates(), matches: [true, true, true, true],
        source: "MQ4: width is false in the negative range"),
    FidelityCase(
        "(width <= -100px)", .evaluates(warning: "never-matches"), matches: [false, false, false, false],
        source: "MQ4: width is false in the negative range"),

    // CSS Values 4 <ratio>: parts are <number [0,∞]>; a zero part makes a
    // degenerate ratio, compared by quotient; 0/0 behaves as 1/0 (WPT
    // aspect-ratio-002, -004, device-aspect-ratio-006).
    FidelityCase(
        "(max-aspect-ratio: 0/1)", .evaluates(warning: "never-matches"), matches: [false, false, true, false],
        source: "CSS Values 4 degenerate ratio"),
    FidelityCase(
        "(max-aspect-ratio: 0/0)", .evaluates(), matches: [true, true, true, true],
        source: "WPT aspect-ratio-004: 0/0 is 1/0, infinite"),
    FidelityCase(
        "(min-aspect-ratio: 0/0)", .evaluates(warning: "never-matches"), matches: [false, false, false, true],
        source: "WPT aspect-ratio-002"),
    FidelityCase(
        "(aspect-ratio: 0/0)", .evaluates(warning: "never-matches"), matches: [false, false, false, true],
        source: "WPT device-aspect-ratio-006"),
    FidelityCase(
        "(aspect-ratio > 16/0)", .evaluates(warning: "never-matches"), matches: [false, false, false, false],
        source: "CSS Values 4: nothing is above an infinite ratio"),
    FidelityCase(
        "(aspect-ratio < 16/0)", .evaluates(), matches: [true, true, true, false],
        source: "CSS Values 4 degenerate ratio"),
    FidelityCase("(aspect-ratio: -4/3)", .error("invalid-ratio", column: 23), source: "CSS Values 4: <number [0,∞]>"),

    // MQ4 §2.1: an empty media query list evaluates to true; an empty
    // entry of a list is a query that does not match the grammar.
    FidelityCase("", .evaluates(), matches: [true, true, true, true], source: "MQ4 §2.1: '@media {}' is '@media all {}'"),
    FidelityCase("(width > 1), ", .error("expected-media-query", column: 22), source: "MQ4 §3.2: not all"),
]

@Suite("CSS fidelity")
struct CSSFidelityTests {
    @Test("each query as CSS treats it", arguments: fidelityCases)
    func query(_ row: FidelityCase) throws {
        let prefix = "@media "
        let text = "\(prefix)\(row.query) { traits { hit: true; } }\n"
        let compilation = Compiler.compile(text: text, path: "q.layout")
        switch row.outcome {
        case .error(let id, let column, let fixIt):
            let errors = compilation.diagnostics.filter { $0.severity == .error }
            #expect(errors.map(\.id.rawValue) == [id], "\(row.source)")
            let first = try #require(errors.first)
            #expect(Int(first.range.start) + 1 == column, "column")
            if let fixIt { #expect(first.fixIt?.replacement == fixIt) }
        case .evaluates(let warning):
            #expect(!compilation.hasErrors, "\(row.source): \(compilation.diagnostics.map(\.message))")
            let warnings = Set(compilation.diagnostics.filter { $0.severity == .warning }.map(\.id.rawValue))
            #expect(warnings == Set(warning.map { [$0] } ?? []), "\(row.source)")
            let ruleSet = try #require(compilation.ruleSet)
            let matched = FidelityCase.environments.map { ruleSet.evaluate($0)["hit"] != nil }
            #expect(matched == row.matches, "\(row.source)")
        }
    }
}
