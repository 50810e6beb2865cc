import LayoutRulesBase
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
    /// - Parameters:
    ///   - layoutRules: The distinct lists of rules with a layout that hold
    ///     at a leaf (ascending), and each leaf's list, as the tree builder
    ///     found them.
    ///   - realisticLeaves: Whether a realistic environment reaches each leaf.
    ///   - witnesses: For each realistic leaf, a box of environments that
    ///     reach it (`TreeWalk.leafBoxes`); asked for only when a layout
    ///     has a problem to report, since walking the tree for them costs
    ///     more than compiling the layouts of a large rule set.
    static func compile(
        rules: [Rule], tree: DecisionTree, layoutRules: (sets: [[Int32]], ofLeaf: [Int32]), realisticLeaves: [Bool],
        space: FeatureSpace, realistic: Box, witnesses: () -> [Int: Box], limits: Limits = Limits()
    ) -> (table: LayoutTable, diagnostics: [Diagnostic]) {
        let hasLayout = rules.contains { !$0.regions.isEmpty }
        guard hasLayout else { return (LayoutTable(programs: [], programOfLeaf: []), []) }
        var witnessBoxes: [Int: Box]?
        // Realistic leaves first, so a shared program is compiled (and
        // checked) with a witness before an unrealistic leaf can reuse it.
        let order = tree.leaves.indices.filter { realisticLeaves[$0] } + tree.leaves.indices.filter { !realisticLeaves[$0] }
        var programOfLeaf = [Int32](repeating: -1, count: tree.leaves.count)
        var programs: [LayoutProgram] = []
        var programIndex: [LayoutProgram: Int32] = [:]
        var cache: [Key: Int32] = [:]
        // What `cache` holds for keys without traits, by outcome (-2: not
        // compiled yet; -1: no program).
        var programOfOutcome: [Int32] = []
        // Per list of layout rules, the number of what merging it gives
        // (`LayoutMerger.outcome`; -1 before it is known): lists with one
        // outcome share their programs.
        var outcomeOfSet = [Int32](repeating: -1, count: layoutRules.sets.count)
        var outcomeIDs: [OutcomeKey: Int32] = [:]
        var diagnostics: [Diagnostic] = []
        var reported = Set<ReportKey>()
        // Only the traits some layout reads can change a program, so only
        // they go into the cache key: leaves that differ in other traits
        // share one compiled program (most leaves, in a large rule set).
        var readNames = Set<String>()
        for rule in rules { for region in rule.regions { region.forEachTrait { readNames.insert($0) } } }
        let readByLayouts = tree.traitNames.map(readNames.contains)
        let layoutsReadTraits = readByLayouts.contains(true)
        // The tree's arrays once (each accessor call retains the array).
        let leaves = tree.leaves
        let assignments = tree.assignments
        var merger = LayoutMerger(rules: rules)
        // Each distinct combination of layout rules is merged on its own, so
        // region declarations within their limit can still make millions of
        // merged regions (1,000 nested width breakpoints of 10 regions each
        // make 5 million); `maxLayoutEntries` bounds them. Merging reads
        // every declaration of every rule in the combination (most override
        // one another: the 10,000-rule benchmark reads 30 million to build
        // 80 regions), so reading gets 100 times as much.
        let declared = rules.map { $0.regions.count }
        var mergedEntries = 0
        var readEntries = 0
        // Each list's outcome is written over this one buffer (see
        // `LayoutMerger.outcome`).
        var outcome: [Int32] = []
        // (A local copy of `Checker.saturatingAdd`, which, in another
        // module, is a call per rule of every list.)
        @inline(__always) func saturatingAdd(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? Int.max : sum
        }
        for leafIndex in order {
            let leaf = leaves[leafIndex]
            let set = Int(layoutRules.ofLeaf[leafIndex])
            let layoutRules = layoutRules.sets[set]
            guard !layoutRules.isEmpty else { continue }
            var keyTraits: [Int32] = []
            if layoutsReadTraits {
                for position in Int(leaf.assignments.lowerBound)..<Int(leaf.assignments.upperBound)
                where readByLayouts[Int(assignments[position].trait)] {
                    keyTraits += [assignments[position].trait, assignments[position].value]
                }
            }
            if outcomeOfSet[set] < 0 {
                for rule in layoutRules { readEntries = saturatingAdd(readEntries, declared[Int(rule)]) }
                var merged = false
                if readEntries <= limits.maxLayoutEntries.multipliedReportingOverflow(by: 100).partialValue {
                    mergedEntries = saturatingAdd(mergedEntries, merger.outcome(layoutRules, into: &outcome))
                    merged = true
                }
                guard merged, mergedEntries <= limits.maxLayoutEntries else {
                    let last = rules[Int(layoutRules[layoutRules.count - 1])]
                    diagnostics.append(.layoutsTooLarge(limits.maxLayoutEntries, at: last.mediaHeaders.last ?? last.range))
                    break
                }
                let next = Int32(outcomeIDs.count)
                let outcomeKey = OutcomeKey(outcome)
                outcomeOfSet[set] = outcomeIDs[outcomeKey, default: next]
                if outcomeOfSet[set] == next {
                    // Kept for the whole compile, apart from the buffer the
                    // next outcome is written over, and without the spare
                    // capacity that buffer has.
                    outcomeIDs[OutcomeKey(outcome.withUnsafeBufferPointer { Array($0) }, digest: outcomeKey.digest)] = next
                }
            }
            let key = Key(outcome: outcomeOfSet[set], traits: keyTraits)
            // A key without traits (every key, when no layout reads one) is
            // looked up by its outcome's number: most leaves come here, and
            // hashing a key cost more than the rest of their visit.
            if keyTraits.isEmpty {
                let known = Int(key.outcome) < programOfOutcome.count ? programOfOutcome[Int(key.outcome)] : -2
                if known != -2 {
                    programOfLeaf[leafIndex] = known
                    continue
                }
            } else if let known = cache[key] {
                programOfLeaf[leafIndex] = known
                continue
            }
            let layout = merger.merge(layoutRules)
            var values: [String: TraitValueData] = [:]
            values.reserveCapacity(Int(leaf.assignments.upperBound - leaf.assignments.lowerBound))
            for position in Int(leaf.assignments.lowerBound)..<Int(leaf.assignments.upperBound) {
                values[tree.traitNames[Int(assignments[position].trait)]] = tree.values[Int(assignments[position].value)]
            }
            var builder = LayoutProgramBuilder(layout: layout, traits: values, witness: "", maxDepth: limits.maxNestingDepth)
            var program = builder.build()
            // A problem is reported where a realistic environment meets it,
            // in words: the walk for those words runs once, on the first one.
            var witness: String?
            if realisticLeaves[leafIndex], !builder.diagnostics.isEmpty {
                if witnessBoxes == nil { witnessBoxes = witnesses() }
                witness = witnessBoxes?[leafIndex].map { Coverage.describe($0, relativeTo: realistic, space: space) }
                if let witness {
                    builder = LayoutProgramBuilder(layout: layout, traits: values, witness: witness, maxDepth: limits.maxNestingDepth)
                    program = builder.build()
                }
            }
            var index: Int32 = -1
            if let program {
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
            if keyTraits.isEmpty {
                if Int(key.outcome) >= programOfOutcome.count {
                    programOfOutcome += Array(repeating: -2, count: Int(key.outcome) + 1 - programOfOutcome.count)
                }
                programOfOutcome[Int(key.outcome)] = index
            } else {
                cache[key] = index
            }
            programOfLeaf[leafIndex] = index
        }
        let table = LayoutTable(programs: programs, programOfLeaf: programOfLeaf)
        if limits.validatesCompiledCode { table.validate() }
        return (table, diagnostics)
    }

    /// What a list of layout rules merges to (`LayoutMerger.outcome`), with
    /// a digest of it computed once: the numbers run to thousands in a
    /// large rule set, and a dictionary hashes its keys again each time it
    /// grows.
    private struct OutcomeKey: Hashable {
        var values: [Int32]
        var digest: Int

        init(_ values: [Int32]) {
            var digest: UInt64 = 0x243F_6A88_85A3_08D3
            for value in values {
                digest = (digest ^ UInt64(UInt32(bitPattern: value))) &* 0x9E37_79B9_7F4A_7C15
                digest ^= digest >> 29
            }
            self.init(values, digest: Int(truncatingIfNeeded: digest))
        }

        init(_ values: [Int32], digest: Int) {
            self.values = values
            self.digest = digest
        }

        static func == (a: OutcomeKey, b: OutcomeKey) -> Bool { a.digest == b.digest && a.values == b.values }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private struct Key: Hashable {
        /// The number of what the layout rules merge to (`LayoutMerger.outcome`).
        var outcome: Int32
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

    init(programs: [LayoutProgram], programOfLeaf: [Int32]) {
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
