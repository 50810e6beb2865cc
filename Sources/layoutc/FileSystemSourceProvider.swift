import Foundation
import LayoutRules

/// Reads rule files from disk for the library, which has no file access.
struct FileSystemSourceProvider: SourceProvider {
    /// Files are read up to one byte past the default size limit: enough
    /// for the checker to report `file-too-large`, without loading a huge
    /// file into memory first.
    var maxBytes = Limits().maxFileBytes + 1

    func contents(ofFile path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes) else { return [] }
        return [UInt8](data)
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
