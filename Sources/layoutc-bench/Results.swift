/// Everything one run measured; the tables and the JSON report are views
/// of it. A figure that could not be measured (a size that failed to
/// compile or was skipped) is nil, never a crash.
struct Results {
    var quick = false
    var machine = ""
    var allocationCounting = false
    var evaluation: [EvaluationRow] = []
    var compilation: [CompilationRow] = []
    var layout: [LayoutRow] = []
    /// `layoutc check` of the realistic app file.
    var check: CheckBench.Result?
    /// `layoutc check` of the arbitrary files (`ArbitraryGenerator`), by size.
    var arbitrary: [CheckBench.Result] = []
    /// From Scripts/callgrind.sh (`--instructions-per-eval-apple`).
    var instructionsPerEvalApple: Double?

    func evaluation(_ label: String) -> EvaluationRow? { evaluation.first { $0.label == label } }
    func compilation(rules: Int) -> CompilationRow? { compilation.first { $0.rules == rules } }
    func layout(_ label: String) -> LayoutRow? { layout.first { $0.label == label } }
}

/// Evaluation of one rule set by every evaluator that applies to it.
struct EvaluationRow {
    var label: String
    /// Rules in cascade order (nil when the set did not compile).
    var rules: Int?
    var nodes: Int?
    var depth: Int?
    /// `evaluate` alone, reading only the leaf index.
    var treeLeaf: Timing?
    /// `evaluate`, then every trait read by iterating the collection.
    var treeTraits: Timing?
    /// `match`, then every trait's value key (`RuleSet.valueKey(_:at:)`):
    /// the hot path, with the same output as hand-written code (an index
    /// per trait, as an enum's case is).
    var treeKeyed: Timing?
    /// `evaluate` and iterating, plus `frames(in:into:)` and every region read.
    var treeFrames: Timing?
    /// `ReferenceEvaluator.evaluate` (and `.frames`) the same way.
    var scanTraits: Timing?
    var scanFrames: Timing?
    /// Hand-written Swift computing the same traits as enum cases (apple
    /// preset, Dashboard).
    var handwrittenTraits: Timing?
    /// The library as an app reads those traits: `match`, then each by the
    /// key it resolved once (`valueKey(_:at:)`), named in code rather than
    /// looped over (apple preset, Dashboard).
    var namedKeys: Timing?
    /// `namedKeys` over `handwrittenTraits`, timed in turns (the median of
    /// the pairs' ratios, see `Stopwatch.compare`).
    var namedKeysVsHandwritten: Double?
    /// Generated Swift doing the same (GeneratedApple.swift, traits only):
    /// the apple preset's row only.
    var codegenTraits: Timing?
    /// "failed: tree-too-large" or "skipped: ..." when nothing was measured.
    var status: String?
}

/// Parse, check and the whole compile of one generated size.
struct CompilationRow {
    var rules: Int
    var bytes: Int
    var parse: Timing?
    var check: Timing?
    var compile: Timing?
    /// The most heap one compile held at once beyond what was in use before
    /// it, in MB (CAllocCounter; nil where counting is off).
    var compileMegabytes: Double?
    /// Seconds one compile took, also when it failed (for `CompilePlanner`).
    var attemptSeconds: Double?
    var nodes: Int?
    var depth: Int?
    var leaves: Int?
    var warnings: Int?
    var status: String?

    static func megabytesPerSecond(_ bytes: Int?, _ timing: Timing?) -> Double? {
        guard let bytes, let timing else { return nil }
        return Double(bytes) / 1e6 / (timing.nanosecondsPerCall / 1e9)
    }

    var parseMBps: Double? { Self.megabytesPerSecond(bytes, parse) }
    var compileMBps: Double? { Self.megabytesPerSecond(bytes, compile) }
}

/// Frame solving of one rule set: `frames(in:into:)` per region, beside
/// hand-written arithmetic that produces the same `RegionFrame`s where
/// there is some.
struct LayoutRow {
    var label: String
    var regionsPerCall: Double?
    var tree: Timing?
    var handwritten: Timing?
    var handwrittenRegionsPerCall: Double?
    /// Time per region of `tree` over that of `handwritten`, from loops
    /// timed in turns (see `Stopwatch.compare`).
    var perRegionVsHandwritten: Double?
    var status: String?

    var treePerRegion: Double? { perRegion(tree, regionsPerCall) }
    var handwrittenPerRegion: Double? { perRegion(handwritten, handwrittenRegionsPerCall) }

    private func perRegion(_ timing: Timing?, _ regions: Double?) -> Double? {
        guard let timing, let regions, regions > 0 else { return nil }
        return timing.nanosecondsPerCall / regions
    }
}

/// a / b, or nil when either is missing or b is 0.
func ratio(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b, b != 0, a.isFinite, b.isFinite else { return nil }
    return a / b
}
