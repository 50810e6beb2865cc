import LayoutRulesBase
import LayoutRulesSyntax

/// `textDocument/documentSymbol`: the document's outline, nested as the
/// blocks are (`@media` → `traits` → each trait, `layout` → regions).
enum Symbols {
    // LSP's SymbolKind numbers.
    static let module = 2, namespace = 3, klass = 5, property = 7, interface = 11, constant = 14, object = 19,
        structure = 23

    static func symbols(_ analysis: Analysis) -> JSONValue {
        .array(analysis.tree.statements.map { symbol($0, analysis) })
    }

    static func symbol(_ statement: Statement, _ analysis: Analysis) -> JSONValue {
        switch statement {
        case .importRule(let rule):
            return make("@import \"\(rule.target.value)\"", module, rule.range, rule.target.range, [], analysis)
        case .customMedia(let rule):
            return make(rule.name.name, constant, rule.range, rule.name.range, [], analysis, detail: "@custom-media")
        case .media(let rule):
            let header = analysis.source.text(of: rule.headerRange).split(whereSeparator: \.isNewline)
                .map { $0.trimmingSpaces }.joined(separator: " ")
            return make(
                header, namespace, rule.range, rule.headerRange, rule.body.map { symbol($0, analysis) },
                analysis)
        case .traits(let block):
            let children = block.declarations.map { declaration in
                make(
                    declaration.name.name, property, declaration.range, declaration.name.range, [], analysis,
                    detail: analysis.source.text(of: declaration.value.range))
            }
            return make("traits", structure, block.range, keywordRange(block.range), children, analysis)
        case .layout(let block):
            return make(
                "layout", structure, block.range, keywordRange(block.range), block.regions.map { region($0, analysis) },
                analysis)
        case .require(let rule):
            return make(
                "@require " + rule.traits.map(\.name).joined(separator: ", "), interface, rule.range,
                keywordRange(rule.range), [], analysis)
        case .device(let rule):
            return make("@device \"\(rule.name.value)\"", klass, rule.range, rule.name.range, [], analysis)
        }
    }

    static func region(_ region: Region, _ analysis: Analysis) -> JSONValue {
        make(region.name.name, object, region.range, region.name.range, region.children.map { self.region($0, analysis) }, analysis)
    }

    /// The first word of a statement (`traits`, `@require`): where the
    /// editor puts the cursor when the symbol is picked.
    static func keywordRange(_ range: SourceRange) -> SourceRange {
        SourceRange(file: range.file, start: range.start, end: range.start)
    }

    static func make(
        _ name: String, _ kind: Int, _ range: SourceRange, _ selection: SourceRange, _ children: [JSONValue],
        _ analysis: Analysis, detail: String? = nil
    ) -> JSONValue {
        // LSP requires the selection inside the range.
        let start = max(range.start, min(selection.start, range.end))
        let end = max(start, min(selection.end, range.end))
        var fields: [(String, JSONValue)] = [
            ("name", .string(name.isEmpty ? "?" : name)), ("kind", .integer(kind)),
            ("range", analysis.lspRange(range)),
            ("selectionRange", analysis.lspRange(Int(start), Int(end))),
        ]
        if let detail { fields.append(("detail", .string(detail))) }
        if !children.isEmpty { fields.append(("children", .array(children))) }
        return .object(fields)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
