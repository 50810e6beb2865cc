// The language server's pure parts, without a process: UTF-16 positions,
// message framing, the completion lists and the JSON-RPC dispatch. The
// end-to-end tests with a real client are Tests/LanguageServer (pytest).

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesLanguageServer
@testable import LayoutRulesPresets

@Suite("Language server")
struct LanguageServerTests {
    // MARK: UTF-16 positions

    /// Each row: a line, a prefix of it, and the prefix's length in UTF-16
    /// units, counted by Swift's own `utf16` view rather than written down.
    static let lines: [(line: String, prefix: String)] = [
        ("width", "wid"),
        ("/* é */ (widht)", "/* é */ ("),
        ("/* 😀 */ (widht)", "/* 😀 */ ("),
        ("/* 👨‍👩‍👧‍👦 */ (widht)", "/* 👨‍👩‍👧‍👦 */ ("),
        ("\"日本語\" x", "\"日本語\" "),
    ]

    @Test("byte offsets become UTF-16 characters and back", arguments: 0..<lines.count)
    func utf16(_ row: Int) {
        let (line, prefix) = Self.lines[row]
        let text = "first line\r\n" + line + "\nlast"
        let index = LineIndex(Array(text.utf8))
        let offset = "first line\r\n".utf8.count + prefix.utf8.count
        let position = index.position(of: offset)
        #expect(position == Position(line: 1, character: prefix.utf16.count))
        #expect(index.offset(of: position) == offset)
    }

    @Test("a character counts 1 unit per BMP scalar and 2 outside it")
    func widths() {
        let index = LineIndex(Array("a😀b".utf8))
        #expect(index.position(of: 5) == Position(line: 0, character: 3))
        // Inside the surrogate pair: back to the pair's start.
        #expect(index.offset(of: Position(line: 0, character: 2)) == 1)
        // Past the end of the line: its end.
        #expect(index.offset(of: Position(line: 0, character: 99)) == 6)
        #expect(index.offset(of: Position(line: 7, character: 0)) == 6)
    }

    @Test("lines end at LF, CRLF and CR")
    func lineEnds() {
        let index = LineIndex(Array("a\nb\r\nc\rd".utf8))
        #expect(index.lineStarts == [0, 2, 5, 7])
        #expect(index.position(of: 7) == Position(line: 3, character: 0))
        // The end of line 1 is before its '\r\n'.
        #expect(index.offset(of: Position(line: 1, character: 5)) == 3)
    }

    @Test("bytes that are not UTF-8 count one unit each")
    func invalidUTF8() {
        let index = LineIndex([0x61, 0xFF, 0xC3, 0x62])
        #expect(index.position(of: 4) == Position(line: 0, character: 4))
    }

    // MARK: Framing

    static func framed(_ body: String) -> [UInt8] { MessageFramer.frame(body) }

    @Test("messages split across reads and joined in one read")
    func framing() {
        let stream = Self.framed("{\"a\":1}") + Self.framed("{\"é\":2}")
        for chunkSize in [1, 3, 7, stream.count] {
            var framer = MessageFramer()
            var bodies: [String] = []
            var start = 0
            while start < stream.count {
                framer.append(stream[start..<min(stream.count, start + chunkSize)])
                start += chunkSize
                while let event = framer.next() {
                    guard case .message(let body) = event else {
                        Issue.record("unexpected \(event)")
                        continue
                    }
                    bodies.append(String(decoding: body, as: UTF8.self))
                }
            }
            #expect(bodies == ["{\"a\":1}", "{\"é\":2}"], "chunk size \(chunkSize)")
        }
    }

    @Test("bad headers are skipped and the next message is read", arguments: [
        "Content-Type: x\r\n\r\n", "Content-Length: -3\r\n\r\n", "Content-Length: 12abc\r\n\r\n", "garbage\r\n\r\n",
        "Content-Length: 2\r\nContent-Length: 3\r\n\r\n",
    ])
    func badHeaders(_ header: String) {
        var framer = MessageFramer()
        framer.append(Array(header.utf8) + Self.framed("{}"))
        guard case .malformed = framer.next() else { return #expect(Bool(false), "header accepted") }
        #expect(framer.next() == .message(Array("{}".utf8)))
        #expect(framer.next() == nil)
    }

    @Test("header names are case-insensitive and other headers are allowed")
    func headerCase() {
        var framer = MessageFramer()
        framer.append(Array("content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test("an oversized body is skipped as it arrives, and a header without end is dropped")
    func limits() {
        var framer = MessageFramer(maxBodyBytes: 10, maxHeaderBytes: 64)
        framer.append(Array("Content-Length: 30\r\n\r\n0123456789".utf8))
        guard case .malformed = framer.next() else { return #expect(Bool(false), "oversized body accepted") }
        framer.append(Array("01234567890123456789".utf8) + Self.framed("{}"))
        #expect(framer.next() == .message(Array("{}".utf8)))
        framer.append([UInt8](repeating: 65, count: 100))
        guard case .malformed = framer.next() else { return #expect(Bool(false), "endless header kept") }
        framer.append(Self.framed("[]"))
        #expect(framer.next() == .message(Array("[]".utf8)))
    }

    /// Each row: a stream with a broken frame among good ones, and what
    /// the framer reads from it, "!" for one report of broken input.
    static let recoveries: [(name: String, stream: [UInt8], events: [String])] = [
        ("a body without a header", Array("{}".utf8) + framed("[1]"), ["!", "[1]"]),
        ("a stray byte", Array("x".utf8) + framed("[1]") + Array("x".utf8) + framed("[2]"), ["!", "[1]", "!", "[2]"]),
        // The body read is 3 bytes short: its rest is skipped.
        ("a length too small", Array("Content-Length: 3\r\n\r\n[1,2,3]".utf8) + framed("[4]"), ["[1,", "!", "[4]"]),
        // The next header, inside the body, ends it without waiting for the rest.
        ("a length too large", Array("Content-Length: 50\r\n\r\n[1,2]".utf8) + framed("[3]"), ["!", "[3]"]),
        ("a length far too large", Array("Content-Length: 999999999999\r\n\r\n[1]".utf8) + framed("[2]"), ["!", "[2]"]),
        ("LF-only line ends", Array("Content-Length: 3\n\n[1]content-length: 3\nContent-Type: x\n\n[2]".utf8), ["[1]", "[2]"]),
        ("CR LF after each body", framed("[1]") + Array("\r\n".utf8) + framed("[2]") + Array("\r\n \n".utf8) + framed("[3]"),
         ["[1]", "[2]", "[3]"]),
        ("a header without its empty line", Array("Content-Length: 3\r\n[1]".utf8) + framed("[2]"), ["!", "[2]"]),
        ("a header in a JSON string is no header",
         framed(#"["Content-Length: 3"]"#) + framed(#"["content-length:3\r\n"]"#), [#"["Content-Length: 3"]"#, #"["content-length:3\r\n"]"#]),
    ]

    @Test("after a broken frame, reading resumes at the next 'Content-Length' header", arguments: 0..<recoveries.count)
    func recovery(_ row: Int) {
        let (name, stream, expected) = Self.recoveries[row]
        for chunkSize in [1, 2, 5, stream.count] {
            var framer = MessageFramer(maxBodyBytes: 1000)
            var events: [String] = []
            var start = 0
            while start < stream.count {
                framer.append(stream[start..<min(stream.count, start + chunkSize)])
                start += chunkSize
                while let event = framer.next() {
                    switch event {
                    case .message(let body): events.append(String(decoding: body, as: UTF8.self))
                    case .malformed: events.append("!")
                    }
                }
            }
            #expect(events == expected, "\(name), chunk size \(chunkSize)")
        }
    }

    @Test("skipped input and an endless line are not kept")
    func resynchronizingIsBounded() {
        var framer = MessageFramer(maxBodyBytes: 1000, maxHeaderBytes: 64)
        framer.append(Array("{".utf8))
        guard case .malformed = framer.next() else { return #expect(Bool(false), "junk accepted") }
        for _ in 0..<100 {
            framer.append([UInt8](repeating: UInt8(ascii: "}"), count: 1000))
            #expect(framer.next() == nil)
        }
        framer.append(Array("Content-Length:".utf8) + [UInt8](repeating: 32, count: 1000))
        #expect(framer.next() == nil)
        framer.append(Self.framed("[1]"))
        #expect(framer.next() == .message(Array("[1]".utf8)))
    }

    // MARK: Completion

    static func labels(_ text: String, marker: String = "|") -> [String] {
        let offset = text.utf8.count - text.split(separator: marker, omittingEmptySubsequences: false).last!.utf8.count - 1
        let bytes = Array(text.replacingOccurrences(marker, with: "").utf8)
        let analysis = Analysis(path: "/tmp/test.layout", text: bytes, provider: InMemorySourceProvider())
        return Completion.suggestions(analysis, at: offset).map(\.label)
    }

    @Test("features come from the feature table, with min- and max- for ranges")
    func featureCompletion() {
        let labels = Self.labels("@custom-media --wide (width >= 900);\ntraits { dense: true; }\n@media (|")
        for descriptor in Feature.table {
            #expect(labels.contains(descriptor.name))
            #expect(labels.contains("min-" + descriptor.name) == descriptor.allowsRanges)
        }
        #expect(labels.contains("--wide"))
        #expect(labels.contains("dense"))
        #expect(!labels.contains("traits"))
    }

    @Test("a discrete feature's values after ':'", arguments: Feature.table.filter { $0.type == .discrete }.map(\.name))
    func valueCompletion(_ name: String) {
        let values = Feature.table.first { $0.name == name }!.values
        #expect(Self.labels("@media (\(name): |) {}") == values)
        #expect(Self.labels("@media (\(name): p|") == values)
    }

    @Test("an ordered feature's values after a comparison; a device's gamut after 'color-gamut:'")
    func orderedValueCompletion() {
        let sizes = LayoutEnvironment.DynamicTypeSize.allCases.map(\.rawValue)
        #expect(Self.labels("@media (dynamic-type >= |) {}") == sizes)
        #expect(Self.labels("@media (dynamic-type < a|") == sizes)
        #expect(Self.labels("@media (width >= |) {}").isEmpty)
        #expect(Self.labels("@device \"Kiosk\" { color-gamut: | }") == ["srgb", "p3"])
    }

    @Test("top level, traits, layout, @import and @device")
    func blockCompletion() {
        #expect(Self.labels("|") == ["traits", "layout", "@media", "@custom-media", "@import", "@require", "@device"])
        #expect(Self.labels("@media (width > 1) { | }") == ["traits", "layout", "@media"])
        #expect(Self.labels("traits { columns: 1; }\n@media (width > 1) { traits { c| } }") == ["columns"])
        #expect(Self.labels("traits { style: wide; }\ntraits { style: |") == ["wide", "true", "false"])
        #expect(Self.labels("@import \"|\";") == Presets.names)
        // An unterminated string at the very end: no closing quote to keep.
        #expect(Self.labels("@import \"|") == Presets.names)
        #expect(Self.labels("@device \"|\"").count == DeviceCatalog.all.count)
        let layout = Self.labels("layout { list { left: 0; } main { |")
        #expect(Array(layout.prefix(9)) == ["left", "right", "width", "center-x", "top", "bottom", "height", "center-y", "transform"])
        #expect(layout.contains("list"))
        #expect(Self.labels("layout { list { left: 0; } main { left: list.|").first == "left")
        #expect(Self.labels("layout { m { transform: r|").contains("rotate"))
        #expect(!Self.labels("layout { m { left: r|").contains("rotate"))
        #expect(Self.labels("layout { m { left: r|").contains("parent"))
    }

    // MARK: Hover

    @Test("every feature's hover is its row of the table", arguments: Feature.table.map(\.name))
    func featureHover(_ name: String) throws {
        let descriptor = try #require(Feature.table.first { $0.name == name })
        let text = try #require(Hover.feature(name.uppercased()))
        #expect(text.contains(descriptor.summary))
        for value in descriptor.values { #expect(text.contains("`\(value)`")) }
        if let citation = descriptor.citation { #expect(text.contains(citation.url)) }
        #expect((Hover.feature("min-" + name) != nil) == descriptor.allowsRanges)
        if descriptor.allowsRanges { #expect(Hover.feature("max-" + name)!.contains("`\(name) <= V`")) }
    }

    @Test("no hover for what is not a feature")
    func notAFeature() {
        #expect(Hover.feature("widht") == nil)
        #expect(Hover.feature("min-orientation") == nil)
    }

    /// The hover text at `|` in `text`, a file at /tmp/test.layout beside `files`.
    static func hover(_ text: String, files: [String: String] = [:]) -> String? {
        let offset = text.utf8.count - text.split(separator: "|", omittingEmptySubsequences: false).last!.utf8.count - 1
        let bytes = Array(text.replacingOccurrences("|", with: "").utf8)
        let provider = InMemorySourceProvider(files)
        let analysis = Analysis(path: "/tmp/test.layout", text: bytes, provider: provider)
        return Hover.markdown(analysis, at: offset, provider: provider)?.0
    }

    /// Each row: a header with `|` on (or just after) a feature name, and the feature.
    static let featuresInHeaders: [(text: String, feature: String)] = [
        // On the first character, where the `(` before also ends.
        ("@media (|width >= 600) {}", "width"),
        ("@media (wi|dth >= 600) {}", "width"),
        ("@media (width| >= 600) {}", "width"),
        ("@media (|min-width: 600px) { traits { a: 1; } }", "min-width"),
        ("@media (400 <= |width) {}", "width"),
        ("@media (idiom: pad) and (|orientation: landscape) {}", "orientation"),
        ("@media (--a), (|idiom: mac) and (width >= 1024) {}", "idiom"),
        ("@media (width > 1) {\n  @media (|height > 1) {} }", "height"),
    ]

    @Test("a feature name in an @media header, from its first character on, is the feature's documentation",
        arguments: 0..<featuresInHeaders.count)
    func featureInHeader(_ row: Int) {
        let (text, feature) = Self.featuresInHeaders[row]
        let shown = Self.hover(text) ?? "nil"
        #expect(shown.hasPrefix("**\(feature)** — "), "\(text): \(shown.prefix(100))")
    }

    @Test("the @media keyword, from its first character to its end, lists the devices")
    func devicesOnKeyword() {
        for text in ["|@media (width >= 600) {}", "@me|dia (width >= 600) {}", "@media| (width >= 600) {}"] {
            let shown = Self.hover(text) ?? "nil"
            #expect(shown.hasPrefix("`@media (width >= 600)` matches **"), "\(text): \(shown.prefix(100))")
        }
    }

    @Test("definition from the first character of a custom media name in a header")
    func definitionAtWordStart() {
        let text = "@custom-media --wide (width > 1);\n@media (--wide) {}"
        let offset = text.utf8.count - " {}".utf8.count - "--wide)".utf8.count
        let analysis = Analysis(path: "/tmp/test.layout", text: Array(text.utf8), provider: InMemorySourceProvider())
        let location = Definition.locations(analysis, at: offset)?.serialized(indent: nil) ?? "nil"
        #expect(location.contains(#""start":{"line":0,"character":14}"#), "\(location)")
    }

    static let header = "@media (width >= 600) { traits { wide: true; } }\n"

    /// Each row: a file with an error (here or in an imported file), a `|`
    /// on an `@media`, and whether the error is outside that query (so its
    /// devices still show).
    static let errorsAroundHeaders: [(text: String, outside: Bool)] = [
        ("@custom-media --typo (widht > 1);\n|" + header, true),
        ("@custom-media --loop (--loop);\n|" + header, true),
        ("@device \"x\" { oops }\n|" + header, true),
        ("@import \"missing.layout\";\n|" + header, true),
        ("@import \"broken.layout\";\n|@media (--fine) { traits { wide: true; } }\n", true),
        ("@import \"nested/a.layout\";\n|@media (--fine) and (--a) { traits { wide: true; } }\n", true),
        ("traits { a 1; }\n|" + header, true),
        ("|" + header + "@media (height > 1) and (widht > 2) {}\n", true),
        ("|@media (widht >= 600) { traits { wide: true; } }\n", false),
        ("@custom-media --typo (widht > 1);\n|@media (--typo) { traits { wide: true; } }\n", false),
        ("@import \"broken.layout\";\n|@media (--typo) { traits { wide: true; } }\n", false),
        ("@import \"nested/a.layout\";\n|@media (--typo) { traits { wide: true; } }\n", false),
        ("@media (widht > 1) {\n  |" + header + "}\n", false),
    ]

    @Test("an error outside an @media header leaves its device list; one in the query hides it",
        arguments: 0..<errorsAroundHeaders.count)
    func devicesDespiteErrors(_ row: Int) {
        let (text, outside) = Self.errorsAroundHeaders[row]
        let broken = "@custom-media --typo (widht > 1);\n@custom-media --fine (width > 1);\n"
        // nested/a.layout imports broken.layout from its own folder's parent.
        let nested = "@import \"../broken.layout\";\n@custom-media --a (height > 1);\n"
        let shown = Self.hover(text, files: ["/tmp/broken.layout": broken, "/tmp/nested/a.layout": nested]) ?? "nil"
        if outside {
            #expect(shown.contains("` matches **"), "\(text): \(shown.prefix(120))")
        } else {
            #expect(shown.hasSuffix("the devices it matches show once the query has no errors"), "\(text): \(shown.prefix(120))")
        }
    }

    // MARK: Dispatch

    static func run(_ messages: [String]) -> [String] {
        var server = LanguageServer(provider: InMemorySourceProvider())
        return messages.flatMap { server.handle(Array($0.utf8)) }.map { $0.serialized(indent: nil) }
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    @Test("errors: bad JSON, not initialized, unknown methods; unknown notifications are ignored")
    func errors() {
        let replies = Self.run([
            #"{"jsonrpc":"2.0","id":0,"method":"textDocument/hover","params":{}}"#,
            "{not json", "[1, 2]", Self.initialize,
            #"{"jsonrpc":"2.0","id":"x","method":"no/such","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"no/such","params":{}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nowhere"},"position":{"line":0,"character":0}}}"#,
        ])
        #expect(replies.count == 6)
        #expect(replies[0].contains("\"code\":-32002"))
        #expect(replies[1].contains("\"code\":-32700"))
        #expect(replies[2].contains("\"code\":-32600"))
        #expect(replies[3].contains("\"capabilities\""))
        #expect(replies[4].contains("\"id\":\"x\"") && replies[4].contains("\"code\":-32601"))
        #expect(replies[5].contains("\"code\":-32602"))
    }

    @Test("diagnostics count UTF-16 units after non-ASCII text on the line")
    func diagnosticPositions() {
        let prefix = "/* 👨‍👩‍👧‍👦 é */ @media ("
        let text = prefix + "widht >= 400) { traits { a: 1; } }"
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.layout","languageId":"layout","version":1,"text":"@TEXT@"}}}"#
            .replacingOccurrences("@TEXT@", with: text)
        let replies = Self.run([Self.initialize, open])
        #expect(replies.count == 2)
        #expect(replies[1].contains("unknown feature 'widht'"))
        let start = #""start":{"line":0,"character":\#(prefix.utf16.count)}"#
        let end = #""end":{"line":0,"character":\#(prefix.utf16.count + 5)}"#
        #expect(replies[1].contains(start) && replies[1].contains(end), "\(replies[1])")
    }

    @Test("incremental changes apply at UTF-16 positions")
    func incremental() {
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.layout","version":1,"text":"/* 😀 */ traits { a: 1; }"}}}"#
        // Replace 'a' (after 😀, at UTF-16 character 18) with 'b c'.
        let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///t.layout","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":18},"end":{"line":0,"character":19}},"text":"b c"}]}}"#
        let replies = Self.run([Self.initialize, open, change])
        #expect(replies.count == 3)
        #expect(replies[1].contains("\"diagnostics\":[]"))
        #expect(replies[2].contains("\"version\":2") && replies[2].contains("\"character\":20"), "\(replies[2])")
    }

    static let openABC = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.layout","version":1,"text":"abc"}}}"#

    static func change(_ version: Int, _ range: String?, _ text: String) -> String {
        let range = range.map { #""range":\#($0),"# } ?? ""
        return #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///t.layout","version":\#(version)},"contentChanges":[{\#(range)"text":"\#(text)"}]}}"#
    }

    static func range(_ line: Int, _ character: Int, _ endLine: Int, _ endCharacter: Int) -> String {
        #"{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(endLine),"character":\#(endCharacter)}}"#
    }

    @Test("lone surrogate escapes read as U+FFFD; pairs and escaped backslashes are kept")
    func loneSurrogates() throws {
        let body = #"{"method":"m","params":{"a":"x\ud800y","b":"\uDC00","c":"\ud83d\ude00","d":"\\ud800","e":"\ud800\u0041"}}"#
        let message = try IncomingMessage.parse(Array(body.utf8)).get()
        #expect(message.params?["a"]?.string == "x\u{FFFD}y")
        #expect(message.params?["b"]?.string == "\u{FFFD}")
        #expect(message.params?["c"]?.string == "😀")
        #expect(message.params?["d"]?.string == #"\ud800"#)
        #expect(message.params?["e"]?.string == "\u{FFFD}A")
        // A change that inserts one is applied, so the next lands in place.
        var server = LanguageServer(provider: InMemorySourceProvider())
        for message in [Self.initialize, Self.openABC, Self.change(2, Self.range(0, 1, 0, 1), #"\ud800"#),
                        Self.change(3, Self.range(0, 4, 0, 4), "!")] {
            _ = server.handle(Array(message.utf8))
        }
        #expect(server.documents["file:///t.layout"]?.text == Array("a\u{FFFD}bc!".utf8))
    }

    @Test("a change that cannot be applied puts the document out of sync until it is opened again",
          arguments: [Self.range(5, 0, 5, 0), Self.range(0, 2, 0, 1), #"{"start":{"line":0}}"#, "null"])
    func outOfSync(_ badRange: String) {
        var server = LanguageServer(provider: InMemorySourceProvider())
        func send(_ message: String) -> [String] { server.handle(Array(message.utf8)).map { $0.serialized(indent: nil) } }
        _ = send(Self.initialize)
        _ = send(Self.openABC)
        let replies = send(Self.change(2, badRange, "X"))
        #expect(replies.count == 2, "\(replies)")
        #expect(replies.first?.contains(#""method":"window/logMessage""#) == true)
        #expect(replies.last?.contains(#""diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":1"#) == true)
        #expect(replies.last?.contains("out of sync") == true)
        // Later edits are not applied; requests on it fail as content modified.
        #expect(send(Self.change(3, Self.range(0, 0, 0, 0), "Y")).isEmpty)
        #expect(server.documents["file:///t.layout"]?.text == Array("abc".utf8))
        let hover = #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///t.layout"},"position":{"line":0,"character":0}}}"#
        #expect(send(hover).first?.contains("-32801") == true)
        // Opened again: in step, and edits apply.
        #expect(send(Self.openABC).first?.contains("out of sync") == false)
        _ = send(Self.change(2, Self.range(0, 3, 0, 3), "d"))
        #expect(server.documents["file:///t.layout"]?.text == Array("abcd".utf8))
        // The whole text, sent without a range, also brings it back.
        _ = send(Self.change(3, badRange, "X"))
        #expect(send(Self.change(4, nil, "new")).first?.contains("out of sync") == false)
        _ = send(Self.change(5, Self.range(1, 0, 1, 0), "!"))
        #expect(server.documents["file:///t.layout"]?.text == Array("new!".utf8))
    }

    // MARK: Scheduling

    static func hoverRequest(_ id: Int, line: Int = 0, character: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///t.layout"},"position":{"line":\#(line),"character":\#(character)}}}"#
    }

    static func serialized(_ replies: [JSONValue]) -> [String] { replies.map { $0.serialized(indent: nil) } }

    @Test("a burst of changes then a hover: the hover reads the newest text, and only the newest version is checked and published")
    func burstOfChanges() throws {
        var server = LanguageServer(provider: InMemorySourceProvider())
        _ = server.handle(Array(Self.initialize.utf8))
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.layout","version":1,"text":"@media (width >= 1) { traits { a: 1; } }"}}}"#
        #expect(server.handle(Array(open.utf8)).count == 1)
        // Versions 2 to 20 misspell the feature, 21 makes it 'height'.
        var batch = (2...20).map { Self.change($0, Self.range(0, 8, 0, 13), $0 % 2 == 0 ? "widht" : "wdith") }
        batch.append(Self.change(21, Self.range(0, 8, 0, 13), "height"))
        batch.append(Self.hoverRequest(9, character: 10))
        let replies = Self.serialized(server.handle(batch: batch.map { Array($0.utf8) }))
        // The hover alone: no diagnostics of any version yet.
        #expect(replies.count == 1, "\(replies)")
        let summary = try #require(Feature.table.first { $0.name == "height" }?.summary)
        #expect(replies.first?.contains(#""id":9,"result""#) == true)
        #expect(replies.first?.contains(summary) == true, "\(replies)")
        #expect(server.hasPendingDiagnostics)
        let published = Self.serialized(server.publishPending())
        #expect(published.count == 1)
        #expect(published.first?.contains(#""version":21,"diagnostics":[]"#) == true, "\(published)")
        #expect(!server.hasPendingDiagnostics)
        #expect(server.publishNext().isEmpty)
    }

    @Test("a request cancelled in its batch is answered RequestCancelled; later requests and unknown ids are unaffected")
    func cancelledRequests() {
        var server = LanguageServer(provider: InMemorySourceProvider())
        _ = server.handle(Array(Self.initialize.utf8))
        _ = server.handle(Array(Self.openABC.utf8))
        let cancel = { (id: String) in #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(id)}}"# }
        let stringID = #"{"jsonrpc":"2.0","id":"s","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///t.layout"}}}"#
        let batch = [Self.hoverRequest(5, character: 1), cancel("5"), Self.hoverRequest(6, character: 1), cancel("99"), stringID, cancel(#""s""#)]
        let replies = Self.serialized(server.handle(batch: batch.map { Array($0.utf8) }))
        #expect(replies.count == 3, "\(replies)")
        #expect(replies.first?.contains(#""id":5,"error":{"code":-32800"#) == true, "\(replies)")
        #expect(replies.dropFirst().first?.contains(#""id":6,"result""#) == true, "\(replies)")
        #expect(replies.last?.contains(#""id":"s","error":{"code":-32800"#) == true, "\(replies)")
        // A cancel in an earlier batch does not reach a later request of that id.
        #expect(Self.serialized(server.handle(batch: [Array(Self.hoverRequest(5, character: 1).utf8)])).first?.contains("result") == true)
    }

    @Test("diagnostics waiting when 'shutdown' comes are published before its answer")
    func shutdownPublishesFirst() {
        var server = LanguageServer(provider: InMemorySourceProvider())
        _ = server.handle(Array(Self.initialize.utf8))
        let replies = Self.serialized(
            server.handle(batch: [Self.openABC, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#].map { Array($0.utf8) }))
        #expect(replies.count == 2)
        #expect(replies.first?.contains("publishDiagnostics") == true)
        #expect(replies.last == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
    }

    @Test("a change or a save checks the document and the open documents that import it, not the others")
    func recheckOnlyImporters() {
        var server = LanguageServer(provider: InMemorySourceProvider())
        _ = server.handle(Array(Self.initialize.utf8))
        func open(_ name: String, _ text: String) {
            let message = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///d/\#(name)","version":1,"text":"\#(text)"}}}"#
            _ = server.handle(Array(message.utf8))
        }
        open("base.layout", "@custom-media --wide (width >= 600);")
        open("user.layout", #"@import \"base.layout\"; @media (--wide) { traits { a: 1; } }"#)
        for index in 0..<20 { open("other\(index).layout", "traits { b: 1; }") }
        func published(_ message: String) -> [String] {
            Self.serialized(server.handle(Array(message.utf8))).compactMap { reply in
                reply.firstRange(of: #""uri":"file:///d/"#).map { String(reply[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }
        let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///d/base.layout","version":2},"contentChanges":[{"text":"@custom-media --wide (widht >= 600);"}]}}"#
        #expect(published(change) == ["base.layout", "user.layout"])
        let save = #"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///d/base.layout"}}}"#
        #expect(published(save) == ["base.layout", "user.layout"])
        #expect(published(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///d/other3.layout"}}}"#) == ["other3.layout"])
    }

    @Test("a character past a line's end is its end; the line after the last, at 0, is the end of the text")
    func lenientPositions() {
        var server = LanguageServer(provider: InMemorySourceProvider())
        for message in [Self.initialize, Self.openABC, Self.change(2, Self.range(0, 9, 0, 99), "d"),
                        Self.change(3, Self.range(1, 0, 1, 0), "e")] {
            _ = server.handle(Array(message.utf8))
        }
        #expect(server.documents["file:///t.layout"]?.outOfSync == false)
        #expect(server.documents["file:///t.layout"]?.text == Array("abcde".utf8))
    }

    @Test("file URIs and paths, percent-encoded")
    func uris() {
        #expect(DocumentURI.path(of: "file:///a%20b/c%C3%A9.layout") == "/a b/cé.layout")
        #expect(DocumentURI.uri(ofPath: "/a b/cé.layout") == "file:///a%20b/c%C3%A9.layout")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == "untitled:Untitled-1")
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// The built `layoutc lsp` given a whole session on standard input: the
/// wiring of the command (framing on real pipes, exit statuses) in the
/// default test run; Tests/LanguageServer drives it with a real client.
@Suite("layoutc lsp")
struct LanguageServerProcessTests {
    static func session(_ messages: [String]) throws -> (status: Int32, replies: [String]) {
        let (status, replies, _) = try session(bytes: messages.flatMap { MessageFramer.frame($0) })
        return (status, replies)
    }

    static func session(bytes: [UInt8]) throws -> (status: Int32, replies: [String], log: String) {
        guard let executable = LayoutcProcess.executable else { throw LayoutcProcess.Failure.notBuilt }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("stdin")
        let output = scratch.appendingPathComponent("stdout")
        let log = scratch.appendingPathComponent("stderr")
        try Data(bytes).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        process.waitUntilExit()
        var framer = MessageFramer()
        framer.append(try Data(contentsOf: output))
        var replies: [String] = []
        while case .message(let body) = framer.next() { replies.append(String(decoding: body, as: UTF8.self)) }
        return (process.terminationStatus, replies, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    @Test("broken frames between requests: each is logged once and every later request is answered")
    func brokenFrames() throws {
        func request(_ id: Int) -> String { #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///none"}}}"# }
        func framed(_ body: String) -> [UInt8] { MessageFramer.frame(body) }
        let tooSmall = Array("Content-Length: 5\r\n\r\n".utf8) + Array(request(3).utf8)
        let tooLarge = Array("Content-Length: \(request(4).utf8.count + 40)\r\n\r\n".utf8) + Array(request(4).utf8)
        let lfOnly = Array("Content-Length: \(request(5).utf8.count)\n\n".utf8) + Array(request(5).utf8)
        let input: [UInt8] = framed(LanguageServerTests.initialize) + Array("{}".utf8) + framed(request(1))
            + Array("x".utf8) + framed(request(2)) + tooSmall + framed(request(13)) + tooLarge + framed(request(14))
            + lfOnly + Array("\r\n".utf8) + framed(request(6)) + Array("\r\n".utf8) + framed(request(7)) + Array("\r\n".utf8)
            + framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let (status, replies, log) = try Self.session(bytes: input)
        #expect(status == 1)
        let answered = replies.dropFirst().compactMap { reply in [1, 2, 5, 6, 7, 13, 14].first { reply.contains(#""id":\#($0),"#) } }
        #expect(answered == [1, 2, 13, 14, 5, 6, 7], "\(replies)")
        // The 5 bytes the too-small header announced are a parse error.
        #expect(replies.contains { $0.contains("-32700") })
        // '{}', 'x', the too-small body's rest and the too-large body.
        #expect(log.split(separator: "\n").count == 4, "\(log)")
    }

    @Test("a session: diagnostics, a hover, shutdown and exit with status 0")
    func session() throws {
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///s.layout","version":1,"text":"/* é */ @media (widht > 1) { traits { a: 1; } }"}}}"#
        let hover = #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///s.layout"},"position":{"line":0,"character":1}}}"#
        let (status, replies) = try Self.session([
            LanguageServerTests.initialize, "{broken", open, hover,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        #expect(status == 0)
        #expect(replies.count == 5, "\(replies)")
        guard replies.count == 5 else { return }
        #expect(replies[1].contains("-32700"))
        // Read at once, so the hover is answered first and the diagnostics
        // are published before the answer to shutdown.
        #expect(replies[2].contains(#""id":2,"result":null"#), "no hover in a comment: \(replies[2])")
        #expect(replies[3].contains(#""start":{"line":0,"character":16}"#), "é is one UTF-16 unit: \(replies[3])")
        #expect(replies[4] == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
    }

    @Test("exit without shutdown, or the end of the input, is status 1")
    func exitStatus() throws {
        #expect(try Self.session([LanguageServerTests.initialize, #"{"jsonrpc":"2.0","method":"exit"}"#]).status == 1)
        #expect(try Self.session([LanguageServerTests.initialize]).status == 1)
    }
}
