import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime
import LayoutRulesTooling

/// `layoutc map FILE...`: the width × height plane of each idiom as the
/// rules partition it, with every catalog window on it (SVG or HTML).
enum MapCommand: Command {
    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var idiom: Idiom?
        var title: String?
        var output: String?
        var settings = SettingsOptions()
    }

    static let name = "map"
    static let summary = "Draw the breakpoints among the catalog's windows (SVG or HTML)"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            usage: ["map [options] <file> ... [--idiom <idiom>] [-o <out.svg|out.html>]"],
            positionals: RuleInputs.positionals(\.rules),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) } + [
                .choice("--idiom", value: "idiom", help: "Draw only this idiom's plane", default: "every idiom of the catalog", \.idiom),
                .string("--title", value: "text", help: "The picture's title", default: "the rule files", \.title),
                .string(
                    "-o", "--output", value: "path",
                    help: "Write to a file ending in .svg, or .html for the SVG in a page, instead of SVG on standard output",
                    \.output),
            ] + SettingsOptions.options.map { $0.lifted(into: \.settings) },
            exitStatus: "0 drawn, 1 errors in the rule files or output that cannot be written, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        var html = false
        if let output = options.output, output != "-" {
            let lowered = output.lowercased()
            if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
                html = true
            } else if !lowered.hasSuffix(".svg") {
                throw UsageError("output file '\(output)' must end in '.svg' or '.html'")
            }
        }
        let inputs = try options.rules.resolved()
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else { return ExitCode.failure }
        // Each piece of a plane is a polygon of about 200 bytes.
        let estimate = BreakpointMap.estimatedRegions(ruleSet)
        guard CompileStep.fitsOutput(estimate > Int.max / 1_024 ? Int.max : estimate * 200, command: "map") else {
            return ExitCode.failure
        }
        let devices = ruleSet.devices + DeviceCatalog.screens
        let map = BreakpointMap(ruleSet, devices: devices, idioms: options.idiom.map { [$0] }, settings: options.settings.fixed)
        let sources = options.rules.presets.map { "preset \($0)" } + options.rules.files
        let title = options.title ?? sources.joined(separator: ", ")
        let windows = map.panels.reduce(0) { $0 + $1.windowCount }
        let subtitle = "\(map.assignments.count) trait assignment\(map.assignments.count == 1 ? "" : "s") · "
            + "\(windows) catalog window\(windows == 1 ? "" : "s") · drawn by layoutc map"
        Console.result(html ? map.html(title: title, subtitle: subtitle) : map.svg(title: title, subtitle: subtitle), to: options.output)
        return ExitCode.success
    }
}
