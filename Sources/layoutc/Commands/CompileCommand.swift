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
enum CompileCommand: Command {
    /// `--emit`: what to write.
    enum Emit: String, OptionChoice {
        case swift

        var help: String? { "a Swift file that needs only the standard library, not LayoutRules" }
    }

    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var emit: Emit?
        var output: String?
        var generator = SwiftCodeGenerator.Options()
    }

    static let name = "compile"
    static let summary = "Compile rule files to Swift source (--emit swift)"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            usage: ["compile [options] --emit swift [<file> ...]"],
            positionals: RuleInputs.positionals(\.rules, usage: "[<file> ...]"),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) } + [
                .choice("--emit", value: "target", help: "What to write", \.emit),
                .string("-o", "--output", value: "file", help: "Write to <file>", default: "standard output", \.output),
                .string("--type-name", value: "name", help: "The enum that holds the generated code", \.generator.typeName),
                .string("--function-name", value: "name", help: "The evaluating function", \.generator.functionName),
                .choice("--access", value: "level", \.generator.accessLevel),
                .integer(
                    "--inline-limit", value: "nodes", help: "Largest shared subtree copied at each use rather than made a function",
                    minimum: 0, \.generator.inlineLimit),
                .choice(
                    "--library-bridge", value: "when", help: "When to convert to and from LayoutRules' types",
                    \.generator.libraryBridge),
            ],
            discussion: """
                The file declares, inside the enum: Environment, Idiom, InterfaceOrientation,
                Window, Traits (one typed property per trait: Bool, Int, Double, String or an
                enum, optional only where some environment leaves it unset), Value, Rect,
                Point, Transform, Region, Frames (one property per region, nested regions
                nested, optional only where some layout lacks them), and evaluate(_:),
                frames(_:) and frames(for:in:). It answers exactly as 'layoutc eval' does.

                Where LayoutRules can be imported, a last section converts between
                Environment and LayoutEnvironment both ways, declares Rules (a
                LayoutEvaluator for LayoutTracker and the adapters, as 'rules'), and reads a
                RuleSet's answers typed with Traits(_:) and Frames(_:). SwiftPM lets a target
                import any module of its build, so a target that does not link LayoutRules
                can import it when another target does, and then fails to link: it needs
                '--library-bridge never', which the build plugin passes for such a target.
                """,
            exitStatus: "0 written, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        guard options.emit != nil else { throw UsageError("missing '--emit swift'") }
        var generator = options.generator
        if let problem = SwiftCodeGenerator.problem(with: generator) { throw UsageError(problem) }
        let inputs = try options.rules.resolved()
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }
        // The command itself, so the file says how to regenerate it.
        let words = arguments.map { $0.contains(where: { " '\"".contains($0) }) ? "'\($0)'" : $0 }
        generator.header = ["Regenerate with: layoutc compile " + words.joined(separator: " ")]
        let estimate = OutputSize.treeListing(ruleSet).multipliedReportingOverflow(by: 2)
        guard CompileStep.fitsOutput(estimate.overflow ? .max : estimate.partialValue, command: "compile") else {
            return ExitCode.failure
        }
        let source = SwiftCodeGenerator.generate(ruleSet, options: generator)
        Console.result(source, to: options.output)
        return ExitCode.success
    }
}

extension SwiftCodeGenerator.LibraryBridge: OptionChoice {
    var help: String? {
        switch self {
        case .auto: "inside '#if canImport(LayoutRules)'"
        case .never: "not written: standard library only"
        }
    }
}
