import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesSyntax

/// Media Queries Level 5 custom media: `@custom-media --name QUERY;`.
///
/// Reference: https://www.w3.org/TR/mediaqueries-5/#custom-mq
///
/// Names are global to a compilation and may be used before they are
/// defined; a later definition replaces an earlier one (with a warning).
/// A reference behaves as if the whole definition were in parentheses:
/// `(--a-or-b) and (x)` means `((a) or (b)) and (x)`.
struct CustomMediaTable {
    enum State {
        case lowering
        case done(Condition)
    }
    /// The definition in force for each name (the last one).
    var definitions: [String: CustomMediaRule] = [:]
    var states: [String: State] = [:]
    /// Names currently being expanded, innermost last, to explain cycles.
    var expanding: [CustomMediaRule] = []
    var referenced: Set<String> = []
    /// Cycles already reported, by the name that closes them and their
    /// length: one definition referring 15,000 times into a cycle of 60
    /// long names would otherwise print the whole chain 15,000 times.
    var reportedCycles: Set<CycleKey> = []

    struct CycleKey: Hashable {
        var name: String
        var length: Int
    }
    /// Definitions in the order they appear, for the unused-name warning.
    var order: [CustomMediaRule] = []
    /// Each expanded definition's size as a condition tree, in nodes. A
    /// definition can reference another twice, so sizes can double at each
    /// level of a chain: `custom-media-too-large` stops that before the
    /// compiler walks an exponential tree.
    var sizes: [String: Int] = [:]
    /// The defined names, sorted, for suggestions: sorted once, when a
    /// reference to an undefined name first needs them (all definitions
    /// are recorded before any is expanded).
    var sortedNames: [String]?
}

extension Checker {
    /// Records every definition, warning about redefinitions, then lowers
    /// each one so errors inside unused definitions are reported too.
    mutating func collectCustomMedia(_ statements: [Statement]) {
        var all: [CustomMediaRule] = []
        for case .customMedia(let rule) in statements {
            all.append(rule)
            if let earlier = customMedia.definitions[rule.name.name], earlier.range != rule.range {
                diagnostics.append(.customMediaRedefined(rule.name.name, at: rule.name.range, earlier: earlier.name.range))
            }
            if customMedia.definitions[rule.name.name] == nil { customMedia.order.append(rule) }
            customMedia.definitions[rule.name.name] = rule
        }
        for rule in all {
            if let current = customMedia.definitions[rule.name.name], current.range == rule.range {
                _ = expandCustomMedia(rule.name.name, at: nil)
            } else {
                _ = lowerDefinition(rule)  // replaced, but still checked
            }
        }
    }

    /// The condition a `(--name)` reference stands for.
    mutating func expandCustomMedia(_ name: String, at reference: SourceRange?) -> Condition {
        if reference != nil { customMedia.referenced.insert(name) }
        guard let rule = customMedia.definitions[name] else {
            if customMedia.sortedNames == nil { customMedia.sortedNames = customMedia.definitions.keys.sorted() }
            let known = customMedia.sortedNames ?? []
            if let reference {
                diagnostics.append(
                    .undefinedCustomMedia(name, suggestion: suggest(name, among: known), at: reference))
            }
            return .never
        }
        switch customMedia.states[name] {
        case .done(let condition):
            conditionSize = Self.saturatingAdd(conditionSize, customMedia.sizes[name] ?? 1)
            return condition
        case .lowering:
            reportCycle(closingAt: name, reference: reference ?? rule.name.range)
            return .never
        case nil:
            guard customMedia.expanding.count < limits.maxCustomMediaDepth else {
                diagnostics.append(.customMediaTooDeep(limits.maxCustomMediaDepth, at: reference ?? rule.name.range))
                return .never
            }
            customMedia.states[name] = .lowering
            customMedia.expanding.append(rule)
            let sizeBefore = conditionSize
            let condition = lowerDefinition(rule)
            customMedia.sizes[name] = max(1, conditionSize - sizeBefore)
            customMedia.expanding.removeLast()
            customMedia.states[name] = .done(condition)
            return condition
        }
    }

    package static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// A reference, unless its definition expands to more condition nodes
    /// than the limit (then `.never`, after a diagnostic).
    mutating func expandReference(_ name: Identifier) -> Condition {
        let sizeBefore = conditionSize
        let condition = expandCustomMedia(name.name, at: name.range)
        let size = conditionSize - sizeBefore
        guard size <= limits.maxCustomMediaSize else {
            conditionSize = Self.saturatingAdd(sizeBefore, 1)
            diagnostics.append(.customMediaTooLarge(name.name, limit: limits.maxCustomMediaSize, at: name.range))
            return .never
        }
        return condition
    }

    private mutating func lowerDefinition(_ rule: CustomMediaRule) -> Condition {
        switch rule.value {
        case .constant(let flag, _): flag ? .always : .never
        case .queries(let list): lower(list)
        }
    }

    /// Reports `--a -> --b -> --a` at the reference that closes the cycle,
    /// with a note at each definition on the way.
    private mutating func reportCycle(closingAt name: String, reference: SourceRange) {
        guard let start = customMedia.expanding.firstIndex(where: { $0.name.name == name }) else { return }
        let cycle = customMedia.expanding[start...]
        guard customMedia.reportedCycles.insert(.init(name: name, length: cycle.count)).inserted else { return }
        // At most 8 steps spelt out, as for layout reference cycles.
        var chain = cycle.prefix(8).map(\.name.name)
        if cycle.count > 8 { chain.append("... (\(cycle.count - 8) more)") }
        chain.append(name)
        let notes = cycle.prefix(8).map { Note("'\(clipped($0.name.name))' is defined here", at: $0.name.range) }
        diagnostics.append(.customMediaCycle(chain, at: reference, notes: notes))
    }

    /// Warns about custom media that no rule or other definition uses.
    /// Only names defined in the files being checked count: imported files
    /// and presets define names for others to use, and so do files holding
    /// only definitions (shared breakpoint libraries checked on their own).
    mutating func reportUnusedCustomMedia() {
        let filesWithRules = Set(rules.map(\.range.file))
        for first in customMedia.order where !customMedia.referenced.contains(first.name.name) {
            guard let rule = customMedia.definitions[first.name.name] else { continue }
            let file = rule.name.range.file
            guard rootFiles.contains(file), filesWithRules.contains(file), !rule.isBroken else { continue }
            if let path = sources[file]?.path, Presets.isPresetPath(path) { continue }
            diagnostics.append(.unusedCustomMedia(rule.name.name, at: rule.name.range))
        }
    }
}
