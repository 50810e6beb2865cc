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
    /// `--emit-realistic N`: print the realistic app file of N rules that
    /// `layoutc check` is timed on, and stop.
    var emitRealistic: Int?
    /// `--instructions-per-eval-apple N`: the instruction count that
    /// Scripts/callgrind.sh measured, reported in the table and the JSON.
    var instructionsPerEvalApple: Double?
    /// `--instruction-loop NAME N`: run one measured loop N times and stop,
    /// for counting its instructions under callgrind (Scripts/callgrind.sh).
    var instructionLoop: (name: String, iterations: Int)?
    /// `--compile-loop N R`: compile the generated N-rule source R times
    /// and print each compile's CPU time, to compare two builds in turns.
    var compileLoop: (rules: Int, repetitions: Int)?

    static let usage = """
        usage: layoutc-bench [--quick] [--json FILE] [--instructions-per-eval-apple N]
               layoutc-bench --emit-source N | --emit-realistic N
               layoutc-bench --instruction-loop NAME N
               layoutc-bench --compile-loop N R

        Measures rule evaluation (decision tree, linear scan, hand-written Swift),
        compilation, `layoutc check` on a realistic app file, and frame solving,
        and prints tables and the headline figures.

          --quick      fewer sizes and repetitions, no 10,000-rule compile (CI: about
                       a minute)
          --json FILE  also write the headline figures and raw figures to FILE as one
                       JSON object
          --emit-source N
                       print the generated source of N random interacting rules (what
                       the benchmark compiles) and exit, e.g. to profile on it
          --emit-realistic N
                       print the realistic app file of N rules that `layoutc check` is
                       timed on, and exit
          --instruction-loop NAME N
                       run one measured loop N times and exit, for callgrind
                       (Scripts/callgrind.sh; NAME: \(InstructionLoops.names.joined(separator: ", ")))
          --compile-loop N R
                       compile the generated source of N rules R times and print each
                       compile's CPU milliseconds, one per line (to time two builds
                       in turns)
          --instructions-per-eval-apple N
                       report N (from Scripts/callgrind.sh) as instructions_per_eval_apple

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
            case "--emit-realistic":
                guard let count = rest.popFirst().flatMap({ Int($0) }), count >= 0 else {
                    usageError("--emit-realistic needs a rule count")
                }
                options.emitRealistic = count
            case "--instructions-per-eval-apple":
                guard let count = rest.popFirst().flatMap({ Double($0) }), count >= 0 else {
                    usageError("--instructions-per-eval-apple needs a number")
                }
                options.instructionsPerEvalApple = count
            case "--instruction-loop":
                guard let name = rest.popFirst(), let count = rest.popFirst().flatMap({ Int($0) }), count >= 0 else {
                    usageError("--instruction-loop needs a loop name and an iteration count")
                }
                options.instructionLoop = (name, count)
            case "--compile-loop":
                guard let rules = rest.popFirst().flatMap({ Int($0) }), rules >= 0,
                    let repetitions = rest.popFirst().flatMap({ Int($0) }), repetitions >= 0
                else {
                    usageError("--compile-loop needs a rule count and a repetition count")
                }
                options.compileLoop = (rules, repetitions)
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

    /// Rule-set sizes to generate and measure. `--quick` leaves out 10,000
    /// and skips a size whose predicted compile time would not fit in
    /// `quickCompileBudget` (see `CompilePlanner`).
    var sizes: [Int] { quick ? [10, 100, 1000] : [10, 100, 1000, 10_000] }

    var stopwatch: Stopwatch {
        quick ? Stopwatch(repetitions: 9, secondsPerRepetition: 0.03) : Stopwatch(repetitions: 11, secondsPerRepetition: 0.15)
    }

    /// Compile repetitions stop adding up past this many seconds per size
    /// and stage (at least one always runs).
    var compileBudget: Double { quick ? 2 : 60 }

    /// In quick mode, the seconds all compiles together may take.
    var quickCompileBudget: Double { 20 }

    /// Runs of `layoutc check` on the realistic file, at the start and
    /// again at the end, in both modes: a run takes a few hundredths of a
    /// second, so `--quick` gains nothing by timing fewer, and the fastest
    /// of more runs is closer to the code's own cost on a busy host.
    static let checkRepetitions = 15
    /// For the arbitrary files, which take seconds to check.
    static let arbitraryRepetitions = 4
}
