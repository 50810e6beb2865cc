import LayoutRulesBase
import LayoutRulesRuntime

/// Self-checks against the oracles: whether the compiled rule set answers
/// an environment exactly as the linear scan (`ReferenceEvaluator`) does.
/// The differential tests and both fuzz targets use these, and so can a
/// tool that wants to verify a rule set on its own environments.
extension ReferenceEvaluator {
    /// Nil when the decision tree and `evaluate(_:in:)` agree on the traits,
    /// the rule that won each, and the matched rules, read by name, by key
    /// and through `match`; otherwise both answers.
    package static func traitDisagreement(_ ruleSet: RuleSet, in environment: LayoutEnvironment) -> String? {
        let tree = ruleSet.evaluate(environment)
        let match = ruleSet.match(environment)
        var treeTraits: [String: TraitValueData] = [:]
        var treeCount = 0
        for (name, value) in tree {
            treeTraits[name] = value
            treeCount += 1
        }
        let treeMatched = tree.matchedRules.map { Int($0) }
        let oracle = evaluate(ruleSet.rules, in: environment)
        let oracleTraits = oracle.traits.mapValues(\.value)
        var agree = treeTraits == oracleTraits && treeCount == treeTraits.count && tree.count == treeCount
        agree = agree && treeMatched == oracle.matched
        for (name, winner) in oracle.traits where tree.winningRule(for: name) != winner.rule || tree[name] != winner.value {
            agree = false
        }
        agree = agree && match == RuleSet.Match(leafIndex: tree.leafIndex, residualMask: tree.residualMask, row: 0)
        for name in ruleSet.traitNames {
            guard let key = ruleSet.key(for: name) else {
                agree = false
                continue
            }
            let value = oracleTraits[name]
            if tree[key] != value || ruleSet.value(key, at: match) != value { agree = false }
            if tree.winningRule(for: key) != oracle.traits[name]?.rule { agree = false }
        }
        if agree { return nil }
        func describe(_ traits: [String: TraitValueData], _ matched: [Int], winners: (String) -> Int?) -> String {
            let pairs = traits.keys.sorted().map { name in
                "\(name)=\(traits[name].map(String.init(describing:)) ?? "") (rule \(winners(name).map(String.init) ?? "?"))"
            }
            return "traits [\(pairs.joined(separator: ", "))] matched \(matched)"
        }
        return """
              tree:   \(describe(treeTraits, treeMatched) { tree.winningRule(for: $0) })
              oracle: \(describe(oracleTraits, oracle.matched) { oracle.traits[$0]?.rule })
            """
    }

    /// Nil when `RuleSet.frames(in:)` agrees with `frames(_:in:)` on every
    /// region's layout frame, centre and transform (up to rounding; NaN
    /// equals NaN); otherwise both answers.
    package static func frameDisagreement(_ ruleSet: RuleSet, in environment: LayoutEnvironment) -> String? {
        let compiled = ruleSet.frames(in: environment)
        guard let oracle = frames(ruleSet.rules, in: environment) else {
            // Documented (LayoutCompiler): an environment no device has (a
            // negative size or scale, an unknown idiom or orientation) whose
            // layout does not solve gets an empty layout, such as a layout
            // under `@media (width >= -000)` at width -0.5.
            if compiled.isEmpty, !environment.isRealistic { return nil }
            return "the oracle cannot solve the layout; the compiled program gives \(describe(compiled))"
        }
        if compiled.count == oracle.count, zip(compiled, oracle).allSatisfy({ $0.agrees(with: $1) }) { return nil }
        return """
              tree:   \(describe(compiled))
              oracle: \(describe(oracle))
            """
    }

    static func describe(_ layout: FrameLayout) -> String {
        "[" + layout.map { "\($0.name) \($0.layoutFrame) center \($0.center) \($0.transform.components)" }
            .joined(separator: "; ") + "]"
    }
}

extension LayoutEnvironment {
    /// Whether a real device could have this environment: no negative (or
    /// NaN) size or scale, a known idiom and interface orientation. The
    /// compiler checks layouts only where this holds (the realistic box).
    var isRealistic: Bool {
        [width, height, screenWidth, screenHeight, scale].allSatisfy { $0 >= 0 } && idiom != .unspecified
            && interfaceOrientation != .unknown
    }
}

extension RegionFrame {
    /// Same name, parent, layout frame, centre and transform, up to a
    /// relative 1e-9 (two solvers may round differently); NaN equals NaN,
    /// and an infinity only itself (the tolerance of an infinite value is
    /// infinite, which once let `inf` agree with `-inf`).
    package func agrees(with other: RegionFrame) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool {
            a == b || (a.isNaN && b.isNaN)
                || (a.isFinite && b.isFinite && abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b)))
        }
        let a = layoutFrame
        let b = other.layoutFrame
        return name == other.name && parent == other.parent
            && close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y)
            && close(a.size.width, b.size.width) && close(a.size.height, b.size.height)
            && close(center.x, other.center.x) && close(center.y, other.center.y)
            && zip(transform.components, other.transform.components).allSatisfy { close($0, $1) }
    }
}
