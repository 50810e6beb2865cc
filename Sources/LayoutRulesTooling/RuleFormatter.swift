import LayoutRulesBase
import LayoutRulesSyntax

/// `layoutc fmt`: prints a rule file in the one canonical style.
///
/// The style: two-space indentation; one statement, declaration, property
/// or region per line; every block opened on its header's line and closed
/// on a line of its own (an empty block is `{}`); `;` after every
/// declaration; one space after `:` and `,`, around comparisons and
/// arithmetic, none inside parentheses; keywords (`@media`, `and`, `not`,
/// `only`, `traits`, `layout`, `true`, `false`) and units in lowercase;
/// numbers in their shortest form (`400`, `0.5`, `375` for `37.5e1`);
/// ratios as `16/9`. Names, media types, values and strings stay as
/// written (trait and custom media names are case-sensitive, and a string
/// keeps its escapes). Blank lines between items are kept, at most one,
/// never at the start or end of a block.
///
/// Comments are kept: a comment on a line of its own stays on its own line
/// before what follows it, a comment after an item on the same line stays
/// there, and a comment inside a one-line item (`(width /* x */ > 1)`)
/// moves to its own line just before it.
///
/// The output parses to the same syntax tree (ranges aside), so it
/// compiles to the same rules, decision tree and frames, and formatting it
/// again changes nothing.
///
///     let text = RuleFormatter.format(SourceFile(path: "App.layout", text: "traits{a:1}"))
///     text  // "traits {\n  a: 1;\n}\n"
package struct RuleFormatter {
    private let source: SourceFile
    private let tokens: [Token]
    private let comments: [Comment]
    private var nextComment = 0
    private var out = ""
    /// The source offset just past the last item, brace or comment printed.
    private var lastEnd: UInt32 = 0
    /// True when the last line printed is not finished yet (a trailing
    /// comment may still join it).
    private var lineOpen = false
    /// True right after a `{`: no blank line before the first item.
    private var atBlockStart = true

    /// The formatted text, or nil when the file has a syntax error (a
    /// formatter must not guess what broken code means).
    package static func format(_ source: SourceFile) -> String? {
        var diagnostics: [Diagnostic] = []
        let file = FileID(0)
        let tree = Parser.parse(source, file: file, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        var ignored: [Diagnostic] = []
        let (tokens, comments) = Lexer.tokenize(source, file: file, diagnostics: &ignored)
        var formatter = RuleFormatter(source: source, tokens: tokens, comments: comments)
        formatter.statements(tree.statements, indent: 0)
        formatter.flushComments(upTo: UInt32(source.bytes.count), indent: 0)
        if formatter.lineOpen { formatter.out += "\n" }
        return formatter.out
    }

    private init(source: SourceFile, tokens: [Token], comments: [Comment]) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
    }

    // MARK: Layout of lines and comments

    private func text(_ range: SourceRange) -> String { source.text(of: range) }

    /// How many line breaks the source has between two offsets: LF, CRLF
    /// or a CR alone, the line ends of `SourceFile` and the lexer.
    private func lineBreaks(from start: UInt32, to end: UInt32) -> Int {
        guard start < end else { return 0 }
        let bytes = source.bytes
        var count = 0
        for offset in Int(start)..<Int(end) where bytes[offset] == 0x0A || bytes[offset] == 0x0D {
            if bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { continue }
            count += 1
        }
        return count
    }

    private mutating func newLine(_ indent: Int) {
        if lineOpen { out += "\n" }
        out += String(repeating: "  ", count: indent)
        lineOpen = true
    }

    /// A blank line before something that starts at `start`, when the
    /// source had one there (and not at the start of a block).
    private mutating func keepBlankLine(before start: UInt32) {
        if !atBlockStart, lineBreaks(from: lastEnd, to: start) >= 2 {
            if lineOpen { out += "\n" }
            out += "\n"
            lineOpen = false
        }
    }

    /// The comment as printed: a line comment without trailing blanks, a
    /// block comment as written.
    private func commentText(_ comment: Comment) -> String {
        var written = text(comment.range)
        while let last = written.last, last == " " || last == "\t" || last == "\r" { written.removeLast() }
        return written
    }

    /// Prints every comment that starts before `offset`: on the line of
    /// what precedes it when the source has it there, else on a line of
    /// its own.
    private mutating func flushComments(upTo offset: UInt32, indent: Int) {
        while nextComment < comments.count, comments[nextComment].range.start < offset {
            let comment = comments[nextComment]
            nextComment += 1
            if lineOpen, !atBlockStart || out.hasSuffix("{"), lineBreaks(from: lastEnd, to: comment.range.start) == 0,
                !out.hasSuffix("\n")
            {
                out += " " + commentText(comment)
            } else {
                keepBlankLine(before: comment.range.start)
                newLine(indent)
                out += commentText(comment)
            }
            lastEnd = comment.range.end
            atBlockStart = false
        }
    }

    /// Comments inside a one-line item (or a block's header) move to their
    /// own lines just before it.
    private mutating func hoistComments(before offset: UInt32, indent: Int) {
        while nextComment < comments.count, comments[nextComment].range.start < offset {
            newLine(indent)
            out += commentText(comments[nextComment])
            nextComment += 1
        }
    }

    /// One item on a line of its own: `columns: 3;`.
    private mutating func item(_ line: String, _ range: SourceRange, indent: Int) {
        flushComments(upTo: range.start, indent: indent)
        keepBlankLine(before: range.start)
        hoistComments(before: range.end, indent: indent)
        newLine(indent)
        out += line
        lastEnd = range.end
        atBlockStart = false
    }

    /// The offset of the first `{` at or after `offset`.
    private func brace(after offset: UInt32) -> UInt32 {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        while low < tokens.count, tokens[low].kind != .leftBrace { low += 1 }
        return low < tokens.count ? tokens[low].start : offset
    }

    /// A block: `header {`, its children, `}`. `children` prints them.
    private mutating func block(
        _ header: String, _ range: SourceRange, headerEnd: UInt32, indent: Int, isEmpty: Bool,
        children: (inout RuleFormatter) -> Void
    ) {
        let open = brace(after: headerEnd)
        let close = range.end - 1
        flushComments(upTo: range.start, indent: indent)
        keepBlankLine(before: range.start)
        hoistComments(before: open, indent: indent)
        newLine(indent)
        let hasComments = nextComment < comments.count && comments[nextComment].range.start < close
        if isEmpty, !hasComments {
            out += header + " {}"
            lastEnd = range.end
            atBlockStart = false
            return
        }
        out += header + " {"
        lastEnd = open + 1
        atBlockStart = true
        children(&self)
        flushComments(upTo: close, indent: indent + 1)
        newLine(indent)
        out += "}"
        lastEnd = range.end
        atBlockStart = false
    }

    // MARK: Statements

    private mutating func statements(_ statements: [Statement], indent: Int) {
        for statement in statements { self.statement(statement, indent: indent) }
    }

    private mutating func statement(_ statement: Statement, indent: Int) {
        switch statement {
        case .importRule(let rule):
            item("@import \(text(rule.target.range));", rule.range, indent: indent)
        case .customMedia(let rule):
            let value: String
            switch rule.value {
            case .constant(let flag, _): value = flag ? " true" : " false"
            case .queries(let list): value = list.queries.isEmpty ? "" : " " + Self.queryList(list)
            }
            item("@custom-media \(rule.name.name)\(value);", rule.range, indent: indent)
        case .require(let rule):
            item("@require \(rule.traits.map(\.name).joined(separator: ", "));", rule.range, indent: indent)
        case .device(let rule):
            block(
                "@device \(text(rule.name.range))", rule.range, headerEnd: rule.name.range.end, indent: indent,
                isEmpty: rule.declarations.isEmpty
            ) { formatter in
                for declaration in rule.declarations {
                    formatter.item(formatter.deviceDeclaration(declaration), declaration.range, indent: indent + 1)
                }
            }
        case .media(let rule):
            let header = rule.queries.queries.isEmpty ? "@media" : "@media " + Self.queryList(rule.queries)
            block(header, rule.range, headerEnd: rule.headerRange.end, indent: indent, isEmpty: rule.body.isEmpty) {
                $0.statements(rule.body, indent: indent + 1)
            }
        case .traits(let traits):
            block("traits", traits.range, headerEnd: traits.range.start, indent: indent, isEmpty: traits.declarations.isEmpty) {
                formatter in
                for declaration in traits.declarations {
                    formatter.item(
                        "\(declaration.name.name): \(formatter.traitValue(declaration.value));", declaration.range,
                        indent: indent + 1)
                }
            }
        case .layout(let layout):
            block("layout", layout.range, headerEnd: layout.range.start, indent: indent, isEmpty: layout.regions.isEmpty) {
                formatter in
                for region in layout.regions { formatter.region(region, indent: indent + 1) }
            }
        }
    }

    private mutating func region(_ region: Region, indent: Int) {
        block(
            region.name.name, region.range, headerEnd: region.name.range.end, indent: indent,
            isEmpty: region.properties.isEmpty && region.children.isEmpty
        ) { formatter in
            // Properties and child regions in the order they were written.
            var properties = region.properties[...]
            var children = region.children[...]
            while !properties.isEmpty || !children.isEmpty {
                if let property = properties.first, children.first.map({ property.range.start < $0.range.start }) ?? true {
                    properties.removeFirst()
                    let values = property.values.map(Self.expression).joined(separator: " ")
                    formatter.item("\(property.name.name): \(values);", property.range, indent: indent + 1)
                } else if let child = children.first {
                    children.removeFirst()
                    formatter.region(child, indent: indent + 1)
                }
            }
        }
    }

    private func traitValue(_ value: TraitValue) -> String {
        switch value.kind {
        case .identifier(let name): name
        case .string: text(value.range)
        case .boolean(let flag): flag ? "true" : "false"
        case .number(let number, let unit): formatNumber(number) + (unit ?? "")
        }
    }

    private func deviceDeclaration(_ declaration: DeviceDeclaration) -> String {
        var name = declaration.name.name
        if let window = declaration.window { name += " \(window.kind.name) \(window.orientation.name)" }
        let values = declaration.values.map { value -> String in
            switch value.kind {
            case .identifier(let word): word
            case .string: text(value.range)
            case .number(let number, let unit): formatNumber(number) + (unit ?? "")
            }
        }
        // Commas are optional between device values; a list of strings
        // (`aliases`) reads best with them, numbers and names without.
        let allStrings = declaration.values.allSatisfy { if case .string = $0.kind { true } else { false } }
        return "\(name): \(values.joined(separator: allStrings ? ", " : " "));"
    }

    // MARK: Media queries

    static func queryList(_ list: MediaQueryList) -> String {
        list.queries.map(query).joined(separator: ", ")
    }

    static func query(_ query: MediaQuery) -> String {
        switch query.form {
        case .condition(let condition):
            return Self.condition(condition)
        case .type(let modifier, _, let type, let condition):
            var parts: [String] = []
            if let modifier { parts.append(modifier == .not ? "not" : "only") }
            parts.append(type.name)
            if let condition { parts += ["and", Self.condition(condition)] }
            return parts.joined(separator: " ")
        case .invalid:
            return "not all"  // never reached: a file with an error is not formatted
        }
    }

    static func condition(_ condition: MediaCondition) -> String {
        switch condition {
        case .feature(let feature): feature.formatted
        case .customMedia(let name, _): "(\(name.name))"
        case .not(let inner, _): "not " + Self.condition(inner)
        case .and(let parts, _): parts.map(Self.condition).joined(separator: " and ")
        case .or(let parts, _): parts.map(Self.condition).joined(separator: " or ")
        case .group(let inner, _): "(" + Self.condition(inner) + ")"
        case .invalid: "(not all)"
        }
    }

    // MARK: Layout expressions

    static func expression(_ expression: Expression) -> String {
        switch expression {
        case .number(let value, _): formatNumber(value)
        case .dimension(let value, let unit, _): formatNumber(value) + unit
        case .percentage(let value, _): formatNumber(value) + "%"
        case .identifier(let name): name.name
        case .reference(let path, let property, _): (path + [property]).map(\.name).joined(separator: ".")
        case .call(let name, let arguments, _): name.name + "(" + arguments.map(Self.expression).joined(separator: ", ") + ")"
        case .negate(let operand, _):
            // `-5`, `-(a + b)`, but `- columns`: `-columns` would be one name.
            negated(Self.expression(operand))
        case .binary(let op, let lhs, let rhs, _): "\(Self.expression(lhs)) \(op.rawValue) \(Self.expression(rhs))"
        case .group(let inner, _): "(" + Self.expression(inner) + ")"
        case .invalid: ""
        }
    }

    private static func negated(_ operand: String) -> String {
        guard let first = operand.unicodeScalars.first else { return "-" }
        let touches = ("0"..."9").contains(first) || first == "." || first == "("
        return touches ? "-" + operand : "- " + operand
    }
}

extension MediaValue {
    /// The value in canonical spelling: `600px`, `16/9`, `-5`, `landscape`.
    var formatted: String {
        switch kind {
        case .number(let value): formatNumber(value)
        case .dimension(let value, let unit): formatNumber(value) + unit
        case .percentage(let value): formatNumber(value) + "%"
        case .ratio(let numerator, let denominator): formatNumber(numerator) + "/" + formatNumber(denominator)
        case .identifier(let name): name
        }
    }
}

extension MediaFeature {
    /// `(width >= 600)`, `(min-width: 600px)`, `(400 <= width < 800)`.
    var formatted: String {
        switch form {
        case .boolean(let name): "(\(name.name))"
        case .plain(let name, let value): "(\(name.name): \(value.formatted))"
        case .range(let name, let comparison, _, let value): "(\(name.name) \(comparison.rawValue) \(value.formatted))"
        case .reversedRange(let value, let comparison, _, let name): "(\(value.formatted) \(comparison.rawValue) \(name.name))"
        case .interval(let lower, let first, _, let name, let second, _, let upper):
            "(\(lower.formatted) \(first.rawValue) \(name.name) \(second.rawValue) \(upper.formatted))"
        }
    }
}
