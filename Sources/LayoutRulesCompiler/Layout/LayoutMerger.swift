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

    /// One region of a cascade in progress, as `stride` numbers: the
    /// declaration that first mentions the region (its path; the parent is
    /// decided then), the parent's region (-1 at the top), the last
    /// declaration that mentions it (its range), the last that sets a
    /// transform (-1: none), then per attribute the winning setting's
    /// declaration and position in its `properties` (-1, -1: none).
    private static let stride = 4 + 2 * LayoutAttribute.allCases.count

    /// `MergedLayout(rules: indices.map { rules[$0] })`, exactly.
    mutating func merge(_ indices: [Int32]) -> MergedLayout {
        materialize(outcome(indices).key)
    }

    /// What `merge` builds, as numbers (see `stride`). Lists of rules with
    /// equal outcomes merge to equal layouts, so the layout compiler
    /// compiles a program once per outcome rather than once per list (in a
    /// large rule set most lists differ only in rules that later ones
    /// override entirely). The cascade runs over these numbers alone.
    mutating func outcome(_ indices: [Int32]) -> (key: [Int32], regions: Int) {
        let stride = Self.stride
        var drafts: [Int32] = []
        var touched: [Int32] = []
        for rule in indices {
            for declarationNumber in Int(declarationStart[Int(rule)])..<Int(declarationStart[Int(rule) + 1]) {
                let number = Int32(declarationNumber)
                let path = Int(pathOfDeclaration[declarationNumber])
                var slot = Int(slotOfPath[path])
                if slot < 0 {
                    slot = drafts.count / stride
                    let parentPath = Int(parentPathOfDeclaration[declarationNumber])
                    let parentSlot = parentPath >= 0 ? slotOfPath[parentPath] : -1
                    drafts += [number, parentSlot, number, -1]
                    drafts += repeatElement(-1, count: stride - 4)
                    slotOfPath[path] = Int32(slot)
                    touched.append(Int32(path))
                } else {
                    drafts[slot * stride + 2] = number
                }
                let base = slot * stride
                let settings = Int(settingStart[declarationNumber])..<Int(settingStart[declarationNumber + 1])
                for setting in settings {
                    let attribute = base + 4 + 2 * Int(settingAttribute[setting])
                    let isAuto = settingIsAuto[setting]
                    drafts[attribute] = isAuto ? -1 : number
                    drafts[attribute + 1] = isAuto ? -1 : Int32(setting - settings.lowerBound)
                }
                if declarationHasTransform[declarationNumber] { drafts[base + 3] = number }
            }
        }
        for path in touched { slotOfPath[Int(path)] = -1 }
        return (drafts, drafts.count / stride)
    }

    private func materialize(_ drafts: [Int32]) -> MergedLayout {
        let stride = Self.stride
        var layout = MergedLayout(rules: [])
        for base in Swift.stride(from: 0, to: drafts.count, by: stride) {
            var region = MergedLayout.Region(
                path: declaration(drafts[base]).path, parent: drafts[base + 1] >= 0 ? Int(drafts[base + 1]) : nil,
                range: declaration(drafts[base + 2]).range)
            for attribute in 0..<LayoutAttribute.allCases.count where drafts[base + 4 + 2 * attribute] >= 0 {
                let declaration = declaration(drafts[base + 4 + 2 * attribute])
                region.properties[attribute] = declaration.properties[Int(drafts[base + 5 + 2 * attribute])]
            }
            if drafts[base + 3] >= 0 {
                let declaration = declaration(drafts[base + 3])
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
