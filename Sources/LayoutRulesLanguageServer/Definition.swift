import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesRuntime

/// `textDocument/definition`: from a custom media name to its
/// `@custom-media` (here or in an imported file), from an `@import` to the
/// file, from a region reference (`list.right`) to the region.
enum Definition {
    static func locations(_ analysis: Analysis, at offset: Int) -> JSONValue? {
        guard let index = analysis.token(under: offset) else { return nil }
        let token = analysis.tokens[index]
        let text = analysis.text(of: token)
        switch token.kind {
        case .string:
            guard index > 0, analysis.text(of: analysis.tokens[index - 1]).lowercased() == "@import" else { return nil }
            return importTarget(analysis, token)
        case .identifier where text.hasPrefix("--"):
            return customMedia(text, analysis)
        case .identifier:
            return region(analysis, tokenIndex: index)
        default:
            return nil
        }
    }

    /// The imported file, when it is a file (a preset has no location an
    /// editor can open).
    static func importTarget(_ analysis: Analysis, _ token: Token) -> JSONValue? {
        for statement in analysis.tree.statements {
            guard case .importRule(let rule) = statement, rule.target.range.start == token.start else { continue }
            let target = rule.target.value
            guard ImportPath.isFile(target) else { return nil }
            let path = ImportPath.resolve(target, from: analysis.path)
            // Read by the compilation, so it exists.
            guard analysis.compilation.sources.id(ofPath: path) != nil else { return nil }
            return location(path: path, range: zero)
        }
        return nil
    }

    static let zero: JSONValue = .object([
        ("start", Analysis.json(Position(line: 0, character: 0))), ("end", Analysis.json(Position(line: 0, character: 0))),
    ])

    static func location(path: String, range: JSONValue) -> JSONValue {
        .object([("uri", .string(DocumentURI.uri(ofPath: path))), ("range", range)])
    }

    /// The `@custom-media` rules that define `name`: this document's, else
    /// those of the files it imports (as the compiler read them).
    static func customMedia(_ name: String, _ analysis: Analysis) -> JSONValue? {
        let lowered = name.lowercased()
        for statement in analysis.tree.statements {
            if case .customMedia(let rule) = statement, rule.name.name.lowercased() == lowered {
                return location(path: analysis.path, range: analysis.lspRange(rule.name.range))
            }
        }
        for file in analysis.compilation.sources.files where file.path != analysis.path && !Presets.isPresetPath(file.path) {
            var ignored: [Diagnostic] = []
            let tree = Parser.parse(file, file: FileID(0), diagnostics: &ignored)
            for statement in tree.statements {
                guard case .customMedia(let rule) = statement, rule.name.name.lowercased() == lowered else { continue }
                let index = LineIndex(file.bytes)
                let range: JSONValue = .object([
                    ("start", Analysis.json(index.position(of: Int(rule.name.range.start)))),
                    ("end", Analysis.json(index.position(of: Int(rule.name.range.end)))),
                ])
                return location(path: file.path, range: range)
            }
        }
        return nil
    }

    /// In a layout expression, `a.b.right`: the region the path up to the
    /// identifier names, looked up from the top level of any `layout` block
    /// (the first declaration wins, as regions are listed in first-declared
    /// order).
    static func region(_ analysis: Analysis, tokenIndex: Int) -> JSONValue? {
        // Collect the dotted path the identifier is part of, up to itself.
        var path = [analysis.text(of: analysis.tokens[tokenIndex])]
        var index = tokenIndex
        while index >= 2, analysis.tokens[index - 1].kind == .dot, analysis.tokens[index - 2].kind == .identifier {
            path.insert(analysis.text(of: analysis.tokens[index - 2]), at: 0)
            index -= 2
        }
        var regions: [[Region]] = []
        collectLayouts(analysis.tree.statements, into: &regions)
        for layout in regions {
            if let found = find(path[...], in: layout) {
                return location(path: analysis.path, range: analysis.lspRange(found.name.range))
            }
        }
        // A sibling inside a region (`header.bottom` within `content`):
        // the first region of that name at any depth.
        for layout in regions {
            if let found = findNested(path[...], in: layout) {
                return location(path: analysis.path, range: analysis.lspRange(found.name.range))
            }
        }
        return nil
    }

    static func findNested(_ path: ArraySlice<String>, in regions: [Region]) -> Region? {
        for region in regions {
            if let found = find(path, in: region.children) ?? findNested(path, in: region.children) { return found }
        }
        return nil
    }

    static func collectLayouts(_ statements: [Statement], into regions: inout [[Region]]) {
        for statement in statements {
            switch statement {
            case .layout(let block): regions.append(block.regions)
            case .media(let rule): collectLayouts(rule.body, into: &regions)
            default: break
            }
        }
    }

    static func find(_ path: ArraySlice<String>, in regions: [Region]) -> Region? {
        guard let first = path.first, let region = regions.first(where: { $0.name.name == first }) else { return nil }
        return path.count == 1 ? region : find(path.dropFirst(), in: region.children)
    }
}
