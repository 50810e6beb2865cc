import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// `layoutc tree FILE`: the decision tree, deterministic byte for byte.
enum TreeCommand {
    static let help = """
        OVERVIEW: Print the decision tree a rule file compiles to

        USAGE: layoutc tree [options] <file> ...

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable)
          --format <format>       text (default), dot (Graphviz) or json
          -h, --help              Show this help

        EXIT STATUS: 0 printed, 1 errors in the rule files, 2 wrong usage

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var format = "text"
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--format": format = try scanner.choice(for: argument, ["text", "dot", "json"])
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard let ruleSet = try inputs.compile() else { return ExitCode.failure }
            guard CompileStep.fitsOutput(OutputSize.treeListing(ruleSet), command: "tree") else { return ExitCode.failure }
            let printer = TreePrinter(ruleSet)
            switch format {
            case "dot": Console.out(printer.dot())
            case "json": Console.out(printer.json())
            default: Console.out(printer.text())
            }
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "tree")
        }
    }
}
