import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// Compiles the `layout` blocks: one `LayoutProgram` per distinct merged
/// layout among the decision tree's leaves, so that at run time the leaf
/// an environment reaches already names the arithmetic to run.
///
/// Problems are reported for the leaves a real environment can reach
/// (the realistic box), each with a witness of where it happens. A leaf
/// only unrealistic environments reach (a negative width, an unknown
/// idiom) gets no program when its layout does not solve, and such an
/// environment gets an empty `FrameLayout`.
enum LayoutCompiler {
    static func compile(
        rules: [Rule], tree: DecisionTree, space: FeatureSpace, realistic: Box, reachable: TreeWalk.Reachable,
        limits: Limits = Limits()
    ) -> (table: LayoutTable, diagnostics: [Diagnostic]) {
        let hasLayout = rules.contains { !$0.regions.isEmpty }
        guard hasLayout else { return (LayoutTable(programs: [], programOfLeaf: []), []) }
        let witnesses = reachable.boxes
        // Realistic leaves first, so a shared program is compiled (and
        // checked) with a witness before an unrealistic leaf can reuse it.
        let order = tree.leaves.indices.sorted { (witnesses[$0] == nil ? 1 : 0, $0) < (witnesses[$1] == nil ? 1 : 0, $1) }
        var programOfLeaf = [Int32](repeating: -1, count: tree.leaves.count)
        var programs: [LayoutProgram] = []
        var programIndex: [LayoutProgram: Int32] = [:]
        var cache: [Key: Int32] = [:]
        var diagnostics: [Diagnostic] = []
        var reported = Set<ReportKey>()
        // Only the traits some layout reads can change a program, so only
        // they go into the cache key: leaves that differ in other traits
        // share one compiled program (most leaves, in a large rule set).
        var readNames = Set<String>()
        for rule in rules { for region in rule.regions { region.forEachTrait { readNames.insert($0) } } }
        let readByLayouts = tree.traitNames.map(readNames.contains)
        let hasRegions = rules.map { !$0.regions.isEmpty }
        // The tree's arrays once (each accessor call retains the array).
        let leaves = tree.leaves
        let matchedRules = tree.matchedRules
        let assignments = tree.assignments
        var layoutRules: [Int32] = []
        var merger = LayoutMerger(rules: rules)
        // Each distinct combination of layout rules is merged and compiled
        // on its own, so region declarations within their limit can still
        // make millions of merged regions (1,000 nested width breakpoints of
        // 10 regions each make 5 million); `maxLayoutEntries` bounds them.
        // Merging reads every declaration of every rule in the combination
        // (most override one another: the 10,000-rule benchmark reads 30
        // million to build 80 regions), so reading gets 100 times as much.
        let declared = rules.map(\.regions.count)
        var mergedEntries = 0
        var readEntries = 0
        for leafIndex in order {
            let leaf = leaves[leafIndex]
            layoutRules.removeAll(keepingCapacity: true)
            for position in leaf.matched where hasRegions[Int(matchedRules[Int(position)])] {
                layoutRules.append(matchedRules[Int(position)])
            }
            guard !layoutRules.isEmpty else { continue }
            let traits = leaf.assignments.map { assignments[Int($0)] }
            var keyTraits: [Int32] = []
            for assignment in traits where readByLayouts[Int(assignment.trait)] {
                keyTraits += [assignment.trait, assignment.value]
            }
            let key = Key(rules: layoutRules, traits: keyTraits)
            if let known = cache[key] {
                programOfLeaf[leafIndex] = known
                continue
            }
            readEntries = layoutRules.reduce(readEntries) { Checker.saturatingAdd($0, declared[Int($1)]) }
            let layout = readEntries <= limits.maxLayoutEntries.multipliedReportingOverflow(by: 100).partialValue
                ? merger.merge(layoutRules) : nil
            mergedEntries = Checker.saturatingAdd(mergedEntries, layout?.regions.count ?? 0)
            guard let layout, mergedEntries <= limits.maxLayoutEntries else {
                let last = rules[Int(layoutRules[layoutRules.count - 1])]
                diagnostics.append(.layoutsTooLarge(limits.maxLayoutEntries, at: last.mediaHeaders.last ?? last.range))
                break
            }
            var values: [String: TraitValueData] = [:]
            for assignment in traits { values[tree.traitNames[Int(assignment.trait)]] = tree.values[Int(assignment.value)] }
            let witness = witnesses[leafIndex].map { Coverage.describe($0, relativeTo: realistic, space: space) }
            var builder = LayoutProgramBuilder(
                layout: layout, traits: values, witness: witness ?? "", maxDepth: limits.maxNestingDepth)
            var index: Int32 = -1
            if let program = builder.build() {
                if let existing = programIndex[program] {
                    index = existing
                } else {
                    index = Int32(programs.count)
                    programIndex[program] = index
                    programs.append(program)
                }
            }
            if witness != nil {
                for diagnostic in builder.diagnostics where reported.insert(ReportKey(diagnostic)).inserted {
                    diagnostics.append(diagnostic)
                }
            }
            cache[key] = index
            programOfLeaf[leafIndex] = index
        }
        return (LayoutTable(programs: programs, programOfLeaf: programOfLeaf), diagnostics)
    }

    private struct Key: Hashable {
        var rules: [Int32]
        /// (trait, value) pairs of the traits layouts read, flattened.
        var traits: [Int32]
    }

    /// One report per mistake, however many leaves show it.
    private struct ReportKey: Hashable {
        var id: DiagnosticID
        var range: SourceRange
        var start: String

        init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            range = diagnostic.range
            // The message up to the witness: the same mistake in two places
            // is one report, two different cycles through one reference two.
            start = String(diagnostic.message.split(separator: " when ", maxSplits: 1).first ?? "")
        }
    }
}

/// The layout programs of a rule set and which one each leaf runs.
package struct LayoutTable: Sendable {
    package final class Storage: Sendable {
        package let programs: [LayoutProgram]
        package let programOfLeaf: [Int32]

        init(programs: [LayoutProgram], programOfLeaf: [Int32]) {
            self.programs = programs
            self.programOfLeaf = programOfLeaf
        }
    }

    package let storage: Storage

    package init(programs: [LayoutProgram], programOfLeaf: [Int32]) {
        storage = Storage(programs: programs, programOfLeaf: programOfLeaf)
    }

    /// The distinct programs (one per distinct merged layout).
    package var programs: [LayoutProgram] { storage.programs }

    /// The program a leaf runs, or nil when no layout applies there.
    package func program(forLeaf leaf: Int) -> LayoutProgram? {
        guard leaf >= 0, leaf < storage.programOfLeaf.count else { return nil }
        let index = Int(storage.programOfLeaf[leaf])
        return index >= 0 ? storage.programs[index] : nil
    }
}
