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
enum MatrixCommand {
    static let help = """
        OVERVIEW: Evaluate rule files on every catalog device, orientation and window

        USAGE: layoutc matrix [options] <file> ...

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable)
          --devices <which>       phones, pads or all (default: all)
          --add-devices <file.json>  Add device profiles from a JSON file (repeatable)
          --format <format>       text (default, an aligned table), json or markdown
          -h, --help              Show this help

        EXIT STATUS: 0 printed, 1 errors in the rule files, 2 wrong usage

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var which = "all"
        var format = "text"
        var extra: [String] = []
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--devices": which = try scanner.choice(for: argument, ["phones", "pads", "all"])
                case "--add-devices": extra.append(try scanner.value(for: argument))
                case "--format": format = try scanner.choice(for: argument, ["text", "json", "markdown"])
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard let ruleSet = try inputs.compile(),
                let catalog = try DeviceOptions.catalog(adding: extra, fromRules: ruleSet.devices)
            else { return ExitCode.failure }
            let devices = catalog.filter { device in
                switch which {
                case "phones": device.idiom == .phone
                case "pads": device.idiom == .pad
                default: true
                }
            }
            guard CompileStep.fitsOutput(OutputSize.matrix(ruleSet, devices: devices), command: "matrix") else {
                return ExitCode.failure
            }
            let matrix = Matrix(ruleSet, devices: devices)
            switch format {
            case "json": Console.out(matrix.json())
            case "markdown": Console.out(matrix.markdown())
            default: Console.out(matrix.text())
            }
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "matrix")
        }
    }
}
