import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime

/// Estimates of how large a listing of a rule set would be, so that a tool
/// can refuse one past `Limits.maxOutputBytes` before building it. A tree
/// prints every leaf's assignments, a matrix every trait on every row, a
/// gallery every region on every picture: within every other limit, a
/// 2 MB file of 1 KB names and values still made a 600 MB tree dump and a
/// 3.5 GB Swift file (the allocation failed). Estimates, not exact sizes:
/// each errs on the large side by a small factor.
package enum OutputSize {
    /// Bytes of `layoutc tree` (text, JSON or DOT) for `tree`; the Swift
    /// source `compile --emit swift` writes is about twice this.
    package static func treeListing(_ ruleSet: RuleSet) -> Int {
        let tree = ruleSet.tree
        let valueBytes = tree.values.map { $0.description.utf8.count }
        let nameBytes = tree.traitNames.map(\.utf8.count)
        func cost(_ assignment: DecisionTree.Assignment) -> Int {
            let name = nameBytes.indices.contains(Int(assignment.trait)) ? nameBytes[Int(assignment.trait)] : 0
            let value = valueBytes.indices.contains(Int(assignment.value)) ? valueBytes[Int(assignment.value)] : 0
            return name + value + 48
        }
        let assigned = prefixSums(tree.assignments.map(cost))
        let residual = prefixSums(tree.residualAssignments.map(cost))
        // Pretty-printed JSON is the largest form: a node takes a few
        // hundred bytes, a matched rule a line of its own.
        var total = 4_096 + tree.nodes.count * 512 + ruleSet.rules.count * 160
        for leaf in tree.leaves {
            total += rangeSum(assigned, leaf.assignments) + Int(leaf.matchedCount) * 32 + leaf.residual.count * 96
        }
        for rule in tree.residualRules { total += rangeSum(residual, rule.assignments) }
        // Every rule is listed with its file's path (a long import path
        // repeated over 666,000 rules made 2 GB).
        return total + rules(ruleSet, ruleSet.rules.indices)
    }

    /// Bytes of lines that name `indices` of `ruleSet`'s rules with their
    /// positions (`eval`'s matched rules, `explain`, the rule list of a tree).
    package static func rules(_ ruleSet: RuleSet, _ indices: some Sequence<Int>) -> Int {
        var pathBytes: [FileID: Int] = [:]
        var total = 0
        for index in indices where ruleSet.rules.indices.contains(index) {
            let rule = ruleSet.rules[index]
            let file = (rule.mediaHeaders.last ?? rule.range).file
            if pathBytes[file] == nil { pathBytes[file] = ruleSet.sources[file]?.path.utf8.count ?? 0 }
            total += (pathBytes[file] ?? 0) + 160
        }
        return total
    }

    /// Bytes of `layoutc eval` (text or JSON) for `traits`: the
    /// environment, every trait, every matched rule and every region of
    /// `frames` (`traits.frames`, which the caller has solved already to
    /// print them: solving them again here would double the work).
    package static func evaluation(_ ruleSet: RuleSet, _ traits: TraitCollection, frames: FrameLayout) -> Int {
        var total = 4_096 + rules(ruleSet, traits.matchedRules.map(Int.init))
        for (name, value) in traits { total += name.utf8.count + value.description.utf8.count + 48 }
        for region in frames.regions { total += 3 * region.name.utf8.count + 1_024 }
        return total
    }

    /// The rows `Matrix` makes for `devices`: full screen, each
    /// multitasking window and each resizable sample, in both orientations
    /// of a phone or pad.
    package static func matrixRows(devices: [DeviceProfile], multitasking: Bool = true) -> Int {
        var rows = 0
        for device in devices {
            let rotates = device.idiom == .phone || device.idiom == .pad
            for orientation in rotates ? [LayoutInterfaceOrientation.portrait, .landscapeRight] : [.landscapeRight] {
                rows += multitasking ? device.namedWindows(in: orientation).count : 1
            }
        }
        return rows
    }

    /// Bytes of a `layoutc matrix` table on `devices`: every row holds
    /// every trait's longest value.
    package static func matrix(_ ruleSet: RuleSet, devices: [DeviceProfile]) -> Int {
        let tree = ruleSet.tree
        var longest = [Int](repeating: 1, count: tree.traitNames.count)
        for assignment in tree.assignments + tree.residualAssignments
        where longest.indices.contains(Int(assignment.trait)) && tree.values.indices.contains(Int(assignment.value)) {
            longest[Int(assignment.trait)] = max(longest[Int(assignment.trait)], tree.values[Int(assignment.value)].description.utf8.count)
        }
        // JSON repeats each trait's name on every row.
        let names = tree.traitNames.reduce(0) { $0 + $1.utf8.count }
        let perRow = longest.reduce(400, +) + names + 24 * longest.count
        return product(matrixRows(devices: devices), perRow)
    }

    /// Bytes of the HTML gallery of `ruleSet` on `devices` (`render
    /// --all`): an outline, a label and a title per region per picture,
    /// each picture taken as holding the largest layout.
    package static func gallery(_ ruleSet: RuleSet, devices: [DeviceProfile], multitasking: Bool = false) -> Int {
        var perPicture = 2_048
        for program in ruleSet.layouts.programs {
            perPicture = max(perPicture, 2_048 + program.regionNames.reduce(0) { $0 + 640 + 3 * $1.utf8.count })
        }
        return product(matrixRows(devices: devices, multitasking: multitasking), perPicture)
    }

    private static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : value
    }

    private static func prefixSums(_ values: [Int]) -> [Int] {
        var sums = [0]
        sums.reserveCapacity(values.count + 1)
        for value in values { sums.append(sums[sums.count - 1] + value) }
        return sums
    }

    private static func rangeSum(_ sums: [Int], _ range: Range<Int32>) -> Int {
        let lower = Int(range.lowerBound), upper = Int(range.upperBound)
        guard lower >= 0, lower <= upper, upper < sums.count else { return 0 }
        return sums[upper] - sums[lower]
    }
}
