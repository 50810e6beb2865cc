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

        EXIT STATUS: 0 success, 1 errors in the input or output that cannot be written,
                     2 wrong usage

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
///
/// A write can fail: standard output may be a full disk (`> /dev/full`) or
/// a closed pipe with SIGPIPE ignored. `FileHandle.write(_:)` traps then,
/// so every write goes through `OutputFile.write`, which reports errors.
/// Output that cannot be written ends the command with exit status 1 and
/// one line on standard error; a failing standard error is ignored, as
/// there is nowhere left to say so.
enum Console {
    static func out(_ text: String) {
        if let problem = OutputFile.write(text, to: STDOUT_FILENO) {
            _ = OutputFile.write("layoutc: error: cannot write to standard output: \(problem)\n", to: STDERR_FILENO)
            exit(ExitCode.failure)
        }
    }

    static func error(_ text: String) {
        _ = OutputFile.write(text, to: STDERR_FILENO)
    }

    /// The command's result: to standard output for nil or `-`, else to
    /// the file `-o` named. A file that cannot be written ends the
    /// command like a failing standard output (exit status 1).
    static func result(_ text: String, to path: String?) {
        guard let path, path != "-" else { return out(text) }
        if let problem = OutputFile.write(text, toPath: path) {
            error("layoutc: error: cannot write '\(path)': \(problem)\n")
            exit(ExitCode.failure)
        }
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
