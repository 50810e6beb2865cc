import LayoutRulesBase

/// Built-in presets: rule files written in the language itself, shipped
/// as source and compiled like any user file. `@import "material";` or
/// `layoutc ... --preset material` brings one in.
package enum Presets {
    /// Every preset by name, in the order they are listed to users.
    package static let all: [(name: String, source: String)] = [
        ("apple", appleSource),
        ("bootstrap", bootstrapSource),
        ("device-orientation", deviceOrientationSource),
        ("material", materialSource),
        ("tailwind", tailwindSource),
    ]

    /// The preset names, sorted.
    package static var names: [String] { all.map(\.name) }

    /// The source text of a preset, or nil when there is none by that name.
    package static func source(named name: String) -> String? {
        all.first { $0.name == name }?.source
    }

    /// The path shown in diagnostics for a preset's source.
    package static func path(of name: String) -> String { "<preset \(name)>" }

    /// Whether a source path is a preset's.
    package static func isPresetPath(_ path: String) -> Bool {
        path.hasPrefix("<preset ") && path.hasSuffix(">")
    }
}
