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

/// `layoutc eval [FILE...]`: the traits the rules give one environment.
enum EvalCommand {
    static let help = """
        OVERVIEW: Evaluate rule files in one environment and print the resulting traits

        USAGE: layoutc eval [options] [<file> ...]

        ARGUMENTS:
          <file>                  Rule files, applied in order as one cascade

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable): \(Presets.names.joined(separator: ", "))
        \(EnvironmentOptions.help)
          --format <format>       text (default) or json:
                                  {"environment": {...}, "traits": {...}, "matched": [{"file", "line", "column"}],
                                   "frames": {NAME: {"frame", "bounds", "center", "transform", "window-frame"}}}
          -h, --help              Show this help

        EXIT STATUS: 0 evaluated, 1 errors in the rule files, 2 wrong usage

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var environment = EnvironmentOptions()
        var format = "text"
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                if try environment.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--format": format = try scanner.choice(for: argument, ["text", "json"])
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard let ruleSet = try inputs.compile(),
                let devices = try DeviceOptions.catalog(adding: environment.deviceFiles, fromRules: ruleSet.devices)
            else { return ExitCode.failure }
            let env = try environment.environment(devices: devices)
            let traits = ruleSet.evaluate(env)
            guard CompileStep.fitsOutput(OutputSize.evaluation(ruleSet, traits), command: "eval") else { return ExitCode.failure }
            Console.out(format == "json" ? EvalOutput.json(env, traits, ruleSet) : EvalOutput.text(env, traits, ruleSet))
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "eval")
        }
    }
}

/// Compiling for the subcommands that need a rule set: diagnostics go to
/// standard error in the text format; warnings do not stop the command.
enum CompileStep {
    static func compile(files: [String], presets: [String]) throws(Arguments.UsageError) -> RuleSet? {
        guard !files.isEmpty || !presets.isEmpty else { throw Arguments.UsageError(text: "no rule file or preset given") }
        let (found, missing) = FileSystemSourceProvider.expand(files)
        if let first = missing.first { throw Arguments.UsageError(text: "no such file or directory: '\(first)'") }
        let inputs = presets.map(Checker.Input.preset) + found.map(Checker.Input.file)
        let compilation = Compiler.compile(inputs, provider: FileSystemSourceProvider())
        let renderer = TextDiagnosticRenderer(colored: Console.wantsColor("auto"))
        Console.error(renderer.render(compilation.diagnostics, sources: compilation.sources))
        return compilation.ruleSet
    }

    /// False, after one line on standard error, when the listing a
    /// command would build (estimated by `OutputSize`) is larger than
    /// `Limits.maxOutputBytes`: the command then exits with status 1.
    static func fitsOutput(_ estimate: Int, command: String) -> Bool {
        guard estimate > Limits().maxOutputBytes else { return true }
        outputTooLarge(command: command, about: estimate)
        return false
    }

    /// The error for output past `Limits.maxOutputBytes`, with its
    /// estimated size when known.
    static func outputTooLarge(command: String, about estimate: Int? = nil) {
        let megabytes = { (bytes: Int) in String(bytes / 1_048_576) }
        let size = estimate.map { "about \(megabytes($0)) MB, " } ?? ""
        Console.error(
            "layoutc \(command): error: the output would be \(size)more than the limit of "
                + "\(megabytes(Limits().maxOutputBytes)) MB (Limits.maxOutputBytes)\n")
    }

    static func usage(_ error: any Error, command: String) -> Int32 {
        let text = (error as? Arguments.UsageError)?.text ?? "\(error)"
        Console.error("layoutc \(command): error: \(text)\nrun 'layoutc \(command) --help' for usage\n")
        return ExitCode.usage
    }
}

/// How `eval` prints its result.
enum EvalOutput {
    /// Every media feature's value, named as the language names it.
    static func environment(_ env: Environment) -> [(String, JSONValue)] {
        [
            ("width", .number(env.width)), ("height", .number(env.height)),
            ("screen-width", .number(env.screenWidth)), ("screen-height", .number(env.screenHeight)),
            ("aspect-ratio", .number(env.height == 0 ? 0 : env.width / env.height)),
            ("orientation", .string(env.orientation.rawValue)),
            ("interface-orientation", .string(env.interfaceOrientation.rawValue)),
            ("idiom", .string(env.idiom.rawValue)), ("scale", .number(env.scale)),
            ("native-scale", .number(env.nativeScale)),
            ("device", env.deviceName.map(JSONValue.string) ?? .null),
            (
                "safe-area",
                .object([
                    ("top", .number(env.safeArea.top)), ("left", .number(env.safeArea.left)),
                    ("bottom", .number(env.safeArea.bottom)), ("right", .number(env.safeArea.right)),
                ])
            ),
        ]
    }

    /// Positions of the matched rules, once per `@media` rule.
    static func matched(_ traits: TraitCollection, _ ruleSet: RuleSet) -> [(path: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for index in traits.matchedRules {
            guard let position = ruleSet.position(ofRule: Int(index)) else { continue }
            if let last = result.last, last.0 == position.path, last.1 == position.location { continue }
            result.append(position)
        }
        return result
    }

    static func json(_ env: Environment, _ traits: TraitCollection, _ ruleSet: RuleSet) -> String {
        let object = JSONValue.object([
            ("environment", .object(environment(env))),
            ("traits", .object(traits.map { ($0.name, $0.value.json) })),
            (
                "matched",
                .array(
                    matched(traits, ruleSet).map {
                        .object([
                            ("file", .string($0.path)), ("line", .integer($0.location.line)),
                            ("column", .integer($0.location.column)),
                        ])
                    })
            ),
            ("frames", traits.frames.json),
        ])
        return object.serialized() + "\n"
    }

    static func text(_ env: Environment, _ traits: TraitCollection, _ ruleSet: RuleSet) -> String {
        var lines = ["environment:"]
        for (name, value) in environment(env) { lines.append("  \(name): \(value.serialized(indent: nil))") }
        lines.append("traits:")
        if traits.count == 0 { lines.append("  (none)") }
        for (name, value) in traits { lines.append("  \(name): \(value)") }
        lines.append("matched:")
        let positions = matched(traits, ruleSet)
        if positions.isEmpty { lines.append("  (none)") }
        for position in positions { lines.append("  \(position.path):\(position.location)") }
        let frames = traits.frames
        if !frames.isEmpty {
            lines.append("frames:")
            lines += frames.table.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
