/// Renders diagnostics as GitHub Actions workflow commands.
///
/// Printed in a workflow step, each diagnostic shows as an annotation on
/// the pull request's changed lines:
///
///     ::error file=App.layout,line=3,col=9,endLine=3,endColumn=14,title=unknown-feature::unknown feature 'widht'%0Anote: did you mean 'width'?
///
/// Notes become extra lines of the message; `%`, CR, LF, and in
/// properties `:` and `,`, are escaped as the commands require, so no
/// input can start a command of its own.
///
/// Reference: https://docs.github.com/actions/reference/workflow-commands-for-github-actions
package struct GitHubDiagnosticRenderer: Sendable {
    /// A renderer; it has no options.
    package init() {}

    /// All the diagnostics as workflow commands, one line each.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, usually ``Compilation/diagnostics``.
    ///   - sources: The files the ranges point into, usually ``Compilation/sources``.
    /// - Returns: One `::error`, `::warning` or `::notice` line per diagnostic.
    package func render(_ diagnostics: [Diagnostic], sources: SourceCatalog) -> String {
        diagnostics.map { render($0, sources: sources) }.joined()
    }

    /// One diagnostic as a workflow command line, ending in a line break.
    package func render(_ diagnostic: Diagnostic, sources: SourceCatalog) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties: [String] = []
        if let file = sources[diagnostic.range.file] {
            let start = file.location(of: diagnostic.range.start)
            let end = file.location(of: diagnostic.range.end)
            properties = [
                "file=\(escapeProperty(file.path))", "line=\(start.line)", "col=\(start.column)",
                "endLine=\(end.line)", "endColumn=\(end.column)",
            ]
        }
        properties.append("title=\(escapeProperty(diagnostic.id.rawValue))")
        var message = diagnostic.message
        for note in diagnostic.notes {
            var place = ""
            if let range = note.range, let file = sources[range.file] {
                place = "\(file.path):\(file.location(of: range.start)): "
            }
            message += "\nnote: \(place)\(note.message)"
        }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    // Scalar by scalar: "\r\n" is one Character and would match neither
    // case, so a CR LF in an import path could start a forged `::error` line.
    private func escapeData(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25".unicodeScalars
            case "\r": output += "%0D".unicodeScalars
            case "\n": output += "%0A".unicodeScalars
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    private func escapeProperty(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A".unicodeScalars
            case ",": output += "%2C".unicodeScalars
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
