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
    private var initialized = false
    private var shuttingDown = false
    /// Set by `exit`: 0 after `shutdown`, else 1 (LSP says so).
    package private(set) var exitStatus: Int32?

    /// A server that reads unopened imports through `provider`.
    package init(provider: any SourceProvider) {
        self.provider = provider
    }

    /// Handles one message body; returns the responses and notifications to send.
    package mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        let message: IncomingMessage
        switch IncomingMessage.parse(body) {
        case .success(let parsed): message = parsed
        case .failure(let error): return [error.json]
        }
        guard let method = message.method else {
            // A response to a request of ours; the server sends none that
            // need an answer.
            return []
        }
        guard let id = message.id else { return handleNotification(method, message.params) }
        do throws(RPCError) {
            let result = try handleRequest(method, id: id, message.params)
            return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch {
            return [error.json]
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
            let (document, offset) = try locate(params, id: id)
            return Hover.hover(document.analysis, at: offset, provider: overlay) ?? .null
        case "textDocument/completion":
            let (document, offset) = try locate(params, id: id)
            return Completion.items(document.analysis, at: offset)
        case "textDocument/definition":
            let (document, offset) = try locate(params, id: id)
            return Definition.locations(document.analysis, at: offset) ?? .null
        case "textDocument/formatting":
            return Formatting.edits(try document(params, id: id).analysis)
        case "textDocument/documentSymbol":
            return Symbols.symbols(try document(params, id: id).analysis)
        case "textDocument/codeAction":
            let document = try document(params, id: id)
            let index = document.analysis.index
            guard let start = Self.position(params?["range"]?["start"]), let end = Self.position(params?["range"]?["end"])
            else { throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing or invalid 'range'") }
            return Diagnostics.fixIts(document.analysis, uri: document.uri, in: index.offset(of: start)...index.offset(of: end))
        default:
            throw RPCError(id: id, code: ErrorCode.methodNotFound, message: "unknown method '\(method)'")
        }
    }

    /// The open document a request names.
    private func document(_ params: JSONNode?, id: JSONValue) throws(RPCError) -> Document {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing 'textDocument.uri'")
        }
        guard let document = documents[uri] else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "document '\(uri)' is not open")
        }
        // Positions in it, and edits made from it, would be wrong.
        guard !document.outOfSync else {
            throw RPCError(id: id, code: ErrorCode.contentModified, message: "document '\(uri)' is out of sync; reopen it")
        }
        return document
    }

    /// The open document and the byte offset a position request names.
    private func locate(_ params: JSONNode?, id: JSONValue) throws(RPCError) -> (Document, Int) {
        let document = try document(params, id: id)
        guard let position = Self.position(params?["position"]) else {
            throw RPCError(id: id, code: ErrorCode.invalidParams, message: "missing or invalid 'position'")
        }
        return (document, document.analysis.index.offset(of: position))
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
            let path = DocumentURI.path(of: uri)
            var provider = overlay
            provider.files[path] = Array(text.utf8)
            documents[uri] = Document(uri: uri, text: Array(text.utf8), version: item["version"]?.int, provider: provider)
            return publish(uri)
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
            documents[uri] = document
            if document.outOfSync {
                // Diagnostics once, when it happens; other files see its
                // text on disk meanwhile (see `overlay`).
                return log + (wasOutOfSync ? [] : publish(uri) + importers(of: document.path).flatMap { analyze($0) })
            }
            return log + analyze(uri) + importers(of: document.path).flatMap { analyze($0) }
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else {
                return []
            }
            // The editor shows a closed file's diagnostics no more.
            return [Self.publish(uri: uri, version: nil, diagnostics: [])]
        case "textDocument/didSave":
            // Other open files may import the saved one.
            return documents.keys.sorted().flatMap { analyze($0) }
        default:
            // `initialized`, `$/cancelRequest`, `$/setTrace`, settings:
            // nothing to do. Unknown notifications are ignored, as LSP says.
            return []
        }
    }

    /// The open documents, over `provider`: an import of an open file sees
    /// the editor's text, not the disk's.
    var overlay: OverlaySourceProvider {
        var files: [String: [UInt8]] = [:]
        for document in documents.values where !document.outOfSync { files[document.path] = document.text }
        return OverlaySourceProvider(files: files, base: provider)
    }

    /// Compiles a document again and publishes its diagnostics.
    private mutating func analyze(_ uri: String) -> [JSONValue] {
        guard var document = documents[uri], !document.outOfSync else { return [] }
        document.analyze(provider: overlay)
        documents[uri] = document
        return publish(uri)
    }

    /// The other open documents whose last compilation read `path` (they
    /// import it, directly or not): they are checked again when it changes.
    private func importers(of path: String) -> [String] {
        documents.filter { $0.value.path != path && $0.value.analysis.compilation.sources.id(ofPath: path) != nil }
            .keys.sorted()
    }

    /// Publishes a document's diagnostics.
    private func publish(_ uri: String) -> [JSONValue] {
        guard let document = documents[uri] else { return [] }
        guard !document.outOfSync else {
            return [Self.publish(uri: uri, version: document.version, diagnostics: [Self.outOfSyncDiagnostic])]
        }
        return [Self.publish(uri: uri, version: document.version, diagnostics: Diagnostics.lsp(document.analysis))]
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
