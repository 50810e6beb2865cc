// The breakpoint map (`BreakpointMap`, `layoutc map`): golden SVGs of the
// apple preset and an example through the built binary, usage errors with
// their exit statuses, byte-identical output across processes (each with
// its own hashing seed), and every piece of every plane checked against
// the evaluator: the colour a piece is drawn in must be the legend entry
// whose text is what `RuleSet.evaluate` gives at the piece's centre.
// Record the golden files with `RECORD_GOLDEN=1 swift test --filter Map`,
// then open them in a browser (or run Scripts/view-map.sh).

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

@Suite("Map")
struct MapTests {
    /// Every kind of cut: width, height, screen-width (which the plane
    /// treats as the window), aspect ratio, orientation, and scale, which
    /// the plane holds fixed.
    static let mixed = """
        traits { columns: 1; }
        @media (width >= 600) { traits { columns: 2; } }
        @media (width >= 1000) and (height >= 700) { traits { columns: 3; } }
        @media (aspect-ratio > 16/9) { traits { banner: wide; } }
        @media (orientation: portrait) and (screen-width < 400) { traits { tabs: bottom; } }
        @media (scale >= 3) { traits { hairline: 0.33; } }
        """

    static func ruleSet(_ text: String) throws -> RuleSet {
        let compilation = Compiler.compile(text: text, path: "Map.layout")
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try #require(compilation.ruleSet)
    }

    static func preset(_ name: String) throws -> RuleSet {
        try ruleSet("@import \"\(name)\";")
    }

    // MARK: Golden files and the command line

    @Test("golden SVG: the apple preset on every idiom")
    func goldenApple() throws {
        let result = try LayoutcProcess.run(["map", "--preset", "apple"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        assertGolden(result.stdout, named: "map/apple.svg")
        // The README shows the same picture.
        let shown = try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent("docs/images/map-apple.svg"), encoding: .utf8)
        #expect(shown == result.stdout, "regenerate it: swift run layoutc map --preset apple -o docs/images/map-apple.svg")
    }

    @Test("golden SVG: an example on the pad plane")
    func goldenExample() throws {
        let result = try LayoutcProcess.run(["map", "Examples/PhotoApp.layout", "--idiom", "pad"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        assertGolden(result.stdout, named: "map/photoapp-pad.svg")
    }

    @Test("usage errors: a bad idiom with a suggestion, a bad output name, a missing file; rule errors exit 1")
    func usageErrors() throws {
        let cases: [([String], Int32)] = [
            (["map", "--preset", "apple", "--idiom", "ipad"], 2),
            (["map", "--preset", "apple", "-o", "map.png"], 2),
            (["map", "Examples/NoSuchFile.layout"], 2),
            (["map"], 2),
            (["map", "Tests/LayoutRulesTests/Fixtures/compiler-errors.layout"], 1),
        ]
        var transcripts = ""
        for (arguments, status) in cases {
            let result = try LayoutcProcess.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            transcripts += result.transcript(arguments)
        }
        #expect(transcripts.contains("did you mean 'pad'?"))
        assertGolden(transcripts, named: "cli/map-usage-errors.txt")
    }

    @Test("-o writes SVG or the SVG in an HTML page, byte-identical from run to run")
    func outputFilesAreDeterministic() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String: [Data]] = [:]
        for run in 0..<2 {
            for name in ["map.svg", "map.html"] {
                let path = directory.appendingPathComponent("\(run)-\(name)").path
                let result = try LayoutcProcess.run(["map", "Examples/Reader.layout", "--preset", "tailwind", "-o", path])
                #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
                outputs[name, default: []].append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        let svg = try #require(outputs["map.svg"]), html = try #require(outputs["map.html"])
        #expect(svg[0] == svg[1] && html[0] == html[1], "two runs differ")
        let svgText = String(decoding: svg[0], as: UTF8.self), htmlText = String(decoding: html[0], as: UTF8.self)
        #expect(svgText.hasPrefix("<svg ") && htmlText.hasPrefix("<!DOCTYPE html>"))
        #expect(htmlText.contains(svgText), "the page holds the same SVG")
    }

    // MARK: The plane against the evaluator

    @Test(
        "every piece is drawn in the colour of the evaluator's traits at its centre",
        arguments: ["apple", "tailwind", "mixed", "photoapp"])
    func piecesMatchTheEvaluator(_ name: String) throws {
        let ruleSet: RuleSet
        switch name {
        case "mixed": ruleSet = try Self.ruleSet(Self.mixed)
        case "photoapp":
            let text = try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent("Examples/PhotoApp.layout"), encoding: .utf8)
            let compilation = Compiler.compile(text: text, path: "Examples/PhotoApp.layout")
            ruleSet = try #require(compilation.ruleSet)
        default: ruleSet = try Self.preset(name)
        }
        let svg = BreakpointMap(ruleSet, devices: DeviceCatalog.screens).svg(title: name)
        let legend = Self.legend(svg)
        #expect(!legend.isEmpty)
        var checked = 0
        for plane in Self.planes(svg) {
            let idiom = try #require(Idiom(rawValue: plane.idiom))
            for piece in plane.pieces {
                // The centre: the average of the corners, inside a convex piece.
                let centre = Point(
                    x: piece.corners.map(\.x).reduce(0, +) / Double(piece.corners.count),
                    y: piece.corners.map(\.y).reduce(0, +) / Double(piece.corners.count))
                let environment = LayoutEnvironment(width: centre.x, height: centre.y, idiom: idiom, scale: plane.scale)
                let traits = ruleSet.evaluate(environment)
                let expected = ruleSet.tree.traitNames.compactMap { name in traits[name].map { "\(name): \($0)" } }
                let text = expected.isEmpty ? "(no traits)" : expected.joined(separator: "; ")
                let entry = legend.first { $0.tint == piece.fill }
                #expect(entry?.text == text, "\(name) \(plane.idiom) at \(centre): drawn \(piece.fill) (\(entry?.text ?? "none")), evaluator \(text)")
                checked += 1
            }
        }
        #expect(checked >= 4, "\(name): only \(checked) pieces")
    }

    @Test("the apple preset's breakpoints: height 414 and w = h on phones, width 678 on pads; no rings")
    func appleBreakpoints() throws {
        let map = BreakpointMap(try Self.preset("apple"), devices: DeviceCatalog.screens)
        let phone = try #require(map.panels.first { $0.idiom == .phone })
        let pad = try #require(map.panels.first { $0.idiom == .pad })
        #expect(phone.heightBreakpoints == [414] && phone.widthBreakpoints.isEmpty)
        #expect(phone.ratioBreakpoints.map(\.ratio) == [1])
        #expect(pad.widthBreakpoints == [678] && pad.heightBreakpoints.isEmpty && pad.ratioBreakpoints.isEmpty)
        #expect(map.panels.map(\.idiom) == [.phone, .pad, .tv, .mac])
        // Only the idiom and the window's size decide: every window gets
        // the plane's traits at its size.
        #expect(map.panels.allSatisfy { $0.markers.allSatisfy { !$0.differs } && $0.fixedFeatures.isEmpty })
        #expect(map.panels.reduce(0) { $0 + $1.windowCount } == Matrix(try Self.preset("apple"), devices: DeviceCatalog.screens).rows.count)
    }

    @Test("features the plane holds fixed are named, and windows they decide are ringed")
    func fixedFeatures() throws {
        let map = BreakpointMap(try Self.ruleSet(Self.mixed), devices: DeviceCatalog.screens, idioms: [.pad])
        let pad = try #require(map.panels.first)
        #expect(pad.fixedFeatures == ["scale", "screen-width"])
        // On the plane the screen is the window: screen-width 400 cuts it too.
        #expect(pad.widthBreakpoints == [400, 600, 1000])
        // Split View windows narrower than 400 on a wider screen are
        // portrait and narrow, but their screen is not: their traits differ.
        #expect(pad.markers.contains { $0.differs })
        let svg = map.svg(title: "mixed")
        #expect(svg.contains("the rules also test &apos;scale&apos;, &apos;screen-width&apos;"))
        #expect(svg.contains("stroke=\"#d70015\""))
    }
}

extension MapTests {
    struct Piece {
        var corners: [Point]
        var fill: String
    }

    struct Plane {
        var idiom: String
        var scale: Double
        var pieces: [Piece]
    }

    /// The value of `name="..."` in an element's text.
    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Each `<g class="plane">` group's idiom, scale and polygons.
    static func planes(_ svg: String) -> [Plane] {
        var planes: [Plane] = []
        for block in svg.components(separatedBy: "<g class=\"plane\"").dropFirst() {
            let group = block.components(separatedBy: "</g>")[0]
            let header = group.prefix { $0 != "\n" }
            var plane = Plane(
                idiom: attribute("data-idiom", in: header) ?? "", scale: Double(attribute("data-scale", in: header) ?? "") ?? .nan,
                pieces: [])
            for line in group.split(separator: "\n") where line.hasPrefix("<polygon ") {
                let corners = (attribute("points", in: line) ?? "").split(separator: " ").map { pair in
                    let xy = pair.split(separator: ",").map { Double($0) ?? .nan }
                    return Point(x: xy[0], y: xy[1])
                }
                plane.pieces.append(Piece(corners: corners, fill: attribute("fill", in: line) ?? ""))
            }
            planes.append(plane)
        }
        return planes
    }

    /// The legend: each entry's swatch fill and its text, wrapped lines
    /// joined and the window count left out.
    static func legend(_ svg: String) -> [(tint: String, text: String)] {
        svg.components(separatedBy: "<g class=\"legend-entry\"").dropFirst().map { block in
            let entry = block.components(separatedBy: "</g>")[0]
            let lines = entry.split(separator: "\n")
            let tint = lines.first { $0.hasPrefix("<rect ") }.flatMap { attribute("fill", in: $0) } ?? ""
            let texts = lines.filter { $0.hasPrefix("<text ") }.map { line -> String in
                var content = String(line[line.firstIndex(of: ">").map { line.index(after: $0) }!...])
                content = content.components(separatedBy: "<tspan")[0].components(separatedBy: "</text>")[0]
                return content.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
            return (tint, texts.joined(separator: " "))
        }
    }
}
