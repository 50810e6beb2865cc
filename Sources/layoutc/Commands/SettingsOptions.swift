import LayoutRulesBase
import LayoutRulesTooling

/// A flag per setting feature (`--dynamic-type`, `--prefers-color-scheme`,
/// ..., `--color-gamut`), named and valued as rules write the feature,
/// written from the feature table so a new feature gets its flag. Shared
/// by every subcommand that takes an environment.
struct SettingsOptions: ParsableOptions {
    /// The values given, by feature, as indexes into the feature's values.
    var chosen: [Feature: Int] = [:]

    static var options: [Option<Self>] {
        Feature.allCases.filter { $0.setting != nil }.map { feature in
            let row = feature.descriptor
            // The values, then other spellings of them (SwiftUI's `xx-large`).
            // (The color gamut's default depends on the device, said below.)
            let spellings = row.values.map { (name: $0, help: $0 == row.defaultValue && row.isUserSetting ? "default" : nil) }
                + row.valueAliases.map { (name: $0.name, help: String?.none) }
            // Named after the UIKit value an app reads it from.
            let uikit = [row.citation, row.platformCitation].compactMap { $0 }.first { $0.url.contains("/uikit/") }
            let source = uikit.map { " (\($0.title))" } ?? ""
            var help = row.isUserSetting ? "The user's setting\(source)" : "The display's color gamut\(source)"
            if !row.valueAliases.isEmpty { help += "; SwiftUI's names of the sizes work too" }
            return Option(
                names: ["--" + row.name], kind: .choice(spellings), valueName: "<value>", help: help, repeated: false,
                defaultValue: feature == .colorGamut ? "srgb, or the device's with --device" : nil,
                store: { values, value in
                    if case .text(let text) = value, let index = row.valueIndex(of: text) { values.chosen[feature] = index }
                })
        }
    }

    /// The settings given, in table order, for tooling that holds them fixed.
    var fixed: [SettingChoice] {
        chosen.sorted { $0.key < $1.key }.map { SettingChoice(feature: $0.key, index: $0.value) }
    }

    /// Sets the given values on `environment` (over a device's color gamut).
    func apply(to environment: inout LayoutEnvironment) {
        for choice in fixed { environment.setSetting(choice.feature, toValueAt: choice.index) }
    }
}
