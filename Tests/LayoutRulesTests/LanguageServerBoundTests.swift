// The language server's memory over a session, measured on the built
// `layoutc lsp` as a child: its resident set (/proc/PID/status VmRSS) once
// many documents are open and checked, and again once they are closed.

import Foundation
import Testing

@testable import LayoutRulesLanguageServer

extension ResourceBoundTests {
    /// The language server, one child at a time.
    @Suite("Resource bounds: language server", .serialized)
    struct LanguageServerMemory {
        typealias Bounds = ResourceBoundTests

        /// `layoutc lsp` with a pipe for its input and a file for its output,
        /// so it never waits for this process to read.
        final class Session {
            let process = Process()
            let input = Pipe()
            let output: URL

            init() throws {
                let executable = try #require(LayoutcProcess.executable, "layoutc is not built")
                output = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-bounds-\(UUID().uuidString)")
                _ = FileManager.default.createFile(atPath: output.path, contents: nil)
                process.executableURL = executable
                process.arguments = ["lsp"]
                process.environment = ["SWIFT_BACKTRACE": "enable=no"]
                process.standardInput = input
                process.standardOutput = try FileHandle(forWritingTo: output)
                process.standardError = FileHandle.nullDevice
                try process.run()
            }

            deinit {
                if process.isRunning { process.terminate() }
                try? FileManager.default.removeItem(at: output)
            }

            func send(_ messages: [String]) {
                input.fileHandleForWriting.write(Data(messages.flatMap { MessageFramer.frame($0) }))
            }

            /// How many times `needle` occurs in the output so far.
            func count(_ needle: String) -> Int {
                let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
                return text.components(separatedBy: needle).count - 1
            }

            /// Waits until `needle` occurs `count` times; false after `timeout` seconds.
            func wait(for needle: String, count: Int, timeout: Double) -> Bool {
                let deadline = Date().addingTimeInterval(timeout)
                while Date() < deadline {
                    if self.count(needle) >= count { return true }
                    guard process.isRunning else { return false }
                    usleep(50_000)
                }
                return false
            }

            /// The child's resident set in bytes.
            var residentBytes: Int {
                guard let data = FileManager.default.contents(atPath: "/proc/\(process.processIdentifier)/status") else { return 0 }
                for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmRSS:") {
                    return (Int(line.dropFirst("VmRSS:".count).filter(\.isNumber)) ?? 0) * 1024
                }
                return 0
            }
        }

        /// Documents open at once, each one line: every document's analysis
        /// kept a snapshot of all open documents' texts (a dictionary of
        /// them, for reading imports), so the memory grew with the square of
        /// the count (5,000: 591 MB, 20,000: 9.2 GB), and closing them gave
        /// none of it back. An analysis keeps no provider now, the server
        /// keeps one table of open texts, and `layoutc lsp` returns freed
        /// memory (`malloc_trim`) once half of the documents are closed.
        /// 5,000 documents against a release `layoutc`, 2,000 in a debug one
        /// with LAYOUTRULES_FULL_TESTS=1 and 1,000 otherwise (today's
        /// quadratic growth is 30 KB a document at 1,000).
        @Test(.enabled(if: ChildProcess.isLinux && !ChildProcess.isSanitized, "reads /proc; a sanitizer inflates memory"))
        func memoryFollowsTheOpenDocuments() throws {
            let count = Bounds.size(release: 5_000, debug: 2_000, quick: 1_000)
            let session = try Session()
            session.send([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#])
            #expect(session.wait(for: #""id":1,"result""#, count: 1, timeout: 30))
            let start = session.residentBytes
            let uri = { (index: Int) in "file:///tmp/layoutc-lsp-bounds/d\(index).layout" }
            session.send((0..<count).map { index in
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri(index))","version":1,"text":"traits { a\#(index): 1; }\n"}}}"#
            })
            #expect(session.wait(for: "publishDiagnostics", count: count, timeout: 120), "not every document was checked")
            let opened = session.residentBytes
            session.send((0..<count).map { index in
                #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri(index))"}}}"#
            })
            #expect(session.wait(for: "publishDiagnostics", count: 2 * count, timeout: 60))
            let closed = session.residentBytes
            session.send([#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#])
            session.process.waitUntilExit()
            #expect(session.process.terminationStatus == 0)
            let perDocument = (opened - start) / count
            let megabyte = Bounds.megabyte
            print("layoutc lsp: \(start / megabyte) MB at the start, \(opened / megabyte) MB with \(count) documents open "
                + "(\(perDocument / 1024) KB each), \(closed / megabyte) MB after closing them")
            // Measured (release, 5,000): 10 MB at the start, 31 MB open (4 KB a
            // document), 17 MB closed; before, 588 MB open and 579 MB closed.
            #expect(perDocument < 16 * 1024, "\(perDocument / 1024) KB per open document")
            #expect(opened < 300 * megabyte)
            #expect(closed < start + 16 * megabyte, "\(closed / megabyte) MB after closing, \(start / megabyte) MB at the start")
        }
    }
}
