// layoutc-bench: the benchmark harness (docs/Performance.md).
//
//     swift run -c release layoutc-bench [--quick] [--json FILE]
//
// Measures, in one run and against baselines measured in the same run:
// evaluation (decision tree, linear-scan oracle, hand-written and generated
// Swift), compilation, `layoutc check` of a realistic app file, and frame
// solving (beside hand-written code that makes the same RegionFrames).
// Progress goes to standard error, the report to standard output.

import LayoutRulesBase
import LayoutRulesCompiler
import LayoutRulesRuntime
import CAllocCounter
import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

if let count = options.emitSource {
    var generator = RuleSetGenerator()
    print(generator.source(rules: count), terminator: "")
    exit(0)
}

if let count = options.emitRealistic {
    print(RealisticGenerator.source(rules: count), terminator: "")
    exit(0)
}

if let loop = options.compileLoop {
    var generator = RuleSetGenerator()
    let source = generator.source(rules: loop.rules)
    for _ in 0..<loop.repetitions {
        let start = threadCPUNanoseconds()
        let diagnostics = Compiler.compile(text: source, path: "Generated\(loop.rules).layout").diagnostics.count
        let elapsed = threadCPUNanoseconds() - start
        print(String(format: "%.3f %d", elapsed / 1e6, diagnostics))
    }
    exit(0)
}

if let loop = options.instructionLoop {
    InstructionLoops.run(loop.name, iterations: loop.iterations)
    exit(0)
}

#if DEBUG
    FileOutput.standardError("layoutc-bench: warning: a debug build; the figures mean little (use -c release)\n")
#endif

func progress(_ message: String) { FileOutput.standardError("layoutc-bench: \(message)\n") }

/// Compiles a built-in source that must compile; anything else is a bug.
func compileOrExit(_ label: String, _ compile: () -> Compilation) -> RuleSet {
    let compilation = compile()
    guard let ruleSet = compilation.ruleSet else {
        let errors = compilation.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }
        FileOutput.standardError("layoutc-bench: \(label) does not compile:\n  " + errors.joined(separator: "\n  ") + "\n")
        exit(1)
    }
    return ruleSet
}

var results = Results(
    quick: options.quick, machine: Machine.description, allocationCounting: alloc_counter_enabled() != 0)
results.instructionsPerEvalApple = options.instructionsPerEvalApple
// The realistic app file, checked by the command line tool as a user
// would, first: a child's peak memory includes this process's at the
// moment it starts (the kernel counts the memory it shares before `exec`),
// which is smallest now.
progress("realistic app file: timing layoutc check on 1,000 rules")
results.check = CheckBench(repetitions: Options.checkRepetitions).measure(rules: 1000)
// Arbitrary interacting queries (ArbitraryGenerator), checked the same
// way; the 2,000-rule file starts with the 1,000 rules of the other, so
// the two measure what doubling the rules costs.
var arbitrarySources: [Int: String] = [:]
for rules in [1000, 2000] {
    progress("arbitrary queries: timing layoutc check on \(formatCount(rules)) rules")
    var generator = ArbitraryGenerator()
    let source = generator.source(rules: rules)
    arbitrarySources[rules] = source
    if let result = CheckBench(repetitions: Options.arbitraryRepetitions).measure(source: source, rules: rules, name: "arbitrary") {
        results.arbitrary.append(result)
    }
}

let stopwatch = options.stopwatch
let environments = Environments.make(count: 1024)
let evaluation = EvaluationBench(stopwatch: stopwatch, environments: environments)
let layoutBench = LayoutBench(stopwatch: stopwatch, environments: environments)
let verification = Environments.verification()

// The apple preset: tree and scan beside hand-written and generated Swift.
progress("apple preset: verifying the hand-written baseline on \(formatCount(verification.count)) environments")
let apple = compileOrExit("the apple preset") { Compiler.compile(text: "@import \"apple\";", path: "Apple.layout") }
Verification.checkApple(apple, verification)
CodegenHook.verifyApple(apple, verification)
progress("apple preset: measuring")
var appleRow = evaluation.measure(Labels.apple, apple)
if let comparison = evaluation.appleAgainstHandwritten(apple) {
    (appleRow.namedKeys, appleRow.handwrittenTraits) = (comparison.subject, comparison.baseline)
    appleRow.namedKeysVsHandwritten = comparison.ratio
}
appleRow.codegenTraits = CodegenHook.measureApple(evaluation)
results.evaluation.append(appleRow)

// Examples/Dashboard.layout with the breakpoints it imports.
progress("Dashboard.layout: verifying the hand-written baseline")
let dashboard = compileOrExit("Examples/Dashboard.layout") {
    Compiler.compile(
        path: "Dashboard.layout",
        provider: InMemorySourceProvider([
            "Dashboard.layout": FileOutput.readPackageFile("Examples/Dashboard.layout"),
            "shared/Breakpoints.layout": FileOutput.readPackageFile("Examples/shared/Breakpoints.layout"),
        ]))
}
Verification.checkDashboard(dashboard, verification)
progress("Dashboard.layout: measuring")
var dashboardRow = evaluation.measure(Labels.dashboard, dashboard)
if let comparison = evaluation.dashboardAgainstHandwritten(dashboard) {
    (dashboardRow.namedKeys, dashboardRow.handwrittenTraits) = (comparison.subject, comparison.baseline)
    dashboardRow.namedKeysVsHandwritten = comparison.ratio
}
results.evaluation.append(dashboardRow)
results.layout.append(layoutBench.againstHandwrittenDashboard(dashboard))

// The arbitrary 2,000-rule file: evaluation against the linear scan of
// the same rules, over the usual environments and over those that reach
// the leaf that tests the most rules at run time (the worst case).
if let source = arbitrarySources[2000] {
    progress("arbitrary 2,000: compiling and measuring evaluation")
    let arbitrary = compileOrExit("the arbitrary 2,000-rule file") { Compiler.compile(text: source, path: "Arbitrary.layout") }
    results.evaluation.append(evaluation.measure(Labels.arbitrary(2000), arbitrary))
    let tree = arbitrary.tree
    let longest = tree.leaves.indices.max { tree.leaves[$0].residual.count < tree.leaves[$1].residual.count } ?? 0
    let worst = environments.filter { tree.leafIndex(for: $0) == longest }
    if !worst.isEmpty {
        let padded = (0..<environments.count).map { worst[$0 % worst.count] }
        results.evaluation.append(
            EvaluationBench(stopwatch: stopwatch, environments: padded).measure(Labels.arbitraryWorst(2000), arbitrary))
    }
}

// Generated rule sets of growing size.
let compilationBench = CompilationBench(stopwatch: stopwatch, budget: options.compileBudget)
var planner = CompilePlanner(quick: options.quick, budget: options.quickCompileBudget)
var headlineSources: [Int: String] = [:]
for size in options.sizes {
    let label = Labels.generated(size)
    var generator = RuleSetGenerator()
    let source = generator.source(rules: size)
    if size >= 1000 { headlineSources[size] = source }
    if let reason = planner.skipReason(rules: size) {
        progress("\(label): \(reason)")
        results.evaluation.append(EvaluationRow(label: label, rules: size, status: reason))
        results.layout.append(LayoutRow(label: label, status: reason))
        results.compilation.append(CompilationRow(rules: size, bytes: source.utf8.count, status: reason))
        continue
    }
    progress("\(label): compiling \(formatCount(source.utf8.count)) bytes")
    let (row, ruleSet) = compilationBench.measure(rules: size, source: source)
    results.compilation.append(row)
    planner.record(rules: size, seconds: row.attemptSeconds ?? 0)
    guard let ruleSet else {
        let status = row.status ?? "failed"
        results.evaluation.append(EvaluationRow(label: label, rules: size, status: status))
        results.layout.append(LayoutRow(label: label, status: status))
        continue
    }
    progress("\(label): measuring evaluation and layout")
    results.evaluation.append(evaluation.measure(label, ruleSet))
    results.layout.append(layoutBench.measure(label, ruleSet))
}

// The headline compiles and the realistic check once more, minutes after
// their first repetitions (see `CompilationBench.remeasureCompile`).
for index in results.compilation.indices {
    guard let source = headlineSources[results.compilation[index].rules] else { continue }
    progress("generated \(formatCount(results.compilation[index].rules)): timing the compile again")
    compilationBench.remeasureCompile(
        &results.compilation[index], source: source, repetitions: results.compilation[index].rules >= 10_000 ? 5 : stopwatch.repetitions)
}
progress("realistic app file: timing layoutc check again")
results.check = CheckBench.faster(results.check, CheckBench(repetitions: Options.checkRepetitions).measure(rules: 1000))

let ratios = Ratios(results)
print(Report.text(results, ratios), terminator: "")
if let path = options.jsonPath {
    FileOutput.write(JSONReport.text(results, ratios), to: path)
    progress("wrote \(path)")
}
