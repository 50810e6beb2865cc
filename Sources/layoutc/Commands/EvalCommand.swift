import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime
import LayoutRulesCodegen

/// `layoutc eval [FILE...]`: the traits the rules give one environment.
enum EvalCommand: Command {
    enum Format: String, OptionChoice {
        case text, json

        var help: String? {
            switch self {
            case .text: nil
            case .json:
                #"{"environment": {...}, "traits": {...}, "matched": [{"file", "line", "column"}], "frames": {NAME: {"frame", "bounds", "center", "transform", "window-frame"}}}"#
            }
        }
    }

    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var environment = EnvironmentOptions()
        var format = Format.text
    }

    static let name = "eval"
    static let summary = "Evaluate rule files in one environment and print the traits"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: RuleInputs.positionals(\.rules, usage: "[<file> ...]"),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) }
                + EnvironmentOptions.options.map { $0.lifted(into: \.environment) }
                + [.choice("--format", value: "format", \.format)],
            exitStatus: "0 evaluated, 1 errors in the rule files, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        // The environment first: a wrong device is reported before the rules are compiled.
        let inputs = try options.rules.resolved()
        guard var devices = try DeviceDirectory.load(options.environment.deviceFiles, rules: inputs) else {
            return ExitCode.failure
        }
        let early = try options.environment.resolve(in: &devices)
        guard let ruleSet = CompileStep.compile(inputs, checkDevices: !options.rules.noDeviceCheck) else {
            return ExitCode.failure
        }
        let resolved = try options.environment.resolve(early, ruleDevices: ruleSet.devices, in: devices)
        let env = resolved.environment
        let traits = ruleSet.evaluate(env)
        // Solved once, for the size estimate and the output.
        let frames = traits.frames
        guard CompileStep.fitsOutput(OutputSize.evaluation(ruleSet, traits, frames: frames), command: "eval") else {
            return ExitCode.failure
        }
        let evaluation = EvalOutput.Evaluation(
            environment: env, device: resolved.device?.name, traits: traits, frames: frames, ruleSet: ruleSet)
        Console.out(options.format == .json ? EvalOutput.json(evaluation) : EvalOutput.text(evaluation))
        return ExitCode.success
    }
}

/// How `eval` prints its result.
enum EvalOutput {
    /// Every media feature's value, named as the language names it and
    /// printed as the feature table says (the value rules compare
    /// against), then what is not a media feature.
    ///
    /// With `briefFor`, the text for people: a setting beyond geometry
    /// only where those rules test it, or for the user's settings
    /// (`dynamic-type`, `prefers-color-scheme`, ...) where it is not the
    /// default, so a file about sizes reads as sizes. JSON has every feature.
    static func environment(_ env: LayoutEnvironment, device: String?, briefFor ruleSet: RuleSet? = nil) -> [(String, JSONValue)] {
        let tested = ruleSet?.testedSettings ?? .all
        let defaults = LayoutEnvironment(width: 0, height: 0)
        let shown = Feature.allCases.filter { feature in
            guard let setting = feature.setting else { return true }
            return tested.contains(setting)
                || (feature.descriptor.isUserSetting && env.discreteIndex(of: feature) != defaults.discreteIndex(of: feature))
        }
        return shown.map { ($0.rawValue, env.printedValue(of: $0)) } + [
            ("native-scale", .number(env.nativeScale)),
            ("device", device.map(JSONValue.string) ?? .null),
            (
                "safe-area",
                .object([
                    ("top", .number(env.safeArea.top)), ("left", .number(env.safeArea.left)),
                    ("bottom", .number(env.safeArea.bottom)), ("right", .number(env.safeArea.right)),
                ])
            ),
        ]
    }

    /// Positions of the matched rules, once per `@media` rule.
    static func matched(_ traits: TraitCollection, _ ruleSet: RuleSet) -> [(path: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for index in traits.matchedRules {
            guard let position = ruleSet.position(ofRule: Int(index)) else { continue }
            if let last = result.last, last.0 == position.path, last.1 == position.location { continue }
            result.append(position)
        }
        return result
    }

    /// One evaluation, its frames solved.
    struct Evaluation {
        let environment: LayoutEnvironment
        /// The device the environment came from, if any.
        let device: String?
        let traits: TraitCollection
        let frames: FrameLayout
        let ruleSet: RuleSet
    }

    static func json(_ evaluation: Evaluation) -> String {
        let (env, traits, ruleSet) = (evaluation.environment, evaluation.traits, evaluation.ruleSet)
        let object = JSONValue.object([
            ("environment", .object(environment(env, device: evaluation.device))),
            ("traits", .object(traits.map { ($0.name, $0.value.json) })),
            (
                "matched",
                .array(
                    matched(traits, ruleSet).map {
                        .object([
                            ("file", .string($0.path)), ("line", .integer($0.location.line)),
                            ("column", .integer($0.location.column)),
                        ])
                    })
            ),
            ("frames", evaluation.frames.json),
        ])
        return object.serialized() + "\n"
    }

    static func text(_ evaluation: Evaluation) -> String {
        let (env, traits, ruleSet) = (evaluation.environment, evaluation.traits, evaluation.ruleSet)
        var lines = ["environment:"]
        for (name, value) in environment(env, device: evaluation.device, briefFor: ruleSet) { lines.append("  \(name): \(value.serialized(indent: nil))") }
        lines.append("traits:")
        if traits.count == 0 { lines.append("  (none)") }
        for (name, value) in traits { lines.append("  \(name): \(value)") }
        lines.append("matched:")
        let positions = matched(traits, ruleSet)
        if positions.isEmpty { lines.append("  (none)") }
        for position in positions { lines.append("  \(position.path):\(position.location)") }
        let frames = evaluation.frames
        if !frames.isEmpty {
            lines.append("frames:")
            lines += frames.table.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
