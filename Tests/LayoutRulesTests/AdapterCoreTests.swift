// The logic behind the UIKit and SwiftUI adapters, which live in their own
// modules and cannot run here: the environment of a live window, the screen
// size in an interface orientation, the kind of window, drawable sizes,
// resolved traits, size-class overrides and view placement. Wherever the
// device catalog has the answer, every device and window is checked.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime

struct AdapterCoreTests {
    static func ruleSet(_ source: String, presets: [String] = []) throws -> RuleSet {
        let compilation = Compiler.compile(text: source, path: "App.layout", presets: presets)
        return try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
    }

    // MARK: - Screen size in the interface orientation

    @Test(arguments: [
        (Size(width: 390, height: 844), LayoutInterfaceOrientation.portrait, Size(width: 390, height: 844)),
        (Size(width: 844, height: 390), .portrait, Size(width: 390, height: 844)),
        (Size(width: 844, height: 390), .portraitUpsideDown, Size(width: 390, height: 844)),
        (Size(width: 390, height: 844), .landscapeLeft, Size(width: 844, height: 390)),
        (Size(width: 390, height: 844), .landscapeRight, Size(width: 844, height: 390)),
        (Size(width: 844, height: 390), .landscapeRight, Size(width: 844, height: 390)),
        (Size(width: 390, height: 844), .unknown, Size(width: 390, height: 844)),
        (Size(width: 844, height: 390), .unknown, Size(width: 844, height: 390)),
        (Size(width: 500, height: 500), .landscapeLeft, Size(width: 500, height: 500)),
    ])
    func orientedSize(size: Size, orientation: LayoutInterfaceOrientation, expected: Size) {
        #expect(size.oriented(for: orientation) == expected)
    }

    @Test func orientedSizeKeepsNaN() {
        let size = Size(width: .nan, height: 10).oriented(for: .landscapeLeft)
        #expect(size.width.isNaN && size.height == 10)
    }

    /// Whether UIKit reports the screen in the interface orientation (iOS 8
    /// and later) or always in portrait (`nativeBounds`, or a size read
    /// mid-rotation), the environment gets the catalog's screen size.
    @Test func screenSizeFollowsTheInterfaceOrientationForEveryDevice() {
        var checked = 0
        for device in DeviceCatalog.all {
            for orientation in [LayoutInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
                let expected = device.screenSize(in: orientation)
                // Only phones and pads rotate: other screens have one shape.
                let rotates = device.idiom == .phone || device.idiom == .pad
                for reported in rotates ? [device.portraitSize, device.portraitSize.transposed, expected] : [expected] {
                    let metrics = WindowMetrics(
                        size: expected, screenSize: reported, interfaceOrientation: orientation,
                        idiom: device.idiom, scale: device.scale)
                    #expect(metrics.orientedScreenSize == expected, "\(device.name) \(orientation) from \(reported)")
                    checked += 1
                }
            }
        }
        #expect(checked > 250)
    }

    // MARK: - The environment of a live window

    /// UIKit's readings for every catalog device, orientation and
    /// multitasking window (the screen reported either way round) give the
    /// environment the catalog derives, window kind included.
    @Test func windowMetricsGiveTheCatalogEnvironment() throws {
        var checked = 0
        for device in DeviceCatalog.all {
            for orientation in [LayoutInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
                var specs: [WindowSpec] = [.fullScreen]
                specs += device.windows.filter { $0.landscape == orientation.isLandscape }.map { .multitasking($0.kind) }
                for spec in specs {
                    var expected = try LayoutEnvironment(device: device, orientation: orientation, window: spec)
                    // WindowMetrics is the geometry; the adapters set the display gamut
                    // with the user's settings (SettingValues): the rest must agree.
                    expected.colorGamut = .srgb
                    let rotates = device.idiom == .phone || device.idiom == .pad
                    for reportedScreen in rotates ? [device.portraitSize, device.portraitSize.transposed] : [device.portraitSize] {
                        let metrics = WindowMetrics(
                            size: Size(width: expected.width, height: expected.height),
                            screenSize: reportedScreen, interfaceOrientation: orientation, idiom: device.idiom,
                            scale: device.scale, nativeScale: device.nativeScale, safeArea: expected.safeArea)
                        #expect(LayoutEnvironment(metrics) == expected, "\(device.name) \(orientation) \(spec)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 500)
    }

    @Test func metricsOfAViewInsideAWindow() {
        // A 300-point sidebar in a full-screen landscape iPad: the rules see
        // the sidebar's size, the kind comes from the window.
        let metrics = WindowMetrics(
            size: Size(width: 300, height: 820), windowSize: Size(width: 1180, height: 820),
            screenSize: Size(width: 820, height: 1180), interfaceOrientation: .landscapeLeft, idiom: .pad, scale: 2,
            safeArea: LayoutEdgeInsets(top: 24, bottom: 20))
        let environment = LayoutEnvironment(metrics)
        #expect(environment.width == 300 && environment.height == 820)
        #expect(environment.screenWidth == 1180 && environment.screenHeight == 820)
        #expect(environment.window == .fullScreen)
        #expect(environment.interfaceOrientation == .landscapeLeft, "the scene's, not guessed from the shape")
        #expect(environment.orientation == .portrait, "the CSS orientation is the view's shape")
        #expect(environment.nativeScale == 2)
        #expect(environment.safeArea == LayoutEdgeInsets(top: 24, bottom: 20))
    }

    /// SwiftUI measures the container; the window's facts (here a Split
    /// View side on a landscape iPad) come from UIKit and are kept.
    @Test func aContainerKeepsItsWindowsFacts() {
        let window = WindowMetrics(
            size: Size(width: 694, height: 768), screenSize: Size(width: 768, height: 1024),
            interfaceOrientation: .landscapeRight, idiom: .pad, scale: 2, safeArea: LayoutEdgeInsets(top: 20))
        let container = window.container(size: Size(width: 300, height: 700), safeArea: LayoutEdgeInsets(bottom: 10))
        #expect(container.windowSize == Size(width: 694, height: 768))
        let environment = LayoutEnvironment(container)
        #expect(environment.width == 300 && environment.height == 700)
        #expect(environment.safeArea == LayoutEdgeInsets(bottom: 10))
        #expect(environment.window == .splitView, "the kind is the window's, not the container's")
        #expect(environment.screenWidth == 1024 && environment.screenHeight == 768)
        #expect(environment.interfaceOrientation == .landscapeRight)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let ltr = LayoutEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4, rightToLeft: false)
        #expect(ltr == LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let rtl = LayoutEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4, rightToLeft: true)
        #expect(rtl == LayoutEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test func aViewInNoWindowHasAnUnknownOrientation() throws {
        let metrics = WindowMetrics(
            size: Size(width: 320, height: 480), screenSize: Size(width: 320, height: 480),
            interfaceOrientation: .unknown, idiom: .phone, scale: 2)
        let environment = LayoutEnvironment(metrics)
        #expect(environment.interfaceOrientation == .unknown)
        let rules = try Self.ruleSet("""
            @media (interface-orientation: portrait) { traits { upright: true; } }
            @media (orientation: portrait) { traits { tall: true; } }
            """)
        let traits = rules.evaluate(environment)
        #expect(traits["upright"] == nil, "an unknown orientation matches no interface-orientation test")
        #expect(traits["tall"] == .boolean(true))
    }

    @Test func anExplicitWindowKindWins() {
        let metrics = WindowMetrics(
            size: Size(width: 1024, height: 768), screenSize: Size(width: 1024, height: 768),
            interfaceOrientation: .landscapeRight, idiom: .pad, scale: 2, windowKind: .resizable)
        #expect(LayoutEnvironment(metrics).window == .resizable)
    }

    @Test(arguments: [
        (2.0, 2.0 as Double?, 2.0), (3, 1080.0 / 414, 1080.0 / 414), (3, nil, 3), (3, 0, 3), (3, -1, 3),
        (3, .nan, 3), (3, .infinity, 3),
    ])
    func contentScale(scale: Double, nativeScale: Double?, expected: Double) {
        let metrics = WindowMetrics(
            size: Size(width: 1, height: 1), screenSize: Size(width: 1, height: 1), interfaceOrientation: .portrait,
            idiom: .phone, scale: scale, nativeScale: nativeScale)
        #expect(metrics.contentScale == expected)
        #expect(LayoutEnvironment(metrics).nativeScale == expected)
    }

    // MARK: - The kind of window

    /// Every Split View and Slide Over window in the catalog, in its
    /// orientation, and every full screen, is recognized from its size.
    @Test func everyCatalogWindowIsRecognized() {
        var checked = 0
        for device in DeviceCatalog.all {
            for landscape in [false, true] {
                let screen = landscape ? device.screenSize(in: .landscapeLeft) : device.screenSize(in: .portrait)
                #expect(WindowKind(windowSize: screen, screenSize: screen, idiom: device.idiom) == .fullScreen, "\(device.name)")
                for window in device.windows where window.landscape == landscape {
                    let expected = WindowSpec.multitasking(window.kind).kind
                    let kind = WindowKind(windowSize: window.size, screenSize: screen, idiom: device.idiom)
                    #expect(kind == expected, "\(device.name) \(window.kind.rawValue) landscape: \(landscape)")
                    checked += 1
                }
            }
        }
        #expect(checked > 80)
    }

    @Test(arguments: [
        // Stage Manager and free windows: neither full height nor a Slide Over inset.
        (Size(width: 800, height: 600), Size(width: 1180, height: 820), Idiom.pad, WindowKind.resizable),
        (Size(width: 1180, height: 700), Size(width: 1180, height: 820), .pad, .resizable),
        (Size(width: 500, height: 780), Size(width: 1180, height: 820), .pad, .resizable),
        (Size(width: 375, height: 700), Size(width: 1180, height: 820), .pad, .resizable),
        // Full height and narrower: a Split View side (or a tiled window).
        (Size(width: 590, height: 820), Size(width: 1180, height: 820), .pad, .splitView),
        (Size(width: 590, height: 819.5), Size(width: 1180, height: 820), .pad, .splitView),
        // Within a point of the screen is the screen.
        (Size(width: 1179.5, height: 820.4), Size(width: 1180, height: 820), .pad, .fullScreen),
        // A narrow window inset from top and bottom: Slide Over.
        (Size(width: 320, height: 728), Size(width: 1024, height: 768), .pad, .slideOver),
        (Size(width: 375.5, height: 1318), Size(width: 1024, height: 1366), .pad, .slideOver),
        (Size(width: 400, height: 1318), Size(width: 1024, height: 1366), .pad, .resizable),
        // Phones, TV and CarPlay never share the screen; an iPhone app on
        // an iPad has the phone idiom and the screen it is given.
        (Size(width: 375, height: 667), Size(width: 1024, height: 1366), .phone, .fullScreen),
        (Size(width: 1280, height: 720), Size(width: 1920, height: 1080), .tv, .fullScreen),
        (Size(width: 400, height: 200), Size(width: 800, height: 480), .carplay, .fullScreen),
        // Mac and Vision windows are resized freely, unless they fill the screen.
        (Size(width: 1000, height: 700), Size(width: 1470, height: 956), .mac, .resizable),
        (Size(width: 1470, height: 956), Size(width: 1470, height: 956), .mac, .fullScreen),
        (Size(width: 1280, height: 720), Size(width: 1920, height: 1080), .vision, .resizable),
        (Size(width: 600, height: 400), Size(width: 800, height: 600), .unspecified, .resizable),
        // Nothing can be said about sizes that are not positive numbers.
        (Size(width: 0, height: 0), Size(width: 1024, height: 768), .pad, .fullScreen),
        (Size(width: .nan, height: 768), Size(width: 1024, height: 768), .pad, .fullScreen),
        (Size(width: 500, height: 768), Size(width: .infinity, height: 768), .pad, .fullScreen),
        (Size(width: -500, height: 768), Size(width: 1024, height: 768), .pad, .fullScreen),
    ])
    func windowKind(window: Size, screen: Size, idiom: Idiom, expected: WindowKind) {
        #expect(WindowKind(windowSize: window, screenSize: screen, idiom: idiom) == expected)
    }

    // MARK: - Drawable sizes

    @Test(arguments: [
        (Size(width: 414, height: 736), 1080.0 / 414, Size(width: 1080, height: 1920) as Size?),  // iPhone 6 Plus, native
        (Size(width: 414, height: 736), 3, Size(width: 1242, height: 2208)),  // the same at scale: 1242x2208, resampled
        (Size(width: 390, height: 844), 3, Size(width: 1170, height: 2532)),
        (Size(width: 100.5, height: 10), 2, Size(width: 201, height: 20)),
        (Size(width: 0.3, height: 0.2), 2, Size(width: 1, height: 1)),  // 0.6 and 0.4 round to 1 and 0 -> nil below
        (Size(width: 10, height: 10), 0, nil),
        (Size(width: 10, height: 10), -2, nil),
        (Size(width: 10, height: 10), .nan, nil),
        (Size(width: 0, height: 10), 2, nil),
        (Size(width: 10, height: .infinity), 2, nil),
        (Size(width: -10, height: 10), 2, nil),
    ])
    func drawableSize(bounds: Size, scale: Double, expected: Size?) {
        let expectedResult = bounds == Size(width: 0.3, height: 0.2) ? nil : expected
        #expect(bounds.drawableSize(contentScale: scale) == expectedResult)
    }

    /// The whole screen at the native scale is the panel's physical pixels,
    /// to the pixel where points times native scale is not a whole number.
    @Test func fullScreenDrawableIsTheNativePanel() throws {
        for device in DeviceCatalog.all {
            let metrics = WindowMetrics(
                size: device.portraitSize, screenSize: device.portraitSize, interfaceOrientation: .portrait,
                idiom: device.idiom, scale: device.scale, nativeScale: device.nativeScale)
            let drawable = try #require(device.portraitSize.drawableSize(contentScale: metrics.contentScale), "\(device.name)")
            #expect((drawable.width - device.nativePixels.width).magnitude <= 1, "\(device.name): \(drawable)")
            #expect((drawable.height - device.nativePixels.height).magnitude <= 1.5, "\(device.name): \(drawable)")
            if device.name.contains("Plus") {
                #expect(drawable == device.nativePixels, "\(device.name): the 1080x1920 panel, not 1242x2208")
            }
        }
    }

    // MARK: - Resolved traits

    static let trackerSource = """
        traits { columns: 1; title: "Home"; }
        @media (width >= 600) { traits { columns: 2; } }
        @media (height < 500) { traits { compact: true; } }
        @media (height >= 500) and (height < 501) { traits { compact: true; } }
        """

    @Test func resolvedTraitsCopyAnEvaluation() throws {
        let rules = try Self.ruleSet(Self.trackerSource)
        let collection = rules.evaluate(LayoutEnvironment(width: 700, height: 400))
        let traits = ResolvedTraits(collection)
        #expect(traits.map(\.name) == ["columns", "title", "compact"])
        #expect(traits["columns"] == .number(2))
        #expect(traits["title"] == .string("Home"))
        #expect(traits["missing"] == nil)
        #expect(traits.count == collection.count)
        #expect(traits.description == #"columns: 2; title: "Home"; compact: true;"#)
        #expect(ResolvedTraits.empty.isEmpty)
    }

    /// Equal values from different rules are equal: UIKit and SwiftUI,
    /// which compare trait values, see no change.
    @Test func resolvedTraitsCompareByValue() throws {
        let rules = try Self.ruleSet(Self.trackerSource)
        let a = rules.evaluate(LayoutEnvironment(width: 700, height: 499))
        let b = rules.evaluate(LayoutEnvironment(width: 700, height: 500.5))
        #expect(rules.match(LayoutEnvironment(width: 700, height: 499)) != rules.match(LayoutEnvironment(width: 700, height: 500.5)))
        #expect(ResolvedTraits(a) == ResolvedTraits(b))
        #expect(ResolvedTraits(a).hashValue == ResolvedTraits(b).hashValue)
        let c = rules.evaluate(LayoutEnvironment(width: 500, height: 499))
        #expect(ResolvedTraits(a) != ResolvedTraits(c))
        let d = rules.evaluate(LayoutEnvironment(width: 700, height: 900))
        #expect(ResolvedTraits(a) != ResolvedTraits(d), "a trait set in one and not the other")
    }

    @Test func resolvedTraitsFromPairs() {
        let traits = ResolvedTraits(pairs: [("a", .number(1)), ("b", .boolean(true)), ("a", .number(2))])
        #expect(traits.map(\.name) == ["a", "b"])
        #expect(traits["a"] == .number(2))
        #expect(traits != ResolvedTraits(pairs: [("b", .boolean(true)), ("a", .number(2))]), "order counts")
    }

    // MARK: - Size-class overrides

    /// Seed table of the device-orientation preset: one pair per device kind
    /// and orientation, for every phone and pad in the catalog.
    @Test func deviceOrientationPresetGivesOnePairPerDeviceAndOrientation() throws {
        let rules = try Self.ruleSet("", presets: ["device-orientation"])
        var checked = 0
        for device in DeviceCatalog.all where device.idiom == .phone || device.idiom == .pad {
            for orientation in [LayoutInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
                let environment = try LayoutEnvironment(device: device, orientation: orientation)
                let override = SizeClassOverride(rules.evaluate(environment))
                let expected: SizeClassOverride =
                    switch (device.idiom, orientation.isLandscape) {
                    case (.pad, false): SizeClassOverride(horizontal: .regular, vertical: .regular)
                    case (.pad, true): SizeClassOverride(horizontal: .regular, vertical: .compact)
                    case (_, false): SizeClassOverride(horizontal: .compact, vertical: .regular)
                    case (_, true): SizeClassOverride(horizontal: .compact, vertical: .compact)
                    }
                #expect(override == expected, "\(device.name) \(orientation)")
                checked += 1
            }
        }
        #expect(checked > 150)
    }

    /// The apple preset read as an override gives UIKit's own size classes
    /// for every catalog device and window, as the catalog records them.
    @Test func applePresetOverridesWithUIKitsOwnClasses() throws {
        let rules = try Self.ruleSet("", presets: ["apple"])
        for (label, environment, expected) in DeviceTests.environments {
            let override = SizeClassOverride(ResolvedTraits(rules.evaluate(environment)))
            #expect(override == SizeClassOverride(horizontal: expected.horizontal, vertical: expected.vertical), "\(label)")
        }
    }

    @Test func sizeClassOverrideReadsOnlyCompactOrRegular() throws {
        let rules = try Self.ruleSet("""
            traits { horizontal-size-class: Regular; vertical-size-class: "compact"; }
            traits { detail-horizontal-size-class: compact; detail-vertical-size-class: wide; }
            """)
        let traits = rules.evaluate(LayoutEnvironment(width: 100, height: 100))
        #expect(SizeClassOverride(traits) == SizeClassOverride(horizontal: .regular, vertical: nil), "a string is not a size class")
        #expect(SizeClassOverride(traits, prefix: "detail-") == SizeClassOverride(horizontal: .compact))
        #expect(SizeClassOverride(traits, prefix: "none-").isEmpty)
        #expect(SizeClassOverride(traits).description == "regular/-")
    }

    // MARK: - Placing views

    static let placementSource = """
        layout {
          header { left: 0; right: 0; top: env(safe-area-inset-top); height: 44; }
          content {
            left: 20; right: 20; top: header.bottom; bottom: 0; transform: rotate(30deg) scale(0.8, 1.2);
            card {
              center-x: 50%; center-y: 40%; width: 60%; height: 120; transform: translate(5, -3) rotate(-90deg);
              badge { right: 4; top: 4; width: 24; height: 24; transform: scale(2); }
            }
            plain { left: 10; top: 10; width: 50; height: 30; }
          }
        }
        """

    static func corners(_ size: Size) -> [Point] {
        [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height), Point(x: size.width, y: size.height),
         Point(x: size.width / 3, y: size.height / 7)]
    }

    static func close(_ a: Point, _ b: Point) -> Bool {
        (a.x - b.x).magnitude < 1e-9 * max(1, a.x.magnitude) && (a.y - b.y).magnitude < 1e-9 * max(1, a.y.magnitude)
    }

    @Test func aRegionPlacementIsItsOwnGeometry() throws {
        let frames = try Self.ruleSet(Self.placementSource)
            .frames(in: LayoutEnvironment(width: 390, height: 844, safeArea: LayoutEdgeInsets(top: 47, bottom: 34)))
        #expect(frames.count == 5)
        for region in frames {
            let placement = ViewPlacement(region)
            #expect(placement.toSuperview == region.toParent, "\(region.name)")
            #expect(placement.size == region.bounds.size)
            if region.transform.isIdentity {
                #expect(placement.frame == region.frame, "\(region.name)")
            } else {
                #expect(placement.frame == nil, "\(region.name): a transformed view has no frame")
            }
        }
    }

    /// A view placed in any container's view (the window, its parent, an
    /// ancestor, a sibling) maps its own coordinates to the container's as
    /// converting between the regions does.
    @Test func placementInAnyContainerMatchesConversion() throws {
        let frames = try Self.ruleSet(Self.placementSource)
            .frames(in: LayoutEnvironment(width: 390, height: 844, safeArea: LayoutEdgeInsets(top: 47, bottom: 34)))
        let containers: [String?] = [nil] + frames.map(\.name)
        var checked = 0
        for region in frames {
            for container in containers where container != region.name {
                let placement = try #require(frames.placement(of: region.name, in: container))
                #expect(placement.size == region.layoutFrame.size)
                for corner in Self.corners(placement.size) {
                    let viaPlacement = corner.applying(placement.toSuperview)
                    let viaConversion = try #require(frames.convert(corner, from: region.name, to: container))
                    #expect(Self.close(viaPlacement, viaConversion), "\(region.name) in \(container ?? "window")")
                }
                checked += 1
            }
        }
        #expect(checked == 25)
        #expect(frames.placement(of: "missing", in: nil) == nil)
        #expect(frames.placement(of: "header", in: "missing") == nil)
        let flat = try #require(frames.placement(of: "content.plain", in: nil))
        #expect(!flat.transform.isIdentity, "content's rotation reaches a child placed in the root view")
        #expect(flat.frame == nil)
    }

    @Test func aContainerSquashedFlatHasNoPlacement() throws {
        let frames = try Self.ruleSet("""
            layout { flat { left: 0; top: 0; width: 100; height: 100; transform: scale(0); inner { left: 0; top: 0; width: 10; height: 10; } } other { left: 0; top: 0; width: 5; height: 5; } }
            """).frames(in: LayoutEnvironment(width: 200, height: 200))
        #expect(frames.placement(of: "other", in: "flat") == nil)
        #expect(frames.placement(of: "flat.inner", in: "flat") != nil, "its own parent needs no inverse")
    }

    @Test func originAnchoredTransformIsTheSameMap() throws {
        let frames = try Self.ruleSet(Self.placementSource).frames(in: LayoutEnvironment(width: 390, height: 844))
        for region in frames {
            let placement = ViewPlacement(region)
            // A view whose top-left corner sits at center - size/2 and is
            // transformed about that corner lands where UIKit puts it.
            let origin = LayoutTransform(
                translationX: placement.center.x - placement.size.width / 2,
                y: placement.center.y - placement.size.height / 2)
            let map = placement.originAnchoredTransform.concatenating(origin)
            for corner in Self.corners(placement.size) {
                #expect(Self.close(corner.applying(map), corner.applying(placement.toSuperview)), "\(region.name)")
            }
        }
        #expect(ViewPlacement(frame: Rect(x: 0, y: 0, width: 10, height: 10)).originAnchoredTransform.isIdentity)
    }

    @Test func placementChangesNameWhatToSet() {
        let a = ViewPlacement(size: Size(width: 100, height: 50), center: Point(x: 60, y: 35))
        #expect(a.changes(from: nil) == .all)
        #expect(a.changes(from: a).isEmpty)
        var b = a
        b.center.x += 1
        #expect(b.changes(from: a) == .center)
        b.size.height = 51
        #expect(b.changes(from: a) == [.center, .size])
        var c = a
        c.transform = LayoutTransform(rotationAngle: .pi / 2)
        #expect(c.changes(from: a) == .transform)
        #expect(ViewPlacement(frame: Rect(x: 10, y: 10, width: 100, height: 50)) == a)
        #expect(a.frame == Rect(x: 10, y: 10, width: 100, height: 50))
    }
}
