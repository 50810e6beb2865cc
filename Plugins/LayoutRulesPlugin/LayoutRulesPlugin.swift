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
        return try Self.commands(
            for: files, tool: try context.tool(named: "layoutc").url, workDirectory: context.pluginWorkDirectoryURL,
            target: target.name, libraryBridge: linksLibrary ? "auto" : "never")
    }

    /// One command per file to compile; `libraryBridge` is
    /// `layoutc compile --library-bridge`'s value.
    static func commands(
        for files: [URL], tool: URL, workDirectory: URL, target: String, libraryBridge: String
    ) throws -> [Command] {
        let paths = files.map { RuleFileGraph.normalize($0.path) }.sorted()
        guard !paths.isEmpty else { return [] }
        let read = { (path: String) in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
        let compiled = RuleFileGraph.filesToCompile(paths, contents: read)
        let inputs = (paths + RuleFileGraph.importedFiles(of: paths, contents: read).filter {
            !paths.contains($0) && FileManager.default.fileExists(atPath: $0)
        }).map { URL(fileURLWithPath: $0) }

        // Two roots with one type name would declare the enum twice (and
        // write one file twice): say which files clash instead.
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
                    "--library-bridge", libraryBridge, "-o", output.path, file,
                ],
                // The diagnostics are read by SwiftPM and Xcode, not a terminal.
                environment: ["NO_COLOR": "1"],
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
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
    /// `canImport(LayoutRules)` alone.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "layout" }
        return try Self.commands(
            for: files, tool: try context.tool(named: "layoutc").url, workDirectory: context.pluginWorkDirectoryURL,
            target: target.displayName, libraryBridge: "auto")
    }
}
#endif
