import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesRuntime
import LayoutRulesTooling

/// layoutc's diagnostics as LSP `Diagnostic`s.
enum Diagnostics {
    /// The compilation's diagnostics for the document: its own at their
    /// ranges (in UTF-16 units), notes as related information, and each
    /// problem in an imported file on the `@import` that brings it in, or
    /// at the start of the document when no import of its own does (a
    /// preset's).
    static func lsp(_ analysis: Analysis) -> [JSONValue] {
        let sources = analysis.compilation.sources
        let uri = DocumentURI.uri(ofPath: analysis.path)
        return analysis.compilation.diagnostics.map { diagnostic in
            let file = sources[diagnostic.range.file]
            var message = diagnostic.message
            let range: JSONValue
            if file?.path == analysis.path {
                range = analysis.lspRange(diagnostic.range)
            } else {
                let location = file.map { "\($0.path):\($0.location(of: diagnostic.range.start)): " } ?? ""
                message = location + message
                range = importRange(of: file?.path, in: analysis) ?? analysis.lspRange(0, 0)
            }
            var fields: [(String, JSONValue)] = [
                ("range", range), ("severity", .integer(severity(diagnostic.severity))),
                ("code", .string(diagnostic.id.rawValue)), ("source", .string("layoutc")),
            ]
            var related: [JSONValue] = []
            for note in diagnostic.notes {
                guard let noteRange = note.range, let noteFile = sources[noteRange.file] else {
                    message += "\nnote: " + note.message
                    continue
                }
                let location: JSONValue
                if noteFile.path == analysis.path {
                    location = .object([("uri", .string(uri)), ("range", analysis.lspRange(noteRange))])
                } else {
                    let other = LineIndex(noteFile.bytes)
                    let range: JSONValue = .object([
                        ("start", Analysis.json(other.position(of: Int(noteRange.start)))),
                        ("end", Analysis.json(other.position(of: Int(noteRange.end)))),
                    ])
                    location = .object([("uri", .string(DocumentURI.uri(ofPath: noteFile.path))), ("range", range)])
                }
                related.append(.object([("location", location), ("message", .string(note.message))]))
            }
            if let fixIt = diagnostic.fixIt, sources[fixIt.range.file]?.path == analysis.path {
                message += fixIt.replacement.isEmpty ? "\nfix: remove it" : "\nfix: write '\(fixIt.replacement)'"
            }
            fields.append(("message", .string(message)))
            if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
            return .object(fields)
        }
    }

    /// `textDocument/codeAction`: a quick fix for each diagnostic with a
    /// fix-it in the document whose range meets `offsets` (the cursor or
    /// the selection), as the editor's light bulb shows them.
    static func fixIts(_ analysis: Analysis, uri: String, in offsets: ClosedRange<Int>) -> JSONValue {
        let sources = analysis.compilation.sources
        var actions: [JSONValue] = []
        for diagnostic in analysis.compilation.diagnostics {
            guard let fixIt = diagnostic.fixIt, sources[diagnostic.range.file]?.path == analysis.path,
                sources[fixIt.range.file]?.path == analysis.path,
                Int(diagnostic.range.start) <= offsets.upperBound, offsets.lowerBound <= Int(diagnostic.range.end)
            else { continue }
            let title = fixIt.replacement.isEmpty ? "Remove it" : "Write '\(fixIt.replacement)'"
            let edit: JSONValue = .object([("range", analysis.lspRange(fixIt.range)), ("newText", .string(fixIt.replacement))])
            actions.append(
                .object([
                    ("title", .string(title + " (\(diagnostic.message))")), ("kind", .string("quickfix")),
                    ("isPreferred", .bool(true)),
                    ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
                ]))
        }
        return .array(actions)
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        default: 3
        }
    }

    /// The range of the document's `@import` of `path`, if it has one.
    static func importRange(of path: String?, in analysis: Analysis) -> JSONValue? {
        guard let path else { return nil }
        for statement in analysis.tree.statements {
            guard case .importRule(let rule) = statement else { continue }
            let target = rule.target.value
            if ImportPath.resolve(target, from: analysis.path) == path || target == path
                || "<preset \(target)>" == path
            {
                return analysis.lspRange(rule.range)
            }
        }
        return nil
    }
}

/// `textDocument/formatting`: the formatter's output as one edit.
enum Formatting {
    /// No edit when the document has an error (there is no meaning to
    /// keep) or is formatted already; else one edit replacing the text.
    static func edits(_ analysis: Analysis) -> JSONValue {
        guard !analysis.compilation.hasErrors, let formatted = RuleFormatter.format(analysis.source) else {
            return .array([])
        }
        guard Array(formatted.utf8) != analysis.source.bytes else { return .array([]) }
        return .array([
            .object([("range", analysis.lspRange(0, analysis.source.bytes.count)), ("newText", .string(formatted))])
        ])
    }
}
