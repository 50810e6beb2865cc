import Foundation
import PackagePlugin

/// `swift package layoutc`: the command line tool for a package, for CI.
///
///     swift package layoutc                            # check every .layout file of every target
///     swift package layoutc --target App               # ... of the target App (repeatable)
///     swift package layoutc --format github            # check options go to 'layoutc check'
///     swift package layoutc check --format github      # the same, named
///     swift package layoutc check --format github Sources
///     swift package layoutc matrix Sources/App/App.layout
///
/// With no subcommand (nothing, or options only), or `check` with no path,
/// it runs `layoutc check` on the `.layout` files of the package's targets, with paths relative to
/// the package, so `--format github` annotations point at the files. With
/// a subcommand it runs `layoutc SUBCOMMAND ARGS...` as given (paths are
/// relative to the package). SwiftPM lists a folder of resources
/// (`resources: [.copy("Rules")]`) as one item, so rule files shipped that
/// way are checked by naming them: `swift package layoutc check Sources`.
/// Either way `layoutc` runs in the package's directory, its output is
/// passed through, and a non-zero exit status fails the command.
@main
struct LayoutRulesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutc").url
        let directory = context.package.directoryURL
        // This plugin has no permission to write (so CI can check without
        // granting one); rewriting files is the formatting plugin's job.
        if arguments.first == "fmt", arguments.contains(where: { ["-i", "--in-place"].contains($0) }) {
            Diagnostics.error(
                "'layoutc fmt -i' rewrites files: run 'swift package --allow-writing-to-package-directory layoutc-fmt'")
            return
        }
        let forwarded: [String]
        let subcommand = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if let subcommand, subcommand != "check" || Self.namesPath(Array(arguments.dropFirst())) {
            forwarded = arguments
        } else {
            var extractor = ArgumentExtractor(subcommand == nil ? arguments : Array(arguments.dropFirst()))
            let names = extractor.extractOption(named: "target")
            let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
            let files = PackageRuleFiles.paths(of: targets, relativeTo: directory)
            guard !files.isEmpty else {
                Diagnostics.warning("no .layout files in the targets of package '\(context.package.displayName)'")
                return
            }
            forwarded = ["check"] + extractor.remainingArguments.filter { $0 != "--" } + ["--"] + files
        }

        let status = try PackageRuleFiles.run(tool, forwarded, in: directory)
        // layoutc has printed its own diagnostics: one line says the command
        // failed (throwing as well would print a second `error:`).
        if status != 0 {
            Diagnostics.error("layoutc \(forwarded.first ?? "") failed with exit status \(status)")
        }
    }

    /// The options of `layoutc check` that take a value (and this
    /// plugin's `--target`): their values are not paths.
    static let optionsWithValue: Set = ["--format", "--color", "--target"]

    /// Whether `check ARGUMENTS` names a path to check: an argument that is
    /// not an option or an option's value, or one after `--`.
    static func namesPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return index < arguments.count }
            if optionsWithValue.contains(argument) {
                index += 1
            } else if !argument.hasPrefix("-") || argument == "-" {
                return true
            }
        }
        return false
    }
}
