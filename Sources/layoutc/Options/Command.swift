/// A subcommand: its option table and what it does with the parsed options.
protocol Command {
    associatedtype Options: ParsableOptions
    /// The word after `layoutc`. Declared apart from `spec` so the root can
    /// list and dispatch subcommands without building every option table,
    /// whose key paths are instantiated from mangled names at run time:
    /// about 2 M instructions at each start for all eleven.
    static var name: String { get }
    /// One line: the root help's list of subcommands and this help's OVERVIEW.
    static var summary: String { get }
    static var spec: CommandSpec<Options> { get }
    /// Runs the command; `arguments` are the raw arguments (for a
    /// generated file's "regenerate with" line). A thrown `UsageError`
    /// exits with status 2.
    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32
}

extension Command {
    /// Parses `arguments` with the command's table, then runs it: the help
    /// on `-h`, a usage error on standard error with status 2.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            switch try OptionParser.parse(arguments, spec) {
            case .help:
                Console.out(HelpFormatter.help(spec))
                return ExitCode.success
            case .parsed(let options):
                return try run(options, arguments: arguments)
            }
        } catch {
            return usage(error)
        }
    }

    /// Prints `layoutc NAME: error: ...` and a pointer to the help.
    static func usage(_ error: UsageError) -> Int32 {
        Console.error("layoutc \(name): error: \(error.text)\nrun 'layoutc \(name) --help' for usage\n")
        return ExitCode.usage
    }
}

/// A subcommand as the root sees it: a name, a summary and an entry point.
struct Subcommand {
    let name: String
    let summary: String
    let help: () -> String
    let main: ([String]) -> Int32

    init<C: Command>(_ command: C.Type) {
        name = C.name
        summary = C.summary
        help = { HelpFormatter.help(C.spec) }
        main = C.main
    }
}
