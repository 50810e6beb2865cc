@testable import LayoutRulesBase

/// Tests name IDs as they are printed (`"never-matches"`); an ID that does
/// not exist stops the test at once instead of comparing unequal forever.
extension DiagnosticID: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let id = DiagnosticID(rawValue: value) else { preconditionFailure("there is no diagnostic ID '\(value)'") }
        self = id
    }
}
