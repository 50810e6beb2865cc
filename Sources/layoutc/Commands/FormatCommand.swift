import LayoutRulesBase
import LayoutRulesRuntime
import LayoutRulesTooling
import LayoutRulesFileSystem

/// `layoutc fmt PATH...`: prints rule files in the canonical style, or
/// rewrites them (`-i`), or lists the ones that are not (`--check`).
enum FormatCommand: Command {
    struct Options: ParsableOptions {
        var paths: [String] = []
        var inPlace = false
        var check = false
    }

    static let name = "fmt"
    static let summary = "Format rule files in the one canonical style"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: Positionals(
                name: "<path>", usage: "<path> ...", help: "A .layout file, or a directory: every .layout file under it",
                path: \.paths),
            options: [
                .flag("--in-place", "-i", help: "Rewrite the files instead of printing them", \.inPlace),
                .flag("--check", help: "Change nothing; list the files that are not formatted", \.check),
            ],
            discussion: """
                Prints the formatted files on standard output. A file with an error is left
                alone and its errors are reported on standard error. Formatting keeps every
                comment and the meaning: the result compiles to the same rules and tree.
                """,
            exitStatus: """
                0 done (and, with --check, every file formatted), 1 a file has errors
                             (or, with --check, would change), 2 wrong usage
                """)
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        if options.paths.isEmpty { throw UsageError("missing a path to format") }
        if options.inPlace, options.check { throw UsageError("'--in-place' and '--check' cannot be used together") }
        let (files, missing) = FileSystemSourceProvider.expand(options.paths)
        if !missing.isEmpty {
            for path in missing { Console.error("layoutc fmt: error: no such file or directory: '\(path)'\n") }
            return ExitCode.usage
        }
        if files.isEmpty {
            Console.error("layoutc fmt: error: no '.layout' files under \(options.paths.map { "'\($0)'" }.joined(separator: ", "))\n")
            return ExitCode.usage
        }
        let provider = FileSystemSourceProvider()
        var failed = false
        var unformatted: [String] = []
        for path in files {
            // The whole check, imports included: a file that does not compile
            // has no meaning to preserve, so it is reported and left as it is.
            let compiled = Compiler.compile(path: path, provider: provider)
            let errors = compiled.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty, let bytes = provider.contents(ofFile: path),
                let formatted = RuleFormatter.format(SourceFile(path: path, bytes: bytes))
            else {
                Console.error(TextDiagnosticRenderer(colored: false).render(errors, sources: compiled.sources))
                Console.error("layoutc fmt: '\(path)' has errors; left unchanged\n")
                failed = true
                continue
            }
            let changed = Array(formatted.utf8) != bytes
            if options.check {
                if changed { unformatted.append(path) }
            } else if options.inPlace {
                if changed, let problem = OutputFile.write(formatted, toPath: path) {
                    Console.error("layoutc fmt: error: cannot write '\(path)': \(problem)\n")
                    failed = true
                }
            } else {
                Console.out(formatted)
            }
        }
        for path in unformatted { Console.out(path + "\n") }
        return failed || !unformatted.isEmpty ? ExitCode.failure : ExitCode.success
    }
}
