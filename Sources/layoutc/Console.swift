#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    static func wantsColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            return !noColor && isatty(STDERR_FILENO) == 1
        }
    }
}
