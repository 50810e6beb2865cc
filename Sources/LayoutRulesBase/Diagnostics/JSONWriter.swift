/// A minimal JSON writer (the library has no Foundation). Keys are
/// written in the order given, so output is deterministic.
package enum JSONValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Ordered key-value pairs.
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The JSON text, pretty-printed with two-space indentation when
    /// `indent` is not nil; `indent` is the spaces of the starting level,
    /// taken from 0 to 1,000 (so no caller's value can overflow or ask for
    /// an absurd string).
    package func serialized(indent: Int? = 0) -> String {
        var output = ""
        write(into: &output, indent: indent.map { min(max(0, $0), 1_000) })
        return output
    }

    private func write(into output: inout String, indent: Int?) {
        switch self {
        case .string(let text): output += Self.quote(text)
        case .number(let value): output += value.isFinite ? formatNumber(value) : "null"
        case .integer(let value): output += String(value)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer(into: &output, open: "[", close: "]", count: items.count, indent: indent) { output, index, inner in
                items[index].write(into: &output, indent: inner)
            }
        case .object(let pairs):
            writeContainer(into: &output, open: "{", close: "}", count: pairs.count, indent: indent) { output, index, inner in
                output += Self.quote(pairs[index].0) + (inner == nil ? ":" : ": ")
                pairs[index].1.write(into: &output, indent: inner)
            }
        }
    }

    private func writeContainer(
        into output: inout String, open: String, close: String, count: Int, indent: Int?,
        item: (inout String, Int, Int?) -> Void
    ) {
        guard count > 0 else { return output += open + close }
        output += open
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            item(&output, index, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    /// A JSON string literal with the required escapes.
    package static func quote(_ text: String) -> String {
        // Byte by byte: every byte to escape is ASCII, and the bytes of a
        // multi-byte character are copied as they are (appending scalar by
        // scalar takes most of the time of writing large JSON).
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        let hexDigits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                bytes += Array("\\u00".utf8)
                bytes += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }
}
