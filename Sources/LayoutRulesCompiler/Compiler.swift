import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// The compiler's one entry point: check the inputs, build the decision
/// tree and the layout programs, run the analyses. The runtime's
/// `Compiler.compile` wraps it into a `Compilation`.
package enum RuleCompiler {
    /// What one compilation produced. `diagnostics` are unsorted and
    /// uncapped (the runtime adds its own before `finish`).
    package struct Output: Sendable {
        package var sources: SourceCatalog
        package var diagnostics: [Diagnostic]
        package var dropped: [FileID: DroppedDiagnostics]
        package var devices: [DeviceProfile]
        /// Nil when there was an error.
        package var compiled: CompiledRuleSet? = nil
    }

    /// Compiles several inputs as one cascade, in order: checks them, builds
    /// the decision tree and the layout programs and runs the analyses.
    /// `limits` must already be clamped. `checkDevices: false` skips
    /// `unreachable-on-devices` (`layoutc --no-device-check`).
    package static func compile(
        _ inputs: [Checker.Input], provider: any SourceProvider, limits: Limits, checkDevices: Bool = true
    ) -> Output {
        let checked = Checker.check(inputs, provider: provider, limits: limits)
        guard !checked.hasErrors else {
            return Output(sources: checked.sources, diagnostics: checked.diagnostics, dropped: checked.dropped, devices: checked.devices)
        }
        // The exact tree gets a fifth of the node budget when residual
        // leaves are allowed: past that, a tree with short residual lists
        // is both smaller and much faster to build.
        var exact = limits
        if !limits.residualLimits.isEmpty { exact.maxTreeNodes = max(1, limits.maxTreeNodes / 5) }
        var builder = DecisionTreeBuilder(rules: checked.rules, limits: exact)
        var built = builder.build()
        // Graceful scaling: breakpoints that interact (a staircase of
        // width-and-height pairs) can make the exact tree explode. Leave a
        // few trait-only rules per leaf to be tested at run time instead,
        // as few as keeps the tree within its limits.
        for residualLimit in limits.residualLimits where built == nil {
            builder = DecisionTreeBuilder(rules: checked.rules, limits: limits, residualLimit: residualLimit)
            built = builder.build()
        }
        guard let tree = built else {
            let rules = (builder.overflow ?? []).prefix(5).map { checked.rules[Int($0)] }
            let diagnostic =
                builder.overflowedSteps
                ? Diagnostic.treeTooLarge(limits.maxTreeBuildSteps, unit: "partition steps", rules: rules)
                : builder.overflowedWork
                    ? Diagnostic.treeTooLarge(limits.maxTreeBuildWork, unit: "condition instructions evaluated", rules: rules)
                : builder.overflowedEntries
                    ? Diagnostic.treeTooLarge(limits.maxTreeEntries, unit: "entries in its leaves' lists", rules: rules)
                    : Diagnostic.treeTooLarge(limits.maxTreeNodes, unit: "nodes", rules: rules)
            return Output(
                sources: checked.sources, diagnostics: checked.diagnostics + [diagnostic], dropped: checked.dropped,
                devices: checked.devices)
        }
        // One walk of the tree over realistic environments serves the layout
        // checks (witnesses) and the analyses (which leaves can happen).
        let realistic = builder.realisticBox()
        let reachable = TreeWalk.leafBoxes(of: tree, space: builder.space, from: realistic)
        let layouts = LayoutCompiler.compile(
            rules: checked.rules, tree: tree, space: builder.space, realistic: realistic, reachable: reachable,
            limits: limits)
        guard !layouts.diagnostics.hasErrors else {
            return Output(
                sources: checked.sources, diagnostics: checked.diagnostics + layouts.diagnostics, dropped: checked.dropped,
                devices: checked.devices)
        }
        let compiled = CompiledRuleSet(
            rules: checked.rules, requirements: checked.requirements, sources: checked.sources, devices: checked.devices,
            tree: tree, layouts: layouts.table)
        let warnings = layouts.diagnostics
            + Analyses.run(
                compiled, reachable: reachable, space: builder.space, realistic: realistic,
                deviceCheck: checkDevices ? checked.deviceCheckExempt : nil)
        return Output(
            sources: checked.sources, diagnostics: checked.diagnostics + warnings, dropped: checked.dropped,
            devices: checked.devices, compiled: compiled)
    }

    /// Sorted, without repeats, at most `maxDiagnosticsPerFile` per file.
    package static func finish(
        _ diagnostics: [Diagnostic], _ limits: Limits, _ dropped: [FileID: DroppedDiagnostics]
    ) -> [Diagnostic] {
        Diagnostic.capped(Diagnostic.sorted(unique(diagnostics)), perFile: limits.maxDiagnosticsPerFile, alreadyDropped: dropped)
    }

    /// The diagnostics without repeats: two rules under one `@media` header
    /// that never matches get the same warning at that header (found by
    /// fuzzing), and Grammar.md promises duplicates are removed.
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// Everything the compiler produces for rule files that checked clean: the
/// rules as written (for explanations and positions), the decision tree and
/// the layout programs the runtime evaluates.
package struct CompiledRuleSet: Sendable {
    package let rules: [Rule]
    package let requirements: [RequiredTrait]
    package let sources: SourceCatalog
    package let devices: [DeviceProfile]
    package let tree: DecisionTree
    package let layouts: LayoutTable

    package init(
        rules: [Rule], requirements: [RequiredTrait], sources: SourceCatalog, devices: [DeviceProfile],
        tree: DecisionTree, layouts: LayoutTable = LayoutTable(programs: [], programOfLeaf: [])
    ) {
        self.rules = rules
        self.requirements = requirements
        self.sources = sources
        self.devices = devices
        self.tree = tree
        self.layouts = layouts
    }
}
