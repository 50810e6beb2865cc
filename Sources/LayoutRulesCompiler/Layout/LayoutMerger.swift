import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// Builds `MergedLayout`s for many lists of rules, as `MergedLayout(rules:)`
/// does, for the layout compiler's thousands of leaves.
///
/// Why not `MergedLayout(rules:)` per leaf: it copies every rule and every
/// declaration of the list (each copy retains half a dozen arrays) and
/// hashes region paths as string arrays; at 10,000 rules that is a third
/// of the compile time. Here paths are numbered once per rule set, the
/// cascade is run over small integers (which declaration last set each
/// property), and only the winners are copied, once.
struct LayoutMerger {
    private let rules: [Rule]
    /// Declaration `d` of rule `r` is number `declarationStart[r] + d`.
    private var declarationStart: [Int32] = [0]
    /// Per declaration: its path's number, and its parent path's (-1 at the top).
    private var pathOfDeclaration: [Int32] = []
    private var parentPathOfDeclaration: [Int32] = []
    /// Per declaration: whether it sets a transform, and where its settings
    /// start in the flat `settingAttribute`/`settingIsAuto` (ends at the
    /// next declaration's start): the merge loop reads only these integers.
    private var declarationHasTransform: [Bool] = []
    private var settingStart: [Int32] = [0]
    private var settingAttribute: [UInt8] = []
    private var settingIsAuto: [Bool] = []
    private var pathCount = 0

    /// Per path, during one merge: its region's index, or -1 (reset after).
    private var slotOfPath: [Int32] = []

    init(rules: [Rule]) {
        self.rules = rules
        var numbers: [[String]: Int32] = [:]
        func number(_ path: [String]) -> Int32 {
            if let known = numbers[path] { return known }
            let next = Int32(numbers.count)
            numbers[path] = next
            return next
        }
        for rule in rules {
            for declaration in rule.regions {
                pathOfDeclaration.append(number(declaration.path))
                parentPathOfDeclaration.append(declaration.path.count > 1 ? number(Array(declaration.path.dropLast())) : -1)
                declarationHasTransform.append(declaration.transform != nil)
                for setting in declaration.properties {
                    settingAttribute.append(UInt8(setting.attribute.rawValue))
                    if case .auto = setting.value { settingIsAuto.append(true) } else { settingIsAuto.append(false) }
                }
                settingStart.append(Int32(settingAttribute.count))
            }
            declarationStart.append(Int32(pathOfDeclaration.count))
        }
        pathCount = numbers.count
        slotOfPath = [Int32](repeating: -1, count: pathCount)
    }

    /// Where a winning setting comes from: declaration (global number) and
    /// position in its `properties`; -1 for none.
    private struct Source {
        var declaration: Int32 = -1
        var setting: Int32 = -1
    }

    /// What one region accumulates while the cascade runs.
    private struct Draft {
        /// The first declaration (its path; parent decided then).
        var first: Int32
        var parent: Int?
        /// The last declaration that mentions the region (its range).
        var last: Int32
        /// The last declaration that sets a transform.
        var transform: Int32 = -1
        var properties = [Source](repeating: Source(), count: LayoutAttribute.allCases.count)
    }

    /// `MergedLayout(rules: indices.map { rules[$0] })`, exactly.
    mutating func merge(_ indices: [Int32]) -> MergedLayout {
        var drafts: [Draft] = []
        var touched: [Int32] = []
        for rule in indices {
            for declarationNumber in Int(declarationStart[Int(rule)])..<Int(declarationStart[Int(rule) + 1]) {
                let number = Int32(declarationNumber)
                let path = Int(pathOfDeclaration[Int(number)])
                var slot = Int(slotOfPath[path])
                if slot < 0 {
                    slot = drafts.count
                    let parentPath = Int(parentPathOfDeclaration[Int(number)])
                    let parentSlot = parentPath >= 0 ? Int(slotOfPath[parentPath]) : -1
                    drafts.append(Draft(first: number, parent: parentSlot >= 0 ? parentSlot : nil, last: number))
                    slotOfPath[path] = Int32(slot)
                    touched.append(Int32(path))
                } else {
                    drafts[slot].last = number
                }
                let settings = Int(settingStart[declarationNumber])..<Int(settingStart[declarationNumber + 1])
                for setting in settings {
                    let attribute = Int(settingAttribute[setting])
                    drafts[slot].properties[attribute] =
                        settingIsAuto[setting]
                        ? Source() : Source(declaration: number, setting: Int32(setting - settings.lowerBound))
                }
                if declarationHasTransform[declarationNumber] { drafts[slot].transform = number }
            }
        }
        for path in touched { slotOfPath[Int(path)] = -1 }
        var layout = MergedLayout(rules: [])
        for draft in drafts {
            var region = MergedLayout.Region(
                path: declaration(draft.first).path, parent: draft.parent, range: declaration(draft.last).range)
            for (attribute, source) in draft.properties.enumerated() where source.declaration >= 0 {
                region.properties[attribute] = declaration(source.declaration).properties[Int(source.setting)]
            }
            if draft.transform >= 0 {
                let declaration = declaration(draft.transform)
                region.transform = declaration.transform
                region.transformRange = declaration.transformRange
            }
            layout.append(region)
        }
        return layout
    }

    /// Declaration number `number`: the rule is found by binary search.
    private func declaration(_ number: Int32) -> RegionDeclaration {
        var low = 0
        var high = rules.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if declarationStart[middle] <= number { low = middle } else { high = middle - 1 }
        }
        return rules[low].regions[Int(number - declarationStart[low])]
    }
}
