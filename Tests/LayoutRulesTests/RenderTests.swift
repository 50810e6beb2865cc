// Pictures (`LayoutPicture`, `LayoutGallery`, `layoutc render`): a golden
// SVG of nested and rotated regions on one device, byte-identical output
// from run to run, XML escaping of every user-supplied text, and the
// gallery the CLI writes for `--all`. Record the golden file with
// `RECORD_GOLDEN=1 swift test --filter Render`, then open it in a browser.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

@Suite("Render")
struct RenderTests {
    /// Nested regions two deep, a rotated region with a rotated child, a
    /// 45-degree badge, a region too small for a label, and safe-area
    /// insets on a device with rounded corners.
    static let source = """
        layout {
          sidebar {
            left: 0; top: 0; bottom: 0;
            width: 30%;
            header { left: 16; right: 16; top: env(safe-area-inset-top) + 8; height: 44; }
            dot { left: 4; top: 200; width: 6; height: 6; }
          }
          content {
            left: sidebar.right + 1; right: env(safe-area-inset-right);
            top: env(safe-area-inset-top); bottom: env(safe-area-inset-bottom);
            card {
              center-x: 50%; center-y: 40%; width: 60%; height: 180;
              transform: rotate(-8deg);
              title { left: 12; top: 12; right: 12; height: 32; }
            }
          }
          badge {
            center-x: 80%; center-y: 85%; width: 90; height: 90;
            transform: rotate(45deg);
          }
        }
        """

    static func ruleSet(_ text: String = source) throws -> RuleSet {
        let compilation = Compiler.compile(text: text, path: "Render.layout")
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try #require(compilation.ruleSet)
    }

    static func device(_ name: String) throws -> DeviceProfile {
        try #require(DeviceProfile.find(name, in: DeviceCatalog.all))
    }

    static func picture(_ ruleSet: RuleSet, device: DeviceProfile, orientation: LayoutInterfaceOrientation) throws -> String {
        let environment = try LayoutEnvironment(device: device, orientation: orientation)
        return LayoutPicture.svg(
            ruleSet.frames(in: environment), in: environment, title: LayoutPicture.title(environment, device: device.name),
            style: LayoutPicture.Style(cornerRadius: LayoutPicture.cornerRadius(of: device)))
    }

    // MARK: Golden picture

    @Test("golden SVG: nested and rotated regions on iPhone 15 in landscape")
    func goldenPicture() throws {
        let svg = try Self.picture(Self.ruleSet(), device: Self.device("iPhone 15"), orientation: .landscapeRight)
        assertGolden(svg, named: "render/nested-rotated-iphone15-landscape.svg")
    }

    @Test("every region is a polygon of its four transformed corners, labelled with its name and size")
    func regionsAndLabels() throws {
        let ruleSet = try Self.ruleSet()
        let environment = try LayoutEnvironment(device: Self.device("iPad Pro 13"), orientation: .portrait)
        let frames = ruleSet.frames(in: environment)
        let svg = LayoutPicture.svg(frames, in: environment, title: "t", style: .init(pixelsPerPoint: 0.5, showsTitle: false, margin: 0))
        #expect(svg.components(separatedBy: "<polygon points=").count - 1 == frames.count * 2 - 1, "one outline per region, one clip per label but the dot's")
        // The 45-degree badge: corners straight above, right of, below and
        // left of its centre, and its label turned with it.
        let badge = try #require(frames["badge"])
        let center = Point(x: 6 + badge.center.x * 0.5, y: 6 + badge.center.y * 0.5)
        let half = 45 * 2.0.squareRoot() * 0.5
        let expected = [
            (center.x, center.y - half), (center.x + half, center.y), (center.x, center.y + half), (center.x - half, center.y),
        ].map { "\(LayoutPicture.number($0.0)),\(LayoutPicture.number($0.1))" }.joined(separator: " ")
        #expect(svg.contains("<polygon points=\"\(expected)\""), "\(expected)")
        #expect(svg.contains("transform=\"rotate(45 "))
        #expect(svg.contains(">badge</text>"))
        // Names are the leaf names; sizes are the layout sizes.
        #expect(svg.contains(">header <tspan"), "name and size on one line where two do not fit")
        #expect(svg.contains(">sidebar</text>"))
        #expect(svg.contains(LayoutPicture.sizeText(badge.layoutFrame.size.width, badge.layoutFrame.size.height)))
        // A 6x6 region has no room for a label.
        #expect(!svg.contains(">dot<"))
        #expect(svg.contains("<title>sidebar.dot 6×6 at (4, 200)</title>"))
    }

    @Test("an environment without regions draws the screen only")
    func emptyLayout() throws {
        let ruleSet = try Self.ruleSet("traits { columns: 2; }")
        let svg = try Self.picture(ruleSet, device: Self.device("iPhone 15"), orientation: .portrait)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("<polygon"))
        #expect(svg.contains("stroke-dasharray"), "the safe area is drawn")
    }

    /// Numbers are rounded to hundredths, except where a Double has none:
    /// `value * 100` overflows near the top of the range and would draw a
    /// finite 1e307-point window as `inf×inf`.
    @Test("sizes in titles stay finite near the top of the Double range")
    func hugeSizesInText() {
        #expect(LayoutPicture.sizeText(320.004, 1032.456) == "320×1032.46")
        #expect(LayoutPicture.sizeText(1e307, -1.7e308) == "1e+307×-1.7e+308")
        #expect(LayoutPicture.sizeText(.nan, -.infinity) == "nan×-inf")
        let environment = LayoutEnvironment(width: 1e307, height: 1e308)
        #expect(LayoutPicture.title(environment) == "1e+307×1e+308 window · portrait")
    }

    @Test("titles and captions name the kind of window where the window's name does not")
    func windowKindInTitles() throws {
        #expect(LayoutPicture.windowLabel("full", kind: .fullScreen) == "full screen")
        #expect(LayoutPicture.windowLabel("full", kind: .resizable) == "resizable")
        #expect(LayoutPicture.windowLabel("split-1/3", kind: .splitView) == "split-1/3 (split-view)")
        #expect(LayoutPicture.windowLabel("slide-over", kind: .slideOver) == "slide-over")
        #expect(LayoutPicture.windowLabel("500x700", kind: .fullScreen) == "500x700 (full-screen)")
        #expect(LayoutPicture.windowLabel("resizable-min", kind: .resizable) == "resizable-min")
        #expect(LayoutPicture.windowLabel("resizable-1/2", kind: .resizable) == "resizable-1/2")
        #expect(LayoutPicture.windowLabel("resizable-1/2", kind: .fullScreen) == "resizable-1/2 (full-screen)")
        let split = LayoutEnvironment(
            width: 320, height: 1024, screenWidth: 1366, screenHeight: 1024, idiom: .pad, window: .splitView)
        #expect(LayoutPicture.title(split) == "320×1024 window · portrait · split-view")
        #expect(LayoutPicture.title(split, device: "iPad", window: "split-1/3") == "iPad · portrait · split-1/3 (split-view) · 320×1024")
        #expect(LayoutPicture.title(LayoutEnvironment(width: 390, height: 844)) == "390×844 window · portrait")

        let ruleSet = try Self.ruleSet("traits { columns: 2; }")
        let pad = try #require(DeviceCatalog.all.first { $0.idiom == .pad && $0.windows.contains { $0.kind == .splitHalf } })
        let captions = LayoutGallery.pictures(ruleSet, devices: [pad], multitasking: true).map(\.caption)
        #expect(captions.contains("landscape · split-1/2 (split-view)"), "\(captions)")
        #expect(captions.contains("portrait · full screen"))
        #expect(captions.allSatisfy { !$0.hasPrefix("landscape · slide-over (") })
        let resizable = try #require(DeviceCatalog.device(named: "iPad Pro 11-inch (M4)"))
        let samples = LayoutGallery.pictures(ruleSet, devices: [resizable], multitasking: true).map(\.caption)
        #expect(samples.contains("landscape · resizable-min"), "\(samples)")
        #expect(samples.contains("portrait · resizable-1/2"), "\(samples)")
    }

    @Test("matrix shows the kind of window in every format")
    func matrixWindowKind() throws {
        let ruleSet = try Self.ruleSet("traits { columns: 2; }")
        let pad = try #require(DeviceCatalog.all.first { $0.idiom == .pad && $0.windows.contains { $0.kind == .slideOver } })
        let matrix = Matrix(ruleSet, devices: [pad])
        let text = matrix.text()
        #expect(text.hasPrefix("device "))
        #expect(text.split(separator: "\n")[0].contains("  window-kind  "))
        #expect(text.contains("  slide-over  slide-over   320x"), "\(text)")
        #expect(matrix.markdown().hasPrefix("| device | orientation | window | window-kind | size | columns |"))
        #expect(matrix.json().contains("\"window-kind\": \"slide-over\""), "\(matrix.json())")
        #expect(matrix.rows.allSatisfy { ($0.window == "full") == ($0.environment.window == .fullScreen) })
    }

    // MARK: Determinism

    @Test("rendering twice gives byte-identical SVG and HTML")
    func determinism() throws {
        func render() throws -> [String] {
            let ruleSet = try Self.ruleSet()
            let devices = [try Self.device("iPhone 16 Pro"), try Self.device("iPad mini 6")]
            let html = LayoutGallery.html(
                title: "Render.layout", pictures: LayoutGallery.pictures(ruleSet, devices: devices, multitasking: true))
            return [
                try Self.picture(ruleSet, device: devices[0], orientation: .landscapeLeft),
                try Self.picture(ruleSet, device: devices[1], orientation: .portrait), html,
            ]
        }
        let first = try render()
        let second = try render()
        #expect(first == second)
        #expect(!first[2].contains("nan") && !first[2].contains("inf"))
    }

    @Test("colours come from a stable hash of the name, whatever order the names come in")
    func stableColors() {
        // FNV-1a reference values: the hash is the same in every process.
        #expect(RegionColors.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(RegionColors.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(RegionColors.stableHash("foobar") == 0x8594_4171_f739_67e8)
        let names = ["sidebar", "grid", "info", "sidebar.header", "content", "content.card"]
        let colors = RegionColors(names: names)
        #expect(RegionColors(names: names.reversed()) == colors)
        #expect(Set(names.map { colors.swatch(for: $0) }).count == names.count, "distinct colours while the palette lasts")
    }

    // MARK: Escaping

    @Test("XML special characters are escaped in titles, device names and captions")
    func escaping() throws {
        #expect(LayoutPicture.escapeXML("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(LayoutPicture.escapeXML("grid\u{1}") == "grid\u{FFFD}")
        #expect(LayoutPicture.escapeXML("a\u{FFFE}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
        // Whatever the name, the output holds only XML 1.0 characters (section 2.2).
        let everyScalar = String(String.UnicodeScalarView((0..<0x2_0000).compactMap(Unicode.Scalar.init)))
        let isXMLCharacter: (Unicode.Scalar) -> Bool = {
            [0x9, 0xA, 0xD].contains($0.value) || (0x20...0xD7FF).contains($0.value)
                || (0xE000...0xFFFD).contains($0.value) || $0.value >= 0x1_0000
        }
        #expect(LayoutPicture.escapeXML(everyScalar).unicodeScalars.allSatisfy(isXMLCharacter))
        let ruleSet = try Self.ruleSet(
            """
            @device "Kiosk <1> & 'Co'" { idiom: pad; width: 800; height: 1280; scale: 2; safe-area: 24 0 20; }
            layout { main { left: 0; top: 0; right: 0; bottom: 0; } }
            """)
        let kiosk = try #require(ruleSet.devices.first)
        let environment = try LayoutEnvironment(device: kiosk, orientation: .portrait)
        let svg = LayoutPicture.svg(ruleSet.frames(in: environment), in: environment, title: LayoutPicture.title(environment, device: kiosk.name))
        #expect(svg.contains("Kiosk &lt;1&gt; &amp; &apos;Co&apos;"))
        #expect(!svg.contains("<1>") && !svg.contains("& '"))
        let html = LayoutGallery.html(title: "<script>", pictures: LayoutGallery.pictures(ruleSet, devices: [kiosk]))
        #expect(html.contains("<h1>&lt;script&gt;</h1>"))
        #expect(html.contains("<h2>Kiosk &lt;1&gt; &amp; &apos;Co&apos;</h2>"))
        #expect(!html.contains("<script>"))
    }

    // MARK: Gallery

    @Test("the gallery has one picture per device and orientation, grouped by device")
    func gallery() throws {
        let ruleSet = try Self.ruleSet()
        let devices = DeviceCatalog.all.filter { $0.idiom == .pad }
        let html = LayoutGallery.html(title: "Render.layout", pictures: LayoutGallery.pictures(ruleSet, devices: devices))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg").count - 1 == devices.count * 2)
        #expect(html.components(separatedBy: "<section class=\"device\">").count - 1 == devices.count)
        #expect(!html.contains("<script"), "no scripts")
        #expect(!html.contains("<link") && !html.contains("src="), "no external files")
        // Every id is unique on the page.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    // MARK: Command line

    @Test("layoutc render --all writes an HTML file with an <svg per device and orientation")
    func cliGallery() throws {
        try withTemporaryDirectory("layoutc-render") { directory in
            let output = directory.appendingPathComponent("gallery.html").path
            let result = try LayoutcProcess.run(["render", "Examples/PhotoApp.layout", "--all", "--devices", "phones", "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let html = String(decoding: try #require(FileManager.default.contents(atPath: output)), as: UTF8.self)
            // One section per screen: models that share a screen are drawn once.
            let phones = DeviceCatalog.screens.filter { $0.idiom == .phone }
            #expect(html.components(separatedBy: "<svg").count - 1 == phones.count * 2)
            for phone in phones {
                #expect(html.contains("<h2>\(LayoutPicture.escapeXML(phone.name))</h2>"), "\(phone.name)")
            }
            #expect(html.contains("portrait · full screen") && html.contains("landscape · full screen"))
        }
    }

    @Test("layoutc render --device writes one SVG to standard output")
    func cliPicture() throws {
        let arguments = ["render", "Examples/PhotoApp.layout", "--device", "iPad Pro 13", "--orientation", "landscape"]
        let result = try LayoutcProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg xmlns="))
        #expect(result.stdout.components(separatedBy: "<svg").count == 2)
        #expect(result.stdout.contains(">sidebar</text>") && result.stdout.contains(">grid</text>"))
        #expect(result.stdout.contains("landscape · full screen · 1376×1032"))
        #expect(try LayoutcProcess.run(arguments).stdout == result.stdout, "the same bytes every run")
    }

    /// Arguments and the exit status they must give.
    static let statusCases: [([String], Int32)] = [
        (["render", "Examples/PhotoApp.layout", "--all", "--device", "iPhone 15"], 2),
        (["render", "Examples/PhotoApp.layout", "--devices", "phones"], 2),
        (["render", "Examples/PhotoApp.layout", "--device", "iPhone 99"], 2),
        (["render", "Examples/PhotoApp.layout", "--bogus"], 2),
        (["render", "--device", "iPhone 15"], 2),
        (["render", "Tests/LayoutRulesTests/Corpus/recovery/many-errors.layout", "--device", "iPhone 15"], 1),
        (["render", "--help"], 0),
    ]

    @Test("layoutc render exit statuses: 2 for wrong usage, 1 for rule errors", arguments: statusCases)
    func cliStatus(_ arguments: [String], _ status: Int32) throws {
        let result = try LayoutcProcess.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        if status == 2 { #expect(result.stderr.contains("layoutc render: error:")) }
        if status == 0 { #expect(result.stdout.contains("USAGE: layoutc render")) }
    }
}
