// The settings beyond geometry on the command line: a flag per setting
// feature on every subcommand that takes an environment, `matrix --vary`
// and `map` holding them fixed, run through the built `layoutc`.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

@Suite("Settings on the command line")
struct SettingsCLITests {
    /// Rules that test a text size and the appearance.
    static let rules = """
        traits { axis: horizontal; theme: light; }
        @media (dynamic-type >= accessibility-medium) { traits { axis: vertical; } }
        @media (prefers-color-scheme: dark) { traits { theme: dark; } }

        """

    static func withRules<T>(_ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Settings.layout").path
        try rules.write(toFile: path, atomically: true, encoding: .utf8)
        return try body(path)
    }

    @Test("every subcommand that takes an environment has a flag per setting, named as the feature")
    func flagsOnEverySubcommand() throws {
        let settings = Feature.allCases.filter { $0.setting != nil }
        #expect(settings.count == 9)
        for command in ["eval", "explain", "render", "matrix", "map"] {
            let help = try LayoutcProcess.run([command, "--help"])
            #expect(help.status == 0)
            for feature in settings { #expect(help.stdout.contains("--\(feature.rawValue) <value>"), "\(command) --\(feature.rawValue)") }
        }
    }

    @Test("eval applies the flags, SwiftUI's spellings included; its text shows the settings the rules test or that differ")
    func evalFlags() throws {
        try Self.withRules { path in
            let stacked = try LayoutcProcess.run(["eval", path, "--dynamic-type", "accessibility-1", "--prefers-color-scheme", "dark"])
            #expect(stacked.status == 0, "\(stacked.stderr)")
            #expect(stacked.stdout.contains("  dynamic-type: \"accessibility-medium\"\n"))
            #expect(stacked.stdout.contains("  axis: vertical\n") && stacked.stdout.contains("  theme: dark\n"))
            let plain = try LayoutcProcess.run(["eval", path])
            #expect(plain.stdout.contains("  dynamic-type: \"large\"\n") && plain.stdout.contains("  axis: horizontal\n"))
            // The text shows what the rules test and what the user changed; JSON shows every setting.
            #expect(plain.stdout.contains("  prefers-color-scheme: \"light\"\n"))
            #expect(!plain.stdout.contains("prefers-reduced-motion") && !plain.stdout.contains("color-gamut"))
            let reduced = try LayoutcProcess.run(["eval", path, "--prefers-reduced-motion", "reduce"])
            #expect(reduced.stdout.contains("  prefers-reduced-motion: \"reduce\"\n"))
            let json = try LayoutcProcess.run(["eval", path, "--format", "json"])
            for feature in Feature.allCases where feature.setting != nil {
                #expect(json.stdout.contains("\"\(feature.rawValue)\": "), "\(feature)")
            }
            let wrong = try LayoutcProcess.run(["eval", path, "--dynamic-type", "huge"])
            #expect(wrong.status == 2 && wrong.stderr.contains("invalid value 'huge' for '--dynamic-type'"))
        }
    }

    @Test("--color-gamut overrides the device's")
    func colorGamutFlag() throws {
        try Self.withRules { path in
            let given = try LayoutcProcess.run(["eval", path, "--device", "iPhone 16", "--color-gamut", "srgb", "--format", "json"])
            #expect(given.status == 0, "\(given.stderr)")
            #expect(given.stdout.contains("\"color-gamut\": \"srgb\""))
        }
    }

    @Test("matrix --vary repeats each environment with each value, as a column")
    func matrixVary() throws {
        try Self.withRules { path in
            let all = try LayoutcProcess.run(["matrix", path, "--devices", "phones", "--vary", "dynamic-type", "--format", "json"])
            #expect(all.status == 0, "\(all.stderr)")
            let plain = try LayoutcProcess.run(["matrix", path, "--devices", "phones", "--format", "json"])
            let rows = { (text: String) in text.components(separatedBy: "\"device\":").count - 1 }
            #expect(rows(all.stdout) == 12 * rows(plain.stdout))
            let listed = try LayoutcProcess.run(["matrix", path, "--devices", "phones", "--vary", "dynamic-type=large,xxx-large,accessibility-large"])
            #expect(listed.status == 0, "\(listed.stderr)")
            let lines = listed.stdout.split(separator: "\n")
            let header = lines.first.map { $0.split(separator: " ").map(String.init) } ?? []
            #expect(header.suffix(4) == ["size", "dynamic-type", "axis", "theme"], "\(header)")
            #expect(lines.dropFirst().prefix(3).map { $0.contains("large ") || $0.contains("extra-extra-extra-large") || $0.contains("accessibility-large") } == [true, true, true])
            #expect(lines.dropFirst(3).first?.contains("vertical") == true)
            // Settings given as flags hold in every row.
            let dark = try LayoutcProcess.run(["matrix", path, "--devices", "phones", "--prefers-color-scheme", "dark", "--format", "json"])
            #expect(!dark.stdout.contains("\"theme\": \"light\"") && dark.stdout.contains("\"theme\": \"dark\""))
            for wrong in ["dynamic-typ", "width", "dynamic-type=huge", "dynamic-type="] {
                let result = try LayoutcProcess.run(["matrix", path, "--vary", wrong])
                #expect(result.status == 2, "\(wrong): \(result.stderr)")
            }
            let typo = try LayoutcProcess.run(["matrix", path, "--vary", "dynamic-typ"])
            #expect(typo.stderr.contains("did you mean 'dynamic-type'?"))
        }
    }

    @Test("map holds the settings the rules test and says at which values")
    func mapHoldsSettings() throws {
        try Self.withRules { path in
            let held = try LayoutcProcess.run(["map", path, "--idiom", "phone"])
            #expect(held.status == 0, "\(held.stderr)")
            #expect(held.stdout.contains("settings held everywhere: dynamic-type: large, prefers-color-scheme: light"))
            let given = try LayoutcProcess.run(["map", path, "--idiom", "phone", "--dynamic-type", "accessibility-large"])
            #expect(given.stdout.contains("dynamic-type: accessibility-large") && given.stdout.contains("vertical"))
        }
    }

    @Test("a setting value matrix rows and the library agree on")
    func matrixAgreesWithLibrary() throws {
        let compiled = try #require(Compiler.compile(text: Self.rules).ruleSet)
        let matrix = Matrix(compiled, devices: Array(DeviceCatalog.all.prefix(3)), varying: SettingChoice.every(.dynamicType))
        for row in matrix.rows {
            let variation = try #require(row.variation)
            #expect(row.environment.dynamicTypeSize.rawValue == variation.value)
            let axis = compiled.evaluate(row.environment)["axis"]
            #expect(axis == .identifier(row.environment.dynamicTypeSize.isAccessibilitySize ? "vertical" : "horizontal"))
        }
    }
}
