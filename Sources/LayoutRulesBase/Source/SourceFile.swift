/// Identifies one file among those a compilation loaded.
///
/// The files are the root file, its imports and the built-in presets; an
/// ID keeps a ``SourceRange`` a small value. Look the file up in the
/// compilation's ``SourceCatalog``.
package struct FileID: Hashable, Sendable, Comparable {
    /// The file's position in ``SourceCatalog/files``.
    package let index: UInt32
    /// The ID of the file at `index` in a catalog.
    package init(_ index: UInt32) { self.index = index }
    /// Whether `a` was loaded before `b`.
    package static func < (a: FileID, b: FileID) -> Bool { a.index < b.index }
}

/// A rules file held as raw UTF-8 bytes.
///
/// Renderers use it to turn a ``SourceRange`` into a line and column and
/// to print the source line. The lexer works on bytes so that invalid
/// UTF-8 is diagnosed instead of being silently replaced. Line starts are
/// computed once, and `location(of:)` is the only place where a byte
/// offset becomes a line and column: every renderer goes through it.
package struct SourceFile: Sendable {
    /// The path as the user spelled it (used verbatim in diagnostics).
    package let path: String
    /// The file's contents, exactly as read.
    package let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [UInt32]

    /// A file from its path and raw contents.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [UInt32] = [0]
        // LF, CRLF and a CR alone each end a line, as in CSS and as the
        // lexer ends `//` comments and strings, so positions agree with it.
        for offset in bytes.indices where bytes[offset] == 0x0A || bytes[offset] == 0x0D {  // an index loop: fast in debug builds too
            if bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { continue }
            starts.append(UInt32(truncatingIfNeeded: offset + 1))
        }
        self.lineStarts = starts
    }

    /// A file from its path and text, stored as UTF-8.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset.
    ///
    /// Columns count bytes, as clang and swiftc do (documented in
    /// Grammar.md); offsets past the end clamp to the end of the file.
    package func location(of offset: UInt32) -> SourceLocation {
        let clamped = min(Int(offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {  // last line start <= clamped
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - Int(lineStarts[low]) + 1)
    }

    /// The text of a 1-based line without its line break.
    ///
    /// Invalid UTF-8 is shown as U+FFFD; a line that does not exist gives "".
    package func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Byte offset where a 1-based line ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Byte offset where a 1-based line starts.
    func lineStart(_ line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        return Int(lineStarts[line - 1])
    }

    /// The source text covered by a range, decoded leniently.
    ///
    /// The range is clamped to the file; invalid UTF-8 is shown as U+FFFD.
    package func text(of range: SourceRange) -> String {
        let start = min(Int(range.start), bytes.count)
        let end = max(start, min(Int(range.end), bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and byte column, as ``SourceFile/location(of:)`` gives it.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package let line: Int
    /// The column, from 1, counted in bytes.
    package let column: Int
    /// A location from its line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    /// `line:column`, as diagnostics print it: `3:9`.
    package var description: String { "\(line):\(column)" }
}

/// A half-open byte range `[start, end)` in one file.
///
/// Zero-length ranges mark a position, such as the end of the file. Turn
/// one into lines and columns with the file's ``SourceFile/location(of:)``:
///
///     if let file = compilation.sources[diagnostic.range.file] {
///         print(file.path, file.location(of: diagnostic.range.start))   // App.layout 3:9
///     }
package struct SourceRange: Hashable, Sendable {
    /// The file the range is in.
    package var file: FileID
    /// The byte offset of the first byte.
    package var start: UInt32
    /// The byte offset just past the last byte; never less than `start`.
    package var end: UInt32

    /// A range in a file; an `end` before `start` is raised to `start`.
    package init(file: FileID, start: UInt32, end: UInt32) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest range covering both (they must share a file).
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// A zero-length range at this range's start.
    package var startPoint: SourceRange { SourceRange(file: file, start: start, end: start) }
    /// A zero-length range at this range's end.
    package var endPoint: SourceRange { SourceRange(file: file, start: end, end: end) }
}

/// Every file a compilation has loaded.
///
/// ``Compilation/sources`` holds one; ``TextDiagnosticRenderer`` reads
/// positions and source lines from it.
public struct SourceCatalog: Sendable {
    /// The files, in the order they were loaded: a ``FileID``'s index is a position here.
    package private(set) var files: [SourceFile] = []
    /// An empty catalog.
    package init() {}

    /// Adds a file and returns its identity.
    package mutating func add(_ file: SourceFile) -> FileID {
        files.append(file)
        return FileID(UInt32(files.count - 1))
    }

    /// The file with an ID, or nil when the ID is not one of this catalog's.
    package subscript(id: FileID) -> SourceFile? {
        let index = Int(id.index)
        return index < files.count ? files[index] : nil
    }

    /// The identity of an already loaded file with this path, if any.
    package func id(ofPath path: String) -> FileID? {
        files.firstIndex { $0.path == path }.map { FileID(UInt32($0)) }
    }
}
