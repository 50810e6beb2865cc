import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// `layoutc explain FILE`: every rule in cascade order, matched or not.
enum ExplainCommand {
    static let help = """
        OVERVIEW: Explain which rules apply in one environment, and why

        USAGE: layoutc explain [options] <file> ...

        OPTIONS:
          --preset <name>         Apply a built-in preset first (repeatable)
        \(EnvironmentOptions.help)
          -h, --help              Show this help

        For every rule in cascade order: whether it matched, the first condition
        that failed, and which of its traits it won or lost to a later rule.

        EXIT STATUS: 0 explained, 1 errors in the rule files, 2 wrong usage

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var inputs = RuleInputs()
        var environment = EnvironmentOptions()
        do {
            while let argument = scanner.next() {
                if try inputs.accept(argument, from: &scanner) { continue }
                if try environment.accept(argument, from: &scanner) { continue }
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard let ruleSet = try inputs.compile(),
                let devices = try DeviceOptions.catalog(adding: environment.deviceFiles, fromRules: ruleSet.devices)
            else { return ExitCode.failure }
            let env = try environment.environment(devices: devices)
            guard let text = render(ruleSet.explain(env), env, ruleSet, limit: Limits().maxOutputBytes) else {
                CompileStep.outputTooLarge(command: "explain")
                return ExitCode.failure
            }
            Console.out(text)
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "explain")
        }
    }

    /// The explanation, or nil once it grows past `limit` bytes (a line per
    /// rule and per trait it won or lost, each with a path).
    static func render(_ explanations: [RuleExplanation], _ env: Environment, _ ruleSet: RuleSet, limit: Int = .max) -> String? {
        let features = EvalOutput.environment(env).map { "\($0.0)=\($0.1.serialized(indent: nil))" }
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
            guard bytes <= limit else { return nil }
        }
        return lines.joined(separator: "\n") + "\n"
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
