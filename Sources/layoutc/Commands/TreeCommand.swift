import LayoutRulesCodegen

/// `layoutc tree FILE`: the decision tree, deterministic byte for byte.
enum TreeCommand: Command {
    enum Format: String, OptionChoice {
        case text, dot, json

        var help: String? { self == .dot ? "Graphviz" : nil }
    }

    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var format = Format.text
    }

    static let name = "tree"
    static let summary = "Print the decision tree a rule file compiles to"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: RuleInputs.positionals(\.rules),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) } + [.choice("--format", value: "format", \.format)],
            exitStatus: "0 printed, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        let inputs = try options.rules.resolved()
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }
        guard CompileStep.fitsOutput(OutputSize.treeListing(ruleSet), command: "tree") else { return ExitCode.failure }
        let printer = TreePrinter(ruleSet)
        switch options.format {
        case .dot: Console.out(printer.dot())
        case .json: Console.out(printer.json())
        case .text: Console.out(printer.text())
        }
        return ExitCode.success
    }
}
