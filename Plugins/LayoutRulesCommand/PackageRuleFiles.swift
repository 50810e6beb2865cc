import Foundation
import PackagePlugin

/// What both command plugins do with a package: find its rule files and
/// run `layoutc` on them. (One file, linked into each plugin's folder:
/// SwiftPM builds every plugin as a module of its own.)
enum PackageRuleFiles {
    /// The `.layout` files of `targets`, sorted, without repeats, relative
    /// to the package when inside it.
    static func paths(of targets: [Target], relativeTo directory: URL) -> [String] {
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
