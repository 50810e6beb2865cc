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

/// `layoutc compile FILE --emit swift`: the rule set as a self-contained
/// Swift source file (`SwiftCodeGenerator`).
enum CompileCommand {
    static let help = """
        OVERVIEW: Compile rule files to Swift source that evaluates them without LayoutRules

        USAGE: layoutc compile [options] --emit swift [<file> ...]

        ARGUMENTS:
          <file>                  Rule files, applied in order as one cascade

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable): \(Presets.names.joined(separator: ", "))
          --emit <target>         What to write: swift (a Swift file that needs only the standard library)
          -o, --output <file>     Write to <file> (default: standard output)
          --type-name <name>      The enum that holds the generated code (default GeneratedLayout)
          --function-name <name>  The evaluating function (default evaluate)
          --access <level>        public (default), package or internal
          --inline-limit <nodes>  Largest shared subtree copied at each use rather than
                                  made a function (default 16)
          -h, --help              Show this help

        The file declares, inside the enum: Environment, Idiom, InterfaceOrientation,
        Traits (one optional property per trait), Value, Region, Frames, and
        evaluate(_:), frames(_:) and frames(for:in:). It answers exactly as
        'layoutc eval' does.

        EXIT STATUS: 0 written, 1 errors in the rule files, 2 wrong usage

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var emit: String?
        var output: String?
        var options = SwiftCodeGenerator.Options()
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--emit": emit = try scanner.choice(for: argument, ["swift"])
                case "-o", "--output": output = try scanner.value(for: argument)
                case "--type-name": options.typeName = try scanner.value(for: argument)
                case "--function-name": options.functionName = try scanner.value(for: argument)
                case "--access":
                    let level = try scanner.choice(for: argument, SwiftCodeGenerator.AccessLevel.allCases.map(\.rawValue))
                    options.accessLevel = SwiftCodeGenerator.AccessLevel(rawValue: level) ?? .public
                case "--inline-limit":
                    let value = try scanner.value(for: argument)
                    guard let limit = Int(value), limit >= 0 else {
                        throw Arguments.UsageError(text: "invalid number '\(value)' for '\(argument)'")
                    }
                    options.inlineLimit = limit
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard emit != nil else { throw Arguments.UsageError(text: "missing '--emit swift'") }
            if let problem = SwiftCodeGenerator.problem(with: options) { throw Arguments.UsageError(text: problem) }
            guard let ruleSet = try inputs.compile() else { return ExitCode.failure }
            // The command itself, so the file says how to regenerate it.
            let words = arguments.map { $0.contains(where: { " '\"".contains($0) }) ? "'\($0)'" : $0 }
            options.header = ["Regenerate with: layoutc compile " + words.joined(separator: " ")]
            let estimate = OutputSize.treeListing(ruleSet).multipliedReportingOverflow(by: 2)
            guard CompileStep.fitsOutput(estimate.overflow ? .max : estimate.partialValue, command: "compile") else {
                return ExitCode.failure
            }
            let source = SwiftCodeGenerator.generate(ruleSet, options: options)
            Console.result(source, to: output)
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "compile")
        }
    }
}
