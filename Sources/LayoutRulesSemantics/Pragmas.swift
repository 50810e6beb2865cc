import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
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
}
