import LayoutRulesBase
import LayoutRulesRuntime

/// The loops `Scripts/callgrind.sh` counts instructions in: one
/// evaluation of the apple preset through the hot path, and the
/// hand-written baseline, each in a function of its own that callgrind
/// collects alone (`--toggle-collect`), so setup costs nothing.
enum InstructionLoops {
    static let names = ["apple", "apple-handwritten", "dashboard", "dashboard-handwritten", "dashboard-frames",
                        "dashboard-frames-handwritten"]

    /// Runs the named loop `iterations` times and prints its checksum.
    static func run(_ name: String, iterations: Int) {
        let environments = Environments.make(count: 1024)
        let checksum: Int
        switch name {
        case "apple":
            let ruleSet = compileOrExit("the apple preset") { Compiler.compile(text: "@import \"apple\";", path: "Apple.layout") }
            guard let horizontal = ruleSet.key(for: "horizontal-size-class"), let vertical = ruleSet.key(for: "vertical-size-class")
            else { Options.usageError("the apple preset lost its traits") }
            checksum = appleLibrary(ruleSet, horizontal, vertical, environments, iterations)
        case "apple-handwritten":
            checksum = appleHandwritten(environments, iterations)
        case "dashboard":
            let ruleSet = dashboardRuleSet()
            guard let keys = EvaluationBench.DashboardKeys(ruleSet) else { Options.usageError("the Dashboard lost its traits") }
            checksum = dashboardLibrary(ruleSet, keys, environments, iterations)
        case "dashboard-handwritten":
            checksum = dashboardHandwritten(environments, iterations)
        case "dashboard-frames":
            checksum = dashboardFrames(dashboardRuleSet(), environments, iterations)
        case "dashboard-frames-handwritten":
            checksum = dashboardFramesHandwritten(environments, iterations)
        default:
            Options.usageError("unknown loop '\(name)' (one of \(names.joined(separator: ", ")))")
        }
        print("\(name): \(iterations) iterations, checksum \(checksum)")
    }

    @inline(never)
    static func appleLibrary(
        _ ruleSet: RuleSet, _ horizontal: TraitKey, _ vertical: TraitKey, _ environments: [LayoutEnvironment], _ iterations: Int
    ) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        for i in 0..<iterations {
            checksum &+= EvaluationBench.appleTraits(ruleSet, horizontal, vertical, environments[i & mask])
        }
        return checksum
    }

    static func dashboardRuleSet() -> RuleSet {
        compileOrExit("Examples/Dashboard.layout") {
            Compiler.compile(
                path: "Dashboard.layout",
                provider: InMemorySourceProvider([
                    "Dashboard.layout": FileOutput.readPackageFile("Examples/Dashboard.layout"),
                    "shared/Breakpoints.layout": FileOutput.readPackageFile("Examples/shared/Breakpoints.layout"),
                ]))
        }
    }

    @inline(never)
    static func dashboardLibrary(
        _ ruleSet: RuleSet, _ keys: EvaluationBench.DashboardKeys, _ environments: [LayoutEnvironment], _ iterations: Int
    ) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        for i in 0..<iterations { checksum &+= EvaluationBench.dashboardTraits(ruleSet, keys, environments[i & mask]) }
        return checksum
    }

    @inline(never)
    static func dashboardHandwritten(_ environments: [LayoutEnvironment], _ iterations: Int) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        for i in 0..<iterations { EvaluationBench.read(HandwrittenDashboard.traits(environments[i & mask]), into: &checksum) }
        return checksum
    }

    @inline(never)
    static func dashboardFrames(_ ruleSet: RuleSet, _ environments: [LayoutEnvironment], _ iterations: Int) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        var layout = FrameLayout()
        for i in 0..<iterations {
            ruleSet.frames(in: environments[i & mask], into: &layout)
            EvaluationBench.read(layout, into: &checksum)
        }
        return checksum
    }

    @inline(never)
    static func dashboardFramesHandwritten(_ environments: [LayoutEnvironment], _ iterations: Int) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        var state = HandwrittenDashboard.RegionLayout()
        for i in 0..<iterations {
            HandwrittenDashboard.regionFrames(environments[i & mask], into: &state)
            EvaluationBench.read(state.layout, into: &checksum)
        }
        return checksum
    }

    @inline(never)
    static func appleHandwritten(_ environments: [LayoutEnvironment], _ iterations: Int) -> Int {
        let mask = environments.count - 1
        var checksum = 0
        for i in 0..<iterations {
            let traits = HandwrittenApple.traits(environments[i & mask])
            checksum &+= Int(traits.horizontal?.rawValue ?? 0) &+ 3 &* Int(traits.vertical?.rawValue ?? 0)
        }
        return checksum
    }
}
