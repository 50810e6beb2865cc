// Shared helpers for the lexer, parser and robustness tests:
//
// - `MarkedSource`: sources with 1️⃣-style position markers (swift-syntax's
//   convention) and «FF» raw-byte escapes, so tests assert positions without
//   hand-counted columns and can hold invalid UTF-8.
// - `DiagnosticSpec` / `expectDiagnostics`: compare diagnostics by ID,
//   message, marker range and notes.
// - `SExpression`: a compact, deterministic dump of the AST, so a parser
//   case is one readable line.
// - `SplitMix64`: a seeded generator for reproducible random inputs.
// - `ByteSourceProvider`, `parseBytes`, `rangeProblems`: byte-exact inputs
//   for the checker and range invariants.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSyntax
@testable import LayoutRulesSemantics
@testable import LayoutRulesRuntime

// MARK: - Markers

/// A source with its position markers removed.
///
///     let marked = MarkedSource("@media 1️⃣(width >= 400)2️⃣ {}")
///     marked.text                 // "@media (width >= 400) {}"
///     marked.offset("1️⃣")        // 7
///
/// Markers are the keycap emoji 0️⃣ … 9️⃣; each marks the byte offset at which
/// it stood once all markers are stripped. `«XX»` (two hex digits) inserts
/// the raw byte 0xXX, which is how tests write invalid UTF-8.
struct MarkedSource: Sendable, CustomStringConvertible {
    /// The source with markers removed and escapes applied.
    let bytes: [UInt8]
    /// Marker name (such as "1️⃣") to byte offset in `bytes`.
    let markers: [String: UInt32]
    /// The text as written in the test, markers included (for test names).
    let original: String

    init(_ marked: String) {
        original = marked
        let input = Array(marked.utf8)
        // A keycap is an ASCII digit, U+FE0F and U+20E3.
        let keycapTail: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]
        var output: [UInt8] = []
        var found: [String: UInt32] = [:]
        var i = 0
        while i < input.count {
            let byte = input[i]
            if byte >= 0x30, byte <= 0x39, i + 7 <= input.count, Array(input[(i + 1)..<(i + 7)]) == keycapTail {
                let name = String(decoding: input[i..<(i + 7)], as: UTF8.self)
                precondition(found[name] == nil, "marker \(name) used twice in \(marked)")
                found[name] = UInt32(output.count)
                i += 7
                continue
            }
            // « is C2 AB, » is C2 BB.
            if byte == 0xC2, i + 6 <= input.count, input[i + 1] == 0xAB, input[i + 4] == 0xC2, input[i + 5] == 0xBB,
                let value = UInt8(String(decoding: input[(i + 2)..<(i + 4)], as: UTF8.self), radix: 16)
            {
                output.append(value)
                i += 6
                continue
            }
            output.append(byte)
            i += 1
        }
        bytes = output
        markers = found
    }

    /// The source as a String; invalid UTF-8 becomes U+FFFD.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    var sourceFile: SourceFile { SourceFile(path: "test.layout", bytes: bytes) }

    /// The byte offset of a marker; a missing marker is a test bug.
    func offset(_ marker: String) -> UInt32 {
        guard let offset = markers[marker] else {
            Issue.record("marker \(marker) not found in \(original)")
            return UInt32.max
        }
        return offset
    }

    var description: String { original }
}

/// The function form: the text without markers and each marker's byte offset.
///
///     let (text, markers) = extractMarkers("a 1️⃣b")  // ("a b", ["1️⃣": 2])
func extractMarkers(_ marked: String) -> (text: String, markers: [String: UInt32]) {
    let source = MarkedSource(marked)
    return (source.text, source.markers)
}

// MARK: - Diagnostics

/// What one diagnostic should look like. `start`/`end` are marker names;
/// without `end` only the start is checked. `notes` (when given) are the
/// expected note messages in order.
struct DiagnosticSpec: Sendable, CustomStringConvertible {
    var id: String
    var message: String?
    var start: String
    var end: String?
    var notes: [String]?
    var noteMarkers: [String?]?

    init(
        _ id: String, _ message: String? = nil, at start: String, to end: String? = nil, notes: [String]? = nil,
        noteMarkers: [String?]? = nil
    ) {
        self.id = id
        self.message = message
        self.start = start
        self.end = end
        self.notes = notes
        self.noteMarkers = noteMarkers
    }

    var description: String { "\(id) at \(start)" }
}

/// The IDs of a list of diagnostics, for short assertions.
func diagnosticIDs(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.id.rawValue)
}

/// Expects exactly `specs` (in source order) among `diagnostics`.
func expectDiagnostics(
    _ diagnostics: [Diagnostic], _ specs: [DiagnosticSpec], in source: MarkedSource,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let actual = Diagnostic.sorted(diagnostics)
    let rendered = actual.map { d in
        "\(d.id) [\(d.range.start)..<\(d.range.end)] \(d.message)" + d.notes.map { " | note: \($0.message)" }.joined()
    }
    #expect(
        actual.count == specs.count,
        "expected \(specs.count) diagnostics, got:\n\(rendered.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    for (diagnostic, spec) in zip(actual, specs) {
        #expect(diagnostic.id.rawValue == spec.id, sourceLocation: sourceLocation)
        if let message = spec.message {
            #expect(diagnostic.message == message, sourceLocation: sourceLocation)
        }
        #expect(diagnostic.range.start == source.offset(spec.start), "start of \(spec.id)", sourceLocation: sourceLocation)
        if let end = spec.end {
            #expect(diagnostic.range.end == source.offset(end), "end of \(spec.id)", sourceLocation: sourceLocation)
        }
        if let notes = spec.notes {
            #expect(diagnostic.notes.map(\.message) == notes, sourceLocation: sourceLocation)
        }
        if let noteMarkers = spec.noteMarkers {
            let actualStarts = diagnostic.notes.map { $0.range?.start }
            let expectedStarts = noteMarkers.map { $0.map { source.offset($0) } }
            #expect(actualStarts == expectedStarts, "note positions of \(spec.id)", sourceLocation: sourceLocation)
        }
    }
}

/// Parses bytes as file 0 and returns the tree and the diagnostics.
func parseSyntax(bytes: [UInt8], limits: Limits = Limits()) -> (RuleFile, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let ast = Parser.parse(SourceFile(path: "test.layout", bytes: bytes), file: FileID(0), limits: limits, diagnostics: &diagnostics)
    return (ast, diagnostics)
}

func parseSyntax(text: String, limits: Limits = Limits()) -> (RuleFile, [Diagnostic]) {
    parseSyntax(bytes: Array(text.utf8), limits: limits)
}

/// Serves byte-exact files (including invalid UTF-8) to the checker.
struct ByteSourceProvider: SourceProvider {
    var files: [String: [UInt8]]
    func contents(ofFile path: String) -> [UInt8]? { files[path] }
}

/// Checks the bytes as the file `path` with the checker (the whole front end).
func checkSourceBytes(_ bytes: [UInt8], path: String = "input.layout", others: [String: [UInt8]] = [:]) -> CheckedRuleSet {
    var files = others
    files[path] = bytes
    return Checker.check(path: path, provider: ByteSourceProvider(files: files))
}

/// Every way a diagnostic's (or note's, or fix-it's) range can be wrong:
/// an unknown file, or a range outside its file. Empty means all is well.
func rangeProblems(_ checked: CheckedRuleSet) -> [String] {
    rangeProblems(checked.diagnostics, sources: checked.sources)
}

/// The same for a compilation (checker, layout compiler and analyses).
func rangeProblems(_ compilation: Compilation) -> [String] {
    rangeProblems(compilation.diagnostics, sources: compilation.sources)
}

func rangeProblems(_ diagnostics: [Diagnostic], sources: SourceCatalog) -> [String] {
    var problems: [String] = []
    func validate(_ range: SourceRange, _ what: String) {
        guard let file = sources[range.file] else {
            problems.append("\(what): unknown file \(range.file.index)")
            return
        }
        if range.start > range.end || Int(range.end) > file.bytes.count {
            problems.append("\(what): range \(range.start)..<\(range.end) outside a file of \(file.bytes.count) bytes")
        }
    }
    for diagnostic in diagnostics {
        validate(diagnostic.range, "\(diagnostic.id)")
        for note in diagnostic.notes { if let range = note.range { validate(range, "\(diagnostic.id) note") } }
        if let fixIt = diagnostic.fixIt { validate(fixIt.range, "\(diagnostic.id) fix-it") }
    }
    return problems
}

/// The same check for diagnostics of a single parsed file of `size` bytes.
func rangeProblems(_ diagnostics: [Diagnostic], fileSize: Int) -> [String] {
    var problems: [String] = []
    func validate(_ range: SourceRange, _ what: String) {
        if range.file != FileID(0) || range.start > range.end || Int(range.end) > fileSize {
            problems.append("\(what): range \(range.start)..<\(range.end) in file \(range.file.index), size \(fileSize)")
        }
    }
    for diagnostic in diagnostics {
        validate(diagnostic.range, "\(diagnostic.id)")
        for note in diagnostic.notes { if let range = note.range { validate(range, "\(diagnostic.id) note") } }
        if let fixIt = diagnostic.fixIt { validate(fixIt.range, "\(diagnostic.id) fix-it") }
    }
    return problems
}

// MARK: - Random inputs

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so random
/// tests are reproducible from the seed printed on failure.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - AST dump

/// A compact S-expression of the tree, one statement after another:
/// `(media (or (feature width >= 400) (custom --tablet)) (traits columns=2))`.
///
/// Numbers print without a trailing `.0`; a query list with several
/// queries prints as `(list q1 q2)`; a region prints as
/// `(region NAME (PROPERTY VALUE...)... CHILD-REGIONS...)`; a device as
/// `(device "NAME" (PROPERTY [KIND ORIENTATION] VALUE...)...)`.
enum SExpression {
    static func dump(_ file: RuleFile) -> String {
        file.statements.map(dump).joined(separator: " ")
    }

    static func dump(_ statement: Statement) -> String {
        switch statement {
        case .importRule(let rule):
            return "(import \(quoted(rule.target.value)))"
        case .customMedia(let rule):
            switch rule.value {
            case .constant(let value, _): return "(custom-media \(rule.name.name) \(value))"
            case .queries(let list): return "(custom-media \(rule.name.name) \(dump(list)))"
            }
        case .require(let rule):
            return "(require \(rule.traits.map(\.name).joined(separator: " ")))"
        case .device(let rule):
            let declarations = rule.declarations.map { declaration in
                let key = declaration.window.map { " \($0.kind.name) \($0.orientation.name)" } ?? ""
                return " (\(declaration.name.name)\(key)" + declaration.values.map { " " + dump($0) }.joined() + ")"
            }
            return "(device \(quoted(rule.name.value))" + declarations.joined() + ")"
        case .media(let rule):
            return "(media \(([dump(rule.queries)] + rule.body.map(dump)).joined(separator: " ")))"
        case .traits(let block):
            let items = block.declarations.map { "\($0.name.name)=\(dump($0.value))" }
            return "(traits" + items.map { " " + $0 }.joined() + ")"
        case .layout(let block):
            return "(layout" + block.regions.map { " " + dump($0) }.joined() + ")"
        }
    }

    static func dump(_ list: MediaQueryList) -> String {
        list.queries.count == 1 ? dump(list.queries[0]) : "(list \(list.queries.map(dump).joined(separator: " ")))"
    }

    static func dump(_ query: MediaQuery) -> String {
        switch query.form {
        case .condition(let condition):
            return dump(condition)
        case .type(let modifier, _, let type, let condition):
            var parts = ["type"]
            switch modifier {
            case .not?: parts.append("not")
            case .only?: parts.append("only")
            case nil: break
            }
            parts.append(type.name)
            if let condition { parts.append(dump(condition)) }
            return "(\(parts.joined(separator: " ")))"
        case .invalid:
            return "invalid"
        }
    }

    static func dump(_ condition: MediaCondition) -> String {
        switch condition {
        case .feature(let feature): return dump(feature)
        case .customMedia(let name, _): return "(custom \(name.name))"
        case .not(let inner, _): return "(not \(dump(inner)))"
        case .and(let operands, _): return "(and \(operands.map(dump).joined(separator: " ")))"
        case .or(let operands, _): return "(or \(operands.map(dump).joined(separator: " ")))"
        case .group(let inner, _): return "(group \(dump(inner)))"
        case .invalid: return "invalid"
        }
    }

    static func dump(_ feature: MediaFeature) -> String {
        switch feature.form {
        case .boolean(let name):
            return "(feature \(name.name))"
        case .plain(let name, let value):
            return "(feature \(name.name): \(dump(value)))"
        case .range(let name, let comparison, _, let value):
            return "(feature \(name.name) \(comparison.rawValue) \(dump(value)))"
        case .reversedRange(let value, let comparison, _, let name):
            return "(feature \(dump(value)) \(comparison.rawValue) \(name.name))"
        case .interval(let lower, let lowerComparison, _, let name, let upperComparison, _, let upper):
            return
                "(feature \(dump(lower)) \(lowerComparison.rawValue) \(name.name) \(upperComparison.rawValue) \(dump(upper)))"
        }
    }

    static func dump(_ value: MediaValue) -> String {
        switch value.kind {
        case .number(let n): return number(n)
        case .dimension(let n, let unit): return number(n) + unit
        case .percentage(let n): return number(n) + "%"
        case .ratio(let a, let b): return "\(number(a))/\(number(b))"
        case .identifier(let name): return name
        }
    }

    static func dump(_ value: DeviceValue) -> String {
        switch value.kind {
        case .identifier(let name): return name
        case .number(let n, let unit): return number(n) + (unit ?? "")
        case .string(let string): return quoted(string)
        }
    }

    static func dump(_ value: TraitValue) -> String {
        switch value.kind {
        case .identifier(let name): return name
        case .number(let n, let unit): return number(n) + (unit ?? "")
        case .string(let string): return quoted(string)
        case .boolean(let flag): return "\(flag)"
        }
    }

    static func dump(_ region: Region) -> String {
        let properties = region.properties.map { property in
            "(\(property.name.name) \(property.values.map(dump).joined(separator: " ")))"
        }
        let parts = ["region", region.name.name] + properties + region.children.map(dump)
        return "(\(parts.joined(separator: " ")))"
    }

    static func dump(_ expression: Expression) -> String {
        switch expression {
        case .number(let value, _): return number(value)
        case .dimension(let value, let unit, _): return number(value) + unit
        case .percentage(let value, _): return number(value) + "%"
        case .identifier(let name): return name.name
        case .reference(let path, let property, _): return (path + [property]).map(\.name).joined(separator: ".")
        case .call(let name, let arguments, _):
            return "(call \(([name.name] + arguments.map(dump)).joined(separator: " ")))"
        case .negate(let inner, _): return "(neg \(dump(inner)))"
        case .binary(let op, let lhs, let rhs, _): return "(\(op.rawValue) \(dump(lhs)) \(dump(rhs)))"
        case .group(let inner, _): return "(group \(dump(inner)))"
        case .invalid: return "invalid"
        }
    }

    /// `400` for 400.0, `1.5` for 1.5, `-0.5` for -0.5.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quoted(_ string: String) -> String {
        "\"" + string.replacingEscapes() + "\""
    }
}

extension String {
    /// Makes quotes, backslashes and control characters visible in a dump.
    fileprivate func replacingEscapes() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

// MARK: - Range invariants of a tree

/// Ranges in a tree that break nesting: every child range lies inside its
/// parent's, and every range inside the file. Used on error-free parses.
func treeRangeProblems(_ file: RuleFile, fileSize: Int) -> [String] {
    var problems: [String] = []
    func inside(_ child: SourceRange, _ parent: SourceRange, _ what: String) {
        if child.start < parent.start || child.end > parent.end || child.start > child.end {
            problems.append("\(what) \(child.start)..<\(child.end) not inside \(parent.start)..<\(parent.end)")
        }
    }
    let whole = SourceRange(file: file.file, start: 0, end: UInt32(fileSize))
    func walk(_ statement: Statement, in parent: SourceRange) {
        inside(statement.range, parent, "statement")
        switch statement {
        case .importRule(let rule): inside(rule.target.range, rule.range, "import target")
        case .customMedia(let rule):
            inside(rule.name.range, rule.range, "custom media name")
            switch rule.value {
            case .constant(_, let range): inside(range, rule.range, "constant")
            case .queries(let list): walk(list, in: rule.range)
            }
        case .require(let rule): for trait in rule.traits { inside(trait.range, rule.range, "required trait") }
        case .device(let rule):
            inside(rule.name.range, rule.range, "device name")
            for declaration in rule.declarations {
                inside(declaration.range, rule.range, "device declaration")
                inside(declaration.name.range, declaration.range, "device property name")
                if let key = declaration.window {
                    inside(key.kind.range, declaration.range, "window kind")
                    inside(key.orientation.range, declaration.range, "window orientation")
                }
                for value in declaration.values { inside(value.range, declaration.range, "device value") }
            }
        case .media(let rule):
            inside(rule.headerRange, rule.range, "media header")
            walk(rule.queries, in: rule.headerRange)
            for child in rule.body { walk(child, in: rule.range) }
        case .traits(let block):
            for declaration in block.declarations {
                inside(declaration.range, block.range, "trait declaration")
                inside(declaration.name.range, declaration.range, "trait name")
                inside(declaration.value.range, declaration.range, "trait value")
            }
        case .layout(let block): for region in block.regions { walk(region, in: block.range) }
        }
    }
    func walk(_ list: MediaQueryList, in parent: SourceRange) {
        inside(list.range, parent, "query list")
        for query in list.queries {
            inside(query.range, list.range, "query")
            switch query.form {
            case .condition(let condition): walk(condition, in: query.range)
            case .type(_, let modifierRange, let type, let condition):
                if let modifierRange { inside(modifierRange, query.range, "modifier") }
                inside(type.range, query.range, "media type")
                if let condition { walk(condition, in: query.range) }
            case .invalid: break
            }
        }
    }
    func walk(_ condition: MediaCondition, in parent: SourceRange) {
        inside(condition.range, parent, "condition")
        switch condition {
        case .feature(let feature):
            inside(feature.name.range, feature.range, "feature name")
            switch feature.form {
            case .boolean: break
            case .plain(_, let value): inside(value.range, feature.range, "value")
            case .range(_, _, let comparison, let value), .reversedRange(let value, _, let comparison, _):
                inside(value.range, feature.range, "value")
                inside(comparison, feature.range, "comparison")
            case .interval(let lower, _, let lowerRange, _, _, let upperRange, let upper):
                for range in [lower.range, lowerRange, upperRange, upper.range] { inside(range, feature.range, "interval part") }
            }
        case .customMedia(let name, let range): inside(name.range, range, "custom media reference")
        case .not(let inner, let range), .group(let inner, let range): walk(inner, in: range)
        case .and(let operands, let range), .or(let operands, let range): for operand in operands { walk(operand, in: range) }
        case .invalid: break
        }
    }
    func walk(_ region: Region, in parent: SourceRange) {
        inside(region.range, parent, "region")
        inside(region.name.range, region.range, "region name")
        for property in region.properties {
            inside(property.range, region.range, "property")
            for value in property.values { walk(value, in: property.range) }
        }
        for child in region.children { walk(child, in: region.range) }
    }
    func walk(_ expression: Expression, in parent: SourceRange) {
        inside(expression.range, parent, "expression")
        switch expression {
        case .number, .dimension, .percentage, .identifier, .invalid: break
        case .reference(let path, let property, let range): for part in path + [property] { inside(part.range, range, "reference part") }
        case .call(let name, let arguments, let range):
            inside(name.range, range, "function name")
            for argument in arguments { walk(argument, in: range) }
        case .negate(let inner, let range), .group(let inner, let range): walk(inner, in: range)
        case .binary(_, let lhs, let rhs, let range):
            walk(lhs, in: range)
            walk(rhs, in: range)
        }
    }
    for statement in file.statements { walk(statement, in: whole) }
    for comment in file.comments { inside(comment.range, whole, "comment") }
    return problems
}
