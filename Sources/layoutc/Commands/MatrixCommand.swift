import LayoutRulesBase
import LayoutRulesRuntime
import LayoutRulesCodegen
import LayoutRulesTooling

/// `layoutc matrix FILE`: every device x orientation x window with its traits.
enum MatrixCommand: Command {
    enum Format: String, OptionChoice {
        case text, json, markdown

        var help: String? { self == .text ? "an aligned table" : nil }
    }

    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var devices = DeviceSelection.all
        var deviceFiles: [String] = []
        var format = Format.text
        var settings = SettingsOptions()
        /// `--vary FEATURE` or `--vary FEATURE=v1,v2`.
        var vary: String?
    }

    static let name = "matrix"
    static let summary = "Evaluate rule files on every device, orientation and window"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: RuleInputs.positionals(\.rules),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) } + [
                .choice("--devices", value: "which", help: "Which catalog devices", \.devices),
                .strings("--add-devices", value: "file.json", help: "Add device profiles from a JSON file", \.deviceFiles),
                .choice("--format", value: "format", \.format),
                .string(
                    "--vary", value: "feature[=v1,v2,...]",
                    help: "Repeat every environment with each value of a setting (all of them, or those listed), as a column: "
                        + Feature.allCases.filter { $0.setting != nil }.map(\.rawValue).joined(separator: ", "),
                    \.vary),
            ] + SettingsOptions.options.map { $0.lifted(into: \.settings) },
            exitStatus: "0 printed, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        let varying = try options.vary.map { text throws(UsageError) in try variation(text) } ?? []
        let inputs = try options.rules.resolved()
        guard let directory = try DeviceDirectory.load(options.deviceFiles) else { return ExitCode.failure }
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }
        let devices = directory.compiled(ruleDevices: ruleSet.devices).listed.filter(options.devices.includes)
        guard CompileStep.fitsOutput(OutputSize.matrix(ruleSet, devices: devices), command: "matrix") else {
            return ExitCode.failure
        }
        let matrix = Matrix(ruleSet, devices: devices, settings: options.settings.fixed, varying: varying)
        switch options.format {
        case .json: Console.out(matrix.json())
        case .markdown: Console.out(matrix.markdown())
        case .text: Console.out(matrix.text())
        }
        return ExitCode.success
    }

    /// `dynamic-type` (every value) or `dynamic-type=large,accessibility-large`
    /// (those, in that order): the values `--vary` repeats each environment with.
    static func variation(_ text: String) throws(UsageError) -> [SettingChoice] {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let settings = Feature.allCases.filter { $0.setting != nil }
        guard let feature = settings.first(where: { $0.rawValue == parts[0].lowercased() }) else {
            let names = settings.map(\.rawValue)
            let hint = Suggestion.closest(to: parts[0], among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("--vary takes a setting: \(names.joined(separator: ", ")); not '\(parts[0])'\(hint)")
        }
        guard parts.count == 2 else { return SettingChoice.every(feature) }
        let row = feature.descriptor
        var choices: [SettingChoice] = []
        for value in parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let index = row.valueIndex(of: value.lowercased()) else {
                let hint = Suggestion.closest(to: value, among: row.values).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "--vary \(feature.rawValue): unknown value '\(value)'\(hint); the values are \(row.values.joined(separator: ", "))")
            }
            choices.append(SettingChoice(feature: feature, index: index))
        }
        return choices
    }
}
