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

/// `layoutc check PATH...`: checks rule files and reports every problem.
enum CheckCommand {
    static let help = """
        OVERVIEW: Check rule files and report every problem

        USAGE: layoutc check [options] <path> ...

        ARGUMENTS:
          <path>                  A .layout file, or a directory: every .layout file under it

        OPTIONS:
          --format <format>       text (default; clang style on standard error),
                                  json (an array on standard output) or
                                  github (workflow annotations on standard output)
          --warnings-as-errors    Treat warnings as errors (also -Werror)
          --color <when>          auto (default: only on a terminal, never with NO_COLOR),
                                  always or never
          -h, --help              Show this help

        EXIT STATUS: 0 no errors, 1 any error (or warning under --warnings-as-errors),
                     2 wrong usage or a path that does not exist

        """

    struct Options {
        var paths: [String] = []
        var format = "text"
        var warningsAsErrors = false
        var color = "auto"
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            Console.error("layoutc check: error: \(message.text)\nrun 'layoutc check --help' for usage\n")
            return ExitCode.usage
        }
        // No path is a usage error, not a silent success: `layoutc check $(find ...)`
        // with an empty expansion must not pass in CI.
        if options.paths.isEmpty {
            Console.error("layoutc check: error: missing a path to check\nrun 'layoutc check --help' for usage\n")
            return ExitCode.usage
        }
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
            let checked = Compiler.compile(path: path, provider: provider)
            let diagnostics = checked.diagnostics.map { diagnostic -> Diagnostic in
                var promoted = diagnostic
                if options.warningsAsErrors, promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
            errors += diagnostics.filter { $0.severity == .error }.count
            warnings += diagnostics.filter { $0.severity == .warning }.count
            switch options.format {
            case "json":
                let renderer = JSONDiagnosticRenderer()
                json += diagnostics.map { renderer.value(of: $0, sources: checked.sources) }
            case "github":
                Console.out(GitHubDiagnosticRenderer().render(diagnostics, sources: checked.sources))
            default:
                let renderer = TextDiagnosticRenderer(colored: Console.wantsColor(options.color))
                Console.error(renderer.render(diagnostics, sources: checked.sources))
            }
        }
        if options.format == "json" { Console.out(JSONValue.array(json).serialized() + "\n") }
        if options.format == "text" { Console.error(summary(files: files.count, errors: errors, warnings: warnings)) }
        return errors > 0 ? ExitCode.failure : ExitCode.success
    }

    /// `checked 2 files: 1 error, 0 warnings`
    static func summary(files: Int, errors: Int, warnings: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "checked \(count(files, "file")): \(count(errors, "error")), \(count(warnings, "warning"))\n"
    }

    struct UsageError: Error {
        let text: String
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(for flag: String, allowed: [String]) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError(text: "missing value for '\(flag)'")) }
            let value = arguments[index]
            guard allowed.contains(value) else {
                return .failure(UsageError(text: "invalid value '\(value)' for '\(flag)'; expected one of \(allowed.joined(separator: ", "))"))
            }
            return .success(value)
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                Console.out(help)
                exit(ExitCode.success)
            case "--format":
                switch value(for: argument, allowed: ["text", "json", "github"]) {
                case .success(let format): options.format = format
                case .failure(let error): return .failure(error)
                }
            case "--color":
                switch value(for: argument, allowed: ["auto", "always", "never"]) {
                case .success(let color): options.color = color
                case .failure(let error): return .failure(error)
                }
            case "--warnings-as-errors", "-Werror":
                options.warningsAsErrors = true
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
                continue
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    return .failure(UsageError(text: "unknown option '\(argument)'"))
                }
                options.paths.append(argument)
            }
            index += 1
        }
        return .success(options)
    }
}
