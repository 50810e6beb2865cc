// End-to-end tests of the built `layoutc` binary, run as a subprocess from
// the package root (so outputs hold relative paths, never machine paths):
// exit statuses 0/1/2, golden transcripts of `check` in each format and of
// the help screens, directory arguments, and colour on and off.

import Foundation
import Testing

import LayoutRulesRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `layoutc` that `swift test` built and runs it.
enum LayoutcProcess {
    /// The binary. The test bundle is built into the same products folder as
    /// `layoutc` (`<scratch-path>/debug/`), so it is looked for next to the
    /// running test executable first; `LAYOUTC_PATH` overrides.
    static let executable: URL? = {
        let files = FileManager.default
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["LAYOUTC_PATH"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        if let running = try? files.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("layoutc"))
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("layoutc"))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("layoutc"))
        }
        candidates.append(GoldenPaths.packageRoot.appendingPathComponent(".build/debug/layoutc"))
        return candidates.first { files.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// `$ layoutc ARGS`, the exit status and both streams, for golden files.
        func transcript(_ arguments: [String]) -> String {
            func stream(_ text: String) -> String {
                text.isEmpty || text.hasSuffix("\n") ? text : text + "\n(no newline at end)\n"
            }
            return "$ layoutc \(arguments.joined(separator: " "))\nexit status: \(status)\n--- stdout\n"
                + stream(stdout) + "--- stderr\n" + stream(stderr)
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case notBuilt
        case timedOut([String])
        var description: String {
            switch self {
            case .notBuilt: "layoutc was not found next to the test executable; build it with 'swift build' or set LAYOUTC_PATH"
            case .timedOut(let arguments): "layoutc \(arguments.joined(separator: " ")) did not finish within 60 seconds"
            }
        }
    }

    /// Runs `layoutc ARGUMENTS` in `directory` (the package root by default)
    /// with a minimal environment plus `environment`. Standard error goes to
    /// a new pseudo-terminal when `stderrIsTerminal`, else to a file.
    /// `stdoutPath` and `stderrPath` send a stream to a path of one's own
    /// instead (`/dev/full`), and it then reads back as empty;
    /// `stdoutHandle` sends standard output to an open descriptor (a pipe).
    static func run(
        _ arguments: [String], in directory: URL = GoldenPaths.packageRoot, environment: [String: String] = [:],
        stderrIsTerminal: Bool = false, stdoutPath: String? = nil, stderrPath: String? = nil,
        stdoutHandle: FileHandle? = nil
    ) throws -> Result {
        guard let executable else { throw Failure.notBuilt }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try stdoutHandle ?? FileHandle(forWritingTo: stdoutPath.map(URL.init(fileURLWithPath:)) ?? outURL)
        defer { try? out.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice

        var terminal: (primary: Int32, secondary: Int32)?
        let err: FileHandle
        if stderrIsTerminal {
            terminal = try openTerminal()
            err = FileHandle(fileDescriptor: terminal!.secondary, closeOnDealloc: false)
        } else {
            err = try FileHandle(forWritingTo: stderrPath.map(URL.init(fileURLWithPath:)) ?? errURL)
        }
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            throw Failure.timedOut(arguments)
        }
        process.waitUntilExit()

        var stderr: String
        if let terminal {
            close(terminal.secondary)
            stderr = readAll(terminal.primary).replacingOccurrences(of: "\r\n", with: "\n")
            close(terminal.primary)
        } else {
            try err.close()
            stderr = String(decoding: FileManager.default.contents(atPath: errURL.path) ?? Data(), as: UTF8.self)
        }
        let stdout = String(decoding: FileManager.default.contents(atPath: outURL.path) ?? Data(), as: UTF8.self)
        return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// A new pseudo-terminal pair, so `isatty` is true for the child. The
    /// posix_openpt family is not in the Glibc module map, so it is looked
    /// up at run time.
    private static func openTerminal() throws -> (primary: Int32, secondary: Int32) {
        typealias DescriptorCall = @convention(c) (Int32) -> Int32
        typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func function<T>(_ name: String, _ type: T.Type) throws -> T {
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else { throw POSIXError(.ENOSYS) }
            return unsafeBitCast(symbol, to: type)
        }
        let openPrimary = try function("posix_openpt", DescriptorCall.self)
        let grant = try function("grantpt", DescriptorCall.self)
        let unlock = try function("unlockpt", DescriptorCall.self)
        let secondaryName = try function("ptsname", NameCall.self)
        let primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0, let name = secondaryName(primary) else {
            throw POSIXError(.ENOTTY)
        }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw POSIXError(.ENOTTY) }
        return (primary, secondary)
    }

    /// Everything buffered on the terminal's primary side (read ends with
    /// EIO once the secondary side is closed and drained).
    private static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private let corpusPath = "Tests/LayoutRulesTests/Corpus"

@Suite("CLI")
struct CLITests {
    // MARK: Exit statuses

    @Test("layoutc is built next to the tests")
    func binaryIsFound() throws {
        let executable = try #require(LayoutcProcess.executable, "\(LayoutcProcess.Failure.notBuilt)")
        // Not a stale binary from another build folder: under SwiftPM it is
        // the one in the running test executable's products folder.
        if ProcessInfo.processInfo.environment["LAYOUTC_PATH"] == nil,
            let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        {
            #expect(executable.deletingLastPathComponent().path == URL(fileURLWithPath: running).deletingLastPathComponent().path)
        }
    }

    @Test("each corpus file gives the exit status its comments imply", arguments: Corpus.files)
    func corpusExitStatus(_ file: String) throws {
        let expected = Corpus.spec(of: file).exitStatus
        let result = try LayoutcProcess.run(["check", "\(corpusPath)/\(file)"])
        #expect(result.status == expected, "\(file):\n\(result.stderr)")
        #expect(result.stdout.isEmpty, "text diagnostics go to standard error")
        #expect(result.stderr.hasSuffix("\n"))
    }

    @Test("a valid file exits 0")
    func validFile() throws {
        let result = try LayoutcProcess.run(["check", "\(corpusPath)/features/idiom.layout"])
        #expect(result.status == 0)
        #expect(result.stderr.hasSuffix("checked 1 file: 0 errors, 0 warnings\n"), "\(result.stderr)")
    }

    @Test(
        "the examples check clean",
        .enabled(if: FileManager.default.fileExists(atPath: GoldenPaths.packageRoot.appendingPathComponent("Examples").path)))
    func examples() throws {
        let result = try LayoutcProcess.run(["check", "Examples"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("checked 0 files"), "Examples holds no .layout file")
    }

    @Test("errors exit 1")
    func errors() throws {
        let result = try LayoutcProcess.run(["check", "\(corpusPath)/recovery/many-errors.layout"])
        #expect(result.status == 1)
    }

    @Test("warnings exit 0, or 1 under --warnings-as-errors and -Werror")
    func warnings() throws {
        let file = "\(corpusPath)/custom-media/unused.layout"
        let plain = try LayoutcProcess.run(["check", file])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning: custom media '--tiny' is never used"))
        for flag in ["--warnings-as-errors", "-Werror"] {
            let strict = try LayoutcProcess.run(["check", flag, file])
            #expect(strict.status == 1, "\(flag)")
            #expect(strict.stderr.contains("error: custom media '--tiny' is never used"), "\(flag)")
        }
        let strictJSON = try LayoutcProcess.run(["check", "--format", "json", "--warnings-as-errors", file])
        #expect(strictJSON.status == 1)
        #expect(strictJSON.stdout.contains("\"severity\": \"error\""))
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["check", "--bogus", "\(corpusPath)/features/idiom.layout"],
            ["check", "no/such/file.layout"],
            ["check", "\(corpusPath)/features/idiom.layout", "no/such/file.layout"],
            ["check", "--format", "xml", "\(corpusPath)/features/idiom.layout"],
            ["check", "--format"],
            ["check", "--color", "sometimes", "\(corpusPath)/features/idiom.layout"],
            ["check"],
            ["frobnicate"],
            [],
        ])
    func usageErrors(_ arguments: [String]) throws {
        let result = try LayoutcProcess.run(arguments)
        #expect(result.status == 2, "layoutc \(arguments.joined(separator: " ")):\n\(result.stderr)")
        #expect(result.stdout.isEmpty, "usage errors go to standard error")
        #expect(!result.stderr.isEmpty)
    }

    // MARK: Golden transcripts

    @Test("check transcripts in each format", arguments: ["text", "json", "github"])
    func checkTranscript(_ format: String) throws {
        let arguments = ["check", "--format", format, "\(corpusPath)/recovery/many-errors.layout"]
        let result = try LayoutcProcess.run(arguments)
        assertGolden(result.transcript(arguments), named: "cli/check-many-errors.\(format).txt")
    }

    @Test("check transcript of an import, with --warnings-as-errors")
    func importTranscript() throws {
        let arguments = ["check", "--warnings-as-errors", "\(corpusPath)/imports/error-in-import.layout", "\(corpusPath)/custom-media/unused.layout"]
        let result = try LayoutcProcess.run(arguments)
        assertGolden(result.transcript(arguments), named: "cli/check-two-files-werror.txt")
    }

    @Test("help screens")
    func help() throws {
        var transcripts = ""
        for arguments in [["--help"], ["-h"], ["check", "--help"], ["check", "-h", "x.layout"]] {
            let result = try LayoutcProcess.run(arguments)
            #expect(result.status == 0, "layoutc \(arguments.joined(separator: " "))")
            transcripts += result.transcript(arguments)
        }
        assertGolden(transcripts, named: "cli/help.txt")
    }

    @Test("usage error messages")
    func usageMessages() throws {
        var transcripts = ""
        for arguments in [
            ["check", "--bogus", "x.layout"], ["check", "no/such/file.layout"], ["check", "--format", "xml", "x.layout"],
            ["check", "--format"], ["check"], ["frobnicate"],
        ] {
            transcripts += try LayoutcProcess.run(arguments).transcript(arguments)
        }
        assertGolden(transcripts, named: "cli/usage-errors.txt")
    }

    // MARK: Formats

    @Test("JSON output is an array of objects with the documented keys")
    func jsonShape() throws {
        let result = try LayoutcProcess.run(["check", "--format", "json", "\(corpusPath)/recovery"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "JSON mode prints no summary")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let array = try #require(parsed as? [[String: Any]])
        #expect(!array.isEmpty)
        for object in array {
            for key in ["file", "line", "column", "endLine", "endColumn", "severity", "id", "message", "notes"] {
                #expect(object[key] != nil, "missing '\(key)' in \(object)")
            }
            #expect((object["file"] as? String)?.hasPrefix("\(corpusPath)/recovery/") == true)
            #expect(["error", "warning"].contains(object["severity"] as? String ?? ""))
        }
        let empty = try LayoutcProcess.run(["check", "--format", "json", "\(corpusPath)/features/idiom.layout"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "[]\n")
    }

    @Test("GitHub output is one workflow command per diagnostic")
    func githubShape() throws {
        let result = try LayoutcProcess.run(["check", "--format", "github", "\(corpusPath)/recovery/many-errors.layout"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == Corpus.check("recovery/many-errors.layout").diagnostics.count)
        for line in lines {
            #expect(line.hasPrefix("::error file=\(corpusPath)/") || line.hasPrefix("::warning file=\(corpusPath)/"), "\(line)")
        }
    }

    // MARK: Directories

    @Test("a directory means every .layout file under it, sorted, hidden folders skipped")
    func directoryArgument() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "tree/b.layout", "tree/a/z.layout", "tree/a/c.layout", "tree/A.layout", "tree/.hidden/x.layout",
            "tree/notes.txt", "tree/a/deeper/d.layout",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("@media (widht > 1) { traits { a: 1; } }\n".utf8).write(to: url)
        }
        let expected = ["tree/A.layout", "tree/a/c.layout", "tree/a/deeper/d.layout", "tree/a/z.layout", "tree/b.layout"]
        for argument in ["tree", "tree/"] {
            let result = try LayoutcProcess.run(["check", "--format", "json", argument], in: root)
            #expect(result.status == 1)
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(objects.compactMap { $0["file"] as? String } == expected, "argument '\(argument)'")
        }
        let text = try LayoutcProcess.run(["check", "tree"], in: root)
        #expect(text.stderr.hasSuffix("checked 5 files: 5 errors, 0 warnings\n"), "\(text.stderr)")
        // A file and a directory together, in the order given.
        let mixed = try LayoutcProcess.run(["check", "--format", "github", "tree/b.layout", "tree/a"], in: root)
        let order = mixed.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: ",").first.map { String($0.dropFirst("::error file=".count)) }
        }
        #expect(order == ["tree/b.layout", "tree/a/c.layout", "tree/a/deeper/d.layout", "tree/a/z.layout"])
    }

    @Test("a directory with no .layout file is a usage error, not a silent pass")
    func emptyDirectory() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("rules"), withIntermediateDirectories: true)
        try Data("not a rule file".utf8).write(to: root.appendingPathComponent("rules/notes.txt"))
        let result = try LayoutcProcess.run(["check", "rules"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'rules'"), "\(result.stderr)")
    }

    @Test("a corpus folder checks every file in it")
    func corpusFolder() throws {
        let result = try LayoutcProcess.run(["check", "\(corpusPath)/features"])
        let count = Corpus.files.filter { $0.hasPrefix("features/") }.count
        #expect(result.status == 1)
        #expect(result.stderr.contains("checked \(count) files:"), "\(result.stderr.suffix(200))")
    }

    // MARK: Colour

    @Test("no escape codes when standard error is not a terminal, unless --color always")
    func noColorWithoutTerminal() throws {
        let file = "\(corpusPath)/custom-media/unused.layout"
        let piped = try LayoutcProcess.run(["check", file])
        #expect(!piped.stderr.contains("\u{1B}"))
        let forced = try LayoutcProcess.run(["check", "--color", "always", file])
        #expect(forced.stderr.contains("\u{1B}["))
        #expect(GoldenTests.strippingEscapes(forced.stderr) == piped.stderr)
    }

    @Test("on a terminal: colour by default, none with NO_COLOR or --color never")
    func colorOnTerminal() throws {
        let file = "\(corpusPath)/custom-media/unused.layout"
        let terminal = try LayoutcProcess.run(["check", file], stderrIsTerminal: true)
        #expect(terminal.stderr.contains("\u{1B}["), "\(terminal.stderr)")
        let noColor = try LayoutcProcess.run(["check", file], environment: ["NO_COLOR": "1"], stderrIsTerminal: true)
        #expect(!noColor.stderr.contains("\u{1B}"), "\(noColor.stderr)")
        #expect(noColor.stderr.contains("warning: custom media '--tiny' is never used"))
        let never = try LayoutcProcess.run(["check", "--color", "never", file], stderrIsTerminal: true)
        #expect(!never.stderr.contains("\u{1B}"))
        // no-color.org: an empty NO_COLOR does not disable colour.
        let empty = try LayoutcProcess.run(["check", file], environment: ["NO_COLOR": ""], stderrIsTerminal: true)
        #expect(empty.stderr.contains("\u{1B}["))
    }

    /// Linux's `/dev/full` fails every write with ENOSPC, as a full disk
    /// does. Standard output or an `-o` file that cannot be written is one
    /// line on standard error and exit status 1 (not a trap inside
    /// `FileHandle.write`); a failing standard error is ignored.
    @Test("output that cannot be written is an error, not a crash",
          .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func unwritableOutput() throws {
        for arguments in [
            ["devices"], ["compile", "--preset", "apple", "--emit", "swift"], ["render", "Examples/PhotoApp.layout"],
            ["check", "--format", "json", "Examples/PhotoApp.layout"],
        ] {
            let result = try LayoutcProcess.run(arguments, stdoutPath: "/dev/full")
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "layoutc: error: cannot write to standard output: No space left on device\n", "\(arguments)")
        }
        for command in [["compile", "--preset", "apple", "--emit", "swift"], ["render", "Examples/PhotoApp.layout"]] {
            let result = try LayoutcProcess.run(command + ["-o", "/dev/full"])
            #expect(result.status == 1)
            #expect(result.stderr == "layoutc: error: cannot write '/dev/full': No space left on device\n")
        }
        let broken = try LayoutcProcess.run(["check", "\(corpusPath)/custom-media/unused.layout", "-Werror"], stderrPath: "/dev/full")
        #expect(broken.status == 1, "diagnostics that cannot be shown still fail the check")
    }

    /// A reader that has gone away (`layoutc devices | head -c 10`) is a
    /// failed write like a full disk: one line and exit status 1, not death
    /// by SIGPIPE (status 141). The pipe's read end is closed before the
    /// run, so the first write fails whatever the output's size.
    @Test("a closed pipe on standard output is an error, not SIGPIPE")
    func closedPipeOutput() throws {
        for arguments in [["devices"], ["--version"], ["check", "--format", "json", "Examples/PhotoApp.layout"]] {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            close(ends[0])
            let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
            let result = try LayoutcProcess.run(arguments, stdoutHandle: writer)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "layoutc: error: cannot write to standard output: Broken pipe\n", "\(arguments)")
        }
    }

    /// `-o` opens the path: a symbolic link is written through, not
    /// replaced by a file of its own (which would also replace a device
    /// node such as `/dev/stdout` when run as root).
    @Test("-o writes through a symbolic link")
    func outputThroughSymbolicLink() throws {
        try withTemporaryDirectory("layoutc-link") { directory in
            let target = directory.appendingPathComponent("target.svg").path
            let link = directory.appendingPathComponent("link.svg").path
            try Data("a longer old text than the picture will be, to see truncation".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let written = try LayoutcProcess.run(["render", "Examples/PhotoApp.layout", "-o", link])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
            let printed = try LayoutcProcess.run(["render", "Examples/PhotoApp.layout"])
            #expect(String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self) == printed.stdout)

            let missing = try LayoutcProcess.run(["render", "Examples/PhotoApp.layout", "-o", directory.appendingPathComponent("no/such.svg").path])
            #expect(missing.status == 1)
            #expect(missing.stderr.hasSuffix("no/such.svg': No such file or directory\n"), "\(missing.stderr)")
        }
    }

    /// `-o` never waits: a FIFO nothing reads would block `open` for ever,
    /// so it is refused at once; a directory is refused too. Both are
    /// output that cannot be written, exit status 1.
    @Test("-o refuses a FIFO with no reader and a directory, without hanging")
    func outputToFIFOOrDirectory() throws {
        try withTemporaryDirectory("layoutc-out-fifo") { directory in
            let fifo = directory.appendingPathComponent("out.svg").path
            try #require(mkfifo(fifo, 0o644) == 0)
            for command in [["render", "Examples/PhotoApp.layout"], ["compile", "--preset", "apple", "--emit", "swift"]] {
                let result = try LayoutcProcess.run(command + ["-o", fifo])
                #expect(result.status == 1, "\(command)")
                #expect(result.stderr == "layoutc: error: cannot write '\(fifo)': is a FIFO that no process is reading (not a regular file)\n")
            }
            let folder = try LayoutcProcess.run(["render", "Examples/PhotoApp.layout", "-o", directory.path])
            #expect(folder.status == 1)
            #expect(folder.stderr == "layoutc: error: cannot write '\(directory.path)': Is a directory\n")
        }
    }

    /// A FIFO is refused, not waited on: opening one blocks until a writer
    /// comes, so an `@import` of one (or a FIFO named `.layout` in a checked
    /// folder) would hang `layoutc check` for ever.
    @Test("a FIFO or a device is not read, and does not hang the check")
    func fifoIsRefused() throws {
        try withTemporaryDirectory("layoutc-fifo") { directory in
            let fifo = directory.appendingPathComponent("pipe.layout").path
            try #require(mkfifo(fifo, 0o644) == 0)
            try Data("@import \"pipe.layout\";\n".utf8).write(to: directory.appendingPathComponent("root.layout"))
            let imported = try LayoutcProcess.run(["check", "root.layout"], in: directory)
            #expect(imported.status == 1)
            #expect(imported.stderr.contains("root.layout:1:9: error: cannot read imported file 'pipe.layout': is a FIFO (not a regular file)"),
                    "\(imported.stderr)")
            let direct = try LayoutcProcess.run(["check", "pipe.layout"], in: directory)
            #expect(direct.status == 1)
            #expect(direct.stderr.contains("pipe.layout:1:1: error: cannot read 'pipe.layout': is a FIFO (not a regular file)"), "\(direct.stderr)")
            // A device is no rule file either: /dev/ptmx would wait for ever.
            try Data("@import \"/dev/ptmx\";\n".utf8).write(to: directory.appendingPathComponent("device.layout"))
            let device = try LayoutcProcess.run(["check", "device.layout"], in: directory)
            #expect(device.status == 1)
            #expect(device.stderr.contains("error: cannot read imported file '/dev/ptmx': is a device (not a regular file)"), "\(device.stderr)")
        }
    }

    /// An import that exists but is no rule file says why, at the import,
    /// rather than "cannot find"; a missing file is still "cannot find".
    @Test("an import of a directory or a symbolic link loop says why")
    func importProblemsSayWhy() throws {
        try withTemporaryDirectory("layoutc-import-why") { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.layout"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop.layout").path, withDestinationPath: "loop.layout")
            let cases = [
                ("folder.layout", "root.layout:1:9: error: cannot read imported file 'folder.layout': is a directory"),
                ("loop.layout", "root.layout:1:9: error: cannot read imported file 'loop.layout': symbolic link loop"),
                ("absent.layout", "root.layout:1:9: error: cannot find imported file 'absent.layout'"),
            ]
            for (target, message) in cases {
                try Data("@import \"\(target)\";\n".utf8).write(to: directory.appendingPathComponent("root.layout"))
                let result = try LayoutcProcess.run(["check", "root.layout"], in: directory)
                #expect(result.status == 1)
                #expect(result.stderr.contains(message), "\(result.stderr)")
            }
        }
    }
}
