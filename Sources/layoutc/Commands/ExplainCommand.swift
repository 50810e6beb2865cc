import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics
import LayoutRulesRuntime
import LayoutRulesTooling

/// `layoutc explain FILE`: every rule in cascade order, matched or not.
enum ExplainCommand: Command {
    struct Options: ParsableOptions {
        var rules = RuleInputs()
        var environment = EnvironmentOptions()
    }

    static let name = "explain"
    static let summary = "Explain which rules apply in one environment, and why"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            positionals: RuleInputs.positionals(\.rules),
            options: RuleInputs.options.map { $0.lifted(into: \.rules) }
                + EnvironmentOptions.options.map { $0.lifted(into: \.environment) },
            discussion: """
                For every rule in cascade order: whether it matched, the first condition
                that failed, and which of its traits it won or lost to a later rule.
                """,
            exitStatus: "0 explained, 1 errors in the rule files, 2 wrong usage")
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
        guard let text = render(ruleSet.explain(env), env, device: resolved.device?.name, ruleSet, limit: Limits().maxOutputBytes) else {
            CompileStep.outputTooLarge(command: "explain")
            return ExitCode.failure
        }
        Console.out(text)
        return ExitCode.success
    }

    /// The explanation, or nil once it grows past `limit` bytes (a line per
    /// rule and per trait it won or lost, each with a path).
    static func render(
        _ explanations: [RuleExplanation], _ env: LayoutEnvironment, device: String? = nil, _ ruleSet: RuleSet, limit: Int = .max) -> String? {
        let features = EvalOutput.environment(env, device: device, briefFor: ruleSet).map { "\($0.0)=\($0.1.serialized(indent: nil))" }
        var lines = ["environment: " + features.joined(separator: " ")]
        var bytes = 0
        for explanation in explanations {
            bytes += lines.last?.utf8.count ?? 0
            guard bytes <= limit else { return nil }
            let place = ruleSet.position(ofRule: explanation.rule).map { "\($0.path):\($0.location)" } ?? "?"
            let rule = ruleSet.rules[explanation.rule]
            let header = rule.mediaHeaders.last.flatMap { range in ruleSet.sources[range.file].map { shown($0.text(of: range)) } }
                ?? "(top level)"
            guard explanation.matched else {
                var line = "rule \(explanation.rule) at \(place) \(header): not matched"
                if let failed = explanation.failedCondition, let file = ruleSet.sources[failed.file] {
                    line += "; \(shown(file.text(of: failed))) is false (\(file.path):\(file.location(of: failed.start)))"
                }
                lines.append(line)
                continue
            }
            lines.append("rule \(explanation.rule) at \(place) \(header): matched")
            var values: [String: TraitValueData] = [:]
            for trait in rule.traits where values[trait.name] == nil { values[trait.name] = trait.value }
            for name in explanation.won {
                lines.append("  won  \(name): \(values[name].map { "\($0)" } ?? "")")
                bytes += lines[lines.count - 1].utf8.count
            }
            for (name, winner) in explanation.lost {
                let where_ = ruleSet.position(ofRule: winner).map { "\($0.path):\($0.location)" } ?? "?"
                lines.append("  lost \(name) to rule \(winner) at \(where_)")
                bytes += lines[lines.count - 1].utf8.count
            }
            // Layout properties as written, region by region: `won  sidebar { left: 0 }`.
            for property in explanation.properties {
                let written = ruleSet.sources[property.range.file].map { declaration($0.text(of: property.range)) }
                    ?? property.property
                let setting = "\(property.region) { \(written) }"
                if let winner = property.overriddenBy {
                    let where_ = ruleSet.position(ofRule: winner).map { "\($0.path):\($0.location)" } ?? "?"
                    lines.append("  lost \(setting) to rule \(winner) at \(where_)")
                } else {
                    lines.append("  won  \(setting)")
                }
                bytes += lines[lines.count - 1].utf8.count
                guard bytes <= limit else { return nil }
            }
            guard bytes <= limit else { return nil }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A declaration as written, on one line and without its `;`.
    static func declaration(_ text: String) -> String {
        var shown = shown(text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " "))
        while shown.hasSuffix(";") || shown.hasSuffix(" ") { shown.removeLast() }
        return shown
    }

    /// Source text (a media query with its comments) on one line: control
    /// characters as U+FFFD, and at most about 160 bytes, so a header with
    /// a 1 MB comment is not printed once per rule.
    static func shown(_ text: String) -> String {
        let visible = TextDiagnosticRenderer.visible(text)
        guard visible.utf8.count > TextDiagnosticRenderer.maxShownBytes else { return visible }
        return String(visible.prefix(TextDiagnosticRenderer.maxShownBytes)) + "..."
    }
}
