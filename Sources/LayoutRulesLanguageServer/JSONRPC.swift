import LayoutRulesBase
import LayoutRulesDevices

/// JSON-RPC 2.0 error codes, and the two LSP adds.
///
/// Reference: https://www.jsonrpc.org/specification#error_object
package enum ErrorCode {
    package static let parseError = -32700
    package static let invalidRequest = -32600
    package static let methodNotFound = -32601
    package static let invalidParams = -32602
    package static let internalError = -32603
    /// A request before `initialize`.
    package static let serverNotInitialized = -32002
}

/// One incoming message, read from its JSON body.
package struct IncomingMessage: Sendable {
    /// The request's id (a number or a string); nil for a notification.
    package var id: JSONValue?
    /// The method; nil for a response to a request of ours.
    package var method: String?
    /// The parameters, if any.
    package var params: JSONNode?

    /// Reads a body; a failure is the error response to send.
    package static func parse(_ body: [UInt8]) -> Result<IncomingMessage, RPCError> {
        var diagnostics: [Diagnostic] = []
        let source = SourceFile(path: "<message>", bytes: body)
        guard let node = JSONReader.parse(source, file: FileID(0), diagnostics: &diagnostics) else {
            let reason = diagnostics.first?.message ?? "not JSON"
            return .failure(RPCError(id: .null, code: ErrorCode.parseError, message: "parse error: \(reason)"))
        }
        guard case .object = node.value else {
            return .failure(RPCError(id: .null, code: ErrorCode.invalidRequest, message: "a message must be an object"))
        }
        var message = IncomingMessage()
        if let id = node["id"] {
            switch id.value {
            case .number, .string: message.id = id.plain
            case .null: message.id = .null
            default:
                return .failure(RPCError(id: .null, code: ErrorCode.invalidRequest, message: "'id' must be a number or a string"))
            }
        }
        if let method = node["method"] {
            guard let name = method.string else {
                return .failure(
                    RPCError(id: message.id ?? .null, code: ErrorCode.invalidRequest, message: "'method' must be a string"))
            }
            message.method = name
        }
        message.params = node["params"]
        return .success(message)
    }
}

/// An error response.
package struct RPCError: Error, Sendable {
    /// The id of the request it answers (`null` when unknown).
    package var id: JSONValue
    /// One of ``ErrorCode``.
    package var code: Int
    /// What went wrong, for the log.
    package var message: String

    /// An error response.
    package init(id: JSONValue, code: Int, message: String) {
        self.id = id
        self.code = code
        self.message = message
    }

    /// The response message.
    package var json: JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .integer(code)), ("message", .string(message))])),
        ])
    }
}

extension JSONNode {
    /// The member named `key` of an object (the last one, if repeated).
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The text of a string.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value of a number that is a whole number in `Int`'s range.
    package var int: Int? {
        guard case .number(let number) = value, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    /// The items of an array.
    package var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }
}
