// The logic behind the SwiftUI adapter, which cannot run here: which region
// views a size change updates (counted, as SwiftUI's EquatableView would),
// regions that disappear keeping their place hidden, placements in a
// right-to-left container, the size classes the rules hand SwiftUI, and the
// safe-area convention the SwiftUI and UIKit adapters share.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime

struct SwiftUIAdapterCoreTests {
    /// From 600 points, a sidebar of fixed size and content that fills
    /// the rest of the width; a toolbar of fixed size at every width.
    /// Under 600 points the rules do not lay out the sidebar.
    static let source = """
        traits { columns: 1; }
        layout {
          toolbar { left: 0; top: 0; width: 300; height: 44; }
          content { left: 0; top: 0; right: 0; height: 700; }
        }
        @media (width >= 600) {
          traits { columns: 3; }
          layout {
            sidebar { left: 0; top: 0; width: 300; height: 700; }
            content { left: 300; }
          }
        }
        """

    static func environment(width: Double, height: Double = 800) -> LayoutEnvironment {
        LayoutEnvironment(
            width: width, height: height, screenWidth: 1366, screenHeight: 1024, idiom: .pad, scale: 2,
            window: .resizable)
    }

    /// What the SwiftUI modifier does on each size change, with the views
    /// SwiftUI would update counted: the modifier publishes the traits
    /// when the tracker says they changed, and the placements when some
    /// region's entry changed; each region view sits behind an
    /// `EquatableView` comparing its own entry, so its body runs only when
    /// that entry differs from the one it last saw.
    struct SwiftUIModel {
        var tracker: LayoutTracker<RuleSet>
        var placements = RegionPlacements()
        /// Each region view's last entry, as SwiftUI's EquatableView keeps it.
        var shown: [String: RegionPlacements.Entry?] = [:]
        /// Region view bodies run, by region.
        var regionUpdates: [String: Int] = [:]
        /// Times the traits were published (views reading them updated).
        var traitUpdates = 0
        var isFirstLayout = true
        let regions: [String]

        init(_ rules: RuleSet, regions: [String]) {
            tracker = LayoutTracker(rules)
            self.regions = regions
        }

        /// One size change; returns the region views it updated.
        mutating func resize(to environment: LayoutEnvironment, rightToLeft: Bool = false) -> Set<String> {
            let change = tracker.update(environment)
            if change.contains(.traits) { traitUpdates += 1 }
            let layout = tracker.placementLayout ?? FrameLayout()
            let next = placements.updated(with: layout, rightToLeft: rightToLeft)
            let predicted = next.changedRegions(since: placements)
            if !predicted.isEmpty { placements = next }
            var updated = Set<String>()
            for region in regions {
                let entry = placements[region]
                if let last = shown[region], last == entry { continue }
                shown[region] = .some(entry)
                regionUpdates[region, default: 0] += 1
                updated.insert(region)
            }
            // After the first layout (when every view is new), the core's
            // changed regions are exactly the views SwiftUI updates.
            if !isFirstLayout { #expect(updated == predicted.intersection(regions), "the core's changed regions") }
            isFirstLayout = false
            return updated
        }
    }

    // MARK: - Per-region updates

    /// A live resize within one breakpoint moves only `content`: one
    /// region view updates per step, not all three, and no view that
    /// reads the traits does.
    @Test func aResizeWithinOneBreakpointUpdatesOnlyTheRegionThatMoved() throws {
        let rules = try AdapterCoreTests.ruleSet(Self.source)
        var model = SwiftUIModel(rules, regions: ["sidebar", "toolbar", "content"])
        #expect(model.resize(to: Self.environment(width: 800)) == ["sidebar", "toolbar", "content"])
        for width in stride(from: 810.0, through: 1000, by: 10) {
            #expect(model.resize(to: Self.environment(width: width)) == ["content"], "width \(width)")
        }
        #expect(model.regionUpdates == ["sidebar": 1, "toolbar": 1, "content": 21])
        #expect(model.traitUpdates == 1)
    }

    /// A size change that moves no region (here the height, which no
    /// region follows) updates no region view at all.
    @Test func aSizeChangeThatMovesNoRegionUpdatesNone() throws {
        let rules = try AdapterCoreTests.ruleSet(Self.source)
        var model = SwiftUIModel(rules, regions: ["sidebar", "toolbar", "content"])
        _ = model.resize(to: Self.environment(width: 800, height: 800))
        #expect(model.resize(to: Self.environment(width: 800, height: 900)).isEmpty)
        #expect(model.placements.changedRegions(since: RegionPlacements()).count == 3)
    }

    /// Crossing the breakpoint hides the sidebar (its own view updates
    /// once), moves the content, and leaves the toolbar alone.
    @Test func crossingABreakpointUpdatesTheRegionsItChanges() throws {
        let rules = try AdapterCoreTests.ruleSet(Self.source)
        var model = SwiftUIModel(rules, regions: ["sidebar", "toolbar", "content"])
        _ = model.resize(to: Self.environment(width: 800))
        #expect(model.resize(to: Self.environment(width: 500)) == ["sidebar", "content"])
        #expect(model.traitUpdates == 2)
    }

    // MARK: - Regions keep their identity

    /// A region the rules stop laying out keeps its last placement,
    /// marked hidden, so its view stays where and as big as it was (its
    /// state and scroll position intact); when it comes back it is shown
    /// at its new placement.
    @Test func aRegionThatDisappearsKeepsItsLastPlacementHidden() throws {
        let rules = try AdapterCoreTests.ruleSet(Self.source)
        let wide = RegionPlacements(rules.frames(in: Self.environment(width: 800)))
        let sidebar = try #require(wide["sidebar"])
        #expect(sidebar.isLaidOut)
        #expect(sidebar.placement == ViewPlacement(frame: Rect(x: 0, y: 0, width: 300, height: 700)))

        let narrow = wide.updated(with: rules.frames(in: Self.environment(width: 500)))
        #expect(narrow["sidebar"] == RegionPlacements.Entry(placement: sidebar.placement, isLaidOut: false))
        #expect(narrow["content"]?.isLaidOut == true)
        #expect(narrow.changedRegions(since: wide) == ["sidebar", "content"])

        let back = narrow.updated(with: rules.frames(in: Self.environment(width: 900)))
        #expect(back["sidebar"] == sidebar, "shown again where the rules put it")
        #expect(RegionPlacements()["sidebar"] == nil, "never laid out: no entry")
    }

    // MARK: - Right to left

    /// In a right-to-left SwiftUI container x runs from the right edge;
    /// the mirrored placement shows every corner of every region where
    /// the left-to-right one (and UIKit) shows it, rotations included.
    @Test func aRightToLeftPlacementShowsTheRegionInTheSamePlace() throws {
        let rules = try AdapterCoreTests.ruleSet("""
            layout {
              panel { left: 20; top: 30; width: 200; height: 100; transform: rotate(30deg) scale(1.5, 0.5); }
              strip { left: 0; top: 0; width: 120; height: 40; }
            }
            """)
        let frames = rules.frames(in: Self.environment(width: 800))
        let width = 800.0
        let ltr = RegionPlacements(frames), rtl = RegionPlacements(frames, rightToLeft: true)
        for name in ["panel", "strip"] {
            let visual = try #require(ltr[name]?.placement), flipped = try #require(rtl[name]?.placement)
            let size = visual.size
            for corner in AdapterCoreTests.corners(size) {
                // The view's own corner, in its flipped coordinates, lands
                // at the screen point the unflipped corner does.
                let own = Point(x: size.width - corner.x, y: corner.y)
                let inFlippedParent = own.applying(flipped.toSuperview)
                let onScreen = Point(x: width - inFlippedParent.x, y: inFlippedParent.y)
                #expect(AdapterCoreTests.close(onScreen, corner.applying(visual.toSuperview)), "\(name) \(corner)")
            }
        }
        #expect(rtl["strip"]?.placement.center == Point(x: 740, y: 20))
    }

    @Test func mirroringTwiceIsTheIdentity() {
        let t = LayoutTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 12, ty: -3)
        #expect(t.mirroredHorizontally.mirroredHorizontally == t)
        #expect(LayoutTransform.identity.mirroredHorizontally == .identity)
    }

    // MARK: - Size classes for SwiftUI

    /// The rules' size-class traits become SwiftUI's size classes; a class
    /// the rules do not name stays nil, so the modifier leaves SwiftUI's.
    @Test func theRulesSizeClassesAndOnlyThose() throws {
        let rules = try AdapterCoreTests.ruleSet("""
            traits { horizontal-size-class: regular; }
            @media (width < 600) { traits { horizontal-size-class: compact; vertical-size-class: regular; } }
            """)
        let wide = rules.sizeClasses(of: rules.traits(in: Self.environment(width: 800)))
        #expect(wide == SizeClassOverride(horizontal: .regular, vertical: nil))
        let narrow = rules.sizeClasses(of: rules.traits(in: Self.environment(width: 500)))
        #expect(narrow == SizeClassOverride(horizontal: .compact, vertical: .regular))
        let none = try AdapterCoreTests.ruleSet("traits { columns: 2; }")
        #expect(none.sizeClasses(of: none.traits(in: Self.environment(width: 800))).isEmpty)
    }

    // MARK: - One safe-area convention for both adapters

    /// A landscape iPhone 15 window (852x393, Dynamic Island on the left,
    /// home indicator below), the same container seen by each adapter.
    static let window = WindowMetrics(
        size: Size(width: 852, height: 393), screenSize: Size(width: 393, height: 852),
        interfaceOrientation: .landscapeRight, idiom: .phone, scale: 3)
    static let uikitInsets = LayoutEdgeInsets(top: 0, left: 59, bottom: 21, right: 0)

    /// UIKit's reading: `bounds.size` and `safeAreaInsets` of the root view.
    static var uikit: LayoutEnvironment {
        var metrics = window
        metrics.safeArea = uikitInsets
        return LayoutEnvironment(metrics)
    }

    /// SwiftUI's reading of the same container, measured where the content
    /// ignores the safe area (the modifier's way) or inside it, left to
    /// right or right to left (where the leading inset is the right one).
    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func bothAdaptersGiveTheSameEnvironment(rightToLeft: Bool, ignoresSafeArea: Bool) {
        let insets = Self.uikitInsets
        let leading = rightToLeft ? insets.right : insets.left
        let trailing = rightToLeft ? insets.left : insets.right
        let proxySize = ignoresSafeArea
            ? Size(width: 852, height: 393)
            : Size(width: 852 - insets.left - insets.right, height: 393 - insets.top - insets.bottom)
        let swiftUI = LayoutEnvironment(
            Self.window.container(
                size: proxySize, top: insets.top, leading: leading, bottom: insets.bottom, trailing: trailing,
                rightToLeft: rightToLeft, sizeIncludesSafeArea: ignoresSafeArea))
        #expect(swiftUI == Self.uikit)
        #expect(swiftUI.width == 852 && swiftUI.height == 393, "the whole container, safe area included")
        #expect(swiftUI.safeArea == insets)
    }

    /// `env(safe-area-inset-*)` and `width` read the same in a rule under
    /// both adapters, so the grid lands in the same place.
    @Test func rulesSeeTheSameSafeAreaUnderBothAdapters() throws {
        let rules = try AdapterCoreTests.ruleSet("""
            layout { grid { left: env(safe-area-inset-left); top: 0; right: env(safe-area-inset-right); bottom: env(safe-area-inset-bottom); } }
            """)
        let swiftUI = LayoutEnvironment(
            Self.window.container(
                size: Size(width: 852, height: 393), top: 0, leading: 0, bottom: 21, trailing: 59, rightToLeft: true))
        #expect(rules.frames(in: swiftUI) == rules.frames(in: Self.uikit))
        #expect(rules.frames(in: swiftUI)["grid"]?.frame == Rect(x: 59, y: 0, width: 793, height: 372))
    }

    @Test func insetsThatAreNotPositiveNumbersCountAsZero() {
        let metrics = Self.window.container(
            size: Size(width: 800, height: 400), top: -3, leading: .nan, bottom: .infinity, trailing: 10,
            rightToLeft: false, sizeIncludesSafeArea: false)
        #expect(metrics.safeArea == LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
        #expect(metrics.size == Size(width: 810, height: 400))
    }
}
