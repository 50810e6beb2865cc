import Foundation

/// A plain-text table: the first column left-aligned, the others right-
/// aligned, columns two spaces apart. A row may end in a note (such as
/// "failed: tree-too-large") that runs on past the columns and does not
/// widen them.
struct Table {
    var headers: [String]
    var rows: [(cells: [String], note: String?)] = []

    init(_ headers: [String]) { self.headers = headers }

    mutating func add(_ cells: [String], note: String? = nil) { rows.append((cells, note)) }

    func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.cells.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String], note: String?) -> String {
            var parts: [String] = []
            for index in 0..<min(headers.count, note == nil ? headers.count : cells.count) {
                let cell = index < cells.count ? cells[index] : ""
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(index == 0 ? cell + pad : pad + cell)
            }
            if let note { parts.append(note) }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers, note: nil), rule] + rows.map { line($0.cells, note: $0.note) }).joined(separator: "\n")
            + "\n"
    }
}

/// 10000 => "10,000".
func formatCount(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out += "," }
        out.append(character)
    }
    return value < 0 ? "-" + out : out
}

/// A figure with about three significant digits; "-" when missing.
func format(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "-" }
    let magnitude = abs(value)
    if magnitude >= 100_000 { return formatCount(Int(value.rounded())) }
    if magnitude >= 100 { return String(format: "%.0f", value) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    if magnitude >= 0.1 || magnitude == 0 { return String(format: "%.2f", value) }
    return String(format: "%.3g", value)
}

func format(_ count: Int?) -> String { count.map(formatCount) ?? "-" }

/// ns per call with allocations per call: "12.3 [0]".
func format(_ timing: Timing?) -> String {
    guard let timing else { return "-" }
    let allocations = timing.allocationsPerCall.map { " [\(format($0))]" } ?? ""
    return format(timing.nanosecondsPerCall) + allocations
}

func milliseconds(_ timing: Timing?) -> String { format(timing.map { $0.nanosecondsPerCall / 1e6 }) }
