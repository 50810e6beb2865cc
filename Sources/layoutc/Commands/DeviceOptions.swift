import Foundation
import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// `--device`, `--window` and `--devices`, shared by `eval`, `explain`,
/// `matrix` and `devices`.
enum DeviceOptions {
    /// Profiles from `@device` blocks and JSON files, then the built-in
    /// catalog. Problems in a JSON file are printed; nil then.
    static func catalog(adding files: [String], fromRules ruleDevices: [DeviceProfile]) throws(Arguments.UsageError)
        -> [DeviceProfile]?
    {
        // User profiles come first so a name they share with the catalog means theirs.
        var devices = ruleDevices
        var failed = false
        for path in files {
            // Read like rule files, one byte past the size limit, so a huge
            // file (or /dev/zero) ends in `file-too-large`, not in memory.
            guard let bytes = FileSystemSourceProvider().contents(ofFile: path) else {
                throw Arguments.UsageError(text: "no such file: '\(path)'")
            }
            let loaded = DeviceProfile.profiles(fromJSON: bytes, path: path)
            Console.error(TextDiagnosticRenderer(colored: Console.wantsColor("auto")).render(loaded.diagnostics, sources: loaded.sources))
            failed = failed || loaded.diagnostics.hasErrors
            devices += loaded.profiles
        }
        return failed ? nil : devices + DeviceCatalog.all
    }

    /// The device a `--device` name means, or a usage error with a suggestion.
    static func device(named name: String, in devices: [DeviceProfile]) throws(Arguments.UsageError) -> DeviceProfile {
        if let device = DeviceProfile.find(name, in: devices) { return device }
        let hint = DeviceProfile.suggestion(for: name, in: devices).map { "; did you mean '\($0)'?" } ?? ""
        throw Arguments.UsageError(text: "unknown device '\(name)'\(hint) (see 'layoutc devices')")
    }

    /// `full`, `split-1/3`, `split-1/2`, `split-2/3`, `slide-over` or `WxH`.
    static func window(_ text: String) throws(Arguments.UsageError) -> WindowSpec {
        if text == "full" { return .fullScreen }
        if let kind = MultitaskingWindow.Kind(rawValue: text) { return .multitasking(kind) }
        let parts = text.lowercased().split(separator: "x")
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        {
            return .size(Size(width: width, height: height))
        }
        throw Arguments.UsageError(
            text: "invalid window '\(text)'; expected full, split-1/3, split-1/2, split-2/3, slide-over or WIDTHxHEIGHT")
    }
}
