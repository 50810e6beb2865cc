import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics
import LayoutRulesFileSystem

/// The device profiles a command can name, in lookup order: the rules'
/// `@device` profiles, those of JSON files (`--devices`, `--add-devices`),
/// then the built-in catalog.
///
/// A command resolves its device names before compiling its rules, so a
/// misspelt `--device` is reported at once even when compiling would be
/// slow or fail. Before compiling, the rules' profiles are not known: a
/// name found among the files and the catalog is taken from there (and
/// looked up again once the rules are compiled, in case they define it
/// too); only a name found nowhere else has the rules checked (parsed, not
/// compiled) for their `@device` profiles.
struct DeviceDirectory {
    /// Profiles from JSON files, in the order given.
    let fileDevices: [DeviceProfile]
    /// The rules, to read `@device` profiles from when a name needs them.
    let inputs: [Checker.Input]
    /// The rules' profiles, once known.
    private(set) var ruleDevices: [DeviceProfile]?

    /// Reads the JSON device files, printing their problems; nil when one
    /// has errors, a usage error when one cannot be read.
    static func load(_ files: [String], rules inputs: [Checker.Input] = []) throws(UsageError) -> DeviceDirectory? {
        var devices: [DeviceProfile] = []
        var failed = false
        for path in files {
            // Read like rule files, one byte past the size limit, so a huge
            // file (or /dev/zero) ends in `file-too-large`, not in memory.
            guard let bytes = FileSystemSourceProvider().contents(ofFile: path) else {
                throw UsageError("no such file: '\(path)'")
            }
            let loaded = DeviceProfile.profiles(fromJSON: bytes, path: path)
            Console.error(TextDiagnosticRenderer(colored: Console.wantsColor(.auto)).render(loaded.diagnostics, sources: loaded.sources))
            failed = failed || loaded.diagnostics.hasErrors
            devices += loaded.profiles
        }
        return failed ? nil : DeviceDirectory(fileDevices: devices, inputs: inputs)
    }

    /// Every profile known so far, in lookup order: one per catalog model.
    /// A name the rules and a file or the catalog share means the rules'
    /// profile.
    var all: [DeviceProfile] { (ruleDevices ?? []) + fileDevices + DeviceCatalog.all }

    /// The profiles `matrix` and `render --all` show: the rules' and the
    /// files', then one per catalog screen (models that share a screen lay
    /// out alike, so each screen is drawn once, named after its models).
    var listed: [DeviceProfile] { (ruleDevices ?? []) + fileDevices + DeviceCatalog.screens }

    /// The directory once the rules are compiled, with their profiles.
    func compiled(ruleDevices: [DeviceProfile]) -> DeviceDirectory {
        var directory = self
        directory.ruleDevices = ruleDevices
        return directory
    }

    /// The device a name means, or a usage error with a suggestion.
    /// A short alias that begins several models' names ("iPad Pro 11")
    /// means the model it is the alias of, the newest of the family, with
    /// a note on standard error that names the others.
    mutating func device(named name: String) throws(UsageError) -> DeviceProfile {
        if let found = DeviceProfile.lookup(name, in: all) { return Self.noted(found, name: name) }
        if ruleDevices == nil, !inputs.isEmpty {
            ruleDevices = Checker.check(inputs, provider: FileSystemSourceProvider()).devices
            if let found = DeviceProfile.lookup(name, in: all) { return Self.noted(found, name: name) }
        }
        throw UsageError("unknown device '\(name)'\(Self.hint(for: name, in: all)) (see 'layoutc devices')")
    }

    /// The profile found, after printing which models a short alias left
    /// out, if any: "layoutc: note: 'iPad Pro 11' could name 6 models;
    /// using the newest, 'iPad Pro 11-inch (M5)'; the others are ...".
    private static func noted(_ found: DeviceProfile.Lookup, name: String) -> DeviceProfile {
        if !found.others.isEmpty {
            let others = found.others.map { "'\($0)'" }.joined(separator: ", ")
            Console.error(
                "layoutc: note: '\(name)' could name \(found.others.count + 1) models; using the newest, "
                    + "'\(found.profile.name)'; the others are \(others) (name one exactly to choose it)\n")
        }
        return found.profile
    }

    /// "; did you mean 'A'?" or "; did you mean one of 'A', 'B' or 'C'?",
    /// or nothing: the devices `name` most likely meant.
    static func hint(for name: String, in devices: [DeviceProfile]) -> String {
        let names = DeviceProfile.suggestions(for: name, in: devices)
        switch names.count {
        case 0: return ""
        case 1: return "; did you mean '\(names[0])'?"
        default:
            let quoted = names.map { "'\($0)'" }
            return "; did you mean one of \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?"
        }
    }
}

/// Values of the device flags.
enum DeviceOptions {
    /// `full`, `split-1/3`, `split-1/2`, `split-2/3`, `slide-over` or `WxH`
    /// (the resizable samples need the device; `EnvironmentOptions` reads them).
    static func window(_ text: String) throws(UsageError) -> WindowSpec {
        if let choice = WindowChoice(rawValue: text) { return choice.spec }
        let parts = text.lowercased().split(separator: "x")
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        {
            return .size(Size(width: width, height: height))
        }
        let names = WindowChoice.choices.map(\.rawValue) + ["resizable-min", "resizable-1/2"]
        throw UsageError(
            "invalid window '\(text)'; expected \(names.joined(separator: ", ")) or WIDTHxHEIGHT"
                + OptionParser.suggestion(for: text, among: names))
    }
}
