/// How serious a diagnostic is.
///
/// Errors make ``Compiler`` give no rule set and `layoutc check` exit 1;
/// warnings do not, except under `layoutc check --warnings-as-errors`.
/// Severities sort from the most serious: error, warning, note.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// The input is wrong: the compilation gives no rule set.
    case error
    /// The input compiles, but probably not as meant (a rule that never
    /// matches, a trait some device is left without).
    case warning
    /// Extra information, printed with the diagnostic it belongs to.
    case note

    var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
    /// Whether `a` is more serious than `b`: errors sort first.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary message with its own position, such as "first defined here".
package struct Note: Sendable, Hashable {
    /// The text of the note, without a position or a `note:` label.
    package var message: String
    /// Where the note points, or nil to print it at its diagnostic's start.
    package var range: SourceRange?
    /// A note with a message and an optional position.
    package init(_ message: String, at range: SourceRange?) {
        self.message = message
        self.range = range
    }
}

/// A suggested edit: replace `range` with `replacement`.
///
/// The text renderer prints the replacement under the caret line; the
/// JSON renderer writes it with its range, for editors to apply.
package struct FixIt: Sendable, Hashable {
    /// The bytes to replace; an empty range inserts.
    package var range: SourceRange
    /// The text to put in place of `range`.
    package var replacement: String
    /// A fix-it that replaces `range` with `replacement`.
    package init(replace range: SourceRange, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in a rules file.
///
/// Diagnostics are data: compiling never prints, and
/// ``TextDiagnosticRenderer`` turns them into output, with the
/// ``SourceCatalog`` of the compilation to turn ranges into lines and
/// columns.
///
///     let compilation = Compiler.compile(text: "@media (widht >= 400) {}", path: "App.layout")
///     for diagnostic in compilation.diagnostics where diagnostic.severity == .error {
///         print(diagnostic.code, diagnostic.message)   // unknown-feature unknown feature 'widht'
///     }
public struct Diagnostic: Sendable, Hashable {
    /// The kind of mistake, stable across releases (`unknown-feature`).
    package var id: DiagnosticID

    /// The kind of mistake as a stable code, such as `unknown-feature`:
    /// what `layoutc` prints and `--warnings-as-errors` matches. A code
    /// never changes meaning once released, so an app may match on it.
    public var code: String { id.rawValue }
    /// Whether this is an error, a warning or a note.
    public var severity: Severity
    /// The message, one line, without position or severity.
    public var message: String
    /// The bytes the diagnostic is about.
    package var range: SourceRange
    /// Further messages, each with its own optional position.
    package var notes: [Note]
    /// A suggested edit, such as the feature name a typo was probably meant as.
    package var fixIt: FixIt?

    /// A diagnostic from its parts.
    ///
    /// Apps rarely make diagnostics; this is for tools that report their
    /// own findings through the same renderers.
    package init(
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

    /// Diagnostics in the order users read them.
    ///
    /// They sort by file, then position, then severity, then ID and
    /// message, then the end, notes and fix-it, so the order is total and
    /// never depends on the order they were made in (which could follow a
    /// hash table's). ``Compilation/diagnostics`` is already in this order.
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
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
    /// The parser stops at `maxDiagnosticsPerFile` by itself; the checker
    /// and the analyses report per declaration, so without this cap a
    /// large file of repeated trait names would yield millions of
    /// diagnostics and gigabytes of JSON.
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
        // may sort before kept ones there (by severity or ID).
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
    /// Whether any diagnostic is an error.
    ///
    /// A compilation with errors gives no rule set; warnings and notes
    /// alone do not stop it.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
