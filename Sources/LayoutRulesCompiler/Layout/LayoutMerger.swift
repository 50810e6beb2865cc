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
struct LayoutMerger: ~Copyable {
    private let rules: [Rule]
    /// Declaration `d` of rule `r` is number `declarationStart[r] + d`.
    private let declarationStart: [Int32]
    /// `wordsPerRule` words of bits per rule (see `Memory.ruleBits`).
    private let wordsPerRule: Int
    private let memory: Memory
    /// (`allCases` builds an array each time it is read: counted once.)
    private static let attributeCount = LayoutAttribute.allCases.count
    private static let bitsPerPath = attributeCount + 2
    private static let transformBit = attributeCount
    private static let mentionBit = attributeCount + 1

    /// What `outcome` reads and writes, in memory the merger owns: it runs
    /// for every distinct list of layout rules (thousands in a large rule
    /// set), and through arrays every read was bounds-checked, every write
    /// checked that the array was unique, and every call allocated its
    /// working arrays again. Every index is made in `init` from the rules
    /// themselves, so each is in range by construction (and checked in
    /// debug builds: see `OwnedBuffer`). The merger is not copyable, so no
    /// two mergers share this memory.
    private final class Memory {
        /// Per declaration: its path's number, and its parent path's (-1 at
        /// the top).
        let pathOfDeclaration: OwnedBuffer<Int32>
        let parentPathOfDeclaration: OwnedBuffer<Int32>
        /// `LayoutMerger.declarationStart`.
        let declarationStart: OwnedBuffer<Int32>
        /// Per declaration: whether it sets a transform, and where its
        /// settings start in the flat `settingAttribute`/`settingIsAuto`
        /// (ends at the next declaration's start): the merge loop reads
        /// only these integers.
        let declarationHasTransform: OwnedBuffer<Bool>
        let settingStart: OwnedBuffer<Int32>
        let settingAttribute: OwnedBuffer<UInt8>
        let settingIsAuto: OwnedBuffer<Bool>
        /// Per rule, `wordsPerRule` words of bits: for each path it
        /// declares, one bit per attribute it sets (`auto` too), one if it
        /// sets a transform, one for mentioning the path (`bitsPerPath` bits
        /// a path). The union over a list says what its merge decides, so
        /// `outcome` can stop reading declarations once all of it is decided.
        let ruleBits: OwnedBuffer<UInt64>
        /// The mention bits of every path, to count a list's paths.
        let mentionBits: OwnedBuffer<UInt64>

        // Working memory of one `outcome`, left as it was found.

        /// Per path: its region's index, or -1.
        let slotOfPath: OwnedBuffer<Int32>
        /// Per path and bit: what decided it, as (declaration, setting), or
        /// (-1, -1).
        let decided: OwnedBuffer<Int32>
        /// The bits `decided` holds (at most one entry per bit).
        let touched: OwnedBuffer<Int32>
        /// The paths with a slot (at most one entry per path).
        let order: OwnedBuffer<Int32>
        /// The bits the list decides, and those decided so far (zeroed at
        /// the start of each `outcome`).
        let wanted: OwnedBuffer<UInt64>
        let known: OwnedBuffer<UInt64>

        init(
            pathOfDeclaration: [Int32], parentPathOfDeclaration: [Int32], declarationStart: [Int32],
            declarationHasTransform: [Bool], settingStart: [Int32], settingAttribute: [UInt8], settingIsAuto: [Bool],
            ruleBits: [UInt64], mentionBits: [UInt64], pathCount: Int
        ) {
            self.pathOfDeclaration = OwnedBuffer(copying: pathOfDeclaration)
            self.parentPathOfDeclaration = OwnedBuffer(copying: parentPathOfDeclaration)
            self.declarationStart = OwnedBuffer(copying: declarationStart)
            self.declarationHasTransform = OwnedBuffer(copying: declarationHasTransform)
            self.settingStart = OwnedBuffer(copying: settingStart)
            self.settingAttribute = OwnedBuffer(copying: settingAttribute)
            self.settingIsAuto = OwnedBuffer(copying: settingIsAuto)
            self.ruleBits = OwnedBuffer(copying: ruleBits)
            self.mentionBits = OwnedBuffer(copying: mentionBits)
            slotOfPath = OwnedBuffer(repeating: -1, count: pathCount)
            decided = OwnedBuffer(repeating: -1, count: 2 * pathCount * LayoutMerger.bitsPerPath)
            touched = OwnedBuffer(repeating: 0, count: pathCount * LayoutMerger.bitsPerPath)
            order = OwnedBuffer(repeating: 0, count: pathCount)
            wanted = OwnedBuffer(repeating: 0, count: mentionBits.count)
            known = OwnedBuffer(repeating: 0, count: mentionBits.count)
        }

        /// Entry `index` of the outcome is (declaration, setting) unless an
        /// entry met earlier decided it.
        @inline(__always)
        func decide(_ index: Int, _ declaration: Int32, _ setting: Int32, touchedCount: inout Int) {
            let mask: UInt64 = 1 << UInt64(index % 64)
            guard known[index / 64] & mask == 0 else { return }
            known[index / 64] |= mask
            decided[2 * index] = declaration
            decided[2 * index + 1] = setting
            touched[touchedCount] = Int32(index)
            touchedCount += 1
        }
    }

    init(rules: [Rule]) {
        self.rules = rules
        var declarationStart: [Int32] = [0]
        var pathOfDeclaration: [Int32] = []
        var parentPathOfDeclaration: [Int32] = []
        var declarationHasTransform: [Bool] = []
        var settingStart: [Int32] = [0]
        var settingAttribute: [UInt8] = []
        var settingIsAuto: [Bool] = []
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
        let pathCount = numbers.count
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
        var mentionBits = [UInt64](repeating: 0, count: words)
        for path in 0..<pathCount {
            let bit = path * Self.bitsPerPath + Self.mentionBit
            mentionBits[bit / 64] |= 1 << UInt64(bit % 64)
        }
        self.declarationStart = declarationStart
        wordsPerRule = words
        memory = Memory(
            pathOfDeclaration: pathOfDeclaration, parentPathOfDeclaration: parentPathOfDeclaration,
            declarationStart: declarationStart, declarationHasTransform: declarationHasTransform,
            settingStart: settingStart, settingAttribute: settingAttribute, settingIsAuto: settingIsAuto, ruleBits: bits,
            mentionBits: mentionBits, pathCount: pathCount)
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
        var drafts: [Int32] = []
        outcome(indices, into: &drafts)
        return materialize(drafts)
    }

    /// What `merge` builds, as numbers (see `stride`), written over
    /// `drafts`; returns the number of regions. Lists of rules with equal
    /// outcomes merge to equal layouts, so the layout compiler compiles a
    /// program once per outcome rather than once per list (in a large rule
    /// set most lists differ only in rules that later ones override
    /// entirely). The cascade runs over these numbers alone, and the caller
    /// may pass the same `drafts` each time, so that no call allocates.
    ///
    /// Only what decides the merge is read: later rules win every setting,
    /// so the settings, transforms and last mentions are found from the
    /// last rule back, and the regions' order from the first rule on, each
    /// walk stopping once the list's bits say all is known. In a large rule
    /// set a list's last few layout rules usually set every property of
    /// every region.
    @discardableResult
    mutating func outcome(_ indices: [Int32], into drafts: inout [Int32]) -> Int {
        // (The list, hundreds of rules long in a large rule set, is walked
        // three times: through a pointer, without an array's bounds checks.)
        indices.withUnsafeBufferPointer { outcome(of: $0, into: &drafts) }
    }

    private func outcome(of indices: UnsafeBufferPointer<Int32>, into drafts: inout [Int32]) -> Int {
        let memory = self.memory
        let words = wordsPerRule
        memory.wanted.slice(0..<words).update(repeating: 0)
        memory.known.slice(0..<words).update(repeating: 0)
        for rule in indices {
            let bits = memory.ruleBits.slice((Int(rule) * words)..<(Int(rule) * words + words))
            for word in 0..<words { memory.wanted[word] |= bits[word] }
        }
        var touchedCount = 0
        // From the last rule back: the first seen of each bit wins. A
        // setting's entry is (declaration, position), two numbers.
        backward: for rule in indices.reversed() {
            let first = Int(memory.declarationStart[Int(rule)])
            var declaration = Int(memory.declarationStart[Int(rule) + 1])
            while declaration > first {
                declaration -= 1
                let base = Int(memory.pathOfDeclaration[declaration]) * Self.bitsPerPath
                let number = Int32(declaration)
                // (bit, declaration, setting) in the order they are met.
                memory.decide(base + Self.mentionBit, number, 0, touchedCount: &touchedCount)
                if memory.declarationHasTransform[declaration] {
                    memory.decide(base + Self.transformBit, number, 0, touchedCount: &touchedCount)
                }
                let settingsStart = Int(memory.settingStart[declaration])
                var setting = Int(memory.settingStart[declaration + 1])
                while setting > settingsStart {
                    setting -= 1
                    let isAuto = memory.settingIsAuto[setting]
                    memory.decide(
                        base + Int(memory.settingAttribute[setting]), isAuto ? -1 : number,
                        isAuto ? -1 : Int32(setting - settingsStart), touchedCount: &touchedCount)
                }
            }
            var complete = true
            for word in 0..<words where memory.known[word] != memory.wanted[word] {
                complete = false
                break
            }
            if complete { break backward }
        }
        // From the first rule on: the order regions are first declared in,
        // and each one's parent (declared before it, or none).
        var paths = 0
        for word in 0..<words { paths += (memory.wanted[word] & memory.mentionBits[word]).nonzeroBitCount }
        let stride = Self.stride
        let capacity = paths * stride
        drafts.removeAll(keepingCapacity: true)
        drafts.append(contentsOf: repeatElement(-1, count: capacity))
        var orderCount = 0
        // Written in place, a region (`stride` numbers) at a time: an entry
        // not decided is (-1, -1) in `decided`, as the draft wants it, so a
        // region's settings are copied as they are.
        let written = drafts.withUnsafeMutableBufferPointer { buffer in
            var written = 0
            forward: for rule in indices {
                for declaration in Int(memory.declarationStart[Int(rule)])..<Int(memory.declarationStart[Int(rule) + 1]) {
                    let path = Int(memory.pathOfDeclaration[declaration])
                    guard memory.slotOfPath[path] < 0 else { continue }
                    // (Every path the list mentions is counted in `paths`.)
                    guard written + stride <= buffer.count else { break forward }
                    let parentPath = Int(memory.parentPathOfDeclaration[declaration])
                    memory.slotOfPath[path] = Int32(orderCount)
                    memory.order[orderCount] = Int32(path)
                    orderCount += 1
                    let decided = memory.decided.slice((2 * path * Self.bitsPerPath)..<(2 * path * Self.bitsPerPath + 2 * Self.bitsPerPath))
                    buffer[written] = Int32(declaration)
                    buffer[written + 1] = parentPath >= 0 ? memory.slotOfPath[parentPath] : -1
                    buffer[written + 2] = decided[2 * Self.mentionBit]
                    buffer[written + 3] = decided[2 * Self.transformBit]
                    for entry in 0..<2 * Self.attributeCount { buffer[written + 4 + entry] = decided[entry] }
                    written += stride
                    paths -= 1
                    if paths == 0 { break forward }
                }
            }
            return written
        }
        if written < drafts.count { drafts.removeLast(drafts.count - written) }
        for position in 0..<orderCount { memory.slotOfPath[Int(memory.order[position])] = -1 }
        for position in 0..<touchedCount {
            let index = Int(memory.touched[position])
            memory.decided[2 * index] = -1
            memory.decided[2 * index + 1] = -1
        }
        return written / stride
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
