import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesSemantics
import LayoutRulesRuntime
import LayoutRulesFileSystem

/// The rule inputs of `eval`, `explain`, `tree`, `matrix`, `render` and
/// `compile`: `--preset NAME` (repeatable) and positional rule files.
struct RuleInputs: ParsableOptions {
    var files: [String] = []
    var presets: [String] = []
    /// `--no-device-check`: skip the `unreachable-on-devices` warning.
    var noDeviceCheck = false

    static var options: [Option<Self>] {
        [
            .choices("--preset", value: "name", help: "Apply a built-in preset first", among: Presets.names, \.presets),
            noDeviceCheckFlag(\.noDeviceCheck),
        ]
    }

    /// `--no-device-check` (or `-Wno-unreachable-on-devices`), for `check`
    /// and every command that compiles rules.
    static func noDeviceCheckFlag<Values>(_ path: WritableKeyPath<Values, Bool>) -> Option<Values> {
        .flag(
            "--no-device-check", "-Wno-unreachable-on-devices",
            help: "Do not warn about rules that no device (of the catalog or @device) reaches", path)
    }

    /// The rule files as a command's positional arguments.
    static func positionals<Values>(_ path: WritableKeyPath<Values, RuleInputs>, usage: String = "<file> ...")
        -> Positionals<Values>
    {
        Positionals(
            name: "<file>", usage: usage, help: "Rule files, applied in order as one cascade", path: path.appending(path: \.files))
    }

    /// The inputs in cascade order, presets first, each folder standing for
    /// the `.layout` files under it: a usage error for none, or for a
    /// path that does not exist.
    func resolved() throws(UsageError) -> [Checker.Input] {
        guard !files.isEmpty || !presets.isEmpty else { throw UsageError("no rule file or preset given") }
        let (found, missing) = FileSystemSourceProvider.expand(files)
        if let first = missing.first { throw UsageError("no such file or directory: '\(first)'") }
        return presets.map(Checker.Input.preset) + found.map(Checker.Input.file)
    }
}

/// Compiling for the subcommands that need a rule set: diagnostics go to
/// standard error in the text format; warnings do not stop the command.
enum CompileStep {
    /// The rule set, after printing the diagnostics; nil on errors.
    static func compile(_ inputs: [Checker.Input], checkDevices: Bool = true) -> RuleSet? {
        let compilation = Compiler.compile(inputs, provider: FileSystemSourceProvider(), checkDevices: checkDevices)
        let renderer = TextDiagnosticRenderer(colored: Console.wantsColor(.auto))
        Console.error(renderer.render(compilation.diagnostics, sources: compilation.sources))
        return compilation.ruleSet
    }

    /// `diagnostics` with every warning made an error when
    /// `warningsAsErrors` (`--warnings-as-errors`).
    static func promoted(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> [Diagnostic] {
        guard warningsAsErrors else { return diagnostics }
        return diagnostics.map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }

    /// False, after one line on standard error, when the listing a
    /// command would build (estimated by `OutputSize`) is larger than
    /// `Limits.maxOutputBytes`: the command then exits with status 1.
    static func fitsOutput(_ estimate: Int, command: String) -> Bool {
        guard estimate > Limits().maxOutputBytes else { return true }
        outputTooLarge(command: command, about: estimate)
        return false
    }

    /// The error for output past `Limits.maxOutputBytes`, with its
    /// estimated size when known.
    static func outputTooLarge(command: String, about estimate: Int? = nil) {
        let megabytes = { (bytes: Int) in String(bytes / 1_048_576) }
        let size = estimate.map { "about \(megabytes($0)) MB, " } ?? ""
        Console.error(
            "layoutc \(command): error: the output would be \(size)more than the limit of "
                + "\(megabytes(Limits().maxOutputBytes)) MB (Limits.maxOutputBytes)\n")
    }
}
