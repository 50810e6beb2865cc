#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutRulesBase

/// Reads rule files, and the files they `@import`, from the file system.
///
/// The core library has no file access of its own; pass this provider to
/// compile files on disk:
///
///     let compilation = Compiler.compile(path: "Rules/App.layout", provider: FileSystemSourceProvider())
///
/// Paths are used as given: a relative path is relative to the process's
/// current directory, and an import is resolved relative to the file that
/// imports it. `layoutc` reads its inputs through this type. It uses the
/// C library alone, not Foundation, so a tool that reads rule files does
/// not pay for loading Foundation at every start.
///
/// Only regular files are read: a directory, a FIFO or a device is not
/// (`cannot-read-file`, or `import-not-found` for an import, each saying
/// why: `is a directory`), and a file is read only up to `maxBytes`.
public struct FileSystemSourceProvider: SourceProvider, ReadProblemDescribing {
    /// The most bytes read from one file. The default is one byte past
    /// `Limits().maxFileBytes`: enough for the checker to report
    /// `file-too-large`, without loading a huge file into memory first.
    public var maxBytes: Int

    /// A provider that reads at most `maxBytes` bytes of each file.
    public init(maxBytes: Int = Limits().maxFileBytes + 1) {
        self.maxBytes = max(0, maxBytes)
    }

    /// The bytes of the regular file at `path` (up to `maxBytes`), or nil
    /// when it does not exist, cannot be opened or is not a regular file.
    ///
    /// Opening a FIFO waits for a writer, so a rule file that imports one
    /// (or a FIFO named `x.layout` in a checked folder) would hang `layoutc check`
    /// for ever, and reading a device can wait for ever too
    /// (`@import "/dev/ptmx";` opens a terminal that nothing writes to).
    /// The file is therefore opened without waiting, and anything but a
    /// regular file is refused, as directories are.
    public func contents(ofFile path: String) -> [UInt8]? {
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

    /// Why the file at `path` was not read, for the diagnostic: `is a
    /// directory`, `is a FIFO (not a regular file)`, `symbolic link loop`,
    /// or the system's reason (`Permission denied`); nil when it does not
    /// exist. `stat` only looks at the path, so this never waits on a FIFO.
    package func problem(readingFile path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: return nil
            case ELOOP: return "symbolic link loop"
            default: return String(cString: strerror(code))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a FIFO (not a regular file)"
        case S_IFCHR, S_IFBLK: return "is a device (not a regular file)"
        case S_IFSOCK: return "is a socket (not a regular file)"
        default:
            // A regular file that could not be opened (permissions).
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return String(cString: strerror(errno)) }
            close(descriptor)
            return nil
        }
    }

    /// Expands command line paths: a directory stands for every `.layout`
    /// file under it (hidden files and folders skipped), in sorted order
    /// so output is deterministic. Returns the paths that do not exist
    /// separately.
    ///
    /// Every entry whose name ends in `.layout` is listed, whatever its
    /// kind, so a FIFO, a folder or a broken link of that name is reported
    /// as a file that cannot be read rather than passed over in silence. A
    /// directory named on the command line is followed even when it is a
    /// symbolic link; links to directories found inside it are not, so a
    /// link cycle cannot make the walk endless.
    package static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                missing.append(path)
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                files.append(path)
                continue
            }
            var found: [String] = []
            collectRuleFiles(under: path.hasSuffix("/") ? path : path + "/", into: &found)
            files += found.sorted()
        }
        return (files, missing)
    }

    /// Appends the path of every `.layout` entry under `directory` (a path
    /// ending in `/`) to `found`, descending into subdirectories but not
    /// into hidden ones or symbolic links. A directory that cannot be read
    /// adds nothing.
    private static func collectRuleFiles(under directory: String, into found: inout [String]) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            // Up to the terminating NUL, and never past the field.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            // Hidden entries, and `.` and `..`.
            if name.hasPrefix(".") { continue }
            let path = directory + name
            if name.hasSuffix(".layout") { found.append(path) }
            // `lstat` rather than the entry's `d_type`, which some file
            // systems leave unknown; `lstat` so a link is not descended.
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                collectRuleFiles(under: path + "/", into: &found)
            }
        }
    }
}
