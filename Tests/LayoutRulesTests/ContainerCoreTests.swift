// The decisions the UIKit container makes on every pass, outside UIKit:
// which children still need the overrides, and the pixel-aligned frames
// its views are placed with.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime

struct ContainerCoreTests {
    typealias Ledger = ChildOverrideLedger<Int, String>

    // MARK: - Child bookkeeping

    @Test func everyChildGetsTheOverridesOnceUntilTheyChange() {
        var ledger = Ledger()
        #expect(ledger.children(needing: "compact", among: [1, 2]) == [1, 2])
        #expect(ledger.children(needing: "compact", among: [1, 2]) == [])
        #expect(ledger.children(needing: "regular", among: [1, 2]) == [1, 2])
        #expect(ledger.overrides(of: 1) == "regular")
    }

    @Test func aChildAddedLaterGetsThemAtTheNextPass() {
        var ledger = Ledger()
        _ = ledger.children(needing: "compact", among: [1])
        #expect(ledger.children(needing: "compact", among: [1, 2]) == [2])
    }

    /// A child that was gone at one pass is given the overrides again when
    /// it comes back, even though they did not change meanwhile.
    @Test func aChildReAddedAfterAPassWithoutItIsGivenThemAgain() {
        var ledger = Ledger()
        _ = ledger.children(needing: "compact", among: [1, 2, 3])
        #expect(ledger.children(needing: "compact", among: [1, 3]) == [])
        #expect(ledger.overrides(of: 2) == nil)
        #expect(ledger.children(needing: "compact", among: [1, 2, 3]) == [2])
    }

    /// Removed and added back between two passes (one child swapped for
    /// another keeps the count): the container reports the addition, and
    /// the child is given the overrides again.
    @Test func aChildReAddedBetweenPassesIsGivenThemAgain() {
        var ledger = Ledger()
        _ = ledger.children(needing: "compact", among: [1, 2])
        ledger.childWasAdded(2)
        #expect(ledger.children(needing: "compact", among: [1, 2]) == [2])
    }

    /// A new child with the identifier of one that left (an address reused
    /// after the first was freed) is a new child.
    @Test func aReplacementWithAReusedIdentifierIsNotSkipped() {
        var ledger = Ledger()
        _ = ledger.children(needing: "compact", among: [7, 8])
        // 8 leaves and is freed; a new child gets address 8 and is added.
        ledger.childWasAdded(8)
        #expect(ledger.children(needing: "compact", among: [7, 8]) == [8])
        // One that leaves and is replaced while the count shrinks and grows.
        _ = ledger.children(needing: "compact", among: [7])
        #expect(ledger.children(needing: "compact", among: [8, 7]) == [8])
    }

    @Test func childrenKeepTheirOrder() {
        var ledger = Ledger()
        #expect(ledger.children(needing: "a", among: [3, 1, 2]) == [3, 1, 2])
        ledger.childWasAdded(1)
        ledger.childWasAdded(3)
        #expect(ledger.children(needing: "a", among: [3, 1, 2]) == [3, 1])
    }

    // MARK: - Pixel-aligned placement

    /// A sidebar of 33.88% of 1000 points is 338.8 points wide; on a 2x
    /// screen the views are placed at 339 (edges on half points), and the
    /// centre follows the aligned frame.
    @Test func placementFramesArePixelAligned() throws {
        let rules = try AdapterCoreTests.ruleSet(
            "layout { sidebar { left: 0; top: 0.3; width: 33.88%; bottom: 0; } grid { left: sidebar.right; top: 0; right: 0; bottom: 0; } }")
        let environment = LayoutEnvironment(width: 1000, height: 700, idiom: .pad, scale: 2)
        let frames = rules.frames(in: environment)
        #expect(frames["sidebar"]?.frame.width == 338.8)
        let placed = rules.placementLayout(frames, in: environment)
        let sidebar = try #require(placed["sidebar"])
        #expect(sidebar.layoutFrame == Rect(x: 0, y: 0.5, width: 339, height: 699.5))
        #expect(sidebar.center == Point(x: 169.5, y: 350.25))
        let grid = try #require(placed["grid"]).layoutFrame
        #expect(grid.minX == 339 && grid.width == 661)
        for region in placed {
            for edge in [region.layoutFrame.minX, region.layoutFrame.maxX, region.layoutFrame.minY, region.layoutFrame.maxY] {
                #expect(edge * 2 == (edge * 2).rounded(), "\(region.name): \(edge)")
            }
            let placement = try #require(placed.placement(of: region.name, in: nil))
            #expect(placement.size == region.layoutFrame.size)
        }
        // The tracker's placement layout is the same, at the scale of the
        // environment it last saw.
        var tracker = LayoutTracker(rules)
        tracker.update(environment)
        #expect(tracker.placementLayout == placed)
        var threeX = environment
        threeX.scale = 3
        tracker.update(threeX)
        #expect(tracker.placementLayout?["sidebar"]?.layoutFrame.width == 1016.0 / 3)
    }
}

extension ContainerCoreTests {
    // MARK: - The environment a transition goes to

    static let quarterTurn = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)

    /// Every phone and pad turned from portrait to landscape and back, full
    /// screen: the destination is the catalog's environment for the other
    /// orientation (safe area aside, which the next layout pass reads).
    @Test func aRotationGoesToTheOtherOrientationsEnvironment() throws {
        var checked = 0
        for device in DeviceCatalog.all where device.idiom == .phone || device.idiom == .pad {
            for (from, to) in [(LayoutInterfaceOrientation.portrait, LayoutInterfaceOrientation.landscapeRight), (.landscapeLeft, .portrait)] {
                let before = try LayoutEnvironment(device: device, orientation: from, window: .fullScreen)
                var expected = try LayoutEnvironment(device: device, orientation: to, window: .fullScreen)
                let metrics = WindowMetrics(
                    size: Size(width: before.width, height: before.height), screenSize: device.portraitSize,
                    interfaceOrientation: from, idiom: device.idiom, scale: device.scale, nativeScale: before.nativeScale,
                    safeArea: before.safeArea)
                let destination = LayoutEnvironment(
                    metrics.transitioning(to: Size(width: before.height, height: before.width), rotation: Self.quarterTurn))
                expected.safeArea = before.safeArea
                // WindowMetrics is the geometry; the gamut comes with the settings.
                expected.colorGamut = .srgb
                #expect(destination == expected, "\(device.name) \(from) → \(to)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// A resize that is no rotation keeps the orientation and the screen;
    /// a container smaller than its window leaves the window alone.
    @Test func aResizeKeepsTheOrientation() {
        let metrics = WindowMetrics(
            size: Size(width: 1366, height: 1024), screenSize: Size(width: 1366, height: 1024),
            interfaceOrientation: .landscapeLeft, idiom: .pad, scale: 2)
        let resized = metrics.transitioning(to: Size(width: 980, height: 1024))
        #expect(resized.size == Size(width: 980, height: 1024) && resized.windowSize == resized.size)
        #expect(resized.interfaceOrientation == .landscapeLeft)
        #expect(LayoutEnvironment(resized).window == .splitView)

        let child = WindowMetrics(
            size: Size(width: 400, height: 1024), windowSize: Size(width: 1366, height: 1024),
            screenSize: Size(width: 1366, height: 1024), interfaceOrientation: .landscapeLeft, idiom: .pad, scale: 2)
        #expect(child.transitioning(to: Size(width: 500, height: 1024)).windowSize == Size(width: 1366, height: 1024))
        let turned = child.transitioning(to: Size(width: 400, height: 1366), rotation: Self.quarterTurn)
        #expect(turned.windowSize == Size(width: 1024, height: 1366) && turned.interfaceOrientation == .portrait)
    }
}
