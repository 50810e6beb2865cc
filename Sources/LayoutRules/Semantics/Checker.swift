/// Checks a rules file and everything it imports, and lowers it into rules
/// in cascade order with normalised conditions.
///
///     let checked = Checker.check(text: "@media (widht >= 400) { traits { a: 1; } }", path: "App.layout")
///     checked.diagnostics.first?.message  // "unknown feature 'widht'"
///
/// Stages: load (parse the root and every `@import`, once each), expand
/// (splice imported statements in at their `@import`), collect custom media
/// (they are global and may be used before they are defined, as in CSS),
/// then lower every `@media` condition and gather the rules.
public struct Checker {
    let provider: any SourceProvider
    let limits: Limits
    var sources = SourceCatalog()
    var diagnostics: [Diagnostic] = []
    /// Parsed files by resolved path, or `preset:NAME`.
    var parsedFiles: [String: RuleFile] = [:]
    var customMedia = CustomMediaTable()
    var rules: [Rule] = []
    var requirements: [RequiredTrait] = []

    /// Checks the file at `path`, reading it and its imports through `provider`.
    public static func check(path: String, provider: any SourceProvider, limits: Limits = Limits()) -> CheckedRuleSet {
        var checker = Checker(provider: provider, limits: limits)
        let bytes = provider.contents(ofFile: path)
        let id = checker.sources.add(SourceFile(path: path, bytes: bytes ?? []))
        if bytes == nil {
            checker.diagnostics.append(.cannotReadFile(path, at: SourceRange(file: id, start: 0, end: 0)))
            return checker.result()
        }
        return checker.run(root: id, key: ImportPath.normalize(path))
    }

    /// Checks source text; `@import`ed files are read through `provider`
    /// relative to `path`.
    public static func check(
        text: String, path: String = "<input>", provider: any SourceProvider = InMemorySourceProvider(),
        limits: Limits = Limits()
    ) -> CheckedRuleSet {
        var checker = Checker(provider: provider, limits: limits)
        let id = checker.sources.add(SourceFile(path: path, text: text))
        return checker.run(root: id, key: ImportPath.normalize(path))
    }

    init(provider: any SourceProvider, limits: Limits) {
        self.provider = provider
        self.limits = limits
    }

    private mutating func run(root: FileID, key: String) -> CheckedRuleSet {
        guard let source = sources[root] else { return result() }
        let ast = Parser.parse(source, file: root, limits: limits, diagnostics: &diagnostics)
        parsedFiles[key] = ast
        var statements: [Statement] = []
        expand(ast, key: key, path: source.path, stack: [key], into: &statements)
        collectCustomMedia(statements)
        collectRules(statements, conditions: [], headers: [])
        reportUnusedCustomMedia()
        return result()
    }

    private func result() -> CheckedRuleSet {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return CheckedRuleSet(
            sources: sources, diagnostics: Diagnostic.sorted(unique), rules: rules, requirements: requirements)
    }

    // MARK: Cascade

    /// Gathers one rule per `traits` or `layout` block, in document order,
    /// each under the conjunction of the `@media` conditions around it.
    private mutating func collectRules(_ statements: [Statement], conditions: [Condition], headers: [SourceRange]) {
        for statement in statements {
            switch statement {
            case .media(let media):
                let condition = lower(media.queries)
                collectRules(media.body, conditions: conditions + [condition], headers: headers + [media.headerRange])
            case .traits(let block):
                let traits = checkTraits(block)
                rules.append(
                    Rule(
                        index: rules.count, condition: .and(conditions), mediaHeaders: headers, range: block.range,
                        traits: traits, layout: nil))
            case .layout(let block):
                checkLayout(block)
                rules.append(
                    Rule(
                        index: rules.count, condition: .and(conditions), mediaHeaders: headers, range: block.range,
                        traits: [], layout: block))
            case .require(let rule):
                requirements += rule.traits.map { RequiredTrait(name: $0.name, range: $0.range) }
            case .customMedia, .importRule:
                continue
            }
        }
    }

    // MARK: Traits

    private mutating func checkTraits(_ block: TraitsBlock) -> [TraitAssignment] {
        var firstSet: [String: SourceRange] = [:]
        var assignments: [TraitAssignment] = []
        for declaration in block.declarations {
            let name = declaration.name.name
            if let first = firstSet[name] {
                diagnostics.append(.duplicateTrait(name, at: declaration.name.range, first: first))
                continue
            }
            firstSet[name] = declaration.name.range
            guard let value = checkTraitValue(declaration.value) else { continue }
            assignments.append(TraitAssignment(name: name, value: value, range: declaration.range))
        }
        return assignments
    }

    private mutating func checkTraitValue(_ value: TraitValue) -> TraitValueData? {
        switch value.kind {
        case .identifier(let name): return .identifier(name)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        case .number(let number, let unit):
            guard number.isFinite else {
                diagnostics.append(.numberOutOfRange(at: value.range))
                return nil
            }
            guard unit == nil || unit == "pt" || unit == "px" else {
                diagnostics.append(.invalidTraitUnit(unit ?? "", at: value.range))
                return nil
            }
            return .number(number)
        }
    }
}
