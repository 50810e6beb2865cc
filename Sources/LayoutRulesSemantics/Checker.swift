import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax

/// Checks a rules file and everything it imports, and lowers it into rules
/// in cascade order with normalised conditions.
///
///     let checked = Checker.check(text: "@media (widht >= 400) { traits { a: 1; } }", path: "App.layout")
///     checked.diagnostics.first?.message  // "unknown feature 'widht'"
///
/// Stages: load (parse the root and every `@import`, once each), expand
/// (splice imported statements in at their `@import`), collect custom media
/// (they are global and may be used before they are defined, as in CSS),
/// check the `@device` profiles, then lower every `@media` condition and
/// gather the rules.
package struct Checker {
    let provider: any SourceProvider
    let limits: Limits
    var sources = SourceCatalog()
    var diagnostics: [Diagnostic] = [] {
        didSet { if diagnostics.count > compactionThreshold { compactDiagnostics() } }
    }
    /// What `compactDiagnostics` let go of, by file.
    var dropped: [FileID: DroppedDiagnostics] = [:]
    /// Diagnostics held before the next compaction.
    var compactionThreshold = 100_000
    /// Parsed files by resolved path, or `preset:NAME`.
    var parsedFiles: [String: RuleFile] = [:]
    /// Files whose statements are already in the cascade.
    var expandedFiles: Set<String> = []
    /// The files given as inputs (not imported): the ones whose unused
    /// custom media are worth a warning.
    var rootFiles: Set<FileID> = []
    var customMedia = CustomMediaTable()
    /// Condition nodes lowered so far (custom media counted expanded), for
    /// `custom-media-too-large`.
    var conditionSize = 0
    /// Bytes of the files read so far, for `too-many-bytes`.
    var totalBytes = 0
    /// Region declarations checked so far, for `too-many-regions`.
    var regionCount = 0
    /// Condition nodes of each rule's condition, by rule index.
    var ruleSizes: [Int] = []
    /// The sum of `ruleSizes`, for `too-many-conditions`.
    var totalRuleSize = 0
    /// The traits the rules gathered so far set, for trait tests.
    var earlierTraits: (names: [String], set: Set<String>) = ([], [])
    /// The rules gathered so far that set each trait, in order, with the
    /// value each sets (its last assignment of the trait): a trait test
    /// reads its setters here instead of scanning every rule, or every
    /// assignment of a setter (either made many tests quadratic).
    var settersByTrait: [String: [(rule: Int, value: TraitValueData)]] = [:]
    var rules: [Rule] = []
    /// Every trait name any rule sets, to tell "set later" from "unknown".
    var allTraitNames: Set<String> = []
    /// True while custom media are lowered: they are global, so a trait
    /// test (which depends on the rules before it) has no meaning there.
    var loweringCustomMedia = false
    var requirements: [RequiredTrait] = []
    /// Required names past `limits.maxListItems` over all files
    /// (each file stops at the limit on its own), and the first of them.
    var droppedRequirements = 0
    var firstDroppedRequirement: SourceRange?
    /// The valid `@device` profiles, in document order.
    var devices: [DeviceProfile] = []
    /// Files whose rules `unreachable-on-devices` skips (`noDeviceCheckPragma`).
    var deviceCheckExempt: Set<FileID> = []
    /// What is left of `Limits.maxSuggestionWork` (set from `limits`).
    var suggestionBudget = 0
    /// `allTraitNames` sorted, for suggestions (sorted when first needed,
    /// not once per misspelling).
    var sortedTraitNames: [String]?

    /// Where a compilation's rules come from, in cascade order.
    package enum Input: Sendable {
        /// A built-in preset, as if imported with `@import "NAME";`.
        case preset(String)
        /// A file read through the provider.
        case file(String)
        /// Source text with the path used in diagnostics and for imports.
        case text(String, path: String)
    }

    /// Checks the file at `path`, reading it and its imports through `provider`.
    package static func check(path: String, provider: any SourceProvider, limits: Limits = Limits()) -> CheckedRuleSet {
        check([.file(path)], provider: provider, limits: limits)
    }

    /// Checks source text; `@import`ed files are read through `provider`
    /// relative to `path`.
    package static func check(
        text: String, path: String = "<input>", provider: any SourceProvider = InMemorySourceProvider(),
        limits: Limits = Limits()
    ) -> CheckedRuleSet {
        check([.text(text, path: path)], provider: provider, limits: limits)
    }

    /// Checks several inputs as one cascade: presets and files in the
    /// order given, as if each were `@import`ed in turn.
    package static func check(_ inputs: [Input], provider: any SourceProvider, limits: Limits = Limits()) -> CheckedRuleSet {
        var checker = Checker(provider: provider, limits: limits.clamped)
        checker.suggestionBudget = checker.limits.maxSuggestionWork
        var statements: [Statement] = []
        for input in inputs { checker.expand(input, into: &statements) }
        checker.allTraitNames = Self.traitNames(in: statements)
        checker.collectDevices(statements)
        checker.loweringCustomMedia = true
        checker.collectCustomMedia(statements)
        checker.loweringCustomMedia = false
        checker.collectRules(statements, conditions: [], headers: [], size: 1)
        checker.checkRegionReferences()
        checker.reportUnusedCustomMedia()
        return checker.result()
    }

    init(provider: any SourceProvider, limits: Limits) {
        self.provider = provider
        self.limits = limits
    }

    private mutating func expand(_ input: Input, into statements: inout [Statement]) {
        let source: SourceFile
        let key: String
        switch input {
        case .preset(let name):
            let path = Presets.path(of: name)
            guard let bytes = Presets.provider.contents(ofFile: path) else { return }
            source = SourceFile(path: path, bytes: bytes)
            key = "preset:" + name
        case .file(let path):
            key = ImportPath.normalize(path)
            guard !expandedFiles.contains(key) else { return }
            // The inputs count toward the compilation's file and byte limits
            // as imports do, or six 16 MiB inputs to one `eval` would escape them.
            guard parsedFiles.count < limits.maxImportedFiles else {
                let id = sources.add(SourceFile(path: path, bytes: []))
                diagnostics.append(.tooManyImports(limits.maxImportedFiles, input: true, at: SourceRange(file: id, start: 0, end: 0)))
                return
            }
            let bytes = provider.contents(ofFile: path)
            source = SourceFile(path: path, bytes: bytes ?? [])
            if bytes == nil {
                let id = sources.add(source)
                let problem = (provider as? any ReadProblemDescribing)?.problem(readingFile: path)
                diagnostics.append(.cannotReadFile(path, problem: problem, at: SourceRange(file: id, start: 0, end: 0)))
                return
            }
        case .text(let text, let path):
            source = SourceFile(path: path, text: text)
            key = ImportPath.normalize(path)
        }
        guard !expandedFiles.contains(key) else { return }
        guard totalBytes + source.bytes.count <= limits.maxTotalBytes else {
            let id = sources.add(SourceFile(path: source.path, bytes: []))
            diagnostics.append(.tooManyBytes(limits.maxTotalBytes, input: true, at: SourceRange(file: id, start: 0, end: 0)))
            return
        }
        totalBytes += source.bytes.count
        let id = sources.add(source)
        rootFiles.insert(id)
        let ast = Parser.parse(source, file: id, limits: limits, diagnostics: &diagnostics)
        readPragmas(of: ast, in: source)
        parsedFiles[key] = ast
        expand(ast, key: key, path: source.path, stack: [key], into: &statements)
    }

    private static func traitNames(in statements: [Statement]) -> Set<String> {
        var names = Set<String>()
        traitNames(in: statements, into: &names)
        return names
    }

    /// (Into one set, name by name: no array or set per block.)
    private static func traitNames(in statements: [Statement], into names: inout Set<String>) {
        for statement in statements {
            switch statement {
            case .traits(let block):
                for declaration in block.declarations { names.insert(declaration.name.name) }
            case .media(let rule): traitNames(in: rule.body, into: &names)
            default: continue
            }
        }
    }

    private func result() -> CheckedRuleSet {
        var seen = Set<Diagnostic>()
        var unique = diagnostics.filter { seen.insert($0).inserted }
        if let first = firstDroppedRequirement {
            unique.append(.tooManyRequiredTraits(limits.maxListItems, more: droppedRequirements, at: first))
        }
        return CheckedRuleSet(
            sources: sources, diagnostics: Diagnostic.sorted(unique), rules: rules, requirements: requirements,
            devices: devices, dropped: dropped, deviceCheckExempt: deviceCheckExempt)
    }

    /// Keeps the first `maxDiagnosticsPerFile` + 1 diagnostics of each file
    /// (in sorted order) and counts the rest in `dropped`: a file shows no
    /// more, and without compaction four imported 16 MB files of repeated
    /// trait names would hold 4 million diagnostics (gigabytes) until the
    /// cap applied at the end.
    mutating func compactDiagnostics() {
        var seen = Set<Diagnostic>()
        let sorted = Diagnostic.sorted(diagnostics.filter { seen.insert($0).inserted })
        var kept: [Diagnostic] = []
        var shown: [FileID: Int] = [:]
        for diagnostic in sorted {
            let file = diagnostic.range.file
            if shown[file, default: 0] <= limits.maxDiagnosticsPerFile {
                shown[file, default: 0] += 1
                kept.append(diagnostic)
            } else {
                dropped[file, default: DroppedDiagnostics()].count += 1
                if diagnostic.severity == .error { dropped[file, default: DroppedDiagnostics()].hasErrors = true }
            }
        }
        compactionThreshold = max(100_000, 2 * kept.count)
        diagnostics = kept
    }

    // MARK: Suggestions

    /// The closest of `candidates` to `word`, charged to the compilation's
    /// suggestion budget. A caller that builds a long candidate list
    /// checks `suggestionBudget > 0` first.
    mutating func suggest(_ word: String, among candidates: [String]) -> String? {
        Suggestion.closest(to: word, among: candidates, budget: &suggestionBudget)
    }

    // MARK: Cascade

    /// Gathers one rule per `traits` or `layout` block, in document order,
    /// each under the conjunction of the `@media` conditions around it.
    /// `size` is the number of condition nodes of `conditions` together,
    /// kept per rule (`ruleSizes`) to bound trait tests.
    private mutating func collectRules(
        _ statements: [Statement], conditions: [Condition], headers: [SourceRange], size: Int
    ) {
        // A `traits` block and a `layout` block side by side in one `@media`
        // are one rule: one location in `tree`, `explain` and generated code.
        // Traits and layouts cascade separately, so merging two neighbours
        // (no rule between them) changes no result.
        var open: (rule: Int, hasTraits: Bool, hasLayout: Bool)?
        for statement in statements {
            switch statement {
            case .media(let media):
                open = nil
                let sizeBefore = conditionSize
                let condition = lower(media.queries)
                collectRules(
                    media.body, conditions: conditions + [condition], headers: headers + [media.headerRange],
                    size: Self.saturatingAdd(size, conditionSize - sizeBefore))
            case .traits(let block):
                let traits = checkTraits(block)
                var joined: Int?
                if let target = open, !target.hasTraits, target.rule == rules.count - 1 { joined = target.rule }
                // (`checkTraits` keeps one assignment per name, so each is
                // its name's last.)
                for trait in traits {
                    if earlierTraits.set.insert(trait.name).inserted { earlierTraits.names.append(trait.name) }
                    settersByTrait[trait.name, default: []].append((joined ?? rules.count, trait.value))
                }
                if let joined {
                    rules[joined].traits = traits
                    rules[joined].range = rules[joined].range.union(block.range)
                    open = nil
                    continue
                }
                addRuleSize(size, at: headers.last ?? block.range)
                if !headers.isEmpty { open = (rules.count, true, false) }
                rules.append(
                    Rule(
                        index: rules.count, condition: .and(conditions), mediaHeaders: headers, range: block.range,
                        traits: traits, regions: []))
            case .layout(let block):
                let regions = checkLayout(block)
                if let target = open, !target.hasLayout, target.rule == rules.count - 1 {
                    rules[target.rule].regions = regions
                    rules[target.rule].range = rules[target.rule].range.union(block.range)
                    open = nil
                    continue
                }
                addRuleSize(size, at: headers.last ?? block.range)
                if !headers.isEmpty { open = (rules.count, false, true) }
                rules.append(
                    Rule(
                        index: rules.count, condition: .and(conditions), mediaHeaders: headers, range: block.range,
                        traits: [], regions: regions))
            case .require(let rule):
                let room = max(0, limits.maxListItems - requirements.count)
                requirements += rule.traits.prefix(room).map { RequiredTrait(name: $0.name, range: $0.range) }
                if rule.traits.count > room {
                    if firstDroppedRequirement == nil { firstDroppedRequirement = rule.traits[room].range }
                    droppedRequirements += rule.traits.count - room
                }
            case .customMedia, .importRule, .device:
                continue
            }
        }
    }

    /// Records a rule's condition size; the rule that takes the total past
    /// `maxConditionNodes` gets `too-many-conditions` at its `@media`.
    private mutating func addRuleSize(_ size: Int, at header: SourceRange) {
        ruleSizes.append(size)
        let before = totalRuleSize
        totalRuleSize = Self.saturatingAdd(totalRuleSize, size)
        if before <= limits.maxConditionNodes, totalRuleSize > limits.maxConditionNodes {
            diagnostics.append(.tooManyConditions(limit: limits.maxConditionNodes, at: header))
        }
    }

    // MARK: Traits

    private mutating func checkTraits(_ block: TraitsBlock) -> [TraitAssignment] {
        var firstSet = FirstSeen(expecting: block.declarations.count)
        var assignments: [TraitAssignment] = []
        assignments.reserveCapacity(block.declarations.count)
        for declaration in block.declarations {
            let name = declaration.name.name
            if let first = firstSet.first(name) {
                diagnostics.append(.duplicateTrait(name, at: declaration.name.range, first: first))
                continue
            }
            firstSet.insert(name, at: declaration.name.range)
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

/// Where each name was first seen, for "duplicate" diagnostics: a list
/// while it is short (a block's names are a handful, and a dictionary per
/// block cost more than checking it), a dictionary past that.
struct FirstSeen {
    private var names: [(name: String, range: SourceRange)] = []
    private var index: [String: SourceRange]?
    private static let listLimit = 16

    init() {}

    /// Room for the names of a block of `count` declarations, allocated
    /// once rather than regrown as the names come.
    init(expecting count: Int) {
        names.reserveCapacity(min(count, Self.listLimit))
    }

    /// Where `name` was first seen, or nil.
    func first(_ name: String) -> SourceRange? {
        if let index { return index[name] }
        return names.first { $0.name == name }?.range
    }

    /// Records the first sight of `name` (which `first` has not seen).
    mutating func insert(_ name: String, at range: SourceRange) {
        if index != nil {
            index?[name] = range
        } else if names.count < Self.listLimit {
            names.append((name, range))
        } else {
            var built = [String: SourceRange](minimumCapacity: 2 * Self.listLimit)
            for (name, range) in names { built[name] = range }
            built[name] = range
            index = built
            names = []
        }
    }
}
