import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices

/// The language server without its input and output: `handle` takes one
/// message body and returns the messages to send back, in order. `layoutc
/// lsp` moves bytes between this and standard input and output.
///
///     var server = LanguageServer(provider: FileSystemSourceProvider())
///     for reply in server.handle(body) { send(reply.serialized(indent: nil)) }
///     if let status = server.exitStatus { exit(status) }
///
/// A server that reads faster than it checks hands over every message
/// already read at once, then publishes diagnostics while no more input
/// waits:
///
///     send(server.handle(batch: bodies))          // requests answered
///     while server.hasPendingDiagnostics, !inputWaiting {
///         send(server.publishNext())              // one document checked
///     }
///
/// Changes are applied as they come but a document is checked only when
/// a request needs it or its diagnostics are published, so a burst of
/// edits costs one check of the newest text, and diagnostics are
/// published for the newest version only. A request cancelled
/// (`$/cancelRequest`) in the same batch is answered `RequestCancelled`
/// without being worked on.
///
/// No input ends the session but `exit`: a malformed message gets an
/// error response (or is dropped, for a notification), a document with
/// errors only gets diagnostics, and a change that cannot be applied puts
/// its document out of sync (one diagnostic, no further edits) until the
/// editor opens it again.
package struct LanguageServer {
    /// Reads imported files that are not open in the editor.
    let provider: any SourceProvider
    /// The open documents by URI.
    private(set) var documents: [String: Document] = [:]
    /// The text of every open document in step with the editor, by path:
    /// what `overlay` shows the compiler. Kept as documents change rather
    /// than gathered for each check, which would cost every open document
    /// at each one.
    private var openFiles: [String: [UInt8]] = [:]
    /// Documents whose diagnostics are to be published, oldest first.
    private var pending: [String] = []
    private var pendingSet: Set<String> = []
    /// The ids (serialized) of requests cancelled in the batch being handled.
    private var cancelled: Set<String> = []
    private var initialized = false
    private var shuttingDown = false
    /// Set by `exit`: 0 after `shutdown`, else 1 (LSP says so).
    package private(set) var exitStatus: Int32?

    /// A server that reads unopened imports through `provider`.
    package init(provider: any SourceProvider) {
        self.provider = provider
    }

    /// Handles one message body and publishes the diagnostics it leaves
    /// pending; returns the responses and notifications to send.
    package mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        handle(batch: [body]) + publishPending()
    }

    /// Handles messages that arrived together, in order: changes are
    /// applied, requests answered (each from the text as it is at that
    /// point) and cancelled requests answered `RequestCancelled`. The
    /// diagnostics of changed documents are left pending (see
    /// `publishNext`), except before `shutdown`, which publishes them.
    package mutating func handle(batch bodies: [[UInt8]]) -> [JSONValue] {
        let messages = bodies.map(IncomingMessage.parse)
        cancelled = []
        for case .success(let message) in messages where message.method == "$/cancelRequest" && message.id == nil {
            if let id = message.params?["id"]?.plain { cancelled.insert(id.serialized(indent: nil)) }
        }
        defer { cancelled = [] }
        var replies: [JSONValue] = []
        for parsed in messages {
            switch parsed {
            case .success(let message): replies += handle(message)
            case .failure(let error): replies.append(error.json)
            }
            if exitStatus != nil { break }
        }
        return replies
    }

    /// How many documents are open.
    package var openDocumentCount: Int { documents.count }

    /// Whether some document's diagnostics wait to be published.
    package var hasPendingDiagnostics: Bool { !pending.isEmpty }

    /// Checks the document that has waited longest and publishes its
    /// diagnostics (none when nothing waits).
    package mutating func publishNext() -> [JSONValue] {
        guard !pending.isEmpty else { return [] }
        let uri = pending.removeFirst()
        pendingSet.remove(uri)
        return publish(uri)
    }

    /// Checks and publishes every document that waits.
    package mutating func publishPending() -> [JSONValue] {
        var replies: [JSONValue] = []
        while hasPendingDiagnostics { replies += publishNext() }
        return replies
    }

    private mutating func handle(_ message: IncomingMessage) -> [JSONValue] {
        guard let method = message.method else {
            // A response to a request of ours; the server sends none that
            // need an answer.
            return []
        }
        guard let id = message.id else { return handleNotification(method, message.params) }
        if cancelled.contains(id.serialized(indent: nil)) {
            return [RPCError(id: id, code: ErrorCode.requestCancelled, message: "the request was cancelled").json]
        }
        // Diagnostics go out before the answer to `shutdown`, which a
        // client may take as the end of the session.
        let before = method == "shutdown" && initialized && !shuttingDown ? publishPending() : []
        do throws(RPCError) {
            let result = try handleRequest(method, id: id, message.params)
            return before + [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch {
            return before + [error.json]
        }
    }

    // MARK: Requests

    private mutating func handleRequest(_ method: String, id: JSONValue, _ params: JSONNode?) throws(RPCError) -> JSONValue {
        if method == "initialize" {
            initialized = true
            return Capabilities.initializeResult
        }
        guard initialized else {
            throw RPCError(id: id, code: ErrorCode.serverNotInitialized, message: "the server is not initialized")
        }
        guard !shuttingDown else {
            throw RPCError(id: id, code: ErrorCode.invalidRequest, message: "the server is shutting down")
        }
        switch method {
        case "shutdown":
            shuttingDown = true
            return .null
        case "textDocument/hover":
            let (analysis, offset) = try locate(params, id: id)
            return Hover.hover(analysis, at: offset, provider: overlay) ?? .null
        case "textDocument/completion":
            let (analysis, offset) = try locate(params, id: id)
            return Completion.items(analysis, at: offset)
        case "textDocument/definition":
            let (analysis, offset) = try locate(params, id: id)
            return Definition.locations(analysis, at: offset) ?? .null
        case "textDocument/formatting":
            return Formatting.edits(try newestAnalysis(params, id: id).analysis)
        case "textDocument/documentSymbol":
            return Symbols.symbols(try newestAnalysis(params, id: id).analysis)
        case "textDocument/codeAction":
            let (uri, analysis) = try newestAnalysis(params, id: id)
            let index = analysis.index
            guard let start = Self.position(params?["range"]?["start"]), let end = Self.position(params?["range"]?["end"])
            else { throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing or invalid 'range'") }
            return Diagnostics.fixIts(analysis, uri: uri, in: index.offset(of: start)...index.offset(of: end))
        default:
            throw RPCError(id: id, code: ErrorCode.methodNotFound, message: "unknown method '\(method)'")
        }
    }

    /// The URI and the analysis of the newest text of the open document
    /// a request names (analyzed now if it changed since).
    private mutating func newestAnalysis(_ params: JSONNode?, id: JSONValue) throws(RPCError) -> (uri: String, analysis: Analysis) {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing 'textDocument.uri'")
        }
        guard var document = documents[uri] else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "document '\(uri)' is not open")
        }
        // Positions in it, and edits made from it, would be wrong.
        guard !document.outOfSync else {
            throw RPCError(id: id, code: ErrorCode.contentModified, message: "document '\(uri)' is out of sync; reopen it")
        }
        if let analysis = document.analysis { return (uri, analysis) }
        let analysis = document.analyzed(provider: overlay)
        documents[uri] = document
        return (uri, analysis)
    }

    /// The analysis of the open document and the byte offset a position request names.
    private mutating func locate(_ params: JSONNode?, id: JSONValue) throws(RPCError) -> (Analysis, Int) {
        let (_, analysis) = try newestAnalysis(params, id: id)
        guard let position = Self.position(params?["position"]) else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing or invalid 'position'")
        }
        return (analysis, analysis.index.offset(of: position))
    }

    static func position(_ node: JSONNode?) -> Position? {
        guard let line = node?["line"]?.int, let character = node?["character"]?.int, line >= 0, character >= 0
        else { return nil }
        return Position(line: line, character: character)
    }

    // MARK: Notifications

    private mutating func handleNotification(_ method: String, _ params: JSONNode?) -> [JSONValue] {
        switch method {
        case "exit":
            exitStatus = shuttingDown ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard initialized, let item = params?["textDocument"], let uri = item["uri"]?.string,
                let text = item["text"]?.string
            else { return [] }
            store(Document(uri: uri, text: Array(text.utf8), version: item["version"]?.int))
            schedule(uri)
            return []
        case "textDocument/didChange":
            guard initialized, let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri],
                let changes = params?["contentChanges"]?.array
            else { return [] }
            let wasOutOfSync = document.outOfSync
            var log: [JSONValue] = []
            for (number, change) in changes.enumerated() {
                let text = change["text"]?.string
                guard let range = change["range"] else {
                    // The whole text: in step with the editor again.
                    if let text {
                        document.text = Array(text.utf8)
                        document.outOfSync = false
                    }
                    continue
                }
                // Applying a later change to a text known to be wrong would
                // only put its edits in the wrong place.
                guard !document.outOfSync else { continue }
                let start = Self.position(range["start"])
                let end = Self.position(range["end"])
                guard let text, let start, let end, document.replace(from: start, to: end, with: text) else {
                    document.outOfSync = true
                    let reason =
                        text == nil ? "no 'text'" : start == nil || end == nil ? "an invalid 'range'" : "a range not in the document"
                    log.append(
                        Self.logMessage(
                            "change \(number + 1) of '\(uri)' has \(reason): the document is out of sync, "
                                + "and its changes are ignored until it is opened again"))
                    continue
                }
            }
            document.version = params?["textDocument"]?["version"]?.int
            store(document)
            // Out of sync: diagnostics once, when it happens; other files
            // see its text on disk meanwhile (see `overlay`).
            if !(document.outOfSync && wasOutOfSync) {
                schedule(uri)
                recheckImporters(of: document.path)
            }
            return log
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else {
                return []
            }
            openFiles[document.path] = nil
            if pendingSet.remove(uri) != nil { pending.removeAll { $0 == uri } }
            // The editor shows a closed file's diagnostics no more.
            return [Self.publish(uri: uri, version: nil, diagnostics: [])]
        case "textDocument/didSave":
            // Open files that import the saved one are checked again.
            guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents[uri] else { return [] }
            schedule(uri)
            recheckImporters(of: document.path)
            return []
        default:
            // `initialized`, `$/cancelRequest`, `$/setTrace`, settings:
            // nothing to do. Unknown notifications are ignored, as LSP says.
            return []
        }
    }

    /// The open documents, over `provider`: an import of an open file sees
    /// the editor's text, not the disk's.
    var overlay: OverlaySourceProvider {
        OverlaySourceProvider(files: openFiles, base: provider)
    }

    /// Stores a document and keeps `openFiles` in step with it.
    private mutating func store(_ document: Document) {
        documents[document.uri] = document
        openFiles[document.path] = document.outOfSync ? nil : document.text
    }

    /// Marks a document's diagnostics to be published.
    private mutating func schedule(_ uri: String) {
        if pendingSet.insert(uri).inserted { pending.append(uri) }
    }

    /// Drops the analyses of the other open documents whose last
    /// compilation read `path` (they import it, directly or not) and
    /// schedules them to be checked again. One without an analysis is
    /// pending already.
    private mutating func recheckImporters(of path: String) {
        var found: [String] = []
        for (uri, document) in documents where document.path != path {
            if document.analysis?.compilation.sources.id(ofPath: path) != nil { found.append(uri) }
        }
        for uri in found.sorted() {
            documents[uri]?.analysis = nil
            schedule(uri)
        }
    }

    /// Checks a document (unless its newest text was) and publishes its diagnostics.
    private mutating func publish(_ uri: String) -> [JSONValue] {
        guard var document = documents[uri] else { return [] }
        guard !document.outOfSync else {
            return [Self.publish(uri: uri, version: document.version, diagnostics: [Self.outOfSyncDiagnostic])]
        }
        let analysis = document.analyzed(provider: overlay)
        documents[uri] = document
        return [Self.publish(uri: uri, version: document.version, diagnostics: Diagnostics.lsp(analysis))]
    }

    /// The one diagnostic of a document whose text is no longer the
    /// editor's, at 1:1: its real ones would be at the wrong places.
    static let outOfSyncDiagnostic: JSONValue = .object([
        ("range", .object([("start", start), ("end", start)])),
        ("severity", .integer(1)), ("source", .string("layoutc")),
        ("message", .string("the server's copy of this document is out of sync with the editor; close and reopen it")),
    ])
    private static let start = Analysis.json(Position(line: 0, character: 0))

    /// A `window/logMessage` warning: the editor's log of the server.
    static func logMessage(_ text: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("method", .string("window/logMessage")),
            ("params", .object([("type", .integer(2)), ("message", .string(text))])),
        ])
    }

    static func publish(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .integer(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        return .object([
            ("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")), ("params", .object(params)),
        ])
    }
}

/// The files open in the editor, in front of another provider.
package struct OverlaySourceProvider: SourceProvider {
    /// Open files by path.
    package var files: [String: [UInt8]]
    /// Everything else.
    package var base: any SourceProvider

    /// Reads the editor's text of an open file, else the base provider's.
    package func contents(ofFile path: String) -> [UInt8]? {
        files[path] ?? base.contents(ofFile: path)
    }
}

/// What the server offers, answered to `initialize`.
enum Capabilities {
    static let initializeResult: JSONValue = .object([
        (
            "capabilities",
            .object([
                // Incremental: the editor sends only the changed range.
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(2)), ("save", .bool(true))])),
                ("hoverProvider", .bool(true)),
                ("completionProvider", .object([("triggerCharacters", .array(["@", "(", ":", "-", "\"", "."].map(JSONValue.string)))])),
                ("definitionProvider", .bool(true)),
                ("documentFormattingProvider", .bool(true)),
                ("documentSymbolProvider", .bool(true)),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ])
        ),
        ("serverInfo", .object([("name", .string("layoutc")), ("version", .string(LayoutRules.version))])),
    ])
}
