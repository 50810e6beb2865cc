// The authoring diagnostics and outputs of `layoutc`: `explain` for layout
// rules (which properties a rule set, won or lost), one rule per `@media`
// block that holds both `traits` and `layout`, and `px` in layout blocks.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime

@Suite("Authoring")
struct AuthoringTests {
    static let fixture = "Tests/LayoutRulesTests/Fixtures/authoring-layout.layout"

    @Test("explain shows each layout property a rule set, won or lost")
    func explainLayout() throws {
        let output = try CompilerCLIProcess.succeed(["explain", Self.fixture, "--width", "1000", "--height", "800", "--idiom", "pad"])
        #expect(output.contains("  won  main { left: 40px }"))
        #expect(output.contains("  lost main { left: 20px } to rule 3"))
        assertGolden(output, named: "authoring-explain-layout.txt")
    }

    @Test("one @media block with traits and layout is one rule in tree")
    func treeLocations() throws {
        let output = try CompilerCLIProcess.succeed(["tree", Self.fixture])
        let locations = output.split(separator: "\n").filter { $0.hasPrefix("  rule ") }
        #expect(locations.count == 4, "\(locations)")
        #expect(Set(locations.map { $0.split(separator: "(").last }).count == locations.count, "no two rules share a location")
        assertGolden(output, named: "authoring-tree.txt")
    }

    @Test("the merged rule keeps its traits and its layout")
    func mergedRule() throws {
        let text = try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent(Self.fixture), encoding: .utf8)
        let compilation = Compiler.compile(text: text, path: "a.layout")
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
        #expect(ruleSet.rules.count == 4)
        #expect(!ruleSet.rules[2].traits.isEmpty && !ruleSet.rules[2].regions.isEmpty)
        let wide = ruleSet.frames(in: LayoutEnvironment(width: 1000, height: 800, idiom: .pad))
        #expect(wide["main"]?.frame.origin.x == 40)
        #expect(wide["side"]?.frame.origin.x == 540)
    }
}
