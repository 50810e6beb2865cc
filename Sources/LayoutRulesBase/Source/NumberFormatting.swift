
/// Formats a number the shortest way that reads back the same: `400`,
/// not `400.0`.
package func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) {
        return String(Int64(value))
    }
    return String(value)
}

