/// Where `@import`ed files come from.
///
/// The library has no file system access of its own (it imports only the
/// standard library); the command line tool passes a provider that reads
/// the disk, tests pass one in memory. An app can read its bundle:
///
///     struct BundleSources: SourceProvider {
///         func contents(ofFile path: String) -> [UInt8]? {
///             let url = Bundle.main.bundleURL.appendingPathComponent("Rules").appendingPathComponent(path)
///             return (try? Data(contentsOf: url)).map { Array($0) }
///         }
///     }
///
/// Paths are `/`-separated; an `@import` is resolved relative to the
/// importing file's path before the provider is asked.
public protocol SourceProvider: Sendable {
    /// The bytes of the file at `path`, or nil when it cannot be read.
    func contents(ofFile path: String) -> [UInt8]?
}

/// A provider that can say why a file it returned nil for cannot be read,
/// so a diagnostic can say `is a directory` rather than `cannot find`.
package protocol ReadProblemDescribing {
    /// Why the file at `path` cannot be read (`is a directory`), or nil
    /// when it does not exist.
    func problem(readingFile path: String) -> String?
}

/// Serves files from a dictionary of path to text; no other file exists.
///
///     let files = InMemorySourceProvider(["shared.layout": "@custom-media --wide (width >= 800);"])
///     let compilation = Compiler.compile(
///         text: "@import \"shared.layout\"; @media (--wide) { traits { columns: 3; } }",
///         path: "App.layout", provider: files)
public struct InMemorySourceProvider: SourceProvider {
    /// The files' contents by path.
    package var files: [String: [UInt8]]

    /// A provider serving each text under its path, as UTF-8.
    public init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The bytes stored under `path`, or nil when there are none.
    public func contents(ofFile path: String) -> [UInt8]? {
        files[path]
    }
}

/// Path arithmetic for imports, on `/`-separated strings.
package enum ImportPath {
    /// Whether an `@import` target names a file (it ends in `.layout` or
    /// contains a `/`) rather than a built-in preset such as `apple`.
    package static func isFile(_ target: String) -> Bool {
        target.hasSuffix(".layout") || target.contains("/")
    }

    /// The path of `target` relative to the directory of `importer`, with
    /// `.` and `..` components folded: `resolve("../a.layout", from: "x/y/b.layout")`
    /// is `x/a.layout`.
    package static func resolve(_ target: String, from importer: String) -> String {
        if target.hasPrefix("/") { return normalize(target) }
        var directory = importer.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !directory.isEmpty || importer.hasPrefix("/") { directory += "/" }
        return normalize(directory + target)
    }

    /// Folds `.` and `..` components; keeps leading `..` of relative paths.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
