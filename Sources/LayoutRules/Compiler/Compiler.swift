/// The compiler's entry points: check, build the decision tree, run the
/// analyses. `layoutc check` and the runtime API both go through here.
///
///     let compilation = Compiler.compile(text: source, path: "App.layout", presets: ["material"])
///     for diagnostic in compilation.diagnostics { ... }     // errors and warnings, sorted
///     guard let rules = compilation.ruleSet else { return } // nil when there was an error
///     let traits = rules.evaluate(Environment(width: 1180, height: 820, idiom: .pad))
public enum Compiler {
    /// Compiles source text. `@import`ed files are read through `provider`
    /// relative to `path`; `presets` are applied first, as if imported.
    public static func compile(
        text: String, path: String = "<input>", presets: [String] = [],
        provider: any SourceProvider = InMemorySourceProvider(), limits: Limits = Limits()
    ) -> Compilation {
        compile(presets.map(Checker.Input.preset) + [.text(text, path: path)], provider: provider, limits: limits)
    }

    /// Compiles the file at `path`, read (with its imports) through
    /// `provider`. The library has no file access of its own: pass a
    /// provider that reads the disk (the `layoutc` tool has one).
    public static func compile(
        path: String, presets: [String] = [], provider: any SourceProvider, limits: Limits = Limits()
    ) -> Compilation {
        compile(presets.map(Checker.Input.preset) + [.file(path)], provider: provider, limits: limits)
    }

    /// Compiles several inputs as one cascade, in order.
    public static func compile(_ inputs: [Checker.Input], provider: any SourceProvider, limits: Limits = Limits())
        -> Compilation
    {
        let limits = limits.clamped
        let checked = Checker.check(inputs, provider: provider, limits: limits)
        guard !checked.hasErrors else {
            return Compilation(
                sources: checked.sources, diagnostics: finish(checked.diagnostics, limits, checked.dropped), ruleSet: nil, devices: checked.devices)
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
            return Compilation(
                sources: checked.sources, diagnostics: finish(checked.diagnostics + [diagnostic], limits, checked.dropped), ruleSet: nil,
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
            return Compilation(
                sources: checked.sources, diagnostics: finish(checked.diagnostics + layouts.diagnostics, limits, checked.dropped),
                ruleSet: nil, devices: checked.devices)
        }
        let ruleSet = RuleSet(
            rules: checked.rules, tree: tree, layouts: layouts.table, requirements: checked.requirements,
            sources: checked.sources, devices: checked.devices)
        let warnings = layouts.diagnostics + Analyses.run(ruleSet, reachable: reachable, space: builder.space, realistic: realistic) + LayoutAnalyses.negativeSizes(ruleSet)
        return Compilation(
            sources: checked.sources, diagnostics: finish(checked.diagnostics + warnings, limits, checked.dropped), ruleSet: ruleSet,
            devices: checked.devices)
    }

    /// Sorted, without repeats, at most `maxDiagnosticsPerFile` per file.
    private static func finish(
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
