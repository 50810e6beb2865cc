#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutRulesBase
import LayoutRulesFileSystem
import LayoutRulesLanguageServer

/// `layoutc lsp`: the language server on standard input and output. The
/// protocol and every feature live in LayoutRulesLanguageServer; this
/// only moves bytes.
enum LSPCommand: Command {
    struct Options: ParsableOptions {
        var stdio = false
    }

    static let name = "lsp"
    static let summary = "Run the language server on standard input and output"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            options: [
                // Many clients pass it; standard input and output is the only transport.
                .flag("--stdio", help: "Accepted for clients that pass it; the server always uses stdio", \.stdio)
            ],
            discussion: """
                Speaks the Language Server Protocol (JSON-RPC 2.0 with Content-Length
                headers): diagnostics as you type, hover, completion, go to definition,
                formatting and document symbols for .layout files. Editors start it;
                docs/Editors.md shows how. Problems with the input are logged on
                standard error and never end the session.
                """,
            exitStatus: """
                0 'exit' after 'shutdown', 1 'exit' without 'shutdown' or the end of
                             the input, 2 wrong usage
                """)
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        var input = Input()
        var server = LanguageServer(provider: FileSystemSourceProvider())
        var largest = 0
        while true {
            // Block for input only when there is nothing else to do; after
            // a batch, wait briefly (50 ms, shorter than the gap between
            // keystrokes) for the rest of a burst of edits before checking
            // anything.
            let wait: Int32 = !server.hasPendingDiagnostics ? -1 : input.justHandled ? 50 : 0
            let events = input.nextEvents(waitingMilliseconds: wait)
            var bodies: [[UInt8]] = []
            for event in events {
                switch event {
                case .message(let body): bodies.append(body)
                case .malformed(let reason): Console.error("layoutc lsp: skipped input: \(reason)\n")
                }
            }
            input.justHandled = !bodies.isEmpty
            let replies: [JSONValue]
            if !bodies.isEmpty {
                replies = server.handle(batch: bodies)
            } else if server.hasPendingDiagnostics, !input.hasWaitingInput {
                replies = server.publishNext()
            } else if input.ended, !server.hasPendingDiagnostics {
                // The client went away without 'exit'.
                return ExitCode.failure
            } else {
                continue
            }
            for reply in replies {
                let framed = MessageFramer.frame(reply.serialized(indent: nil))
                if let problem = OutputFile.write(String(decoding: framed, as: UTF8.self), to: STDOUT_FILENO) {
                    Console.error("layoutc lsp: error: cannot write to standard output: \(problem)\n")
                    return ExitCode.failure
                }
            }
            if let status = server.exitStatus { return status }
            // Closed documents' memory goes back to the system once half of
            // the most that were open are closed, not at every close.
            largest = max(largest, server.openDocumentCount)
            if largest >= 64, server.openDocumentCount <= largest / 2 {
                trimHeap()
                largest = server.openDocumentCount
            }
        }
    }

    /// Standard input, read in batches: everything already written, so
    /// the server sees a burst of edits at once.
    struct Input {
        var framer = MessageFramer(maxBodyBytes: Limits().maxFileBytes)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        /// The end of the input, or a read error.
        var ended = false
        /// Whether the last batch held messages.
        var justHandled = false
        /// At most this much is read before handling what was read, so a
        /// client that never stops writing is still answered.
        static let batchBytes = 4 * 1024 * 1024

        /// The framer's events for what can be read now, waiting up to
        /// `waitingMilliseconds` (-1: for ever) for the first bytes.
        mutating func nextEvents(waitingMilliseconds: Int32) -> [MessageFramer.Event] {
            var total = 0
            var wait = waitingMilliseconds
            while !ended, total < Self.batchBytes, Self.readable(waitingMilliseconds: wait) {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    ended = true
                    break
                }
                framer.append(chunk[..<count])
                total += count
                wait = 0
            }
            var events: [MessageFramer.Event] = []
            while let event = framer.next() { events.append(event) }
            return events
        }

        /// Whether bytes (or the end of the input) wait on standard input.
        var hasWaitingInput: Bool { !ended && Self.readable(waitingMilliseconds: 0) }

        static func readable(waitingMilliseconds: Int32) -> Bool {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            while true {
                let result = poll(&descriptor, 1, waitingMilliseconds)
                if result < 0, errno == EINTR { continue }
                // An error or a hang-up is read as the end of the input.
                return result != 0
            }
        }
    }

    /// Returns freed heap memory to the system (glibc's `malloc_trim`,
    /// looked up at run time: the Glibc module does not declare it).
    static func trimHeap() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
