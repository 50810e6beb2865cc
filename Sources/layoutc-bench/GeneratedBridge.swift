import LayoutRulesBase
import LayoutRulesRuntime

// Helpers for the generated code (GeneratedApple.swift and
// GeneratedDashboard.swift, written by `layoutc compile --emit swift`; the
// first line of each says how to regenerate it, and CodegenTests fails
// when either is stale). Their `Environment(_:)` converts a library
// `LayoutEnvironment`: convert the environments once, outside the timed
// loop, since the generated code, like hand-written code in an app, takes
// its own plain struct.

/// Generated Swift for the apple preset, timed with the same loop as
/// the hand-written baseline in `EvaluationBench.appleAgainstHandwritten` (traits only, both traits read and
/// folded into the checksum the same way). `CodegenHook.measureApple` can
/// return `GeneratedAppleBench.measure(bench, verifying: ruleSet, on: environments)`.
enum GeneratedAppleBench {
    /// 1 compact, 2 regular, 0 unset: `HandwrittenApple.SizeClass`'s raw values.
    @inline(__always)
    static func code(_ sizeClass: GeneratedApple.HorizontalSizeClass?) -> Int {
        switch sizeClass {
        case .compact?: 1
        case .regular?: 2
        case nil: 0
        }
    }

    @inline(__always)
    static func code(_ sizeClass: GeneratedApple.VerticalSizeClass?) -> Int {
        switch sizeClass {
        case .compact?: 1
        case .regular?: 2
        case nil: 0
        }
    }

    /// The generated code's answer equals the library's in every
    /// environment (traits and matched rules); the first disagreement, or nil.
    static func firstDisagreement(_ ruleSet: RuleSet, _ environments: [LayoutEnvironment]) -> String? {
        for environment in environments {
            let library = ruleSet.evaluate(environment)
            let generated = GeneratedApple.evaluate(GeneratedApple.Environment(environment))
            for name in ["horizontal-size-class", "vertical-size-class"]
            where library[name]?.description != generated[name]?.description {
                return "\(name) at \(environment.width)x\(environment.height) \(environment.idiom): "
                    + "library \(library[name]?.description ?? "unset"), generated \(generated[name]?.description ?? "unset")"
            }
            if library.matchedRules.map({ Int($0) }) != generated.matchedRules {
                return "matched rules at \(environment.width)x\(environment.height) \(environment.idiom)"
            }
        }
        return nil
    }

    /// Nanoseconds per generated `evaluate`, environments converted up front.
    static func measure(_ bench: EvaluationBench) -> Timing {
        let environments = bench.environments.map(GeneratedApple.Environment.init)
        let mask = environments.count - 1
        return bench.stopwatch.measure { calls in
            var checksum = 0
            for i in 0..<calls {
                let traits = GeneratedApple.evaluate(environments[i & mask])
                checksum &+= code(traits.horizontalSizeClass) &+ 3 &* code(traits.verticalSizeClass)
            }
            return checksum
        }
    }
}
