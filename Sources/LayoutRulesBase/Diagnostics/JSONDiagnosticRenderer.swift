/// Renders diagnostics as a JSON array for tools.
///
/// Each diagnostic is one object:
///
///     [{"file": "App.layout", "line": 3, "column": 9, "endLine": 3, "endColumn": 14,
///       "severity": "error", "id": "unknown-feature", "message": "unknown feature 'widht'",
///       "notes": [{"message": "did you mean 'width'?", "file": ..., "line": 3, "column": 9, ...}],
///       "fixIt": {"replacement": "width", ...}}]
///
/// Lines and columns are 1-based; columns count bytes; `endColumn` is the
/// column just past the range (exclusive). Positions come from
/// `SourceFile.location(of:)`, the same as the text renderer's.
package struct JSONDiagnosticRenderer: Sendable {
    /// A renderer; it has no options.
    package init() {}

    /// All the diagnostics as one JSON array, followed by a line break.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, usually ``Compilation/diagnostics``.
    ///   - sources: The files the ranges point into, usually ``Compilation/sources``.
    /// - Returns: The array as UTF-8 text; an empty list gives `[]`.
    package func render(_ diagnostics: [Diagnostic], sources: SourceCatalog) -> String {
        JSONValue.array(diagnostics.map { value(of: $0, sources: sources) }).serialized() + "\n"
    }

    package func value(of diagnostic: Diagnostic, sources: SourceCatalog) -> JSONValue {
        var pairs = position(diagnostic.range, sources: sources)
        pairs += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id.rawValue)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { note(of: $0, sources: sources) })),
        ]
        if let fixIt = diagnostic.fixIt {
            pairs.append(("fixIt", .object(position(fixIt.range, sources: sources) + [("replacement", .string(fixIt.replacement))])))
        }
        return .object(pairs)
    }

    private func note(of note: Note, sources: SourceCatalog) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("message", .string(note.message))]
        if let range = note.range { pairs += position(range, sources: sources) }
        return .object(pairs)
    }

    private func position(_ range: SourceRange, sources: SourceCatalog) -> [(String, JSONValue)] {
        guard let file = sources[range.file] else { return [] }
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        return [
            ("file", .string(file.path)),
            ("line", .integer(start.line)), ("column", .integer(start.column)),
            ("endLine", .integer(end.line)), ("endColumn", .integer(end.column)),
        ]
    }
}
