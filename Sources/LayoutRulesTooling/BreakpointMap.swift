import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesRuntime

/// The width × height plane of each idiom as a rule set's decision tree
/// partitions it, with every catalog window plotted on it
/// (`layoutc map`).
///
///     let map = BreakpointMap(ruleSet, devices: DeviceCatalog.screens)
///     let svg = map.svg(title: "apple")
///
/// The plane of an idiom is the set of full-screen windows of that idiom:
/// the environment at `(width, height)` is `sampleEnvironment`, whose
/// screen is the window, whose orientation follows the shape, and whose
/// scale is the one most of the idiom's catalog windows have. The plane is
/// cut by every width and screen-width threshold (vertical lines), every
/// height and screen-height threshold (horizontal lines) and every
/// aspect-ratio and orientation test (lines through the origin); each
/// piece between the cuts gets its colour by evaluating the rule set at
/// its centre, through `RuleSet.evaluate`, so a feature the plane holds
/// fixed (or one this file has never heard of) is evaluated as the tree
/// does, never guessed.
///
/// The windows are evaluated in their own environments (screen size,
/// window kind and scale as the catalog gives them). A window whose traits
/// differ from the plane's at its size is marked: there a feature other
/// than the window's size decides.
package struct BreakpointMap: Sendable {
    /// One distinct set of trait values, in order of first appearance.
    package struct Assignment: Sendable, Hashable {
        /// `name: value; name: value` in trait order, or `(no traits)`.
        package var text: String
        package var swatch: RegionColors.Swatch
        /// The fill of a region: `swatch.color` lightened on white.
        package var tint: String
        /// How many windows (catalog device × orientation × window) get it.
        package var windows: Int
    }

    /// A convex piece of the plane between the cuts, in points.
    package struct Region: Sendable, Hashable {
        /// Corners, counter-clockwise in width × height coordinates.
        package var corners: [Point]
        /// Index into `assignments`.
        package var assignment: Int
    }

    /// A straight piece of a boundary between two different assignments.
    package struct Segment: Sendable, Hashable {
        package var from: Point
        package var to: Point
    }

    /// An aspect-ratio cut: the line `width = ratio × height`.
    package struct RatioCut: Sendable, Hashable {
        package var numerator: Double
        package var denominator: Double
        package var ratio: Double { numerator / denominator }
        /// `w = h` for the orientation line, else `w/h = 16/9`.
        package var label: String {
            ratio == 1 ? "w = h" : "w/h = \(formatNumber(numerator))/\(formatNumber(denominator))"
        }
    }

    /// Windows that share a size, drawn as one point.
    package struct Marker: Sendable, Hashable {
        package var size: Size
        /// "iPhone 15 · portrait · full", one per window.
        package var members: [String]
        /// A short name for the point: the first full-screen device's, or
        /// the first window's, with the count of the others.
        package var label: String
        package var hasFullScreen: Bool
        /// The assignment of the first window (each member's own is in
        /// `memberAssignments`).
        package var assignment: Int
        package var memberAssignments: [Int]
        /// The assignment of the plane at this size.
        package var planeAssignment: Int
        /// Whether some window here gets other traits than the plane at
        /// its size.
        package var differs: Bool
    }

    /// The plane of one idiom.
    package struct Panel: Sendable {
        package var idiom: Idiom
        /// The display scale the plane is sampled at.
        package var scale: Double
        /// The plane drawn: width and height from 0 to these, in points.
        package var extent: Size
        package var regions: [Region]
        package var boundaries: [Segment]
        /// The cut values that bound two different assignments somewhere
        /// in the plane, ascending.
        package var widthBreakpoints: [Double]
        package var heightBreakpoints: [Double]
        package var ratioBreakpoints: [RatioCut]
        /// Cuts past the drawn plane: "width 1536".
        package var beyond: [String]
        package var markers: [Marker]
        /// The features the rules test that the plane holds fixed.
        package var fixedFeatures: [String]
        package var windowCount: Int
    }

    package let traitNames: [String]
    package private(set) var assignments: [Assignment] = []
    package private(set) var panels: [Panel] = []
    /// The settings the rules test (`dynamic-type`, `prefers-color-scheme`,
    /// ...), each with the value every environment of the map holds: the
    /// one given, else the default. A map is a picture of the geometry; a
    /// setting is the same everywhere on it.
    package private(set) var heldSettings: [SettingChoice] = []

    /// Features that vary across the plane, or are the panel's own.
    static let planeFeatures: Set<String> = ["width", "height", "aspect-ratio", "orientation", "idiom"]

    /// The map of `ruleSet` for `idioms` (nil: every idiom `devices` have,
    /// in their order), with the windows `layoutc matrix` evaluates.
    /// `settings` are held by every environment (the others at their defaults).
    package init(_ ruleSet: RuleSet, devices: [DeviceProfile], idioms: [Idiom]? = nil, settings: [SettingChoice] = []) {
        traitNames = ruleSet.traitNames
        let keys = traitNames.map { ruleSet.key(for: $0) }
        let rows = Matrix(ruleSet, devices: devices, settings: settings).rows
        var order: [Idiom] = []
        for row in rows where !order.contains(row.environment.idiom) { order.append(row.environment.idiom) }
        let chosen = idioms ?? order
        let cuts = Self.cuts(of: ruleSet)
        var textIndex: [String: Int] = [:]
        var texts: [String] = []
        var counts: [Int] = []
        func assignment(_ environment: LayoutEnvironment) -> Int {
            var environment = environment
            for setting in settings { setting.apply(to: &environment) }
            let traits = ruleSet.evaluate(environment)
            var parts: [String] = []
            for (name, key) in zip(traitNames, keys) {
                if let key, let value = traits[key] { parts.append("\(name): \(value)") }
            }
            let text = parts.isEmpty ? "(no traits)" : parts.joined(separator: "; ")
            if let index = textIndex[text] { return index }
            textIndex[text] = texts.count
            texts.append(text)
            counts.append(0)
            return texts.count - 1
        }
        for idiom in chosen {
            let idiomRows = rows.filter { $0.environment.idiom == idiom }
            var panel = Self.panel(idiom: idiom, rows: idiomRows, cuts: cuts, assignment: assignment)
            panel.fixedFeatures = cuts.features.filter {
                !Self.planeFeatures.contains($0) && Feature(rawValue: $0)?.setting == nil
            }
            for marker in panel.markers { for member in marker.memberAssignments { counts[member] += 1 } }
            panels.append(panel)
        }
        var held = LayoutEnvironment(width: 0, height: 0)
        for setting in settings { setting.apply(to: &held) }
        heldSettings = Feature.allCases.filter { $0.setting != nil && cuts.features.contains($0.rawValue) }.map {
            SettingChoice(feature: $0, index: held.discreteIndex(of: $0))
        }
        let colors = AssignmentColors(texts)
        assignments = texts.indices.map { index in
            let swatch = colors.swatch(for: texts[index])
            return Assignment(text: texts[index], swatch: swatch, tint: Self.tint(swatch.color), windows: counts[index])
        }
    }

    /// The environment the plane of `idiom` has at `width` × `height`: a
    /// full-screen window (the screen is the window, no safe area), in
    /// portrait when `height >= width` and else landscape-right, at `scale`.
    package static func sampleEnvironment(width: Double, height: Double, idiom: Idiom, scale: Double) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: height, idiom: idiom, scale: scale)
    }

    // MARK: Cuts

    /// Every value the rules compare the plane's coordinates with.
    struct Cuts {
        var widths: [Double] = []
        var heights: [Double] = []
        var ratios: [RatioCut] = []
        /// Every feature tested, by name, sorted.
        var features: [String] = []
    }

    static func cuts(of ruleSet: RuleSet) -> Cuts {
        var widths: Set<Double> = []
        var heights: Set<Double> = []
        var ratios: [Double: RatioCut] = [:]
        var features: Set<String> = []
        var pending = ruleSet.rules.map(\.condition)
        while let condition = pending.popLast() {
            switch condition {
            case .always, .never: break
            case .compare(let feature, _, let value):
                features.insert(feature.rawValue)
                guard value.isFinite, value > 0 else { break }
                // On the plane the screen is the window, so a screen size
                // test cuts it where a window size test would.
                switch feature {
                case .width, .screenWidth: widths.insert(value)
                case .height, .screenHeight: heights.insert(value)
                default: break
                }
            case .compareRatio(_, let numerator, let denominator):
                features.insert(Feature.aspectRatio.rawValue)
                let ratio = numerator / denominator
                if ratio.isFinite, ratio > 0, ratios[ratio] == nil {
                    ratios[ratio] = RatioCut(numerator: numerator, denominator: denominator)
                }
            case .oneOf(let feature, _):
                features.insert(feature.rawValue)
                // Portrait is `height >= width`, as the interface
                // orientation of a plane's window is.
                if feature == .orientation || feature == .interfaceOrientation, ratios[1] == nil {
                    ratios[1] = RatioCut(numerator: 1, denominator: 1)
                }
            case .not(let inner), .labeled(let inner, _): pending.append(inner)
            case .all(let parts), .any(let parts): pending += parts
            }
        }
        return Cuts(
            widths: widths.sorted(), heights: heights.sorted(), ratios: ratios.keys.sorted().compactMap { ratios[$0] },
            features: features.sorted())
    }

    /// How many pieces a map of `ruleSet` cuts each plane into, at most:
    /// for refusing output past the size limit before drawing it.
    package static func estimatedRegions(_ ruleSet: RuleSet) -> Int {
        let cuts = cuts(of: ruleSet)
        let (x, y, r) = (cuts.widths.count + 1, cuts.heights.count + 1, cuts.ratios.count + 1)
        // Each line through the origin crosses each cell at most once.
        let product = x.multipliedReportingOverflow(by: y)
        guard !product.overflow else { return .max }
        let total = product.partialValue.multipliedReportingOverflow(by: min(r, x + y))
        return total.overflow ? .max : total.partialValue
    }

    // MARK: A panel

    private static func panel(
        idiom: Idiom, rows: [Matrix.Row], cuts: Cuts, assignment: (LayoutEnvironment) -> Int
    ) -> Panel {
        let scale = commonScale(rows)
        let extent = extent(rows: rows, cuts: cuts)
        let xs = [0] + cuts.widths.filter { $0 < extent.width } + [extent.width]
        let ys = [0] + cuts.heights.filter { $0 < extent.height } + [extent.height]
        let ratioCuts = cuts.ratios
        // Wedge k holds the ratios between bounds[k] and bounds[k + 1].
        let bounds = [0] + ratioCuts.map(\.ratio) + [Double.infinity]
        let wedges = ratioCuts.count + 1
        func sample(_ point: Point) -> Int {
            assignment(sampleEnvironment(width: point.x, height: point.y, idiom: idiom, scale: scale))
        }

        // The pieces: every cell of the grid, split by the ratio lines.
        var regions: [Region] = []
        var pieces = [Int](repeating: -1, count: (xs.count - 1) * (ys.count - 1) * wedges)
        func piece(_ i: Int, _ j: Int, _ k: Int) -> Int { (j * (xs.count - 1) + i) * wedges + k }
        for j in 0..<(ys.count - 1) {
            for i in 0..<(xs.count - 1) {
                let cell = [
                    Point(x: xs[i], y: ys[j]), Point(x: xs[i + 1], y: ys[j]), Point(x: xs[i + 1], y: ys[j + 1]),
                    Point(x: xs[i], y: ys[j + 1]),
                ]
                for k in 0..<wedges {
                    var polygon = cell
                    // width >= lower × height, width <= upper × height.
                    if k > 0 { polygon = clip(polygon) { $0.x - bounds[k] * $0.y } }
                    if k < wedges - 1 { polygon = clip(polygon) { bounds[k + 1] * $0.y - $0.x } }
                    polygon = withoutRepeats(polygon)
                    guard area(polygon) > 1e-6 else { continue }
                    let index = sample(centroid(polygon))
                    pieces[piece(i, j, k)] = index
                    regions.append(Region(corners: polygon, assignment: index))
                }
            }
        }

        // Boundaries: the shared edges of pieces with different assignments.
        var vertical: [Double: [(Double, Double)]] = [:]
        var horizontal: [Double: [(Double, Double)]] = [:]
        var diagonal: [Int: [(Double, Double)]] = [:]
        func differ(_ a: Int, _ b: Int) -> Bool { a >= 0 && b >= 0 && a != b }
        for j in 0..<(ys.count - 1) {
            for i in 0..<(xs.count - 1) {
                for k in 0..<wedges {
                    let here = pieces[piece(i, j, k)]
                    // The left edge, x = xs[i], where wedge k lies on it.
                    if i > 0, differ(here, pieces[piece(i - 1, j, k)]) {
                        let low = max(ys[j], xs[i] / bounds[k + 1]), high = min(ys[j + 1], xs[i] / bounds[k])
                        if high - low > 1e-9 { vertical[xs[i], default: []].append((low, high)) }
                    }
                    // The bottom edge, y = ys[j].
                    if j > 0, differ(here, pieces[piece(i, j - 1, k)]) {
                        let low = max(xs[i], bounds[k] * ys[j]), high = min(xs[i + 1], bounds[k + 1] * ys[j])
                        if high - low > 1e-9 { horizontal[ys[j], default: []].append((low, high)) }
                    }
                    // The ratio line below wedge k, as heights.
                    if k > 0, differ(here, pieces[piece(i, j, k - 1)]) {
                        let ratio = bounds[k]
                        let low = max(ys[j], xs[i] / ratio), high = min(ys[j + 1], xs[i + 1] / ratio)
                        if high - low > 1e-9 { diagonal[k - 1, default: []].append((low, high)) }
                    }
                }
            }
        }
        var boundaries: [Segment] = []
        for x in vertical.keys.sorted() {
            for (low, high) in merged(vertical[x]!) { boundaries.append(Segment(from: Point(x: x, y: low), to: Point(x: x, y: high))) }
        }
        for y in horizontal.keys.sorted() {
            for (low, high) in merged(horizontal[y]!) { boundaries.append(Segment(from: Point(x: low, y: y), to: Point(x: high, y: y))) }
        }
        for k in diagonal.keys.sorted() {
            let ratio = ratioCuts[k].ratio
            for (low, high) in merged(diagonal[k]!) {
                boundaries.append(Segment(from: Point(x: ratio * low, y: low), to: Point(x: ratio * high, y: high)))
            }
        }

        let markers = markers(rows: rows, idiom: idiom, scale: scale, assignment: assignment)
        var beyond = cuts.widths.filter { $0 >= extent.width }.map { "width \(formatNumber($0))" }
        beyond += cuts.heights.filter { $0 >= extent.height }.map { "height \(formatNumber($0))" }
        return Panel(
            idiom: idiom, scale: scale, extent: extent, regions: regions, boundaries: boundaries,
            widthBreakpoints: vertical.keys.sorted(), heightBreakpoints: horizontal.keys.sorted(),
            ratioBreakpoints: diagonal.keys.sorted().map { ratioCuts[$0] }, beyond: beyond, markers: markers,
            fixedFeatures: [], windowCount: rows.count)
    }

    /// The scale most of the idiom's windows have (the larger one on a
    /// tie); 2 without windows.
    static func commonScale(_ rows: [Matrix.Row]) -> Double {
        var counts: [Double: Int] = [:]
        for row in rows where row.environment.scale.isFinite && row.environment.scale > 0 {
            counts[row.environment.scale, default: 0] += 1
        }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 2
    }

    /// The plane drawn: past every window and screen by a margin, and past
    /// the cuts up to a quarter beyond them, in whole hundreds of points.
    static func extent(rows: [Matrix.Row], cuts: Cuts) -> Size {
        func side(_ values: [Double], _ cutValues: [Double]) -> Double {
            let finite = values.filter { $0.isFinite && $0 > 0 }
            let largest = finite.max() ?? 1000
            let reach = cutValues.filter { $0 <= largest * 1.25 }.max() ?? 0
            let side = max(largest * 1.06, reach * 1.06, 100)
            return min((side / 100).rounded(.up) * 100, 1e6)
        }
        return Size(
            width: side(rows.flatMap { [$0.environment.width, $0.environment.screenWidth] }, cuts.widths),
            height: side(rows.flatMap { [$0.environment.height, $0.environment.screenHeight] }, cuts.heights))
    }

    /// The windows grouped by size, in order of first appearance.
    private static func markers(
        rows: [Matrix.Row], idiom: Idiom, scale: Double, assignment: (LayoutEnvironment) -> Int
    ) -> [Marker] {
        var markers: [Marker] = []
        var bySize: [Size: Int] = [:]
        var shortNames: [[String]] = []
        for row in rows {
            let environment = row.environment
            guard environment.width.isFinite, environment.height.isFinite else { continue }
            let size = Size(width: environment.width, height: environment.height)
            let own = assignment(environment)
            let plane = assignment(sampleEnvironment(width: size.width, height: size.height, idiom: idiom, scale: scale))
            let window = row.window == "full" ? "full screen" : row.window
            let member = "\(row.device) · \(row.orientation) · \(window)"
            let short = row.window == "full" ? shortName(row.device) : row.window
            if let index = bySize[size] {
                markers[index].members.append(member)
                markers[index].memberAssignments.append(own)
                markers[index].differs = markers[index].differs || own != plane
                if row.window == "full", !markers[index].hasFullScreen {
                    markers[index].hasFullScreen = true
                    shortNames[index].insert(short, at: 0)
                } else {
                    shortNames[index].append(short)
                }
            } else {
                bySize[size] = markers.count
                shortNames.append([short])
                markers.append(
                    Marker(
                        size: size, members: [member], label: "", hasFullScreen: row.window == "full", assignment: own,
                        memberAssignments: [own], planeAssignment: plane, differs: own != plane))
            }
        }
        for index in markers.indices {
            let others = markers[index].members.count - 1
            markers[index].label = shortNames[index][0] + (others > 0 ? " +\(others)" : "")
        }
        return markers
    }

    /// "iPad Pro 11-inch" for "iPad Pro 11-inch (M4, M5)", "iPhone 12" for
    /// "iPhone 12 / 12 Pro / 13": the first model, without its generation.
    static func shortName(_ device: String) -> String {
        var name = device.pieces(separatedBy: " / ")[0]
        if let open = name.firstIndex(of: "("), open > name.startIndex {
            name = String(name[..<open]).trimmingTrailingSpaces()
        }
        return name.isEmpty ? device : name
    }

    // MARK: Geometry

    /// The part of a convex polygon where `side` is at least 0
    /// (Sutherland-Hodgman against one line).
    static func clip(_ polygon: [Point], _ side: (Point) -> Double) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        var result: [Point] = []
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let sa = side(a), sb = side(b)
            if sa >= 0 { result.append(a) }
            if (sa >= 0) != (sb >= 0), sa.isFinite, sb.isFinite {
                let t = sa / (sa - sb)
                result.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }

    /// The corners without one equal to the one before it (clipping
    /// through a corner repeats it).
    static func withoutRepeats(_ polygon: [Point]) -> [Point] {
        var result: [Point] = []
        for point in polygon where result.last != point { result.append(point) }
        while result.count > 1, result.first == result.last { result.removeLast() }
        return result
    }

    static func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// The average of the corners: inside a convex polygon.
    static func centroid(_ polygon: [Point]) -> Point {
        let count = Double(max(polygon.count, 1))
        return Point(x: polygon.map(\.x).reduce(0, +) / count, y: polygon.map(\.y).reduce(0, +) / count)
    }

    /// Touching or overlapping intervals joined, ascending.
    static func merged(_ intervals: [(Double, Double)]) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        for (low, high) in intervals.sorted(by: { $0.0 < $1.0 }) {
            if let last = result.last, low <= last.1 + 1e-9 {
                result[result.count - 1].1 = max(last.1, high)
            } else {
                result.append((low, high))
            }
        }
        return result
    }

    /// `color` (`#rrggbb`) at 28 % over white, as an opaque colour, so
    /// neighbouring pieces of one assignment meet without a seam.
    static func tint(_ color: String) -> String {
        let digits = Array(color.utf8.dropFirst())
        guard digits.count == 6 else { return color }
        func channel(_ at: Int) -> Int {
            let text = String(decoding: digits[at..<(at + 2)], as: UTF8.self)
            return Int(text, radix: 16) ?? 255
        }
        let hex = Array("0123456789abcdef")
        var result = "#"
        for at in [0, 2, 4] {
            let mixed = Int((Double(channel(at)) * 0.28 + 255 * 0.72).rounded())
            result.append(hex[mixed / 16])
            result.append(hex[mixed % 16])
        }
        return result
    }
}

/// Colours for trait assignments: `RegionColors`' palette and then nine
/// more hues, picked by a stable hash of the assignment's text so that an
/// assignment keeps its colour when other rules change.
struct AssignmentColors {
    static let palette: [RegionColors.Swatch] =
        RegionColors.palette + [
            RegionColors.Swatch(color: "#f97316", ink: "#9a3412"),  // orange
            RegionColors.Swatch(color: "#14b8a6", ink: "#115e59"),  // teal
            RegionColors.Swatch(color: "#6366f1", ink: "#3730a3"),  // indigo
            RegionColors.Swatch(color: "#ec4899", ink: "#9d174d"),  // pink
            RegionColors.Swatch(color: "#eab308", ink: "#854d0e"),  // yellow
            RegionColors.Swatch(color: "#22c55e", ink: "#166534"),  // green
            RegionColors.Swatch(color: "#0ea5e9", ink: "#075985"),  // sky
            RegionColors.Swatch(color: "#a855f7", ink: "#6b21a8"),  // purple
            RegionColors.Swatch(color: "#78716c", ink: "#292524"),  // stone
        ]

    private var assigned: [String: Int] = [:]

    /// Distinct colours while the palette lasts, independent of order.
    init(_ texts: [String]) {
        let unique = Set(texts).sorted {
            (RegionColors.stableHash($0), $0) < (RegionColors.stableHash($1), $1)
        }
        var used = [Bool](repeating: false, count: Self.palette.count)
        for (position, text) in unique.enumerated() {
            var index = Int(RegionColors.stableHash(text) % UInt64(Self.palette.count))
            if position < Self.palette.count {
                while used[index] { index = (index + 1) % Self.palette.count }
            }
            used[index] = true
            assigned[text] = index
        }
    }

    func swatch(for text: String) -> RegionColors.Swatch {
        Self.palette[assigned[text] ?? Int(RegionColors.stableHash(text) % UInt64(Self.palette.count))]
    }
}

extension String {
    /// The text between occurrences of `separator` (the standard library
    /// has no string splitting on a multi-character separator).
    func pieces(separatedBy separator: String) -> [String] {
        let text = Array(self), mark = Array(separator)
        guard !mark.isEmpty else { return [self] }
        var result: [String] = []
        var start = 0, index = 0
        while index + mark.count <= text.count {
            if Array(text[index..<(index + mark.count)]) == mark {
                result.append(String(text[start..<index]))
                index += mark.count
                start = index
            } else {
                index += 1
            }
        }
        result.append(String(text[start...]))
        return result
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
