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

/// `layoutc render FILE...`: a picture of the layout in one environment
/// (SVG), or a gallery of every catalog device (HTML).
enum RenderCommand {
    static let help = """
        OVERVIEW: Draw the regions the rules lay out, as SVG or as an HTML gallery

        USAGE: layoutc render [options] <file> ... --device <name> [--orientation <o>] [--window <w>] [-o <out.svg>]
               layoutc render [options] <file> ... --all [--devices phones|pads|all] [-o <out.html>]

        ARGUMENTS:
          <file>                  Rule files, applied in order as one cascade

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable): \(Presets.names.joined(separator: ", "))
        \(environmentHelp)
          --all                   Draw every catalog device in portrait and landscape on one HTML page
          --devices <which>       With --all: phones, pads or all (default: all); any other value
                                  is a JSON file of device profiles to add, as for eval
          --only <name>           With --all: draw only this device (repeatable; names or aliases)
          --multitasking          With --all: also draw each Split View and Slide Over window
          --add-devices <file.json>  Add device profiles from a JSON file (repeatable)
          --title <text>          The picture's or page's title (default: the device, orientation
                                  and window, or the rule files)
          -o, --output <path>     Write to a file instead of standard output
          -h, --help              Show this help

        EXIT STATUS: 0 drawn, 1 errors in the rule files, 2 wrong usage

        """

    /// The environment flags without `--devices <file.json>`, which
    /// `--devices` above covers.
    private static let environmentHelp = EnvironmentOptions.help
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("--devices <file.json>") }
        .joined(separator: "\n")

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var environment = EnvironmentOptions()
        var all = false
        var multitasking = false
        var only: [String] = []
        var which: String?
        var extra: [String] = []
        var output: String?
        var title: String?
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                // With --all, --devices picks phones, pads or all, as in
                // matrix; otherwise it is the environment flag (a JSON file).
                if argument == "--devices" {
                    let value = try scanner.value(for: argument)
                    if ["phones", "pads", "all"].contains(value) { which = value } else { environment.deviceFiles.append(value) }
                    continue
                }
                if try environment.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--all": all = true
                case "--multitasking": multitasking = true
                case "--only": only.append(try scanner.value(for: argument))
                case "--add-devices": extra.append(try scanner.value(for: argument))
                case "-o", "--output": output = try scanner.value(for: argument)
                case "--title": title = try scanner.value(for: argument)
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            if all, environment.device != nil || environment.window != nil || environment.orientation != nil {
                throw Arguments.UsageError(text: "--all draws every device; it cannot be combined with --device, --orientation or --window")
            }
            if !all, which != nil { throw Arguments.UsageError(text: "--devices \(which!) needs --all") }
            if !all, multitasking { throw Arguments.UsageError(text: "--multitasking needs --all") }
            if !all, !only.isEmpty { throw Arguments.UsageError(text: "--only needs --all") }
            guard let ruleSet = try inputs.compile(),
                let devices = try DeviceOptions.catalog(adding: extra + environment.deviceFiles, fromRules: ruleSet.devices)
            else { return ExitCode.failure }
            let text: String
            if all {
                var chosen = devices
                if !only.isEmpty {
                    // In the order given, each device once.
                    chosen = []
                    for name in only {
                        let device = try DeviceOptions.device(named: name, in: devices)
                        if !chosen.contains(where: { $0.name == device.name }) { chosen.append(device) }
                    }
                }
                guard
                    CompileStep.fitsOutput(
                        OutputSize.gallery(ruleSet, devices: chosen, multitasking: multitasking), command: "render")
                else { return ExitCode.failure }
                text = gallery(ruleSet, devices: chosen, which: which ?? "all", multitasking: multitasking, title: title, inputs: inputs)
            } else {
                let env = try environment.environment(devices: devices)
                let corner = environment.device
                    .flatMap { DeviceProfile.find($0, in: devices) }
                    .map(LayoutPicture.cornerRadius(of:)) ?? 0
                let heading = title ?? LayoutPicture.title(env, window: environment.window ?? "full")
                text = LayoutPicture.svg(
                    ruleSet.frames(in: env), in: env, title: heading, style: LayoutPicture.Style(cornerRadius: corner))
            }
            Console.result(text, to: output)
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "render")
        }
    }

    private static func gallery(
        _ ruleSet: RuleSet, devices: [DeviceProfile], which: String, multitasking: Bool, title: String?, inputs: RuleInputs
    ) -> String {
        let chosen = devices.filter { device in
            switch which {
            case "phones": device.idiom == .phone
            case "pads": device.idiom == .pad
            default: true
            }
        }
        let pictures = LayoutGallery.pictures(ruleSet, devices: chosen, multitasking: multitasking)
        let sources = inputs.presets.map { "preset \($0)" } + inputs.files
        let deviceCount = Set(pictures.map(\.group)).count
        let subtitle = "\(deviceCount) device\(deviceCount == 1 ? "" : "s") · \(pictures.count) picture\(pictures.count == 1 ? "" : "s")"
            + " · drawn by layoutc render"
        return LayoutGallery.html(
            title: title ?? sources.joined(separator: ", "), subtitle: subtitle, pictures: pictures)
    }
}
