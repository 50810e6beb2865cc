import LayoutRulesBase
import LayoutRulesSemantics
import LayoutRulesRuntime
import LayoutRulesFileSystem

/// `layoutc check PATH...`: checks rule files and reports every problem.
enum CheckCommand: Command {
    enum Format: String, OptionChoice {
        case text, json, github

        var help: String? {
            switch self {
            case .text: "clang style on standard error"
            case .json: "an array on standard output"
            case .github: "workflow annotations on standard output"
            }
        }
    }

    struct Options: ParsableOptions {
        var paths: [String] = []
        var format = Format.text
        var warningsAsErrors = false
        var noDeviceCheck = false
        var color = ColorChoice.auto
    }

    static let name = "check"
    static let summary = "Check rule files and report every problem"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: Positionals(
                name: "<path>", usage: "<path> ...", help: "A .layout file, or a directory: every .layout file under it",
                path: \.paths),
            options: [
                .choice("--format", value: "format", \.format),
                .flag("--warnings-as-errors", "-Werror", help: "Treat warnings as errors", \.warningsAsErrors),
                RuleInputs.noDeviceCheckFlag(\.noDeviceCheck),
                .choice("--color", value: "when", \.color),
            ],
            exitStatus: """
                0 no errors, 1 any error (or warning under --warnings-as-errors),
                             2 wrong usage or a path that does not exist
                """)
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        // No path is a usage error, not a silent success: `layoutc check $(find ...)`
        // with an empty expansion must not pass in CI.
        if options.paths.isEmpty { throw UsageError("missing a path to check") }
        let (files, missing) = FileSystemSourceProvider.expand(options.paths)
        if files.isEmpty, missing.isEmpty {
            Console.error("layoutc check: error: no '.layout' files under \(options.paths.map { "'\($0)'" }.joined(separator: ", "))\n")
            return ExitCode.usage
        }
        if !missing.isEmpty {
            for path in missing { Console.error("layoutc check: error: no such file or directory: '\(path)'\n") }
            return ExitCode.usage
        }
        return check(files, options)
    }

    private static func check(_ files: [String], _ options: Options) -> Int32 {
        let provider = FileSystemSourceProvider()
        var json: [JSONValue] = []
        var errors = 0
        var warnings = 0
        for path in files {
            let checked = Compiler.compile([.file(path)], provider: provider, checkDevices: !options.noDeviceCheck)
            let diagnostics = CompileStep.promoted(checked.diagnostics, warningsAsErrors: options.warningsAsErrors)
            errors += diagnostics.filter { $0.severity == .error }.count
            warnings += diagnostics.filter { $0.severity == .warning }.count
            switch options.format {
            case .json:
                let renderer = JSONDiagnosticRenderer()
                json += diagnostics.map { renderer.value(of: $0, sources: checked.sources) }
            case .github:
                Console.out(GitHubDiagnosticRenderer().render(diagnostics, sources: checked.sources))
            case .text:
                let renderer = TextDiagnosticRenderer(colored: Console.wantsColor(options.color))
                Console.error(renderer.render(diagnostics, sources: checked.sources))
            }
        }
        switch options.format {
        case .json: Console.out(JSONValue.array(json).serialized() + "\n")
        case .text: Console.error(summary(files: files.count, errors: errors, warnings: warnings))
        case .github: break
        }
        return errors > 0 ? ExitCode.failure : ExitCode.success
    }

    /// `checked 2 files: 1 error, 0 warnings`
    static func summary(files: Int, errors: Int, warnings: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "checked \(count(files, "file")): \(count(errors, "error")), \(count(warnings, "warning"))\n"
    }
}
