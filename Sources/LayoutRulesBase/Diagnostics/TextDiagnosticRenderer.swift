/// Renders diagnostics the way clang and swiftc do.
///
/// Each diagnostic is a `file:line:column: severity: message` line, the
/// source line with a caret under the range, the fix-it's replacement and
/// the notes:
///
///     App.layout:3:9: error: unknown feature 'widht'
///     @media (widht >= 400) {
///             ^~~~~
///             width
///     App.layout:3:9: note: did you mean 'width'?
///
/// Positions come from `SourceFile.location(of:)`, like every renderer.
/// Colour is optional and off by default (the CLI turns it on for a
/// terminal unless `NO_COLOR` is set). Control and bidi characters from
/// the input are shown as U+FFFD, so a rules file cannot move the cursor or
/// reorder what is shown.
///
///     let compilation = Compiler.compile(text: source, path: "App.layout")
///     print(TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources), terminator: "")
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to add ANSI colour escapes (bold positions, red errors,
    /// magenta warnings, cyan notes, green carets).
    package var colored: Bool

    /// A renderer, plain text unless `colored` is true.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// All the diagnostics, one after another.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, usually ``Compilation/diagnostics``.
    ///   - sources: The files the ranges point into, usually ``Compilation/sources``.
    /// - Returns: The text, each line ending in a line break; empty for no diagnostics.
    public func render(_ diagnostics: [Diagnostic], sources: SourceCatalog) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += render(diagnostic, sources: sources)
        }
        return output
    }

    /// One diagnostic with its source line, caret, fix-it and notes.
    package func render(_ diagnostic: Diagnostic, sources: SourceCatalog) -> String {
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
        let place = Self.visible("\(file?.path ?? "<unknown>"):\(location.line):\(location.column):")
        let label = "\(severity.rawValue):"
        let message = Self.visible(message)
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
        let prefixEnd = min(Int(range.start), file.bytes.count)
        let (lineStart, lineEnd, lead, trail) = Self.window(file, line: start.line, around: prefixEnd)
        let lineText = lead + Self.visible(String(decoding: file.bytes[lineStart..<lineEnd], as: UTF8.self)) + trail
        let prefix = lead + Self.visible(String(decoding: file.bytes[min(lineStart, prefixEnd)..<max(lineStart, prefixEnd)], as: UTF8.self))
        let spanEnd = max(prefixEnd, min(Int(range.end), lineEnd, file.bytes.count))
        let span = Self.visible(String(decoding: file.bytes[prefixEnd..<spanEnd], as: UTF8.self))
        // Columns in the header count bytes; the caret line counts terminal
        // cells, so it stays under the range after emoji and CJK text.
        let indent = Self.indent(under: prefix)
        let width = max(1, Self.cells(span))
        var caret = indent + "^" + String(repeating: "~", count: width - 1)
        if colored { caret = "\u{1B}[1;32m" + caret + "\u{1B}[0m" }
        var output = lineText + "\n" + caret + "\n"
        if let fixIt, fixIt.range.start == range.start {
            let replacement = Self.visible(fixIt.replacement)
            output += indent + (colored ? "\u{1B}[32m\(replacement)\u{1B}[0m" : replacement) + "\n"
        }
        return output
    }

    /// `text` with every control character but the tab (C0, DEL, C1: a
    /// line break, a carriage return, an escape sequence) and every bidi
    /// control shown as U+FFFD. Quoted names, paths and source lines come
    /// from the input: printed raw, a `\A` in an `@import` string could
    /// print a line that looks like a diagnostic of its own, a CR or an
    /// escape sequence could move the terminal's cursor away from the caret,
    /// and bidi controls can reorder what is shown ("Trojan Source").
    package static func visible(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) { return text }
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isInvisible(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar.isInvisibleControl
    }

    /// Lines longer than this are shown as a window around the range.
    package static let maxShownBytes = 160

    /// The part of a line to show: all of it, or for a long line (minified
    /// or generated files) about 160 bytes around `offset`, cut on character
    /// boundaries and marked with "..." — so a diagnostic never prints, or
    /// builds in memory, a 10 MB line.
    static func window(_ file: SourceFile, line: Int, around offset: Int) -> (start: Int, end: Int, lead: String, trail: String) {
        let lineStart = file.lineStart(line)
        let lineEnd = file.lineEnd(line)
        guard lineEnd - lineStart > maxShownBytes else { return (lineStart, lineEnd, "", "") }
        func isContinuation(_ index: Int) -> Bool { index < file.bytes.count && file.bytes[index] & 0xC0 == 0x80 }
        // A character has at most three continuation bytes: a longer run is
        // invalid UTF-8 (each byte shows as U+FFFD). Following such a run to
        // its end would make every diagnostic on a line of 0x80 bytes print
        // the whole line, output quadratic in the line's length.
        var start = max(lineStart, min(offset, lineEnd) - maxShownBytes / 3)
        for _ in 0..<3 where start > lineStart && isContinuation(start) { start -= 1 }
        var end = min(lineEnd, start + maxShownBytes)
        for _ in 0..<3 where end < lineEnd && isContinuation(end) { end += 1 }
        return (start, end, start > lineStart ? "..." : "", end < lineEnd ? "..." : "")
    }

    /// The caret line's indent under `prefix`: a tab for each tab, else
    /// a space per terminal cell. ASCII text (nearly every line of a rule
    /// file) goes byte by byte, without breaking it into characters.
    static func indent(under prefix: String) -> String {
        if prefix.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(prefix.utf8.count)
            for byte in prefix.utf8 {
                if byte == UInt8(ascii: "\t") {
                    bytes.append(byte)
                } else if byte >= 0x20, byte != 0x7F {
                    bytes.append(UInt8(ascii: " "))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if let indent = simpleIndent(under: prefix) { return indent }
        var indent = ""
        for character in prefix {
            if character == "\t" {
                indent.append("\t")
            } else {
                for _ in 0..<displayWidth(character) { indent.append(" ") }
            }
        }
        return indent
    }

    /// The terminal cells `text` takes (see `displayWidth`).
    static func cells(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count { $0 >= 0x20 && $0 != 0x7F } }
        var cells = 0
        for scalar in text.unicodeScalars {
            guard let width = simpleWidth(scalar) else { return text.reduce(0) { $0 + displayWidth($1) } }
            cells += width
        }
        return cells
    }

    /// `indent(under:)` scalar by scalar, or nil when `prefix` holds a
    /// scalar outside `simpleWidth`'s set. Text of those scalars alone
    /// (invalid UTF-8 shows as U+FFFD, Latin text) never joins two of them
    /// into one character, so each scalar is its own character and
    /// breaking the text into characters (the costly part) can be skipped.
    private static func simpleIndent(under prefix: String) -> String? {
        var indent = ""
        for scalar in prefix.unicodeScalars {
            if scalar == "\t" {
                indent.append("\t")
                continue
            }
            guard let width = simpleWidth(scalar) else { return nil }
            if width == 1 { indent.append(" ") }
        }
        return indent
    }

    /// The width of a scalar that is a character on its own and never
    /// joins a neighbour from the same set into one character: ASCII,
    /// Latin-1, Latin Extended, spacing modifiers and U+FFFD. Combining
    /// marks (from U+0300), joiners and variation selectors are outside.
    private static func simpleWidth(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0xAD: 0  // controls, soft hyphen
        case 0x20..<0x7F, 0xA0...0x2FF, 0xFFFD: 1
        default: nil
        }
    }

    /// The terminal cells a character takes: 2 for emoji (a ZWJ sequence such
    /// as 👨‍👩‍👧‍👦 is one wide glyph) and East Asian wide characters, 0 for a
    /// lone combining, format or control character, else 1.
    static func displayWidth(_ character: Character) -> Int {
        // ASCII, nearly every character of a rule file, without looking up
        // Unicode properties (the costly part of rendering a file full of
        // errors): controls take no cell, the rest one.
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        // A lone Latin-1 or Latin Extended letter, or U+FFFD (what invalid
        // UTF-8 shows as), also without a property lookup: each lookup
        // costs thousands of instructions. `propertyWidth` agrees on all of
        // them (a test checks every one).
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            switch first.value {
            case 0x80...0x9F, 0xAD: return 0  // C1 controls, soft hyphen
            case 0xA0...0x2FF, 0xFFFD: return 1
            default: break
            }
        }
        return propertyWidth(character)
    }

    /// `displayWidth` from Unicode's properties, for any character.
    static func propertyWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            break
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }
}
