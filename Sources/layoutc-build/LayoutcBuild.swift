#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The build plugin's tool: `layoutc check` and `layoutc compile`, and
// nothing else, so a package that uses the plugin builds neither the
// language server nor the other subcommands. The two commands and the
// option parser are `layoutc`'s own source files, linked into this folder,
// so both tools accept and print exactly the same.

/// `layoutc-build check ...` and `layoutc-build compile ...`, as `layoutc`
/// runs them.
@main
enum LayoutcBuild {
    static var subcommands: [Subcommand] { [Subcommand(CheckCommand.self), Subcommand(CompileCommand.self)] }

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let first = arguments.first, let command = subcommands.first(where: { $0.name == first }) else {
            let names = subcommands.map(\.name).joined(separator: " or ")
            Console.error("layoutc-build: error: expected \(names); this is the build plugin's tool, see 'layoutc --help'\n")
            exit(ExitCode.usage)
        }
        exit(command.main(Array(arguments.dropFirst())))
    }
}
