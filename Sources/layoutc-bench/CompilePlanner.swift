import Foundation

/// Decides, in `--quick` mode, whether the next size is worth compiling:
/// its compile time is predicted from the sizes before it (the last
/// growth factor, and never less than n log n growth), and the size is
/// skipped when the prediction would overrun the budget. A full run
/// compiles every size whatever it takes.
struct CompilePlanner {
    let quick: Bool
    let budget: Double
    private var spent = 0.0
    /// (rules, seconds) of the sizes compiled so far.
    private var history: [(rules: Int, seconds: Double)] = []

    init(quick: Bool, budget: Double) {
        self.quick = quick
        self.budget = budget
    }

    mutating func record(rules: Int, seconds: Double) {
        spent += seconds
        history.append((rules, seconds))
    }

    /// Seconds predicted for compiling `rules` rules, nil before any data.
    func predicted(rules: Int) -> Double? {
        guard let last = history.last else { return nil }
        let scale = Double(rules) / Double(last.rules)
        let nLogN = scale * log2(Double(rules)) / log2(max(Double(last.rules), 2))
        var growth = nLogN
        if history.count >= 2 {
            let previous = history[history.count - 2]
            let observed = last.seconds / max(previous.seconds, 1e-9)
            let observedScale = Double(last.rules) / Double(previous.rules)
            // The last step's growth, rescaled to this step's size ratio.
            growth = max(nLogN, pow(observed, log2(scale) / log2(observedScale)))
        }
        return last.seconds * growth
    }

    /// Nil to go ahead, or why this size is skipped.
    func skipReason(rules: Int) -> String? {
        guard quick, let predicted = predicted(rules: rules), spent + predicted > budget else { return nil }
        return "skipped: --quick (compile predicted to take \(format(predicted)) s)"
    }
}
