import LayoutRulesBase
import LayoutRulesCompiler

/// Follows one rule set across an app's layout passes, so that UI work
/// happens only when the answer really changes.
///
/// Keep one tracker per screen (or view controller), give it the
/// environment on every layout pass, and act on what it reports:
///
///     var tracker = RuleSetTracker(ruleSet)
///
///     // viewWillLayoutSubviews, or any size or trait change:
///     let change = tracker.update(LayoutEnvironment(width: 1180, height: 820, idiom: .pad))
///     if change.contains(.traits) { apply(tracker.traits) }   // fonts, columns, visibility
///     if change.contains(.frames) { place(tracker.frames) }   // view frames
///
/// What "changed" means, compared with the previous `update(_:)`:
///
/// - `.traits`: the value of at least one trait differs, or a trait is set
///   now that was not (or the other way round). A new environment that
///   falls on the same match (`RuleSet.match(_:)`) never changes the
///   traits, so resizing within one breakpoint reports no `.traits`; a
///   different match whose traits are all equal (two rules that set the
///   same values) reports none either.
/// - `.frames`: the solved frames differ: a region's frame, centre or
///   transform, the set of regions, the window size or its safe area.
///   Frames follow the environment's size even when the match stays the
///   same (`width: 50%` grows with the window), so a resize usually
///   reports `.frames` without `.traits`.
///
/// An update with an environment equal to the previous one reports nothing
/// and does no work. The first update reports both, since nothing was
/// applied before it. Values are compared with `==`, so a NaN in the
/// environment or the frames counts as a change on every update.
///
/// `update(_:)` makes no heap allocation once the tracker's frame storage
/// has grown to the largest layout (after the first update of each layout
/// size): it solves into storage it keeps, and swaps the new frames in only
/// when they differ. A copy of `frames` kept by the caller across updates
/// shares that storage, and the next solve then has to copy it.
struct RuleSetTracker: Sendable {
    /// The rule set being followed.
    package let ruleSet: RuleSet
    /// The environment of the last update; nil before the first.
    package private(set) var environment: LayoutEnvironment?
    /// The traits for `environment`. Before the first update they are the
    /// traits of a 0×0 window, which nothing should apply.
    package private(set) var traits: TraitCollection
    /// The frames for `environment`; empty before the first update.
    package private(set) var frames = FrameLayout()
    /// The storage the next solve writes into: the frames before the last
    /// change, or a copy of the current ones when they did not change.
    private var scratch = FrameLayout()

    /// A tracker that has seen no environment yet.
    init(_ ruleSet: RuleSet) {
        self.ruleSet = ruleSet
        self.traits = ruleSet.evaluate(LayoutEnvironment(width: 0, height: 0))
    }

    /// Where the last environment fell in the rule set's decision tree.
    var match: RuleSet.Match {
        RuleSet.Match(
            leafIndex: traits.leafIndex, residualMask: traits.residualMask,
            row: ruleSet.compiled.flat.rowOffset(leaf: traits.leafIndex))
    }

    /// What an update changed.
    struct Change: OptionSet, Sendable, Hashable {
        /// The change as bits: `traits` is bit 0, `frames` bit 1.
        package let rawValue: UInt8

        /// A change made of the given bits.
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A trait's value differs from the previous update's (re-apply the traits).
        package static let traits = Change(rawValue: 1 << 0)
        /// The solved frames differ from the previous update's (re-place the views).
        package static let frames = Change(rawValue: 1 << 1)
    }

    /// Evaluates the rule set in `environment` and solves its frames,
    /// and reports what differs from the previous update (see the type's
    /// documentation). `traits`, `frames` and `environment` then hold the
    /// new answer.
    @discardableResult
    mutating func update(_ environment: LayoutEnvironment) -> Change {
        guard environment != self.environment else { return [] }
        let isFirst = self.environment == nil
        self.environment = environment
        var change: Change = []

        let newTraits = ruleSet.evaluate(environment)
        let sameMatch = newTraits.leafIndex == traits.leafIndex && newTraits.residualMask == traits.residualMask
        if isFirst || (!sameMatch && !Self.sameValues(traits, newTraits, in: ruleSet.compiled.tree.storage)) {
            change.insert(.traits)
        }
        traits = newTraits

        // Solved from the leaf just found, rather than by
        // `RuleSet.frames(in:into:)`, which would walk the tree again.
        let input = LayoutSolver.LayoutInput(environment)
        if !ruleSet.compiled.layouts.solve(leaf: newTraits.leafIndex, in: input, into: &scratch) {
            scratch.regions.removeAll(keepingCapacity: true)
            scratch.windowSize = Size(width: environment.width, height: environment.height)
            scratch.windowSafeArea = environment.safeArea
        }
        if isFirst || scratch != frames {
            change.insert(.frames)
            swap(&scratch, &frames)
        }
        return change
    }

    /// Whether two collections of one rule set give every trait the same
    /// value (and set the same traits). Reads each trait by index, so it
    /// allocates nothing.
    private static func sameValues(
        _ a: TraitCollection, _ b: TraitCollection, in storage: DecisionTree.Storage
    ) -> Bool {
        let old = TraitLookup(storage: storage, leafIndex: a.leafIndex, residualMask: a.residualMask)
        let new = TraitLookup(storage: storage, leafIndex: b.leafIndex, residualMask: b.residualMask)
        for trait in 0..<storage.traitNames.count {
            switch (old.assignment(trait: Int32(trait)), new.assignment(trait: Int32(trait))) {
            case (nil, nil):
                continue
            case (let x?, let y?):
                if x.value == y.value || storage.values[Int(x.value)] == storage.values[Int(y.value)] { continue }
                return false
            default:
                return false
            }
        }
        return true
    }
}
