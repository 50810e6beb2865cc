// libFuzzer target `grammar`: structure-aware. The bytes drive
// RuleFileGenerator, which writes a grammatical rule file (and a file it
// imports); the rest of the bytes pick environments on and beside the
// program's breakpoints. The compiled decision tree must agree with
// `ReferenceEvaluator.evaluate` (traits, winning rules, matched rules)
// and the compiled layouts with `ReferenceEvaluator.frames`, in those
// environments, at the tree's thresholds and on the program's own
// `@device`s. Any disagreement, and any error the generator does not
// expect (the program is valid by construction), traps.
//
// Build and run: Scripts/fuzz.sh grammar SECONDS
// Show the program of one input: FUZZ_VERBOSE=1 Scripts/fuzz.sh repro grammar FILE

import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzGrammar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    GrammarTarget.run(bytes)
    return 0
}

enum GrammarTarget {
    /// Errors a valid program may still get: its rules interact so much
    /// that the tree would exceed the limit, or a chain of trait tests
    /// expands past `maxCustomMediaSize`.
    static let expectedErrors: Set<String> = ["tree-too-large", "trait-test-too-large"]

    static func run(_ bytes: [UInt8]) {
        var generator = RuleFileGenerator(bytes)
        let program = generator.generate()
        // One input in four also runs with a tiny node budget, so that the
        // tree falls back to residual rules tested at run time.
        let residual = generator.decisions.chance(25)
        // Formatting (tree, eval JSON, explain) costs as much as compiling
        // (at 12% of inputs, over a quarter of the time) and the
        // bytes target covers it: one input in 25 here.
        let format = generator.decisions.chance(4)
        let environments = generator.environments()
        if fuzzVerbose { fuzzLog(program.listing) }
        var limits = Limits()
        if residual { limits.maxTreeNodes = 15 }
        let compilation = Compiler.compile(
            text: program.root, path: GeneratedProgram.rootPath, presets: program.presets,
            provider: InMemorySourceProvider(program.files), limits: limits)
        if fuzzVerbose {
            fuzzLog(TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources))
        }
        FuzzOutput.checkCompilation(compilation)
        guard let ruleSet = compilation.ruleSet else {
            let unexpected = compilation.diagnostics.filter {
                $0.severity == .error && !expectedErrors.contains($0.id.rawValue)
            }
            if !unexpected.isEmpty {
                fuzzFailure(
                    "the compiler rejects a generated program:\n"
                        + TextDiagnosticRenderer().render(unexpected, sources: compilation.sources) + "\n"
                        + program.listing)
            }
            return
        }
        var all = environments + FuzzEnvironments.thresholds(of: ruleSet.tree, limit: 12)
        for device in compilation.devices {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                if let environment = try? LayoutEnvironment(device: device, orientation: orientation) {
                    all.append(environment)
                }
            }
        }
        for environment in all {
            if let difference = FuzzOracle.traitDifference(ruleSet, environment) {
                fuzzFailure(
                    "decision tree disagrees with the reference evaluator\n"
                        + "environment: \(FuzzOracle.describe(environment))\n\(difference)\n"
                        + "residual limit: \(ruleSet.tree.residualLimit)\n\(program.listing)")
            }
            if let difference = FuzzOracle.frameDifference(ruleSet, environment) {
                fuzzFailure(
                    "compiled layout disagrees with the reference evaluator\n"
                        + "environment: \(FuzzOracle.describe(environment))\n\(difference)\n\(program.listing)")
            }
        }
        if fuzzVerbose {
            fuzzLog("compared \(all.count) environments; \(ruleSet.rules.count) rules, \(ruleSet.tree.nodes.count) nodes")
        }
        if format { FuzzOutput.format(ruleSet, environments: Array(environments.prefix(1)), matrix: false) }
    }
}
