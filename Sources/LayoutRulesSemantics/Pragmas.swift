import LayoutRulesBase
import LayoutRulesSyntax

// File-level pragmas: comments that change what the compiler checks in the
// file that holds them, as `/* stylelint-disable */` does for CSS linters.
// A comment keeps the file valid CSS syntax for every other tool, and a
// pragma that is misspelt is an ordinary comment (so it is matched
// exactly, and documented in Grammar.md).
extension Checker {
    /// A comment that is exactly this (ASCII case-insensitive, spaces
    /// around it ignored) turns `unreachable-on-devices` off for the rules
    /// of its file: `/* layoutc: no-device-check */`.
    package static let noDeviceCheckPragma = "layoutc: no-device-check"

    /// Notes the pragmas among `file`'s comments.
    mutating func readPragmas(of file: RuleFile, in source: SourceFile) {
        // Longer comments cannot be the pragma: no text is made of them.
        let longest = Self.noDeviceCheckPragma.utf8.count + 64
        for comment in file.comments where comment.range.end - comment.range.start <= UInt32(longest) {
            if let matches = Self.asciiPragmaMatch(comment, in: source.bytes) {
                guard matches else { continue }
                deviceCheckExempt.insert(file.file)
                return
            }
            var text = Substring(source.text(of: comment.range))
            switch comment.style {
            case .line: text = text.dropFirst(2)
            case .block: text = text.dropFirst(2).hasSuffix("*/") ? text.dropFirst(2).dropLast(2) : text.dropFirst(2)
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if String(trimmed.reversed()).lowercased() == Self.noDeviceCheckPragma {
                deviceCheckExempt.insert(file.file)
                return
            }
        }
    }

    /// What the comparison below finds for a comment of ASCII bytes only
    /// (nil for any other), byte by byte: the same answer without a
    /// string, a lowered copy or reversed views, which cost about as much
    /// as checking the rest of a small file.
    private static func asciiPragmaMatch(_ comment: Comment, in bytes: [UInt8]) -> Bool? {
        var lower = Int(comment.range.start) + 2
        var upper = Int(comment.range.end)
        guard lower <= upper, upper <= bytes.count else { return nil }
        for index in Int(comment.range.start)..<upper where bytes[index] >= 0x80 { return nil }
        if comment.style == .block, upper - lower >= 2, bytes[upper - 2] == UInt8(ascii: "*"), bytes[upper - 1] == UInt8(ascii: "/") {
            upper -= 2
        }
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D { upper -= 1 }
        let pragma = noDeviceCheckPragma.utf8
        guard upper - lower == pragma.count else { return false }
        for (offset, expected) in pragma.enumerated() {
            var byte = bytes[lower + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != expected { return false }
        }
        return true
    }
}
