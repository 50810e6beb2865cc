import Foundation
import PackagePlugin

/// `swift package layoutc-fmt`: formats the package's rule files in place.
///
///     swift package --allow-writing-to-package-directory layoutc-fmt                  # every .layout file of every target
///     swift package --allow-writing-to-package-directory layoutc-fmt --target App     # ... of the target App (repeatable)
///     swift package --allow-writing-to-package-directory layoutc-fmt Sources/App/Rules
///     swift package layoutc-fmt --check                                               # change nothing, list what would change
///
/// It runs `layoutc fmt -i` (or `layoutc fmt --check`) in the package's
/// directory. Rewriting files needs the permission SwiftPM asks for, or
/// grants with `--allow-writing-to-package-directory`; a file with errors
/// is left as it is and its errors are printed.
@main
struct LayoutRulesFormat: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutc").url
        let directory = context.package.directoryURL
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        var paths = extractor.remainingArguments
        if let option = paths.first(where: { $0.hasPrefix("-") && $0 != "--" }) {
            Diagnostics.error("unknown option '\(option)' (layoutc-fmt takes --check, --target NAME and paths)")
            return
        }
        paths.removeAll { $0 == "--" }
        if paths.isEmpty {
            let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
            paths = PackageRuleFiles.paths(of: targets, relativeTo: directory)
            guard !paths.isEmpty else {
                Diagnostics.warning("no .layout files in the targets of package '\(context.package.displayName)'")
                return
            }
        }
        let forwarded = ["fmt", check ? "--check" : "--in-place", "--"] + paths
        let status = try PackageRuleFiles.run(tool, forwarded, in: directory)
        if status != 0 {
            Diagnostics.error("layoutc fmt failed with exit status \(status)")
        }
    }
}
