// A container view controller whose children get their traits from a rule
// file instead of from code: the container of "one layout per device and
// orientation", with the decision in the rules.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRules

/// A container view controller that evaluates a rule set on every layout
/// pass and gives its children the traits the rules resolve.
///
/// Add children as with any container (`addChild(_:)`, add the child's
/// view, `didMove(toParent:)`). On every layout pass the container reads
/// its view's environment (``LayoutEnvironment/init(view:)``), and when the
/// rules' answer changes it:
///
/// - overrides each child's size classes with the ones the traits
///   `horizontal-size-class` and `vertical-size-class` name
///   (``SizeClassOverride``; the `device-orientation` preset sets them per
///   device and orientation), through `traitOverrides` on iOS 17 and later
///   and `setOverrideTraitCollection(_:forChild:)` before;
/// - on iOS 17 and later, gives each child every resolved trait as
///   ``LayoutRulesTrait``, which its views read as
///   `traitCollection.layoutRules`;
/// - calls ``rulesDidChangeTraits(_:)`` and ``rulesDidChangeFrames(_:)``,
///   for a subclass to lay out its own views.
///
/// Nothing is re-applied when the answer is the same: a resize within one
/// breakpoint changes only the frames, and a child that already has the
/// current overrides is left alone.
@available(iOS 13.0, *)
@MainActor
open class LayoutRulesContainerViewController: UIViewController {
    /// Follows the rule set across layout passes.
    public private(set) var tracker: RuleSetTracker
    /// The prefix of the size-class traits the children get (see
    /// `SizeClassOverride(_:prefix:)`).
    public let sizeClassPrefix: String
    /// The traits the rules resolved at the last change.
    public private(set) var resolvedTraits = ResolvedTraits.empty
    /// What each child was given last, so it is given nothing twice.
    private var applied: [ObjectIdentifier: ChildOverrides] = [:]

    /// A container for a rule set; `sizeClassPrefix` selects another pair
    /// of size-class traits than `horizontal-size-class` and
    /// `vertical-size-class`.
    public init(ruleSet: RuleSet, sizeClassPrefix: String = "") {
        self.tracker = RuleSetTracker(ruleSet)
        self.sizeClassPrefix = sizeClassPrefix
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a rule set cannot come from a storyboard.
    @available(*, unavailable, message: "Use init(ruleSet:sizeClassPrefix:)")
    public required init?(coder: NSCoder) {
        fatalError("LayoutRulesContainerViewController needs a rule set: use init(ruleSet:sizeClassPrefix:)")
    }

    /// Evaluates the rules before the children lay out, so they lay out
    /// with the traits the rules give them.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateRules()
    }

    /// Evaluates the rules for the view's current environment and applies
    /// what changed. Called on every layout pass; call it to apply at once.
    @discardableResult
    public func updateRules() -> RuleSetTracker.Change {
        let change = tracker.update(LayoutEnvironment(view: view))
        if change.contains(.traits) {
            resolvedTraits = ResolvedTraits(tracker.traits)
        }
        // Every pass, but cheap: a child that has the current overrides is
        // skipped, and this is where children added since are caught.
        applyToChildren()
        if change.contains(.traits) { rulesDidChangeTraits(resolvedTraits) }
        if change.contains(.frames) { rulesDidChangeFrames(tracker.frames) }
        return change
    }

    /// Called after the traits changed and the children got them. The
    /// default does nothing.
    open func rulesDidChangeTraits(_ traits: ResolvedTraits) {}

    /// Called when the frames changed, for laying out the container's own
    /// views (see ``RegionViews``). The default does nothing.
    open func rulesDidChangeFrames(_ frames: FrameLayout) {}

    private func applyToChildren() {
        let wanted = ChildOverrides(
            traits: resolvedTraits, sizeClasses: SizeClassOverride(resolvedTraits, prefix: sizeClassPrefix))
        let current = children
        if applied.count > current.count {
            let live = Set(current.map(ObjectIdentifier.init))
            applied = applied.filter { live.contains($0.key) }
        }
        for child in current {
            let key = ObjectIdentifier(child)
            guard applied[key] != wanted else { continue }
            applied[key] = wanted
            if #available(iOS 17.0, *) {
                child.traitOverrides.layoutRules = wanted.traits
                child.traitOverrides.setSizeClasses(wanted.sizeClasses)
            } else {
                setOverrideTraitCollection(UITraitCollection.overriding(wanted.sizeClasses), forChild: child)
            }
        }
    }

    /// What a child is given.
    private struct ChildOverrides: Equatable {
        var traits: ResolvedTraits
        var sizeClasses: SizeClassOverride
    }
}
#endif
