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
        var framer = MessageFramer(maxBodyBytes: Limits().maxFileBytes)
        var server = LanguageServer(provider: FileSystemSourceProvider())
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            framer.append(chunk[..<count])
            while let event = framer.next() {
                switch event {
                case .message(let body):
                    for reply in server.handle(body) {
                        let framed = MessageFramer.frame(reply.serialized(indent: nil))
                        if let problem = OutputFile.write(String(decoding: framed, as: UTF8.self), to: STDOUT_FILENO) {
                            Console.error("layoutc lsp: error: cannot write to standard output: \(problem)\n")
                            return ExitCode.failure
                        }
                    }
                    if let status = server.exitStatus { return status }
                case .malformed(let reason):
                    Console.error("layoutc lsp: skipped input: \(reason)\n")
                }
            }
        }
        // The client went away without 'exit'.
        return ExitCode.failure
    }
}
