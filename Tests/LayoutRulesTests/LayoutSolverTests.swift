// The layout solver against numbers worked out by hand from UIKit's
// definitions (UIView's frame, bounds, center and transform:
// https://developer.apple.com/documentation/uikit/uiview): frame in the
// parent's coordinates, bounds at (0, 0), center unchanged by a transform,
// a transform applied about the centre, frame = bounding box of the
// transformed bounds. Then property tests: coordinate conversions
// round-trip through every transform, the window frame is the bounds
// converted to the window, and pixel alignment lands on the grid.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

/// One worked layout: rules, an environment, and the frames expected.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let environment: LayoutEnvironment
    /// Region name → expected frame (x, y, width, height) in the parent.
    let frames: [String: [Double]]
    /// Region name → expected window frame, when it differs from `frames`.
    let windowFrames: [String: [Double]]
    let sourceLocation: Testing.SourceLocation

    init(
        _ name: String, _ source: String, _ environment: LayoutEnvironment, frames: [String: [Double]],
        windowFrames: [String: [Double]] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.source = source
        self.environment = environment
        self.frames = frames
        self.windowFrames = windowFrames
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

private func environment(_ width: Double, _ height: Double, safeArea: LayoutEdgeInsets = .zero, idiom: Idiom = .phone) -> LayoutEnvironment {
    LayoutEnvironment(width: width, height: height, idiom: idiom, safeArea: safeArea)
}

private func values(_ rect: Rect) -> [Double] { [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] }

/// Compiles `source` and fails the test with the diagnostics when it does not compile.
func compileLayout(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RuleSet {
    let compilation = Compiler.compile(text: source, path: "Test.layout")
    return try #require(
        compilation.ruleSet, "\(compilation.diagnostics.map { "\($0.id): \($0.message)" })", sourceLocation: sourceLocation)
}

@Suite("Layout solver")
struct LayoutSolverTests {
    static let cases: [LayoutCase] = [
        LayoutCase(
            "absolute", "layout { a { left: 10; top: 20; width: 100; height: 50; } }", environment(390, 844),
            frames: ["a": [10, 20, 100, 50]]),
        LayoutCase(
            "right and bottom measure from the far edges",
            "layout { a { right: 10; bottom: 20; width: 100; height: 50; } }", environment(390, 844),
            frames: ["a": [280, 774, 100, 50]]),
        LayoutCase(
            "left and right give the width", "layout { a { left: 20; right: 30; top: 0; bottom: 0; } }",
            environment(390, 844), frames: ["a": [20, 0, 340, 844]]),
        LayoutCase(
            "percentages of the parent's width and height",
            "layout { a { left: 10%; width: 50%; top: 25%; height: 50%; } }", environment(400, 800),
            frames: ["a": [40, 200, 200, 400]]),
        LayoutCase(
            "centred with a size", "layout { a { center-x: 50%; center-y: 50%; width: 100; height: 60; } }",
            environment(390, 844), frames: ["a": [145, 392, 100, 60]]),
        LayoutCase(
            "left and centre give the width", "layout { a { left: 10; center-x: 60; top: 0; height: 10; } }",
            environment(390, 844), frames: ["a": [10, 0, 100, 10]]),
        LayoutCase(
            "right and centre give the width", "layout { a { right: 10; center-x: 300; bottom: 0; center-y: 800; } }",
            environment(390, 844), frames: ["a": [220, 756, 160, 88]]),
        LayoutCase(
            "safe area insets of the window",
            """
            layout { a {
              left: env(safe-area-inset-left); right: env(safe-area-inset-right);
              top: env(safe-area-inset-top); bottom: env(safe-area-inset-bottom);
            } }
            """, environment(402, 874, safeArea: LayoutEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
            frames: ["a": [0, 62, 402, 778]]),
        LayoutCase(
            "landscape safe area on both sides",
            "layout { a { left: max(env(safe-area-inset-left), 16); right: env(safe-area-inset-right); top: 0; bottom: env(safe-area-inset-bottom); } }",
            environment(874, 402, safeArea: LayoutEdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
            frames: ["a": [62, 0, 750, 381]]),
        LayoutCase(
            "a sibling's edge is a coordinate",
            """
            layout {
              sidebar { left: 0; top: 0; bottom: 0; width: 300; }
              content { left: sidebar.right + 1; right: 0; top: 0; bottom: 0; }
            }
            """, environment(1024, 768, idiom: .pad), frames: ["sidebar": [0, 0, 300, 768], "content": [301, 0, 723, 768]]),
        LayoutCase(
            "references to a sibling declared later",
            """
            layout {
              content { left: 0; right: 100% - detail.left + 16; top: detail.top; bottom: 0; }
              detail { right: 0; width: 30%; top: 20; bottom: 0; }
            }
            """, environment(1000, 800), frames: ["content": [0, 20, 684, 780], "detail": [700, 20, 300, 780]]),
        LayoutCase(
            "nested: frames in the parent, window frames in the window",
            "layout { card { left: 20; top: 100; width: 200; height: 100; title { left: 10; right: 10; top: 5; height: 20; } } }",
            environment(390, 844), frames: ["card": [20, 100, 200, 100], "card.title": [10, 5, 180, 20]],
            windowFrames: ["card.title": [30, 105, 180, 20]]),
        LayoutCase(
            "nested percentages are of the parent",
            "layout { card { left: 0; top: 0; width: 200; height: 100; inner { left: 50%; width: 25%; top: 10%; height: 50%; } } }",
            environment(390, 844), frames: ["card.inner": [100, 10, 50, 50]]),
        LayoutCase(
            "a nested region's safe area is what reaches into its parent",
            """
            layout { panel { left: 0; right: 0; top: 20; height: 100;
              label { left: env(safe-area-inset-left); right: 0; top: env(safe-area-inset-top); height: 10; } } }
            """, environment(390, 844, safeArea: LayoutEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            frames: ["panel.label": [0, 27, 390, 10]], windowFrames: ["panel.label": [0, 47, 390, 10]]),
        LayoutCase(
            "a parent below the unsafe band has no inset",
            "layout { panel { left: 0; right: 0; top: 100; height: 100; label { left: 0; right: 0; top: env(safe-area-inset-top); height: 10; } } }",
            environment(390, 844, safeArea: LayoutEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            frames: ["panel.label": [0, 0, 390, 10]]),
        LayoutCase(
            "min, max and clamp (MIN wins when the bounds cross)",
            "layout { a { left: min(10, 20); width: max(50%, 300); top: clamp(0, 5, 3); height: clamp(10, 5, 8); } }",
            environment(400, 800), frames: ["a": [10, 3, 300, 10]]),
        LayoutCase(
            "calc() and pt", "layout { a { left: calc(10pt + 5); width: 100pt; top: 0; height: 2 * (3 + 4); } }",
            environment(400, 800), frames: ["a": [15, 0, 100, 14]]),
        LayoutCase(
            "100%-20 is a subtraction", "layout { a { left: 0; width: 100%-20; top: 0; height: 50%+1; } }",
            environment(400, 800), frames: ["a": [0, 0, 380, 401]]),
        LayoutCase(
            "parent and self references",
            "layout { a { left: 0; top: 0; width: parent.width / 2; height: self.width / 2; b { center-x: parent.center-x; width: 10; top: parent.top; bottom: 0; } } }",
            environment(400, 800), frames: ["a": [0, 0, 200, 100], "a.b": [95, 0, 10, 100]]),
        LayoutCase(
            "traits as numbers",
            """
            @media (width >= 600) { traits { columns: 3; } }
            @media (width < 600) { traits { columns: 1; } }
            layout { a { left: 0; top: 0; width: 100% / columns; height: 10; } }
            """, environment(900, 800), frames: ["a": [0, 0, 300, 10]]),
        LayoutCase(
            "the cascade overrides property by property; auto takes one back",
            """
            layout { a { left: 0; width: 100; top: 0; height: 10; } }
            @media (width >= 600) { layout { a { left: auto; right: 0; } } }
            """, environment(1000, 800), frames: ["a": [900, 0, 100, 10]]),
        LayoutCase(
            "the cascade keeps earlier properties where the later rule does not match",
            """
            layout { a { left: 0; width: 100; top: 0; height: 10; } }
            @media (width >= 600) { layout { a { left: auto; right: 0; } } }
            """, environment(500, 800), frames: ["a": [0, 0, 100, 10]]),
        LayoutCase(
            "a quarter turn about the centre: the frame is the bounding box",
            "layout { a { left: 0; top: 0; width: 100; height: 50; transform: rotate(90deg); } }",
            environment(390, 844), frames: ["a": [25, -25, 50, 100]]),
        LayoutCase(
            "scale about the centre", "layout { a { left: 100; top: 100; width: 100; height: 100; transform: scale(2); } }",
            environment(390, 844), frames: ["a": [50, 50, 200, 200]]),
        LayoutCase(
            "translate", "layout { a { left: 0; top: 0; width: 100; height: 50; transform: translate(10, 20); } }",
            environment(390, 844), frames: ["a": [10, 20, 100, 50]]),
        LayoutCase(
            "translate percentages are of the region's own size",
            "layout { a { left: 0; top: 0; width: 200; height: 100; transform: translate(50%, 50%); } }",
            environment(390, 844), frames: ["a": [100, 50, 200, 100]]),
        LayoutCase(
            "CSS order: the rightmost function acts first (rotate, then move right)",
            "layout { a { left: 0; top: 0; width: 100; height: 100; transform: translate(100, 0) rotate(90deg); } }",
            environment(390, 844), frames: ["a": [100, 0, 100, 100]]),
        LayoutCase(
            "CSS order: move right in the rotated space is down",
            "layout { a { left: 0; top: 0; width: 100; height: 100; transform: rotate(90deg) translate(100, 0); } }",
            environment(390, 844), frames: ["a": [0, 100, 100, 100]]),
        LayoutCase(
            "a child of a scaled parent is scaled in the window",
            "layout { p { left: 0; top: 0; width: 100; height: 100; transform: scale(2); c { left: 0; top: 0; width: 10; height: 10; } } }",
            environment(390, 844), frames: ["p": [-50, -50, 200, 200], "p.c": [0, 0, 10, 10]],
            windowFrames: ["p.c": [-50, -50, 20, 20]]),
        LayoutCase(
            "half a turn in other units",
            "layout { a { left: 0; top: 0; width: 100; height: 50; transform: rotate(0.5turn); } b { left: 0; top: 0; width: 10; height: 20; transform: rotate(200grad); } }",
            environment(390, 844), frames: ["a": [0, 0, 100, 50], "b": [0, 0, 10, 20]]),
    ]

    @Test("worked layouts", arguments: cases)
    func workedLayout(_ example: LayoutCase) throws {
        let ruleSet = try compileLayout(example.source, sourceLocation: example.sourceLocation)
        let frames = ruleSet.evaluate(example.environment).frames
        #expect(frames == ruleSet.frames(in: example.environment), sourceLocation: example.sourceLocation)
        for (name, expected) in example.frames.sorted(by: { $0.key < $1.key }) {
            let region = try #require(frames[name], "no region \(name)", sourceLocation: example.sourceLocation)
            #expect(values(region.frame) == expected, "\(name).frame", sourceLocation: example.sourceLocation)
            #expect(values(region.bounds) == [0, 0, expected[2], expected[3]] || !region.transform.isIdentity,
                "\(name).bounds", sourceLocation: example.sourceLocation)
            let window = example.windowFrames[name] ?? (name.contains(".") ? nil : expected)
            if let window {
                #expect(values(region.windowFrame) == window, "\(name).windowFrame", sourceLocation: example.sourceLocation)
            }
        }
    }

    /// `1e20 / 90` and `1e20 * π / 180` keep no digit of the turn, so the
    /// angle is reduced modulo 360 degrees first, exactly: 1e20 is 280.
    @Test("a huge angle turns by its remainder modulo 360 degrees")
    func hugeAngleIsReducedExactly() throws {
        #expect(1e20.truncatingRemainder(dividingBy: 360) == 280)
        func transform(_ angle: String) throws -> [Double] {
            let ruleSet = try compileLayout("layout { a { left: 0; top: 0; width: 100; height: 50; transform: rotate(\(angle)); } }")
            return try #require(ruleSet.frames(in: environment(390, 844))["a"]).transform.components
        }
        let huge = try transform("1e20deg")
        #expect(huge == (try transform("280deg")))
        #expect(huge != [1, 0, 0, 1, 0, 0])
        #expect(try transform("-1e20deg") == (try transform("-280deg")))
        #expect(LayoutTransform(rotationDegrees: 1e20) == LayoutTransform(rotationDegrees: 280))
    }

    @Test("bounds, center and transform are UIKit's under a transform")
    func boundsCenterTransform() throws {
        let ruleSet = try compileLayout(
            "layout { a { left: 0; top: 0; width: 100; height: 50; transform: translate(100, 0) rotate(90deg); } }")
        let a = try #require(ruleSet.frames(in: environment(390, 844))["a"])
        #expect(values(a.bounds) == [0, 0, 100, 50])
        #expect(a.center == Point(x: 50, y: 25))
        #expect(a.transform.components == [0, 1, -1, 0, 100, 0])
        #expect(values(a.layoutFrame) == [0, 0, 100, 50])
        // The rotated bounds about (50, 25), then 100 to the right.
        #expect(values(a.frame) == [125, -25, 50, 100])
    }

    @Test("references read the layout rectangle, before transforms (as in CSS)")
    func referencesIgnoreTransforms() throws {
        let ruleSet = try compileLayout(
            """
            layout {
              a { left: 0; top: 0; width: 100; height: 100; transform: scale(3); }
              b { left: a.right; top: a.bottom; width: 10; height: 10; }
            }
            """)
        let b = try #require(ruleSet.frames(in: environment(390, 844))["b"])
        #expect(values(b.frame) == [100, 100, 10, 10])
    }

    @Test("regions appear in the order they are first declared, parents first")
    func regionOrder() throws {
        let ruleSet = try compileLayout(
            """
            layout { b { left: 0; top: 0; width: 1; height: 1; } }
            layout { a { left: 0; top: 0; width: 1; height: 1; c { left: 0; top: 0; width: 1; height: 1; } } b { left: 1; } }
            """)
        let frames = ruleSet.frames(in: environment(390, 844))
        #expect(frames.map(\.name) == ["b", "a", "a.c"])
        #expect(frames[2].parent == 1)
        #expect(frames["b"].map { values($0.frame) } == [1, 0, 1, 1])
    }

    @Test("environments no layout rule matches give an empty layout")
    func emptyLayout() throws {
        let ruleSet = try compileLayout(
            "@media (width >= 600) { layout { a { left: 0; top: 0; width: 1; height: 1; } } } traits { x: 1; }")
        #expect(ruleSet.frames(in: environment(390, 844)).isEmpty)
        #expect(ruleSet.frames(in: environment(700, 844)).count == 1)
        #expect(ruleSet.evaluate(environment(390, 844)).frames.windowSize == Size(width: 390, height: 844))
    }

    @Test("negative sizes are reported as computed")
    func negativeSize() throws {
        let compilation = Compiler.compile(text: "layout { a { left: 500; right: 0; top: 0; height: 10; } }", path: "T.layout")
        let ruleSet = try #require(compilation.ruleSet)
        #expect(compilation.diagnostics.map(\.id) == ["negative-size"])
        #expect(compilation.diagnostics.first?.message.contains("negative width (-180) on iPhone / iPhone 3G / iPhone 3GS / iPod touch (1st, 2nd, 3rd generation) in portrait") == true)
        #expect(values(try #require(ruleSet.frames(in: environment(390, 844))["a"]).layoutFrame) == [500, 0, -110, 10])
    }

    @Test("pixel sizes at scale and native scale (Listing 2)")
    func pixelSizes() throws {
        let ruleSet = try compileLayout("layout { a { left: 0; top: 0; width: 100%; height: 100%; } }")
        let a = try #require(ruleSet.frames(in: environment(414, 736))["a"])
        #expect(a.pixelSize(atScale: 3) == Size(width: 1242, height: 2208))
        #expect(a.pixelSize(atScale: 2.608) == Size(width: 414 * 2.608, height: 736 * 2.608))
    }

    @Test("pixel alignment snaps every edge to 1/scale")
    func pixelAlignment() throws {
        let ruleSet = try compileLayout(
            "layout { a { left: 10.1; top: 0.2; width: 33.33; height: 10.05; b { left: 0.4; top: 0.4; width: 5.55; height: 1; } } }")
        let aligned = ruleSet.frames(in: environment(390, 844)).pixelAligned(scale: 3)
        for region in aligned {
            for edge in [region.layoutFrame.minX, region.layoutFrame.maxX, region.layoutFrame.minY, region.layoutFrame.maxY] {
                #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9, "\(region.name): \(edge)")
            }
            #expect(region.center == Point(x: region.layoutFrame.midX, y: region.layoutFrame.midY))
        }
        let a = try #require(aligned["a"]).layoutFrame
        for (actual, expected) in zip(values(a), [10, 1.0 / 3, 33 + 1.0 / 3, 10]) { #expect(abs(actual - expected) < 1e-12) }
    }

    // MARK: Conversions

    /// A random region tree with random transforms, as layout source.
    static func randomLayout(_ random: inout SplitMix64) -> (source: String, names: [String]) {
        var names: [String] = []
        func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        func transform() -> String {
            var steps: [String] = []
            for _ in 0..<number(0...3) {
                switch number(0...3) {
                case 0: steps.append("translate(\(number(-50...50)), \(number(-50...50)))")
                case 1: steps.append("scale(\(Double(number(5...30)) / 10), \(Double(number(5...30)) / 10))")
                case 2: steps.append("rotate(\(number(-180...180))deg)")
                default: steps.append("rotate(\(number(0...3) * 90)deg)")
                }
            }
            return steps.isEmpty ? "" : "transform: \(steps.joined(separator: " "));"
        }
        func region(_ path: [String], depth: Int) -> String {
            let name = "r\(names.count)"
            names.append((path + [name]).joined(separator: "."))
            var body = "left: \(number(0...100)); top: \(number(0...100)); width: \(number(1...300)); height: \(number(1...300)); \(transform())"
            if depth < 3 {
                for _ in 0..<number(0...2) { body += " " + region(path + [name], depth: depth + 1) }
            }
            return "\(name) { \(body) }"
        }
        var source = "layout { "
        for _ in 0..<number(1...3) { source += region([], depth: 0) + " " }
        return (source + "}", names)
    }

    private static func close(_ a: Point, _ b: Point, scale: Double) -> Bool {
        abs(a.x - b.x) <= 1e-9 * scale && abs(a.y - b.y) <= 1e-9 * scale
    }

    /// 300 random layouts with `LAYOUTRULES_FULL_TESTS=1`, 100 otherwise.
    @Test("converting a point there and back is the identity, through every transform")
    func conversionRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        for trial in 0..<TestSettings.scaled(quick: 100, full: 300) {
            let (source, names) = Self.randomLayout(&random)
            let ruleSet = try compileLayout(source)
            let frames = ruleSet.frames(in: environment(1024, 768))
            #expect(frames.map(\.name) == names)
            for _ in 0..<5 {
                let from = Bool.random(using: &random) ? names.randomElement(using: &random) : nil
                let to = Bool.random(using: &random) ? names.randomElement(using: &random) : nil
                let point = Point(x: Double.random(in: -500...500, using: &random), y: Double.random(in: -500...500, using: &random))
                guard let there = frames.convert(point, from: from, to: to) else { continue }  // a zero scale on the way
                let back = try #require(frames.convert(there, from: to, to: from))
                #expect(Self.close(back, point, scale: 1e4), "trial \(trial): \(source) \(point) \(from ?? "window") -> \(to ?? "window")")
            }
        }
    }

    /// 200 random layouts with `LAYOUTRULES_FULL_TESTS=1`, 70 otherwise.
    @Test("the window frame is the bounds converted to the window; the frame is the bounds converted to the parent")
    func windowFrameIsConvertedBounds() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        for _ in 0..<TestSettings.scaled(quick: 70, full: 200) {
            let (source, _) = Self.randomLayout(&random)
            let frames = try compileLayout(source).frames(in: environment(1024, 768))
            for region in frames {
                let converted = try #require(frames.convert(region.bounds, from: region.name, to: nil))
                #expect(Self.close(converted.origin, region.windowFrame.origin, scale: 1e4), "\(source) \(region.name)")
                let parent = region.parent.map { frames[$0].name }
                let inParent = try #require(frames.convert(region.bounds, from: region.name, to: parent))
                #expect(Self.close(inParent.origin, region.frame.origin, scale: 1e4), "\(source) \(region.name)")
                // UIKit: the transform acts about `center`, so the bounds'
                // midpoint lands at center + the transform's translation
                // (`center` itself, like the layer's position, ignores it).
                let mid = Point(x: region.bounds.midX, y: region.bounds.midY)
                let landed = try #require(frames.convert(mid, from: region.name, to: parent))
                let expected = Point(x: region.center.x + region.transform.tx, y: region.center.y + region.transform.ty)
                #expect(Self.close(landed, expected, scale: 1e4), "\(source) \(region.name)")
            }
        }
    }

    @Test("a zero scale makes conversion into the region impossible, not a trap")
    func singularConversion() throws {
        let frames = try compileLayout("layout { a { left: 0; top: 0; width: 10; height: 10; transform: scale(0); } }")
            .frames(in: environment(390, 844))
        #expect(frames.convert(Point(x: 1, y: 1), from: nil, to: "a") == nil)
        #expect(frames.convert(Point(x: 1, y: 1), from: "a", to: nil) == Point(x: 5, y: 5))
        #expect(frames.convert(Point(x: 1, y: 1), from: "nope", to: nil) == nil)
    }
}
