// The layout compiler merges each leaf's rules with `LayoutMerger`, which
// numbers paths and runs the cascade over integers; `MergedLayout(rules:)`
// is the plain definition. They must build equal layouts for every list
// of rules, including rules without layouts, `auto`, transforms set and
// reset, nested regions and parents declared late.

@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler
import Testing

struct LayoutMergerTests {
    @Test("LayoutMerger equals MergedLayout(rules:) on random rule lists")
    func mergerMatchesTheDefinition() {
        var generator = LayoutGenerator(random: SplitMix64(seed: 0x3E46_0001))
        var random = SplitMix64(seed: 0x3E46_0002)
        var compared = 0
        for _ in 0..<120 {
            let rules = Checker.check(text: generator.ruleSet(), path: "Random.layout").rules
            guard !rules.isEmpty else { continue }
            var merger = LayoutMerger(rules: rules)
            for _ in 0..<20 {
                // A random ascending sublist, as a leaf's matched rules are.
                let list = rules.indices.filter { _ in random.next() % 3 != 0 }.map { Int32($0) }
                let expected = MergedLayout(rules: list.map { rules[Int($0)] })
                #expect(merger.merge(list) == expected, "rules \(list)")
                compared += 1
            }
        }
        #expect(compared >= 1000)
    }

    @Test func aParentDeclaredAfterItsChildIsNotItsParent() {
        let rules = Checker.check(
            text: """
                layout { a { b { left: 0; width: 1; top: 0; height: 1; } } }
                @media (width > 10) { layout { a { left: 0; width: 5; top: 0; height: 5; transform: rotate(90deg); } } }
                @media (width > 20) { layout { a { width: auto; right: 0; transform: none; } } }
                """, path: "T.layout"
        ).rules
        var merger = LayoutMerger(rules: rules)
        for list in [[0, 1, 2], [1, 2], [2], [0, 2], [1, 0]] as [[Int32]] {
            #expect(merger.merge(list) == MergedLayout(rules: list.map { rules[Int($0)] }), "rules \(list)")
        }
    }
}
