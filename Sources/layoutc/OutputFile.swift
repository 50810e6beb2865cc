#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the command's output with POSIX calls, so that every failure
/// is an error message rather than a trap.
///
/// `-o PATH` opens the path itself and truncates it: a symbolic link is
/// followed and a device such as `/dev/stdout` is written to. (Foundation's
/// `createFile(atPath:contents:)` writes a temporary file and renames it
/// over the path, which replaced the link or the device node instead.)
enum OutputFile {
    /// Writes `text` to `path`, creating or truncating it; a description
    /// of the failure, or nil.
    ///
    /// Opening never waits: a FIFO blocks `open` until a reader comes, so it
    /// is opened with `O_NONBLOCK`, which fails at once (ENXIO) when no
    /// process reads it, and the path is refused. A FIFO with a reader
    /// (`-o /dev/stdout` in a pipeline) is written, as is a character
    /// device (`/dev/null`); a directory fails to open (EISDIR) and a block
    /// device, a disk, is refused.
    static func write(_ text: String, toPath path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            if code == ENXIO, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
                return "is a FIFO that no process is reading (not a regular file)"
            }
            return reason(code)
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFBLK {
            close(descriptor)
            return "is a block device (not a regular file)"
        }
        // Writes block as usual: a reader that is slow is waited for.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        let problem = write(text, to: descriptor)
        // A full disk may only show at close (NFS, some FUSE file systems).
        if close(descriptor) != 0, problem == nil { return reason(errno) }
        return problem
    }

    /// Writes all of `text` to an open descriptor, retrying short writes
    /// and interruptions; a description of the failure, or nil.
    static func write(_ text: String, to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return reason(errno)
                }
                offset += written
            }
            return nil
        }
    }

    /// The C library's `write(2)`, which the methods named `write` hide
    /// inside this type.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
