import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime

// atan2 comes from the C library, as LayoutTransform.swift's sin and cos do:
// the standard library has none.
#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Android)
internal import Android
#elseif canImport(WASILibc)
internal import WASILibc
#elseif canImport(ucrt)
internal import ucrt
#else
#error("no C library to take atan2 from")
#endif

/// Pictures of a solved layout: one SVG per environment, showing the
/// screen, the window, the safe area and every region as the user would
/// see it (`layoutc render`).
///
///     let env = try LayoutEnvironment(device: ipad, orientation: .landscapeRight)
///     let svg = LayoutPicture.svg(ruleSet.frames(in: env), in: env, title: "iPad · landscape")
///
/// Each region is drawn by its transformed outline (the four corners of
/// `bounds` through `toWindow`), so rotated and scaled regions show as
/// they would on screen, nested ones inside their parents. Coordinates are
/// CSS pixels rounded to 1/100, so the output is byte-identical from run
/// to run and machine to machine.
package enum LayoutPicture {
    /// How a picture is drawn. The defaults make a stand-alone SVG.
    package struct Style: Sendable, Hashable {
        /// CSS pixels per point; nil fits the screen's longer side into
        /// `maximumSide` pixels.
        package var pixelsPerPoint: Double?
        package var maximumSide: Double
        /// The display's corner radius in points (0: square corners); see
        /// `cornerRadius(of:)`.
        package var cornerRadius: Double
        /// Whether the title is drawn above the screen (a gallery puts it
        /// in a caption instead). It is always the SVG's `<title>`.
        package var showsTitle: Bool
        /// Space around the device, in pixels.
        package var margin: Double
        /// Prefix of the `id`s the SVG defines, unique per picture when
        /// several share one HTML page.
        package var idPrefix: String
        /// Colours by region name; nil assigns them from this layout's names.
        package var colors: RegionColors?

        package init(
            pixelsPerPoint: Double? = nil, maximumSide: Double = 560, cornerRadius: Double = 0, showsTitle: Bool = true,
            margin: Double = 16, idPrefix: String = "lr", colors: RegionColors? = nil
        ) {
            self.pixelsPerPoint = pixelsPerPoint
            self.maximumSide = maximumSide
            self.cornerRadius = cornerRadius
            self.showsTitle = showsTitle
            self.margin = margin
            self.idPrefix = idPrefix
            self.colors = colors
        }
    }

    /// The font stack of every picture and of the gallery page.
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

    // Device chrome, in CSS pixels.
    fileprivate static let bezel = 6.0
    fileprivate static let titleHeight = 44.0
    // Labels: pixel sizes, so they read the same at every picture scale.
    fileprivate static let nameSize = 11.0
    fileprivate static let detailSize = 10.0
    fileprivate static let labelPadding = 4.0
    /// Average advance of a character, in ems, for fitting labels without
    /// font metrics; generous for the wider fallback fonts (DejaVu Sans).
    static let characterWidth = 0.62

    /// The SVG of `layout`, solved in `environment`, titled `title`
    /// (device, orientation and window, say).
    ///
    /// Any layout, environment and style values are drawn as given and
    /// never trap; NaN, infinite, negative or zero sizes give an SVG whose
    /// numbers say so.
    package static func svg(_ layout: FrameLayout, in environment: LayoutEnvironment, title: String, style: Style = Style()) -> String {
        var canvas = Canvas(layout: layout, environment: environment, title: title, style: style)
        return canvas.draw()
    }

    /// "iPhone 15 · landscape · split-1/3 (split-view) · 320×1024": the
    /// usual title for a device environment and a window name (`full`
    /// reads as "full screen"), with the kind of window the `window`
    /// feature tests; "500×700 window · portrait" without a device (and
    /// "· slide-over" after it for a window that is not full screen).
    package static func title(_ environment: LayoutEnvironment, device: String? = nil, window: String = "full") -> String {
        let size = sizeText(environment.width, environment.height)
        let orientation = environment.interfaceOrientation.isLandscape ? "landscape" : "portrait"
        // Without a device the size leads, so the bold first line says something.
        guard let device else {
            let kind = environment.window == .fullScreen ? "" : " · \(environment.window.rawValue)"
            return "\(size) window · \(orientation)\(kind)"
        }
        return [device, orientation, windowLabel(window, kind: environment.window), size].joined(separator: " · ")
    }

    /// A window as `--window` names it, with the kind the `window` feature
    /// tests where the name does not say it: "full screen", "slide-over",
    /// "split-1/3 (split-view)", "500x700 (full-screen)" for a container,
    /// "resizable-min" (a sample named after its kind), "resizable" for a
    /// full-size window of another kind.
    package static func windowLabel(_ window: String, kind: WindowKind) -> String {
        if window == "full" { return kind == .fullScreen ? "full screen" : kind.rawValue }
        return window == kind.rawValue || window.hasPrefix(kind.rawValue + "-") ? window : "\(window) (\(kind.rawValue))"
    }

    /// The display's corner radius in points, approximately: Apple does
    /// not publish it. Devices with a home indicator (a bottom safe-area
    /// inset in portrait) have rounded displays; the radius grows with the
    /// top inset on iPhones (about 40 pt on iPhone X, 47 on iPhone 12, 55
    /// on iPhone 14 Pro, 62 on iPhone 16 Pro) and is 18 pt on iPads.
    package static func cornerRadius(of device: DeviceProfile) -> Double {
        guard device.portraitSafeArea.bottom > 0 else { return 0 }
        switch device.idiom {
        case .phone:
            let top = device.portraitSafeArea.top
            return top >= 62 ? 62 : top >= 59 ? 55 : top >= 47 ? 47 : 40
        case .pad: return 18
        default: return 0
        }
    }

    /// "320×1032", each number rounded to 1/100.
    static func sizeText(_ width: Double, _ height: Double) -> String {
        "\(number(width))×\(number(height))"
    }

    /// A number rounded to 1/100 in its shortest form: `12`, `12.5`, never
    /// `-0` or `309.59999999999997`.
    static func number(_ value: Double) -> String {
        // From 1e15 on a Double has no hundredths to round, and `value * 100`
        // would overflow to infinity near the top of the range.
        guard abs(value) < 1e15 else { return formatNumber(value) }
        return formatNumber((value * 100).rounded() / 100)
    }

    /// `text` safe inside XML character data and attribute values.
    package static func escapeXML(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // XML 1.0 (section 2.2, Char) allows neither control characters
            // other than tab and newlines nor U+FFFE and U+FFFF.
            case _ where character.value < 0x20 && character != "\t" && character != "\n" && character != "\r":
                result += "\u{FFFD}"
            case "\u{FFFE}", "\u{FFFF}":
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// Deterministic colours for region names: a fixed palette indexed by a
/// stable hash (FNV-1a of the UTF-8 name, never the per-process seeded
/// `Hasher`), probing onward so that different names in one set get
/// different colours while the palette lasts.
package struct RegionColors: Sendable, Hashable {
    /// A colour for outlines and fills, and a darker one for text.
    package struct Swatch: Sendable, Hashable {
        package var color: String
        package var ink: String
    }

    /// Tailwind hues at the 500 (colour) and 800 (ink) steps, far enough
    /// apart to tell any two regions in a picture from one another, and
    /// ordered so that neighbours (where a hash collision probes to) differ
    /// most.
    package static let palette: [Swatch] = [
        Swatch(color: "#3b82f6", ink: "#1e40af"),  // blue
        Swatch(color: "#f59e0b", ink: "#92400e"),  // amber
        Swatch(color: "#10b981", ink: "#065f46"),  // emerald
        Swatch(color: "#f43f5e", ink: "#9f1239"),  // rose
        Swatch(color: "#8b5cf6", ink: "#5b21b6"),  // violet
        Swatch(color: "#06b6d4", ink: "#155e75"),  // cyan
        Swatch(color: "#d946ef", ink: "#86198f"),  // fuchsia
        Swatch(color: "#84cc16", ink: "#3f6212"),  // lime
        Swatch(color: "#64748b", ink: "#1e293b"),  // slate
    ]

    private let assigned: [String: Int]

    /// Colours for a set of names. The result depends only on the set, not
    /// on the order the names come in.
    package init(names: some Sequence<String>) {
        var unique = Array(Set(names))
        unique.sort { (Self.stableHash($0), $0) < (Self.stableHash($1), $1) }
        var assigned: [String: Int] = [:]
        var used = [Bool](repeating: false, count: Self.palette.count)
        for (position, name) in unique.enumerated() {
            var index = Int(Self.stableHash(name) % UInt64(Self.palette.count))
            // Once the palette is used up colours repeat, from the hash.
            if position < Self.palette.count {
                while used[index] { index = (index + 1) % Self.palette.count }
            }
            used[index] = true
            assigned[name] = index
        }
        self.assigned = assigned
    }

    /// The swatch of `name`; a name outside the set gets its hash's colour.
    package func swatch(for name: String) -> Swatch {
        Self.palette[assigned[name] ?? Int(Self.stableHash(name) % UInt64(Self.palette.count))]
    }

    /// 64-bit FNV-1a over the UTF-8 bytes: the same on every run and machine.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// One picture being drawn: the mapping from window points to pixels and
/// the SVG text so far.
private struct Canvas {
    let layout: FrameLayout
    let environment: LayoutEnvironment
    let style: LayoutPicture.Style
    let title: String
    let titleLines: (String, String)
    let colors: RegionColors
    /// Pixels per point.
    let scale: Double
    let screen: Size
    let window: Size
    /// The window's top-left corner in the screen, in points.
    let windowOrigin: Point
    /// The screen's top-left corner in pixels.
    let screenOrigin: Point
    let width: Double
    let height: Double
    /// Each region's children, by index: labels avoid their descendants,
    /// found through these lists, not by walking every region's ancestors
    /// for every label (quadratic in the depth: 10,000 regions nested 190
    /// deep would take seconds).
    let children: [[Int]]
    var output = ""

    init(layout: FrameLayout, environment: LayoutEnvironment, title: String, style: LayoutPicture.Style) {
        var children = [[Int]](repeating: [], count: layout.regions.count)
        for (index, region) in layout.regions.enumerated() {
            if let parent = region.parent, children.indices.contains(parent), parent != index { children[parent].append(index) }
        }
        self.children = children
        self.title = title
        titleLines = Self.titleLines(title)
        self.layout = layout
        self.environment = environment
        self.style = style
        colors = style.colors ?? RegionColors(names: layout.regions.map(\.name))
        let windowSize = layout.windowSize.width > 0 || layout.windowSize.height > 0
            ? layout.windowSize : Size(width: environment.width, height: environment.height)
        window = Size(width: Self.positive(windowSize.width), height: Self.positive(windowSize.height))
        // A container larger than the screen (`--window 2000x2000`) gets a
        // screen around it.
        screen = Size(
            width: max(Self.positive(environment.screenWidth), window.width),
            height: max(Self.positive(environment.screenHeight), window.height))
        // A multitasking window sits at the screen's leading edge, centred
        // vertically (Slide Over is shorter than the screen).
        windowOrigin = Point(x: 0, y: ((screen.height - window.height) / 2).rounded(.down))
        let longest = max(screen.width, screen.height, 1)
        let fitted = style.maximumSide / longest
        let requested = style.pixelsPerPoint ?? fitted
        scale = requested.isFinite && requested > 0 ? requested : fitted
        let top = style.margin + (style.showsTitle ? LayoutPicture.titleHeight : 0)
        screenOrigin = Point(x: style.margin + LayoutPicture.bezel, y: top + LayoutPicture.bezel)
        let titleWidth = style.showsTitle
            ? max(Double(titleLines.0.count) * 13, Double(titleLines.1.count) * 12) * LayoutPicture.characterWidth : 0
        width = max(screen.width * scale + 2 * (style.margin + LayoutPicture.bezel), titleWidth + 2 * style.margin)
        height = screen.height * scale + 2 * LayoutPicture.bezel + style.margin + top
    }

    /// The title's two lines: up to the first " · " (the device) in bold,
    /// the rest (orientation, window, size) in grey below.
    static func titleLines(_ title: String) -> (String, String) {
        let characters = Array(title)
        for index in characters.indices.dropLast(2)
        where characters[index] == " " && characters[index + 1] == "·" && characters[index + 2] == " " {
            return (String(characters[..<index]), String(characters[(index + 3)...]))
        }
        return (title, "")
    }

    /// A finite, non-negative length (NaN and negatives draw as 0).
    private static func positive(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    private func n(_ value: Double) -> String { LayoutPicture.number(value) }

    /// A point in window coordinates, in pixels.
    private func pixel(_ point: Point) -> Point {
        Point(
            x: screenOrigin.x + (windowOrigin.x + point.x) * scale,
            y: screenOrigin.y + (windowOrigin.y + point.y) * scale)
    }

    private func id(_ suffix: String) -> String { LayoutPicture.escapeXML(style.idPrefix) + "-" + suffix }

    private mutating func line(_ text: String) { output += text + "\n" }

    mutating func draw() -> String {
        let escapedTitle = LayoutPicture.escapeXML(title)
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"\(escapedTitle)\" "
                + "font-family=\"\(LayoutPicture.fontFamily)\">")
        line("<title>\(escapedTitle)</title>")
        let screenRect = Rect(x: screenOrigin.x, y: screenOrigin.y, width: screen.width * scale, height: screen.height * scale)
        let radius = min(style.cornerRadius * scale, screenRect.width / 2, screenRect.height / 2)
        let windowRect = Rect(origin: pixel(.zero), size: Size(width: window.width * scale, height: window.height * scale))
        drawDefinitions(screen: screenRect, radius: radius)
        if style.showsTitle {
            line(
                "<text x=\"\(n(style.margin))\" y=\"\(n(style.margin + 12))\" font-size=\"13\" font-weight=\"600\" "
                    + "fill=\"#1d1d1f\">\(LayoutPicture.escapeXML(titleLines.0))</text>")
            if !titleLines.1.isEmpty {
                line(
                    "<text x=\"\(n(style.margin))\" y=\"\(n(style.margin + 29))\" font-size=\"12\" "
                        + "fill=\"#6e6e73\">\(LayoutPicture.escapeXML(titleLines.1))</text>")
            }
        }
        drawDevice(screen: screenRect, radius: radius, window: windowRect)
        line("<g clip-path=\"url(#\(id("screen")))\">")
        drawSafeArea(window: windowRect)
        let shapes = layout.regions.map(shape)
        drawRegions(shapes)
        drawLabels(shapes)
        line("</g>")
        line("</svg>")
        return output
    }

    private mutating func drawDefinitions(screen: Rect, radius: Double) {
        line("<defs>")
        line(
            "<clipPath id=\"\(id("screen"))\"><rect x=\"\(n(screen.minX))\" y=\"\(n(screen.minY))\" "
                + "width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(radius))\"/></clipPath>")
        line(
            "<pattern id=\"\(id("unsafe"))\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f2f2f7\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#d8d8de\" stroke-width=\"2\"/></pattern>")
        line("</defs>")
    }

    /// The bezel, the screen and, for a multitasking window, the window
    /// on the dimmed rest of the screen.
    private mutating func drawDevice(screen: Rect, radius: Double, window: Rect) {
        let bezel = LayoutPicture.bezel
        line(
            "<rect x=\"\(n(screen.minX - bezel))\" y=\"\(n(screen.minY - bezel))\" width=\"\(n(screen.width + 2 * bezel))\" "
                + "height=\"\(n(screen.height + 2 * bezel))\" rx=\"\(n(radius > 0 ? radius + bezel : 4))\" fill=\"#1d1d1f\"/>")
        let fullScreen = window == screen
        line(
            "<rect x=\"\(n(screen.minX))\" y=\"\(n(screen.minY))\" width=\"\(n(screen.width))\" "
                + "height=\"\(n(screen.height))\" rx=\"\(n(radius))\" fill=\"\(fullScreen ? "#ffffff" : "#d1d1d6")\"/>")
        if !fullScreen {
            line(
                "<rect x=\"\(n(window.minX))\" y=\"\(n(window.minY))\" width=\"\(n(window.width))\" "
                    + "height=\"\(n(window.height))\" fill=\"#ffffff\" clip-path=\"url(#\(id("screen")))\"/>")
        }
    }

    /// The unsafe band hatched, the safe area's edge dashed.
    private mutating func drawSafeArea(window: Rect) {
        let insets = environment.safeArea
        guard insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0 else { return }
        let safe = window.inset(by: LayoutEdgeInsets(
            top: insets.top * scale, left: insets.left * scale, bottom: insets.bottom * scale, right: insets.right * scale))
        guard safe.size.width > 0, safe.size.height > 0, safe.minX.isFinite, safe.minY.isFinite else { return }
        func box(_ rect: Rect) -> String {
            "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        }
        line("<path d=\"\(box(window))\(box(safe))\" fill=\"url(#\(id("unsafe")))\" fill-rule=\"evenodd\"/>")
        line(
            "<rect x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" "
                + "fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
    }

    /// A region's outline in pixels: its bounds' corners through every
    /// transform, clockwise from the top-left; nil if not finite.
    struct Shape {
        var corners: [Point]
        var center: Point
        /// Whether the outline is an upright rectangle (no rotation other
        /// than quarter turns, no shear).
        var upright: Bool
        /// The angle of the top edge in degrees, turned by half a turn into
        /// (-90, 90] so text along it never reads upside down; 0 if upright.
        var angle: Double
        var bounds: Rect {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let left = xs.min()!, top = ys.min()!
            return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
        }
        var points: String {
            corners.map { "\(LayoutPicture.number($0.x)),\(LayoutPicture.number($0.y))" }.joined(separator: " ")
        }
    }

    private func shape(_ region: RegionFrame) -> Shape? {
        let map = region.toWindow
        let b = region.bounds
        let corners = [
            Point(x: 0, y: 0), Point(x: b.size.width, y: 0), Point(x: b.size.width, y: b.size.height),
            Point(x: 0, y: b.size.height),
        ].map { pixel($0.applying(map)) }
        let center = pixel(Point(x: b.size.width / 2, y: b.size.height / 2).applying(map))
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 }) else {
            return nil
        }
        let upright = (map.b == 0 && map.c == 0) || (map.a == 0 && map.d == 0)
        var angle = 0.0
        if !upright {
            angle = atan2(corners[1].y - corners[0].y, corners[1].x - corners[0].x) * 180 / Double.pi
            if angle > 90 { angle -= 180 } else if angle <= -90 { angle += 180 }
        }
        return Shape(corners: corners, center: center, upright: upright, angle: angle)
    }

    private mutating func drawRegions(_ shapes: [Shape?]) {
        for (region, shape) in zip(layout.regions, shapes) {
            guard let shape else { continue }
            let swatch = colors.swatch(for: region.name)
            let frame = region.layoutFrame
            line("<g>")
            line(
                "<title>\(LayoutPicture.escapeXML(region.name)) \(LayoutPicture.sizeText(frame.size.width, frame.size.height)) "
                    + "at (\(n(frame.origin.x)), \(n(frame.origin.y)))</title>")
            line(
                "<polygon points=\"\(shape.points)\" fill=\"\(swatch.color)\" fill-opacity=\"0.14\" "
                    + "stroke=\"\(swatch.color)\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>")
            line("</g>")
        }
    }

    /// Labels last, over every outline: the region's own name and size,
    /// centred, or in a corner clear of its children, clipped to the
    /// region, and left out when not even the name fits.
    private mutating func drawLabels(_ shapes: [Shape?]) {
        let name = LayoutPicture.nameSize, detail = LayoutPicture.detailSize, pad = LayoutPicture.labelPadding
        let em = LayoutPicture.characterWidth
        for (index, region) in layout.regions.enumerated() {
            guard let shape = shapes[index] else { continue }
            let leaf = region.name.split(separator: ".").last.map(String.init) ?? region.name
            let size = LayoutPicture.sizeText(region.layoutFrame.size.width, region.layoutFrame.size.height)
            // The room for text: the outline; a turned region's label is
            // turned with it, along its top edge.
            let c = shape.corners
            let room = shape.upright ? shape.bounds.size : Size(width: distance(c[0], c[1]), height: distance(c[1], c[2]))
            let nameWidth = Double(leaf.count) * name * em
            let sizeWidth = Double(size.count) * detail * em
            let twoLines = Size(width: max(nameWidth, sizeWidth), height: name + detail + 2)
            let oneLine = Size(width: nameWidth + detail * em + sizeWidth, height: name)
            let nameOnly = Size(width: nameWidth, height: name)
            // A lone name may come closer to the edges than the others.
            func fits(_ text: Size, edge: Double = pad) -> Bool {
                text.width + 2 * pad <= room.width && text.height + 2 * edge <= room.height
            }
            let kind: Int
            let box: Size
            if fits(twoLines) {
                (kind, box) = (2, twoLines)
            } else if fits(oneLine) {
                (kind, box) = (1, oneLine)
            } else if fits(nameOnly, edge: 1.5) {
                (kind, box) = (0, nameOnly)
            } else {
                continue
            }
            let position = labelCenter(index, shape: shape, box: box)
            let swatch = colors.swatch(for: region.name)
            let clip = id("r\(index)")
            line("<clipPath id=\"\(clip)\"><polygon points=\"\(shape.points)\"/></clipPath>")
            // The clip is outside the rotation, which would turn it too.
            let turn = shape.angle == 0 ? "" : " transform=\"rotate(\(n(shape.angle)) \(n(position.x)) \(n(position.y)))\""
            line("<g clip-path=\"url(#\(clip))\">")
            line(
                "<g\(turn) fill=\"\(swatch.ink)\" text-anchor=\"middle\" stroke=\"#ffffff\" "
                    + "stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">")
            let escaped = LayoutPicture.escapeXML(leaf)
            // Baselines: the cap height is about 0.72 em, so the text block
            // of `box.height` is centred on `position.y`.
            let top = position.y - box.height / 2
            switch kind {
            case 2:
                line("<text x=\"\(n(position.x))\" y=\"\(n(top + name * 0.8))\" font-size=\"\(n(name))\" font-weight=\"600\">\(escaped)</text>")
                line("<text x=\"\(n(position.x))\" y=\"\(n(top + name + 2 + detail * 0.8))\" font-size=\"\(n(detail))\">\(size)</text>")
            case 1:
                line(
                    "<text x=\"\(n(position.x))\" y=\"\(n(top + name * 0.8))\" font-size=\"\(n(name))\" font-weight=\"600\">"
                        + "\(escaped) <tspan font-size=\"\(n(detail))\" font-weight=\"400\">\(size)</tspan></text>")
            default:
                line("<text x=\"\(n(position.x))\" y=\"\(n(top + name * 0.8))\" font-size=\"\(n(name))\" font-weight=\"600\">\(escaped)</text>")
            }
            line("</g></g>")
        }
    }

    /// Where a label of `box` goes: the region's centre, unless a child
    /// covers it; then the first corner of an upright region that is clear
    /// of every child.
    private func labelCenter(_ index: Int, shape: Shape, box: Size) -> Point {
        let children = descendants(of: index).compactMap { self.shape(layout.regions[$0])?.bounds }
        func clear(_ center: Point) -> Bool {
            let label = Rect(
                x: center.x - box.width / 2 - 2, y: center.y - box.height / 2 - 2, width: box.width + 4, height: box.height + 4)
            return children.allSatisfy { $0.intersection(label) == nil }
        }
        guard shape.upright, !clear(shape.center) else { return shape.center }
        let outline = shape.bounds
        let inset = LayoutPicture.labelPadding + 2
        let halfWidth = box.width / 2 + inset, halfHeight = box.height / 2 + inset
        let candidates = [
            Point(x: outline.minX + halfWidth, y: outline.maxY - halfHeight),  // bottom left
            Point(x: outline.midX, y: outline.maxY - halfHeight),  // bottom centre
            Point(x: outline.minX + halfWidth, y: outline.minY + halfHeight),  // top left
            Point(x: outline.maxX - halfWidth, y: outline.maxY - halfHeight),  // bottom right
        ]
        return candidates.first(where: clear) ?? shape.center
    }

    /// Every region below `ancestor`, in index order (iterative: regions
    /// may nest as deep as the nesting limit; a visited set guards against
    /// a malformed parent list).
    private func descendants(of ancestor: Int) -> [Int] {
        var found: [Int] = []
        var seen: Set<Int> = [ancestor]
        var pending = children.indices.contains(ancestor) ? children[ancestor] : []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            pending += children[next]
        }
        return found.sorted()
    }

    private func distance(_ p: Point, _ q: Point) -> Double {
        ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
    }
}
