// Builds random but grammatical rule files from a decision stream:
// `@media` with and/or/not, ranges, double ranges, ratios, resolutions,
// media types, comma lists and `@custom-media` (acyclic, used before or
// after their definition, `true`/`false`), trait tests on traits that
// earlier rules set (also from presets), nested `@media`, `@import` of a
// second file and of presets, `@device`, `@require`, `traits` and
// `layout` blocks with nested regions, references, `env()`, functions,
// arithmetic and transforms.
//
// The programs are meant to compile: the only errors the generator cannot
// rule out cheaply are `reference-cycle` (two rules whose regions refer to
// each other) and `tree-too-large`. The breakpoints it writes are kept, so
// the environments it derives from the remaining bytes sit on them.

import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// A generated program: the root file, the files it imports, and the
/// breakpoints it used.
struct GeneratedProgram {
    static let rootPath = "Fuzz.layout"
    var root = ""
    var files: [String: String] = [:]
    var presets: [String] = []
    var hints = EnvironmentHints()

    var listing: String {
        var text = presets.isEmpty ? "" : "// presets: \(presets.joined(separator: ", "))\n"
        text += "// \(Self.rootPath)\n\(root)"
        for (path, source) in files.sorted(by: { $0.key < $1.key }) { text += "\n// \(path)\n\(source)" }
        return text
    }
}

/// Values worth hitting exactly, per feature, collected while generating.
struct EnvironmentHints {
    var widths: [Double] = [0, 320, 390, 600, 768, 1024, 1366]
    var heights: [Double] = [0, 480, 844, 900, 1024, 1366]
    var screenWidths: [Double] = []
    var screenHeights: [Double] = []
    var scales: [Double] = [1, 2, 3]
    var ratios: [(Double, Double)] = [(16, 9), (4, 3), (1, 1), (3, 4)]
    /// Window fractions the rules test: environments put a window at
    /// exactly that fraction of its screen.
    var fractions: [Double] = [0.5, 1]
    var devices: [(idiom: String, width: Double, height: Double, scale: Double)] = []
}

enum TraitKind { case number, identifier, boolean, string }

struct RuleFileGenerator {
    var decisions: Decisions
    var program = GeneratedProgram()
    /// Traits set by the rules generated so far, in cascade order, with
    /// some values they take: what a trait test may ask about.
    var earlierTraits: [String: (kind: TraitKind, values: [String])] = [:]
    var earlierTraitOrder: [String] = []
    /// Custom media names planned for this program: `--cm<i>` may refer
    /// only to `--cm<j>` with j < i, so there is no cycle.
    var customMediaCount = 0
    var definedCustomMedia = Set<Int>()
    var importedLibrary = false
    var importedPresets = Set<String>()
    var deviceNames = 0
    var ruleCount = 0
    var traitTestCount = 0
    static let maxRules = 18

    init(_ bytes: [UInt8]) { decisions = Decisions(bytes) }

    // MARK: Program

    mutating func generate() -> GeneratedProgram {
        customMediaCount = decisions.count(4)
        if decisions.chance(10) {
            let preset = decisions.pick(Self.presetTraits.map(\.name))
            program.presets.append(preset)
            importPreset(preset)
        }
        // `gap` is numeric everywhere, so layout expressions may use it.
        var lines = ["traits { gap: \(decisions.pick(["8", "1", "16pt", "4.5", "12px"])); }"]
        setTrait("gap", .number, "8")
        ruleCount += 1
        let statements = 1 + decisions.count(9)
        for _ in 0..<statements where ruleCount < Self.maxRules {
            lines.append(topLevelStatement(inLibrary: false))
        }
        // Every planned custom media name gets a definition somewhere.
        for index in 0..<customMediaCount where !definedCustomMedia.contains(index) {
            lines.append(customMediaDefinition(index))
        }
        program.root = lines.joined(separator: "\n") + "\n"
        return program
    }

    mutating func topLevelStatement(inLibrary: Bool) -> String {
        switch decisions.below(16) {
        case 0, 1, 2: return mediaRule(depth: 0)
        case 3, 4: return traitsBlock()
        case 5: return layoutBlock()
        case 6 where customMediaCount > 0:
            return customMediaDefinition(decisions.below(customMediaCount))
        case 7 where !inLibrary && !importedLibrary:
            importedLibrary = true
            var library: [String] = []
            for _ in 0..<(1 + decisions.count(4)) where ruleCount < Self.maxRules {
                library.append(topLevelStatement(inLibrary: true))
            }
            program.files["shared/Lib.layout"] = library.joined(separator: "\n") + "\n"
            return "@import \"\(decisions.pick(["shared/Lib.layout", "./shared/Lib.layout", "shared/../shared/Lib.layout"]))\";"
        case 8:
            let preset = decisions.pick(Self.presetTraits.map(\.name))
            importPreset(preset)
            return "@import \"\(preset)\";"
        case 9: return deviceRule()
        case 10:
            let names = (0..<(1 + decisions.count(2))).map { _ in decisions.pick(Self.traitNames) }
            return "@require \(names.joined(separator: ", "));"
        case 11: return "// comment \(decisions.byte())\n/* block */"
        default: return mediaRule(depth: 0)
        }
    }

    // MARK: Custom media

    mutating func customMediaDefinition(_ index: Int) -> String {
        definedCustomMedia.insert(index)
        let body: String
        switch decisions.below(10) {
        case 0: body = "true"
        case 1: body = "false"
        default: body = queryList(customMediaBelow: index, traitTests: false)
        }
        return "@custom-media --cm\(index) \(body);"
    }

    // MARK: @media

    mutating func mediaRule(depth: Int) -> String {
        let queries = queryList(customMediaBelow: customMediaCount, traitTests: true)
        var body: [String] = []
        let items = 1 + decisions.count(2)
        for _ in 0..<items where ruleCount < Self.maxRules {
            switch decisions.below(8) {
            case 0 where depth < 3: body.append(mediaRule(depth: depth + 1))
            case 1, 2: body.append(layoutBlock())
            default: body.append(traitsBlock())
            }
        }
        return "@media \(queries) {\n\(body.joined(separator: "\n"))\n}"
    }

    mutating func queryList(customMediaBelow limit: Int, traitTests: Bool) -> String {
        var queries: [String] = []
        for _ in 0..<(1 + (decisions.chance(20) ? decisions.count(2) : 0)) {
            queries.append(query(customMediaBelow: limit, traitTests: traitTests))
        }
        return queries.joined(separator: decisions.chance(50) ? ", " : ",")
    }

    mutating func query(customMediaBelow limit: Int, traitTests: Bool) -> String {
        if decisions.chance(80) {
            let condition = self.condition(depth: 0, customMediaBelow: limit, traitTests: traitTests)
            return decisions.chance(15) ? Self.inParens(condition) : Self.top(condition)
        }
        let type = decisions.pick(["all", "screen", "SCREEN", "All", "print"])
        let prefix = decisions.pick(["", "", "only ", "not ", "ONLY "])
        guard decisions.chance(70) else { return prefix + type }
        let condition = self.condition(depth: 0, customMediaBelow: limit, traitTests: traitTests)
        return "\(prefix)\(type) and \(Self.withoutOr(condition))"
    }

    indirect enum Condition {
        case feature(String)
        case not(Condition)
        case and([Condition])
        case or([Condition])
    }

    /// `media-in-parens`.
    static func inParens(_ condition: Condition) -> String {
        switch condition {
        case .feature(let text): text
        case .not(let inner): "(not \(inParens(inner)))"
        case .and(let parts): "(" + parts.map(inParens).joined(separator: " and ") + ")"
        case .or(let parts): "(" + parts.map(inParens).joined(separator: " or ") + ")"
        }
    }

    /// `media-condition`.
    static func top(_ condition: Condition) -> String {
        switch condition {
        case .feature(let text): text
        case .not(let inner): "not \(inParens(inner))"
        case .and(let parts): parts.map(inParens).joined(separator: " and ")
        case .or(let parts): parts.map(inParens).joined(separator: " or ")
        }
    }

    /// `media-condition-without-or`.
    static func withoutOr(_ condition: Condition) -> String {
        if case .or = condition { return inParens(condition) }
        return top(condition)
    }

    mutating func condition(depth: Int, customMediaBelow limit: Int, traitTests: Bool) -> Condition {
        let choice = depth >= 3 ? 0 : decisions.below(10)
        switch choice {
        case 6: return .not(condition(depth: depth + 1, customMediaBelow: limit, traitTests: traitTests))
        case 7, 8:
            let parts = (0..<(2 + decisions.count(2))).map { _ in
                condition(depth: depth + 1, customMediaBelow: limit, traitTests: traitTests)
            }
            return choice == 7 ? .and(parts) : .or(parts)
        case 9 where limit > 0: return .feature("(--cm\(decisions.below(limit)))")
        case 5 where traitTests && !earlierTraitOrder.isEmpty && traitTestCount < 8:
            // A few only: each trait test embeds the conditions of every
            // earlier rule that sets the trait, so a chain of them grows
            // exponentially until `trait-test-too-large` stops it;
            // more would mostly test that limit.
            traitTestCount += 1
            return .feature(traitTest())
        default: return .feature(feature())
        }
    }

    // MARK: Media features

    static let lengths: [Double] = [0, 1, 320, 375, 390, 414, 430, 599.5, 600, 744, 768, 820, 834, 1000, 1024, 1180, 1366]
    static let comparisons = ["<", "<=", ">", ">=", "="]

    mutating func feature() -> String {
        switch decisions.below(14) {
        case 0, 1: return numeric("width", unit: lengthUnit(), value: length(into: \.widths))
        case 2: return numeric("height", unit: lengthUnit(), value: length(into: \.heights))
        case 3: return numeric("screen-width", unit: lengthUnit(), value: length(into: \.screenWidths))
        case 4: return numeric("screen-height", unit: lengthUnit(), value: length(into: \.screenHeights))
        case 5: return aspectRatio()
        case 6:
            let scale = decisions.pick([1.0, 2, 3, 2.5, 1.5])
            program.hints.scales.append(scale)
            return numeric("scale", unit: "", value: { _ in (scale, Self.number(scale)) })
        case 7:
            let (unit, factor) = decisions.pick([("x", 1.0), ("dppx", 1), ("dpi", 96), ("dpcm", 96 / 2.54), ("X", 1)])
            return numeric("resolution", unit: unit) { generator in
                let scale = generator.decisions.pick([1.0, 2, 3])
                generator.program.hints.scales.append(scale)
                let value = unit == "dpcm" ? (scale * factor * 1000).rounded() / 1000 : scale * factor
                return (value, Self.number(value))
            }
        case 8: return discrete("orientation", ["portrait", "landscape", "LANDSCAPE"])
        case 9:
            return discrete(
                "interface-orientation", ["portrait", "portrait-upside-down", "landscape-left", "landscape-right"])
        case 10: return discrete("window", ["full-screen", "split-view", "slide-over", "resizable", "Split-View"])
        case 11: return fraction(decisions.pick(["window-width-fraction", "window-height-fraction"]))
        default: return discrete("idiom", ["phone", "pad", "tv", "mac", "carplay", "vision", "Pad"])
        }
    }

    mutating func lengthUnit() -> String { decisions.pick(["", "", "", "px", "pt", "PX"]) }

    /// A length from the pool (or from the bytes), recorded as a hint.
    func length(into hints: WritableKeyPath<EnvironmentHints, [Double]>) -> (inout RuleFileGenerator) -> (
        Double, String
    ) {
        return { generator in
            var value = generator.decisions.pick(Self.lengths)
            switch generator.decisions.below(8) {
            case 0: value = Double(generator.decisions.below(4096))
            case 1: value = Double(generator.decisions.below(20000)) / 16
            case 2: value = -value
            default: break
            }
            generator.program.hints[keyPath: hints].append(value)
            return (value, Self.number(value))
        }
    }

    static func number(_ value: Double) -> String {
        let text = formatNumber(value)
        return text.hasPrefix("-") || !text.contains("e") ? text : formatNumber(value)
    }

    /// The four shapes of a range feature: plain, min-/max-, range
    /// (either direction), double range; and the boolean form.
    mutating func numeric(
        _ name: String, unit: String, value: (inout RuleFileGenerator) -> (Double, String)
    ) -> String {
        let spelled = decisions.chance(10) ? name.uppercased() : name
        switch decisions.below(9) {
        case 0:
            let (_, text) = value(&self)
            return "(\(spelled): \(text)\(unit))"
        case 1, 2:
            let (_, text) = value(&self)
            return "(\(decisions.pick(["min-", "max-", "MIN-"]))\(spelled): \(text)\(unit))"
        case 3:
            return "(\(spelled))"
        case 4, 5:
            let (_, text) = value(&self)
            let comparison = decisions.pick(Self.comparisons)
            return "(\(text)\(unit) \(comparison) \(spelled))"
        case 6, 7:
            var (low, lowText) = value(&self)
            var (high, highText) = value(&self)
            if low == high { return "(\(spelled) \(decisions.pick(Self.comparisons)) \(lowText)\(unit))" }
            if low > high { swap(&low, &high); swap(&lowText, &highText) }
            let strict = (decisions.chance(50), decisions.chance(50))
            if decisions.chance(50) {
                return "(\(lowText)\(unit) \(strict.0 ? "<" : "<=") \(spelled) \(strict.1 ? "<" : "<=") \(highText)\(unit))"
            }
            return "(\(highText)\(unit) \(strict.0 ? ">" : ">=") \(spelled) \(strict.1 ? ">" : ">=") \(lowText)\(unit))"
        default:
            let (_, text) = value(&self)
            return "(\(spelled) \(decisions.pick(Self.comparisons)) \(text)\(unit))"
        }
    }

    static let ratioPool: [(Double, Double, String)] = [
        (16, 9, "16/9"), (16, 9, "16 / 9"), (48, 27, "48/27"), (4, 3, "4/3"), (3, 4, "3/4"), (1, 1, "1/1"), (1, 1, "1"),
        (3, 2, "1.5"), (8, 5, "1.6"), (8, 5, "16/10"), (21, 9, "21/9"), (9, 16, "9/16"), (3, 2, "1.5/1"),
        (1, 2, "0.5"), (2, 1, "2"),
    ]

    mutating func aspectRatio() -> String {
        numeric("aspect-ratio", unit: "") { generator in
            if generator.decisions.chance(15) {
                // A ratio from the bytes: small positive integers.
                let numerator = Double(1 + generator.decisions.below(40))
                let denominator = Double(1 + generator.decisions.below(40))
                generator.program.hints.ratios.append((numerator, denominator))
                return (numerator / denominator, "\(formatNumber(numerator))/\(formatNumber(denominator))")
            }
            let (numerator, denominator, text) = generator.decisions.pick(Self.ratioPool)
            generator.program.hints.ratios.append((numerator, denominator))
            return (numerator / denominator, text)
        }
    }

    static let fractionPool: [(Double, String)] = [
        (0, "0"), (0.25, "0.25"), (1.0 / 3, "1/3"), (0.5, "1/2"), (0.5, "0.5"), (2.0 / 3, "2/3"), (0.75, "3/4"), (1, "1"),
        (1, "2/2"), (1.25, "1.25"),
    ]

    /// A window fraction: a number or `a/b`, read as the quotient.
    mutating func fraction(_ name: String) -> String {
        numeric(name, unit: "") { generator in
            let (value, text) = generator.decisions.pick(Self.fractionPool)
            generator.program.hints.fractions.append(value)
            return (value, text)
        }
    }

    mutating func discrete(_ name: String, _ values: [String]) -> String {
        if decisions.chance(10) { return "(\(name))" }
        return "(\(name): \(decisions.pick(values)))"
    }

    /// A test of a trait an earlier rule sets, in one of the four shapes.
    mutating func traitTest() -> String {
        let name = decisions.pick(earlierTraitOrder)
        guard let (kind, values) = earlierTraits[name] else { return "(\(name))" }
        switch kind {
        case .number:
            let numbers = values.compactMap(Double.init)
            let value = numbers.isEmpty ? 1 : decisions.pick(numbers) + decisions.pick([0, 0, 1, -1, 0.5])
            let text = Self.number(value)
            switch decisions.below(6) {
            case 0: return "(\(name))"
            case 1: return "(\(name): \(text))"
            case 2: return "(\(decisions.pick(["min-", "max-"]))\(name): \(text))"
            case 3: return "(\(text) \(decisions.pick(Self.comparisons)) \(name))"
            case 4: return "(\(Self.number(value - 1)) <= \(name) < \(Self.number(value + 1)))"
            default: return "(\(name) \(decisions.pick(Self.comparisons)) \(text))"
            }
        case .boolean:
            return decisions.chance(50) ? "(\(name))" : "(\(name): \(decisions.pick(["true", "false", "TRUE"])))"
        case .identifier, .string:
            if decisions.chance(20) { return "(\(name))" }
            return "(\(name): \(decisions.pick(values + ["none"])))"
        }
    }

    // MARK: traits

    static let traitNames = ["columns", "dense", "nav", "title", "tier", "sidebar", "size", "mode"]

    mutating func setTrait(_ name: String, _ kind: TraitKind, _ value: String) {
        if earlierTraits[name] == nil { earlierTraitOrder.append(name) }
        var entry = earlierTraits[name] ?? (kind, [])
        if entry.kind != kind { entry = (kind, []) }
        if entry.values.count < 6, !entry.values.contains(value) { entry.values.append(value) }
        earlierTraits[name] = entry
    }

    mutating func traitsBlock() -> String {
        ruleCount += 1
        var used = Set<String>()
        var declarations: [String] = []
        var assignments: [(String, TraitKind, String)] = []
        for _ in 0..<(1 + decisions.count(3)) {
            let name = decisions.chance(15) ? "gap" : decisions.pick(Self.traitNames)
            guard used.insert(name).inserted else { continue }
            let (kind, value, text): (TraitKind, String, String)
            switch name == "gap" ? 0 : decisions.below(8) {
            case 0, 1, 2:
                let number = name == "gap" ? Double(1 + decisions.below(24)) : decisions.pick([0, 1, 2, 3, 4, 6, -1, 2.5])
                (kind, value, text) = (.number, Self.number(number), Self.number(number) + decisions.pick(["", "", "pt", "px"]))
            case 3, 4:
                let flag = decisions.chance(50)
                (kind, value, text) = (.boolean, flag ? "true" : "false", decisions.chance(10) ? (flag ? "TRUE" : "False") : (flag ? "true" : "false"))
            case 5, 6:
                let word = decisions.pick(["tab-bar", "sidebar", "compact", "regular", "none", "Wide"])
                (kind, value, text) = (.identifier, word, word)
            default:
                let word = decisions.pick(["Photos", "tab-bar", "Caf\\E9 "])
                (kind, value, text) = (.string, word == "Caf\\E9 " ? "Café" : word, "\"\(word)\"")
            }
            declarations.append("\(name): \(text)")
            assignments.append((name, kind, value))
        }
        for (name, kind, value) in assignments { setTrait(name, kind, value) }
        let last = decisions.chance(30) ? "" : ";"
        return "traits { " + declarations.joined(separator: "; ") + last + " }"
    }

    // MARK: layout

    static let regionNames = ["a", "b", "c", "d"]
    static let childNames = ["inner", "label"]
    static let horizontal = ["left", "right", "width", "center-x"]
    static let vertical = ["top", "bottom", "height", "center-y"]
    static let axisPairs = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]

    mutating func layoutBlock() -> String {
        ruleCount += 1
        var regions: [String] = []
        var declared: [String] = []
        for name in Self.regionNames where decisions.chance(55) || (regions.isEmpty && name == "d") {
            regions.append(region(name, earlier: declared, depth: 0))
            declared.append(name)
        }
        return "layout {\n  " + regions.joined(separator: "\n  ") + "\n}"
    }

    mutating func region(_ name: String, earlier: [String], depth: Int) -> String {
        var body: [String] = []
        for attributes in [Self.horizontal, Self.vertical] {
            let (first, second) = decisions.pick(Self.axisPairs)
            for (index, attribute) in attributes.enumerated() {
                if index == first || index == second {
                    let isSize = index == 2
                    body.append("\(attribute): \(expression(earlier: earlier, size: isSize, depth: 0));")
                } else {
                    body.append("\(attribute): \(decisions.chance(10) ? "AUTO" : "auto");")
                }
            }
        }
        if decisions.chance(25) { body.append("transform: \(transformList());") }
        else if decisions.chance(10) { body.append("transform: none;") }
        if decisions.chance(10) {
            // Properties in another order (a rotation: the decision stream
            // is no RandomNumberGenerator, whose rejection sampling would
            // spin forever on the zeros after the end of the bytes).
            let shift = decisions.below(body.count)
            body = Array(body[shift...] + body[..<shift])
        }
        if depth == 0 && decisions.chance(30) {
            var children: [String] = []
            for child in Self.childNames where decisions.chance(60) {
                body.append(region(child, earlier: children, depth: depth + 1))
                children.append(child)
            }
        }
        return "\(name) { \(body.joined(separator: " ")) }"
    }

    mutating func expression(earlier: [String], size: Bool, depth: Int) -> String {
        let leaf = depth >= 3
        switch leaf ? decisions.below(6) : decisions.below(16) {
        case 0: return Self.number(decisions.pick([0, 8, 16, 20, 44, 100, 0.5, 320]))
        case 1: return "\(decisions.pick([10, 25, 33.3, 50, 100]) |> Self.number)%"
        case 2 where !earlier.isEmpty:
            let sibling = decisions.pick(earlier)
            return "\(sibling).\(decisions.pick(Self.horizontal + Self.vertical))"
        case 2, 3:
            return "parent.\(decisions.pick(Self.horizontal + Self.vertical))"
        case 4:
            let side = decisions.pick(["top", "left", "bottom", "right"])
            return decisions.chance(20) ? "env(safe-area-inset-\(side), 20)" : "env(safe-area-inset-\(side))"
        case 5: return decisions.chance(50) ? "gap" : "\(Self.number(decisions.pick([8, 16, 1.5])))pt"
        case 6, 7:
            let op = decisions.pick(["+", "-", "*", " + ", " - ", " * "])
            return "\(expression(earlier: earlier, size: size, depth: depth + 1))\(op.count == 1 ? " \(op) " : op)"
                + expression(earlier: earlier, size: size, depth: depth + 1)
        case 8:
            let divisor = decisions.chance(85) ? Self.number(decisions.pick([2, 3, 4, 0.5])) : "parent.width"
            return "\(expression(earlier: earlier, size: size, depth: depth + 1)) / \(divisor)"
        case 9:
            let function = decisions.pick(["min", "max"])
            let arguments = (0..<(1 + decisions.count(2))).map { _ in expression(earlier: earlier, size: size, depth: depth + 1) }
            return "\(function)(\(arguments.joined(separator: ", ")))"
        case 10:
            let arguments = (0..<3).map { _ in expression(earlier: earlier, size: size, depth: depth + 1) }
            return "clamp(\(arguments.joined(separator: ", ")))"
        case 11: return "calc(\(expression(earlier: earlier, size: size, depth: depth + 1)))"
        case 12:
            // "-gap" would be one identifier (CSS): the minus needs a space or parentheses.
            let operand = expression(earlier: earlier, size: size, depth: 3)
            return decisions.chance(50) ? "- \(operand)" : "-(\(operand))"
        case 13: return "(\(expression(earlier: earlier, size: size, depth: depth + 1)))"
        case 14: return "100%-\(decisions.pick([8, 20, 1]))"
        default: return Self.number(Double(decisions.below(600)) - 100)
        }
    }

    mutating func transformList() -> String {
        var steps: [String] = []
        for _ in 0..<(1 + decisions.count(2)) {
            switch decisions.below(8) {
            case 0: steps.append("translate(\(decisions.pick(["10", "-30", "50%", "0"])), \(decisions.pick(["5", "-20%", "0"])))")
            case 1: steps.append("translate(\(decisions.pick(["10", "25%"])))")
            case 2: steps.append("scale(\(decisions.pick(["1.5", "0.5", "50%", "-1", "0"])))")
            case 3: steps.append("scale(\(decisions.pick(["2", "1"])), \(decisions.pick(["0.5", "3"])))")
            case 4: steps.append("rotate(\(decisions.pick(["45deg", "90deg", "-90deg", "0.5turn", "1rad", "100grad", "30", "180deg"])))")
            case 5: steps.append("\(decisions.pick(["translate-x", "translate-y"]))(\(decisions.pick(["8", "10%", "-4"])))")
            case 6: steps.append("\(decisions.pick(["scale-x", "scale-y"]))(\(decisions.pick(["2", "0.25", "-1"])))")
            default: steps.append("rotate(\(Double(decisions.below(720)) - 360)deg)")
            }
        }
        return steps.joined(separator: " ")
    }

    // MARK: @device, presets

    mutating func deviceRule() -> String {
        deviceNames += 1
        let idiom = decisions.pick(["phone", "pad", "tv", "mac", "vision", "carplay"])
        var width = Double(200 + decisions.below(1200))
        var height = Double(200 + decisions.below(1200))
        if (idiom == "phone" || idiom == "pad") && width > height { swap(&width, &height) }
        let scale = decisions.pick([1.0, 2, 3])
        program.hints.devices.append((idiom, width, height, scale))
        var lines = [
            "idiom: \(idiom);", "width: \(formatNumber(width))\(decisions.pick(["", "pt", "px"]));",
            "height: \(formatNumber(height));", "scale: \(formatNumber(scale));",
        ]
        if decisions.chance(40) { lines.append("safe-area: \(decisions.pick(["47 0 34", "20", "24 0 20 0", "0 10"]));") }
        if decisions.chance(30) {
            lines.append("size-classes: \(decisions.pick(["compact", "regular"])) \(decisions.pick(["compact", "regular"]));")
        }
        if decisions.chance(20) { lines.append("aliases: \"fz\(deviceNames)\", fuzz-\(deviceNames)x;") }
        if idiom == "pad", decisions.chance(40) {
            lines.append("window split-1/3 landscape: \(formatNumber(min(320, height))) \(formatNumber(width)) compact regular;")
        }
        return "@device \"Fuzz Device \(deviceNames)\" { \(lines.joined(separator: " ")) }"
    }

    static let presetTraits: [(name: String, traits: [(String, [String])])] = [
        ("apple", [("horizontal-size-class", ["compact", "regular"]), ("vertical-size-class", ["compact", "regular"])]),
        ("bootstrap", [("bootstrap-breakpoint", ["xs", "sm", "md", "lg", "xl", "xxl"])]),
        ("device-orientation", [("horizontal-size-class", ["compact", "regular"]), ("vertical-size-class", ["compact", "regular"])]),
        ("material", [("window-width-class", ["compact", "medium", "expanded", "large", "extra-large"]),
                      ("window-height-class", ["compact", "medium", "expanded"])]),
        ("tailwind", [("tailwind-breakpoint", ["base", "sm", "md", "lg", "xl"])]),
    ]

    mutating func importPreset(_ name: String) {
        guard importedPresets.insert(name).inserted, let entry = Self.presetTraits.first(where: { $0.name == name }) else { return }
        ruleCount += 2
        for (trait, values) in entry.traits {
            for value in values { setTrait(trait, .identifier, value) }
        }
    }

    // MARK: Environments

    /// Environments from the remaining decisions, on and beside the
    /// breakpoints the program used.
    mutating func environments() -> [LayoutEnvironment] {
        let hints = program.hints
        var result: [LayoutEnvironment] = []
        for _ in 0..<(2 + decisions.count(6)) {
            var width = value(hints.widths)
            var height = value(hints.heights)
            switch decisions.below(8) {
            case 0:
                let (numerator, denominator) = decisions.pick(hints.ratios)
                let factor = decisions.pick([1.0, 7, 100, 0.5, 1.0 / 3])
                (width, height) = (numerator * factor, denominator * factor)
            case 1: height = width
            default: break
            }
            var screenWidth = decisions.chance(50) ? value(hints.screenWidths + hints.widths) : width
            let screenHeight = decisions.chance(50) ? value(hints.screenHeights + hints.heights) : height
            if decisions.chance(20) {
                // A window that is one of the tested fractions of its screen.
                screenWidth = decisions.pick([960.0, 1024, 1366, 0])
                width = screenWidth * decisions.pick(hints.fractions)
            }
            let orientation = decisions.chance(60) ? nil : decisions.pick(LayoutInterfaceOrientation.allCases)
            let idiom = decisions.pick(Idiom.allCases)
            let scale = decisions.pick(hints.scales + [2.0 / 3, 0])
            let insets: [Double] = [0, 20, 44, 47, 34, 59, 500]
            let safeArea = decisions.chance(50)
                ? LayoutEdgeInsets(
                    top: decisions.pick(insets), left: decisions.pick(insets), bottom: decisions.pick(insets),
                    right: decisions.pick(insets))
                : .zero
            result.append(
                LayoutEnvironment(
                    width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
                    interfaceOrientation: orientation, idiom: idiom, scale: scale, safeArea: safeArea,
                    window: decisions.pick(WindowKind.allCases)))
        }
        return result
    }

    mutating func value(_ pool: [Double]) -> Double {
        let base = pool.isEmpty ? 600 : decisions.pick(pool)
        switch decisions.below(12) {
        case 0: return base - 0.5
        case 1: return base + 0.5
        case 2: return base.nextUp
        case 3: return base.nextDown
        case 4: return base + 1
        case 5: return Double(decisions.below(3000))
        case 6: return decisions.chance(80) ? 0 : -Double(decisions.below(100))
        default: return base
        }
    }
}

infix operator |> : AdditionPrecedence
func |> <T, U>(value: T, function: (T) -> U) -> U { function(value) }
