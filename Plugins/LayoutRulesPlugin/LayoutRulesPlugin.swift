import Foundation
import PackagePlugin

/// Checks the `.layout` files of a target at build time and generates
/// Swift for each root file.
///
/// A root file is one that no other `.layout` file of the target imports;
/// `App.layout` gives `AppLayout.swift`, declaring `enum AppLayout` at
/// internal access (`layoutc compile --emit swift`). Compiling a root
/// checks it and every file it imports, so each file of the target is
/// checked: errors fail the build, printed as `path:line:col: error:`,
/// and warnings are printed without failing it.
///
/// Every command lists every `.layout` file of the target (and any file
/// outside it that they import) as inputs: an edit to a shared,
/// imported file regenerates the roots, and a build with no edit runs
/// nothing.
///
/// A `layoutrules.json` file in the target's folder configures the
/// target: the generated types' access (`internal` or `public`), the name
/// of each file's type, and whether warnings fail the build (docs/CLI.md).
/// The plugin only passes its path to `layoutc compile --config`, which
/// reads it and reports its problems as `path:line:col: error:`; it is an
/// input of every command, so an edit to it regenerates. The target's
/// module name goes to `--module-name`: a type that would have the
/// module's name (`News.layout` in a target `NewsLayout`) is an error.
///
/// The generated file converts to and from the library's types inside
/// `#if canImport(LayoutRules)`. SwiftPM puts the modules of a build in
/// one folder that every target searches, so a target that does not link
/// LayoutRules can import it when another target of the build links it,
/// and its link then fails: such a target gets `--library-bridge never`.
@main
struct LayoutRulesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "layout").map(\.url)
        // Through products too: LayoutRulesFoundation, UIKit and SwiftUI link it.
        let linksLibrary = target.recursiveTargetDependencies.contains {
            ($0 as? SourceModuleTarget)?.moduleName == "LayoutRules"
        }
        let config = module.directoryURL.appendingPathComponent(PluginConfiguration.fileName)
        return try Self.commands(
            for: files, tool: try context.tool(named: Self.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
            target: target.name, libraryBridge: linksLibrary ? "auto" : "never",
            config: FileManager.default.fileExists(atPath: config.path) ? config : nil, moduleName: module.moduleName)
    }

    /// `layoutc` with `check` and `compile` alone, which builds faster.
    static let toolName = "layoutc-build"

    /// One command per file to compile; `libraryBridge` is
    /// `layoutc compile --library-bridge`'s value, `config` the target's
    /// configuration file if it has one, and `moduleName` the module the
    /// generated files are compiled into, when known.
    static func commands(
        for files: [URL], tool: URL, workDirectory: URL, target: String, libraryBridge: String, config: URL?,
        moduleName: String?
    ) throws -> [Command] {
        let paths = files.map { RuleFileGraph.normalize($0.path) }.sorted()
        guard !paths.isEmpty else { return [] }
        let read = { (path: String) in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
        let compiled = RuleFileGraph.filesToCompile(paths, contents: read)
        let inputs = (paths + RuleFileGraph.importedFiles(of: paths, contents: read).filter {
            !paths.contains($0) && FileManager.default.fileExists(atPath: $0)
        }).map { URL(fileURLWithPath: $0) } + (config.map { [$0] } ?? [])
        let settings = (config.map { ["--config", $0.path] } ?? []) + (moduleName.map { ["--module-name", $0] } ?? [])

        // Two roots with one type name would declare the enum twice (and
        // write one file twice): say which files clash instead. The output
        // file keeps this name when the configuration renames the type.
        let named = compiled.map { (file: $0, type: RuleFileGraph.typeName(forFile: $0)) }
        let clashes = Dictionary(grouping: named, by: \.type).filter { $0.value.count > 1 }
        if let (type, files) = clashes.sorted(by: { $0.key < $1.key }).first {
            throw PluginError(
                "the rule files \(files.map { "'\($0.file)'" }.joined(separator: " and ")) of target '\(target)' "
                    + "would both generate '\(type)'; rename one of them")
        }

        return named.map { file, type in
            let output = workDirectory.appendingPathComponent(type + ".swift")
            return .buildCommand(
                displayName: "Checking \(URL(fileURLWithPath: file).lastPathComponent) and generating \(type).swift",
                executable: tool,
                arguments: [
                    "compile", "--emit", "swift", "--type-name", type, "--access", "internal",
                    "--library-bridge", libraryBridge,
                ] + settings + ["-o", output.path, file],
                // The diagnostics are read by SwiftPM and Xcode, not a terminal.
                environment: ["NO_COLOR": "1"],
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
}

/// The configuration file's name; `layoutc` reads it.
enum PluginConfiguration {
    static let fileName = "layoutrules.json"
}

/// A problem with the target's rule files that stops the plugin.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LayoutRulesPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project. Xcode does not
    /// tell a plugin what a target links, so the bridge is left to
    /// `canImport(LayoutRules)` alone, nor its module's name, so a type
    /// named like the module is left to the Swift compiler.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url)
        let files = inputs.filter { $0.pathExtension == "layout" }
        // An Xcode target has no folder of its own: its configuration is
        // the layoutrules.json among its files.
        let config = inputs.first { $0.lastPathComponent == PluginConfiguration.fileName }
        return try Self.commands(
            for: files, tool: try context.tool(named: Self.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
            target: target.displayName, libraryBridge: "auto", config: config, moduleName: nil)
    }
}
#endif
