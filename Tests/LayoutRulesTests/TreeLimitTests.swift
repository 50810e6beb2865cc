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
}
