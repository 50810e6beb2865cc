/// Renders diagnostics the way clang and swiftc do:
///
///     App.layout:3:9: error: unknown feature 'widht'
///     @media (widht >= 400) {
///             ^~~~~
///             width
///     App.layout:3:9: note: did you mean 'width'?
///
/// Positions come from `SourceFile.location(of:)`, like every renderer.
/// Colour is optional and off by default (the CLI turns it on for a
/// terminal unless `NO_COLOR` is set).
public struct TextDiagnosticRenderer: Sendable {
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic], sources: SourceCatalog) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += render(diagnostic, sources: sources)
        }
        return output
    }

    public func render(_ diagnostic: Diagnostic, sources: SourceCatalog) -> String {
        var output = header(diagnostic.severity, diagnostic.message, at: diagnostic.range, sources: sources)
        output += snippet(diagnostic.range, fixIt: diagnostic.fixIt, sources: sources)
        for note in diagnostic.notes {
            let range = note.range ?? diagnostic.range.startPoint
            output += header(.note, note.message, at: range, sources: sources)
            if let noteRange = note.range, noteRange != diagnostic.range {
                output += snippet(noteRange, fixIt: nil, sources: sources)
            }
        }
        return output
    }

    private func header(_ severity: Severity, _ message: String, at range: SourceRange, sources: SourceCatalog) -> String {
        let file = sources[range.file]
        let location = file?.location(of: range.start) ?? SourceLocation(line: 1, column: 1)
        let place = "\(file?.path ?? "<unknown>"):\(location.line):\(location.column):"
        let label = "\(severity.rawValue):"
        guard colored else { return "\(place) \(label) \(message)\n" }
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;36m"
            }
        return "\u{1B}[1m\(place)\u{1B}[0m \(color)\(label)\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\n"
    }

    /// The source line, a caret line under the range (to the end of the
    /// line for ranges that span lines) and the fix-it's replacement.
    private func snippet(_ range: SourceRange, fixIt: FixIt?, sources: SourceCatalog) -> String {
        guard let file = sources[range.file] else { return "" }
        let start = file.location(of: range.start)
        let lineText = file.lineText(start.line)
        let lineStart = file.lineStart(start.line)
        let prefixEnd = min(Int(range.start), file.bytes.count)
        let lineEnd = lineStart + lineText.utf8.count
        let prefix = String(decoding: file.bytes[min(lineStart, prefixEnd)..<prefixEnd], as: UTF8.self)
        let spanEnd = max(prefixEnd, min(Int(range.end), lineEnd, file.bytes.count))
        let span = String(decoding: file.bytes[prefixEnd..<spanEnd], as: UTF8.self)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let width = max(1, span.count)
        var caret = indent + "^" + String(repeating: "~", count: width - 1)
        if colored { caret = "\u{1B}[1;32m" + caret + "\u{1B}[0m" }
        var output = lineText + "\n" + caret + "\n"
        if let fixIt, fixIt.range.start == range.start {
            output += indent + (colored ? "\u{1B}[32m\(fixIt.replacement)\u{1B}[0m" : fixIt.replacement) + "\n"
        }
        return output
    }
}
