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
    /// The document changed under the request (clients drop the answer
    /// quietly): here, one out of sync with the editor.
    package static let contentModified = -32801
    /// The client cancelled the request (`$/cancelRequest`) before it was
    /// worked on.
    package static let requestCancelled = -32800
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
        let source = SourceFile(path: "<message>", bytes: replacingLoneSurrogates(body))
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

/// The body with each lone surrogate escape (`\ud800` not paired, which
/// JavaScript strings, and so editors, can hold) written as `\ufffd`:
/// JSON's grammar allows them, a decoder shows them so, and rejecting the
/// message would drop an edit and put the document out of step with the
/// editor. (Raw bytes that are not UTF-8 are no JSON text: still an error.)
///
///     #"{"text":"a\ud800b"}"#  =>  #"{"text":"a\ufffdb"}"#
func replacingLoneSurrogates(_ body: [UInt8]) -> [UInt8] {
    var result: [UInt8]?
    var index = 0
    func hex4(at index: Int) -> UInt32? {
        guard index + 6 <= body.count, body[index] == UInt8(ascii: "\\"), body[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        var value: UInt32 = 0
        for byte in body[(index + 2)..<(index + 6)] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - 55)
            default: return nil
            }
        }
        return value
    }
    while index < body.count {
        let byte = body[index]
        if byte == UInt8(ascii: "\\") {
            guard let value = hex4(at: index) else {
                // Another escape (or a broken one, left to the reader): its
                // second byte is not a backslash that starts an escape.
                result?.append(contentsOf: body[index..<min(body.count, index + 2)])
                index += 2
                continue
            }
            var length = 6
            var lone = (0xDC00...0xDFFF).contains(value)
            if (0xD800...0xDBFF).contains(value) {
                if let low = hex4(at: index + 6), (0xDC00...0xDFFF).contains(low) { length = 12 } else { lone = true }
            }
            if lone {
                if result == nil { result = Array(body[..<index]) }
                result! += Array(#"\ufffd"#.utf8)
            } else {
                result?.append(contentsOf: body[index..<(index + length)])
            }
            index += length
        } else {
            result?.append(byte)
            index += 1
        }
    }
    return result ?? body
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
