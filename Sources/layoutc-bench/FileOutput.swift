import Foundation

/// The harness's only I/O besides stdout: reading the example files and
/// writing the `--json` report.
enum FileOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The package root, found from this source file's path, so the
    /// examples are found from any working directory of a fresh clone.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readPackageFile(_ relativePath: String) -> String {
        let url = packageRoot.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else {
            standardError("layoutc-bench: cannot read \(url.path)\n")
            exit(2)
        }
        return text
    }

    static func write(_ text: String, to path: String) {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            standardError("layoutc-bench: cannot write \(path)\n")
            exit(2)
        }
    }
}
