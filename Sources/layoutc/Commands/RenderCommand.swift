import LayoutRulesDevices
import LayoutRulesRuntime
import LayoutRulesCodegen
import LayoutRulesTooling

/// `layoutc render FILE...`: a picture of the layout in one environment
/// (SVG), or a gallery of every catalog device (HTML).
enum RenderCommand: Command {
    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var environment = EnvironmentOptions()
        var all = false
        /// `--devices`: which devices with `--all`, or JSON files.
        var devices: [String] = []
        var only: [String] = []
        var multitasking = false
        var deviceFiles: [String] = []
        var title: String?
        var output: String?
    }

    static let name = "render"
    static let summary = "Draw the layout as SVG, or every device as an HTML gallery"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            usage: [
                "render [options] <file> ... --device <name> [--orientation <o>] [--window <w>] [-o <out.svg>]",
                "render [options] <file> ... --all [--devices \(DeviceSelection.choices.map(\.rawValue).joined(separator: "|"))] [-o <out.html>]",
            ],
            positionals: RuleInputs.positionals(\.rules),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) }
                // `--devices` is this command's own, below.
                + EnvironmentOptions.options.filter { !$0.names.contains("--devices") }.map { $0.lifted(into: \.environment) }
                + [
                    .flag("--all", help: "Draw every catalog device in portrait and landscape on one HTML page", \.all),
                    .strings(
                        "--devices", value: "which",
                        help: "With --all: \(DeviceSelection.spelledList(default: .all)); any other value is a JSON file of "
                            + "device profiles to add, as for eval", \.devices),
                    .strings("--only", value: "name", help: "With --all: draw only this device, by name or alias", \.only),
                    .flag(
                        "--multitasking", help: "With --all: also draw each Split View and Slide Over window and the resizable samples",
                        \.multitasking),
                    .strings("--add-devices", value: "file.json", help: "Add device profiles from a JSON file", \.deviceFiles),
                    .string(
                        "--title", value: "text", help: "The picture's or page's title",
                        default: "the device, orientation and window, or the rule files", \.title),
                    .string("-o", "--output", value: "path", help: "Write to a file instead of standard output", \.output),
                ],
            exitStatus: "0 drawn, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        let environment = options.environment
        // With --all, --devices picks phones, pads or all, as in matrix;
        // any other value is a JSON file, as the environment flag is.
        var which: DeviceSelection?
        var files = options.deviceFiles
        for value in options.devices {
            if let selection = DeviceSelection(rawValue: value) { which = selection } else { files.append(value) }
        }
        if options.all,
            environment.device != nil || environment.window != nil || environment.orientation != nil
                || environment.windowKind != nil
        {
            throw UsageError(
                "--all draws every device; it cannot be combined with --device, --orientation, --window or --window-kind")
        }
        if !options.all, let which { throw UsageError("--devices \(which.rawValue) needs --all") }
        if !options.all, options.multitasking { throw UsageError("--multitasking needs --all") }
        if !options.all, !options.only.isEmpty { throw UsageError("--only needs --all") }

        // The devices first: a wrong name is reported before the rules are compiled.
        let inputs = try options.rules.resolved()
        guard var directory = try DeviceDirectory.load(files, rules: inputs) else { return ExitCode.failure }
        var early: EnvironmentOptions.Resolved?
        if options.all {
            for name in options.only { _ = try directory.device(named: name) }
        } else {
            early = try environment.resolve(in: &directory)
        }
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }

        let text: String
        if let early {
            let resolved = try environment.resolve(early, ruleDevices: ruleSet.devices, in: directory)
            let env = resolved.environment
            let corner = resolved.device.map(LayoutPicture.cornerRadius(of:)) ?? 0
            let heading = options.title ?? LayoutPicture.title(env, device: resolved.device?.name, window: environment.window ?? "full")
            text = LayoutPicture.svg(
                ruleSet.frames(in: env), in: env, title: heading, style: LayoutPicture.Style(cornerRadius: corner))
        } else {
            var devices = directory.compiled(ruleDevices: ruleSet.devices)
            var chosen = devices.listed
            if !options.only.isEmpty {
                // In the order given, each device once.
                chosen = []
                for name in options.only {
                    let device = try devices.device(named: name)
                    if !chosen.contains(where: { $0.name == device.name }) { chosen.append(device) }
                }
            }
            guard
                CompileStep.fitsOutput(
                    OutputSize.gallery(ruleSet, devices: chosen, multitasking: options.multitasking), command: "render")
            else { return ExitCode.failure }
            text = gallery(
                ruleSet, devices: chosen, which: which ?? .all, multitasking: options.multitasking, title: options.title,
                inputs: options.rules)
        }
        Console.result(text, to: options.output)
        return ExitCode.success
    }

    private static func gallery(
        _ ruleSet: RuleSet, devices: [DeviceProfile], which: DeviceSelection, multitasking: Bool, title: String?,
        inputs: RuleInputs
    ) -> String {
        let chosen = devices.filter(which.includes)
        let pictures = LayoutGallery.pictures(ruleSet, devices: chosen, multitasking: multitasking)
        let sources = inputs.presets.map { "preset \($0)" } + inputs.files
        let deviceCount = Set(pictures.map(\.group)).count
        let subtitle = "\(deviceCount) device\(deviceCount == 1 ? "" : "s") · \(pictures.count) picture\(pictures.count == 1 ? "" : "s")"
            + " · drawn by layoutc render"
        return LayoutGallery.html(
            title: title ?? sources.joined(separator: ", "), subtitle: subtitle, pictures: pictures)
    }
}
