import LayoutRulesBase

/// Built-in presets: rule files written in the language itself, shipped
/// as source and compiled like any user file. `@import "material";` or
/// `layoutc ... --preset material` brings one in.
///
/// Each preset is the file `Rules/NAME.layout` in this target, embedded
/// byte for byte by `Scripts/embed-presets.sh` (PresetSources.swift): the
/// positions diagnostics give in `<preset NAME>` are positions in that file.
package enum Presets {
    /// Every preset by name, in the order they are listed to users (sorted).
    package static let all: [(name: String, source: String)] = embedded

    /// The preset names, sorted.
    package static var names: [String] { all.map(\.name) }

    /// Serves each preset's source at `path(of: name)`, and nothing else.
    package static let provider = PresetSourceProvider()

    /// The path of a preset's source: the one `provider` serves it at and
    /// diagnostics show.
    package static func path(of name: String) -> String { "<preset \(name)>" }

    /// Whether a source path is a preset's.
    package static func isPresetPath(_ path: String) -> Bool {
        path.hasPrefix("<preset ") && path.hasSuffix(">")
    }

    /// The preset name in a preset's path, or nil for any other path.
    package static func name(ofPath path: String) -> String? {
        guard isPresetPath(path) else { return nil }
        return String(path.dropFirst("<preset ".count).dropLast())
    }
}

/// The presets as files: `contents(ofFile: "<preset apple>")` is the text
/// of `Rules/apple.layout`; every other path is a file that does not exist.
package struct PresetSourceProvider: SourceProvider {
    package func contents(ofFile path: String) -> [UInt8]? {
        guard let name = Presets.name(ofPath: path) else { return nil }
        return Presets.all.first { $0.name == name }.map { Array($0.source.utf8) }
    }
}
