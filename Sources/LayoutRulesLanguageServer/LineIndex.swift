/// A position as LSP counts it: a 0-based line, and a 0-based character
/// offset in UTF-16 code units within that line.
package struct Position: Sendable, Hashable {
    /// 0-based line.
    package var line: Int
    /// 0-based offset in UTF-16 code units.
    package var character: Int

    /// A position.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Converts between byte offsets, which layoutc's ranges are, and LSP
/// positions, which count UTF-16 code units: `é` is 2 bytes and 1 unit,
/// `😀` 4 bytes and 2 units, `👨‍👩‍👧‍👦` 25 bytes and 11 units.
///
///     let index = LineIndex(Array("a😀b\n".utf8))
///     index.position(of: 5)                          // line 0, character 3
///     index.offset(of: Position(line: 0, character: 3))   // 5
///
/// Lines end at `\n`, `\r\n` or `\r`, as LSP says. A byte that is not
/// valid UTF-8 counts as one unit (it would be decoded as U+FFFD).
package struct LineIndex: Sendable {
    /// The text.
    package let bytes: [UInt8]
    /// The byte offset where each line starts.
    package private(set) var lineStarts: [Int] = [0]
    /// UTF-16 units before every `stride`-th byte, so that a position on
    /// a long line costs at most `stride` steps, not the line's length
    /// (a symbol list of a 300 KB line would be quadratic otherwise).
    private var checkpoints: [Int] = []
    private static let stride = 512

    /// Indexes `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                lineStarts.append(index + 1)
            } else if bytes[index] == 10 {
                lineStarts.append(index + 1)
            }
            index += 1
        }
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var units = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.stride == 0 { checkpoints.append(units) }
            units += Self.weight(byte)
        }
        if bytes.count % Self.stride == 0 { checkpoints.append(units) }
    }

    /// The UTF-16 units a byte adds: a scalar's are counted at its first
    /// byte (2 for a 4-byte sequence), continuation bytes add none. A byte
    /// that starts no sequence (0xF5 to 0xFF) is one unit, as in `scalar(at:in:)`.
    private static func weight(_ byte: UInt8) -> Int {
        switch byte {
        case 0x80...0xBF: 0
        case 0xF0...0xF4: 2
        default: 1
        }
    }

    /// UTF-16 units of the text before `offset`.
    private func units(before offset: Int) -> Int {
        let chunk = offset / Self.stride
        var count = checkpoints[chunk]
        for index in (chunk * Self.stride)..<offset { count += Self.weight(bytes[index]) }
        return count
    }

    /// The position of a byte offset; an offset inside a character or a
    /// line ending moves back to its start, one past the end clamps.
    package func position(of offset: Int) -> Position {
        let offset = min(max(0, offset), bytes.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var end = min(offset, lineContentEnd(low))
        // Inside a character: back to its first byte (at most 3 steps).
        var steps = 0
        while end > lineStarts[low], end < bytes.count, bytes[end] & 0xC0 == 0x80, steps < 3 {
            end -= 1
            steps += 1
        }
        return Position(line: low, character: units(before: end) - units(before: lineStarts[low]))
    }

    /// The byte offset of a position; a character past the line's end
    /// clamps to the end (LSP says so), a line past the last to the end
    /// of the text, and a position inside a surrogate pair to the pair's start.
    package func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var index = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        var units = 0
        while index < end {
            let (length, width) = Self.scalar(at: index, in: bytes)
            if units + width > position.character { break }
            units += width
            index += length
        }
        return index
    }

    /// The byte offset of a position in `bytes`, as `offset(of:)` finds it,
    /// reading the text only up to the position's line; nil for a line
    /// past the end (the line after the last, at character 0, is the end).
    package static func offset(of position: Position, in bytes: [UInt8]) -> Int? {
        guard position.line >= 0 else { return nil }
        var index = 0
        var line = 0
        while line < position.line {
            guard index < bytes.count else {
                return line + 1 == position.line && position.character == 0 ? bytes.count : nil
            }
            if bytes[index] == 10 || (bytes[index] == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) { line += 1 }
            index += 1
        }
        var units = 0
        while index < bytes.count, bytes[index] != 10, bytes[index] != 13 {
            let (length, width) = scalar(at: index, in: bytes)
            if units + width > position.character { break }
            units += width
            index += length
        }
        return index
    }

    /// Where a line's text ends, before its line break.
    private func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], line + 1 < lineStarts.count {
            end -= 1
            if bytes[end] == 10, end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        }
        return end
    }

    /// The UTF-8 sequence at `index`: its length in bytes and its width in
    /// UTF-16 units. A malformed sequence is one byte wide and one unit.
    static func scalar(at index: Int, in bytes: [UInt8]) -> (length: Int, units: Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (1, 1)
        }
        guard index + length <= bytes.count else { return (1, 1) }
        for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
