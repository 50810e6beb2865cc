// The typed API of generated Swift: which type each trait gets, which
// traits and regions are optional, how regions nest, and that a property
// declared non-optional is set in every environment the interpreter
// evaluates. The generated code itself is compiled and run against the
// interpreter by CodegenTests (LAYOUTRULES_FULL_TESTS=1).

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
import Testing

@Suite struct TypedCodegenTests {
    /// The rules of the consumer package in the issue that asked for the
    /// typed API, and of docs/CLI.md's example: `columns` set
    /// unconditionally, `accent` only on some idioms, a nested region and
    /// one laid out only on wide windows.
    static let rules = """
        traits { columns: 2; density: 1; compact: true; title: "Photos"; }
        @media (width >= 600) { traits { columns: 3; density: 1.5; compact: false; } }
        @media (idiom: pad) and (width >= 1000) { traits { columns: 4; } }
        @media (idiom: phone) { traits { accent: red; } }
        @media (idiom: pad) { traits { accent: blue; } }
        layout {
          sidebar { left: 0; top: 0; bottom: 0; width: 25%;
            header { left: 0; right: 0; top: env(safe-area-inset-top); height: 44; } }
          content { left: sidebar.right; right: 0; top: 0; bottom: 0; }
        }
        @media (width >= 1000) {
          layout {
            inspector { right: 0; width: 300; top: 0; bottom: 0; }
            content { right: 100% - inspector.left; }
          }
        }

        """

    static func ruleSet(_ text: String, limits: Limits = Limits()) throws -> RuleSet {
        try CodegenTests.compile(text, path: "typed.layout", limits: limits)
    }

    static func field(_ name: String, in ruleSet: RuleSet) throws -> TraitField {
        let fields = TraitField.fields(of: ruleSet.tree, reserving: [])
        return try #require(fields.first { $0.name == name }, "no trait '\(name)'")
    }

    // MARK: Traits

    @Test(arguments: [
        // Set by an unconditional block, overridden or not.
        ("traits { columns: 2; }", "columns", "Int"),
        ("traits { columns: 2; } @media (width >= 600) { traits { columns: 3; } }", "columns", "Int"),
        ("@media (width >= 600) { traits { columns: 2; } }", "columns", "Int?"),
        // Int only when every value is whole and fits a 32-bit Int.
        ("traits { ratio: 1.5; }", "ratio", "Double"),
        ("traits { ratio: 1; } @media (width >= 600) { traits { ratio: 1.5; } }", "ratio", "Double"),
        ("traits { big: 3000000000; }", "big", "Double"),
        ("traits { low: -2147483647; }", "low", "Int"),
        ("traits { row: 44pt; }", "row", "Int"),
        ("traits { zero: -0; }", "zero", "Int"),
        // Rules that cover every value of what they test, NaN (read as 0) and negative sizes included.
        ("@require c; @media (width < 600) { traits { c: 1; } } @media (width >= 600) { traits { c: 2; } }", "c", "Int"),
        ("@media (orientation: portrait) { traits { o: 1; } } @media (orientation: landscape) { traits { o: 2; } }", "o", "Int"),
        // Gaps only unrealistic environments reach still make it optional:
        // the generated LayoutEnvironment can hold them.
        ("@media (width >= 0) { traits { flag: true; } }", "flag", "Bool?"),
        (
            "@require c; @media (idiom: phone), (idiom: pad), (idiom: tv), (idiom: mac), (idiom: carplay), (idiom: vision) { traits { c: 1; } }",
            "c", "Int?"
        ),
        // The other kinds.
        ("traits { flag: false; }", "flag", "Bool"),
        ("traits { title: \"Photos\"; }", "title", "String"),
        ("traits { style: plain; } @media (width >= 600) { traits { style: rich; } }", "style", "Style"),
        ("@media (width >= 600) { traits { style: rich; } }", "style", "Style?"),
        ("traits { mixed: 1; } @media (width >= 600) { traits { mixed: wide; } }", "mixed", "Value"),
    ] as [(String, String, String)])
    func traitTypes(source: String, trait: String, declared: String) throws {
        let ruleSet = try Self.ruleSet(source + "\n")
        let field = try Self.field(trait, in: ruleSet)
        #expect(field.declaredType == declared)
        let generated = SwiftCodeGenerator.generate(ruleSet, options: .init(typeName: "RulesLayout", accessLevel: .internal))
        let declaration = declared.hasSuffix("?") ? "var \(field.property): \(declared) = nil\n" : "var \(field.property): \(declared)\n"
        #expect(generated.contains("        " + declaration), "\(declaration)")
    }

    /// A gap `@require` accepts: the compiler checks realistic environments
    /// only, while the generated code answers for every one.
    @Test func requireWithoutWarningCanStillBeOptional() throws {
        let source = "@require c;\n@media (idiom: phone), (idiom: pad), (idiom: tv), (idiom: mac), (idiom: carplay), (idiom: vision) { traits { c: 1; } }\n"
        let compilation = Compiler.compile(text: source, path: "require.layout")
        #expect(!compilation.diagnostics.contains { $0.id == .uncoveredTrait })
        let ruleSet = try #require(compilation.ruleSet)
        #expect(try Self.field("c", in: ruleSet).optional, "nil for the unspecified idiom")
    }

    /// A trait that only rules tested at run time set is optional, and the
    /// residual leaves still compile (their `Traits(...)` names every
    /// non-optional trait).
    @Test func residualRulesNeverMakeATraitNonOptional() throws {
        var limits = Limits()
        limits.maxTreeNodes = 15
        let ruleSet = try Self.ruleSet("traits { base: 1; }\n" + TreeLimitTests.staircase, limits: limits)
        #expect(ruleSet.tree.residualLeafCount > 0)
        #expect(try Self.field("tier", in: ruleSet).declaredType == "Int?")
        #expect(try Self.field("base", in: ruleSet).declaredType == "Int")
        let generated = SwiftCodeGenerator.generate(ruleSet)
        #expect(generated.contains("var t = Traits(leaf: "))
        #expect(!generated.contains("Traits(leaf: 0)"), "every leaf sets base")
    }

    // MARK: Regions

    static let box = "left: 0; width: 10; top: 0; height: 10;"

    @Test(arguments: [
        // Nested regions nest; both always laid out.
        (
            "layout { sidebar { \(box) header { \(box) } } }",
            ["sidebar: sidebar Sidebar Frames.Sidebar", "sidebar.header: header Region Region"]
        ),
        // A region only wide windows have.
        (
            "layout { content { \(box) } } @media (width >= 600) { layout { inspector { \(box) } } }",
            ["content: content Region Region", "inspector: inspector Region? Region"]
        ),
        // A nested region only wide windows have, in a region every window has.
        (
            "layout { sidebar { \(box) } } @media (width >= 600) { layout { sidebar { footer { \(box) } } } }",
            ["sidebar: sidebar Sidebar Frames.Sidebar", "sidebar.footer: footer Region? Region"]
        ),
        // An optional region whose nested region is there whenever it is.
        (
            "traits { a: 1; } @media (width >= 600) { layout { panel { \(box) title { \(box) } } } }",
            ["panel: panel Panel? Frames.Panel", "panel.title: title Region Region"]
        ),
        // A region missing only where the width is negative.
        ("@media (width >= 0) { layout { a { \(box) } } }", ["a: a Region? Region"]),
        // Names of the members around them get a suffix; structs nest.
        (
            "layout { frame { \(box) frame { \(box) center { \(box) } } region { \(box) } } window-width { \(box) } tab-bar { \(box) } tabBar { \(box) } }",
            [
                "frame: frame Frame Frames.Frame", "frame.frame: frameRegion FrameRegion Frames.Frame.FrameRegion",
                "frame.frame.center: centerRegion Region Region", "frame.region: regionRegion Region Region",
                "window-width: windowWidthRegion Region Region", "tab-bar: tabBar Region Region", "tabBar: tabBarRegion Region Region",
            ]
        ),
        // Types never shadow the generated ones or the standard library's.
        (
            "layout { rect { \(box) point { \(box) } } double { \(box) x { \(box) } } default { \(box) y { \(box) } } }",
            [
                "rect: rect RectRegion Frames.RectRegion", "rect.point: point Region Region",
                "double: double DoubleRegion Frames.DoubleRegion", "double.x: x Region Region",
                "default: `default` Default Frames.Default", "default.y: y Region Region",
            ]
        ),
    ] as [(String, [String])])
    func regionProperties(source: String, expected: [String]) throws {
        let ruleSet = try Self.ruleSet(source + "\n")
        let model = RegionModel(ruleSet.layouts, leaves: TraitField.reachableLeaves(of: ruleSet.tree), typeName: "RulesLayout")
        let described = model.fields.map { "\($0.name): \($0.property) \($0.declaredType) \($0.qualifiedType)" }
        #expect(described == expected)
    }

    // MARK: Soundness

    /// Every property declared non-optional has a value in every
    /// environment the interpreter evaluates, for every rule set of the
    /// codegen tests: the proof (every reachable leaf sets it) is checked
    /// against the library's own answers.
    @Test func nonOptionalMeansSetEverywhere() throws {
        let cases = try CodegenTests.cases()
        let all = CodegenTests.environments(for: cases)
        let stride = TestSettings.scaled(quick: 2, full: 1)
        let environments = Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }
        var nonOptional = 0
        for item in cases {
            let tree = item.ruleSet.tree
            let fields = TraitField.fields(of: tree, reserving: []).filter { !$0.optional }
            let model = RegionModel(item.ruleSet.layouts, leaves: TraitField.reachableLeaves(of: tree), typeName: "Layout")
            let regions = model.fields.filter { !$0.optional }
            nonOptional += fields.count + regions.count
            var failures = 0
            for environment in environments where failures < 3 {
                let traits = item.ruleSet.evaluate(environment)
                for field in fields where traits[field.name] == nil {
                    failures += 1
                    Issue.record("\(item.name): '\(field.name)' is unset at \(CodegenTests.serialize(environment))")
                }
                let frames = traits.frames
                for region in regions where frames[region.name] == nil {
                    // Not optional: there whenever its parent is.
                    if let parent = region.parent, frames[model.fields[parent].name] == nil { continue }
                    failures += 1
                    Issue.record("\(item.name): region '\(region.name)' is missing at \(CodegenTests.serialize(environment))")
                }
            }
        }
        #expect(nonOptional > 10, "the rule sets have non-optional traits and regions to check")
    }

    // MARK: The command

    /// What the build plugin runs: `layoutc compile --emit swift
    /// --type-name RulesLayout --access internal Rules.layout` declares
    /// `columns` as a plain `Int`, at internal access.
    @Test func compileCommandWritesTheTypedAPI() throws {
        try withTemporaryDirectory("typed-cli") { directory in
            let rules = directory.appendingPathComponent("Rules.layout")
            try Data(Self.rules.utf8).write(to: rules)
            let result = try LayoutcProcess.run([
                "compile", "--emit", "swift", "--type-name", "RulesLayout", "--access", "internal", rules.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let text = result.stdout
            #expect(text.contains("\nenum RulesLayout {\n"))
            #expect(text.contains("\n        var columns: Int\n"))
            #expect(text.contains("\n        var accent: Accent? = nil\n"))
            #expect(text.contains("\n        var sidebar: Sidebar\n"))
            #expect(text.contains("\n            var header: Region\n"))
            #expect(text.contains("\n        var inspector: Region? = nil\n"))
            #expect(!text.contains("public "))
        }
    }
}
