import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import CAllocCounter
import Foundation

/// Parse, check and the whole compile of generated sources, each timed on
/// its own, and the heap one compile holds at its peak.
struct CompilationBench {
    let stopwatch: Stopwatch
    /// Seconds of repetitions per stage and size (at least one runs).
    let budget: Double

    /// Measures one source; the compiled rule set comes back for the
    /// evaluation and layout benchmarks, or nil when it failed (the row
    /// says "failed: <diagnostic id>").
    func measure(rules: Int, source: String) -> (CompilationRow, RuleSet?) {
        let bytes = Array(source.utf8)
        var row = CompilationRow(rules: rules, bytes: bytes.count)
        let path = "Generated\(rules).layout"

        row.parse = stopwatch.measureSlow(minimum: 3, budget: budget) {
            var diagnostics: [Diagnostic] = []
            let file = Parser.parse(SourceFile(path: path, bytes: bytes), file: FileID(0), diagnostics: &diagnostics)
            return file.statements.count &+ diagnostics.count
        }
        row.check = stopwatch.measureSlow(minimum: 1, budget: budget) {
            Checker.check(text: source, path: path).diagnostics.count
        }
        var compilation: Compilation?
        row.compile = stopwatch.measureSlow(minimum: 1, budget: budget) {
            let result = Compiler.compile(text: source, path: path)
            compilation = result
            return result.diagnostics.count
        }
        row.attemptSeconds = row.compile.map { $0.nanosecondsPerCall / 1e9 }
        if alloc_counter_enabled() != 0 {
            // One more compile, not timed, with the previous result freed.
            compilation = nil
            let before = alloc_counter_live_bytes()
            alloc_counter_reset_peak()
            compilation = Compiler.compile(text: source, path: path)
            row.compileMegabytes = Double(alloc_counter_peak_bytes() - min(before, alloc_counter_peak_bytes())) / 1_048_576
        }

        guard let compilation else { return (row, nil) }
        row.warnings = compilation.diagnostics.filter { $0.severity == .warning }.count
        guard let ruleSet = compilation.ruleSet else {
            let id = compilation.diagnostics.first { $0.severity == .error }?.id.rawValue ?? "unknown"
            row.status = "failed: \(id)"
            row.compile = nil
            return (row, nil)
        }
        row.nodes = ruleSet.tree.nodes.count
        row.depth = ruleSet.tree.depth
        row.leaves = ruleSet.tree.leaves.count
        return (row, ruleSet)
    }

    /// Times the whole compile of `source` again, `repetitions` times, and
    /// keeps the fastest of all its repetitions in `row`.
    ///
    /// The benchmark repeats its headline compiles at the end of a run:
    /// the shared host's speed drifts over minutes (the unchanged parser
    /// read 18 and 33 MB/s in two runs of one binary an hour apart), and
    /// a slow spell only ever adds time, so a second set of repetitions
    /// minutes after the first can only bring the fastest closer to the
    /// code's own cost.
    func remeasureCompile(_ row: inout CompilationRow, source: String, repetitions: Int) {
        guard let first = row.compile else { return }
        let path = "Generated\(row.rules).layout"
        let stopwatch = Stopwatch(repetitions: repetitions, secondsPerRepetition: self.stopwatch.secondsPerRepetition)
        let again = stopwatch.measureSlow(minimum: 1, budget: budget) {
            Compiler.compile(text: source, path: path).diagnostics.count
        }
        var fastest = again.nanosecondsPerCall < first.nanosecondsPerCall ? again : first
        fastest.repetitions = first.repetitions + again.repetitions
        row.compile = fastest
    }
}
