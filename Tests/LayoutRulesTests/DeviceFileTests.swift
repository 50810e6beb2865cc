// JSON device files: `DeviceProfile.json` (the shape `layoutc devices
// --format json` prints), `DeviceProfile.profiles(fromJSON:path:)` reading
// it back, every check with its position, and the round trip profile ->
// JSON -> profile over hand-written profiles and the whole catalog.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices

/// A device file in exactly the printed shape, with every key.
let sampleDeviceFile = """
    [
      {
        "name": "Kiosk 2000", "aliases": ["kiosk", "k2000"], "idiom": "pad",
        "width": 800, "height": 1280, "scale": 2, "native-scale": 2,
        "native-width": 1600, "native-height": 2560, "color-gamut": "p3",
        "safe-area": {"portrait": {"top": 24, "left": 0, "bottom": 20, "right": 0},
                      "landscape": {"top": 24, "left": 0, "bottom": 20, "right": 0}},
        "size-classes": {"portrait": {"horizontal": "regular", "vertical": "regular"},
                         "landscape": {"horizontal": "regular", "vertical": "regular"}},
        "windows": [{"kind": "split-1/3", "orientation": "landscape", "width": 320,
                     "height": 800, "horizontal": "compact", "vertical": "regular"}]
      },
      {"name": "Pocket", "idiom": "phone", "width": 375, "height": 667, "scale": 2}
    ]
    """

private let kiosk = DeviceProfile(
    name: "Kiosk 2000", aliases: ["kiosk", "k2000"], idiom: .pad, portraitSize: Size(width: 800, height: 1280), scale: 2,
    nativeScale: 2, nativePixels: Size(width: 1600, height: 2560),
    portraitSafeArea: LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular),
    windows: [
        MultitaskingWindow(
            .splitOneThird, landscape: true, size: Size(width: 320, height: 800), sizeClasses: SizeClasses(.compact, .regular))
    ], colorGamut: .p3)

/// The defaults of a `@device` block with the same four properties.
private let pocket = DeviceProfile(
    name: "Pocket", aliases: [], idiom: .phone, portraitSize: Size(width: 375, height: 667), scale: 2, nativeScale: 2,
    nativePixels: Size(width: 750, height: 1334), portraitSafeArea: .zero, landscapeSafeArea: .zero,
    portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.compact, .compact))

/// A device file with a mistake: the diagnostics it must produce.
struct DeviceFileCase: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let diagnostics: [DiagnosticSpec]
    /// Names of the devices still read.
    let devices: [String]
    let sourceLocation: Testing.SourceLocation

    init(
        _ source: String, _ diagnostics: [DiagnosticSpec], devices: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.source = MarkedSource(source)
        self.diagnostics = diagnostics
        self.devices = devices
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source.original }
}

private let base = #""idiom": "pad", "width": 768, "height": 1024, "scale": 2"#

let deviceFileErrorCases: [DeviceFileCase] = [
    // The user's settings are not the device's, whatever their value.
    DeviceFileCase(
        #"[{"name": "A", \#(base), 1️⃣"legibility-weight"2️⃣: "bold"}, {"name": "B", \#(base), "color-gamut": "P3"}]"#,
        [
            .init(
                "unknown-device-property", "'legibility-weight' is the user's setting, not the device's", at: "1️⃣",
                to: "2️⃣",
                notes: [
                    "give it when evaluating instead, with '--legibility-weight' (layoutc) or on the LayoutEnvironment (an app)"
                ])
        ], devices: ["B"]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), 1️⃣"inverted-colors": 3, "color-gamut": 2️⃣"wide"}]"#,
        [
            .init("unknown-device-property", "'inverted-colors' is the user's setting, not the device's", at: "1️⃣"),
            .init("unknown-value", "unknown value 'wide' for 'color-gamut'", at: "2️⃣"),
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "color-gamut": 1️⃣1}]"#,
        [.init("invalid-device-value", "'color-gamut' expects a string, found a number", at: "1️⃣")]),
    DeviceFileCase(
        #"1️⃣{"name": "A"}"#,
        [.init("invalid-device-value", "a device file must be an array of device objects, found an object", at: "1️⃣")]),
    DeviceFileCase(
        #"[1️⃣3, {"name": "B", \#(base)}]"#,
        [.init("invalid-device-value", "each device must be an object, found a number", at: "1️⃣")], devices: ["B"]),
    DeviceFileCase(
        #"[1️⃣{"name": "A"}]"#,
        [
            .init(
                "missing-device-property", "device 'A' is missing 'idiom', 'width', 'height' and 'scale'", at: "1️⃣",
                notes: ["every device needs 'name', 'idiom', 'width', 'height' and 'scale'"])
        ]),
    DeviceFileCase(#"[1️⃣{\#(base)}]"#, [.init("missing-device-property", "this device is missing 'name'", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), 1️⃣"widht"2️⃣: 3}]"#,
        [.init("unknown-device-property", "unknown device property 'widht'", at: "1️⃣", to: "2️⃣", notes: ["did you mean 'width'?"])]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), 1️⃣"landscape-safe-area": {}}]"#,
        [
            .init(
                "unknown-device-property", "unknown device property 'landscape-safe-area'", at: "1️⃣",
                notes: [
                    "the properties here are 'name', 'aliases', 'simulator-names', 'identifiers', 'year', 'idiom', "
                        + "'width', 'height', 'scale', 'native-scale', 'native-width', 'native-height', 'color-gamut', "
                        + "'safe-area', 'size-classes', 'windows' and 'resizable-windows'"
                ])
        ]),
    DeviceFileCase(
        #"[{"name": "A", 2️⃣"width": 1, \#(base.replacingFirst(#""width": 768, "#, with: "")), 1️⃣"width": 2}]"#,
        [.init("duplicate-device-property", "'width' is set twice in this device", at: "1️⃣", noteMarkers: ["2️⃣"])]),
    DeviceFileCase(
        #"[{"name": "A", "idiom": "pad", "width": 1️⃣"768", "height": 1024, "scale": 2}]"#,
        [.init("invalid-device-value", "'width' expects a number, found a string", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": 1️⃣null, \#(base)}]"#, [.init("invalid-device-value", "'name' expects a string, found 'null'", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": 1️⃣"", \#(base)}]"#, [.init("invalid-device-value", "a device name cannot be empty", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", "aliases": 1️⃣"a", \#(base)}]"#,
        [.init("invalid-device-value", "'aliases' expects an array of strings, found a string", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", "aliases": ["a", 1️⃣2, 2️⃣" "], \#(base)}]"#,
        [
            .init("invalid-device-value", "'aliases' expects a string, found a number", at: "1️⃣"),
            .init("invalid-device-value", "an alias cannot be empty", at: "2️⃣"),
        ]),
    DeviceFileCase(
        #"[{"name": "A", "idiom": 1️⃣"Tablet", "width": 768, "height": 1024, "scale": 2}]"#,
        [.init("unknown-value", "unknown value 'Tablet' for 'idiom'", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "safe-area": 1️⃣[]}]"#,
        [.init("invalid-device-value", "'safe-area' expects an object, found an array", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "safe-area": {1️⃣"portait": {}}}]"#,
        [.init("unknown-device-property", "unknown device property 'portait'", at: "1️⃣", notes: ["did you mean 'portrait'?"])]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "safe-area": {"portrait": {"top": 1️⃣-1, 2️⃣"lft": 3}}}]"#,
        [
            .init("device-value-out-of-range", "'safe-area.portrait' insets cannot be negative", at: "1️⃣"),
            .init("unknown-device-property", "unknown device property 'lft'", at: "2️⃣"),
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "safe-area": {"landscape": {"left": 1️⃣"0"}}}]"#,
        [.init("invalid-device-value", "'safe-area.landscape.left' expects a number, found a string", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "safe-area": {"landscape": {"top": 1️⃣500, "bottom": 300}}}]"#,
        [
            .init(
                "device-value-out-of-range",
                "'safe-area.landscape' leaves no room: the top and bottom insets add up to 800, not less than the height 768",
                at: "1️⃣")
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "size-classes": {"portrait": 1️⃣{"horizontal": "compact"}}}]"#,
        [
            .init(
                "missing-device-property", "'size-classes.portrait' is missing 'vertical'", at: "1️⃣",
                notes: ["every size-class pair needs 'horizontal' and 'vertical'"])
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "size-classes": {"landscape": {"horizontal": "compact", "vertical": 1️⃣"big"}}}]"#,
        [.init("unknown-value", "unknown value 'big' for 'vertical'", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "windows": 1️⃣{}}]"#,
        [.init("invalid-device-value", "'windows' expects an array of window objects, found an object", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "windows": [1️⃣{"kind": "slide-over", "orientation": "portrait"}]}]"#,
        [
            .init(
                "missing-device-property", "this window is missing 'width', 'height', 'horizontal' and 'vertical'",
                at: "1️⃣",
                notes: ["every window needs 'kind', 'orientation', 'width', 'height', 'horizontal' and 'vertical'"])
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "windows": [{"kind": 1️⃣"split-1/4", "orientation": 2️⃣"up", "width": 3️⃣"1", "height": 1, "horizontal": "compact", "vertical": "regular"}]}]"#,
        [
            .init("unknown-value", "unknown value 'split-1/4' for 'kind'", at: "1️⃣"),
            .init("unknown-value", "unknown value 'up' for 'orientation'", at: "2️⃣"),
            .init("invalid-device-value", "'width' expects a number, found a string", at: "3️⃣"),
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "windows": [{"kind": "slide-over", "orientation": "portrait", "width": 320, "height": 1️⃣0, "horizontal": "compact", "vertical": "regular"}, {"kind": 2️⃣"slide-over", "orientation": "portrait", "width": 320, "height": 1004, "horizontal": "compact", "vertical": "regular", 3️⃣"kind": "x"}]}]"#,
        [
            .init("device-value-out-of-range", "the height of window 'slide-over portrait' must be greater than 0", at: "1️⃣"),
            .init("duplicate-device-property", "'kind' is set twice in this device", at: "3️⃣"),
        ]),
    DeviceFileCase(
        #"[{"name": "A", \#(base), "windows": [{"kind": 2️⃣"slide-over", "orientation": "portrait", "width": 320, "height": 1004, "horizontal": "compact", "vertical": "regular"}, {"kind": 1️⃣"slide-over", "orientation": "portrait", "width": 320, "height": 1004, "horizontal": "compact", "vertical": "regular"}]}]"#,
        [
            .init(
                "duplicate-device-property", "'window slide-over portrait' is set twice in this device", at: "1️⃣",
                noteMarkers: ["2️⃣"])
        ]),
    DeviceFileCase(
        #"[{"name": "A", "idiom": "phone", "width": 1️⃣0, "height": 2️⃣-1, "scale": 3️⃣0, "native-width": 4️⃣0}]"#,
        [
            .init("device-value-out-of-range", "'width' must be greater than 0", at: "1️⃣"),
            .init("device-value-out-of-range", "'height' must be greater than 0", at: "2️⃣"),
            .init("device-value-out-of-range", "'scale' must be greater than 0", at: "3️⃣"),
            .init("device-value-out-of-range", "'native-width' must be greater than 0", at: "4️⃣"),
        ]),
    // The bounds: at them is fine (the second device), one past is not;
    // unbounded, 1e308 would make an infinite `native-width` that prints as
    // null.
    DeviceFileCase(
        #"[{"name": "A", "idiom": "pad", "width": 1️⃣1e308, "height": 2️⃣100001, "scale": 3️⃣100.5, "native-scale": 4️⃣1e300, "native-width": 5️⃣10000001, "native-height": 6️⃣1e20},"#
            + #" {"name": "B", "idiom": "pad", "width": 100000, "height": 100000, "scale": 100, "native-width": 10000000}]"#,
        [
            .init("device-value-out-of-range", "'width' must be at most 100000 points", at: "1️⃣"),
            .init("device-value-out-of-range", "'height' must be at most 100000 points", at: "2️⃣"),
            .init("device-value-out-of-range", "'scale' must be at most 100", at: "3️⃣"),
            .init("device-value-out-of-range", "'native-scale' must be at most 100", at: "4️⃣"),
            .init("device-value-out-of-range", "'native-width' must be at most 10000000 pixels", at: "5️⃣"),
            .init("device-value-out-of-range", "'native-height' must be at most 10000000 pixels", at: "6️⃣"),
        ], devices: ["B"]),
    DeviceFileCase(
        #"[{"name": "A", "idiom": "phone", "width": 1️⃣800, "height": 400, "scale": 2}]"#,
        [.init("device-value-out-of-range", at: "1️⃣")]),
    DeviceFileCase(
        #"[{"name": 2️⃣"Kiosk", \#(base)}, {"name": "B", "aliases": [1️⃣"KIOSK"], \#(base)}]"#,
        [.init("duplicate-device", "alias 'KIOSK' is already used by device 'Kiosk'", at: "1️⃣", noteMarkers: ["2️⃣", nil])],
        devices: ["Kiosk"]),
    // Identifiers and simulator names are names too: one device's may not
    // be another's (compared as `--device` compares them).
    DeviceFileCase(
        #"[{"name": 2️⃣"Kiosk", "identifiers": [3️⃣"Kiosk1,1"], \#(base)}, {"name": "B", "identifiers": [1️⃣"kiosk1,1"], \#(base)},"#
            + #" {"name": "C", "simulator-names": [4️⃣"KIOSK"], \#(base)}]"#,
        [
            .init("duplicate-device", "identifier 'kiosk1,1' is already used by device 'Kiosk'", at: "1️⃣", noteMarkers: ["3️⃣", nil]),
            .init("duplicate-device", "simulator name 'KIOSK' is already used by device 'Kiosk'", at: "4️⃣", noteMarkers: ["2️⃣", nil]),
        ],
        devices: ["Kiosk"]),
    DeviceFileCase(
        #"[{"name": "A", "year": 1️⃣2024.5, "identifiers": [2️⃣"", 3️⃣7], \#(base)}, {"name": "B", "year": 2026, \#(base)}]"#,
        [
            .init("invalid-device-value", "'year' expects a whole year from 1 to 9999, found 2024.5", at: "1️⃣"),
            .init("invalid-device-value", "an identifier cannot be empty", at: "2️⃣"),
            .init("invalid-device-value", "'identifiers' expects a string, found a number", at: "3️⃣"),
        ],
        devices: ["B"]),
    // The smallest resizable window must fit the screen in both orientations.
    DeviceFileCase(
        #"[{"name": "A", "resizable-windows": 1️⃣{"minimum-width": 800, "minimum-height": 320}, \#(base)},"#
            + #" {"name": "B", "resizable-windows": 2️⃣{"minimum-width": 320}, \#(base)},"#
            + #" {"name": "C", "resizable-windows": 3️⃣{"minimum-width": 0, "minimum-height": 320}, \#(base)},"#
            + #" {"name": "D", "resizable-windows": {"minimum-width": 320, "minimum-height": 320}, \#(base)}]"#,
        [
            .init("device-value-out-of-range", "the smallest resizable window 800x320 does not fit the screen, whose shorter side is 768 points", at: "1️⃣"),
            .init("missing-device-property", "'resizable-windows' is missing 'minimum-height'", at: "2️⃣"),
            .init("device-value-out-of-range", "'resizable-windows.minimum-width' must be greater than 0", at: "3️⃣"),
        ],
        devices: ["D"]),
    // A broken device does not stop the others. A misspelt key with a
    // suggestion does not count as missing too.
    DeviceFileCase(
        #"[2️⃣{"name": "A", 1️⃣"idoim": "pad"}, {"name": "B", \#(base)}]"#,
        [
            .init("missing-device-property", "device 'A' is missing 'width', 'height' and 'scale'", at: "2️⃣"),
            .init("unknown-device-property", at: "1️⃣", notes: ["did you mean 'idiom'?"]),
        ], devices: ["B"]),
    // Syntax errors come from the JSON reader; nothing is read.
    DeviceFileCase(#"[{"name": "A", \#(base)}1️⃣"#, [.init("invalid-json", at: "1️⃣")]),
]

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let start = indices.first(where: { self[$0...].hasPrefix(target) }) else { return self }
        return String(self[..<start]) + replacement + String(self[index(start, offsetBy: target.count)...])
    }
}

@Suite("Device files")
struct DeviceFileTests {
    @Test func readsTheSampleFile() {
        let result = DeviceProfile.profiles(fromJSON: Array(sampleDeviceFile.utf8), path: "devices.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.profiles == [kiosk, pocket])
        #expect(result.sources.files.map(\.path) == ["devices.json"])
    }

    /// The exact text `layoutc devices --format json` prints for a device:
    /// scripts rely on these names and this order.
    @Test func jsonShape() {
        #expect(
            kiosk.json.serialized(indent: nil)
                == #"{"name":"Kiosk 2000","aliases":["kiosk","k2000"],"idiom":"pad","width":800,"height":1280,"#
                + #""scale":2,"native-scale":2,"native-width":1600,"native-height":2560,"color-gamut":"p3","#
                + #""safe-area":{"portrait":{"top":24,"left":0,"bottom":20,"right":0},"#
                + #""landscape":{"top":24,"left":0,"bottom":20,"right":0}},"#
                + #""size-classes":{"portrait":{"horizontal":"regular","vertical":"regular"},"#
                + #""landscape":{"horizontal":"regular","vertical":"regular"}},"#
                + #""windows":[{"kind":"split-1/3","orientation":"landscape","width":320,"height":800,"#
                + #""horizontal":"compact","vertical":"regular"}]}"#)
        #expect(pocket.json.serialized(indent: nil).hasSuffix(#""windows":[]}"#))
    }

    /// profile -> JSON -> profile is the identity, over profiles that use
    /// every field (fractional scales, asymmetric insets, windows) and over
    /// the whole built-in catalog, pretty-printed or not.
    @Test func roundTrip() {
        let odd = DeviceProfile(
            name: "Odd \"quoted\" \\ device ✓", aliases: ["odd", "Ödd"], idiom: .mac,
            portraitSize: Size(width: 1470, height: 956), scale: 2, nativeScale: 2560.0 / 1470.0,
            nativePixels: Size(width: 2560, height: 1664.5), portraitSafeArea: LayoutEdgeInsets(top: 32, left: 0.5, bottom: 1e-3, right: 7),
            landscapeSafeArea: LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact),
            windows: [
                MultitaskingWindow(.splitHalf, landscape: false, size: Size(width: 100.25, height: 900), sizeClasses: SizeClasses(.compact, .compact)),
                MultitaskingWindow(.splitTwoThirds, landscape: true, size: Size(width: 900, height: 700), sizeClasses: SizeClasses(.regular, .regular)),
                MultitaskingWindow(.slideOver, landscape: true, size: Size(width: 320, height: 600), sizeClasses: SizeClasses(.compact, .regular)),
            ])
        for profiles in [[kiosk, pocket, odd], DeviceCatalog.all] {
            for indent in [nil, 0] as [Int?] {
                let text = JSONValue.array(profiles.map(\.json)).serialized(indent: indent)
                let result = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "round-trip.json")
                let rendered = TextDiagnosticRenderer().render(result.diagnostics, sources: result.sources)
                #expect(result.diagnostics.isEmpty, "\(rendered)")
                #expect(result.profiles == profiles)
                for (read, written) in zip(result.profiles, profiles) where read != written {
                    Issue.record("\(written.name) reads back as \(read)")
                }
            }
        }
    }

    @Test(arguments: deviceFileErrorCases)
    func diagnostics(_ c: DeviceFileCase) {
        let result = DeviceProfile.profiles(fromJSON: c.source.bytes, path: "devices.json")
        expectDiagnostics(result.diagnostics, c.diagnostics, in: c.source, sourceLocation: c.sourceLocation)
        #expect(result.profiles.map(\.name) == c.devices, sourceLocation: c.sourceLocation)
        #expect(rangeProblems(result.diagnostics, fileSize: c.source.bytes.count) == [], sourceLocation: c.sourceLocation)
    }

    /// Fix-its in a JSON file replace a whole string, quotes included.
    @Test func fixItsKeepTheQuotes() {
        let marked = MarkedSource(#"[{"name": "A", 1️⃣"widht"2️⃣: 3, "idiom": 3️⃣"pda"4️⃣, "width": 1, "height": 2, "scale": 1}]"#)
        let result = DeviceProfile.profiles(fromJSON: marked.bytes, path: "devices.json")
        let fixIts = result.diagnostics.compactMap(\.fixIt)
        #expect(fixIts.map(\.replacement) == [#""width""#, #""pad""#])
        #expect(fixIts.map { [$0.range.start, $0.range.end] } == [
            [marked.offset("1️⃣"), marked.offset("2️⃣")], [marked.offset("3️⃣"), marked.offset("4️⃣")],
        ])
    }

    /// Diagnostics render with the JSON file's line, column and caret, in
    /// the catalog returned with them or in one the caller passes.
    @Test func diagnosticsRenderWithTheFile() {
        let text = "[\n  {\"name\": \"A\", \"idiom\": \"phone\", \"width\": 0, \"height\": 2, \"scale\": 1}\n]"
        let result = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "devices.json")
        let rendered = TextDiagnosticRenderer().render(result.diagnostics, sources: result.sources)
        let expected = [
            "devices.json:2:44: error: 'width' must be greater than 0",
            #"  {"name": "A", "idiom": "phone", "width": 0, "height": 2, "scale": 1}"#,
            String(repeating: " ", count: 43) + "^",
        ]
        #expect(rendered == expected.joined(separator: "\n") + "\n")

        var sources = SourceCatalog()
        _ = sources.add(SourceFile(path: "App.layout", text: "traits { a: 1; }"))
        let (profiles, diagnostics) = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "devices.json", sources: &sources)
        #expect(profiles.isEmpty)
        #expect(diagnostics.map(\.range.file) == [FileID(1)])
        #expect(TextDiagnosticRenderer().render(diagnostics, sources: sources) == rendered)
    }
}
