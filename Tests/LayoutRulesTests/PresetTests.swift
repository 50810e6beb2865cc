import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesPresets
@testable import LayoutRulesRuntime

/// Each preset's published table, row by row: the width (or height) and
/// the class it must give, at and around every breakpoint.
struct PresetTests {
    static func value(_ preset: String, _ trait: String, width: Double, height: Double = 800, idiom: Idiom = .pad)
        -> TraitValueData?
    {
        let ruleSet = Compiler.compile(text: "", presets: [preset]).ruleSet
        return ruleSet?.evaluate(LayoutEnvironment(width: width, height: height, idiom: idiom))[trait]
    }

    /// Material 3 window size classes, dp read as points:
    /// https://m3.material.io/foundations/layout/applying-layout/window-size-classes
    @Test(arguments: [
        (0.0, "compact"), (599, "compact"), (600, "medium"), (839, "medium"), (840, "expanded"),
        (1199, "expanded"), (1200, "large"), (1599, "large"), (1600, "extra-large"), (3000, "extra-large"),
    ])
    func materialWidth(width: Double, expected: String) {
        #expect(Self.value("material", "window-width-class", width: width) == .identifier(expected))
    }

    @Test(arguments: [(0.0, "compact"), (479, "compact"), (480, "medium"), (899, "medium"), (900, "expanded")])
    func materialHeight(height: Double, expected: String) {
        #expect(Self.value("material", "window-height-class", width: 500, height: height) == .identifier(expected))
    }

    /// Bootstrap 5: https://getbootstrap.com/docs/5.3/layout/breakpoints/
    @Test(arguments: [
        (0.0, "xs"), (575, "xs"), (576, "sm"), (767, "sm"), (768, "md"), (991, "md"), (992, "lg"),
        (1199, "lg"), (1200, "xl"), (1399, "xl"), (1400, "xxl"),
    ])
    func bootstrap(width: Double, expected: String) {
        #expect(Self.value("bootstrap", "bootstrap-breakpoint", width: width) == .identifier(expected))
    }

    /// Tailwind CSS: https://tailwindcss.com/docs/responsive-design
    @Test(arguments: [
        (0.0, TraitValueData.identifier("base")), (639, .identifier("base")), (640, .identifier("sm")),
        (767, .identifier("sm")), (768, .identifier("md")), (1023, .identifier("md")), (1024, .identifier("lg")),
        (1279, .identifier("lg")), (1280, .identifier("xl")), (1535, .identifier("xl")), (1536, .string("2xl")),
    ])
    func tailwind(width: Double, expected: TraitValueData) {
        #expect(Self.value("tailwind", "tailwind-breakpoint", width: width) == expected)
    }

    /// device-orientation: iPad portrait R/R, iPad landscape R/C, iPhone
    /// portrait C/R, iPhone landscape C/C (square counts as portrait, as in
    /// CSS).
    @Test(arguments: [
        (Idiom.pad, 768.0, 1024.0, "regular", "regular"), (.pad, 1024, 768, "regular", "compact"),
        (.phone, 390, 844, "compact", "regular"), (.phone, 844, 390, "compact", "compact"),
        (.phone, 500, 500, "compact", "regular"),
    ])
    func deviceOrientation(idiom: Idiom, width: Double, height: Double, horizontal: String, vertical: String) {
        #expect(Self.value("device-orientation", "horizontal-size-class", width: width, height: height, idiom: idiom) == .identifier(horizontal))
        #expect(Self.value("device-orientation", "vertical-size-class", width: width, height: height, idiom: idiom) == .identifier(vertical))
    }

    /// The device-orientation preset sets nothing on other idioms.
    @Test func deviceOrientationLeavesOtherIdiomsAlone() {
        #expect(Self.value("device-orientation", "horizontal-size-class", width: 1920, height: 1080, idiom: .tv) == nil)
    }

    /// Sources/LayoutRulesPresets/Rules holds the presets; the library
    /// serves each file's bytes exactly, at the path diagnostics show.
    @Test func presetsAreTheRuleFiles() throws {
        let rules = GoldenPaths.packageRoot.appendingPathComponent("Sources/LayoutRulesPresets/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: rules.path).filter { $0.hasSuffix(".layout") }.sorted()
        #expect(files.map { String($0.dropLast(".layout".count)) } == Presets.names)
        for file in files {
            let name = String(file.dropLast(".layout".count))
            let bytes = try #require(FileManager.default.contents(atPath: rules.appendingPathComponent(file).path))
            #expect(Presets.provider.contents(ofFile: Presets.path(of: name)) == [UInt8](bytes), "\(file)")
        }
        #expect(Presets.provider.contents(ofFile: "apple") == nil)
        #expect(Presets.provider.contents(ofFile: "<preset nonexistent>") == nil)
    }

    /// PresetSources.swift is what Scripts/embed-presets.sh writes from
    /// the rule files now.
    @Test func embeddedSourcesAreUpToDate() throws {
        let root = GoldenPaths.packageRoot
        let committed = try #require(
            FileManager.default.contents(atPath: root.appendingPathComponent("Sources/LayoutRulesPresets/PresetSources.swift").path))
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let result = try ChildProcess.run(
            "/bin/bash", [root.appendingPathComponent("Scripts/embed-presets.sh").path, "--stdout"],
            environment: environment, timeout: 60)
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        #expect(
            result.stdout == [UInt8](committed),
            "Sources/LayoutRulesPresets/PresetSources.swift is stale; regenerate it with Scripts/embed-presets.sh")
    }

    @Test func everyPresetCompilesWithoutDiagnostics() {
        for name in Presets.names {
            let compilation = Compiler.compile(text: "", presets: [name])
            #expect(compilation.ruleSet != nil, "\(name)")
            #expect(compilation.diagnostics.isEmpty, "\(name): \(compilation.diagnostics.map(\.message))")
        }
    }
}
