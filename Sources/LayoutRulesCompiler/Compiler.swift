import LayoutRulesBase
import LayoutRulesDevices
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
        // The device check's environments, known before the tree is built: the
        // builder marks the rules they can judge as it goes.
        let places = checkDevices ? DeviceReach.places(of: DeviceReach.catalog + checked.devices) : []
        let judgedIdioms = places.reduce(UInt32(0)) { $0 | 1 << UInt32($1.environment.idiom.featureIndex) }
        let (builder, built) = buildTree(checked.rules, limits: limits, judgedIdioms: judgedIdioms)
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
        let realistic = builder.realistic
        let layouts = LayoutCompiler.compile(
            rules: checked.rules, tree: tree, layoutRules: (builder.layoutRuleSets, builder.layoutRuleSetOfLeaf),
            realisticLeaves: builder.realisticLeaves, space: builder.space, realistic: realistic,
            witnesses: { TreeWalk.leafBoxes(of: tree, space: builder.space, from: realistic).boxes }, limits: limits)
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
                compiled, analysis: builder.analysis, space: builder.space, realistic: realistic,
                deviceCheck: checkDevices ? (places, checked.deviceCheckExempt) : nil)
        return Output(
            sources: checked.sources, diagnostics: checked.diagnostics + warnings, dropped: checked.dropped,
            devices: checked.devices, compiled: compiled)
    }

    /// The decision tree of `rules`, or nil with the builder that says which
    /// limit it exceeded.
    ///
    /// The tree is exact when an exact tree fits in a fifth of the node
    /// budget (with no residual limits, in all of it). Past that,
    /// breakpoints that interact (a staircase of width-and-height pairs)
    /// make the exact tree explode, and a few trait-only rules per leaf
    /// are left to be tested at run time instead, as few as keep the tree
    /// within its limits (`Limits.residualLimits`).
    ///
    /// Past `Limits.scanTreeBytes` of lists, or any other limit, the tree is
    /// built once more with scan leaves (``DecisionTree/ScanTables``),
    /// whose budget of leaves keeps it bounded whatever the rules.
    ///
    /// The tree with the first residual limit is built first: it costs
    /// about as much as the exact tree would up to its own size. Without a
    /// residual leaf it is the exact tree; with some, the exact tree is
    /// tried only when this one is under the exact budget, since refining
    /// its residual leaves can only grow it. So a file whose exact tree
    /// would not fit no longer builds that tree up to the budget first,
    /// only to discard it (most of the compile time of 1,000 interacting
    /// rules).
    ///
    /// `judgedIdioms` are the idioms the device check knows devices of
    /// (``DecisionTreeBuilder/init(rules:limits:residualLimit:judgedIdioms:)``).
    static func buildTree(_ rules: [Rule], limits: Limits, judgedIdioms: UInt32 = 0) -> (DecisionTreeBuilder, DecisionTree?) {
        // The refining attempts stop at the scan budget when there is a
        // scan tree to fall back on: one that would not fit there is
        // abandoned early, before it takes the memory of the full limit.
        let scans = limits.scanTreeBytes > 0 && !limits.residualLimits.isEmpty
        var (builder, built) = refiningTree(
            rules, limits: limits, maxListBytes: scans ? limits.scanTreeBytes : .max, judgedIdioms: judgedIdioms)
        guard built == nil, scans else { return (builder, built) }
        // Leaves sized so that the tree's lists, up to 32 bytes per rule
        // per leaf, fill the budget, and its nodes (about two per leaf,
        // and what splits cost beyond the budget) fit the node limit.
        let scanLeaves = max(1, min(limits.scanTreeBytes / (32 * max(1, rules.count)), limits.maxTreeNodes / 3))
        builder = DecisionTreeBuilder(
            rules: rules, limits: limits, residualLimit: limits.residualLimits.last ?? 0, scanLeaves: scanLeaves,
            judgedIdioms: judgedIdioms)
        built = builder.build()
        return (builder, built)
    }

    /// The tree whose every leaf decides its rules or tests at most a
    /// residual limit's rules at run time, or nil with the builder that
    /// says which limit it exceeded.
    private static func refiningTree(
        _ rules: [Rule], limits: Limits, maxListBytes: Int, judgedIdioms: UInt32
    ) -> (DecisionTreeBuilder, DecisionTree?) {
        guard let first = limits.residualLimits.first else {
            var builder = DecisionTreeBuilder(rules: rules, limits: limits, judgedIdioms: judgedIdioms)
            let tree = builder.build()
            return (builder, tree)
        }
        var exact = limits
        exact.maxTreeNodes = max(1, limits.maxTreeNodes / 5)
        var builder = DecisionTreeBuilder(
            rules: rules, limits: limits, residualLimit: first, maxListBytes: maxListBytes, judgedIdioms: judgedIdioms)
        var built = builder.build()
        if let tree = built {
            // Without a residual leaf this is the exact tree already.
            if tree.residualLeafCount > 0, tree.nodes.count <= exact.maxTreeNodes {
                var exactBuilder = DecisionTreeBuilder(
                    rules: rules, limits: exact, maxListBytes: maxListBytes, judgedIdioms: judgedIdioms)
                if let exactTree = exactBuilder.build() { return (exactBuilder, exactTree) }
            }
            return (builder, tree)
        }
        for residualLimit in limits.residualLimits.dropFirst() where built == nil {
            builder = DecisionTreeBuilder(
                rules: rules, limits: limits, residualLimit: residualLimit, maxListBytes: maxListBytes,
                judgedIdioms: judgedIdioms)
            built = builder.build()
        }
        return (builder, built)
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

