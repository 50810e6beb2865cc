import Foundation
import PackagePlugin

/// `swift package layoutc`: the command line tool for a package, for CI.
///
///     swift package layoutc                            # check every .layout file of every target
///     swift package layoutc --target App               # ... of the target App (repeatable)
///     swift package layoutc --format github            # check options go to 'layoutc check'
///     swift package layoutc check --format github Sources
///     swift package layoutc matrix Sources/App/App.layout
///
/// With no subcommand (nothing, or options only) it runs `layoutc check`
/// on the `.layout` files of the package's targets, with paths relative to
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
        let forwarded: [String]
        if let first = arguments.first, !first.hasPrefix("-") {
            forwarded = arguments
        } else {
            var extractor = ArgumentExtractor(arguments)
            let names = extractor.extractOption(named: "target")
            let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
            let files = Self.ruleFiles(of: targets, relativeTo: directory)
            guard !files.isEmpty else {
                Diagnostics.warning("no .layout files in the targets of package '\(context.package.displayName)'")
                return
            }
            forwarded = ["check"] + extractor.remainingArguments + ["--"] + files
        }

        let status = try Self.run(tool, forwarded, in: directory)
        // layoutc has printed its own diagnostics: one line says the command
        // failed (throwing as well would print a second `error:`).
        if status != 0 {
            Diagnostics.error("layoutc \(forwarded.first ?? "") failed with exit status \(status)")
        }
    }

    /// The `.layout` files of `targets`, sorted, without repeats, relative
    /// to the package when inside it.
    static func ruleFiles(of targets: [Target], relativeTo directory: URL) -> [String] {
        let root = directory.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var files = Set<String>()
        for target in targets {
            guard let module = target.sourceModule else { continue }
            for file in module.sourceFiles(withSuffix: "layout") {
                let path = file.url.standardizedFileURL.path
                files.insert(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            }
        }
        return files.sorted()
    }

    /// Runs the tool with the plugin's standard streams; its exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
