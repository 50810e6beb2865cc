import LayoutRulesBase
import LayoutRulesCompiler

/// Rules an app follows: a ``RuleSet`` compiled at run time, or the rules
/// the build plugin generated from the same file.
///
/// The UIKit container and the SwiftUI modifier take any value of this
/// protocol and hand the app its ``Traits`` and ``Frames``. With generated
/// code they are the generated types, so reads are typed and checked by
/// the Swift compiler:
///
///     // News.layout, through the build plugin:
///     let traits = NewsLayout.rules.traits(in: environment)
///     traits.columns                                  // an Int
///     NewsLayout.rules.frames(for: traits, in: environment).sidebar?.frame
///
/// With a ``RuleSet`` they are ``ResolvedTraits`` (read by name) and
/// ``FrameLayout``; the generated `Traits(_:)` reads those typed too.
///
/// Both answer the same for every environment: the generated code is the
/// rule set's decision tree and layout programs written out in Swift.
public protocol LayoutEvaluator: Sendable {
    /// The traits one evaluation settles on; equal values mean nothing
    /// an adapter shows has to change.
    associatedtype Traits: Hashable, Sendable
    /// The frames of the regions the matching rules lay out.
    associatedtype Frames: Hashable, Sendable

    /// The traits the rules give an environment.
    func traits(in environment: LayoutEnvironment) -> Traits

    /// The frames of the layout that `traits` came with, solved for
    /// `environment`.
    ///
    /// With the traits of `traits(in: environment)` these are the frames
    /// of `environment`. With the traits of another environment (an
    /// adapter holding its traits while a window is being resized), they
    /// are that layout solved for this environment's size, so traits and
    /// frames always come from the same rules.
    func frames(for traits: Traits, in environment: LayoutEnvironment) -> Frames

    /// The frames by dotted region name, for placing views
    /// (`FrameLayout.placement(of:in:)`).
    func frameLayout(_ frames: Frames) -> FrameLayout

    /// The traits by name, for UIKit's trait system and for logging.
    func resolvedTraits(_ traits: Traits) -> ResolvedTraits

    /// The settings beyond geometry that some rule tests (Dynamic Type,
    /// appearance, accessibility, layout direction, color gamut): an
    /// adapter evaluates again when one of these changes, and only then.
    /// Conformances that do not say test all of them.
    var testedSettings: LayoutEnvironment.Settings { get }
}

extension LayoutEvaluator {
    /// Every setting: the safe answer when a conformance does not know.
    public var testedSettings: LayoutEnvironment.Settings { .all }
}

extension LayoutEvaluator {
    /// The size classes the traits name (`horizontal-size-class`,
    /// `vertical-size-class`, or with a prefix), for the adapters to
    /// override UIKit's and SwiftUI's with.
    public func sizeClasses(of traits: Traits, prefix: String = "") -> SizeClassOverride {
        SizeClassOverride(resolvedTraits(traits), prefix: prefix)
    }
}

extension RuleSet: LayoutEvaluator {
    /// The traits the rules give an environment, copied out by name.
    ///
    /// This allocates the traits' array; ``evaluate(_:)`` and
    /// ``match(_:)`` do not, for code that evaluates on every frame.
    public func traits(in environment: LayoutEnvironment) -> ResolvedTraits {
        ResolvedTraits(evaluate(environment))
    }

    /// The frames of the layout the traits came with (the decision-tree
    /// leaf they were read at), solved for `environment`; traits made by
    /// hand (``ResolvedTraits/init(pairs:)``) get the environment's own
    /// layout.
    public func frames(for traits: ResolvedTraits, in environment: LayoutEnvironment) -> FrameLayout {
        guard let leaf = traits.leafIndex, leaf >= 0, leaf < compiled.tree.leaves.count else {
            return frames(in: environment)
        }
        return TraitCollection(compiled: compiled, leafIndex: leaf, environment: environment).frames
    }

    /// The frames themselves.
    public func frameLayout(_ frames: FrameLayout) -> FrameLayout { frames }

    /// The traits themselves.
    public func resolvedTraits(_ traits: ResolvedTraits) -> ResolvedTraits { traits }
}

extension FrameLayout {
    /// An empty layout of a window (or container) size, to add regions to
    /// with ``appendRegion(named:layoutFrame:center:transform:)``: how
    /// generated code's frames become a `FrameLayout`.
    public init(windowSize: Size, safeArea: LayoutEdgeInsets = .zero) {
        self.init()
        self.windowSize = windowSize
        self.windowSafeArea = safeArea
    }

    /// Adds a region after its parent, which its dotted name names
    /// (`content.header` goes in `content`); a region whose parent is not
    /// in the layout yet is placed in the window.
    ///
    /// - Parameters:
    ///   - name: The dotted name.
    ///   - layoutFrame: The rectangle before the transform, in the parent's
    ///     coordinates.
    ///   - center: The centre in the parent's coordinates.
    ///   - transform: The transform about the centre.
    public mutating func appendRegion(
        named name: String, layoutFrame: Rect, center: Point, transform: LayoutTransform = .identity
    ) {
        var parent: Int?
        if let dot = name.lastIndex(of: ".") { parent = index(of: String(name[..<dot])) }
        regions.append(
            RegionFrame(
                name: name, parent: parent, layoutFrame: layoutFrame, center: center, transform: transform,
                parentToWindow: parent.map { regions[$0].toWindow } ?? .identity))
    }
}
