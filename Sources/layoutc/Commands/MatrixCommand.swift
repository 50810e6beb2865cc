import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
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
            ],
            exitStatus: "0 printed, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        let inputs = try options.rules.resolved()
        guard let directory = try DeviceDirectory.load(options.deviceFiles) else { return ExitCode.failure }
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }
        let devices = directory.compiled(ruleDevices: ruleSet.devices).listed.filter(options.devices.includes)
        guard CompileStep.fitsOutput(OutputSize.matrix(ruleSet, devices: devices), command: "matrix") else {
            return ExitCode.failure
        }
        let matrix = Matrix(ruleSet, devices: devices)
        switch options.format {
        case .json: Console.out(matrix.json())
        case .markdown: Console.out(matrix.markdown())
        case .text: Console.out(matrix.text())
        }
        return ExitCode.success
    }
}
