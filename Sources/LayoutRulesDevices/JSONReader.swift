import LayoutRulesBase

/// A JSON value with the source range of its text, as `JSONReader` reads
/// it, so that problems found later (a wrong type, an unknown key) are
/// reported at the right line and column.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([JSONNode])
        /// Members in the order written; a key may repeat (the reader
        /// keeps every member, callers decide whether that is an error).
        case object([JSONMember])
    }
    package var value: Value
    /// From the first byte of the value to just past its last.
    package var range: SourceRange

    /// The value without positions, for comparison and writing.
    package var plain: JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .array(let items): .array(items.map(\.plain))
        case .object(let members): .object(members.map { ($0.key, $0.value.plain) })
        }
    }

    /// How a message names what was found: "a string", "an object", ...
    package var kindDescription: String {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .bool(let flag): flag ? "'true'" : "'false'"
        case .null: "'null'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// `"key": value` in a JSON object.
package struct JSONMember: Sendable {
    package var key: String
    package var keyRange: SourceRange
    package var value: JSONNode
}

/// A strict RFC 8259 JSON reader over raw bytes (the library has no
/// Foundation).
///
///     var diagnostics: [Diagnostic] = []
///     let file = SourceFile(path: "devices.json", text: #"[{"name": "Kiosk"}]"#)
///     let node = JSONReader.parse(file, file: FileID(0), diagnostics: &diagnostics)
///
/// It never traps, whatever the bytes: nesting deeper than
/// `Limits.maxNestingDepth` is `nesting-too-deep`, bytes that are not UTF-8
/// are `invalid-utf8`, a number too large for a `Double` is
/// `number-out-of-range`, and every syntax error is `invalid-json`, each
/// with its line and column. JSON has no recovery worth the name, so the
/// first error ends the read and the result is nil. Past
/// `Limits.maxJSONValues` values (array items and object members) the rest
/// are read but not kept, and the result is nil with one `too-many-values`
/// saying how many there were: a 16 MB file of 8 million short strings
/// never becomes 8 million nodes. A UTF-8 byte order
/// mark at the start is skipped; comments, trailing commas, single quotes,
/// `NaN` and leading `+` or zeros are errors, as RFC 8259 says.
///
/// Reference: https://www.rfc-editor.org/rfc/rfc8259
package struct JSONReader {
    let bytes: [UInt8]
    let file: FileID
    let limits: Limits
    var position = 0
    var depth = 0
    /// Values kept, and those read past `limits.maxJSONValues` (where the
    /// first of them starts).
    var kept = 0
    var dropped = 0
    var firstDropped = 0

    /// The first error; it ends the read.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// Reads one JSON document. Returns nil, with one diagnostic appended,
    /// when the bytes are not valid JSON.
    package static func parse(
        _ source: SourceFile, file: FileID, limits: Limits = Limits(), diagnostics: inout [Diagnostic]
    ) -> JSONNode? {
        let limits = limits.clamped
        guard source.bytes.count <= limits.maxFileBytes else {
            diagnostics.append(
                .fileTooLarge(source.bytes.count, limit: limits.maxFileBytes, at: SourceRange(file: file, start: 0, end: 0)))
            return nil
        }
        var reader = JSONReader(bytes: source.bytes, file: file, limits: limits)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        do throws(Failure) {
            let node = try reader.parseValue()
            reader.skipWhitespace()
            if reader.position < reader.bytes.count {
                throw reader.failure("expected end of file after the JSON value")
            }
            guard reader.dropped == 0 else {
                let start = reader.firstDropped
                diagnostics.append(
                    .tooManyValues(limits.maxJSONValues, more: reader.dropped, at: reader.range(start, start + 1)))
                return nil
            }
            return node
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    // MARK: Primitives

    var byte: UInt8? { position < bytes.count ? bytes[position] : nil }

    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    mutating func skipWhitespace() {
        while let byte, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    /// `expected X, found Y` at the current position, where Y names what
    /// is there; bytes that are not UTF-8 are reported as such instead.
    func failure(_ expected: String, notes: [Note] = []) -> Failure {
        guard let byte else {
            return Failure(diagnostic: .invalidJSON("\(expected), found end of file", at: range(position, position), notes: notes))
        }
        if UTF8Scan.sequenceLength(bytes, at: position) == 0 {
            let length = UTF8Scan.invalidSequenceLength(bytes, at: position)
            return Failure(diagnostic: .invalidUTF8(byte, at: range(position, position + length)))
        }
        let (found, length) = describe(at: position)
        return Failure(diagnostic: .invalidJSON("\(expected), found \(found)", at: range(position, position + length), notes: notes))
    }

    /// What is at `index`, as messages name it, and how many bytes it takes.
    func describe(at index: Int) -> (String, Int) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return ("a string", 1) }
        if byte == UInt8(ascii: "'") { return ("a single quote", 1) }
        if isWordByte(byte) {
            var end = index
            while end < bytes.count, end - index < 40, isWordByte(bytes[end]) { end += 1 }
            return ("'\(clipped(String(decoding: bytes[index..<end], as: UTF8.self)))'", end - index)
        }
        if byte < 0x20 || byte == 0x7F {
            return ("'U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))'", 1)
        }
        let length = max(1, UTF8Scan.sequenceLength(bytes, at: index))
        return ("'\(clipped(String(decoding: bytes[index..<(index + length)], as: UTF8.self)))'", length)
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }

    // MARK: Values

    /// `value = object | array | string | number | "true" | "false" | "null" ;`
    mutating func parseValue() throws(Failure) -> JSONNode {
        skipWhitespace()
        let start = position
        switch byte ?? 0 {  // 0 at the end of the file: no case but the default
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONNode(value: .string(text), range: range(start, position))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[position...].starts(with: word.utf8) {
                let end = position + word.utf8.count
                // "nullx" is one unknown word, not 'null' followed by garbage.
                if end < bytes.count, isWordByte(bytes[end]) { break }
                position = end
                return JSONNode(value: value, range: range(start, end))
            }
            throw failure("expected a JSON value")
        }
    }

    /// `object = "{" [ member { "," member } ] "}" ; member = string ":" value ;`
    mutating func parseObject() throws(Failure) -> JSONNode {
        let open = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if byte == UInt8(ascii: "}") {
            position += 1
            return JSONNode(value: .object([]), range: range(open, position))
        }
        while true {
            skipWhitespace()
            guard byte == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyStart = position
            let key = try parseString()
            let keyRange = range(keyStart, position)
            skipWhitespace()
            guard byte == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            position += 1
            skipWhitespace()
            let valueStart = position
            let value = try parseValue()
            if keep(at: valueStart) { members.append(JSONMember(key: key, keyRange: keyRange, value: value)) }
            skipWhitespace()
            if byte == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "}") {
                position += 1
                return JSONNode(value: .object(members), range: range(open, position))
            }
            throw failure("expected ',' or '}' after the object member", notes: [Note("to match this '{'", at: range(open, open + 1))])
        }
    }

    /// `array = "[" [ value { "," value } ] "]" ;`
    mutating func parseArray() throws(Failure) -> JSONNode {
        let open = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if byte == UInt8(ascii: "]") {
            position += 1
            return JSONNode(value: .array([]), range: range(open, position))
        }
        while true {
            skipWhitespace()
            let itemStart = position
            let item = try parseValue()
            if keep(at: itemStart) { items.append(item) }
            skipWhitespace()
            if byte == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "]") {
                position += 1
                return JSONNode(value: .array(items), range: range(open, position))
            }
            throw failure("expected ',' or ']' after the array element", notes: [Note("to match this '['", at: range(open, open + 1))])
        }
    }

    /// Whether a value just read is kept: false past `maxJSONValues`,
    /// where it is only counted.
    mutating func keep(at start: Int) -> Bool {
        guard kept < limits.maxJSONValues else {
            if dropped == 0 { firstDropped = start }
            dropped += 1
            return false
        }
        kept += 1
        return true
    }

    mutating func enterNesting() throws(Failure) {
        depth += 1
        guard depth <= limits.maxNestingDepth else {
            throw Failure(diagnostic: .nestingTooDeep(limits.maxNestingDepth, at: range(position, position + 1)))
        }
    }

    /// `number = [ "-" ] ( "0" | digit1-9 { digit } ) [ "." digit { digit } ] [ ( "e" | "E" ) [ "+" | "-" ] digit { digit } ] ;`
    mutating func parseNumber() throws(Failure) -> JSONNode {
        let start = position
        if byte == UInt8(ascii: "-") { position += 1 }
        guard let first = byte, isDigit(first) else { throw failure("expected a digit after '-'") }
        position += 1
        if first == UInt8(ascii: "0"), let next = byte, isDigit(next) {
            throw Failure(
                diagnostic: .invalidJSON(
                    "a JSON number cannot start with '0' followed by digits", at: range(start, position + 1),
                    notes: [Note("write the number without leading zeros", at: nil)]))
        }
        skipDigits()
        if byte == UInt8(ascii: ".") {
            position += 1
            guard let digit = byte, isDigit(digit) else { throw failure("expected a digit after the decimal point") }
            skipDigits()
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { position += 1 }
            guard let digit = byte, isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(diagnostic: .numberOutOfRange(at: range(start, position)))
        }
        return JSONNode(value: .number(value), range: range(start, position))
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func skipDigits() {
        while let byte, isDigit(byte) { position += 1 }
    }

    // MARK: Strings

    /// `string = '"' { char | escape } '"' ;` with the escapes `\" \\ \/
    /// \b \f \n \r \t \uXXXX` (a surrogate pair for a character past U+FFFF).
    mutating func parseString() throws(Failure) -> String {
        let start = position
        position += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte, byte != 0x0A else { throw Failure(diagnostic: .unterminatedString(at: range(start, position))) }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape(stringStart: start))
            case 0x00..<0x20:
                throw Failure(
                    diagnostic: .invalidJSON(
                        "control character \(describe(at: position).0) must be escaped in a string",
                        at: range(position, position + 1)))
            case 0x20..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                let length = UTF8Scan.sequenceLength(bytes, at: position)
                guard length > 0 else {
                    let invalid = UTF8Scan.invalidSequenceLength(bytes, at: position)
                    throw Failure(diagnostic: .invalidUTF8(byte, at: range(position, position + invalid)))
                }
                scalars.append(decodeScalar(at: position, length: length))
                position += length
            }
        }
    }

    /// The scalar of a well-formed UTF-8 sequence (already validated).
    func decodeScalar(at index: Int, length: Int) -> Unicode.Scalar {
        let masks: [UInt8] = [0x7F, 0x1F, 0x0F, 0x07]
        var value = UInt32(bytes[index] & masks[length - 1])
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    mutating func parseEscape(stringStart: Int) throws(Failure) -> Unicode.Scalar {
        let start = position
        position += 1  // the backslash
        guard let byte, byte != 0x0A else { throw Failure(diagnostic: .unterminatedString(at: range(stringStart, position))) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) { throw unpairedSurrogate(high, from: start) }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
            // A high surrogate must be followed by an escaped low surrogate.
            guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw unpairedSurrogate(high, from: start)
            }
            let lowStart = position
            position += 2
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw unpairedSurrogate(high, from: start) }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        default:
            position = start + 1
            let (found, length) = describe(at: position)
            let shown = found.hasPrefix("'") ? "'\\" + found.dropFirst() : "'\\'"
            throw Failure(
                diagnostic: .invalidJSON(
                    "invalid escape \(shown) in a string", at: range(start, position + length),
                    notes: [
                        Note(
                            "the escapes in JSON are '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t', '\\uXXXX' and a backslash before a double quote",
                            at: nil)
                    ]))
        }
    }

    /// The four hex digits after `\u`.
    mutating func parseHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte, let digit = hexValue(byte) else {
                throw failure("expected four hex digits after '\\u'")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 0x30)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 0x61 + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    func unpairedSurrogate(_ value: UInt32, from start: Int) -> Failure {
        let hex = String(value, radix: 16, uppercase: true)
        return Failure(
            diagnostic: .invalidJSON(
                "unpaired surrogate '\\u\(hex)' in a string", at: range(start, start + 6),
                notes: [Note("a character past U+FFFF is written as a pair, as in '\\uD83D\\uDE00'", at: nil)]))
    }
}
