// Random but valid rule files, generated as source text, for the
// differential tests (DifferentialTests.swift).
//
// A program is generated as a small structured model (`GenProgram`) and
// rendered to text, so a failing case can be shrunk structurally: delete
// a statement, unwrap an `@media`, drop a query or an operand, and render
// again. Everything is driven by `DiffRandom` (SplitMix64), so a seed
// reproduces a case exactly on every platform and Swift version (no
// `Int.random`).

@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime

// MARK: - PRNG

/// The shared `SplitMix64` (TestSupport/Markers.swift) with the sampling
/// helpers the generators need.
struct DiffRandom: RandomNumberGenerator {
    var base: SplitMix64

    init(seed: UInt64) { base = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { base.next() }

    /// 0 ..< n (the modulo bias is irrelevant for n this small).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// low ... high, inclusive.
    mutating func int(_ low: Int, _ high: Int) -> Int { low + below(high - low + 1) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A derived seed, for giving each sub-generator its own stream.
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var generator = DiffRandom(seed: a ^ (b &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}

// MARK: - Model

/// A media condition (MQ4 `media-condition`), kept structured for shrinking.
indirect enum GenCondition: Hashable {
    /// A complete `media-feature`, parentheses included: `(width >= 320)`.
    case feature(String)
    /// `(--cN)`.
    case custom(Int)
    case not(GenCondition)
    /// One operand renders as a parenthesised group: `((width > 1))`.
    case and([GenCondition])
    case or([GenCondition])

    /// `media-condition`: `not (a)`, `(a) and (b)`, `(a) or (b)`, `(a)`.
    var text: String {
        switch self {
        case .feature(let text): text
        case .custom(let index): "(\(Self.customName(index)))"
        case .not(let inner): "not " + inner.inParens
        case .and(let parts): parts.map(\.inParens).joined(separator: " and ")
        case .or(let parts): parts.map(\.inParens).joined(separator: " or ")
        }
    }

    static func customName(_ index: Int) -> String { "--c\(index)" }

    /// `media-in-parens`.
    var inParens: String {
        switch self {
        case .feature, .custom: text
        case .not, .and, .or: "(" + text + ")"
        }
    }

    /// `media-condition-without-or`, as after `screen and`.
    var withoutOr: String {
        switch self {
        case .or(let parts) where parts.count > 1: inParens
        default: text
        }
    }

    /// One-step simplifications, for the reducer.
    var shrinks: [GenCondition] {
        switch self {
        case .feature, .custom:
            return []
        case .not(let inner):
            return [inner] + inner.shrinks.map { .not($0) }
        case .and(let parts), .or(let parts):
            let rebuild: ([GenCondition]) -> GenCondition = {
                if case .and = self { return .and($0) } else { return .or($0) }
            }
            var result = parts
            if parts.count > 1 {
                for index in parts.indices {
                    var fewer = parts
                    fewer.remove(at: index)
                    result.append(rebuild(fewer))
                }
            }
            for (index, part) in parts.enumerated() {
                for smaller in part.shrinks {
                    var copy = parts
                    copy[index] = smaller
                    result.append(rebuild(copy))
                }
            }
            return result
        }
    }
}


/// One `media-query`: a bare condition, or `[not|only] TYPE [and CONDITION]`.
struct GenQuery: Hashable {
    var modifier: String?
    var type: String?
    var condition: GenCondition?

    var text: String {
        guard let type else { return condition?.text ?? "all" }
        var words = [type]
        if let modifier { words.insert(modifier, at: 0) }
        if let condition { words += ["and", condition.withoutOr] }
        return words.joined(separator: " ")
    }

    var shrinks: [GenQuery] {
        var result: [GenQuery] = []
        if type != nil, let condition { result.append(GenQuery(condition: condition)) }
        if modifier != nil { result.append(GenQuery(modifier: nil, type: type, condition: condition)) }
        if type != nil, condition != nil { result.append(GenQuery(modifier: modifier, type: type, condition: nil)) }
        for smaller in condition?.shrinks ?? [] {
            result.append(GenQuery(modifier: modifier, type: type, condition: smaller))
        }
        return result
    }
}

struct GenTrait: Hashable {
    var name: String
    var value: String
}

enum GenCustomValue: Hashable {
    case constant(Bool)
    case queries([GenQuery])
}

indirect enum GenStatement: Hashable {
    case media([GenQuery], [GenStatement])
    case traits([GenTrait])
    case customMedia(Int, GenCustomValue)
    /// `@import "TARGET";`: a sibling file's path relative to the importer, or a preset.
    case importRule(String)
    /// `@require a, b;`: exercises the coverage analysis every compile runs.
    case require([String])

    func render(indent: String, into lines: inout [String]) {
        switch self {
        case .media(let queries, let body):
            lines.append(indent + "@media " + queries.map(\.text).joined(separator: ", ") + " {")
            for statement in body { statement.render(indent: indent + "  ", into: &lines) }
            lines.append(indent + "}")
        case .traits(let traits):
            let declarations = traits.map { "\($0.name): \($0.value);" }.joined(separator: " ")
            lines.append(indent + "traits { " + declarations + " }")
        case .customMedia(let index, .constant(let flag)):
            lines.append(indent + "@custom-media \(GenCondition.customName(index)) \(flag);")
        case .customMedia(let index, .queries(let queries)):
            lines.append(indent + "@custom-media \(GenCondition.customName(index)) " + queries.map(\.text).joined(separator: ", ") + ";")
        case .importRule(let target):
            lines.append(indent + "@import \"\(target)\";")
        case .require(let names):
            lines.append(indent + "@require " + names.joined(separator: ", ") + ";")
        }
    }

    /// One-step simplifications of this statement alone.
    var shrinks: [GenStatement] {
        switch self {
        case .media(let queries, let body):
            return Self.shrinkList(queries, shrinking: \.shrinks, keepOne: true).map { .media($0, body) }
                + Self.shrinkStatements(body).map { .media(queries, $0) }
        case .traits(let traits):
            return traits.indices.map { index in
                var fewer = traits
                fewer.remove(at: index)
                return .traits(fewer)
            }
        case .customMedia(let index, .queries(let queries)):
            return [.customMedia(index, .constant(true)), .customMedia(index, .constant(false))]
                + Self.shrinkList(queries, shrinking: \.shrinks, keepOne: true).map { .customMedia(index, .queries($0)) }
        case .require(let names):
            return names.count > 1 ? names.indices.map { index in
                var fewer = names
                fewer.remove(at: index)
                return .require(fewer)
            } : []
        case .customMedia(_, .constant), .importRule:
            return []
        }
    }
}

extension GenStatement {
    /// Simplifications of a list: drop one element, or shrink one element.
    static func shrinkList<T>(_ items: [T], shrinking: (T) -> [T], keepOne: Bool) -> [[T]] {
        var result: [[T]] = []
        if items.count > (keepOne ? 1 : 0) {
            for index in items.indices {
                var fewer = items
                fewer.remove(at: index)
                result.append(fewer)
            }
        }
        for (index, item) in items.enumerated() {
            for smaller in shrinking(item) {
                var copy = items
                copy[index] = smaller
                result.append(copy)
            }
        }
        return result
    }

    /// Simplifications of a statement list: drop a statement, splice an
    /// `@media` block's body in its place, or shrink one statement.
    static func shrinkStatements(_ statements: [GenStatement]) -> [[GenStatement]] {
        var result: [[GenStatement]] = []
        for index in statements.indices {
            var fewer = statements
            fewer.remove(at: index)
            result.append(fewer)
        }
        for (index, statement) in statements.enumerated() {
            if case .media(_, let body) = statement {
                var spliced = statements
                spliced.replaceSubrange(index...index, with: body)
                result.append(spliced)
            }
        }
        for (index, statement) in statements.enumerated() {
            for smaller in statement.shrinks {
                var copy = statements
                copy[index] = smaller
                result.append(copy)
            }
        }
        return result
    }
}

/// A whole compilation: the root file, sibling files it imports, and the
/// presets passed to `Compiler.compile(presets:)`.
struct GenProgram: Hashable {
    static let rootPath = "main.layout"

    /// Path to statements; `rootPath` is the file compiled.
    var files: [String: [GenStatement]]
    var presets: [String]

    func text(of path: String) -> String {
        var lines: [String] = []
        for statement in files[path] ?? [] { statement.render(indent: "", into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    var rootText: String { text(of: Self.rootPath) }

    var provider: InMemorySourceProvider {
        var texts: [String: String] = [:]
        for path in files.keys where path != Self.rootPath { texts[path] = text(of: path) }
        return InMemorySourceProvider(texts)
    }

    func compile(limits: Limits = Limits()) -> Compilation {
        Compiler.compile(text: rootText, path: Self.rootPath, presets: presets, provider: provider, limits: limits)
    }

    /// Every file, root first, for printing a reproducer.
    var listing: String {
        var out = ""
        if !presets.isEmpty { out += "// presets: \(presets.joined(separator: ", "))\n" }
        for path in [Self.rootPath] + files.keys.sorted().filter({ $0 != Self.rootPath }) {
            guard path == Self.rootPath || !(files[path] ?? []).isEmpty else { continue }
            out += "// ---- \(path)\n" + text(of: path)
        }
        return out
    }

    /// One-step simplifications of the whole program.
    var shrinks: [GenProgram] {
        var result: [GenProgram] = []
        for index in presets.indices {
            var copy = self
            copy.presets.remove(at: index)
            result.append(copy)
        }
        for path in files.keys.sorted() {
            for smaller in GenStatement.shrinkStatements(files[path] ?? []) {
                var copy = self
                copy.files[path] = smaller
                result.append(copy)
            }
        }
        return result
    }
}

// MARK: - Generator

/// Generates one random valid program from a seed.
///
/// Validity by construction: and/or never mix at one level (each level is
/// one `GenCondition.and` or `.or`), `not` always takes a parenthesised
/// operand, custom media `--cI` only reference `--cJ` with J < I (no
/// cycles; definitions land anywhere, before or after their uses), every
/// sibling file is imported by the root or an earlier sibling (no import
/// cycles, every definition reachable), double ranges have their bounds
/// the right way round, and no block sets a trait twice.
struct RuleGenerator {
    /// Breakpoints shared by generated rules and environments, so
    /// boundaries are hit exactly.
    static let lengths: [Double] = [0, 320, 375, 390, 414, 428, 600, 744, 768, 834, 1024, 1180, 1366]
    static let ratios: [(text: String, value: Double)] = [
        ("16/9", 16.0 / 9), ("4/3", 4.0 / 3), ("1/1", 1), ("3/4", 0.75), ("9/16", 9.0 / 16), ("21/9", 21.0 / 9),
        ("3/2", 1.5), ("2/3", 2.0 / 3), ("32/18", 16.0 / 9), ("16 / 10", 1.6), ("1", 1), ("2", 2), ("0.5", 0.5),
        // Equal values spelled differently: the tree must not merge them
        // into one test that rounds differently from the oracle's.
        ("1.6", 1.6), ("8/5", 1.6), ("48/27", 16.0 / 9), ("12/9", 4.0 / 3), ("1.5", 1.5), ("0.75", 0.75),
    ]
    static let resolutions: [(text: String, value: Double)] = [
        // dpi values as the checker computes them (amount * (1 / 96)), so
        // the bounds of a double range are ordered exactly as it orders them.
        ("1x", 1), ("2x", 2), ("3x", 3), ("96dpi", 96 * (1.0 / 96)), ("192dpi", 192 * (1.0 / 96)),
        ("288dpi", 288 * (1.0 / 96)), ("144dpi", 144 * (1.0 / 96)), ("2dppx", 2), ("1.5x", 1.5),
    ]
    static let scales: [Double] = [0, 1, 1.5, 2, 3]
    /// Window fractions as the checker reads them (`a/b` is the quotient),
    /// equal values spelled both ways.
    static let fractions: [(text: String, value: Double)] = [
        ("0", 0), ("0.25", 0.25), ("1/3", 1.0 / 3), ("0.4", 0.4), ("1/2", 0.5), ("0.5", 0.5), ("2/3", 2.0 / 3),
        ("3/4", 0.75), ("0.75", 0.75), ("1", 1), ("1/1", 1), ("1.5", 1.5),
    ]
    static let traitNames = ["columns", "density", "sidebar", "title", "spacing", "mode", "visible"]
    static let traitValues = [
        "compact", "regular", "wide", "grid", "0", "1", "2", "3", "2.5", "-4", "12pt", "16px", "\"a\"",
        "\"Hello, world\"", "\"\"", "true", "false",
    ]

    enum Kind: CaseIterable {
        case length, ratio, resolution, scale, orientation, interfaceOrientation, idiom, window, fraction
    }

    var rng: DiffRandom
    /// The feature kinds this program tests (a few per program keep trees
    /// small while making the rules interact).
    var kinds: [Kind] = []
    var lengthFeatures: [String] = []
    var customMediaCount = 0
    var rulesLeft = 0

    init(seed: UInt64) { rng = DiffRandom(seed: seed) }

    mutating func program() -> GenProgram {
        chooseFeatures()
        customMediaCount = rng.chance(0.5) ? rng.int(1, 5) : 0
        rulesLeft = rng.int(1, 30)
        let partCount = rng.chance(0.35) ? rng.int(1, 3) : 0
        // Alternating folders, so imports are written "part1.layout",
        // "lib/part2.layout" and "../part1.layout".
        let paths = (0..<partCount).map { $0 % 2 == 0 ? "lib/part\($0).layout" : "part\($0).layout" }
        var files: [String: [GenStatement]] = [:]
        // Share the rules out: the root keeps at least one.
        var budgets = [Int](repeating: 0, count: partCount)
        for index in 0..<partCount {
            let share = rng.int(0, rulesLeft / 3)
            budgets[index] = share
            rulesLeft -= share
        }
        files[GenProgram.rootPath] = statements(rules: max(rulesLeft, 1), depth: 0)
        for (index, path) in paths.enumerated() { files[path] = statements(rules: budgets[index], depth: 0) }
        // Imports: part I from the root or from an earlier part.
        for (index, path) in paths.enumerated() {
            let importer = index == 0 || rng.chance(0.5) ? GenProgram.rootPath : paths[rng.below(index)]
            insertAtRandom(.importRule(Self.relative(path, from: importer)), into: &files[importer, default: []])
            if rng.chance(0.1) {  // imported twice: its rules apply at both places
                insertAtRandom(.importRule(Self.relative(path, from: importer)), into: &files[importer, default: []])
            }
        }
        // Custom media: anywhere at the top level of the root or a part.
        for index in 0..<customMediaCount {
            let file = partCount > 0 && rng.chance(0.3) ? rng.pick(paths) : GenProgram.rootPath
            insertAtRandom(.customMedia(index, customValue(index)), into: &files[file, default: []])
        }
        if rng.chance(0.15) {
            let names = (0..<rng.int(1, 3)).map { _ in rng.pick(Self.traitNames) }
            insertAtRandom(.require(Array(Set(names)).sorted()), into: &files[GenProgram.rootPath, default: []])
        }
        var presets: [String] = []
        if rng.chance(0.06) { presets.append(rng.pick(["material", "tailwind"])) }
        if rng.chance(0.06) {
            insertAtRandom(.importRule(rng.pick(["material", "tailwind"])), into: &files[GenProgram.rootPath, default: []])
        }
        return GenProgram(files: files, presets: presets)
    }

    private mutating func chooseFeatures() {
        var pool: [Kind] = [.length, .length, .length] + Kind.allCases
        let count = rng.int(1, 4)
        kinds = []
        while kinds.count < count, !pool.isEmpty {
            let kind = pool.remove(at: rng.below(pool.count))
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        let allLengths = ["width", "height", "screen-width", "screen-height"]
        lengthFeatures = ["width"]
        if rng.chance(0.7) { lengthFeatures.append("height") }
        if rng.chance(0.3) { lengthFeatures.append(rng.pick(Array(allLengths.dropFirst(2)))) }
    }

    private mutating func insertAtRandom(_ statement: GenStatement, into list: inout [GenStatement]) {
        list.insert(statement, at: rng.int(0, list.count))
    }

    /// `target` as written in an `@import` inside `importer`.
    static func relative(_ target: String, from importer: String) -> String {
        let importerDirectory = importer.contains("/") ? String(importer.split(separator: "/")[0]) : ""
        let targetDirectory = target.contains("/") ? String(target.split(separator: "/")[0]) : ""
        let file = String(target.split(separator: "/").last ?? "")
        if importerDirectory == targetDirectory { return file }
        if importerDirectory.isEmpty { return target }
        return targetDirectory.isEmpty ? "../" + file : "../" + target
    }

    // MARK: Statements

    private mutating func statements(rules: Int, depth: Int) -> [GenStatement] {
        var result: [GenStatement] = []
        var left = rules
        while left > 0 {
            if rng.chance(depth == 0 ? 0.12 : 0.3) {
                result.append(.traits(traits()))
                left -= 1
                continue
            }
            let inner = depth < 3 && left > 1 && rng.chance(0.3) ? rng.int(1, min(left, 4)) : 1
            let body: [GenStatement]
            if inner == 1 && rng.chance(0.85) {
                body = [.traits(traits())]
            } else {
                body = statements(rules: inner, depth: depth + 1)
            }
            result.append(.media(queries(), body))
            left -= inner
        }
        return result
    }

    private mutating func traits() -> [GenTrait] {
        var names = Self.traitNames
        let count = rng.chance(0.2) ? 0 : rng.int(1, 4)
        var result: [GenTrait] = []
        for _ in 0..<count {
            let name = names.remove(at: rng.below(names.count))
            result.append(GenTrait(name: name, value: rng.pick(Self.traitValues)))
        }
        return result
    }

    private mutating func customValue(_ index: Int) -> GenCustomValue {
        if rng.chance(0.15) { return .constant(rng.chance(0.5)) }
        return .queries(queries(customBelow: index))
    }

    // MARK: Queries and conditions

    /// A media query list; custom media references only to `--cJ`, J < `customBelow`.
    private mutating func queries(customBelow: Int? = nil) -> [GenQuery] {
        let count = rng.chance(0.8) ? 1 : rng.int(2, 3)
        return (0..<count).map { _ in query(customBelow: customBelow ?? customMediaCount) }
    }

    private mutating func query(customBelow: Int) -> GenQuery {
        guard rng.chance(0.25) else { return GenQuery(condition: condition(depth: rng.int(1, 3), customBelow: customBelow)) }
        if rng.chance(0.08) { return GenQuery(modifier: "not", type: "all") }
        let modifier = rng.chance(0.25) ? "only" : rng.chance(0.2) ? "not" : nil
        let type = rng.chance(0.05) ? "print" : rng.pick(["all", "screen", "SCREEN"])
        let condition = rng.chance(0.8) ? self.condition(depth: 2, customBelow: customBelow) : nil
        return GenQuery(modifier: modifier, type: type, condition: condition)
    }

    private mutating func condition(depth: Int, customBelow: Int) -> GenCondition {
        if depth == 0 || rng.chance(0.5) {
            if customBelow > 0, rng.chance(0.15) { return .custom(rng.below(customBelow)) }
            return .feature(feature())
        }
        let roll = rng.below(10)
        if roll < 2 { return .not(condition(depth: depth - 1, customBelow: customBelow)) }
        let count = rng.chance(0.1) ? 1 : rng.int(2, 3)
        let parts = (0..<count).map { _ in condition(depth: depth - 1, customBelow: customBelow) }
        return roll < 6 ? .and(parts) : .or(parts)
    }

    // MARK: Features

    private mutating func feature() -> String {
        switch rng.pick(kinds) {
        case .length:
            let name = rng.pick(lengthFeatures)
            let (low, high) = Self.ordered(lengthValue(), lengthValue())
            return numeric(name: name, low: low, high: high)
        case .ratio:
            let (low, high) = Self.ordered(rng.pick(Self.ratios), rng.pick(Self.ratios))
            return numeric(name: "aspect-ratio", low: low, high: high)
        case .resolution:
            let (low, high) = Self.ordered(rng.pick(Self.resolutions), rng.pick(Self.resolutions))
            return numeric(name: "resolution", low: low, high: high)
        case .scale:
            let (a, b) = (rng.pick(Self.scales), rng.pick(Self.scales))
            let (low, high) = Self.ordered((formatNumber(a), a), (formatNumber(b), b))
            return numeric(name: "scale", low: low, high: high)
        case .orientation:
            if rng.chance(0.1) { return "(orientation)" }
            return "(orientation: \(rng.pick(["portrait", "landscape"])))"
        case .interfaceOrientation:
            if rng.chance(0.05) { return "(interface-orientation)" }
            let values = ["portrait", "portrait-upside-down", "landscape-left", "landscape-right"]
            return "(interface-orientation: \(rng.pick(values)))"
        case .idiom:
            if rng.chance(0.05) { return "(idiom)" }
            let value = rng.pick(["phone", "pad", "tv", "mac", "carplay", "vision"])
            return "(idiom: \(rng.chance(0.1) ? value.uppercased() : value))"
        case .window:
            if rng.chance(0.05) { return "(window)" }
            let value = rng.pick(["full-screen", "split-view", "slide-over", "resizable"])
            return "(window: \(rng.chance(0.1) ? value.uppercased() : value))"
        case .fraction:
            let (low, high) = Self.ordered(rng.pick(Self.fractions), rng.pick(Self.fractions))
            return numeric(name: rng.pick(["window-width-fraction", "window-height-fraction"]), low: low, high: high)
        }
    }

    private mutating func lengthValue() -> (String, Double) {
        var value = rng.pick(Self.lengths)
        if rng.chance(0.1) { value = Double(rng.int(0, 1400)) }
        if rng.chance(0.05) { value += 0.5 }
        if rng.chance(0.03) { value = -value - 1 }
        let unit = rng.chance(0.8) ? "" : rng.pick(["px", "pt"])
        return (formatNumber(value) + unit, value)
    }

    /// Two (text, value) pairs, the lower value first.
    private static func ordered(_ a: (String, Double), _ b: (String, Double)) -> ((String, Double), (String, Double)) {
        a.1 <= b.1 ? (a, b) : (b, a)
    }

    /// Every spelling of a numeric test: plain, `min-`/`max-`, range
    /// either way round, double range either direction, boolean.
    private mutating func numeric(name: String, low: (String, Double), high: (String, Double)) -> String {
        let written = rng.chance(0.05) ? name.uppercased() : name
        let operators = ["<", "<=", ">", ">=", "="]
        switch rng.below(10) {
        case 0: return "(\(written): \(low.0))"
        case 1: return "(min-\(written): \(low.0))"
        case 2: return "(max-\(written): \(low.0))"
        case 3, 4: return "(\(written) \(rng.pick(operators)) \(low.0))"
        case 5: return "(\(low.0) \(rng.pick(operators)) \(written))"
        case 6, 7, 8:
            // "(a < x < b)": strict only when a < b, or the range is empty (an error).
            let strict = low.1 < high.1
            let first = strict && rng.chance(0.5) ? "<" : "<="
            let second = strict && rng.chance(0.5) ? "<" : "<="
            if rng.chance(0.5) { return "(\(low.0) \(first) \(written) \(second) \(high.0))" }
            return "(\(high.0) \(first.replacingFirst("<", with: ">")) \(written) \(second.replacingFirst("<", with: ">")) \(low.0))"
        default: return "(\(written))"
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: Character, with replacement: Character) -> String {
        guard let index = firstIndex(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(index...index, with: String(replacement))
        return copy
    }
}

// MARK: - Environments

/// Random environments biased towards the breakpoints a rule set uses.
struct EnvironmentGenerator {
    var rng: DiffRandom
    /// Values worth hitting exactly, per numeric feature.
    var widths: [Double] = RuleGenerator.lengths
    var heights: [Double] = RuleGenerator.lengths
    var screenWidths: [Double] = RuleGenerator.lengths
    var screenHeights: [Double] = RuleGenerator.lengths
    var scales: [Double] = [1, 2, 3]
    /// Window fractions worth hitting exactly: a window that is this
    /// fraction of its screen.
    var fractions: [Double] = [1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]
    /// width:height pairs that are exactly on a ratio breakpoint.
    var ratios: [(Double, Double)] = [(1280, 720), (720, 1280), (1024, 768), (768, 1024), (400, 400), (900, 600), (600, 900)]
    /// Ratio breakpoints as numbers, for windows a rounding error away.
    var ratioValues: [Double] = [16.0 / 9, 4.0 / 3, 1.5, 1.6, 1]

    init(seed: UInt64, tree: DecisionTree? = nil) {
        rng = DiffRandom(seed: seed)
        guard let tree else { return }
        for node in tree.nodes {
            switch (node.kind, node.feature) {
            case (.threshold, .width): widths.append(node.numerator)
            case (.threshold, .height): heights.append(node.numerator)
            case (.threshold, .screenWidth): screenWidths.append(node.numerator)
            case (.threshold, .screenHeight): screenHeights.append(node.numerator)
            case (.threshold, .scale): scales.append(node.numerator)
            case (.threshold, .windowWidthFraction), (.threshold, .windowHeightFraction): fractions.append(node.numerator)
            case (.ratio, _):
                ratios.append((node.numerator * 100, node.denominator * 100))
                ratios.append((node.numerator * 7, node.denominator * 7))
                ratioValues.append(node.numerator / node.denominator)
            default: break
            }
        }
    }

    private mutating func value(_ hits: [Double]) -> Double {
        switch rng.below(20) {
        case 0...8: return rng.pick(hits)
        case 9...11: return max(0, rng.pick(hits) + rng.pick([-1, -0.5, 0.5, 1]))
        case 12: return rng.chance(0.9) ? 0 : -Double(rng.int(1, 50))  // a few impossible negative sizes too
        case 13...16: return Double(rng.int(0, 1500))
        default: return Double(rng.int(0, 15000)) / 10
        }
    }

    mutating func next() -> LayoutEnvironment {
        var width = value(widths)
        var height = value(heights)
        switch rng.below(10) {
        case 0:
            (width, height) = rng.pick(ratios)
        case 1:
            // A fractional window whose ratio is within rounding of a breakpoint.
            height = Double(rng.int(1, 2000)) + Double(rng.int(0, 999)) / 1000
            width = height * rng.pick(ratioValues)
        case 2:
            height = width
        default: break
        }
        var screenWidth = rng.chance(0.5) ? width : value(screenWidths)
        var screenHeight = rng.chance(0.5) ? height : value(screenHeights)
        if rng.chance(0.2) {
            // A window that is exactly a fraction breakpoint of its screen,
            // or a rounding error off it.
            screenWidth = Double(rng.int(1, 1400))
            width = screenWidth * rng.pick(fractions)
            if rng.chance(0.3) { width = rng.chance(0.5) ? width.nextUp : width.nextDown }
        }
        if rng.chance(0.1) {
            screenHeight = Double(rng.int(1, 1400))
            height = screenHeight * rng.pick(fractions)
        }
        let scale = rng.chance(0.9) ? rng.pick([1.0, 2, 3]) : rng.pick(scales)
        return LayoutEnvironment(
            width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
            interfaceOrientation: rng.pick(LayoutInterfaceOrientation.allCases), idiom: rng.pick(Idiom.allCases), scale: scale,
            window: rng.pick(WindowKind.allCases))
    }
}

extension EnvironmentGenerator {
    /// Swift source that rebuilds `environment`, for reproducers.
    static func literal(_ environment: LayoutEnvironment) -> String {
        let e = environment
        return "LayoutEnvironment(width: \(e.width), height: \(e.height), screenWidth: \(e.screenWidth), screenHeight: \(e.screenHeight), "
            + "interfaceOrientation: .\(e.interfaceOrientation), idiom: .\(e.idiom), scale: \(e.scale), window: .\(e.window))"
    }
}
