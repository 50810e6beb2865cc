/// Splits a byte stream into LSP messages: headers of the form
/// `Content-Length: N`, each ended by `\r\n`, an empty line, then exactly
/// N bytes of JSON.
///
///     var framer = MessageFramer()
///     framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
///     framer.next()   // .message([0x7B, 0x7D])
///
/// Bad input never stops the stream: a header block without a valid
/// `Content-Length` is reported and skipped, and a body larger than
/// `maxBodyBytes` is reported and its bytes discarded as they arrive, so
/// the framer's buffer never holds more than one header block or one
/// allowed body.
///
/// Reference: https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#headerPart
package struct MessageFramer: Sendable {
    /// What `next()` found.
    package enum Event: Sendable, Equatable {
        /// One message's body.
        case message([UInt8])
        /// Input that is not a message, already skipped; the text says why.
        case malformed(String)
    }

    /// The largest body accepted; larger ones are skipped.
    package let maxBodyBytes: Int
    /// The largest header block; a longer one is skipped.
    package let maxHeaderBytes: Int
    private var buffer: [UInt8] = []
    /// Where unread input starts in `buffer` (consumed bytes are dropped
    /// in bulk, not one message at a time).
    private var start = 0
    /// Bytes of an oversized body still to discard.
    private var discarding = 0

    /// A framer with the given limits.
    package init(maxBodyBytes: Int = 64 * 1024 * 1024, maxHeaderBytes: Int = 8 * 1024) {
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = ArraySlice(bytes)
        if discarding > 0 {
            let skipped = min(discarding, bytes.count)
            discarding -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message or problem, or nil when more input is needed.
    package mutating func next() -> Event? {
        guard discarding == 0, let headerEnd = findHeaderEnd() else {
            if discarding == 0, buffer.count - start > maxHeaderBytes, findHeaderEnd() == nil {
                // No blank line within the limit: this is not a header.
                start = buffer.count
                return .malformed("header longer than \(maxHeaderBytes) bytes")
            }
            return nil
        }
        let header = buffer[start..<headerEnd]
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(header) else {
            start = bodyStart
            return .malformed("header without a valid 'Content-Length'")
        }
        if length > maxBodyBytes {
            let available = buffer.count - bodyStart
            discarding = max(0, length - available)
            start = min(buffer.count, bodyStart + length)
            return .malformed("message of \(length) bytes is larger than the limit of \(maxBodyBytes)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return .message(Array(buffer[bodyStart..<start]))
    }

    /// The index of the `\r\n\r\n` that ends the header block, if it is
    /// within `maxHeaderBytes` of the start.
    private func findHeaderEnd() -> Int? {
        let limit = min(buffer.count - 3, start + maxHeaderBytes)
        var index = start
        while index < limit {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `Content-Length`'s value (the name in any case, as HTTP headers);
    /// nil when it is missing, repeated with another value, not a
    /// decimal number or too long to be one.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        var found: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: true) {
            var line = line
            if line.last == 13 { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let digits = line[(colon + 1)...].drop(while: { $0 == 32 || $0 == 9 })
            let trimmed = digits.reversed().drop(while: { $0 == 32 || $0 == 9 }).reversed()
            guard !trimmed.isEmpty, trimmed.count <= 18, trimmed.allSatisfy({ (48...57).contains($0) }) else { return nil }
            let value = trimmed.reduce(0) { $0 * 10 + Int($1 - 48) }
            if let found, found != value { return nil }
            found = value
        }
        return found
    }

    /// Frames one outgoing message body.
    package static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}
