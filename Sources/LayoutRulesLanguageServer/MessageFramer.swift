/// Splits a byte stream into LSP messages: headers of the form
/// `Content-Length: N`, each line ended by `\r\n` (or a bare `\n`), an
/// empty line, then exactly N bytes of JSON.
///
///     var framer = MessageFramer()
///     framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
///     framer.next()   // .message([0x7B, 0x7D])
///
/// Bad input never stops the stream. Each broken frame is reported once,
/// then the framer skips to the next `Content-Length` header line and
/// reads on from there (panic-mode recovery, with that line as the
/// synchronising token):
///
///     "{}Content-Length: 2\r\n\r\n{}"     => .malformed, .message("{}")
///     "x\r\n\r\nContent-Length: 2\r\n\r\n{}" => .malformed, .message("{}")
///     "{}\r\nContent-Length: 2\n\n{}\r\n"  => .message("{}"), .message("{}")
///
/// A `Content-Length` too large swallows the next message's header into
/// the body it announces; a header line found inside a body (which valid
/// JSON cannot hold, see `findHeaderLine`) ends the broken frame there,
/// without waiting for bytes that may never come. The buffer never holds
/// more than one header block or one allowed body.
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
    /// After a broken frame: input is skipped up to the next header line,
    /// without another report.
    private var resynchronizing = false
    /// How far past `start` a pending body has been searched for a header
    /// line, so a body arriving in pieces is searched once.
    private var searched = 0

    /// A framer with the given limits.
    package init(maxBodyBytes: Int = 64 * 1024 * 1024, maxHeaderBytes: Int = 8 * 1024) {
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message or problem, or nil when more input is needed.
    package mutating func next() -> Event? {
        if resynchronizing {
            switch findHeaderLine(from: start, before: buffer.count) {
            case .found(let index):
                start = index
                resynchronizing = false
            case .incomplete(let index):
                start = index
                return nil
            case .none:
                start = buffer.count
                return nil
            }
        }
        // Blank lines and spaces between messages are allowed (a client
        // that ends each body with "\r\n").
        while start < buffer.count, [9, 10, 13, 32].contains(buffer[start]) { start += 1 }
        guard start < buffer.count else { return nil }
        let header: Header
        switch readHeader() {
        case .incomplete: return nil
        case .broken(let reason): return skip(reason)
        case .complete(let read): header = read
        }
        guard let length = header.contentLength else {
            // A bad value: the block is a header, skipped whole. No
            // `Content-Length` line at all: junk may run into the next
            // header ("xContent-Length: 2"), so it is searched for from here.
            guard header.hasContentLength else { return skip("header without 'Content-Length'") }
            return skip("header without a valid 'Content-Length'", from: header.bodyStart)
        }
        if length > maxBodyBytes {
            // Not buffered: skipped up to the next header, like any broken frame.
            return skip("message of \(length) bytes is larger than the limit of \(maxBodyBytes)", from: header.bodyStart)
        }
        let bodyEnd = header.bodyStart + length
        switch findHeaderLine(from: max(header.bodyStart, start + searched), before: min(bodyEnd, buffer.count)) {
        case .found(let index):
            start = index
            searched = 0
            return .malformed("a 'Content-Length' header inside a \(length)-byte body: the length was wrong")
        case .incomplete(let index):
            searched = index - start
            return nil
        case .none:
            guard buffer.count >= bodyEnd else {
                searched = buffer.count - start
                return nil
            }
        }
        start = bodyEnd
        searched = 0
        return .message(Array(buffer[header.bodyStart..<bodyEnd]))
    }

    /// Reports a broken frame and skips to the next header line at or
    /// after `resume` (by default past the frame's first byte, so it is
    /// not found again).
    private mutating func skip(_ reason: String, from resume: Int? = nil) -> Event {
        start = resume ?? start + 1
        searched = 0
        resynchronizing = true
        return .malformed(reason + "; input skipped up to the next 'Content-Length' header")
    }

    // MARK: Headers

    private struct Header {
        var contentLength: Int?
        /// Whether a line named `Content-Length` was there, valid or not.
        var hasContentLength: Bool
        var bodyStart: Int
    }

    private enum HeaderResult {
        case complete(Header)
        case incomplete
        case broken(String)
    }

    /// The header block at `start`: `name: value` lines up to an empty
    /// one. `Content-Length`'s name is matched in any case, as HTTP's
    /// headers; its value is nil when it is missing, repeated with another
    /// value, not a decimal number or too long to be one.
    private func readHeader() -> HeaderResult {
        var lineStart = start
        var length: Int?
        var lengthValid = true
        while true {
            guard lineStart - start <= maxHeaderBytes else { return .broken("header longer than \(maxHeaderBytes) bytes") }
            guard let newline = buffer[lineStart...].firstIndex(of: 10) else {
                // Fail early on a line that cannot become a header (a bare
                // body, a stray byte), rather than wait for its end.
                if buffer.count - start > maxHeaderBytes { return .broken("header longer than \(maxHeaderBytes) bytes") }
                let partial = buffer[lineStart...]
                return partial == [13] || Self.isHeaderPrefix(partial) ? .incomplete : .broken("input that is not a header")
            }
            var line = buffer[lineStart..<newline]
            if line.last == 13 { line = line.dropLast() }
            lineStart = newline + 1
            if line.isEmpty {
                let named = !lengthValid || length != nil
                return .complete(Header(contentLength: lengthValid ? length : nil, hasContentLength: named, bodyStart: lineStart))
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                Self.isHeaderPrefix(line[..<colon])
            else { return .broken("input that is not a header") }
            guard Self.equalsIgnoringCase(line[..<colon], "content-length") else { continue }
            let value = Self.decimal(Self.trimmed(line[(colon + 1)...]))
            if value == nil || (length != nil && length != value) { lengthValid = false }
            length = value
        }
    }

    /// Whether `bytes` can start a header line: name characters, then
    /// perhaps the colon and a value.
    private static func isHeaderPrefix(_ bytes: ArraySlice<UInt8>) -> Bool {
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return true }
            guard isNameByte(byte) else { return false }
        }
        return true
    }

    /// Letters, digits and `-` (enough for every LSP and HTTP header name).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (48...57).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: String) -> Bool {
        bytes.count == lowercase.utf8.count && zip(bytes, lowercase.utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return bytes[first...last]
    }

    /// A decimal number of at most 18 digits, so it cannot overflow.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18, bytes.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    // MARK: Resynchronising

    private enum Search {
        case found(Int)
        /// A header line may start here; its end has not arrived.
        case incomplete(Int)
        case none
    }

    /// The first `Content-Length: N` line (any case, spaces around the
    /// colon, ended by `\n` or `\r\n`) starting at or after `from` and
    /// before `end`. JSON cannot hold one: the name is no JSON token, and
    /// a string cannot hold a raw line feed. So one inside a body means
    /// the frame is broken, and one in skipped input is where to resume.
    private func findHeaderLine(from: Int, before end: Int) -> Search {
        var index = from
        while index < end {
            defer { index += 1 }
            guard buffer[index] | 0x20 == UInt8(ascii: "c") else { continue }
            switch matchHeaderLine(at: index) {
            case true?: return .found(index)
            // A line that never ends is not a header: bounds the buffer.
            case nil where buffer.count - index > maxHeaderBytes: continue
            case nil: return .incomplete(index)
            case false?: continue
            }
        }
        return .none
    }

    /// Whether a `Content-Length: N` line starts at `index`; nil when the
    /// buffer ends before that is known.
    private func matchHeaderLine(at index: Int) -> Bool? {
        var position = index
        func peek() -> UInt8? { position < buffer.count ? buffer[position] : nil }
        for expected in "content-length".utf8 {
            guard let byte = peek() else { return nil }
            guard byte | 0x20 == expected else { return false }
            position += 1
        }
        func spaces() { while let byte = peek(), byte == 32 || byte == 9 { position += 1 } }
        spaces()
        guard let colon = peek() else { return nil }
        guard colon == UInt8(ascii: ":") else { return false }
        position += 1
        spaces()
        var digits = 0
        while let byte = peek(), (48...57).contains(byte) {
            digits += 1
            position += 1
        }
        spaces()
        guard let byte = peek() else { return nil }
        if byte == 13 {
            position += 1
            guard let next = peek() else { return nil }
            return digits > 0 && next == 10
        }
        return digits > 0 && byte == 10
    }

    /// Frames one outgoing message body.
    package static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}
