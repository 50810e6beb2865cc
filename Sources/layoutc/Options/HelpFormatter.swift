/// `layoutc SUBCOMMAND --help`, written from the same option table the
/// parser reads: a flag cannot be accepted without being listed, nor listed
/// with choices or a default it does not have.
enum HelpFormatter {
    /// Lines are wrapped to this many columns.
    static let width = 80
    /// Where an option's description starts.
    static let descriptionColumn = 26

    static func help<Values>(_ spec: CommandSpec<Values>) -> String {
        let positionals = spec.positionals.map { " " + $0.usage } ?? ""
        let usage = (spec.usage ?? ["\(spec.name) [options]\(positionals)"]).map { "layoutc " + $0 }
        var text = "OVERVIEW: \(spec.summary)\n\nUSAGE: " + usage.joined(separator: "\n       ") + "\n"
        if let positionals = spec.positionals {
            text += "\nARGUMENTS:\n" + row(positionals.name, [positionals.help])
        }
        text += "\nOPTIONS:\n"
        for option in spec.options {
            let label = option.names.joined(separator: ", ") + (option.valueName.isEmpty ? "" : " " + option.valueName)
            text += row(label, description(of: option))
        }
        text += row(OptionParser.helpNames.joined(separator: ", "), ["Show this help"])
        if let discussion = spec.discussion { text += "\n" + discussion + "\n" }
        return text + "\nEXIT STATUS: " + spec.exitStatus + "\n"
    }

    /// An option's description: its help, "(repeatable)", its choices
    /// (the default marked) and any other default, as paragraphs to wrap.
    static func description<Values>(of option: Option<Values>) -> [String] {
        var lead = option.help
        if option.repeated { lead += lead.isEmpty ? "Repeatable" : " (repeatable)" }
        var defaultNote = option.defaultValue.map { " (default: \($0))" } ?? ""
        guard case .choice(let choices) = option.kind else { return [lead + defaultNote] }
        let isDefault = { (name: String) in name == option.defaultValue }
        if choices.contains(where: { isDefault($0.name) }) { defaultNote = "" }
        let items = choices.map { choice in
            let notes = (isDefault(choice.name) ? ["default"] : []) + [choice.help].compactMap { $0 }
            return choice.name + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
        }
        let list = spelledList(items)
        let inline = lead.isEmpty ? list : lead + ": " + list
        // Described choices that do not fit on one line get a line each.
        guard choices.count > 1, choices.contains(where: { $0.help != nil }), inline.count + defaultNote.count > width - descriptionColumn else {
            return [inline + defaultNote]
        }
        var paragraphs = lead.isEmpty ? [] : [lead + ":"]
        var line = ""
        for (index, item) in items.enumerated() {
            line += item + separator(after: index, of: items.count)
            if choices[index].help != nil || index == items.count - 1 {
                paragraphs.append(line.trimmingTrailingSpaces())
                line = ""
            }
        }
        paragraphs[paragraphs.count - 1] += defaultNote
        return paragraphs
    }

    /// `a, b or c`.
    static func spelledList(_ items: [String]) -> String {
        items.indices.map { items[$0] + separator(after: $0, of: items.count) }.joined()
    }

    private static func separator(after index: Int, of count: Int) -> String {
        index == count - 1 ? "" : index == count - 2 ? " or " : ", "
    }

    /// `  LABEL   description`, the description wrapped at `width` and
    /// indented to `column`; on a line of its own after a long label.
    static func row(_ label: String, _ paragraphs: [String], column: Int = descriptionColumn) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = paragraphs.flatMap { wrap($0, width: width - column) }
        var text = "  " + label
        if text.count + 2 > column {
            text += "\n" + indent
        } else {
            text = padded(text, to: column)
        }
        return text + lines.joined(separator: "\n" + indent) + "\n"
    }

    /// `text` followed by spaces up to `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// Words of `text` in lines of at most `width` characters (a longer
    /// word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
