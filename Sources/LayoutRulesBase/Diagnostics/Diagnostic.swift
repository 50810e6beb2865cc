/// How serious a diagnostic is. Errors make `layoutc check` exit 1;
/// warnings do too under `--warnings-as-errors`.
public enum Severity: String, Sendable, Hashable, Comparable {
    case error, warning, note

    var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary message with its own position, such as "first defined here".
public struct Note: Sendable, Hashable {
    public var message: String
    public var range: SourceRange?
    public init(_ message: String, at range: SourceRange?) {
        self.message = message
        self.range = range
    }
}

/// A suggested edit: replace `range` with `replacement`.
public struct FixIt: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String
    public init(replace range: SourceRange, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in a rules file. Diagnostics are data: the stages
/// never print, and renderers (text, JSON, GitHub) turn them into output.
public struct Diagnostic: Sendable, Hashable {
    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(
        _ id: DiagnosticID, _ severity: Severity, _ message: String, at range: SourceRange,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    /// Diagnostics in the order users read them: by file, then position,
    /// then severity, then ID and message, then the end, notes and fix-it,
    /// so the order is total and never depends on the order they were made
    /// in (which could follow a hash table's).
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            if a.range.file != b.range.file { return a.range.file < b.range.file }
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.severity != b.severity { return a.severity < b.severity }
            if a.id != b.id { return a.id < b.id }
            if a.message != b.message { return a.message < b.message }
            if a.range.end != b.range.end { return a.range.end < b.range.end }
            return a.tieKey.utf8.lexicographicallyPrecedes(b.tieKey.utf8)
        }
    }

    /// `diagnostics` (in `sorted` order) with at most `limit` + 1 kept per
    /// file (the parser's own `too-many-errors` fits), then one
    /// `too-many-errors` saying how many more there are: an error if any
    /// left out is one, else a warning, so the exit status stays the same.
    /// The parser stops at `maxDiagnosticsPerFile`, but the checker and
    /// the analyses did not: a 16 MB file of repeated trait names gave a
    /// million diagnostics and 1.9 GB of JSON.
    /// `alreadyDropped`: what an earlier pass (the checker, holding memory
    /// down) left out of each file, counted into the marker.
    package static func capped(
        _ diagnostics: [Diagnostic], perFile limit: Int, alreadyDropped: [FileID: DroppedDiagnostics] = [:]
    ) -> [Diagnostic] {
        let kept = max(0, limit) + 1
        var result: [Diagnostic] = []
        var marked = false
        var index = 0
        while index < diagnostics.count {
            let file = diagnostics[index].range.file
            var end = index + 1
            while end < diagnostics.count, diagnostics[end].range.file == file { end += 1 }
            let group = diagnostics[index..<end]
            result += group.prefix(kept)
            let dropped = group.dropFirst(kept)
            let earlier = alreadyDropped[file] ?? DroppedDiagnostics()
            if let range = dropped.first?.range ?? (earlier.count > 0 ? group.last?.range : nil) {
                let errors = earlier.hasErrors || dropped.contains { $0.severity == .error }
                result.append(
                    .tooManyDiagnostics(limit, more: dropped.count + earlier.count, severity: errors ? .error : .warning, at: range))
                marked = true
            }
            index = end
        }
        // The marker shares its position with the first one left out, and
        // may sort before kept ones there (by severity or ID; found by fuzzing).
        return marked ? sorted(result) : result
    }

    /// The message, notes and fix-it as text, compared byte by byte (String
    /// comparison calls canonically equivalent text equal): the last
    /// tie-breaker of `sorted`.
    private var tieKey: String {
        let notes = notes.map { "\($0.message)|\($0.range.map(Self.describe) ?? "-")" }
        return ([message] + notes + [fixIt.map { "\(Self.describe($0.range))|\($0.replacement)" } ?? "-"]).joined(separator: "\u{0}")
    }

    private static func describe(_ range: SourceRange) -> String { "\(range.file.index):\(range.start)-\(range.end)" }
}

/// Diagnostics of one file that a compilation found but no longer holds:
/// how many, and whether any was an error.
package struct DroppedDiagnostics: Sendable, Hashable {
    package var count = 0
    package var hasErrors = false

    package init(count: Int = 0, hasErrors: Bool = false) {
        self.count = count
        self.hasErrors = hasErrors
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
