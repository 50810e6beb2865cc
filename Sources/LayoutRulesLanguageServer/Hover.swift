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
        if let index = analysis.token(under: offset), analysis.tokens[index].kind == .identifier {
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
            let order = descriptor.ordering == .unordered ? ", " : " < "
            lines.append("Values: " + descriptor.values.map { "`\($0)`" }.joined(separator: order))
            if let unmatched = descriptor.unmatchedValue {
                lines.append("(an environment may also be `\(unmatched)`, which no value matches)")
            }
            switch descriptor.ordering {
            case .ordered: lines.append("Ordered: range syntax and `min-`/`max-` compare the values.")
            case .atLeast: lines.append("A value matches itself and every later one: `\(name): \(descriptor.values[0])` holds everywhere.")
            case .unordered: break
            }
            if let value = descriptor.defaultValue { lines.append("Default: `\(value)`.") }
            if !descriptor.foreignValues.isEmpty {
                let values = descriptor.foreignValues.map { "`\($0)`" }.joined(separator: ", ")
                lines.append("CSS also defines \(values), which never match on Apple's platforms.")
            }
        default:
            let units = descriptor.units.isEmpty ? "" : " (units: \(descriptor.units.map { "`\($0)`" }.joined(separator: ", ")))"
            lines.append("A \(descriptor.type.rawValue)\(units); range syntax and `min-`/`max-` apply.")
        }
        let citations = [descriptor.citation, descriptor.platformCitation].compactMap { $0 }
        if !citations.isEmpty {
            lines.append("")
            lines.append(citations.map { "[\($0.title)](\($0.url))" }.joined(separator: " · "))
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
    static let probeText = " traits { \(probe): true; } "

    /// The headers (outermost first) compiled on their own, with the probe
    /// set inside, after the document's imports, custom media and
    /// `@device` rules. A statement among those that has an error is left
    /// out, an imported file with one is replaced by its own such
    /// statements, and so on until what is left compiles or every error is
    /// in a header: an error elsewhere in the document, or in an imported
    /// file, does not hide the devices; one in the query (or in the custom
    /// media it uses) does.
    static func standalone(_ headers: [MediaRule], _ analysis: Analysis, provider: any SourceProvider) -> Compilation {
        var needed = Self.needed(analysis.tree, analysis.source, importedBy: analysis.path, absoluteImports: false)
        var inlined: Set<String> = []
        // Each round leaves out a statement, replaces a file's import by
        // its statements (once per file), or returns.
        while true {
            var text = ""
            var spans: [Range<Int>] = []
            for statement in needed {
                let start = text.utf8.count
                text += statement.text + "\n"
                spans.append(start..<text.utf8.count)
            }
            for media in headers { text += analysis.source.text(of: media.headerRange) + " {\n" }
            text += probeText + String(repeating: "}", count: headers.count) + "\n"
            let compilation = Compiler.compile(text: text, path: analysis.path, provider: provider)
            if compilation.ruleSet != nil { return compilation }
            var failed = Set<Int>()
            for diagnostic in compilation.diagnostics where diagnostic.severity == .error {
                if diagnostic.range.file == FileID(0) {
                    let offset = Int(diagnostic.range.start)
                    if let index = spans.firstIndex(where: { $0.contains(offset) }) { failed.insert(index) }
                } else if let path = compilation.sources[diagnostic.range.file]?.path {
                    // In an imported file: the import of that file, else
                    // (a file those import) every file import not yet opened.
                    if let index = needed.firstIndex(where: { $0.importPath == path }) {
                        failed.insert(index)
                    } else {
                        for (index, statement) in needed.enumerated()
                        where statement.importPath.map({ !inlined.contains($0) }) ?? false {
                            failed.insert(index)
                        }
                    }
                }
            }
            if failed.isEmpty { return compilation }
            var next: [NeededStatement] = []
            for (index, statement) in needed.enumerated() {
                guard failed.contains(index) else {
                    next.append(statement)
                    continue
                }
                guard let path = statement.importPath, inlined.insert(path).inserted,
                    let bytes = provider.contents(ofFile: path)
                else { continue }
                let file = SourceFile(path: path, bytes: bytes)
                var ignored: [Diagnostic] = []
                let tree = Parser.parse(file, file: FileID(0), diagnostics: &ignored)
                next += Self.needed(tree, file, importedBy: path, absoluteImports: true)
            }
            needed = next
        }
    }

    /// A statement a header may need: its text and, for an import of a
    /// file, the file's path.
    typealias NeededStatement = (text: String, importPath: String?)

    /// The imports, custom media and `@device` rules of a file. An imported
    /// file's imports are rewritten with their resolved paths, since they
    /// are compiled from the document's folder.
    static func needed(_ tree: RuleFile, _ source: SourceFile, importedBy path: String, absoluteImports: Bool)
        -> [NeededStatement]
    {
        var needed: [NeededStatement] = []
        for statement in tree.statements {
            switch statement {
            case .importRule(let rule) where ImportPath.isFile(rule.target.value):
                let resolved = ImportPath.resolve(rule.target.value, from: path)
                needed.append((absoluteImports ? "@import \"\(resolved)\";" : source.text(of: rule.range), resolved))
            case .importRule, .customMedia, .device: needed.append((source.text(of: statement.range), nil))
            default: break
            }
        }
        return needed
    }

    /// Which catalog devices (one per screen), orientations and windows
    /// the header matches, with the rules before it in effect (trait
    /// tests read them). The document is compiled with a probe trait set
    /// first thing inside the block; if the document has errors, the
    /// header alone is compiled (see `standalone`).
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
        let text = String(decoding: bytes[..<insertion], as: UTF8.self) + probeText
            + String(decoding: bytes[insertion...], as: UTF8.self)
        var compilation = Compiler.compile(text: text, path: analysis.path, provider: provider)
        if compilation.ruleSet == nil {
            compilation = standalone(parents + [rule], analysis, provider: provider)
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
