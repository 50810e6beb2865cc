import Foundation

/// The command line: `layoutc-bench [--quick] [--json FILE]`.
struct Options {
    /// CI mode: short repetitions, and only the sizes whose compile fits
    /// a budget; well under a minute on two cores.
    var quick = false
    var jsonPath: String?
    /// `--emit-source N`: print the generated N-rule source and stop, to
    /// profile or inspect exactly what the benchmark compiles.
    var emitSource: Int?

    static let usage = """
        usage: layoutc-bench [--quick] [--json FILE]
               layoutc-bench --emit-source N

        Measures rule evaluation (decision tree, linear scan, hand-written Swift),
        compilation (against Foundation's JSONSerialization) and frame solving on
        seeded rule sets of 10 to 10,000 rules, and prints a table and ratios.

          --quick      fewer sizes and repetitions (CI: well under a minute)
          --json FILE  also write the ratios and raw figures to FILE as one JSON object
          --emit-source N
                       print the generated source of N rules (what the benchmark
                       compiles) and exit, e.g. to profile `layoutc check` on it

        Run it in release mode: swift run -c release layoutc-bench

        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json":
                guard let path = rest.popFirst() else { usageError("--json needs a file name") }
                options.jsonPath = path
            case "--emit-source":
                guard let count = rest.popFirst().flatMap({ Int($0) }), count >= 0 else {
                    usageError("--emit-source needs a rule count")
                }
                options.emitSource = count
            case "-h", "--help":
                print(usage, terminator: "")
                exit(0)
            default: usageError("unknown argument '\(argument)'")
            }
        }
        return options
    }

    static func usageError(_ message: String) -> Never {
        FileOutput.standardError("layoutc-bench: \(message)\n\n" + usage)
        exit(2)
    }

    /// Rule-set sizes to generate and measure. `--quick` tries them all
    /// but skips a size whose predicted compile time would not fit in
    /// `quickCompileBudget` (see `CompilePlanner`).
    var sizes: [Int] { [10, 100, 1000, 10_000] }

    var stopwatch: Stopwatch {
        quick ? Stopwatch(repetitions: 5, secondsPerRepetition: 0.03) : Stopwatch(repetitions: 7, secondsPerRepetition: 0.2)
    }

    /// Compile repetitions stop adding up past this many seconds per size
    /// and stage (at least one always runs).
    var compileBudget: Double { quick ? 2 : 60 }

    /// In quick mode, the seconds all compiles together may take.
    var quickCompileBudget: Double { 20 }
}
