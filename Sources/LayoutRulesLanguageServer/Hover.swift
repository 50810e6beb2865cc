import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime
import LayoutRulesSyntax
import LayoutRulesTooling

/// `textDocument/hover`, in Markdown: a feature's meaning and values (from
/// the feature table), which catalog devices × orientations × windows an
/// `@media` header matches, and a trait's value on a few devices.
package enum Hover {
    static func hover(_ analysis: Analysis, at offset: Int, provider: any SourceProvider) -> JSONValue? {
        guard let (text, start, end) = markdown(analysis, at: offset, provider: provider) else { return nil }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", analysis.lspRange(start, end)),
        ])
    }

    /// The hover text and the byte range it is about.
    package static func markdown(_ analysis: Analysis, at offset: Int, provider: any SourceProvider) -> (
        String, Int, Int
    )? {
        let context = CursorContext.at(offset, in: analysis)
        if let index = analysis.token(at: offset), analysis.tokens[index].kind == .identifier {
            let token = analysis.tokens[index]
            let name = analysis.text(of: token)
            let first = context.statement.first.map { analysis.text(of: $0).lowercased() }
            let inQuery = (first == "@media" || first == "@custom-media") && context.parenDepth > 0
            if inQuery, let text = feature(name) { return (text, Int(token.start), Int(token.end)) }
            if name.hasPrefix("--"), let text = customMedia(name, analysis) {
                return (text, Int(token.start), Int(token.end))
            }
            // A trait's name where it is set, tested or required.
            let atTraitName = context.block == .traits && !context.statement.contains { $0.kind == .colon }
            if atTraitName || inQuery || first == "@require",
                Completion.traitNames(analysis).contains(where: { $0.label == name })
            {
                return (trait(name, analysis), Int(token.start), Int(token.end))
            }
        }
        if let rule = mediaRule(around: offset, in: analysis.tree.statements) {
            return (matches(rule.rule, parents: rule.parents, analysis, provider: provider), Int(rule.rule.range.start),
                Int(rule.rule.headerRange.end))
        }
        return nil
    }

    /// A feature's row of the table: summary, value type, values, units,
    /// whether ranges apply, and its reference.
    package static func feature(_ written: String) -> String? {
        var name = written.lowercased()
        var prefix = ""
        for candidate in ["min-", "max-"] where name.hasPrefix(candidate) && !Feature.table.contains(where: { $0.name == name }) {
            prefix = candidate
            name.removeFirst(candidate.count)
        }
        guard let descriptor = Feature.table.first(where: { $0.name == name }), prefix.isEmpty || descriptor.allowsRanges
        else { return nil }
        var lines = ["**\(written)** — \(descriptor.summary)", ""]
        if !prefix.isEmpty {
            lines.append("`\(prefix)\(name): V` is `\(name) \(prefix == "min-" ? ">=" : "<=") V`.")
            lines.append("")
        }
        switch descriptor.type {
        case .discrete:
            lines.append("Values: " + descriptor.values.map { "`\($0)`" }.joined(separator: ", "))
            if let unmatched = descriptor.unmatchedValue {
                lines.append("(an environment may also be `\(unmatched)`, which no value matches)")
            }
        default:
            let units = descriptor.units.isEmpty ? "" : " (units: \(descriptor.units.map { "`\($0)`" }.joined(separator: ", ")))"
            lines.append("A \(descriptor.type.rawValue)\(units); range syntax and `min-`/`max-` apply.")
        }
        if let citation = descriptor.citation {
            lines.append("")
            lines.append("[\(citation.title)](\(citation.url))")
        }
        return lines.joined(separator: "\n")
    }

    /// A custom media name: its definition as written.
    static func customMedia(_ name: String, _ analysis: Analysis) -> String? {
        for (tree, source) in Completion.trees(analysis) {
            for statement in tree.statements {
                guard case .customMedia(let rule) = statement, rule.name.name.lowercased() == name.lowercased() else {
                    continue
                }
                return "```css\n\(source.text(of: rule.range))\n```"
            }
        }
        return nil
    }

    // MARK: Devices

    /// The devices a trait's values are shown on: a small phone, a large
    /// one, the smallest and the largest iPad.
    static let representative = [
        "iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max", "iPad mini (A17 Pro)", "iPad Pro 13-inch (M5)",
    ]

    /// A trait's value on the representative devices, full screen and in
    /// half of a Split View.
    static func trait(_ name: String, _ analysis: Analysis) -> String {
        guard let ruleSet = analysis.compilation.ruleSet else {
            return "**\(name)** (trait) — the values show once the file has no errors"
        }
        let devices = representative.compactMap { DeviceProfile.find($0, in: DeviceCatalog.all) }
        let matrix = Matrix(ruleSet, devices: devices)
        guard let column = matrix.traitNames.firstIndex(of: name) else { return "**\(name)** (trait) — not set by any rule" }
        var lines = ["**\(name)** (trait)", "", "| device | orientation | window | size | value |", "| --- | --- | --- | --- | --- |"]
        for row in matrix.rows where row.window == "full" || row.window == "split-1/2" {
            let value = row.values[column].map(\.description) ?? "unset"
            lines.append(
                "| \(row.device) | \(row.orientation) | \(row.window) | \(size(row.environment)) | `\(value)` |")
        }
        return lines.joined(separator: "\n")
    }

    static func size(_ environment: LayoutEnvironment) -> String {
        "\(formatNumber(environment.width))×\(formatNumber(environment.height))"
    }

    /// The innermost `@media` whose keyword or header holds the offset,
    /// and the `@media` rules around it.
    static func mediaRule(around offset: Int, in statements: [Statement], parents: [MediaRule] = []) -> (
        rule: MediaRule, parents: [MediaRule]
    )? {
        for statement in statements {
            guard case .media(let rule) = statement, Int(rule.range.start) <= offset, offset <= Int(rule.range.end) else {
                continue
            }
            if offset <= Int(rule.headerRange.end) { return (rule, parents) }
            return mediaRule(around: offset, in: rule.body, parents: parents + [rule])
        }
        return nil
    }

    /// The trait that marks where a header matches; no rule file sets it.
    static let probe = "layoutc-lsp-hover-probe"

    /// Which catalog devices (one per screen), orientations and windows
    /// the header matches, with the rules before it in effect (trait
    /// tests read them). The document is compiled with a probe trait set
    /// first thing inside the block; if the document has errors, the
    /// header alone is compiled with the document's imports and custom
    /// media.
    static func matches(_ rule: MediaRule, parents: [MediaRule], _ analysis: Analysis, provider: any SourceProvider)
        -> String
    {
        let bytes = analysis.source.bytes
        let header = analysis.source.text(of: rule.headerRange)
        guard
            let brace = analysis.tokens.first(where: { $0.kind == .leftBrace && $0.start >= rule.headerRange.end }),
            Int(brace.start) < Int(rule.range.end)
        else { return "`\(header)`: the block has no '{'" }
        let insertion = Int(brace.end)
        let probeText = " traits { \(probe): true; } "
        let text = String(decoding: bytes[..<insertion], as: UTF8.self) + probeText
            + String(decoding: bytes[insertion...], as: UTF8.self)
        var compilation = Compiler.compile(text: text, path: analysis.path, provider: provider)
        if compilation.ruleSet == nil {
            var standalone = ""
            for statement in analysis.tree.statements {
                switch statement {
                case .importRule, .customMedia, .device: standalone += analysis.source.text(of: statement.range) + "\n"
                default: break
                }
            }
            for media in parents + [rule] { standalone += analysis.source.text(of: media.headerRange) + " {\n" }
            standalone += probeText + String(repeating: "}", count: parents.count + 1) + "\n"
            compilation = Compiler.compile(text: standalone, path: analysis.path, provider: provider)
        }
        guard let ruleSet = compilation.ruleSet else {
            return "`\(header)`: the devices it matches show once the query has no errors"
        }
        let matrix = Matrix(ruleSet, devices: DeviceCatalog.screens + compilation.devices)
        guard let column = matrix.traitNames.firstIndex(of: probe) else { return "`\(header)`: matches nothing" }
        var matched: [(device: String, windows: [String])] = []
        var count = 0
        for row in matrix.rows where row.values[column] == .boolean(true) {
            count += 1
            let window = "\(row.orientation) \(row.window) \(size(row.environment))"
            if matched.last?.device == row.device {
                matched[matched.count - 1].windows.append(window)
            } else {
                matched.append((row.device, [window]))
            }
        }
        var lines = [
            "`\(header)` matches **\(count)** of \(matrix.rows.count) device screens × orientations × windows"
        ]
        if !parents.isEmpty { lines[0] += " (inside the enclosing `@media`)" }
        let limit = 30
        for entry in matched.prefix(limit) {
            lines.append("- \(entry.device): \(entry.windows.joined(separator: ", "))")
        }
        if matched.count > limit { lines.append("- … and \(matched.count - limit) more screens") }
        return lines.joined(separator: "\n")
    }
}
