#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutRules

/// The `layoutc` command: a thin shell over the LayoutRules library. The
/// root only dispatches to a subcommand.
@main
enum Layoutc {
    /// Every subcommand, in the order the help lists them.
    static var subcommands: [Subcommand] {
        [
            Subcommand(CheckCommand.self), Subcommand(EvalCommand.self), Subcommand(TreeCommand.self),
            Subcommand(ExplainCommand.self), Subcommand(DevicesCommand.self), Subcommand(MatrixCommand.self),
            Subcommand(RenderCommand.self), Subcommand(CompileCommand.self), Subcommand(FormatCommand.self),
            Subcommand(MapCommand.self), Subcommand(ExportCommand.self),
            Subcommand(LSPCommand.self),
        ]
    }

    /// The root's own flags.
    static let versionName = "--version"
    static let options: [(names: [String], help: String)] = [
        (OptionParser.helpNames, "Show help for layoutc or a subcommand (layoutc check --help)"),
        ([versionName], "Show the version"),
    ]

    static var usage: String {
        let commands = subcommands
        let width = (commands.map(\.name.count).max() ?? 0) + 3
        let list = commands.map { "  " + HelpFormatter.padded($0.name, to: width) + $0.summary + "\n" }
        let flags = options.map { HelpFormatter.row($0.names.joined(separator: ", "), [$0.help], column: 18) }
        return """
            OVERVIEW: layoutc compiles and checks LayoutRules '.layout' files

            USAGE: layoutc <subcommand> [options] ...

            SUBCOMMANDS:
            \(list.joined())
            OPTIONS:
            \(flags.joined())
            EXIT STATUS: 0 success, 1 errors in the input or output that cannot be written,
                         2 wrong usage

            """
    }

    static func main() {
        // A reader that goes away (`layoutc devices | head -c 10`) would
        // otherwise kill the process with SIGPIPE (status 141); ignored, the
        // write fails with EPIPE and `Console` reports it, exit status 1.
        signal(SIGPIPE, SIG_IGN)
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let first = arguments.first else {
            Console.error(usage)
            exit(ExitCode.usage)
        }
        arguments.removeFirst()
        let commands = subcommands
        if let command = commands.first(where: { $0.name == first }) {
            exit(command.main(arguments))
        }
        switch first {
        case _ where OptionParser.helpNames.contains(first), "help":
            // `layoutc help check` is `layoutc check --help`.
            if first == "help", let name = arguments.first, let command = commands.first(where: { $0.name == name }) {
                Console.out(command.help())
            } else {
                Console.out(usage)
            }
            exit(ExitCode.success)
        case versionName:
            Console.out("layoutc \(LayoutRules.version)\n")
            exit(ExitCode.success)
        case _ where first.hasPrefix("-"):
            let hint = OptionParser.suggestion(for: first, among: options.flatMap(\.names))
            Console.error("layoutc: error: unknown option '\(first)'\(hint)\n\(usage)")
            exit(ExitCode.usage)
        default:
            let hint = OptionParser.suggestion(for: first, among: commands.map(\.name))
            Console.error("layoutc: error: unknown subcommand '\(first)'\(hint)\n\(usage)")
            exit(ExitCode.usage)
        }
    }
}
