/// The headline ratios: dimensionless, so a noisy or slow machine still
/// gives a stable answer. Each is nil when a figure it needs is missing.
struct Ratios {
    /// Tree ÷ hand-written, traits only, apple preset (target: <= 2): the
    /// tree's hot path (`match`, then each trait by key) against a function
    /// that computes the same traits with `if`/`switch`.
    var treeVsHandwritten: Double?
    /// The same with `evaluate` and the collection iterated (names and values).
    var treeIterateVsHandwritten: Double?
    /// Tree ÷ hand-written, traits only, Dashboard example.
    var dashboardTreeVsHandwritten: Double?
    /// Tree ÷ hand-written, traits and frames, Dashboard example.
    var dashboardFramesVsHandwritten: Double?
    /// Linear scan ÷ tree at 1,000 rules, traits only (target: >= 20).
    var scanVsTree1000: Double?
    /// Tree at 10,000 rules ÷ tree at 10 rules, traits only (target: <= 2).
    var tree10000Vs10: Double?
    /// Parse + check + compile MB/s ÷ JSONSerialization MB/s at 1,000
    /// rules (target: >= 1).
    var parseVsJSON: Double?
    /// Parser alone, MB/s ÷ JSONSerialization MB/s at 1,000 rules.
    var parseOnlyVsJSON: Double?
    /// Compile time at 10,000 rules ÷ at 1,000 (n log n would be 13.3).
    var compileGrowth1000To10000: Double?
    /// ns per region, `frames(in:into:)` ÷ hand-written, Dashboard (target: <= 2).
    var layoutVsHandwritten: Double?
    /// The most heap allocations per `evaluate` + reading every trait over
    /// every rule set (target: 0).
    var allocationsPerEval: Double?
    /// The same with `frames(in:into:)` into a reused layout.
    var allocationsPerEvalWithFrames: Double?
    /// Generated Swift ÷ hand-written, traits only, apple preset; nil until
    /// generated code was not measured (see CodegenHook).
    var codegenVsHandwritten: Double?

    static let nLogNGrowth = 10.0 * 4.0 / 3.0  // (10,000 log 10,000) / (1,000 log 1,000)

    init(_ results: Results) {
        let apple = results.evaluation(Labels.apple)
        let dashboard = results.evaluation(Labels.dashboard)
        treeVsHandwritten = ratio(apple?.treeKeyed?.nanosecondsPerCall, apple?.handwrittenTraits?.nanosecondsPerCall)
        treeIterateVsHandwritten = ratio(
            apple?.treeTraits?.nanosecondsPerCall, apple?.handwrittenTraits?.nanosecondsPerCall)
        dashboardTreeVsHandwritten = ratio(
            dashboard?.treeKeyed?.nanosecondsPerCall, dashboard?.handwrittenTraits?.nanosecondsPerCall)
        dashboardFramesVsHandwritten = ratio(
            dashboard?.treeFrames?.nanosecondsPerCall, dashboard?.handwrittenFrames?.nanosecondsPerCall)
        let small = results.evaluation(Labels.generated(10))
        let thousand = results.evaluation(Labels.generated(1000))
        let large = results.evaluation(Labels.generated(10_000))
        scanVsTree1000 = ratio(thousand?.scanTraits?.nanosecondsPerCall, thousand?.treeTraits?.nanosecondsPerCall)
        tree10000Vs10 = ratio(large?.treeTraits?.nanosecondsPerCall, small?.treeTraits?.nanosecondsPerCall)
        let compile1000 = results.compilation(rules: 1000)
        parseVsJSON = ratio(compile1000?.compileMBps, compile1000?.jsonMBps)
        parseOnlyVsJSON = ratio(compile1000?.parseMBps, compile1000?.jsonMBps)
        compileGrowth1000To10000 = ratio(
            results.compilation(rules: 10_000)?.compile?.nanosecondsPerCall, compile1000?.compile?.nanosecondsPerCall)
        let layout = results.layout(Labels.dashboard)
        layoutVsHandwritten = ratio(layout?.treePerRegion, layout?.handwrittenPerRegion)
        allocationsPerEval = results.evaluation.flatMap { [$0.treeTraits, $0.treeKeyed].compactMap { $0?.allocationsPerCall } }.max()
        allocationsPerEvalWithFrames = results.evaluation.compactMap { $0.treeFrames?.allocationsPerCall }.max()
        codegenVsHandwritten = ratio(apple?.codegenTraits?.nanosecondsPerCall, apple?.handwrittenTraits?.nanosecondsPerCall)
    }

    /// (JSON key, value, target or what it compares) in report order.
    var entries: [(key: String, value: Double?, target: String)] {
        [
            ("tree_vs_handwritten", treeVsHandwritten, "<= 2 (apple preset, traits by key)"),
            ("tree_iterate_vs_handwritten", treeIterateVsHandwritten, "apple preset, evaluate + iterate"),
            ("dashboard_tree_vs_handwritten", dashboardTreeVsHandwritten, "Dashboard, traits by key"),
            ("dashboard_frames_vs_handwritten", dashboardFramesVsHandwritten, "Dashboard, traits + frames"),
            ("scan_vs_tree_1000", scanVsTree1000, ">= 20"),
            ("tree_10000_vs_10", tree10000Vs10, "<= 2"),
            ("parse_vs_json", parseVsJSON, ">= 1 (parse+check+compile, 1,000 rules)"),
            ("parse_only_vs_json", parseOnlyVsJSON, "parser alone, 1,000 rules"),
            ("compile_growth_1000_to_10000", compileGrowth1000To10000, "<= 13.3 (n log n)"),
            ("layout_vs_handwritten", layoutVsHandwritten, "<= 2 (ns per region, Dashboard)"),
            ("allocations_per_eval", allocationsPerEval, "0 (worst rule set)"),
            ("allocations_per_eval_with_frames", allocationsPerEvalWithFrames, "0 (reused FrameLayout)"),
            ("codegen_vs_handwritten", codegenVsHandwritten, "generated Swift, apple preset, traits only"),
        ]
    }
}

/// Row labels shared by the benches, the table and the ratios.
enum Labels {
    static let apple = "apple preset"
    static let dashboard = "Dashboard.layout"
    static func generated(_ rules: Int) -> String { "generated \(formatCount(rules))" }
}
