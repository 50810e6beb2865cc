import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSemantics
import LayoutRulesSyntax
import LayoutRulesRuntime

/// `textDocument/completion`: what may come at the cursor, from the same
/// tables the compiler checks against (features from the feature table,
/// presets, the device catalog, device and layout properties) and the
/// names the document and its imports define (traits, custom media,
/// regions).
package enum Completion {
    /// One suggestion.
    package struct Item: Sendable, Hashable {
        /// What is shown and inserted.
        package var label: String
        /// LSP's CompletionItemKind.
        package var kind: Int
        /// A short line beside the label.
        package var detail: String?
    }

    // LSP's CompletionItemKind numbers.
    static let function = 3, field = 5, variable = 6, klass = 7, module = 9, property = 10, value = 12, keyword = 14,
        file = 17, enumMember = 20, constant = 21

    /// The completion list as LSP sends it.
    static func items(_ analysis: Analysis, at offset: Int) -> JSONValue {
        let context = CursorContext.at(offset, in: analysis)
        let found = suggestions(analysis, context: context)
        // Replace the word being typed; a string's quotes stay.
        var start = offset
        var end = offset
        if let word = context.word {
            start = Int(word.start)
            end = Int(word.end)
            if word.kind == .string {
                // After the opening quote, and before the closing one if
                // there is one (`"` alone at the end of the file has none).
                let bytes = analysis.source.bytes
                start += 1
                if end - 1 >= start, bytes[end - 1] == bytes[Int(word.start)] { end -= 1 }
            }
        }
        let range = analysis.lspRange(start, max(start, end))
        return .object([
            ("isIncomplete", .bool(false)),
            (
                "items",
                .array(
                    found.map { item in
                        var fields: [(String, JSONValue)] = [
                            ("label", .string(item.label)), ("kind", .integer(item.kind)),
                            ("textEdit", .object([("range", range), ("newText", .string(item.label))])),
                        ]
                        if let detail = item.detail { fields.append(("detail", .string(detail))) }
                        return .object(fields)
                    })
            ),
        ])
    }

    /// The suggestions at `offset`, in the order shown (duplicates removed).
    package static func suggestions(_ analysis: Analysis, at offset: Int) -> [Item] {
        suggestions(analysis, context: CursorContext.at(offset, in: analysis))
    }

    static func suggestions(_ analysis: Analysis, context: CursorContext) -> [Item] {
        var seen = Set<String>()
        return raw(analysis, context).filter { seen.insert($0.label).inserted }
    }

    private static func raw(_ analysis: Analysis, _ context: CursorContext) -> [Item] {
        let first = context.statement.first.map { analysis.text(of: $0).lowercased() }
        let wordText = context.word.map { analysis.text(of: $0) } ?? ""
        if context.word?.kind == .atKeyword || (first == nil && wordText.hasPrefix("@")) {
            return atRules(in: context.block)
        }
        switch first {
        case "@media", "@custom-media":
            if first == "@custom-media", context.statement.count < 2 { return [] }
            return mediaQuery(analysis, context)
        case "@import":
            return Presets.names.map { Item(label: $0, kind: module, detail: "preset") }
        case "@require":
            return traitNames(analysis)
        case "@device":
            return DeviceCatalog.all.map { Item(label: $0.name, kind: klass, detail: "catalog device") }
        default:
            break
        }
        switch context.block {
        case .top, .media:
            if context.statement.isEmpty {
                return [Item(label: "traits", kind: keyword, detail: nil), Item(label: "layout", kind: keyword, detail: nil)]
                    + atRules(in: context.block)
            }
            return []
        case .traits:
            if let colon = context.statement.firstIndex(where: { $0.kind == .colon }), colon > 0 {
                return traitValues(analysis, name: analysis.text(of: context.statement[0]))
            }
            return traitNames(analysis)
        case .layout:
            return regionNames(analysis)
        case .region:
            if context.statement.contains(where: { $0.kind == .colon }) { return expression(analysis, context) }
            return (LayoutAttribute.allCases.map(\.name) + ["transform"]).map {
                Item(label: $0, kind: property, detail: "layout property")
            } + regionNames(analysis)
        case .device:
            if context.statement.contains(where: { $0.kind == .colon }) {
                switch context.statement.first.map({ analysis.text(of: $0).lowercased() }) {
                case "idiom": return DeviceProperty.idioms.map { Item(label: $0, kind: enumMember, detail: nil) }
                case "color-gamut": return DeviceProperty.colorGamuts.map { Item(label: $0, kind: enumMember, detail: nil) }
                case "size-classes", "landscape-size-classes":
                    return DeviceProperty.sizeClasses.map { Item(label: $0, kind: enumMember, detail: nil) }
                default: return []
                }
            }
            if context.statement.first.map({ analysis.text(of: $0).lowercased() }) == "window" {
                if context.statement.count == 1 {
                    return DeviceProperty.windowKinds.map { Item(label: $0, kind: enumMember, detail: "window kind") }
                }
                return DeviceProperty.orientations.map { Item(label: $0, kind: enumMember, detail: nil) }
            }
            return DeviceProperty.names.map { Item(label: $0, kind: property, detail: "device property") }
        case .unknown:
            return []
        }
    }

    static func atRules(in block: CursorContext.Block) -> [Item] {
        let names = block == .top ? ["@media", "@custom-media", "@import", "@require", "@device"] : ["@media"]
        return block == .top || block == .media ? names.map { Item(label: $0, kind: keyword, detail: nil) } : []
    }

    /// In an `@media` header or a `@custom-media` value.
    static func mediaQuery(_ analysis: Analysis, _ context: CursorContext) -> [Item] {
        guard context.parenDepth > 0 else {
            return ["and", "or", "not", "only", "all", "screen"].map { Item(label: $0, kind: keyword, detail: nil) }
        }
        let inner = context.inParens
        if let colon = inner.firstIndex(where: { $0.kind == .colon }), colon > 0 {
            return featureValues(analysis, name: analysis.text(of: inner[colon - 1]))
        }
        let comparisons: [TokenKind] = [.less, .lessEqual, .greater, .greaterEqual, .equal]
        if let name = inner.first, name.kind == .identifier, inner.count >= 2, comparisons.contains(inner[1].kind) {
            // `(dynamic-type >= |`: an ordered feature's values; a number otherwise.
            let descriptor = Feature.table.first { $0.name == analysis.text(of: name).lowercased() }
            guard let descriptor, descriptor.type == .discrete else { return [] }
            return featureValues(analysis, name: descriptor.name)
        }
        return features(rangeOnly: inner.contains { comparisons.contains($0.kind) })
            + customMediaNames(analysis) + traitNames(analysis)
    }

    /// Every feature of the table, and `min-`/`max-` of those that take
    /// ranges (only those when the test is a range).
    package static func features(rangeOnly: Bool = false) -> [Item] {
        var items: [Item] = []
        for descriptor in Feature.table where !rangeOnly || descriptor.allowsRanges {
            items.append(Item(label: descriptor.name, kind: property, detail: descriptor.summary))
        }
        guard !rangeOnly else { return items }
        for prefix in ["min-", "max-"] {
            for descriptor in Feature.table where descriptor.allowsRanges {
                items.append(Item(label: prefix + descriptor.name, kind: property, detail: descriptor.summary))
            }
        }
        return items
    }

    /// After `(name:`: a discrete feature's values, or the values rules
    /// give a trait of that name.
    static func featureValues(_ analysis: Analysis, name: String) -> [Item] {
        if let descriptor = Feature.table.first(where: { $0.name == name.lowercased() }) {
            return descriptor.values.map { Item(label: $0, kind: enumMember, detail: descriptor.name) }
        }
        return traitValues(analysis, name: name)
    }

    /// The values the document and its imports give a trait, then `true`
    /// and `false`.
    static func traitValues(_ analysis: Analysis, name: String) -> [Item] {
        var values: [String] = []
        forEachTrait(analysis) { declaration, source in
            if declaration.name.name == name { values.append(source.text(of: declaration.value.range)) }
        }
        return (values.sorted() + ["true", "false"]).map { Item(label: $0, kind: value, detail: name) }
    }

    /// Traits set in the document or in the files it imports (presets
    /// included), and those `@require` names, sorted.
    static func traitNames(_ analysis: Analysis) -> [Item] {
        var names = Set<String>()
        forEachTrait(analysis) { declaration, _ in names.insert(declaration.name.name) }
        for statement in analysis.tree.statements {
            if case .require(let rule) = statement { names.formUnion(rule.traits.map(\.name)) }
        }
        return names.sorted().map { Item(label: $0, kind: field, detail: "trait") }
    }

    /// `--name` of every `@custom-media` in the document and its imports.
    static func customMediaNames(_ analysis: Analysis) -> [Item] {
        var names = Set<String>()
        for (tree, _) in trees(analysis) {
            for statement in tree.statements {
                if case .customMedia(let rule) = statement { names.insert(rule.name.name) }
            }
        }
        return names.sorted().map { Item(label: $0, kind: constant, detail: "custom media") }
    }

    /// Top-level regions the document's `layout` blocks declare.
    static func regionNames(_ analysis: Analysis) -> [Item] {
        var layouts: [[Region]] = []
        Definition.collectLayouts(analysis.tree.statements, into: &layouts)
        var names = Set<String>()
        for layout in layouts { names.formUnion(layout.map(\.name.name)) }
        return names.sorted().map { Item(label: $0, kind: klass, detail: "region") }
    }

    /// On the right of a layout property.
    static func expression(_ analysis: Analysis, _ context: CursorContext) -> [Item] {
        if context.statement.last?.kind == .dot {
            return LayoutAttribute.allCases.map { Item(label: $0.name, kind: property, detail: "coordinate") }
        }
        let last = context.statement.last.map { analysis.text(of: $0).lowercased() }
        if last == "(", context.statement.dropLast().last.map({ analysis.text(of: $0).lowercased() }) == "env" {
            return ["safe-area-inset-top", "safe-area-inset-left", "safe-area-inset-bottom", "safe-area-inset-right"]
                .map { Item(label: $0, kind: constant, detail: "safe-area inset") }
        }
        // Grammar.md's function-call and transform-call productions.
        let propertyName = context.statement.first.map { analysis.text(of: $0).lowercased() }
        let functions =
            propertyName == "transform"
            ? ["translate", "translate-x", "translate-y", "scale", "scale-x", "scale-y", "rotate"]
            : ["min", "max", "clamp", "calc", "env"]
        return ["auto", "none"].map { Item(label: $0, kind: keyword, detail: nil) }
            + functions.map { Item(label: $0, kind: function, detail: nil) }
            + ["parent", "self"].map { Item(label: $0, kind: variable, detail: "region reference") } + regionNames(analysis)
    }

    /// The document's tree and the trees of the other files its
    /// compilation read (imports, presets), with their sources.
    static func trees(_ analysis: Analysis) -> [(RuleFile, SourceFile)] {
        var result = [(analysis.tree, analysis.source)]
        for file in analysis.compilation.sources.files where file.path != analysis.path {
            var ignored: [Diagnostic] = []
            result.append((Parser.parse(file, file: FileID(0), diagnostics: &ignored), file))
        }
        return result
    }

    static func forEachTrait(_ analysis: Analysis, _ body: (TraitDeclaration, SourceFile) -> Void) {
        func walk(_ statements: [Statement], _ source: SourceFile) {
            for statement in statements {
                switch statement {
                case .traits(let block): for declaration in block.declarations { body(declaration, source) }
                case .media(let rule): walk(rule.body, source)
                default: break
                }
            }
        }
        for (tree, source) in trees(analysis) { walk(tree.statements, source) }
    }
}
