/// UTF-8 well-formedness on raw bytes, shared by the lexer and the JSON
/// reader so both report invalid UTF-8 the same way: one error per
/// "maximal subpart" (Unicode 15, section 3.9), the stretch a decoder
/// shows as one U+FFFD.
package enum UTF8Scan {
    /// Length of the well-formed UTF-8 sequence at `index`, or 0 if the
    /// bytes there are not valid UTF-8 (overlongs and surrogates included).
    package static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Length of the ill-formed sequence at `index` that counts as one
    /// error: a truncated character is one mistake. At least 1.
    package static func invalidSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count else { return 1 }
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 1
        }
        var count = 1
        while count < length, index + count < bytes.count {
            let byte = bytes[index + count]
            guard byte >= (count == 1 ? low : 0x80), byte <= (count == 1 ? high : 0xBF) else { break }
            count += 1
        }
        return count
    }
}
