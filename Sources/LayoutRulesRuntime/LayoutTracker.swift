import LayoutRulesBase

/// Follows rules across size changes and says what changed: what the
/// UIKit container and the SwiftUI modifier run on every layout pass, for
/// a ``RuleSet`` or generated rules alike.
///
///     var tracker = LayoutTracker(NewsLayout.rules)
///     let change = tracker.update(environment)
///     if change.contains(.traits) { apply(tracker.traits!) }   // typed
///     if change.contains(.frames) { place(tracker.frames!) }
///
/// ## Interactive resizing
///
/// While the user drags a window's edge (iPadOS 26's
/// [`isInteractivelyResizing`](https://developer.apple.com/documentation/uikit/uiwindowscene/isinteractivelyresizing)),
/// a size that wavers around a breakpoint would switch the traits back
/// and forth, and with them the view hierarchy. Pass
/// `interactivelyResizing: true` then: a change of traits is taken only
/// once the size is ``resizeMargin`` points past the breakpoint (measured
/// back toward the size the traits were taken at), so a few points of
/// wobble never flip them. Until then the frames are the held layout
/// solved for the new size, so traits and frames always agree. The first
/// update without the flag (the drag ended) takes the size's own traits.
///
/// ## Settings the rules do not test
///
/// An update whose environment differs from the last only in settings
/// outside ``testedSettings`` (Dark Mode, for rules that never test
/// `prefers-color-scheme`) evaluates nothing and reports no change, so an
/// adapter may update on every trait or environment change and pay only
/// for the ones the rules can see.
public struct LayoutTracker<Rules: LayoutEvaluator>: Sendable {
    /// The rules followed.
    public let rules: Rules
    /// The environment of the last update; nil before the first.
    public private(set) var environment: LayoutEnvironment?
    /// The traits in effect; nil before the first update.
    public private(set) var traits: Rules.Traits?
    /// The frames in effect; nil before the first update.
    public private(set) var frames: Rules.Frames?
    /// How far past a breakpoint, in points, an interactive resize must go
    /// before the traits change (20 by default; 0 turns hysteresis off).
    public var resizeMargin: Double = 20
    /// The settings beyond geometry that the rules test
    /// (``LayoutEvaluator/testedSettings``, read once): only a change of
    /// one of these, or of the geometry, evaluates the rules again.
    public let testedSettings: LayoutEnvironment.Settings
    /// The environment the traits in effect were taken in.
    private var committed: LayoutEnvironment?
    /// The last update's environment with the untested settings at their
    /// defaults, and its resizing flag: an update equal to both has the
    /// same answer.
    private var lastSeen: (environment: LayoutEnvironment, interactivelyResizing: Bool)?

    /// A tracker that has not evaluated yet.
    public init(_ rules: Rules) {
        self.rules = rules
        self.testedSettings = rules.testedSettings
    }

    /// What an update changed.
    public struct Change: OptionSet, Sendable, Hashable {
        /// The option set's bits.
        public let rawValue: UInt8
        /// A change from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The traits differ from the last ones (or this is the first update).
        public static var traits: Change { Change(rawValue: 1 << 0) }
        /// The frames differ from the last ones (or this is the first update).
        public static var frames: Change { Change(rawValue: 1 << 1) }
    }

    /// Evaluates the rules for an environment and reports what changed.
    ///
    /// - Parameters:
    ///   - environment: The window's or container's environment now.
    ///   - interactivelyResizing: Whether the user is resizing the window
    ///     by hand; see the type's discussion.
    /// - Returns: What differs from the last update.
    @discardableResult
    public mutating func update(_ environment: LayoutEnvironment, interactivelyResizing: Bool = false) -> Change {
        var seen = environment
        seen.settingValues = environment.settingValues.keeping(testedSettings)
        // Evaluation is deterministic, so the same environment (as far as
        // the rules can tell) and the same flag give the same answer.
        if let lastSeen, lastSeen.environment == seen, lastSeen.interactivelyResizing == interactivelyResizing {
            self.environment = environment
            return []
        }
        lastSeen = (seen, interactivelyResizing)
        let candidate = rules.traits(in: environment)
        var next = candidate
        if interactivelyResizing, let held = traits, let committed, candidate != held,
            isWithinMargin(environment, of: committed, holding: held)
        {
            next = held
        }
        let nextFrames = rules.frames(for: next, in: environment)
        var change: Change = []
        if next != traits {
            change.insert(.traits)
            committed = environment
        } else if !interactivelyResizing {
            committed = environment
        }
        if nextFrames != frames { change.insert(.frames) }
        traits = next
        frames = nextFrames
        self.environment = environment
        return change
    }

    /// Whether `environment`, moved back toward `committed` by at most
    /// ``resizeMargin`` points on each side, still gets the held traits:
    /// then the breakpoint that left them is less than the margin behind.
    ///
    /// The test is on the held traits, not on the new ones: after a jump
    /// across two breakpoints (a fast drag, a window snapping to a tile)
    /// the size can be well past the first and just past the second, and
    /// traits whose own range is far behind must not be held there.
    func isWithinMargin(
        _ environment: LayoutEnvironment, of committed: LayoutEnvironment, holding held: Rules.Traits
    ) -> Bool {
        let margin = resizeMargin.isFinite ? max(0, resizeMargin) : 0
        guard margin > 0 else { return false }
        var probe = environment
        probe.width += Self.step(from: environment.width, toward: committed.width, by: margin)
        probe.height += Self.step(from: environment.height, toward: committed.height, by: margin)
        probe.screenWidth += Self.step(from: environment.screenWidth, toward: committed.screenWidth, by: margin)
        probe.screenHeight += Self.step(from: environment.screenHeight, toward: committed.screenHeight, by: margin)
        return rules.traits(in: probe) == held
    }

    /// The move from `value` toward `target`, at most `margin` long; none
    /// for values that are not numbers.
    static func step(from value: Double, toward target: Double, by margin: Double) -> Double {
        let distance = target - value
        guard distance.isFinite else { return 0 }
        return min(max(distance, -margin), margin)
    }
}
