// The hot-path API: `RuleSet.key(for:)`, `RuleSet.match(_:)`,
// `RuleSet.value(_:at:)` and `TraitCollection[key]` answer exactly as
// reading by name does (the differential tests and fuzz targets check
// this on random rule sets through `ReferenceEvaluator.traitDisagreement`;
// these pin the documented edge cases).

@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling
import Testing

struct TraitKeyTests {
    static let source = """
        traits { columns: 1; title: "Home"; }
        @media (width >= 600) { traits { columns: 2; } }
        @media (width >= 1024) and (idiom: pad) { traits { columns: 3; sidebar: true; } }
        """

    static func ruleSet() throws -> RuleSet {
        let compilation = Compiler.compile(text: source, path: "Keys.layout")
        return try #require(compilation.ruleSet)
    }

    @Test(arguments: [
        (320.0, Idiom.phone, 1.0, nil as Bool?),
        (700, .phone, 2, nil),
        (1024, .phone, 2, nil),
        (1024, .pad, 3, true),
    ])
    func keyedReadsMatchNamedReads(width: Double, idiom: Idiom, columns: Double, sidebar: Bool?) throws {
        let ruleSet = try Self.ruleSet()
        let environment = LayoutEnvironment(width: width, height: 800, idiom: idiom)
        let columnsKey = try #require(ruleSet.key(for: "columns"))
        let sidebarKey = try #require(ruleSet.key(for: "sidebar"))
        let match = ruleSet.match(environment)
        let traits = ruleSet.evaluate(environment)
        #expect(ruleSet.value(columnsKey, at: match) == .number(columns))
        #expect(traits[columnsKey] == .number(columns))
        #expect(traits[columnsKey] == traits["columns"])
        #expect(ruleSet.value(sidebarKey, at: match) == sidebar.map(TraitValueData.boolean))
        #expect(traits.winningRule(for: columnsKey) == traits.winningRule(for: "columns"))
        #expect(match.leafIndex == traits.leafIndex && match.residualMask == traits.residualMask)
    }

    @Test func aTraitNoRuleSetsHasNoKey() throws {
        #expect(try Self.ruleSet().key(for: "rows") == nil)
        #expect(try Self.ruleSet().key(for: "") == nil)
    }

    @Test func equalMatchesMeanEqualTraits() throws {
        let ruleSet = try Self.ruleSet()
        let a = ruleSet.match(LayoutEnvironment(width: 700, height: 800, idiom: .phone))
        let b = ruleSet.match(LayoutEnvironment(width: 900, height: 400, idiom: .phone))
        let c = ruleSet.match(LayoutEnvironment(width: 500, height: 800, idiom: .phone))
        #expect(a == b, "both are 600 <= width < 1024 on a phone")
        #expect(a != c)
    }

    @Test func aMatchOfAnotherRuleSetReadsNothingOutOfRange() throws {
        let ruleSet = try Self.ruleSet()
        let key = try #require(ruleSet.key(for: "columns"))
        let big = try #require(Compiler.compile(text: "@import \"apple\";\n" + Self.source, path: "Big.layout").ruleSet)
        let foreign = big.match(LayoutEnvironment(width: 1024, height: 800, idiom: .pad))
        // In range it reads whatever that leaf holds; out of range, nil.
        if foreign.leafIndex >= ruleSet.tree.leaves.count { #expect(ruleSet.value(key, at: foreign) == nil) }
        let none = try #require(Compiler.compile(text: "", path: "Empty.layout").ruleSet)
        #expect(none.value(key, at: foreign) == nil)
    }
}

/// `match` takes one of several paths by the shape of the tree: the usual
/// cell table (window size, shape, idiom) in line, or out of line a cell
/// table that also reads the screen, the scale or the interface
/// orientation, a walk, or leaves with rules tested at run time. Each
/// path must give the oracle's traits, and these sources must take the
/// path they are named for (or they test nothing).
struct MatchPathTests {
    enum Path: String, CaseIterable { case plainCells, otherCells, walk, residual }

    static func source(_ path: Path) -> String {
        switch path {
        case .plainCells:
            """
            traits { columns: 1; }
            @media (width >= 600) { traits { columns: 2; } }
            @media (orientation: landscape) and (height < 414) { traits { compact: true; } }
            @media (idiom: pad) and (width >= 1024) { traits { columns: 3; } }
            """
        case .otherCells:
            """
            traits { columns: 1; }
            @media (width >= 600) { traits { columns: 2; } }
            @media (screen-width >= 1024) { traits { split: true; } }
            @media (resolution >= 3dppx) { traits { dense: true; } }
            @media (interface-orientation: landscape-left) { traits { notch: left; } }
            """
        case .walk, .residual:
            (0..<12).map { "@media (width >= \(100 * $0 + 50)px) and (height < \(900 - 40 * $0)px) { traits { step: \($0); } }" }
                .joined(separator: "\n")
        }
    }

    static func ruleSet(_ path: Path) throws -> RuleSet {
        var limits = Limits()
        if path == .residual { limits.maxTreeNodes = 8 }
        return try #require(Compiler.compile(text: source(path), path: "\(path).layout", limits: limits).ruleSet)
    }

    @Test(arguments: Path.allCases)
    func eachPathAgreesWithTheOracle(_ path: Path) throws {
        let ruleSet = try Self.ruleSet(path)
        let flat = ruleSet.compiled.flat
        switch path {
        case .plainCells: #expect(flat.plainCellRows)
        case .otherCells: #expect(flat.rowsByCell && !flat.plainCellRows)
        case .walk: #expect(!flat.rowsByCell && flat.isExact)
        case .residual: #expect(!flat.isExact)
        }
        let sizes: [Double] = [0, 320, 413, 414, 599, 600, 1023, 1024, 1366, .nan]
        var cases = 0
        for width in sizes {
            for height in sizes {
                for idiom in [Idiom.phone, .pad, .unspecified] {
                    for (screenWidth, scale) in [(width, 2.0), (1366, 3)] {
                        for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                            let environment = LayoutEnvironment(
                                width: width, height: height, screenWidth: screenWidth, screenHeight: height,
                                interfaceOrientation: orientation, idiom: idiom, scale: scale)
                            cases += 1
                            if let difference = ReferenceEvaluator.traitDisagreement(ruleSet, in: environment) {
                                Issue.record("\(path): \(difference)")
                                return
                            }
                            // The match is where evaluate's traits come from.
                            let match = ruleSet.match(environment)
                            #expect(match.leafIndex == ruleSet.evaluate(environment).leafIndex)
                        }
                    }
                }
            }
        }
        #expect(cases == 1200)
    }
}
