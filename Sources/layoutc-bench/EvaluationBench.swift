import LayoutRulesBase
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// Evaluation loops. Each body cycles through the prepared environments,
/// reads everything a caller would (every trait; every region's frame)
/// and folds it into a checksum for the black hole.
struct EvaluationBench {
    let stopwatch: Stopwatch
    let environments: [LayoutEnvironment]

    init(stopwatch: Stopwatch, environments: [LayoutEnvironment]) {
        precondition(environments.count.nonzeroBitCount == 1, "a power of two, for i & mask")
        self.stopwatch = stopwatch
        self.environments = environments
    }

    /// The decision tree and the linear-scan oracle on one rule set.
    func measure(_ label: String, _ ruleSet: RuleSet, scan: Bool = true) -> EvaluationRow {
        var row = EvaluationRow(label: label, rules: ruleSet.rules.count, nodes: ruleSet.tree.nodes.count)
        row.depth = ruleSet.tree.depth
        let environments = self.environments
        let mask = environments.count - 1
        row.treeLeaf = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { checksum &+= ruleSet.evaluate(environments[i & mask]).leafIndex }
            return checksum
        }
        row.treeTraits = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { Self.read(ruleSet.evaluate(environments[i & mask]), into: &checksum) }
            return checksum
        }
        let keys = ruleSet.traitNames.compactMap { ruleSet.key(for: $0) }
        row.treeKeyed = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let match = ruleSet.match(environments[i & mask])
                for index in keys.indices { checksum &+= Self.code(ruleSet.valueKey(keys[index], at: match)) }
            }
            return checksum
        }
        var layout = FrameLayout()
        row.treeFrames = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let environment = environments[i & mask]
                Self.read(ruleSet.evaluate(environment), into: &checksum)
                ruleSet.frames(in: environment, into: &layout)
                Self.read(layout, into: &checksum)
            }
            return checksum
        }
        guard scan else { return row }
        let rules = ruleSet.rules
        row.scanTraits = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls { Self.read(ReferenceEvaluator.evaluate(rules, in: environments[i & mask]), into: &checksum) }
            return checksum
        }
        row.scanFrames = stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let environment = environments[i & mask]
                Self.read(ReferenceEvaluator.evaluate(rules, in: environment), into: &checksum)
                if let frames = ReferenceEvaluator.frames(rules, in: environment) { Self.read(frames, into: &checksum) }
            }
            return checksum
        }
        return row
    }

    /// The apple preset through the library as an app reads it (`match`,
    /// then each trait by the key it resolved once, as value keys) against
    /// the same preset written by hand (the same traits as enum cases),
    /// timed in turns (see `Stopwatch.compare`).
    func appleAgainstHandwritten(_ ruleSet: RuleSet) -> Comparison? {
        guard let horizontal = ruleSet.key(for: "horizontal-size-class"), let vertical = ruleSet.key(for: "vertical-size-class")
        else { return nil }
        let environments = self.environments
        let mask = environments.count - 1
        return stopwatch.compare(
            { calls in
                var checksum = 0
                for i in 0..<calls { checksum &+= Self.appleTraits(ruleSet, horizontal, vertical, environments[i & mask]) }
                return checksum
            },
            against: { calls in
                var checksum = 0
                for i in 0..<calls {
                    let traits = HandwrittenApple.traits(environments[i & mask])
                    checksum &+= Int(traits.horizontal?.rawValue ?? 0) &+ 3 &* Int(traits.vertical?.rawValue ?? 0)
                }
                return checksum
            })
    }

    /// One apple-preset evaluation by named keys, folded as the
    /// hand-written loop folds its enums.
    @inline(__always)
    static func appleTraits(_ ruleSet: RuleSet, _ horizontal: TraitKey, _ vertical: TraitKey, _ environment: LayoutEnvironment) -> Int {
        let match = ruleSet.match(environment)
        return code(ruleSet.valueKey(horizontal, at: match)) &+ 3 &* code(ruleSet.valueKey(vertical, at: match))
    }

    /// The Dashboard's eight traits by the keys an app resolves once.
    struct DashboardKeys {
        var breakpoint, shortWindow, touch, panelsPerRow, navigation, chartStyle, showLegend, rowHeight: TraitKey

        init?(_ ruleSet: RuleSet) {
            guard let breakpoint = ruleSet.key(for: "breakpoint"), let shortWindow = ruleSet.key(for: "short-window"),
                let touch = ruleSet.key(for: "touch"), let panelsPerRow = ruleSet.key(for: "panels-per-row"),
                let navigation = ruleSet.key(for: "navigation"), let chartStyle = ruleSet.key(for: "chart-style"),
                let showLegend = ruleSet.key(for: "show-legend"), let rowHeight = ruleSet.key(for: "row-height")
            else { return nil }
            (self.breakpoint, self.shortWindow, self.touch, self.panelsPerRow) = (breakpoint, shortWindow, touch, panelsPerRow)
            (self.navigation, self.chartStyle, self.showLegend, self.rowHeight) = (navigation, chartStyle, showLegend, rowHeight)
        }
    }

    /// The Dashboard through the library as an app reads it against the
    /// same rules written by hand (see `appleAgainstHandwritten`).
    func dashboardAgainstHandwritten(_ ruleSet: RuleSet) -> Comparison? {
        guard let keys = DashboardKeys(ruleSet) else { return nil }
        let environments = self.environments
        let mask = environments.count - 1
        return stopwatch.compare(
            { calls in
                var checksum = 0
                for i in 0..<calls { checksum &+= Self.dashboardTraits(ruleSet, keys, environments[i & mask]) }
                return checksum
            },
            against: { calls in
                var checksum = 0
                for i in 0..<calls { Self.read(HandwrittenDashboard.traits(environments[i & mask]), into: &checksum) }
                return checksum
            })
    }

    /// One Dashboard evaluation by named keys, folded as `read(_:into:)`
    /// folds the hand-written struct.
    @inline(__always)
    static func dashboardTraits(_ ruleSet: RuleSet, _ keys: DashboardKeys, _ environment: LayoutEnvironment) -> Int {
        let match = ruleSet.match(environment)
        return code(ruleSet.valueKey(keys.breakpoint, at: match)) &+ code(ruleSet.valueKey(keys.shortWindow, at: match))
            &+ code(ruleSet.valueKey(keys.touch, at: match)) &+ code(ruleSet.valueKey(keys.panelsPerRow, at: match))
            &+ code(ruleSet.valueKey(keys.navigation, at: match)) &+ code(ruleSet.valueKey(keys.chartStyle, at: match))
            &+ code(ruleSet.valueKey(keys.showLegend, at: match)) &+ code(ruleSet.valueKey(keys.rowHeight, at: match))
    }

    // MARK: - Reading results (the same work for every evaluator)

    /// A value key as a number for the checksum (0 when unset): the
    /// library's counterpart of an enum's raw value.
    @inline(__always)
    static func code(_ key: TraitValueKey?) -> Int { Int(key?.index ?? -1) &+ 1 }

    static func fold(_ value: TraitValueData, into checksum: inout Int) {
        switch value {
        case .identifier(let name), .string(let name): checksum &+= name.utf8.count
        case .number(let number): checksum &+= Int(truncatingIfNeeded: number.bitPattern)
        case .boolean(let flag): checksum &+= flag ? 1 : 2
        }
    }

    static func read(_ traits: TraitCollection, into checksum: inout Int) {
        for (name, value) in traits {
            checksum &+= name.utf8.count
            fold(value, into: &checksum)
        }
    }

    static func read(
        _ result: (traits: [String: (value: TraitValueData, rule: Int)], matched: [Int]), into checksum: inout Int
    ) {
        for (name, entry) in result.traits {
            checksum &+= name.utf8.count
            fold(entry.value, into: &checksum)
        }
        checksum &+= result.matched.count
    }

    /// Everything a view needs of each region: frame, bounds, centre,
    /// transform and window frame (what `layoutc eval` prints).
    static func read(_ layout: FrameLayout, into checksum: inout Int) {
        for index in 0..<layout.count {
            let region = layout.regions[index]
            fold(region.frame, into: &checksum)
            fold(region.bounds, into: &checksum)
            checksum &+= Int(truncatingIfNeeded: region.center.x.bitPattern ^ region.center.y.bitPattern)
            let transform = region.transform
            checksum &+= Int(truncatingIfNeeded: transform.a.bitPattern ^ transform.d.bitPattern ^ transform.tx.bitPattern)
            fold(region.windowFrame, into: &checksum)
        }
    }

    static func read(_ traits: HandwrittenDashboard.Traits, into checksum: inout Int) {
        checksum &+= Int(traits.breakpoint.rawValue) &+ (traits.shortWindow ? 1 : 2) &+ (traits.touch ? 1 : 2)
        checksum &+= traits.panelsPerRow &+ Int(traits.navigation.rawValue) &+ Int(traits.chartStyle.rawValue)
        checksum &+= (traits.showLegend ? 1 : 2) &+ Int(truncatingIfNeeded: traits.rowHeight.bitPattern)
    }

    static func fold(_ rect: Rect, into checksum: inout Int) {
        checksum &+= Int(truncatingIfNeeded: rect.origin.x.bitPattern ^ rect.size.width.bitPattern)
        checksum &+= Int(truncatingIfNeeded: rect.origin.y.bitPattern ^ rect.size.height.bitPattern)
    }
}
