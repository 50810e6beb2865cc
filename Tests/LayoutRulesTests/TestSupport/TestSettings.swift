// How much work the slow tests do. A plain `swift test` runs every test at
// a reduced size (fewer random seeds and iterations, smaller inputs), so
// each behaviour is still exercised and the run stays short. With
// `LAYOUTRULES_FULL_TESTS=1` the same tests run at full size, and the
// tests that cannot be made small (compiling generated code with swiftc)
// run too. CI runs both: .ci/run runs the whole suite again with the
// variable set.

import Foundation
import Testing

enum TestSettings {
    /// The name of the environment variable that asks for the full run.
    static let variable = "LAYOUTRULES_FULL_TESTS"

    /// Whether `LAYOUTRULES_FULL_TESTS=1` is set.
    static let fullRun: Bool = ProcessInfo.processInfo.environment[variable] == "1"

    /// `full` in a full run, `quick` otherwise.
    static func scaled<Value>(quick: Value, full: Value) -> Value {
        fullRun ? full : quick
    }

    /// The reason printed when a full-run-only test is skipped.
    static let skipReason: Comment = "slow; runs with LAYOUTRULES_FULL_TESTS=1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only with `LAYOUTRULES_FULL_TESTS=1`: for the tests
    /// that have no small version.
    static var fullRunOnly: Self {
        .enabled(if: TestSettings.fullRun, TestSettings.skipReason)
    }
}
