import Foundation
import LayoutRules

/// The `layoutc` command: a thin shell over the LayoutRules library. The
/// root only dispatches to a subcommand.
@main
enum Layoutc {
    static let usage = """
        OVERVIEW: layoutc compiles and checks LayoutRules '.layout' files

        USAGE: layoutc <subcommand> [options] ...

        SUBCOMMANDS:
          check     Check rule files and report every problem
          eval      Evaluate rule files in one environment and print the traits
          tree      Print the decision tree a rule file compiles to
          explain   Explain which rules apply in one environment, and why
          devices   List the device catalog
          matrix    Evaluate rule files on every device, orientation and window
          render    Draw the layout as SVG, or every device as an HTML gallery
          compile   Compile rule files to Swift source (--emit swift)

        OPTIONS:
          -h, --help      Show help for layoutc or a subcommand (layoutc check --help)
          --version       Show the version

        EXIT STATUS: 0 success, 1 errors in the input, 2 wrong usage

        """

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let subcommand = arguments.first else {
            Console.error(usage)
            exit(ExitCode.usage)
        }
        arguments.removeFirst()
        switch subcommand {
        case "-h", "--help", "help":
            Console.out(usage)
            exit(ExitCode.success)
        case "--version":
            Console.out("layoutc \(LayoutRulesVersion.current)\n")
            exit(ExitCode.success)
        case "check":
            exit(CheckCommand.run(arguments))
        case "eval":
            exit(EvalCommand.run(arguments))
        case "tree":
            exit(TreeCommand.run(arguments))
        case "explain":
            exit(ExplainCommand.run(arguments))
        case "devices":
            exit(DevicesCommand.run(arguments))
        case "matrix":
            exit(MatrixCommand.run(arguments))
        case "render":
            exit(RenderCommand.run(arguments))
        case "compile":
            exit(CompileCommand.run(arguments))
        default:
            Console.error("layoutc: error: unknown subcommand '\(subcommand)'\n\(usage)")
            exit(ExitCode.usage)
        }
    }
}

/// Documented exit statuses, shared by every subcommand.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// Writes to standard output and standard error without buffering surprises.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when NO_COLOR is set.
    static func wantsColor(_ choice: String) -> Bool {
        switch choice {
        case "always": return true
        case "never": return false
        default:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return !noColor && isatty(STDERR_FILENO) == 1
        }
    }
}
