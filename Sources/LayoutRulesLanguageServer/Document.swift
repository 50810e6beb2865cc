import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesRuntime

/// An open document: the editor's text and what the server knows of it.
struct Document {
    let uri: String
    /// The path compiled and imports resolve against: the URI's file path.
    let path: String
    /// The editor's text; changing it drops the analysis of the old one.
    var text: [UInt8] {
        didSet { analysis = nil }
    }
    var version: Int?
    /// The analysis of `text`, or nil until it is made: changes are
    /// applied as they come, and only the newest text is analyzed, when a
    /// request or the diagnostics need it.
    var analysis: Analysis?

    init(uri: String, text: [UInt8], version: Int?) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.text = text
        self.version = version
    }

    /// The analysis of the current text, made now if there is none.
    mutating func analyzed(provider: any SourceProvider) -> Analysis {
        if let analysis { return analysis }
        let made = Analysis(path: path, text: text, provider: provider)
        analysis = made
        return made
    }

    /// Set when a change could not be applied: the text is no longer the
    /// editor's, so later changes (ranges in the editor's text) are not
    /// applied and the features answer nothing until the document is
    /// opened again or sent whole.
    var outOfSync = false

    /// Applies an incremental change; false, with the text unchanged,
    /// when its range is not in the text: a line past the end (the line
    /// after the last, at character 0, is the end, as some clients send)
    /// or an end before the start. A character past a line's end is its
    /// end, as LSP says.
    ///
    /// Only the lines up to the end position are scanned (no `LineIndex`
    /// of the whole text), so a burst of edits near the top of a large
    /// file costs little before the one check of its newest text.
    mutating func replace(from startPosition: Position, to endPosition: Position, with replacement: String) -> Bool {
        guard let start = LineIndex.offset(of: startPosition, in: text), let end = LineIndex.offset(of: endPosition, in: text),
            start <= end
        else { return false }
        text.replaceSubrange(start..<end, with: Array(replacement.utf8))
        return true
    }
}

/// Everything the features read about one version of a document: its
/// tokens, syntax tree and compilation, made once per change.
package struct Analysis: Sendable {
    /// The document as a source file.
    package let source: SourceFile
    /// Its URI's path.
    package let path: String
    /// Byte offsets ⇄ LSP positions.
    package let index: LineIndex
    /// The tokens, for the context of a completion or a hover.
    package let tokens: [Token]
    /// The syntax tree (file 0), for symbols and definitions.
    package let tree: RuleFile
    /// The whole check, imports included. The provider is not kept: the
    /// server's reads every open document, and an analysis holding a
    /// snapshot of it would make each document cost as much as all others.
    package let compilation: Compilation

    /// Tokenizes, parses and compiles `text`.
    package init(path: String, text: [UInt8], provider: any SourceProvider) {
        self.path = path
        source = SourceFile(path: path, bytes: text)
        index = LineIndex(text)
        var ignored: [Diagnostic] = []
        tokens = Lexer.tokenize(source, file: FileID(0), diagnostics: &ignored).tokens
        tree = Parser.parse(source, file: FileID(0), diagnostics: &ignored)
        compilation = Compiler.compile(text: String(decoding: text, as: UTF8.self), path: path, provider: provider)
    }

    /// An LSP range of a byte range of the document.
    package func lspRange(_ start: Int, _ end: Int) -> JSONValue {
        .object([("start", Self.json(index.position(of: start))), ("end", Self.json(index.position(of: end)))])
    }

    /// An LSP range of a source range of the document.
    package func lspRange(_ range: SourceRange) -> JSONValue { lspRange(Int(range.start), Int(range.end)) }

    static func json(_ position: Position) -> JSONValue {
        .object([("line", .integer(position.line)), ("character", .integer(position.character))])
    }

    /// The index of the token that contains `offset` or ends at it (the
    /// word being typed), if any.
    package func token(at offset: Int) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) < offset { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low].kind != .endOfFile,
            Int(tokens[low].start) <= offset, offset <= Int(tokens[low].end)
        else { return nil }
        return low
    }

    /// The index of the token a hover or a definition is about: the one
    /// that starts at `offset` where another ends there, since an editor's
    /// cursor on the first character of `width` in `(width` is on `width`
    /// rather than on the `(`; else the one `token(at:)` finds.
    package func token(under offset: Int) -> Int? {
        guard let index = token(at: offset) else { return nil }
        let next = index + 1
        if Int(tokens[index].end) == offset, next < tokens.count, tokens[next].kind != .endOfFile,
            Int(tokens[next].start) == offset
        {
            return next
        }
        return index
    }

    /// A token's text.
    package func text(of token: Token) -> String {
        String(decoding: source.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }
}

/// `file://` URIs to paths and back.
package enum DocumentURI {
    /// The path of a `file://` URI, percent-decoded; any other URI as it is
    /// (an unsaved buffer still compiles, with no imports found).
    package static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: the host part is dropped.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        var bytes: [UInt8] = []
        let utf8 = Array(rest.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file://` URI of an absolute path, with the bytes URIs may not
    /// hold percent-encoded; a relative path is returned as it is.
    package static func uri(ofPath path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var result = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                result += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
