// `@device` through the checker: the profiles it builds (every default,
// the CSS inset shorthand, windows), devices from imports, the public
// `devices` lists, and the checker's diagnostics with their positions,
// notes and fix-its. (Syntax errors are in ParserTests; the corpus under
// Corpus/devices pins every message in context.)

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime

/// Checks `source` (with 1️⃣ markers) as the file `input.layout`.
private func check(_ source: MarkedSource, others: [String: String] = [:]) -> CheckedRuleSet {
    checkSourceBytes(source.bytes, others: others.mapValues { Array($0.utf8) })
}

private let rr = SizeClasses(.regular, .regular)
private let rc = SizeClasses(.regular, .compact)
private let cr = SizeClasses(.compact, .regular)
private let cc = SizeClasses(.compact, .compact)

struct DeviceProfileCase: Sendable, CustomTestStringConvertible {
    let source: String
    let profile: DeviceProfile
    let sourceLocation: Testing.SourceLocation

    init(_ source: String, _ profile: DeviceProfile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.source = source
        self.profile = profile
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source }
}

/// A profile with the defaults spelled out, for the expectations below.
private func profile(
    _ name: String, aliases: [String] = [], _ idiom: Idiom, _ width: Double, _ height: Double, scale: Double,
    nativeScale: Double? = nil, native: Size? = nil, portraitSafeArea: LayoutEdgeInsets = .zero,
    landscapeSafeArea: LayoutEdgeInsets = .zero, classes: (SizeClasses, SizeClasses), windows: [MultitaskingWindow] = [],
    colorGamut: LayoutEnvironment.ColorGamut = .srgb
) -> DeviceProfile {
    let nativeScale = nativeScale ?? scale
    return DeviceProfile(
        name: name, aliases: aliases, idiom: idiom, portraitSize: Size(width: width, height: height), scale: scale,
        nativeScale: nativeScale,
        nativePixels: native ?? Size(width: (width * nativeScale).rounded(), height: (height * nativeScale).rounded()),
        portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea, portraitSizeClasses: classes.0,
        landscapeSizeClasses: classes.1, windows: windows, colorGamut: colorGamut)
}

private let profileCases: [DeviceProfileCase] = [
    // Every property written.
    DeviceProfileCase(
        """
        @device "Kiosk 2000" {
          aliases: "kiosk", k2000;
          idiom: PAD;
          width: 800pt; height: 1280px;
          scale: 2; native-scale: 2.5;
          native-width: 2000; native-height: 3200;
          color-gamut: P3;
          safe-area: 24 0 20 0;
          landscape-safe-area: 0 24 20;
          size-classes: compact regular;
          landscape-size-classes: regular compact;
          window split-1/3 landscape: 320 800 compact regular;
          window slide-over portrait: 320 1240 compact regular;
        }
        """,
        profile(
            "Kiosk 2000", aliases: ["kiosk", "k2000"], .pad, 800, 1280, scale: 2, nativeScale: 2.5,
            native: Size(width: 2000, height: 3200), portraitSafeArea: LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeArea: LayoutEdgeInsets(top: 0, left: 24, bottom: 20, right: 24), classes: (cr, rc),
            windows: [
                MultitaskingWindow(.splitOneThird, landscape: true, size: Size(width: 320, height: 800), sizeClasses: cr),
                MultitaskingWindow(.slideOver, landscape: false, size: Size(width: 320, height: 1240), sizeClasses: cr),
            ], colorGamut: .p3)),
    // Defaults: native-scale = scale, native size = size x native-scale, no insets.
    DeviceProfileCase(
        #"@device "Small" { idiom: phone; width: 375; height: 667; scale: 2; }"#,
        profile("Small", .phone, 375, 667, scale: 2, classes: (cr, cc))),
    DeviceProfileCase(
        #"@device "Rounded" { idiom: phone; width: 414; height: 736; scale: 3; native-scale: 2.608; }"#,
        profile(
            "Rounded", .phone, 414, 736, scale: 3, nativeScale: 2.608, native: Size(width: 1080, height: 1919),
            classes: (cr, rc))),
    // Phones 414 points wide or more are regular-width in landscape (the Plus and Max sizes).
    DeviceProfileCase(
        #"@device "Max" { idiom: phone; width: 430; height: 932; scale: 3; }"#,
        profile("Max", .phone, 430, 932, scale: 3, classes: (cr, rc))),
    DeviceProfileCase(
        #"@device "Pro" { idiom: phone; width: 402; height: 874; scale: 3; }"#,
        profile("Pro", .phone, 402, 874, scale: 3, classes: (cr, cc))),
    DeviceProfileCase(
        #"@device "Pad" { idiom: pad; width: 820; height: 1180; scale: 2; safe-area: 24 0 20; }"#,
        profile(
            "Pad", .pad, 820, 1180, scale: 2, portraitSafeArea: LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            classes: (rr, rr))),
    // One natural orientation: landscape takes the portrait safe area and size classes.
    DeviceProfileCase(
        #"@device "TV" { idiom: tv; width: 1920; height: 1080; scale: 1; safe-area: 60 80; }"#,
        profile(
            "TV", .tv, 1920, 1080, scale: 1, portraitSafeArea: LayoutEdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
            landscapeSafeArea: LayoutEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), classes: (rc, rc))),
    DeviceProfileCase(
        #"@device "Car" { idiom: carplay; width: 400; height: 240; scale: 2; size-classes: compact compact; }"#,
        profile("Car", .carplay, 400, 240, scale: 2, classes: (cc, cc))),
    DeviceProfileCase(
        #"@device "Mac" { idiom: mac; width: 1470; height: 956; scale: 2; safe-area: 32 0 0; }"#,
        profile(
            "Mac", .mac, 1470, 956, scale: 2, portraitSafeArea: LayoutEdgeInsets(top: 32), landscapeSafeArea: LayoutEdgeInsets(top: 32),
            classes: (rr, rr))),
    DeviceProfileCase(
        #"@device "Vision" { idiom: vision; width: 1280; height: 720; scale: 2; }"#,
        profile("Vision", .vision, 1280, 720, scale: 2, classes: (rr, rr))),
    // The CSS inset shorthand: 1, 2, 3 and 4 values.
    DeviceProfileCase(
        #"@device "I1" { idiom: pad; width: 100; height: 200; scale: 1; safe-area: 5; }"#,
        profile("I1", .pad, 100, 200, scale: 1, portraitSafeArea: LayoutEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), classes: (rr, rr))),
    DeviceProfileCase(
        #"@device "I2" { idiom: pad; width: 100; height: 200; scale: 1; safe-area: 5 7; }"#,
        profile("I2", .pad, 100, 200, scale: 1, portraitSafeArea: LayoutEdgeInsets(top: 5, left: 7, bottom: 5, right: 7), classes: (rr, rr))),
    DeviceProfileCase(
        #"@device "I3" { idiom: pad; width: 100; height: 200; scale: 1; safe-area: 5 7 9; }"#,
        profile("I3", .pad, 100, 200, scale: 1, portraitSafeArea: LayoutEdgeInsets(top: 5, left: 7, bottom: 9, right: 7), classes: (rr, rr))),
    DeviceProfileCase(
        #"@device "I4" { idiom: pad; width: 100; height: 200; scale: 1; safe-area: 1, 2, 3, 4; }"#,
        profile("I4", .pad, 100, 200, scale: 1, portraitSafeArea: LayoutEdgeInsets(top: 1, left: 4, bottom: 3, right: 2), classes: (rr, rr))),
    // A square phone is portrait (width <= height).
    DeviceProfileCase(
        #"@device "Square" { idiom: phone; width: 300; height: 300; scale: 1; window split-1/2 portrait: 150 300 compact compact; }"#,
        profile(
            "Square", .phone, 300, 300, scale: 1, classes: (cr, cc),
            windows: [MultitaskingWindow(.splitHalf, landscape: false, size: Size(width: 150, height: 300), sizeClasses: cc)])),
]

/// A checker error case: the source with markers and the diagnostics.
struct DeviceErrorCase: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let diagnostics: [DiagnosticSpec]
    /// Names of the devices that are still built.
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

private let ok = #"idiom: pad; width: 768; height: 1024; scale: 2;"#

private let errorCases: [DeviceErrorCase] = [
    // The user's settings are not the device's: reported, and the device dropped.
    DeviceErrorCase(
        #"@device "A" { \#(ok) 1️⃣dynamic-type2️⃣: large; 3️⃣Prefers-Color-Scheme: dark; }"#,
        [
            .init(
                "unknown-device-property", "'dynamic-type' is the user's setting, not the device's", at: "1️⃣", to: "2️⃣",
                notes: ["give it when evaluating instead, with '--dynamic-type' (layoutc) or on the LayoutEnvironment (an app)"]),
            .init("unknown-device-property", "'prefers-color-scheme' is the user's setting, not the device's", at: "3️⃣"),
        ]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) color-gamut: 1️⃣rec2020; }"#,
        [.init("unknown-value", "unknown value 'rec2020' for 'color-gamut'", at: "1️⃣", notes: ["'color-gamut' is 'srgb' or 'p3'"])]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) color-gamut: 1️⃣"p3"; }"#,
        [.init("invalid-device-value", "'color-gamut' expects 'srgb' or 'p3', found a string", at: "1️⃣")]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) color-gamut: p3 1️⃣srgb; }"#,
        [
            .init(
                "invalid-device-value", "'color-gamut' expects one color gamut, found 2 values", at: "1️⃣",
                notes: ["for example 'color-gamut: p3'"])
        ]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) color-gamut: srgb; 1️⃣Color-Gamut: p3; }"#,
        [.init("duplicate-device-property", "'Color-Gamut' is set twice in this device", at: "1️⃣")]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) 1️⃣heigth2️⃣: 3; }"#,
        [.init("unknown-device-property", "unknown device property 'heigth'", at: "1️⃣", to: "2️⃣", notes: ["did you mean 'height'?"])]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) 1️⃣Scale: 3; }"#,
        [.init("duplicate-device-property", "'Scale' is set twice in this device", at: "1️⃣", notes: ["first set here"])]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) window slide-over portrait: 320 980 compact regular; window 1️⃣SLIDE-OVER portrait: 320 980 compact regular; }"#,
        [.init("duplicate-device-property", "'window slide-over portrait' is set twice in this device", at: "1️⃣")]),
    DeviceErrorCase(
        #"@device 1️⃣"A" { idiom: pad; }"#,
        [
            .init(
                "missing-device-property", "device 'A' is missing 'width', 'height' and 'scale'", at: "1️⃣",
                notes: ["every device needs 'idiom', 'width', 'height' and 'scale'"])
        ]),
    DeviceErrorCase(
        #"@device "A" { idiom: pad; width: 1️⃣"768"; height: 1024; scale: 2; }"#,
        [.init("invalid-device-value", "'width' expects a length in points, found a string", at: "1️⃣")]),
    DeviceErrorCase(
        #"@device "A" { idiom: 1️⃣phnoe; width: 375; height: 667; scale: 2; }"#,
        [
            .init(
                "unknown-value", "unknown value 'phnoe' for 'idiom'", at: "1️⃣",
                notes: ["did you mean 'phone'?", "'idiom' is 'phone', 'pad', 'tv', 'mac', 'carplay' or 'vision'"])
        ]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) size-classes: 1️⃣regular 2️⃣big; }"#,
        [.init("unknown-value", "unknown value 'big' for 'size-classes'", at: "2️⃣")]),
    DeviceErrorCase(
        #"@device "A" { idiom: pad; width: 1️⃣4em; height: 1024; scale: 2; }"#,
        [.init("invalid-unit", "unit 'em' is not allowed for 'width'", at: "1️⃣", notes: ["'width' accepts 'pt' or 'px'"])]),
    DeviceErrorCase(
        #"@device "A" { idiom: pad; width: 768; height: 1️⃣1e999; scale: 2; }"#,
        [.init("number-out-of-range", at: "1️⃣")]),
    DeviceErrorCase(
        #"@device "A" { idiom: pad; width: 100000; height: 1️⃣100000.5px; scale: 2️⃣101; native-width: 10000000; }"#,
        [
            .init("device-value-out-of-range", "'height' must be at most 100000 points", at: "1️⃣"),
            .init("device-value-out-of-range", "'scale' must be at most 100", at: "2️⃣"),
        ]),
    DeviceErrorCase(
        #"@device "A" { idiom: pad; width: 1️⃣-768; height: 1024; scale: 2; }"#,
        [.init("device-value-out-of-range", "'width' must be greater than 0", at: "1️⃣")]),
    // One error per written value: '-1' sets four sides.
    DeviceErrorCase(
        #"@device "A" { \#(ok) safe-area: 1️⃣-1; }"#,
        [.init("device-value-out-of-range", "'safe-area' insets cannot be negative", at: "1️⃣")]),
    // Landscape insets are checked against the landscape screen (1024 wide here).
    DeviceErrorCase(
        #"@device "A" { \#(ok) landscape-safe-area: 1️⃣400 0; }"#,
        [
            .init(
                "device-value-out-of-range",
                "'landscape-safe-area' leaves no room: the top and bottom insets add up to 800, not less than the height 768",
                at: "1️⃣")
        ]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) landscape-safe-area: 0 500; }"#, [], devices: ["A"]),
    DeviceErrorCase(
        #"@device "A" { idiom: phone; width: 1️⃣667; height: 375; scale: 2; }"#,
        [
            .init(
                "device-value-out-of-range",
                "a phone or pad is described in portrait, but 'width' 667 is greater than 'height' 375", at: "1️⃣",
                notes: ["swap the values of 'width' and 'height'"])
        ]),
    DeviceErrorCase(
        #"@device "A" { \#(ok) window 1️⃣split-1/2 landscape: 1100 768 compact regular; }"#,
        [.init("device-value-out-of-range", at: "1️⃣")], devices: []),
    DeviceErrorCase(
        #"@device "A" { \#(ok) window split-1/2 landscape: 507 768 compact regular; }"#, [], devices: ["A"]),
    DeviceErrorCase(
        #"@device 1️⃣"" { \#(ok) }"#, [.init("invalid-device-value", "a device name cannot be empty", at: "1️⃣")]),
    // Duplicates: the later device is reported and dropped, the first kept.
    DeviceErrorCase(
        #"@device 2️⃣"Kiosk 2000" { \#(ok) } @device 1️⃣"kiosk-2000" { \#(ok) }"#,
        [
            .init(
                "duplicate-device", "device name 'kiosk-2000' is already used by device 'Kiosk 2000'", at: "1️⃣",
                notes: ["first used here", "names and aliases are compared ignoring case, spaces and punctuation"],
                noteMarkers: ["2️⃣", nil])
        ], devices: ["Kiosk 2000"]),
    DeviceErrorCase(
        #"@device "A" { aliases: 2️⃣"k"; \#(ok) } @device "B" { aliases: "b", 1️⃣K; \#(ok) }"#,
        [.init("duplicate-device", "alias 'K' is already used by device 'A'", at: "1️⃣", noteMarkers: ["2️⃣", nil])],
        devices: ["A"]),
    // A device's own name and aliases may coincide.
    DeviceErrorCase(#"@device "Kiosk" { aliases: "kiosk", "KIOSK"; \#(ok) }"#, [], devices: ["Kiosk"]),
    // A broken device does not stop the others.
    DeviceErrorCase(
        #"@device "A" { \#(ok) 1️⃣depth: 3; } @device "B" { \#(ok) }"#, [.init("unknown-device-property", at: "1️⃣")],
        devices: ["B"]),
]

@Suite("@device")
struct DeviceRuleTests {
    @Test(arguments: profileCases)
    func buildsProfile(_ c: DeviceProfileCase) {
        let checked = Checker.check(text: c.source + "\ntraits { a: 1; }", path: "test.layout")
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))", sourceLocation: c.sourceLocation)
        #expect(checked.devices == [c.profile], sourceLocation: c.sourceLocation)
    }

    @Test(arguments: errorCases)
    func diagnostics(_ c: DeviceErrorCase) {
        let checked = check(c.source)
        expectDiagnostics(checked.diagnostics, c.diagnostics, in: c.source, sourceLocation: c.sourceLocation)
        #expect(checked.devices.map(\.name) == c.devices, sourceLocation: c.sourceLocation)
        #expect(rangeProblems(checked) == [], sourceLocation: c.sourceLocation)
    }

    @Test func unknownPropertyHasAFixIt() {
        let marked = MarkedSource(#"@device "A" { idiom: pad; 1️⃣widht2️⃣: 768; height: 1024; scale: 2; }"#)
        let fixIt = check(marked).diagnostics.first?.fixIt
        #expect(fixIt?.replacement == "width")
        #expect(fixIt.map { [$0.range.start, $0.range.end] } == [marked.offset("1️⃣"), marked.offset("2️⃣")])
    }

    /// Devices in imported files count, once per file however often it is
    /// imported, in document order; a name clash across files is reported
    /// in the later file.
    @Test func importedDevicesCount() {
        let library = #"@device "Lib" { idiom: pad; width: 768; height: 1024; scale: 2; }"#
        let others = [
            "lib/devices.layout": library,
            "lib/more.layout": #"@import "devices.layout"; @device "More" { idiom: tv; width: 1920; height: 1080; scale: 1; }"#,
        ]
        let root = MarkedSource(
            """
            @device "First" { idiom: phone; width: 320; height: 568; scale: 2; }
            @import "lib/devices.layout";
            @import "lib/more.layout";
            traits { a: 1; }
            """)
        let checked = check(root, others: others)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        #expect(checked.devices.map(\.name) == ["First", "Lib", "More"])

        let clash = MarkedSource(
            """
            @import "lib/devices.layout";
            @device 1️⃣"LIB" { idiom: phone; width: 320; height: 568; scale: 2; }
            """)
        let clashed = check(clash, others: others)
        expectDiagnostics(clashed.diagnostics, [.init("duplicate-device", at: "1️⃣")], in: clash)
        #expect(clashed.diagnostics.first?.notes.first?.range?.file != clashed.diagnostics.first?.range.file)
        #expect(clashed.devices.map(\.name) == ["Lib"])
    }

    @Test func compilationAndRuleSetExposeTheDevices() {
        let source = """
            @device "Kiosk" { idiom: pad; width: 800; height: 1280; scale: 2; }
            @media (width >= 800) { traits { columns: 4; } }
            """
        let compilation = Compiler.compile(text: source, path: "App.layout")
        #expect(!compilation.hasErrors)
        #expect(compilation.devices.map(\.name) == ["Kiosk"])
        #expect(compilation.ruleSet?.devices == compilation.devices)
        // The devices drive environments like any catalog device.
        let device = compilation.devices[0]
        let traits = compilation.ruleSet.map { rules in
            (try? LayoutEnvironment(device: device, orientation: .portrait)).map { rules.evaluate($0) }
        }
        #expect(traits??["columns"] == .number(4))

        // With an error elsewhere there is no rule set, but the valid devices are still listed.
        let broken = Compiler.compile(text: source + "\n@media (widht > 1) {}", path: "App.layout")
        #expect(broken.ruleSet == nil)
        #expect(broken.devices.map(\.name) == ["Kiosk"])
    }

    /// Every prefix of the device corpus checks without a trap, with every
    /// diagnostic inside its file.
    @Test func everyPrefixChecks() {
        for file in ["devices/full.layout", "devices/syntax-errors.layout"] {
            let bytes = Corpus.bytes(of: file)
            #expect(!bytes.isEmpty, "\(file) is missing")
            for end in 0...bytes.count {
                let checked = checkSourceBytes(Array(bytes[..<end]))
                let problems = rangeProblems(checked)
                if !problems.isEmpty { Issue.record("prefix \(end) of \(file): \(problems)") }
            }
        }
    }

    /// Grammar.md's `@device` example and the JSON device file example of
    /// docs/CLI.md are valid and describe the same device.
    @Test func grammarExamplesAgree() throws {
        let grammar = try #require(WordingTests.grammar(), "Grammar.md is missing")
        let cli = try #require(
            try? String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent("docs/CLI.md"), encoding: .utf8),
            "docs/CLI.md is missing")
        let css = try #require(
            Self.codeBlocks(in: grammar, from: "## `@device`", to: "## `@media` and the cascade")["css"],
            "no css block in Grammar.md's @device section")
        let json = try #require(
            Self.codeBlocks(in: cli, from: "## Device files (JSON)", to: nil)["json"],
            "no json block in docs/CLI.md's \"Device files (JSON)\" section")
        let checked = Checker.check(text: css, path: "Grammar.layout")
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let read = DeviceProfile.profiles(fromJSON: Array(json.utf8), path: "Grammar.json")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        #expect(checked.devices.count == 1)
        #expect(read.profiles == checked.devices)
    }

    /// The fenced code blocks of a Markdown section, by language: from the
    /// line `start` to the line `end` (nil: the next `## ` heading or the
    /// end of the text).
    static func codeBlocks(in text: String, from start: String, to end: String?) -> [String: String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == start }) else { return [:] }
        let last =
            lines[(first + 1)...].firstIndex { line in end.map { line == $0 } ?? line.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [String: String] = [:]
        var language: String?
        var code: [Substring] = []
        for line in lines[first..<last] where line.hasPrefix("```") || language != nil {
            if line.hasPrefix("```") {
                if let done = language { blocks[done] = code.joined(separator: "\n") } else { code = [] }
                language = language == nil ? String(line.dropFirst(3)) : nil
            } else {
                code.append(line)
            }
        }
        return blocks
    }

    /// The two front ends agree: a `@device`'s profile written as JSON
    /// reads back as the same profile.
    @Test(arguments: profileCases)
    func jsonOfADeviceReadsBack(_ c: DeviceProfileCase) {
        let text = JSONValue.array([c.profile.json]).serialized()
        let result = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "device.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: c.sourceLocation)
        #expect(result.profiles == [c.profile], sourceLocation: c.sourceLocation)
    }
}
