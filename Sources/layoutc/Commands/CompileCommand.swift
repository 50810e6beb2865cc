import LayoutRulesBase
import LayoutRulesRuntime
import LayoutRulesCodegen
import LayoutRulesFileSystem

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
        /// `--config`: a `layoutrules.json` file whose settings replace the flags'.
        var config: String?
        /// `--module-name`: the module the generated file is compiled into.
        var moduleName: String?
        var warningsAsErrors = false
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
                .string(
                    "--config", value: "file",
                    help: "Settings from a layoutrules.json file: its access, the rule file's entry in typeNames and warningsAsErrors replace the flags",
                    \.config),
                .string(
                    "--module-name", value: "name", help: "The module the file is compiled into: a type of that name is an error",
                    \.moduleName),
                .flag("--warnings-as-errors", "-Werror", help: "Treat warnings as errors: nothing is written", \.warningsAsErrors),
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

                The build plugin passes '--config' with the target's layoutrules.json, when it
                has one, and '--module-name' with the target's module (docs/CLI.md). The last
                rule file given is the one whose 'typeNames' entry names the type. Problems
                in the configuration are reported with the rule files' and, like them, stop
                the file from being written.
                """,
            exitStatus: "0 written, 1 errors in the rule files or the configuration, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        guard options.emit != nil else { throw UsageError("missing '--emit swift'") }
        var generator = options.generator
        if let problem = SwiftCodeGenerator.problem(with: generator) { throw UsageError(problem) }
        let inputs = try options.rules.resolved()
        let configBytes = try options.config.map { path throws(UsageError) in
            guard let bytes = FileSystemSourceProvider().contents(ofFile: path) else {
                throw UsageError("no such file: '\(path)'")
            }
            return bytes
        }
        let compilation = Compiler.compile(inputs, provider: FileSystemSourceProvider(), checkDevices: !options.rules.noDeviceCheck)
        var sources = compilation.sources
        var diagnostics = compilation.diagnostics
        var warningsAsErrors = options.warningsAsErrors
        var configuredName: PluginConfiguration.TypeName?
        if let path = options.config, let configBytes {
            let (configuration, problems) = PluginConfiguration.read(configBytes, path: path, sources: &sources) {
                FileSystemSourceProvider().contents(ofFile: $0) != nil
            }
            diagnostics += problems
            if let configuration {
                generator.accessLevel = configuration.access ?? generator.accessLevel
                warningsAsErrors = configuration.warningsAsErrors ?? warningsAsErrors
                configuredName = options.rules.files.last.flatMap(configuration.typeName(forFile:))
                generator.typeName = configuredName?.name ?? generator.typeName
            }
        }
        if let module = options.moduleName, module == generator.typeName {
            let ruleFile = options.rules.files.last ?? ""
            guard let range = configuredName?.range ?? sources.id(ofPath: ruleFile).map({ SourceRange(file: $0, start: 0, end: 0) })
            else { throw UsageError("the type name '\(module)' is the name of the module") }
            diagnostics.append(
                .typeNameIsModuleName(module, ruleFile: ruleFile, configured: configuredName != nil, at: range))
        }
        diagnostics = Diagnostic.sorted(CompileStep.promoted(diagnostics, warningsAsErrors: warningsAsErrors))
        Console.error(TextDiagnosticRenderer(colored: Console.wantsColor(.auto)).render(diagnostics, sources: sources))
        guard let ruleSet = compilation.ruleSet, !diagnostics.hasErrors else { return ExitCode.failure }
        // The command itself, so the file says how to regenerate it.
        let words = arguments.map { $0.contains(where: { " '\"".contains($0) }) ? "'\($0)'" : $0 }
        generator.header = ["Regenerate with: layoutc compile " + words.joined(separator: " ")]
        let estimate = OutputSize.treeListing(ruleSet).multipliedReportingOverflow(by: 2)
        guard CompileStep.fitsOutput(estimate.overflow ? .max : estimate.partialValue, command: "compile") else {
            return ExitCode.failure
        }
        if let refusal = SwiftCodeGenerator.unsupported(ruleSet) {
            Console.error("layoutc compile: error: \(refusal)\n")
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
