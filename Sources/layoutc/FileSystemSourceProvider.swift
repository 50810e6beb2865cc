import Foundation
import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// Reads rule files from disk for the library, which has no file access.
struct FileSystemSourceProvider: SourceProvider {
    /// Files are read up to one byte past the default size limit: enough
    /// for the checker to report `file-too-large`, without loading a huge
    /// file into memory first.
    var maxBytes = Limits().maxFileBytes + 1

    /// Only regular files are read. Opening a FIFO waits for a writer, so a
    /// rule file that imports one (or a FIFO named `x.layout` in a checked
    /// folder) would hang `layoutc check` for ever, and reading a device
    /// can wait for ever too (`@import "/dev/ptmx";` opens a terminal that
    /// nothing writes to). The file is opened without waiting, and anything
    /// but a regular file is refused, as directories are
    /// (`cannot-read-file`, or `import-not-found` for an import).
    func contents(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < maxBytes {
            let wanted = min(chunk.count, maxBytes - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Expands the command line's paths: a directory stands for every
    /// `.layout` file under it, in sorted order so output is deterministic.
    /// Returns the paths that do not exist separately.
    static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".layout") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }
}
