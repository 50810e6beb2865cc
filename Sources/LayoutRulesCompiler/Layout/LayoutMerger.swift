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

    /// Per rule, `wordsPerRule` words of bits: for each path it declares,
    /// one bit per attribute it sets (`auto` too), one if it sets a
    /// transform, one for mentioning the path (`bitsPerPath` bits a path).
    /// The union over a list says what its merge decides, so `outcome` can
    /// stop reading declarations once all of it is decided.
    private var ruleBits: [UInt64] = []
    private var wordsPerRule = 0
    /// (`allCases` builds an array each time it is read: counted once.)
    private static let attributeCount = LayoutAttribute.allCases.count
    private static let bitsPerPath = attributeCount + 2
    private static let transformBit = attributeCount
    private static let mentionBit = attributeCount + 1
    /// Per path and bit, during `outcome`: what decided it (reset after).
    private var decided: [Int32] = []

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
        let words = (pathCount * Self.bitsPerPath + 63) / 64
        var bits = [UInt64](repeating: 0, count: rules.count * words)
        for rule in rules.indices {
            for declaration in Int(declarationStart[rule])..<Int(declarationStart[rule + 1]) {
                let base = Int(pathOfDeclaration[declaration]) * Self.bitsPerPath
                var set = [base + Self.mentionBit]
                if declarationHasTransform[declaration] { set.append(base + Self.transformBit) }
                for setting in Int(settingStart[declaration])..<Int(settingStart[declaration + 1]) {
                    set.append(base + Int(settingAttribute[setting]))
                }
                for bit in set { bits[rule * words + bit / 64] |= 1 << UInt64(bit % 64) }
            }
        }
        wordsPerRule = words
        ruleBits = bits
        decided = [Int32](repeating: -1, count: pathCount * Self.bitsPerPath * 2)
    }

    /// One region of a cascade in progress, as `stride` numbers: the
    /// declaration that first mentions the region (its path; the parent is
    /// decided then), the parent's region (-1 at the top), the last
    /// declaration that mentions it (its range), the last that sets a
    /// transform (-1: none), then per attribute the winning setting's
    /// declaration and position in its `properties` (-1, -1: none).
    private static let stride = 4 + 2 * attributeCount

    /// `MergedLayout(rules: indices.map { rules[$0] })`, exactly.
    mutating func merge(_ indices: [Int32]) -> MergedLayout {
        let drafts = outcome(indices).key
        return materialize(drafts)
    }

    /// What `merge` builds, as numbers (see `stride`). Lists of rules with
    /// equal outcomes merge to equal layouts, so the layout compiler
    /// compiles a program once per outcome rather than once per list (in a
    /// large rule set most lists differ only in rules that later ones
    /// override entirely). The cascade runs over these numbers alone.
    ///
    /// Only what decides the merge is read: later rules win every setting,
    /// so the settings, transforms and last mentions are found from the
    /// last rule back, and the regions' order from the first rule on, each
    /// walk stopping once the list's bits say all is known. In a large rule
    /// set a list's last few layout rules usually set every property of
    /// every region.
    mutating func outcome(_ indices: [Int32]) -> (key: [Int32], regions: Int) {
        let words = wordsPerRule
        var wanted = [UInt64](repeating: 0, count: words)
        for rule in indices {
            for word in 0..<words { wanted[word] |= ruleBits[Int(rule) * words + word] }
        }
        var known = [UInt64](repeating: 0, count: words)
        var touched: [Int] = []
        // From the last rule back: the first seen of each bit wins. A
        // setting's entry is (declaration, position), two numbers.
        backward: for rule in indices.reversed() {
            for declarationNumber in (Int(declarationStart[Int(rule)])..<Int(declarationStart[Int(rule) + 1])).reversed() {
                let base = Int(pathOfDeclaration[declarationNumber]) * Self.bitsPerPath
                let number = Int32(declarationNumber)
                // (bit, declaration, setting) in the order they are met.
                decide(base + Self.mentionBit, number, 0, known: &known, touched: &touched)
                if declarationHasTransform[declarationNumber] {
                    decide(base + Self.transformBit, number, 0, known: &known, touched: &touched)
                }
                let settings = Int(settingStart[declarationNumber])..<Int(settingStart[declarationNumber + 1])
                for setting in settings.reversed() {
                    let isAuto = settingIsAuto[setting]
                    decide(
                        base + Int(settingAttribute[setting]), isAuto ? -1 : number,
                        isAuto ? -1 : Int32(setting - settings.lowerBound), known: &known, touched: &touched)
                }
            }
            if known == wanted { break backward }
        }
        // From the first rule on: the order regions are first declared in,
        // and each one's parent (declared before it, or none).
        var paths = wanted.indices.reduce(0) { count, word in
            var bits = wanted[word]
            var mentions = 0
            while bits != 0 {
                let index = word * 64 + bits.trailingZeroBitCount
                if index % Self.bitsPerPath == Self.mentionBit { mentions += 1 }
                bits &= bits - 1
            }
            return count + mentions
        }
        let stride = Self.stride
        let attributeCount = Self.attributeCount
        var order: [Int32] = []
        // Written in place, a region (`stride` numbers) at a time: appending
        // number by number checked the array's uniqueness and capacity for
        // each of the 30 or so.
        let capacity = paths * stride
        let drafts = [Int32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var written = 0
            forward: for rule in indices {
                for declarationNumber in Int(declarationStart[Int(rule)])..<Int(declarationStart[Int(rule) + 1]) {
                    let path = Int(pathOfDeclaration[declarationNumber])
                    guard slotOfPath[path] < 0 else { continue }
                    // (Every path the list mentions is counted in `paths`.)
                    guard written + stride <= capacity else { break forward }
                    let parentPath = Int(parentPathOfDeclaration[declarationNumber])
                    let parentSlot = parentPath >= 0 ? slotOfPath[parentPath] : -1
                    slotOfPath[path] = Int32(order.count)
                    order.append(Int32(path))
                    let base = path * Self.bitsPerPath
                    buffer[written] = Int32(declarationNumber)
                    buffer[written + 1] = parentSlot
                    buffer[written + 2] = decided[2 * (base + Self.mentionBit)]
                    buffer[written + 3] =
                        known[(base + Self.transformBit) / 64] & (1 << UInt64((base + Self.transformBit) % 64)) != 0
                        ? decided[2 * (base + Self.transformBit)] : -1
                    for attribute in 0..<attributeCount {
                        let index = base + attribute
                        let isKnown = known[index / 64] & (1 << UInt64(index % 64)) != 0
                        buffer[written + 4 + 2 * attribute] = isKnown ? decided[2 * index] : -1
                        buffer[written + 5 + 2 * attribute] = isKnown ? decided[2 * index + 1] : -1
                    }
                    written += stride
                    paths -= 1
                    if paths == 0 { break forward }
                }
            }
            initialized = written
        }
        for path in order { slotOfPath[Int(path)] = -1 }
        for index in touched {
            decided[2 * index] = -1
            decided[2 * index + 1] = -1
        }
        return (drafts, drafts.count / stride)
    }

    /// Entry `index` of the outcome is (declaration, setting) unless an
    /// entry met earlier decided it.
    @inline(__always)
    private mutating func decide(
        _ index: Int, _ declaration: Int32, _ setting: Int32, known: inout [UInt64], touched: inout [Int]
    ) {
        guard known[index / 64] & (1 << UInt64(index % 64)) == 0 else { return }
        known[index / 64] |= 1 << UInt64(index % 64)
        decided[2 * index] = declaration
        decided[2 * index + 1] = setting
        touched.append(index)
    }

    private func materialize(_ drafts: [Int32]) -> MergedLayout {
        let stride = Self.stride
        var layout = MergedLayout(rules: [])
        layout.reserveCapacity(drafts.count / stride)
        // Declarations are read in place (`rules[r].regions[d]`), field by
        // field: a copy of one retains all its arrays, and this reads
        // thousands.
        for base in Swift.stride(from: 0, to: drafts.count, by: stride) {
            let first = locate(drafts[base])
            let last = locate(drafts[base + 2])
            var region = MergedLayout.Region(
                path: rules[first.rule].regions[first.index].path,
                parent: drafts[base + 1] >= 0 ? Int(drafts[base + 1]) : nil,
                range: rules[last.rule].regions[last.index].range)
            for attribute in 0..<Self.attributeCount where drafts[base + 4 + 2 * attribute] >= 0 {
                let winner = locate(drafts[base + 4 + 2 * attribute])
                region.setProperty(
                    rules[winner.rule].regions[winner.index].properties[Int(drafts[base + 5 + 2 * attribute])], at: attribute)
            }
            if drafts[base + 3] >= 0 {
                let winner = locate(drafts[base + 3])
                region.transform = rules[winner.rule].regions[winner.index].transform
                region.transformRange = rules[winner.rule].regions[winner.index].transformRange
            }
            layout.append(region)
        }
        return layout
    }

    /// Declaration number `number`: its rule, found by binary search, and
    /// its position in the rule's `regions`.
    private func locate(_ number: Int32) -> (rule: Int, index: Int) {
        var low = 0
        var high = rules.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if declarationStart[middle] <= number { low = middle } else { high = middle - 1 }
        }
        return (low, Int(number - declarationStart[low]))
    }
}
