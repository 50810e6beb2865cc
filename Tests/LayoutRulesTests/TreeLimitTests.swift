// `Limits.maxTreeNodes` and `maxTreeBuildSteps` end in a `tree-too-large`
// error that names the rules whose breakpoints blow the tree up, never in a
// crash or unbounded memory — when graceful scaling is off
// (`residualLimits = []`). With it on (the default), the same inputs
// compile to a tree with residual lists that still equals the oracle.

@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling
import CAllocCounter
import Testing

struct TreeLimitTests {
    /// A 12-step staircase on width and height: its tree needs far more
    /// than a handful of nodes.
    static let staircase = (0..<12).map { step in
        "@media (width >= \(100 * step)) and (height >= \(1200 - 100 * step)) { traits { tier: \(step); } }"
    }.joined(separator: "\n") + "\n"

    /// The source text a diagnostic's range covers.
    static func text(_ range: SourceRange, in compilation: Compilation) -> String {
        guard let file = compilation.sources[range.file] else { return "" }
        return String(decoding: file.bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }

    @Test func staircaseCompilesWithDefaultLimits() throws {
        let compilation = Compiler.compile(text: Self.staircase, path: "stairs.layout")
        let ruleSet = try #require(compilation.ruleSet)
        #expect(ruleSet.tree.nodes.count > 8)
        #expect(!compilation.diagnostics.contains { $0.id == "tree-too-large" })
    }

    @Test(arguments: [1, 8, 20])
    func tinyNodeLimitEndsInDiagnosticNamingRules(limit: Int) throws {
        var limits = Limits()
        limits.maxTreeNodes = limit
        limits.residualLimits = []
        let compilation = Compiler.compile(text: Self.staircase, path: "stairs.layout", limits: limits)
        #expect(compilation.ruleSet == nil)
        #expect(compilation.hasErrors)
        let diagnostic = try #require(compilation.diagnostics.first { $0.id == "tree-too-large" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "the decision tree would exceed the limit of \(limit) nodes")
        // The diagnostic sits on one rule's @media header; notes name other rules.
        let named = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
        #expect(named.count >= 2)
        for range in named {
            let header = Self.text(range, in: compilation)
            #expect(header.hasPrefix("@media (width >= "), "\(header)")
        }
        #expect(Set(named.map(\.start)).count == named.count, "each rule is named once")
        let location = try #require(compilation.sources[diagnostic.range.file]).location(of: diagnostic.range.start)
        #expect(location.column == 1)
    }

    @Test func tinyStepLimitEndsInDiagnostic() throws {
        var limits = Limits()
        limits.maxTreeBuildSteps = 5
        limits.residualLimits = []
        let compilation = Compiler.compile(text: Self.staircase, path: "stairs.layout", limits: limits)
        #expect(compilation.ruleSet == nil)
        let diagnostic = try #require(compilation.diagnostics.first { $0.id == "tree-too-large" })
        #expect(diagnostic.severity == .error)
        #expect(Self.text(diagnostic.range, in: compilation).hasPrefix("@media"))
    }

    @Test func limitAppliesThroughImports() throws {
        var limits = Limits()
        limits.maxTreeNodes = 4
        limits.residualLimits = []
        let provider = InMemorySourceProvider(["stairs.layout": Self.staircase])
        let compilation = Compiler.compile(
            text: "@import \"stairs.layout\";\n", path: "main.layout", provider: provider, limits: limits)
        #expect(compilation.ruleSet == nil)
        let diagnostic = try #require(compilation.diagnostics.first { $0.id == "tree-too-large" })
        #expect(compilation.sources[diagnostic.range.file]?.path == "stairs.layout")
    }

    // MARK: Graceful scaling

    /// Every (width, height) on, just below and just above each step of the staircase.
    static var staircaseEnvironments: [LayoutEnvironment] {
        var values: [Double] = []
        for step in 0...13 {
            let edge = Double(100 * step)
            values += [edge - 0.5, edge, edge + 0.5]
        }
        var environments: [LayoutEnvironment] = []
        for width in values {
            for height in values { environments.append(LayoutEnvironment(width: width, height: height)) }
        }
        return environments
    }

    @Test(arguments: [8, 20])
    func overBudgetTreesFallBackToResidualListsThatEqualTheOracle(limit: Int) throws {
        var limits = Limits()
        limits.maxTreeNodes = limit * 5  // the exact attempt gets a fifth of this
        let compilation = Compiler.compile(text: Self.staircase, path: "stairs.layout", limits: limits)
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
        #expect(ruleSet.tree.residualLimit > 0)
        #expect(ruleSet.tree.nodes.count <= limit * 5)
        #expect(ruleSet.tree.residualLeafCount > 0)
        #expect(TreePrinter(ruleSet).summary.contains("residual lists"))
        for environment in Self.staircaseEnvironments {
            let traits = ruleSet.evaluate(environment)
            let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment)
            #expect(traits["tier"] == oracle.traits["tier"]?.value, "\(environment.width)x\(environment.height)")
            #expect(traits.winningRule(for: "tier") == oracle.traits["tier"]?.rule)
            #expect(Array(traits.matchedRules).map(Int.init) == oracle.matched)
            #expect(traits.count == oracle.traits.count)
        }
    }

    @Test func residualLeavesNeverHoldLayoutRulesOrTraitsLayoutsRead() throws {
        // The staircase again, but every rule also lays out a region: the
        // layout program is chosen per leaf, so these rules stay exact and
        // a too-small budget is still an error, never a wrong layout.
        let withLayouts = (0..<12).map { step in
            "@media (width >= \(100 * step)) and (height >= \(1200 - 100 * step)) { layout { r { left: \(step); top: 0; width: 1; height: 1; } } }"
        }.joined(separator: "\n")
        var limits = Limits()
        limits.maxTreeNodes = 20
        let compilation = Compiler.compile(text: withLayouts, path: "stairs.layout", limits: limits)
        #expect(compilation.diagnostics.contains { $0.id == "tree-too-large" })
    }

    /// Queries as a browser meets them: every rule its own trait, random
    /// breakpoints on width, height, aspect ratio, orientation and
    /// resolution, `and`, `or` and `not` (the benchmark's
    /// `ArbitraryGenerator`, smaller).
    static func arbitrary(rules: Int, seed: UInt64) -> String {
        var rng = DiffRandom(seed: seed)
        func feature() -> String {
            switch rng.int(0, 4) {
            case 0:
                let comparison = ["<", "<=", ">", ">="][rng.int(0, 3)]
                return "(width \(comparison) \(rng.int(200, 1400)))"
            case 1: return "(min-height: \(rng.int(300, 1400)))"
            case 2: return "(aspect-ratio > \(rng.int(1, 29))/\(rng.int(1, 29)))"
            case 3:
                let orientation = rng.int(0, 1) == 0 ? "portrait" : "landscape"
                return "(orientation: \(orientation))"
            default: return "(max-resolution: \(rng.int(1, 3))x)"
            }
        }
        var lines: [String] = []
        for index in 0..<rules {
            var parts: [String] = []
            for _ in 0..<rng.int(1, 3) { parts.append(feature()) }
            let joiner = rng.int(0, 1) == 0 ? " and " : " or "
            let joined = parts.joined(separator: joiner)
            let query = rng.int(0, 4) == 0 ? "not all and (\(joined))" : joined
            lines.append("@media \(query) { traits { t\(index): \(index); } }")
        }
        return lines.joined(separator: "\n")
    }

    /// Past the list budget the compiler falls back to scan leaves, which
    /// test hundreds of rules in the environment's cell: no error, a tree
    /// of about the leaves the budget buys, the oracle's answers, and no
    /// allocation when evaluating.
    @Test func arbitraryQueriesCompileToScanLeavesThatEqualTheOracle() throws {
        var limits = Limits()
        limits.scanTreeBytes = 256 << 10
        let source = Self.arbitrary(rules: 300, seed: 0x5CA7)
        let compilation = Compiler.compile(text: source, path: "arbitrary.layout", limits: limits)
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let scanLeaves = ruleSet.tree.leaves.filter(\.isScan)
        #expect(!scanLeaves.isEmpty)
        #expect(scanLeaves.contains { $0.residual.count > 64 })
        // 256 KiB / (32 bytes x 300 rules): 27 leaves, halved to 32 at most.
        #expect(ruleSet.tree.leaves.count <= 64)
        #expect(TreePrinter(ruleSet).summary.contains("scan leaves"))
        var environments = EnvironmentGenerator(seed: 0x5CA7, tree: ruleSet.tree)
        for _ in 0..<400 {
            let environment = environments.next()
            let difference = Differential.difference(ruleSet, environment)
            #expect(difference == nil, "\(environment)")
            if difference != nil { break }
        }
        // Two environments in one cell have one match; the match tells
        // the traits apart from another cell's.
        let wide = ruleSet.match(LayoutEnvironment(width: 1300, height: 700))
        #expect(wide == ruleSet.match(LayoutEnvironment(width: 1300, height: 700)))
        // Generated Swift does not compute cells: it says so, never
        // answers wrongly.
        #expect(SwiftCodeGenerator.unsupported(ruleSet) != nil)
        #expect(SwiftCodeGenerator.generate(ruleSet).hasPrefix("#error("))
    }

    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func scanLeavesEvaluateWithoutAllocating() throws {
        var limits = Limits()
        limits.scanTreeBytes = 256 << 10
        let ruleSet = try #require(
            Compiler.compile(text: Self.arbitrary(rules: 300, seed: 0x5CA8), path: "a.layout", limits: limits).ruleSet)
        #expect(ruleSet.tree.leaves.contains { $0.isScan })
        let keys = ruleSet.tree.traitNames.compactMap { ruleSet.key(for: $0) }
        var checksum = 0
        var allocations: UInt64 = 0
        for step in 0..<64 {
            let environment = LayoutEnvironment(width: Double(200 + 19 * step), height: Double(1400 - 17 * step))
            let leaf = ruleSet.tree.leafIndex(for: environment)
            // Evaluating, and the cell a scan leaf's match records. (Reading
            // traits at a residual leaf allocates in unoptimised builds,
            // scan or not, in the standard library's generic code; the
            // benchmark counts reads in the release build, where they make
            // none: `allocations_per_eval` covers this kind of file.)
            allocations += AllocationTests.allocations { checksum &+= ruleSet.evaluate(environment).leafIndex }
            allocations += AllocationTests.allocations {
                checksum &+= Int(truncatingIfNeeded: ruleSet.tree.residualMask(leaf: leaf, for: environment))
            }
        }
        #expect(!keys.isEmpty)
        #expect(checksum != 0)
        #expect(allocations == 0)
    }

    /// Without residual limits the tree is exact or an error: no scan
    /// leaves either.
    @Test func noResidualLimitsMeansNoScanLeaves() throws {
        var limits = Limits()
        limits.residualLimits = []
        limits.maxTreeNodes = 40
        let compilation = Compiler.compile(text: Self.arbitrary(rules: 60, seed: 1), path: "a.layout", limits: limits)
        #expect(compilation.diagnostics.contains { $0.id == "tree-too-large" })
    }
}
