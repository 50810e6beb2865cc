import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics

/// One environment a real device gives an app: a device, an interface
/// orientation and a window; or, for a window the user resizes freely,
/// every size the window can take.
struct DevicePlace: Sendable {
    /// The environment; for a resizable window, at its largest size.
    package var environment: LayoutEnvironment
    /// How a message names it: "iPhone 17 Pro Max in landscape",
    /// "iPad Air 2 in landscape split-1/2".
    package var name: String
    /// For a resizable window, the widths and heights it can take (in
    /// any combination); nil for a window of one size.
    var sizes: SizeRange?
}

/// The sizes of a freely resizable window: any width and any height in
/// these ranges, in points.
struct SizeRange: Sendable, Hashable {
    package var width: ClosedRange<Double>
    package var height: ClosedRange<Double>
}

/// `unreachable-on-devices`: rules that some environment matches (so
/// `never-matches` is silent) but no real device does, in any interface
/// orientation or window: `(idiom: phone) and (width >= 1000)`,
/// `(scale: 4)`. The devices are the catalog's and the compilation's own
/// `@device`s.
///
/// The check evaluates the decision tree once per device environment (a
/// few hundred) and marks the rules of the leaves they reach, so its cost
/// does not grow with rules × environments; only the rules it warns about
/// are then evaluated environment by environment, to name the nearest one.
enum DeviceReach {
    /// The catalog's models in the order `places(of:)` should see them:
    /// idioms as the catalog orders them, and within each the newest model
    /// first (models without a year last), so that of the models sharing a
    /// screen a message names the one developers have at hand ("iPhone 17
    /// Pro Max", not "iPhone 16 Pro Max", for a 440 x 956 point screen).
    static func newestFirst(_ devices: [DeviceProfile]) -> [DeviceProfile] {
        // The keys are made once and the positions sorted: comparing the
        // profiles themselves hashed each idiom's name twice per comparison
        // and moved whole profiles, a sixth of checking an empty file.
        var idiomRank: [Idiom: Int] = [:]
        for device in devices where idiomRank[device.idiom] == nil { idiomRank[device.idiom] = idiomRank.count }
        let keys = devices.enumerated().map { (idiom: idiomRank[$1.idiom, default: 0], year: $1.year ?? .min, position: $0) }
        let order = keys.sorted { a, b in
            if a.idiom != b.idiom { return a.idiom < b.idiom }
            return a.year != b.year ? a.year > b.year : a.position < b.position
        }
        return order.map { devices[$0.position] }
    }

    /// The catalog's models, ``newestFirst(_:)``.
    package static let catalog: [DeviceProfile] = newestFirst(DeviceCatalog.all)

    /// Every environment `devices` offer, each once (two models with the
    /// same screen give the same environments; the first named keeps them,
    /// so pass the catalog as ``catalog`` orders it):
    /// each interface orientation (all four, the usual ones first, as even
    /// a screen that does not rotate may report any of them), full screen,
    /// every multitasking window the device has in that orientation, and
    /// its resizable windows as one place (``resizableSizes(of:screen:)``).
    static func places(of devices: [DeviceProfile]) -> [DevicePlace] {
        var seen = Set<PlaceKey>()
        var places: [DevicePlace] = []
        for device in devices {
            let rotates = device.idiom == .phone || device.idiom == .pad
            let orientations: [LayoutInterfaceOrientation] =
                rotates
                ? [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
                : [.landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
            for orientation in orientations {
                var windows: [(WindowSpec, String)] = [(.fullScreen, "")]
                for window in device.windows where window.landscape == orientation.isLandscape {
                    windows.append((.multitasking(window.kind), " " + window.kind.rawValue))
                }
                for (window, suffix) in windows {
                    guard let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: window),
                        seen.insert(PlaceKey(environment)).inserted
                    else { continue }
                    let name = "\(device.name) in \(name(of: orientation))\(suffix)"
                    places.append(DevicePlace(environment: environment, name: name))
                }
                guard var environment = try? LayoutEnvironment(device: device, orientation: orientation),
                    let sizes = resizableSizes(
                        of: device, screen: Size(width: environment.screenWidth, height: environment.screenHeight))
                else { continue }
                environment.window = .resizable
                (environment.width, environment.height) = (sizes.width.upperBound, sizes.height.upperBound)
                guard seen.insert(PlaceKey(environment, sizes: sizes)).inserted else { continue }
                places.append(
                    DevicePlace(
                        environment: environment, name: "\(device.name) in \(name(of: orientation)) resizable", sizes: sizes))
            }
        }
        return places
    }

    /// The sizes a freely resizable window of `device` can take on a
    /// screen of `screen` points, or nil when it has none.
    ///
    /// A device with ``DeviceProfile/resizableWindows`` (the iPads of Stage
    /// Manager and iPadOS 26, or a device definition that gives them) has
    /// any size from its smallest window up to the screen
    /// (``ResizableWindows/contains(_:screen:)``). Mac Catalyst and visionOS
    /// windows are resizable by default
    /// ([Mac Catalyst](https://developer.apple.com/documentation/uikit/mac-catalyst),
    /// [visionOS windows](https://developer.apple.com/design/human-interface-guidelines/windows#visionOS)),
    /// and a profile of those idioms gives a single size: without resizable
    /// windows of their own, theirs are taken to be any size up to that
    /// one. No minimum is known, so none is assumed, which can only keep a
    /// warning back, never make a false one.
    static func resizableSizes(of device: DeviceProfile, screen: Size) -> SizeRange? {
        guard screen.width > 0, screen.height > 0 else { return nil }
        if let minimum = device.resizableWindows?.minimumSize {
            guard minimum.width <= screen.width, minimum.height <= screen.height else { return nil }
            return SizeRange(width: minimum.width...screen.width, height: minimum.height...screen.height)
        }
        guard device.idiom == .mac || device.idiom == .vision else { return nil }
        return SizeRange(width: 0...screen.width, height: 0...screen.height)
    }

    /// `landscape` for landscape-right, the orientation `layoutc` and
    /// `matrix` call landscape; the others by their feature value.
    private static func name(of orientation: LayoutInterfaceOrientation) -> String {
        orientation == .landscapeRight ? "landscape" : orientation.rawValue
    }

    /// The features of an environment, and nothing else (safe areas and
    /// the native scale match no test): equal keys reach the same leaf.
    private struct PlaceKey: Hashable {
        var sizes: SIMD4<UInt64>
        var scale: UInt64
        var kinds: SIMD4<Int32>
        /// A resizable window's sizes; zero for a window of one size.
        var range: SIMD4<UInt64> = .zero

        init(_ environment: LayoutEnvironment, sizes range: SizeRange? = nil) {
            if let range {
                self.range = SIMD4(
                    range.width.lowerBound.bitPattern, range.width.upperBound.bitPattern, range.height.lowerBound.bitPattern,
                    range.height.upperBound.bitPattern)
            }
            sizes = SIMD4(
                environment.width.bitPattern, environment.height.bitPattern, environment.screenWidth.bitPattern,
                environment.screenHeight.bitPattern)
            scale = environment.scale.bitPattern
            // The gamut too: models of one geometry may differ in it (iPhone 6 and 7).
            kinds = SIMD4(
                Int32(environment.interfaceOrientation.featureIndex), Int32(environment.idiom.featureIndex),
                Int32(environment.window.featureIndex), Int32(environment.colorGamut.featureIndex))
        }
    }

    /// Part evaluations the explanations of one compilation may do (rule
    /// tests × device environments): thousands of warned rules of many
    /// tests each would otherwise take seconds. Past it, a warning comes
    /// without the nearest environment.
    static let explanationBudget = 4_000_000

    /// The warnings: a rule that `matched` somewhere the check can judge
    /// (`RuleAnalysis.judged`, gathered by the tree builder) but in none of
    /// `places`, unless `exempt`. `space` is the tree's, for
    /// walking it over a resizable window's sizes.
    static func warnings(
        _ ruleSet: CompiledRuleSet, matched: [Bool], places: [DevicePlace], space: FeatureSpace, exempt: (Rule) -> Bool
    ) -> [Diagnostic] {
        let tree = ruleSet.tree
        let leaves = tree.leaves
        let residualRules = tree.residualRules
        let leafWords = tree.matchedWords
        // Rules as bits, a word per 64: a leaf holds thousands of rules in a
        // large rule set, and the leaf keeps them as words, so marking them
        // reached is an `or` per word, not a store per rule.
        var reached = RuleBits(count: ruleSet.rules.count)
        let candidate = ruleSet.rules.map { matched[$0.index] && !exempt($0) }
        var candidates = RuleBits(count: ruleSet.rules.count)
        for rule in candidate.indices where candidate[rule] { candidates.insert(rule) }
        // The candidates not reached yet (counted once the windows of one
        // size are done).
        var remaining = 0
        func reach(_ rule: Int) {
            guard !reached.contains(rule) else { return }
            reached.insert(rule)
            if candidate[rule] { remaining -= 1 }
        }
        func reach(leaf: Int) {
            let range = leaves[leaf].matchedWords
            remaining -= reached.add(
                leafWords[Int(range.lowerBound)..<Int(range.upperBound)], atWord: Int(leaves[leaf].matchedBase),
                counting: candidates)
        }
        var reachedLeaves = Set<Int>()
        // The user's settings (dark mode, a text size) are the user's to
        // choose on every device: when the tree tests one, a window of one
        // size reaches a leaf per choice, so it is walked below as a
        // resizable window of its one size (see `box`), not evaluated at
        // the settings' defaults.
        let testsSettings = tree.nodes.contains { $0.kind == .choice && $0.feature.descriptor.isUserSetting }
        func walkedSizes(_ place: DevicePlace) -> SizeRange? {
            if let sizes = place.sizes { return sizes }
            let (width, height) = (place.environment.width, place.environment.height)
            return testsSettings && width.isFinite && height.isFinite ? SizeRange(width: width...width, height: height...height) : nil
        }
        // Windows of one size first: one leaf each.
        for place in places where walkedSizes(place) == nil {
            let leaf = tree.leafIndex(for: place.environment)
            guard leaves.indices.contains(leaf) else { continue }
            if reachedLeaves.insert(leaf).inserted { reach(leaf: leaf) }
            // A residual rule holds or not per environment, not per leaf.
            for index in leaves[leaf].residual
            where tree.storage.conditions.holds(residualRules[Int(index)].condition, in: place.environment) {
                reach(Int(residualRules[Int(index)].rule))
            }
        }
        // Then the resizable windows, each a walk of the tree, which ends once
        // no rule that could be warned about is left: the largest ranges
        // first, as they reach the most, and each distinct range once (the
        // two portrait orientations give the same one unless the rules test
        // the interface orientation).
        remaining = candidate.indices.count { candidate[$0] && !reached.contains($0) }
        let ranges = places.enumerated().compactMap { offset, place in walkedSizes(place).map { (offset, place, $0) } }
            .sorted { a, b in
                let (areaA, areaB) = (a.2.width.upperBound * a.2.height.upperBound, b.2.width.upperBound * b.2.height.upperBound)
                return areaA != areaB ? areaA > areaB : a.0 < b.0
            }
        var walked = Set<WalkKey>()
        // Where each test node cuts its axis, found when a walk first splits
        // there (-1: not yet), for the walks after it.
        var cuts = [Int32](repeating: -1, count: tree.nodes.count)
        var visited = VisitSet()
        var live: [Bool] = []
        var liveFor = -1
        for (_, place, sizes) in ranges {
            guard remaining > 0 else { break }
            let start = box(place.environment, sizes, space)
            let key = WalkKey(
                box: start, sizes: sizes, screen: SIMD2(place.environment.screenWidth, place.environment.screenHeight))
            guard walked.insert(key).inserted else { continue }
            // The walk skips the subtrees where every rule is reached already.
            // Marking them reads every leaf's rules, so it is redone only
            // once half the rules left at the last marking are reached: an
            // older marking keeps more subtrees, which costs the walk time
            // but never a rule.
            if liveFor < 0 || remaining * 2 <= liveFor {
                live = liveNodes(tree, wanted: zip(candidates.words, reached.words).map { $0 & ~$1 })
                liveFor = remaining
            }
            // Every leaf some size reaches: a rule any of them matches, or may
            // match at run time, counts as reached. Past its budget the walk
            // cannot say, and no rule is warned about.
            let complete = walk(tree, space: space, from: start, place.environment, sizes, live: live, cuts: &cuts, visited: &visited) { leaf in
                guard leaves.indices.contains(leaf) else { return false }
                reach(leaf: leaf)
                for index in leaves[leaf].residual { reach(Int(residualRules[Int(index)].rule)) }
                return remaining == 0
            }
            guard complete else { return [] }
        }
        var budget = explanationBudget
        var warnings: [Diagnostic] = []
        // A resizable window is judged at its corners: a test of one feature
        // is nearest to holding at one of them.
        let samples = Samples(places.flatMap(corners))
        for rule in ruleSet.rules where matched[rule.index] && !reached.contains(rule.index) && !exempt(rule) {
            warnings.append(warning(for: rule, samples: samples, ownDevices: !ruleSet.devices.isEmpty, budget: &budget))
        }
        return warnings
    }

    /// Calls `visit` with each leaf a resizable window reaches at some size,
    /// from `start` (its ``box(_:_:_:)``), until `visit` returns true; false
    /// when the walk ran out of budget first.
    ///
    /// The walk narrows the window's box at each test, and drops a box no
    /// size fits: width, height, aspect ratio and the fractions all follow
    /// from one width and one height, so a box can be empty though each of
    /// its intervals is not ("width >= 768 and aspect-ratio <= 9/16" asks
    /// for a window 1,365 points tall). Boundaries are kept generously, so
    /// a leaf is dropped only when no size can reach it.
    /// Only nodes marked in `live` are entered.
    private static func walk(
        _ tree: DecisionTree, space: FeatureSpace, from start: Box, _ environment: LayoutEnvironment, _ sizes: SizeRange,
        live: [Bool], cuts: inout [Int32], visited: inout VisitSet, visit: (Int) -> Bool
    ) -> Bool {
        let nodes = tree.nodes
        let budget = max(200_000, 8 * nodes.count)
        visited.removeAll()
        var pending = PendingVisits(live: live)
        pending.add(tree.root, start)
        var steps = 0
        while let index = pending.nodes.popLast() {
            steps += 1
            guard steps <= budget else { return false }
            guard index != PendingVisits.skipped, let box = pending.boxes.popLast(), let checkFits = pending.checkFits.popLast()
            else { continue }
            guard visited.insert(node: index, box: box), !checkFits || fits(box, sizes, environment, space) else { continue }
            let node = nodes[Int(index)]
            if node.kind == .leaf {
                if visit(Int(node.first)) { return true }
                continue
            }
            // `fits` reads the sizes' slots alone: a node that tests another
            // feature gives its children the box as it fits here.
            pending.childrenCheckFits = sizeSlots.contains(FeatureSpace.slot(node.feature))
            var cut: Int?
            if node.kind != .choice, cuts.indices.contains(Int(index)) {
                if cuts[Int(index)] < 0 { cuts[Int(index)] = Int32(TreeWalk.cut(of: node, space: space)) }
                cut = Int(cuts[Int(index)])
            }
            TreeWalk.addBranches(of: node, in: tree, box: box, space: space, cut: cut, to: &pending)
        }
        return true
    }

    /// The nodes a walk has yet to visit, the last first, each with its box
    /// in `boxes` and whether it must be checked to fit in `checkFits`. A
    /// node that is not live is kept as `skipped`, without its box: it
    /// still counts a step toward the budget when its turn comes, as it
    /// would if it were entered and found dead.
    private struct PendingVisits: TreeWalk.BranchSink {
        static let skipped: Int32 = -1
        let live: [Bool]
        var nodes: [Int32] = []
        var boxes: [Box] = []
        var checkFits: [Bool] = []
        /// What `add` gives the children it adds in `checkFits`.
        var childrenCheckFits = true

        init(live: [Bool]) { self.live = live }

        mutating func add(_ child: Int32, _ box: Box) {
            if live.indices.contains(Int(child)), live[Int(child)] {
                nodes.append(child)
                boxes.append(box)
                checkFits.append(childrenCheckFits)
            } else {
                nodes.append(Self.skipped)
            }
        }
    }

    /// The pairs of a node and a box a walk has entered: an open-addressing
    /// table of positions in `nodes` and `boxes`, at most half full. A walk
    /// enters a node once per box it arrives with (a shared subtree can be
    /// reached with several), thousands of times; a `Set` of the pairs ran
    /// each through `Hasher` and moved every box whenever it grew. One set
    /// serves every walk of a check (`removeAll()` between them), so its
    /// arrays grow only in the first few.
    private struct VisitSet {
        private var table = [Int32](repeating: 0, count: 1024)
        /// A slot of `table` holds a position only when its stamp is `stamp`:
        /// emptying the set is a new stamp, not a pass over the table.
        private var stamps = [UInt32](repeating: 0, count: 1024)
        private var stamp: UInt32 = 1
        private var hashes: [UInt64] = []
        private var nodes: [Int32] = []
        private var boxes: [Box] = []

        /// Adds the visit; false when it is there already.
        mutating func insert(node: Int32, box: Box) -> Bool {
            if 2 * (nodes.count + 1) > table.count { grow() }
            let hash = Self.hash(node, box)
            let mask = table.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while stamps[slot] == stamp {
                let entry = Int(table[slot])
                if hashes[entry] == hash, nodes[entry] == node, boxes[entry] == box { return false }
                slot = (slot + 1) & mask
            }
            table[slot] = Int32(nodes.count)
            stamps[slot] = stamp
            hashes.append(hash)
            nodes.append(node)
            boxes.append(box)
            return true
        }

        /// Empties the set, keeping its room.
        mutating func removeAll() {
            hashes.removeAll(keepingCapacity: true)
            nodes.removeAll(keepingCapacity: true)
            boxes.removeAll(keepingCapacity: true)
            stamp &+= 1
            if stamp == 0 {
                stamps = [UInt32](repeating: 0, count: stamps.count)
                stamp = 1
            }
        }

        private mutating func grow() {
            table = [Int32](repeating: 0, count: 2 * table.count)
            stamps = [UInt32](repeating: 0, count: table.count)
            let mask = table.count - 1
            for (entry, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while stamps[slot] == stamp { slot = (slot + 1) & mask }
                table[slot] = Int32(entry)
                stamps[slot] = stamp
            }
        }

        /// The node and the box's numeric bounds, mixed in one word, its
        /// high half folded onto the low one (the table takes the low bits).
        /// Boxes that differ only in a discrete feature's values collide,
        /// and equality tells them apart.
        private static func hash(_ node: Int32, _ box: Box) -> UInt64 {
            var word = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
            for lane in 0..<FeatureSpace.lanes {
                let bounds = UInt64(UInt32(bitPattern: box.low[lane])) | UInt64(UInt32(bitPattern: box.high[lane])) << 32
                word = (word ^ bounds) &* 0xBF58_476D_1CE4_E5B9
            }
            return word ^ word >> 32
        }
    }

    /// For each node of `tree`, whether a leaf below it (or it, if a leaf)
    /// lists a rule that is `wanted` (rule `r` is bit `r % 64` of word
    /// `r / 64`), as matched or as tested at run time.
    private static func liveNodes(_ tree: DecisionTree, wanted: [UInt64]) -> [Bool] {
        let nodes = tree.nodes
        let leaves = tree.leaves
        let residualRules = tree.residualRules
        let choices = tree.choices
        var live = [Bool](repeating: false, count: nodes.count)
        // Read and written through pointers: a pass over every node of a
        // large tree, where each access of the array paid for a check.
        live.withUnsafeMutableBufferPointer { live in
            func isLive(_ child: Int32, below parent: Int) -> Bool {
                // The builder adds a node after its children, so one pass in
                // order sees every child first; a child that comes later (no
                // tree the builder makes has one) is taken as live, which costs
                // a walk time but never a rule.
                child >= 0 && Int(child) < parent ? live[Int(child)] : true
            }
            func isWanted(_ rule: Int) -> Bool {
                rule >= 0 && rule >> 6 < wanted.count && wanted[rule >> 6] & (1 << UInt64(rule & 63)) != 0
            }
            tree.matchedWords.withUnsafeBufferPointer { matchedWords in
                wanted.withUnsafeBufferPointer { wantedWords in
                    for index in nodes.indices {
                        let node = nodes[index]
                        switch node.kind {
                        case .leaf:
                            let leaf = Int(node.first)
                            guard leaves.indices.contains(leaf) else { continue }
                            let words = leaves[leaf].matchedWords
                            var word = Int(leaves[leaf].matchedBase)
                            var holdsWanted = false
                            for position in Int(words.lowerBound)..<Int(words.upperBound) {
                                if word < wantedWords.count, matchedWords[position] & wantedWords[word] != 0 {
                                    holdsWanted = true
                                    break
                                }
                                word += 1
                            }
                            live[index] =
                                holdsWanted || leaves[leaf].residual.contains { isWanted(Int(residualRules[Int($0)].rule)) }
                        case .threshold, .ratio:
                            live[index] = isLive(node.first, below: index) || isLive(node.second, below: index)
                        case .choice:
                            live[index] = (0..<Int(node.second)).contains {
                                isLive(choices[Int(node.first) + $0], below: index)
                            }
                        }
                    }
                }
            }
        }
        return live
    }

    /// What a walk over a resizable window depends on: two places with the
    /// same key reach the same leaves.
    private struct WalkKey: Hashable {
        var box: Box
        var sizes: SizeRange
        var screen: SIMD2<Double>
    }

    /// Whether some window size in `sizes` lies in `box`: some width and
    /// height whose aspect ratio and fractions fall in the box's intervals.
    private static func fits(_ box: Box, _ sizes: SizeRange, _ environment: LayoutEnvironment, _ space: FeatureSpace) -> Bool {
        let slots = sizeSlots
        func bounds(_ slot: Int) -> ClosedRange<Double> {
            space.valueBounds(low: Int(box.low[slot]), high: Int(box.high[slot]), slot: slot)
        }
        // Width and height from their own tests and from the fractions (a
        // fraction of 1 is any side from the screen's up). The quotient is
        // rounded, and underflows to 0 for a side of 1e-320 points: the
        // sides a fraction allows are widened past both.
        func side(_ range: ClosedRange<Double>, _ own: Int, _ fraction: Int, screen: Double) -> ClosedRange<Double>? {
            let part = bounds(fraction)
            let tested = bounds(own)
            let lower = max(range.lowerBound, tested.lowerBound, part.lowerBound * screen * (1 - 1e-9) - screen * 1e-300)
            let upper = min(
                range.upperBound, tested.upperBound,
                part.upperBound >= 1 ? .infinity : part.upperBound * screen * (1 + 1e-9) + screen * 1e-300)
            return lower <= upper * (1 + 1e-9) ? lower...max(lower, upper) : nil
        }
        guard let width = side(sizes.width, slots.width, slots.widthFraction, screen: environment.screenWidth),
            let height = side(sizes.height, slots.height, slots.heightFraction, screen: environment.screenHeight)
        else { return false }
        // The ratios a rectangle of sizes covers, from its narrowest and tallest
        // corner to its widest and flattest (no height: an infinite ratio).
        let ratio = bounds(slots.aspectRatio)
        let narrowest = height.upperBound == 0 ? (width.lowerBound > 0 ? .infinity : 1) : width.lowerBound / height.upperBound
        let widest = height.lowerBound == 0 ? .infinity : width.upperBound / height.lowerBound
        return widest >= ratio.lowerBound * (1 - 1e-9) && narrowest <= ratio.upperBound * (1 + 1e-9)
    }

    /// The slots of the features ``fits(_:_:_:_:)`` reads, found once: it
    /// runs at every node a walk enters.
    private static let sizeSlots = SizeSlots()

    private struct SizeSlots {
        let width = FeatureSpace.slot(.width)
        let height = FeatureSpace.slot(.height)
        let aspectRatio = FeatureSpace.slot(.aspectRatio)
        let widthFraction = FeatureSpace.slot(.windowWidthFraction)
        let heightFraction = FeatureSpace.slot(.windowHeightFraction)

        func contains(_ slot: Int) -> Bool {
            slot == width || slot == height || slot == aspectRatio || slot == widthFraction || slot == heightFraction
        }
    }

    /// The part of the feature space a resizable window covers: its widths,
    /// heights, aspect ratios and fractions, each over its whole range, the
    /// user's settings at every value, and the other features as
    /// `environment` has them.
    private static func box(_ environment: LayoutEnvironment, _ sizes: SizeRange, _ space: FeatureSpace) -> Box {
        var box = Box(space)
        func span(_ slot: Int, _ low: FeatureSpace.Threshold, _ high: FeatureSpace.Threshold) {
            box.low[slot] = Int32(space.region(of: low, slot: slot))
            box.high[slot] = Int32(space.region(of: high, slot: slot))
        }
        func value(_ value: Double) -> FeatureSpace.Threshold { FeatureSpace.Threshold(numerator: value, denominator: 1) }
        let (width, height) = (sizes.width, sizes.height)
        for (feature, slot) in zip(FeatureSpace.features, FeatureSpace.slots) {
            switch feature {
            case .width: span(slot, value(width.lowerBound), value(width.upperBound))
            case .height: span(slot, value(height.lowerBound), value(height.upperBound))
            case .aspectRatio:
                // From the narrowest and tallest to the widest and flattest; a
                // window of no height is an infinite ratio, past every breakpoint.
                span(
                    slot, FeatureSpace.Threshold(numerator: width.lowerBound, denominator: height.upperBound),
                    FeatureSpace.Threshold(numerator: width.upperBound, denominator: height.lowerBound))
                if height.lowerBound == 0 { box.high[slot] = Int32(space.regionCount(slot) - 1) }
            case .windowWidthFraction:
                span(
                    slot, value(LayoutEnvironment.windowFraction(width.lowerBound, of: environment.screenWidth)),
                    value(LayoutEnvironment.windowFraction(width.upperBound, of: environment.screenWidth)))
            case .windowHeightFraction:
                span(
                    slot, value(LayoutEnvironment.windowFraction(height.lowerBound, of: environment.screenHeight)),
                    value(LayoutEnvironment.windowFraction(height.upperBound, of: environment.screenHeight)))
            case .orientation:
                continue  // tested as an aspect ratio
            default:
                let descriptor = feature.descriptor
                if descriptor.isUserSetting {
                    // Every value, as in `realisticBox`: the user chooses.
                    box[mask: slot] = (UInt32(1) << UInt32(descriptor.values.count)) - 1
                } else if descriptor.type == .discrete {
                    box[mask: slot] = 1 << UInt32(environment.discreteIndex(of: feature))
                } else {
                    let region = Int32(space.region(of: value(environment.value(of: feature)), slot: slot))
                    (box.low[slot], box.high[slot]) = (region, region)
                }
            }
        }
        return box
    }

    /// A place as the environments the explanations evaluate: itself, or
    /// a resizable window at its four corners ("... resizable 0x0").
    private static func corners(_ place: DevicePlace) -> [DevicePlace] {
        guard let sizes = place.sizes else { return [place] }
        var corners: [DevicePlace] = []
        for width in [sizes.width.lowerBound, sizes.width.upperBound] {
            for height in [sizes.height.lowerBound, sizes.height.upperBound] {
                var corner = place
                corner.sizes = nil
                (corner.environment.width, corner.environment.height) = (width, height)
                corner.name += " \(formatNumber(width))x\(formatNumber(height))"
                corners.append(corner)
            }
        }
        return corners
    }

    // MARK: The nearest environment

    /// One test of the rule's conjunction, with the source it came from.
    private struct Part {
        var condition: Condition
        var range: SourceRange?
    }

    /// Whether `condition` tests features and all of them are user settings.
    private static func testsSettingsOnly(_ condition: Condition) -> Bool {
        var settings = 0
        var others = 0
        condition.forEachFeature { feature in
            if feature.descriptor.isUserSetting { settings += 1 } else { others += 1 }
        }
        return settings > 0 && others == 0
    }

    /// The rule's condition as the conjunction of its tests: the nested
    /// `@media` blocks and each `and`, flattened.
    private static func parts(of condition: Condition) -> [Part] {
        var parts: [Part] = []
        func visit(_ condition: Condition, _ range: SourceRange?) {
            switch condition {
            case .all(let inner): inner.forEach { visit($0, nil) }
            // A custom media reference that is an `and` splits into its tests;
            // a double range, "(300 < height < 400)", is one test.
            case .labeled(.all(let inner), _) where Bounds(condition.unlabeled) == nil: inner.forEach { visit($0, nil) }
            case .labeled(let inner, let label): parts.append(Part(condition: inner.unlabeled, range: label))
            case .always: break
            default: parts.append(Part(condition: condition.unlabeled, range: range))
            }
        }
        visit(condition, nil)
        return parts
    }

    /// A set of rules by index, as bits.
    private struct RuleBits {
        private(set) var words: [UInt64]

        init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

        func contains(_ rule: Int) -> Bool { words[rule >> 6] & (1 << UInt64(rule & 63)) != 0 }

        mutating func insert(_ rule: Int) { words[rule >> 6] |= 1 << UInt64(rule & 63) }

        /// Adds the rules of `bits` (rule `64 * (word + n) + i` is bit `i`
        /// of its `n`th word) and returns how many of those that were not
        /// in the set are in `counted`.
        mutating func add(_ bits: ArraySlice<UInt64>, atWord word: Int, counting counted: RuleBits) -> Int {
            var count = 0
            var word = word
            for bits in bits {
                let new = bits & ~words[word]
                words[word] |= new
                count += (new & counted.words[word]).nonzeroBitCount
                word += 1
            }
            return count
        }
    }

    /// The places a warning is explained on, with the fields its tests
    /// read in arrays of their own, gathered once for every warning: read
    /// through a place, each read copied the place with its names.
    private struct Samples {
        let places: [DevicePlace]
        let environments: [LayoutEnvironment]
        let idioms: [Idiom]
        let windows: [WindowKind]

        init(_ places: [DevicePlace]) {
            self.places = places
            environments = places.map(\.environment)
            idioms = environments.map(\.idiom)
            windows = environments.map(\.window)
        }
    }

    private static func warning(for rule: Rule, samples: Samples, ownDevices: Bool, budget: inout Int) -> Diagnostic {
        let places = samples.places
        let header = Analyses.headerRange(rule)
        // A test of the user's settings alone holds on every device for
        // some user, so it is never why a rule reaches none.
        let parts = parts(of: rule.condition).filter { !testsSettingsOnly($0.condition) }
        let cost = parts.count * places.count
        guard !parts.isEmpty, !places.isEmpty, cost <= budget else {
            return .unreachableOnDevices(ownDevices: ownDevices, nearest: nil, at: header)
        }
        budget -= cost
        var code = ConditionCode()
        let roots = parts.map { code.add($0.condition) }
        let holds = roots.map { root in samples.environments.map { code.holds(root, in: $0) } }
        // The rule fails everywhere, so every environment fails one test or more.
        let failures = places.indices.map { place in parts.indices.count { !holds[$0][place] } }
        // A test that alone keeps the rule from the environments where all
        // the others hold: the nearest is among those, by that test's feature.
        var fallback: (part: Int, others: [Int])?
        // Numeric tests first, then the shape, then values, the idiom last:
        // in "(idiom: phone) and (width >= 1000)" the width is what no phone
        // reaches, not the idiom what no wide window has.
        let order = parts.indices.sorted { (rank(parts[$0].condition), $0) < (rank(parts[$1].condition), $1) }
        for index in order {
            let part = parts[index]
            let others = places.indices.filter { failures[$0] == 1 && !holds[index][$0] }
            guard !others.isEmpty else { continue }
            let scope = Scope(others, of: samples)
            if let detail = describe(part.condition, scope) {
                let note = Note(
                    parts.count > 1 ? "false on every device where the rest of the rule holds" : "false on every device",
                    at: part.range ?? header)
                return .unreachableOnDevices(ownDevices: ownDevices, nearest: detail, notes: [note], at: header)
            }
            if fallback == nil { fallback = (index, others) }
        }
        if let (index, others) = fallback {
            let note = Note("false on every device where the rest of the rule holds", at: parts[index].range ?? header)
            return .unreachableOnDevices(
                ownDevices: ownDevices, nearest: "the nearest is \(places[others[0]].name), where only this test fails",
                notes: [note], at: header)
        }
        // Two tests or more fail together everywhere: the environment that
        // passes the most of them, and the ones it fails.
        guard let best = places.indices.min(by: { failures[$0] < failures[$1] }) else {
            return .unreachableOnDevices(ownDevices: ownDevices, nearest: nil, at: header)
        }
        let place = places[best].name
        let notes = parts.indices.filter { !holds[$0][best] }.map { Note("false on \(place)", at: parts[$0].range ?? header) }
        return .unreachableOnDevices(
            ownDevices: ownDevices, nearest: "the nearest is \(place), where \(notes.count) of its tests fail", notes: notes,
            at: header)
    }

    /// The environments a failing test is judged on (where every other
    /// test of the rule holds) and how to name them: "phone window",
    /// "pad split-view window", with "where the rest of the rule holds"
    /// when the idiom and kind do not say which environments they are.
    private struct Scope {
        /// Some of the device list's places, read where they are: a rule's
        /// warning builds a scope per test over a thousand places or more,
        /// and copying them (each with its names) cost more than the rest
        /// of the warning.
        struct Places: RandomAccessCollection {
            let all: [DevicePlace]
            let members: [Int]
            var startIndex: Int { 0 }
            var endIndex: Int { members.count }
            subscript(position: Int) -> DevicePlace { all[members[position]] }
        }

        var places: Places
        /// The idiom of every environment in `places`, if they share one.
        var idiom: Idiom?
        /// The kind of window of every environment in `places`, if they
        /// share one other than full screen (which goes without saying).
        var window: WindowKind?
        /// Whether `idiom` and `window` pick out exactly `places` among all.
        var exact: Bool
        /// Whether `idiom` alone does.
        var exactByIdiom: Bool

        /// The places at `members` (indices into `samples`).
        init(_ members: [Int], of samples: Samples) {
            places = Places(all: samples.places, members: members)
            let (idioms, windows) = (samples.idioms, samples.windows)
            let idiom = members.first.flatMap { first in members.allSatisfy { idioms[$0] == idioms[first] } ? idioms[first] : nil }
            let kind = members.first.flatMap { first in members.allSatisfy { windows[$0] == windows[first] } ? windows[first] : nil }
            // `places` have the named idiom and kind, so equal counts mean equal sets.
            func picksOut(_ window: WindowKind?) -> Bool {
                idioms.indices.count { (idiom == nil || idioms[$0] == idiom) && (window == nil || windows[$0] == window) }
                    == members.count
            }
            self.idiom = idiom
            // "Full screen" goes without saying, unless it tells the places apart.
            if kind == .fullScreen {
                window = !picksOut(nil) && picksOut(.fullScreen) ? .fullScreen : nil
            } else {
                window = kind
            }
            exact = picksOut(window)
            exactByIdiom = picksOut(nil)
        }

        /// "phone window", "pad split-view window", "window".
        var windows: String {
            ([idiom?.rawValue, window?.rawValue].compactMap { $0 } + ["window"]).joined(separator: " ") + rest(exact)
        }

        /// "phone screen", "screen".
        var screens: String { ([idiom?.rawValue].compactMap { $0 } + ["screen"]).joined(separator: " ") + rest(exactByIdiom) }

        /// "phone", "vision device" (an idiom that is no noun), "device".
        var devices: String {
            let noun = idiom.map { $0 == .carplay || $0 == .vision ? "\($0.rawValue) device" : $0.rawValue }
            return (noun ?? "device") + rest(exactByIdiom)
        }

        private func rest(_ exact: Bool) -> String { exact ? "" : " where the rest of the rule holds" }
    }

    /// Why `test` fails on every environment of `scope`, naming the nearest
    /// one: "the widest phone window is 956 pt: iPhone 17 Pro Max in
    /// landscape". Nil for a test this cannot describe (an `or` of several
    /// features, `(width)`), which gets a plainer message.
    private static func describe(_ test: Condition, _ scope: Scope) -> String? {
        if case .compareRatio(let comparison, let numerator, let denominator) = test, numerator == denominator,
            comparison == .lessOrEqual || comparison == .greater
        {
            // "(orientation: portrait)", lowered to "aspect-ratio <= 1/1".
            let shape = comparison == .lessOrEqual ? "landscape" : "portrait"
            return "every \(scope.windows) is \(shape): \(scope.places[0].name)"
        }
        if let (feature, mask) = choice(test) {
            var present: [Int] = []
            for place in scope.places where !present.contains(place.environment.discreteIndex(of: feature)) {
                present.append(place.environment.discreteIndex(of: feature))
            }
            guard present.allSatisfy({ $0 >= 32 || mask & (1 << UInt32($0)) == 0 }) else { return nil }
            let values = present.sorted().map { feature.descriptor.valueName(at: $0) }
            let list =
                values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
            let noun = feature == .window ? scope.windows : scope.devices
            return "\(feature.rawValue) is \(list) on every \(noun), such as \(scope.places[0].name)"
        }
        guard let bounds = Bounds(test) else { return nil }
        let values = scope.places.map { $0.environment.value(of: bounds.feature) }
        let below = values.allSatisfy(bounds.isBelow)
        let above = values.allSatisfy(bounds.isAbove)
        guard let nearest = values.indices.min(by: { a, b in
            below ? values[a] > values[b] : above ? values[a] < values[b] : bounds.distance(values[a]) < bounds.distance(values[b])
        }) else { return nil }
        let place = scope.places[nearest]
        let environment = place.environment
        let direction = below ? 0 : above ? 1 : 2
        let superlative = ["largest", "smallest", "closest"][direction]
        let points = formatNumber(values[nearest]) + " pt"
        switch bounds.feature {
        case .width, .height, .screenWidth, .screenHeight:
            let wide = bounds.feature == .width || bounds.feature == .screenWidth
            let noun = bounds.feature == .width || bounds.feature == .height ? scope.windows : scope.screens
            guard direction < 2 else {
                return "the closest \(wide ? "width" : "height") of any \(noun) is \(points): \(place.name)"
            }
            let adjective = wide ? ["widest", "narrowest"][direction] : ["tallest", "shortest"][direction]
            return "the \(adjective) \(noun) is \(points): \(place.name)"
        case .aspectRatio:
            let (width, height) = environment.ratioOperands
            return "the \(superlative) aspect ratio of any \(scope.windows) is \(formatNumber(width))/\(formatNumber(height)): "
                + place.name
        case .windowWidthFraction, .windowHeightFraction:
            let (window, screen) =
                bounds.feature == .windowWidthFraction
                ? (environment.width, environment.screenWidth) : (environment.height, environment.screenHeight)
            return "the \(superlative) \(bounds.feature.rawValue) of any \(scope.windows) is "
                + "\(approximately(values[nearest])) (\(formatNumber(window)) of \(formatNumber(screen)) pt): \(place.name)"
        default:
            return "the \(superlative) \(bounds.feature.rawValue) of any \(scope.devices) is \(formatNumber(values[nearest])): "
                + place.name
        }
    }

    /// Which failing test a message is about, the lowest first: a numeric
    /// test, the shape, a discrete value, the idiom, anything else.
    private static func rank(_ test: Condition) -> Int {
        if case .compareRatio(_, let numerator, let denominator) = test, numerator == denominator { return 1 }
        if Bounds(test) != nil { return 0 }
        if let (feature, _) = choice(test) { return feature == .idiom ? 3 : 2 }
        return 4
    }

    /// "0.5", or "about 0.496" for a value with more than three decimals.
    private static func approximately(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == value ? formatNumber(value) : "about " + formatNumber(rounded)
    }

    /// A test of one discrete feature's values (a value, `not` one, or an
    /// `or` of values), as the feature and the mask of values it accepts.
    private static func choice(_ test: Condition) -> (Feature, UInt32)? {
        switch test {
        case .oneOf(let feature, let mask): return (feature, mask)
        case .not(let inner):
            guard let (feature, mask) = choice(inner) else { return nil }
            return (feature, ~mask)
        case .any(let parts):
            var result: (Feature, UInt32)?
            for part in parts {
                guard let (feature, mask) = choice(part), result == nil || result?.0 == feature else { return nil }
                result = (feature, (result?.1 ?? 0) | mask)
            }
            return result
        default: return nil
        }
    }

    /// A test of one numeric feature against bounds: a comparison, or two
    /// of them on the same feature (`(400 <= width < 800)`).
    private struct Bounds {
        var feature: Feature
        var lower: (value: Double, closed: Bool)?
        var upper: (value: Double, closed: Bool)?

        init?(_ test: Condition) {
            switch test {
            case .compare(let feature, let comparison, let value):
                self.feature = feature
                constrain(comparison, value)
            case .compareRatio(let comparison, let numerator, let denominator):
                feature = .aspectRatio
                constrain(comparison, numerator / denominator)
            case .all(let parts):
                guard var bounds = parts.first.flatMap(Bounds.init) else { return nil }
                for part in parts.dropFirst() {
                    guard let other = Bounds(part), other.feature == bounds.feature else { return nil }
                    if let lower = other.lower { bounds.constrain(lower.closed ? .greaterOrEqual : .greater, lower.value) }
                    if let upper = other.upper { bounds.constrain(upper.closed ? .lessOrEqual : .less, upper.value) }
                }
                self = bounds
            default:
                return nil
            }
        }

        /// Narrows the bounds by `feature comparison value`.
        private mutating func constrain(_ comparison: Comparison, _ value: Double) {
            switch comparison {
            case .less, .lessOrEqual:
                let closed = comparison == .lessOrEqual
                if let current = upper, current.value < value || (current.value == value && !current.closed) { return }
                upper = (value, closed)
            case .greater, .greaterOrEqual:
                let closed = comparison == .greaterOrEqual
                if let current = lower, current.value > value || (current.value == value && !current.closed) { return }
                lower = (value, closed)
            case .equal:
                constrain(.lessOrEqual, value)
                constrain(.greaterOrEqual, value)
            }
        }

        func isBelow(_ value: Double) -> Bool {
            guard let lower else { return false }
            return value < lower.value || (value == lower.value && !lower.closed)
        }

        func isAbove(_ value: Double) -> Bool {
            guard let upper else { return false }
            return value > upper.value || (value == upper.value && !upper.closed)
        }

        /// How far `value` is from the bounds (0 inside them).
        func distance(_ value: Double) -> Double {
            if isBelow(value), let lower { return lower.value - value }
            if isAbove(value), let upper { return value - upper.value }
            return 0
        }
    }
}
