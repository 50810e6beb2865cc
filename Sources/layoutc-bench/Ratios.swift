/// The headline figures: ratios against baselines measured in the same
/// run (so a noisy or slow machine still gives a stable answer), and the
/// few absolute figures the project holds targets for. Each is nil when a
/// figure it needs is missing.
///
/// Every ratio compares equal work: the tree's hot path gives a value key
/// per trait where hand-written code gives an enum case, and the layout
/// baseline writes the same `RegionFrame`s the library does.
struct Ratios {
    struct Entry {
        /// The `--json` key.
        var key: String
        var value: Double?
        /// The bound it should meet, or what it compares when it has none.
        var target: String
        /// Left out of the JSON when missing, rather than null (figures a
        /// run does not measure on purpose: the instruction count outside
        /// the callgrind script, the 10,000-rule compile in `--quick`).
        var optional = false
    }

    /// The headline figures, each a top-level `--json` key.
    var entries: [Entry] = []
    /// How evaluation and compiling scale with the number of rules, under
    /// `scaling` in the JSON.
    var scaling: [Entry] = []

    static let nLogNGrowth = 10.0 * 4.0 / 3.0  // (10,000 log 10,000) / (1,000 log 1,000)

    init(_ results: Results) {
        let apple = results.evaluation(Labels.apple)
        let dashboard = results.evaluation(Labels.dashboard)
        let small = results.evaluation(Labels.generated(10))
        let thousand = results.evaluation(Labels.generated(1000))
        let large = results.evaluation(Labels.generated(10_000))
        let compile1000 = results.compilation(rules: 1000)
        let compile10000 = results.compilation(rules: 10_000)
        let layout = results.layout(Labels.dashboard)
        let arbitrary1000 = results.arbitrary.first { $0.rules == 1000 }
        let arbitrary2000 = results.arbitrary.first { $0.rules == 2000 }
        let arbitraryEval = results.evaluation(Labels.arbitrary(2000))
        let arbitraryWorst = results.evaluation(Labels.arbitraryWorst(2000))
        func ns(_ timing: Timing?) -> Double? { timing?.nanosecondsPerCall }
        entries = [
            Entry(
                key: "eval_vs_handwritten_apple", value: apple?.namedKeysVsHandwritten,
                target: "<= 1.5 (apple preset: match + value keys vs switch to enums)"),
            Entry(
                key: "eval_vs_handwritten_dashboard",
                value: dashboard?.namedKeysVsHandwritten,
                target: "<= 1.5 (Dashboard, 8 traits)"),
            Entry(
                key: "instructions_per_eval_apple", value: results.instructionsPerEvalApple,
                target: "<= 150 (callgrind, Scripts/callgrind.sh)", optional: true),
            Entry(
                key: "layout_vs_handwritten_regionframe", value: layout?.perRegionVsHandwritten,
                target: "<= 2 (ns per RegionFrame, Dashboard)"),
            Entry(
                key: "compile_ms_1000_random", value: ns(compile1000?.compile).map { $0 / 1e6 },
                target: "<= 250 (whole compile with analyses)"),
            Entry(
                key: "compile_ms_10000_random", value: ns(compile10000?.compile).map { $0 / 1e6 }, target: "<= 3000",
                optional: true),
            Entry(
                key: "check_ms_1000_realistic", value: results.check?.milliseconds,
                target: "<= 50 (layoutc check, whole process)"),
            Entry(key: "check_mb_1000_realistic", value: results.check?.peakMegabytes, target: "<= 50 (peak resident)"),
            Entry(
                key: "arbitrary_1000_ms", value: arbitrary1000?.milliseconds,
                target: "layoutc check, 1,000 arbitrary interacting queries"),
            Entry(key: "arbitrary_1000_mb", value: arbitrary1000?.peakMegabytes, target: "peak resident"),
            Entry(key: "arbitrary_2000_ms", value: arbitrary2000?.milliseconds, target: "<= 2.5 x arbitrary_1000_ms"),
            Entry(key: "arbitrary_2000_mb", value: arbitrary2000?.peakMegabytes, target: "<= 256 and <= 2.5 x arbitrary_1000_mb"),
            Entry(
                key: "arbitrary_2000_eval_vs_scan",
                value: ratio(ns(arbitraryEval?.treeTraits), ns(arbitraryEval?.scanTraits)),
                target: "<= 2 (evaluate and read every trait, vs the linear scan)"),
            Entry(
                key: "arbitrary_2000_eval_vs_scan_worst",
                value: ratio(ns(arbitraryWorst?.treeTraits), ns(arbitraryWorst?.scanTraits)),
                target: "<= 2 (at the leaf that tests the most rules)"),
            Entry(
                key: "allocations_per_eval",
                value: results.evaluation.flatMap { [$0.treeTraits, $0.treeKeyed].compactMap { $0?.allocationsPerCall } }
                    .max(), target: "0 (worst rule set)"),
            Entry(
                key: "allocations_per_eval_with_frames",
                value: results.evaluation.compactMap { $0.treeFrames?.allocationsPerCall }.max(),
                target: "0 (reused FrameLayout)"),
            Entry(
                key: "codegen_vs_handwritten", value: ratio(ns(apple?.codegenTraits), ns(apple?.handwrittenTraits)),
                target: "generated Swift, apple preset"),
        ]
        scaling = [
            Entry(
                key: "scan_vs_tree_1000", value: ratio(ns(thousand?.scanTraits), ns(thousand?.treeTraits)),
                target: ">= 20 (linear scan vs tree, 1,000 rules)", optional: true),
            Entry(
                key: "tree_10000_vs_10", value: ratio(ns(large?.treeTraits), ns(small?.treeTraits)), target: "<= 2",
                optional: true),
            Entry(
                key: "arbitrary_growth_ms_1000_to_2000", value: ratio(arbitrary2000?.milliseconds, arbitrary1000?.milliseconds),
                target: "<= 2.5"),
            Entry(
                key: "arbitrary_growth_mb_1000_to_2000",
                value: ratio(arbitrary2000?.peakMegabytes, arbitrary1000?.peakMegabytes), target: "<= 2.5"),
            Entry(
                key: "compile_growth_1000_to_10000", value: ratio(ns(compile10000?.compile), ns(compile1000?.compile)),
                target: "<= 13.3 (n log n)", optional: true),
        ]
    }
}

/// Row labels shared by the benches, the tables and the ratios.
enum Labels {
    static let apple = "apple preset"
    static let dashboard = "Dashboard.layout"
    static func generated(_ rules: Int) -> String { "generated \(formatCount(rules))" }
    static func arbitrary(_ rules: Int) -> String { "arbitrary \(formatCount(rules))" }
    static func arbitraryWorst(_ rules: Int) -> String { "arbitrary \(formatCount(rules)), largest scan leaf" }
}
