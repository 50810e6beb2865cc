// Every resource limit of Grammar.md "Limits"
// (Sources/LayoutRulesBase/Source/Limits.swift), exactly at the limit (no
// diagnostic of its ID) and one past it (that diagnostic: its ID, an error,
// positioned inside the file it is about). Each case uses a small custom
// `Limits` so it runs in milliseconds; the counting it pins was read off
// the code:
//
// - `maxFileBytes`: bytes of one file; `count > limit` is refused.
// - `maxTokens`: tokens of one file, end of file not counted.
// - `maxNestingDepth`: one depth counter per file for every `(` of a
//   media condition, every `{ }` (`@media` body, `traits`, `layout`,
//   `@device`, each region) and every expression (each operand of a
//   layout value, each parenthesised or function-argument expression, each
//   unary sign); in a JSON device file, one per array or object.
// - `maxImportDepth`: files in one `@import` chain, the root included.
// - `maxImportedFiles`: distinct files one compilation loads, the root included.
// - `maxCustomMediaDepth`: `@custom-media` definitions being expanded at once.
// - `maxCustomMediaSize`: condition nodes (features, `and`/`or`/`not`,
//   groups and references) one reference expands to.
// - `maxLayoutRegions`: region declarations in one compilation (nested
//   ones and duplicate siblings included).
// - `maxDevices`: `@device` rules in one compilation, or device objects
//   in one JSON device file (valid or not).
// - `maxTreeNodes`, `maxTreeBuildSteps`: nodes of the exact decision
//   tree, and partition steps (one per box visited), with
//   `residualLimits = []` (graceful scaling is TreeLimitTests' business).
// - `maxDiagnosticsPerFile`: lexer and parser diagnostics of one file.
// - `maxJSONValues`: array items and object members of one JSON file.
// - `maxListItems`: names in the `@require` rules of one file, and of
//   one compilation; values of one `@device` declaration.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSyntax
@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime

// MARK: Helpers

/// `Limits()` changed by `change`.
private func limits(_ change: (inout Limits) -> Void) -> Limits {
    var limits = Limits()
    change(&limits)
    return limits
}

/// Asserts that no diagnostic has `id`.
private func expectNone(
    _ id: DiagnosticID, in diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let found = diagnostics.filter { $0.id == id }
    #expect(found.isEmpty, "unexpected \(id): \(found.map(\.message))", sourceLocation: sourceLocation)
}

/// The one diagnostic with `id`, asserted to be an error whose range lies
/// inside the file it names (and, when given, covers `text` starting at
/// byte `offset`).
@discardableResult
private func expectOne(
    _ id: DiagnosticID, in diagnostics: [Diagnostic], sources: SourceCatalog, file path: String? = nil,
    offset: Int? = nil, text: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let found = diagnostics.filter { $0.id == id }
    #expect(found.count == 1, "expected one \(id), got \(diagnostics.map { "\($0.id): \($0.message)" })",
        sourceLocation: sourceLocation)
    guard let diagnostic = found.first else { return nil }
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    guard let source = sources[diagnostic.range.file] else {
        Issue.record("\(id) names a file the compilation does not hold", sourceLocation: sourceLocation)
        return diagnostic
    }
    let range = diagnostic.range
    #expect(range.start <= range.end && Int(range.end) <= source.bytes.count,
        "\(id) range \(range.start)..<\(range.end) outside a \(source.bytes.count)-byte file", sourceLocation: sourceLocation)
    if let path { #expect(source.path == path, sourceLocation: sourceLocation) }
    if let offset { #expect(Int(range.start) == offset, "\(id) starts at \(range.start)", sourceLocation: sourceLocation) }
    if let text { #expect(source.text(of: range) == text, sourceLocation: sourceLocation) }
    return diagnostic
}

/// Byte offset of the `n`th (1-based) occurrence of `needle` in `text`.
private func offset(ofOccurrence n: Int, of needle: String, in text: String) -> Int? {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var seen = 0
    var index = 0
    while index + pattern.count <= bytes.count {
        if Array(bytes[index..<index + pattern.count]) == pattern {
            seen += 1
            if seen == n { return index }
        }
        index += 1
    }
    return nil
}

/// Compiles `text` as `main.layout` with `limits`, imports served from `files`.
private func compile(_ text: String, files: [String: String] = [:], limits: Limits) -> Compilation {
    Compiler.compile(text: text, path: "main.layout", provider: InMemorySourceProvider(files), limits: limits)
}

// MARK: File size and tokens

@Suite("Limits: file size and tokens")
struct FileAndTokenLimitTests {
    /// A valid file of exactly `size` bytes (a rule padded with a comment).
    static func file(bytes size: Int) -> String {
        let rule = "traits { a: 1; }\n"
        return rule + "//" + String(repeating: "x", count: size - rule.utf8.count - 2)
    }

    @Test func fileAtTheByteLimitIsRead() {
        let text = Self.file(bytes: 64)
        #expect(text.utf8.count == 64)
        let compilation = compile(text, limits: limits { $0.maxFileBytes = 64 })
        expectNone("file-too-large", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.ruleSet?.rules.count == 1)
    }

    @Test func fileOneBytePastTheLimitIsRefused() {
        let compilation = compile(Self.file(bytes: 65), limits: limits { $0.maxFileBytes = 64 })
        let diagnostic = expectOne("file-too-large", in: compilation.diagnostics, sources: compilation.sources, offset: 0)
        #expect(diagnostic?.message == "file is larger than the limit of 64 bytes")
        let farPast = compile(Self.file(bytes: 100), limits: limits { $0.maxFileBytes = 64 })
        #expect(farPast.diagnostics.first?.message == "file is 100 bytes, more than the limit of 64 bytes")
        #expect(compilation.ruleSet == nil)
    }

    @Test func importedFilePastTheByteLimitIsRefusedInThatFile() {
        let big = Self.file(bytes: 65)
        let at = compile("@import \"big.layout\";\n", files: ["big.layout": Self.file(bytes: 64)], limits: limits { $0.maxFileBytes = 64 })
        expectNone("file-too-large", in: at.diagnostics)
        let past = compile("@import \"big.layout\";\n", files: ["big.layout": big], limits: limits { $0.maxFileBytes = 64 })
        expectOne("file-too-large", in: past.diagnostics, sources: past.sources, file: "big.layout", offset: 0)
    }

    @Test func jsonDeviceFileByteLimit() {
        let json = #"[{"name": "Kiosk", "idiom": "pad", "width": 800, "height": 1280, "scale": 2}]"#
        let size = json.utf8.count
        let at = DeviceProfile.profiles(fromJSON: Array(json.utf8), path: "d.json", limits: limits { $0.maxFileBytes = size })
        expectNone("file-too-large", in: at.diagnostics)
        #expect(at.profiles.count == 1)
        let past = DeviceProfile.profiles(
            fromJSON: Array(json.utf8), path: "d.json", limits: limits { $0.maxFileBytes = size - 1 })
        expectOne("file-too-large", in: past.diagnostics, sources: past.sources, offset: 0)
        #expect(past.profiles.isEmpty)
    }

    /// 3 x 7 tokens: `traits`, `{`, `a`, `:`, `1`, `;`, `}`.
    static let twentyOneTokens = "traits { a: 1; }\ntraits { b: 1; }\ntraits { c: 1; }\n"

    @Test func fileWithExactlyTheTokenLimitIsRead() {
        let compilation = compile(Self.twentyOneTokens, limits: limits { $0.maxTokens = 21 })
        expectNone("too-many-tokens", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.ruleSet?.rules.count == 3)
    }

    @Test func theTokenPastTheLimitIsReported() {
        let text = Self.twentyOneTokens
        let compilation = compile(text, limits: limits { $0.maxTokens = 20 })
        // The 21st token is the last '}'.
        let last = offset(ofOccurrence: 3, of: "}", in: text)
        let diagnostic = expectOne(
            "too-many-tokens", in: compilation.diagnostics, sources: compilation.sources, offset: last, text: "}")
        #expect(diagnostic?.message == "file has more than 20 tokens; the rest is not read")
        #expect(compilation.ruleSet == nil)
    }
}

// MARK: Nesting

@Suite("Limits: nesting depth")
struct NestingLimitTests {
    static let limit = 8
    static var nesting: Limits { limits { $0.maxNestingDepth = limit } }

    /// Parses `text` with the small limit (parse only, so a construct that
    /// is deliberately incomplete as a layout does not matter).
    static func parse(_ text: String) -> (diagnostics: [Diagnostic], sources: SourceCatalog) {
        var sources = SourceCatalog()
        let file = SourceFile(path: "main.layout", text: text)
        let id = sources.add(file)
        var diagnostics: [Diagnostic] = []
        _ = Parser.parse(file, file: id, limits: nesting, diagnostics: &diagnostics)
        return (diagnostics, sources)
    }

    /// A case: a source whose deepest point is `depth` levels, and where
    /// the level past the limit is reported.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: @Sendable (Int) -> String
        /// The text the diagnostic covers and which occurrence of it, for
        /// `depth == limit + 1`.
        var marker: String
        var occurrence: @Sendable (Int) -> Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Each '(' of a media condition is a level; the header of a top-level rule is at depth 0.
        Case(
            name: "parentheses in a media query",
            source: { depth in
                "@media " + String(repeating: "(", count: depth) + "width >= 1" + String(repeating: ")", count: depth) + " {}\n"
            },
            marker: "(", occurrence: { $0 }),
        // Each `@media` body is a level.
        Case(
            name: "@media blocks",
            source: { depth in
                String(repeating: "@media all { ", count: depth) + String(repeating: "}", count: depth) + "\n"
            },
            marker: "{", occurrence: { $0 }),
        // `@media` bodies and a `traits` block inside them.
        Case(
            name: "traits block inside @media blocks",
            source: { depth in
                String(repeating: "@media all { ", count: depth - 1) + "traits { a: 1; }" + String(repeating: "}", count: depth - 1)
                    + "\n"
            },
            marker: "{", occurrence: { $0 }),
        // A `layout` block is a level and so is each region in it.
        Case(
            name: "nested regions",
            source: { depth in
                "layout { " + (1..<depth).map { "r\($0) { " }.joined() + String(repeating: "} ", count: depth - 1) + "}\n"
            },
            marker: "{", occurrence: { $0 }),
        // layout (1), region (2), the value's expression (3), then one per parenthesised expression.
        Case(
            name: "parentheses in a layout expression",
            source: { depth in
                "layout { r { left: " + String(repeating: "(", count: depth - 3) + "1" + String(repeating: ")", count: depth - 3)
                    + "; } }\n"
            },
            // The expression inside the last '(' is the level too many: it starts at the number.
            marker: "1", occurrence: { _ in 1 }),
        // layout (1), region (2), expression (3), then one per unary sign.
        Case(
            name: "unary signs in a layout expression",
            source: { depth in
                "layout { r { left: " + String(repeating: "- ", count: depth - 3) + "1; } }\n"
            },
            marker: "-", occurrence: { $0 - 3 }),
        // layout (1), region (2), expression (3), then one per function argument.
        Case(
            name: "function calls in a layout expression",
            source: { depth in
                "layout { r { left: " + String(repeating: "min(", count: depth - 3) + "1"
                    + String(repeating: ", 2)", count: depth - 3) + "; } }\n"
            },
            // The argument one level too deep is the innermost '1'.
            marker: "1", occurrence: { _ in 1 }),
        // layout (1), region (2), expression (3), then one per operator: the
        // chain is a tree as deep as it is long (100,000 of them would
        // overflow the stack).
        Case(
            name: "additions in a layout expression",
            source: { depth in "layout { r { left: 1" + String(repeating: " + 1", count: depth - 3) + "; } }\n" },
            marker: "+", occurrence: { $0 - 3 }),
        Case(
            name: "multiplications in a layout expression",
            source: { depth in "layout { r { left: 1" + String(repeating: " * 1", count: depth - 3) + "; } }\n" },
            marker: "*", occurrence: { $0 - 3 }),
        // @media body (1), layout (2), region (3), expression (4), then parentheses.
        Case(
            name: "layout in @media with a parenthesised expression",
            source: { depth in
                "@media (width >= 1) { layout { r { left: 0; top: " + String(repeating: "(", count: depth - 4) + "1"
                    + String(repeating: ")", count: depth - 4) + "; width: 1; height: 1; } } }\n"
            },
            marker: "1", occurrence: { _ in 0 }),
        // A nested rule's header is as deep as the block holding it.
        Case(
            name: "parentheses in a nested @media header",
            source: { depth in
                "@media all { @media all { @media " + String(repeating: "(", count: depth - 2) + "width >= 1"
                    + String(repeating: ")", count: depth - 2) + " {} } }\n"
            },
            marker: "(", occurrence: { $0 - 2 }),
    ]

    @Test(arguments: cases)
    func atTheLimitIsAccepted(_ testCase: Case) {
        let text = testCase.source(Self.limit)
        let (diagnostics, _) = Self.parse(text)
        expectNone("nesting-too-deep", in: diagnostics)
    }

    @Test(arguments: cases)
    func onePastTheLimitIsReportedOnce(_ testCase: Case) throws {
        let text = testCase.source(Self.limit + 1)
        let (diagnostics, sources) = Self.parse(text)
        let n = testCase.occurrence(Self.limit + 1)
        let expected = n > 0 ? offset(ofOccurrence: n, of: testCase.marker, in: text) : nil
        let diagnostic = expectOne(
            "nesting-too-deep", in: diagnostics, sources: sources, offset: expected, text: n > 0 ? testCase.marker : nil)
        if n == 0, let diagnostic, let source = sources[diagnostic.range.file] {
            // The reported token starts the construct one level too deep.
            #expect(source.text(of: diagnostic.range).hasPrefix(testCase.marker), "\(source.text(of: diagnostic.range))")
        }
        #expect(diagnostic?.message == "nesting is deeper than the limit of \(Self.limit) levels")
    }

    @Test(arguments: [" + 1", " * 2", " - 1", " / 2", " -1"])
    func longOperatorChainEndsInOneDiagnostic(operation: String) {
        // With the default limits: no stack overflow, one error at the
        // operator past the limit, and the rest of the file still checked.
        // (100,000 operators with LAYOUTRULES_FULL_TESTS=1, 20,000 otherwise.)
        let count = TestSettings.scaled(quick: 20_000, full: 100_000)
        let text = "layout { r { left: 0" + String(repeating: operation, count: count) + "; top: 0; width: 1; height: 1; } }\n"
            + "@media (widht > 1) { traits { a: 1; } }\n"
        let compilation = Compiler.compile(text: text, path: "main.layout")
        let expected = offset(ofOccurrence: 198, of: operation, in: text).map { $0 + 1 }
        expectOne("nesting-too-deep", in: compilation.diagnostics, sources: compilation.sources, offset: expected)
        #expect(compilation.diagnostics.contains { $0.id == "unknown-feature" })
    }

    @Test func atTheLimitCompilesWithoutErrors() throws {
        // The deepest construct that is also a complete, valid layout.
        let depth = Self.limit
        let text = String(repeating: "@media all { ", count: depth - 4)
            + "layout { r { left: 0; top: 0; width: 10; height: " + String(repeating: "(", count: 1) + "1"
            + String(repeating: ")", count: 1) + "; } }" + String(repeating: " }", count: depth - 4) + "\n"
        // @media x (depth - 4), layout, region, expression, parenthesised expression: depth levels.
        let at = compile(text, limits: Self.nesting)
        #expect(at.diagnostics.isEmpty, "\(at.diagnostics.map(\.message))")
        #expect(at.ruleSet != nil)
        let past = compile(text.replacingOccurrences(of: "height: (1)", with: "height: ((1))"), limits: Self.nesting)
        expectOne("nesting-too-deep", in: past.diagnostics, sources: past.sources)
        #expect(past.ruleSet == nil)
    }

    @Test func tooDeepEverywhereIsStillOneDiagnostic() {
        let deep = "@media " + String(repeating: "(", count: 50) + "width >= 1" + String(repeating: ")", count: 50) + " {}\n"
        let (diagnostics, sources) = Self.parse(deep + deep + "layout { " + String(repeating: "r { ", count: 20) + String(repeating: "} ", count: 21))
        expectOne("nesting-too-deep", in: diagnostics, sources: sources)
    }

    // JSON device files: each array or object is a level.

    static func jsonArrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static func jsonObjects(_ depth: Int) -> String {
        // An array holding objects nested in objects.
        "[" + String(repeating: "{\"a\": ", count: depth - 1) + "1" + String(repeating: "}", count: depth - 1) + "]"
    }

    @Test(arguments: [false, true])
    func jsonDeviceFileNesting(objects: Bool) {
        let kind = objects ? 1 : 0
        func make(_ depth: Int) -> String { objects ? Self.jsonObjects(depth) : Self.jsonArrays(depth) }
        let at = DeviceProfile.profiles(fromJSON: Array(make(Self.limit).utf8), path: "d.json", limits: Self.nesting)
        expectNone("nesting-too-deep", in: at.diagnostics)
        #expect(!at.diagnostics.contains { $0.id == "invalid-json" })
        let text = make(Self.limit + 1)
        let past = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: Self.nesting)
        let marker = kind == 0 ? "[" : "{"
        let occurrence = kind == 0 ? Self.limit + 1 : Self.limit
        expectOne(
            "nesting-too-deep", in: past.diagnostics, sources: past.sources,
            offset: offset(ofOccurrence: occurrence, of: marker, in: text), text: marker)
    }
}

// MARK: Imports

@Suite("Limits: imports")
struct ImportLimitTests {
    /// `main.layout` imports `f1.layout`, which imports `f2.layout`, ...:
    /// a chain of `files` files, the root included. Each file sets a trait.
    static func chain(files: Int) -> (root: String, files: [String: String]) {
        var imported: [String: String] = [:]
        for index in 1..<files {
            let next = index + 1 < files ? "@import \"f\(index + 1).layout\";\n" : ""
            imported["f\(index).layout"] = next + "traits { t\(index): \(index); }\n"
        }
        return ("@import \"f1.layout\";\ntraits { t0: 0; }\n", imported)
    }

    @Test func importChainAtTheDepthLimit() throws {
        let (root, files) = Self.chain(files: 4)
        let compilation = compile(root, files: files, limits: limits { $0.maxImportDepth = 4 })
        expectNone("import-too-deep", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty)
        #expect(try #require(compilation.ruleSet).rules.count == 4)
    }

    @Test func importChainOnePastTheDepthLimit() throws {
        let (root, files) = Self.chain(files: 5)
        let compilation = compile(root, files: files, limits: limits { $0.maxImportDepth = 4 })
        // Reported at the import that would load the fifth file, in the fourth.
        let text = try #require(files["f3.layout"])
        expectOne(
            "import-too-deep", in: compilation.diagnostics, sources: compilation.sources, file: "f3.layout",
            offset: offset(ofOccurrence: 1, of: "\"f4.layout\"", in: text), text: "\"f4.layout\"")
        #expect(compilation.ruleSet == nil)
    }

    /// `main.layout` importing `count` distinct files.
    static func fanOut(_ count: Int) -> (root: String, files: [String: String]) {
        var files: [String: String] = [:]
        var root = ""
        for index in 1...count {
            root += "@import \"a\(index).layout\";\n"
            files["a\(index).layout"] = "traits { t\(index): \(index); }\n"
        }
        return (root, files)
    }

    @Test func fanOutAtTheFileLimit() throws {
        // The root and four imports: five files.
        let (root, files) = Self.fanOut(4)
        let compilation = compile(root, files: files, limits: limits { $0.maxImportedFiles = 5 })
        expectNone("too-many-imports", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty)
        #expect(try #require(compilation.ruleSet).rules.count == 4)
    }

    @Test func fanOutOnePastTheFileLimit() {
        let (root, files) = Self.fanOut(5)
        let compilation = compile(root, files: files, limits: limits { $0.maxImportedFiles = 5 })
        expectOne(
            "too-many-imports", in: compilation.diagnostics, sources: compilation.sources, file: "main.layout",
            offset: offset(ofOccurrence: 1, of: "\"a5.layout\"", in: root), text: "\"a5.layout\"")
        #expect(compilation.ruleSet == nil)
    }

    @Test func aFileImportedTwiceCountsOnce() {
        let (root, files) = Self.fanOut(4)
        let twice = root + "@import \"a1.layout\";\n@import \"a2.layout\";\n"
        let compilation = compile(twice, files: files, limits: limits { $0.maxImportedFiles = 5 })
        expectNone("too-many-imports", in: compilation.diagnostics)
        #expect(compilation.ruleSet != nil)
    }

    @Test func presetsAndNestedImportsCountToo() {
        // main -> apple (a preset), main -> f1 -> f2 -> f3: five files.
        var (root, files) = Self.chain(files: 4)
        root = "@import \"apple\";\n" + root
        let at = compile(root, files: files, limits: limits { $0.maxImportedFiles = 5 })
        expectNone("too-many-imports", in: at.diagnostics)
        #expect(at.ruleSet != nil, "\(at.diagnostics.map(\.message))")
        let past = compile(root, files: files, limits: limits { $0.maxImportedFiles = 4 })
        expectOne("too-many-imports", in: past.diagnostics, sources: past.sources, file: "f2.layout", text: "\"f3.layout\"")
    }
}

// MARK: Custom media

@Suite("Limits: custom media")
struct CustomMediaLimitTests {
    /// `--c1` refers to `--c2`, ..., `--cN` is a feature test; a rule uses
    /// `--c1`. Defined outermost first, so all N are expanded at once.
    static func chain(_ count: Int) -> String {
        var text = ""
        for index in 1..<count { text += "@custom-media --c\(index) (--c\(index + 1));\n" }
        text += "@custom-media --c\(count) (width >= 100);\n"
        return text + "@media (--c1) { traits { a: 1; } }\n"
    }

    @Test func referenceChainAtTheDepthLimit() {
        let compilation = compile(Self.chain(4), limits: limits { $0.maxCustomMediaDepth = 4 })
        expectNone("custom-media-too-deep", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let ruleSet = compilation.ruleSet
        #expect(ruleSet?.evaluate(LayoutEnvironment(width: 100, height: 800))["a"] != nil)
        #expect(ruleSet?.evaluate(LayoutEnvironment(width: 99, height: 800))["a"] == nil)
    }

    @Test func referenceChainOnePastTheDepthLimit() {
        let text = Self.chain(5)
        let compilation = compile(text, limits: limits { $0.maxCustomMediaDepth = 4 })
        // At the reference to the fifth definition, inside the fourth.
        expectOne(
            "custom-media-too-deep", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 1, of: "(--c5)", in: text).map { $0 + 1 }, text: "--c5")
        #expect(compilation.ruleSet == nil)
    }

    @Test func chainDefinedInnermostFirstIsNeverDeep() {
        // Each definition is expanded once and reused, so the order of
        // definitions decides how many are in progress at once.
        let lines = Self.chain(20).split(separator: "\n")
        let reversed = lines.dropLast().reversed().joined(separator: "\n") + "\n" + lines.last! + "\n"
        let compilation = compile(reversed, limits: limits { $0.maxCustomMediaDepth = 4 })
        expectNone("custom-media-too-deep", in: compilation.diagnostics)
        #expect(compilation.ruleSet != nil)
    }

    /// `--big` is `count` feature tests joined by `and`: `count + 1` nodes.
    static func conjunction(_ count: Int) -> String {
        let tests = (1...count).map { "(width >= \($0))" }.joined(separator: " and ")
        return "@custom-media --big \(tests);\n@media (--big) { traits { a: 1; } }\n"
    }

    @Test func expansionAtTheSizeLimit() {
        let compilation = compile(Self.conjunction(9), limits: limits { $0.maxCustomMediaSize = 10 })
        expectNone("custom-media-too-large", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    }

    @Test func expansionOnePastTheSizeLimit() {
        let text = Self.conjunction(10)
        let compilation = compile(text, limits: limits { $0.maxCustomMediaSize = 10 })
        let diagnostic = expectOne(
            "custom-media-too-large", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 2, of: "--big", in: text), text: "--big")
        #expect(diagnostic?.message == "custom media '--big' expands to more than 10 conditions")
        #expect(compilation.ruleSet == nil)
    }

    /// `--d0` is one test; `--dK` is `(--dK-1) and (--dK-1)`: the and, two
    /// references and twice the size of `--dK-1`, so 1, 5, 13, 29, 61, ...
    /// (2^(K+2) - 3) nodes. A rule uses `--dN`.
    static func doubling(_ levels: Int) -> String {
        var text = "@custom-media --d0 (width >= 100);\n"
        for level in 1...levels { text += "@custom-media --d\(level) (--d\(level - 1)) and (--d\(level - 1));\n" }
        return text + "@media (--d\(levels)) { traits { a: 1; } }\n"
    }

    @Test(arguments: [1, 3, 6])
    func doublingChainAtAndPastTheSizeLimit(levels: Int) {
        let size = (1 << (levels + 2)) - 3
        let text = Self.doubling(levels)
        let at = compile(text, limits: limits { $0.maxCustomMediaSize = size })
        expectNone("custom-media-too-large", in: at.diagnostics)
        #expect(at.ruleSet != nil, "\(at.diagnostics.map(\.message))")
        let past = compile(text, limits: limits { $0.maxCustomMediaSize = size - 1 })
        // The rule's reference is the one that expands too far.
        expectOne(
            "custom-media-too-large", in: past.diagnostics, sources: past.sources,
            offset: offset(ofOccurrence: 1, of: "@media (--d\(levels))", in: text).map { $0 + 8 }, text: "--d\(levels)")
    }

    @Test func longDoublingChainStopsQuickly() {
        // 2^62 nodes if expanded: the default limit stops it at once.
        let compilation = Compiler.compile(text: Self.doubling(60), path: "main.layout")
        #expect(compilation.diagnostics.contains { $0.id == "custom-media-too-large" })
        #expect(compilation.ruleSet == nil)
    }
}

// MARK: Setters of a tested trait

@Suite("Limits: setters of a tested trait")
struct TraitSetterLimitTests {
    /// Five rules set `gap` to 1; the test `(gap > 5)` keeps none of them,
    /// so only the number of setters can be too large.
    static let text = (1...5).map { "@media (width > \($0)) { traits { gap: 1; } }\n" }.joined()
        + "@media (gap > 5) { traits { z: 1; } }\n"

    @Test func asManySettersAsTheLimitAreRead() {
        let compilation = compile(Self.text, limits: limits { $0.maxCustomMediaSize = 5 })
        expectNone("trait-test-too-large", in: compilation.diagnostics)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.map(\.message))")
    }

    @Test func oneSetterPastTheLimitIsRefused() {
        let compilation = compile(Self.text, limits: limits { $0.maxCustomMediaSize = 4 })
        let diagnostic = expectOne(
            "trait-test-too-large", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 1, of: "gap > 5", in: Self.text), text: "gap")
        #expect(diagnostic?.message == "the test of trait 'gap' depends on 5 rules that set it, more than the limit of 4")
        #expect(compilation.ruleSet == nil)
    }
}

// MARK: Conditions of all rules

@Suite("Limits: condition nodes of all rules")
struct ConditionNodeLimitTests {
    /// Nodes counted as for `maxCustomMediaSize`; each parenthesised
    /// feature is two (the group and the test): 4, then the reference and
    /// the 4 it expands to, then 2. 11 in all.
    static let text = """
        @custom-media --two (width > 5) and (height > 5);
        @media (width > 1) and (height > 1) { traits { a: 1; } }
        @media (--two) { traits { b: 1; } }
        @media (width > 2) { traits { a: 2; } }

        """

    @Test func atTheLimitCompiles() {
        let compilation = compile(Self.text, limits: limits { $0.maxConditionNodes = 11 })
        expectNone("too-many-conditions", in: compilation.diagnostics)
        #expect(compilation.ruleSet != nil, "\(compilation.diagnostics.map(\.message))")
    }

    @Test(arguments: [(10, 3), (9, 3), (8, 2), (4, 2), (3, 1)])
    func pastTheLimitIsReportedAtTheRuleThatPassesIt(limit: Int, rule: Int) {
        let compilation = compile(Self.text, limits: limits { $0.maxConditionNodes = limit })
        let diagnostic = expectOne(
            "too-many-conditions", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: rule, of: "@media", in: Self.text))
        #expect(diagnostic?.message == "the conditions of all rules together have more than \(limit) nodes")
        #expect(compilation.ruleSet == nil)
    }
}

// MARK: Regions

@Suite("Limits: layout regions")
struct RegionLimitTests {
    static func region(_ name: String, children: String = "") -> String {
        "\(name) { left: 0; top: 0; width: 10; height: 10; \(children)} "
    }

    /// `count` regions over two rules, some nested.
    static func layout(_ count: Int) -> String {
        precondition(count >= 3)
        let first = "layout { " + region("a", children: region("b") + region("c")) + "}\n"
        let rest = (3..<count).map { region("r\($0)") }.joined()
        return first + "@media (width >= 100) { layout { " + rest + "} }\n"
    }

    @Test func regionsAtTheLimit() throws {
        let compilation = compile(Self.layout(6), limits: limits { $0.maxLayoutRegions = 6 })
        expectNone("too-many-regions", in: compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let frames = try #require(compilation.ruleSet).frames(in: LayoutEnvironment(width: 390, height: 844))
        #expect(frames.count == 6)
    }

    @Test func regionsOnePastTheLimit() {
        let text = Self.layout(7)
        let compilation = compile(text, limits: limits { $0.maxLayoutRegions = 6 })
        // The seventh declaration, `r6`.
        expectOne(
            "too-many-regions", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 1, of: "r6 {", in: text), text: "r6")
        #expect(compilation.ruleSet == nil)
    }

    /// `count` valid `@device` rules, `D0` to `D<count-1>`.
    static func devices(_ count: Int) -> String {
        (0..<count).map { "@device \"D\($0)\" { idiom: pad; width: 800; height: 1280; scale: 2; }\n" }.joined()
    }

    @Test func devicesAtTheLimit() throws {
        let compilation = compile(Self.devices(3), limits: limits { $0.maxDevices = 3 })
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        #expect(compilation.devices.map(\.name) == ["D0", "D1", "D2"])
    }

    @Test func devicesOnePastTheLimit() {
        let text = Self.devices(5)
        let compilation = compile(text, limits: limits { $0.maxDevices = 3 })
        let diagnostic = expectOne(
            "too-many-devices", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 1, of: "\"D3\"", in: text), text: "\"D3\"")
        #expect(diagnostic?.message == "more than 3 devices are defined; the rest are ignored")
        #expect(compilation.devices.map(\.name) == ["D0", "D1", "D2"], "the rest are ignored")
    }

    /// In a JSON file every element counts, valid or not: the limit bounds
    /// the work of reading, not the profiles kept.
    @Test func deviceFileElements() {
        let device = #"{"name": "N", "idiom": "pad", "width": 800, "height": 1280, "scale": 2}"#
        let text = "[" + [device.replacingOccurrences(of: "N", with: "A"), "3", device.replacingOccurrences(of: "N", with: "B")]
            .joined(separator: ", ") + "]"
        let at = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxDevices = 3 })
        #expect(at.diagnostics.map(\.id) == ["invalid-device-value"])
        #expect(at.profiles.map(\.name) == ["A", "B"])
        let past = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxDevices = 2 })
        let diagnostic = expectOne(
            "too-many-devices", in: past.diagnostics, sources: past.sources,
            offset: offset(ofOccurrence: 1, of: "{\"name\": \"B\"", in: text))
        #expect(diagnostic?.message == "more than 2 devices are defined; the rest are ignored")
        #expect(past.profiles.map(\.name) == ["A"])
    }

    /// Values in a JSON file, array items and object members counted: past
    /// the limit they are read, counted and not kept, and the file is not
    /// used. Here 7 values: the 5 members, the object, the string.
    @Test func jsonValues() {
        let text = #"[{"name": "A", "idiom": "pad", "width": 800, "height": 1280, "scale": 2}, "x"]"#
        let at = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxJSONValues = 7 })
        #expect(at.diagnostics.map(\.id) == ["invalid-device-value"])
        #expect(at.profiles.map(\.name) == ["A"])
        let past = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxJSONValues = 4 })
        // The fifth value read is 'scale''s 2; then the object and "x".
        let diagnostic = expectOne(
            "too-many-values", in: past.diagnostics, sources: past.sources, offset: offset(ofOccurrence: 1, of: "2}", in: text))
        #expect(diagnostic?.message == "more than 4 values in this JSON file; 3 more are not read, and the file is not used")
        #expect(past.profiles.isEmpty)
    }

    /// Diagnostics of a device file are counted, not kept, past the cap.
    @Test func deviceFileDiagnosticsAreCountedAsTheyCome() {
        let text = #"[{"name": "A", "idiom": "pad", "width": 800, "height": 1280, "scale": 2"#
            + (0..<50).map { #", "k\#($0)": 0"# }.joined() + "}]"
        let read = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxDiagnosticsPerFile = 10 })
        #expect(read.diagnostics.filter { $0.id == "unknown-device-property" }.count == 11)
        #expect(read.diagnostics.filter { $0.id == "too-many-errors" }.map(\.message) == ["more than 10 diagnostics in this file; 39 more are not shown"])
    }

    /// Names in `@require` rules: those of a file past the limit are read
    /// and counted, and so are those of the compilation's files together.
    @Test func requiredTraits() {
        let text = "@require a, b;\n@require c;\ntraits { a: 1; b: 1; c: 1; }\n"
        let at = compile(text, limits: limits { $0.maxListItems = 3 })
        #expect(at.diagnostics.isEmpty, "\(at.diagnostics.map(\.message))")
        let past = compile(text, limits: limits { $0.maxListItems = 1 })
        let diagnostic = expectOne(
            "list-too-long", in: past.diagnostics, sources: past.sources,
            offset: offset(ofOccurrence: 1, of: "b;", in: text), text: "b")
        #expect(diagnostic?.message == "more than 1 trait names are required; 2 more are ignored")
        // Two files of two names each, at a limit of 3: each file is within
        // it, the compilation one past.
        let imported = compile(
            "@import \"other.layout\";\n@require c, d;\ntraits { a: 1; b: 1; c: 1; d: 1; }\n",
            files: ["other.layout": "@require a, b;\n"], limits: limits { $0.maxListItems = 3 })
        let overall = expectOne("list-too-long", in: imported.diagnostics, sources: imported.sources, text: "d")
        #expect(overall?.message == "more than 3 trait names are required; 1 more are ignored")
    }

    /// Values of one `@device` declaration: past the limit they are read
    /// and counted, not kept.
    @Test func deviceDeclarationValues() {
        let text = #"@device "K" { idiom: pad; width: 800; height: 1280; scale: 2; aliases: "a", "b", "c"; }"# + "\n"
        let at = compile(text, limits: limits { $0.maxListItems = 3 })
        #expect(at.diagnostics.isEmpty, "\(at.diagnostics.map(\.message))")
        #expect(at.devices.first?.aliases == ["a", "b", "c"])
        let past = compile(text, limits: limits { $0.maxListItems = 2 })
        let diagnostic = expectOne(
            "list-too-long", in: past.diagnostics, sources: past.sources, offset: offset(ofOccurrence: 1, of: "\"c\"", in: text))
        #expect(diagnostic?.message == "more than 2 values in one device property; 1 more are ignored")
    }

    @Test func duplicateSiblingsCount() {
        // The duplicate is an error of its own, and its contents are still
        // checked, so it counts as a declaration.
        let text = "layout { " + Self.region("a") + Self.region("a") + "}\n"
        let at = compile(text, limits: limits { $0.maxLayoutRegions = 2 })
        expectNone("too-many-regions", in: at.diagnostics)
        #expect(at.diagnostics.map(\.id) == ["duplicate-region"])
        let past = compile(text, limits: limits { $0.maxLayoutRegions = 1 })
        expectOne("too-many-regions", in: past.diagnostics, sources: past.sources)
    }

    /// Rule A declares two regions, rule B one: the leaf where only A
    /// matches compiles 2 regions, the one where both match 3. 5 in all.
    static let merged = """
        @media (width >= 100) { layout { a { left: 0; top: 0; width: 1; height: 1; } b { left: 0; top: 0; width: 1; height: 1; } } }
        @media (width >= 200) { layout { c { left: 0; top: 0; width: 1; height: 1; } } }

        """

    @Test func mergedLayoutsAtTheLimitCompile() {
        let compilation = compile(Self.merged, limits: limits { $0.maxLayoutEntries = 5 })
        expectNone("layouts-too-large", in: compilation.diagnostics)
        #expect(compilation.ruleSet?.layouts.programs.count == 2, "\(compilation.diagnostics.map(\.message))")
    }

    @Test(arguments: [4, 2, 0])
    func mergedLayoutsPastTheLimitAreRefused(limit: Int) {
        let compilation = compile(Self.merged, limits: limits { $0.maxLayoutEntries = limit })
        let diagnostic = expectOne("layouts-too-large", in: compilation.diagnostics, sources: compilation.sources)
        #expect(diagnostic?.message == "the compiled layouts would hold more than \(limit) regions")
        #expect(compilation.ruleSet == nil)
    }

    @Test func nestedRegionsCount() {
        let text = "layout { " + Self.region("a", children: Self.region("b", children: Self.region("c"))) + "}\n"
        let at = compile(text, limits: limits { $0.maxLayoutRegions = 3 })
        expectNone("too-many-regions", in: at.diagnostics)
        #expect(at.ruleSet != nil)
        let past = compile(text, limits: limits { $0.maxLayoutRegions = 2 })
        expectOne("too-many-regions", in: past.diagnostics, sources: past.sources, text: "c")
    }
}

// MARK: Decision tree

@Suite("Limits: decision tree")
struct TreeSizeLimitTests {
    /// A 4-step width-and-height staircase: an exact tree of a few dozen nodes.
    static let staircase = (0..<4).map { step in
        "@media (width >= \(100 * step)) and (height >= \(400 - 100 * step)) { traits { tier: \(step); } }"
    }.joined(separator: "\n") + "\n"

    static var exact: Limits { limits { $0.residualLimits = [] } }

    static func nodeCount(_ text: String) throws -> Int {
        try #require(Compiler.compile(text: text, path: "main.layout", limits: exact).ruleSet).tree.nodes.count
    }

    @Test(arguments: [
        "@media (width >= 100) { traits { a: 1; } }\n",
        "@media (idiom: pad) { traits { a: 1; } }\n",
        staircase,
    ])
    func treeWithExactlyTheNodeLimitCompiles(_ text: String) throws {
        let nodes = try Self.nodeCount(text)
        let compilation = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeNodes = nodes })
        expectNone("tree-too-large", in: compilation.diagnostics)
        #expect(compilation.ruleSet?.tree.nodes.count == nodes)
    }

    /// `maxTreeNodes` is checked as each node is added, so one node past
    /// the limit is refused. (Checked on entering a box instead, while
    /// nodes are added on the way back up, a tree could exceed the limit by
    /// its depth.)
    @Test(arguments: [
        "@media (width >= 100) { traits { a: 1; } }\n",
        "@media (idiom: pad) { traits { a: 1; } }\n",
        staircase,
    ])
    func treeOneNodePastTheLimitIsRefused(_ text: String) throws {
        let nodes = try Self.nodeCount(text)
        let compilation = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeNodes = nodes - 1 })
        expectOne("tree-too-large", in: compilation.diagnostics, sources: compilation.sources)
        #expect(compilation.ruleSet == nil, "a \(nodes)-node tree compiled under a limit of \(nodes - 1) nodes")
    }

    /// `maxTreeEntries` is checked before each new leaf is added, against
    /// the entries of the leaves so far: the limit at that count compiles,
    /// one less is refused.
    @Test(arguments: [
        "@media (width >= 100) { traits { a: 1; } }\n@media (width >= 200) { traits { b: 1; } }\n",
        staircase,
    ])
    func treeEntriesAtAndOnePastTheLimit(_ text: String) throws {
        let tree = try #require(Compiler.compile(text: text, path: "main.layout", limits: Self.exact).ruleSet).tree
        let last = try #require(tree.leaves.last)
        let beforeLast = 2 * (tree.matchedWords.count - last.matchedWords.count) + tree.assignments.count - last.assignments.count
        let at = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeEntries = beforeLast })
        expectNone("tree-too-large", in: at.diagnostics)
        #expect(at.ruleSet?.tree.leaves.count == tree.leaves.count)
        let past = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeEntries = beforeLast - 1 })
        let diagnostic = expectOne("tree-too-large", in: past.diagnostics, sources: past.sources)
        #expect(diagnostic?.message == "the decision tree would exceed the limit of \(beforeLast - 1) entries in its leaves' lists")
        #expect(past.ruleSet == nil)
    }

    @Test func treeFarPastTheNodeLimitIsRefused() throws {
        // Far below the tree's size too (here a third of the nodes).
        let nodes = try Self.nodeCount(Self.staircase)
        let compilation = compile(Self.staircase, limits: limits { $0.residualLimits = []; $0.maxTreeNodes = nodes / 3 })
        let diagnostic = expectOne("tree-too-large", in: compilation.diagnostics, sources: compilation.sources)
        #expect(diagnostic?.message == "the decision tree would exceed the limit of \(nodes / 3) nodes")
        #expect(compilation.ruleSet == nil)
    }

    /// Steps are the boxes the builder visits: the whole space, then each
    /// side of every split. One threshold: 3; the six idioms and the
    /// unspecified one: 1 + 7.
    @Test(arguments: [
        ("@media (width >= 100) { traits { a: 1; } }\n", 3),
        ("@media (idiom: pad) { traits { a: 1; } }\n", 8),
    ])
    func buildStepsAtAndPastTheLimit(_ text: String, steps: Int) {
        let at = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeBuildSteps = steps })
        expectNone("tree-too-large", in: at.diagnostics)
        #expect(at.ruleSet != nil)
        let past = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeBuildSteps = steps - 1 })
        expectOne(
            "tree-too-large", in: past.diagnostics, sources: past.sources,
            offset: 0, text: String(text.prefix { $0 != "{" }.dropLast()))
        #expect(past.ruleSet == nil)
    }

    /// Work is the instructions of every undecided rule's condition, summed
    /// over the steps: one per feature test, one per `and`. One threshold:
    /// 3 steps of 1; the idioms: 8 steps of 1; a conjunction (3
    /// instructions) undecided in the whole space and at one side of the
    /// first split, decided in the three other boxes: 5 steps of 3.
    @Test(arguments: [
        ("@media (width >= 100) { traits { a: 1; } }\n", 3),
        ("@media (idiom: pad) { traits { a: 1; } }\n", 8),
        ("@media (width >= 100) and (height >= 100) { traits { a: 1; } }\n", 15),
    ])
    func buildWorkAtAndPastTheLimit(_ text: String, work: Int) {
        let at = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeBuildWork = work })
        expectNone("tree-too-large", in: at.diagnostics)
        #expect(at.ruleSet != nil)
        let past = compile(text, limits: limits { $0.residualLimits = []; $0.maxTreeBuildWork = work - 1 })
        let diagnostic = expectOne(
            "tree-too-large", in: past.diagnostics, sources: past.sources,
            offset: 0, text: String(text.prefix { $0 != "{" }.dropLast()))
        #expect(diagnostic?.message == "the decision tree would exceed the limit of \(work - 1) condition instructions evaluated")
        #expect(past.ruleSet == nil)
    }
}

// MARK: Diagnostics per file

@Suite("Limits: diagnostics per file")
struct DiagnosticCountLimitTests {
    /// `count` independent parser errors, one per line.
    static func errors(_ count: Int) -> String {
        String(repeating: "@unknown;\n", count: count)
    }

    @Test func exactlyTheLimitIsReportedInFull() {
        let compilation = compile(Self.errors(5), limits: limits { $0.maxDiagnosticsPerFile = 5 })
        expectNone("too-many-errors", in: compilation.diagnostics)
        #expect(compilation.diagnostics.count == 5)
        #expect(compilation.diagnostics.allSatisfy { $0.id == "unknown-at-rule" })
    }

    @Test(arguments: [6, 7, 500])
    func pastTheLimitTheRestIsDropped(count: Int) {
        let text = Self.errors(count)
        let compilation = compile(text, limits: limits { $0.maxDiagnosticsPerFile = 5 })
        // At the last diagnostic kept: the fifth line's at-rule.
        let diagnostic = expectOne(
            "too-many-errors", in: compilation.diagnostics, sources: compilation.sources,
            offset: offset(ofOccurrence: 5, of: "@unknown", in: text), text: "@unknown")
        #expect(diagnostic?.message == "too many errors (5); stopping here")
        #expect(compilation.diagnostics.count == 6)
    }

    @Test func lexerErrorsCountToo() {
        // Each '$' starts no token: one `unexpected-character` each.
        let at = compile("$ $ $ $ $\n", limits: limits { $0.maxDiagnosticsPerFile = 5 })
        expectNone("too-many-errors", in: at.diagnostics)
        #expect(at.diagnostics.count == 5, "\(at.diagnostics.map(\.id))")
        let past = compile("$ $ $ $ $ $\n", limits: limits { $0.maxDiagnosticsPerFile = 5 })
        expectOne("too-many-errors", in: past.diagnostics, sources: past.sources, offset: 8, text: "$")
    }

    /// The checker and the analyses are capped too, one past the limit
    /// (the parser's own marker fits): `a` set six times in one block is
    /// five `duplicate-trait` errors.
    @Test func semanticDiagnosticsPerFile() throws {
        let text = "traits { a: 1; a: 2; a: 3; a: 4; a: 5; a: 6; }\n"
        let at = compile(text, limits: limits { $0.maxDiagnosticsPerFile = 4 })
        expectNone("too-many-errors", in: at.diagnostics)
        #expect(at.diagnostics.count == 5)
        let past = compile(text, limits: limits { $0.maxDiagnosticsPerFile = 2 })
        let marker = expectOne(
            "too-many-errors", in: past.diagnostics, sources: past.sources, offset: offset(ofOccurrence: 5, of: "a:", in: text))
        #expect(marker?.message == "more than 2 diagnostics in this file; 2 more are not shown")
        #expect(past.diagnostics.count == 4)

        // Only warnings left out: the marker is a warning, the exit status stays 0.
        let shadowed = String(repeating: "traits { a: 1; }\n", count: 6)
        let warnings = compile(shadowed, limits: limits { $0.maxDiagnosticsPerFile = 2 })
        let last = try #require(warnings.diagnostics.last)
        #expect(last.id == "too-many-errors" && last.severity == .warning, "\(warnings.diagnostics.map(\.message))")
        #expect(!warnings.diagnostics.hasErrors)
        #expect(warnings.ruleSet != nil)
    }

    // MARK: Reference chains (maxNestingDepth)

    /// Following a reference is a few recursive calls: a chain of 9,999
    /// would overflow the stack. A chain as long as the nesting limit compiles;
    /// one more is `nesting-too-deep` at the reference past it.
    @Test func referenceChains() throws {
        let at = compile(DeepSources.referenceChain(6), limits: limits { $0.maxNestingDepth = 6 })
        #expect(at.diagnostics.isEmpty, "\(at.diagnostics.map(\.message))")
        let text = DeepSources.referenceChain(7)
        let past = compile(text, limits: limits { $0.maxNestingDepth = 6 })
        let diagnostic = expectOne(
            "nesting-too-deep", in: past.diagnostics, sources: past.sources, offset: offset(ofOccurrence: 1, of: "r7.left", in: text),
            text: "r7.left")
        #expect(diagnostic?.message == "layout references chain through more than 6 values (the nesting limit)")
        #expect(past.ruleSet == nil)
    }

    // MARK: maxNameBytes

    /// Identifiers, strings (quotes included) and units at 8 bytes pass;
    /// one byte more is `name-too-long` at the token.
    @Test(arguments: [
        ("traits { abcdefgh: 1; }", "traits { abcdefghi: 1; }", "abcdefghi", "name"),
        ("traits { t: \"abcdef\"; }", "traits { t: \"abcdefg\"; }", "\"abcdefg\"", "string"),
        ("@media (width > 1abcdefg) {}", "@media (width > 1abcdefgh) {}", "1abcdefgh", "name"),
    ])
    func namesAndStrings(at: String, past: String, token: String, what: String) {
        let fine = compile(at, limits: limits { $0.maxNameBytes = 8 })
        expectNone("name-too-long", in: fine.diagnostics)
        let long = compile(past, limits: limits { $0.maxNameBytes = 8 })
        let diagnostic = expectOne(
            "name-too-long", in: long.diagnostics, sources: long.sources, offset: offset(ofOccurrence: 1, of: token, in: past),
            text: token)
        #expect(diagnostic?.message == "this \(what) is 9 bytes long; at most 8 are allowed")
    }

    /// A name past the limit is reported once; the diagnostics that name it
    /// afterwards quote its first 64 bytes and `...`, not all of it.
    @Test func messagesAfterNameTooLongClipTheName() {
        let name = String(repeating: "a", count: 2_000)
        let clippedName = String(repeating: "a", count: 64) + "..."
        let cases: [(String, String)] = [
            ("@media (\(name)) {}\n", "unknown feature '\(clippedName)'"),
            ("@media (--\(name)) {}\n", "custom media '--\(String(clippedName.dropFirst(2)))' is not defined"),
            ("@\(name);\n", "unknown at-rule '@\(String(clippedName.dropFirst(1)))'"),
            (
                "layout { a { left: 0; top: 0; width: 1; height: 1; } b { left: \(name).left; top: 0; width: 1; height: 1; } }\n",
                "no layout block declares a region '\(clippedName)' here"
            ),
        ]
        for (text, message) in cases {
            let compilation = compile(text, limits: Limits())
            #expect(compilation.diagnostics.first?.id == "name-too-long", "\(message)")
            let messages = compilation.diagnostics.map(\.message) + compilation.diagnostics.flatMap { $0.notes.map(\.message) }
            #expect(messages.contains(message), "\(messages.map { $0.prefix(120) })")
            #expect(messages.allSatisfy { $0.utf8.count < 200 }, "\(messages.map { $0.prefix(120) })")
        }
        #expect(clipped(name) == clippedName)
        #expect(clipped(String(repeating: "é", count: 40)) == String(repeating: "é", count: 32) + "...")
        #expect(clipped(String(repeating: "b", count: 64)) == String(repeating: "b", count: 64))
    }

    /// `ab.cd.ef` is 8 bytes: fine; `ab.cd.efg` is 9, reported at `efg`.
    @Test func regionFullNames() {
        let region = { (name: String, inner: String) in "\(name) { left: 0; top: 0; width: 1; height: 1; \(inner)} " }
        let at = "layout { " + region("ab", region("cd", region("ef", ""))) + "}\n"
        let fine = compile(at, limits: limits { $0.maxNameBytes = 8 })
        expectNone("name-too-long", in: fine.diagnostics)
        let past = "layout { " + region("ab", region("cd", region("efg", ""))) + "}\n"
        let long = compile(past, limits: limits { $0.maxNameBytes = 8 })
        let diagnostic = expectOne(
            "name-too-long", in: long.diagnostics, sources: long.sources, offset: offset(ofOccurrence: 1, of: "efg", in: past),
            text: "efg")
        #expect(diagnostic?.message == "this region's full name is 9 bytes long; at most 8 are allowed")
    }

    @Test func deviceNamesInJSON() {
        let device = { (name: String) in #"[{"name": "\#(name)", "idiom": "tv", "width": 1920, "height": 1080, "scale": 1}]"# }
        let at = DeviceProfile.profiles(fromJSON: Array(device("abcdefgh").utf8), path: "d.json", limits: limits { $0.maxNameBytes = 8 })
        #expect(at.diagnostics.isEmpty && at.profiles.count == 1)
        let text = device("abcdefghi")
        let past = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "d.json", limits: limits { $0.maxNameBytes = 8 })
        let diagnostic = expectOne(
            "name-too-long", in: past.diagnostics, sources: past.sources, offset: offset(ofOccurrence: 1, of: "\"abcdefghi\"", in: text))
        #expect(diagnostic?.message == "this device name is 9 bytes long; at most 8 are allowed")
        #expect(past.profiles.isEmpty)
    }

    /// Past 100,000 diagnostics the checker lets go of all but the first
    /// 1,001 of each file, counting the rest, so memory stays bounded
    /// however many files each bring their million: two imported files of
    /// 60,000 `duplicate-trait` errors each still say so exactly.
    @Test func checkerLetsGoOfDiagnosticsPastTheCap() {
        let block = "traits {" + String(repeating: " a: 1;", count: 60_001) + " }\n"
        let files = InMemorySourceProvider(["x.layout": block, "y.layout": block])
        let compilation = Compiler.compile(
            text: "@import \"x.layout\";\n@import \"y.layout\";\n", path: "root.layout", provider: files)
        #expect(compilation.ruleSet == nil)
        let markers = compilation.diagnostics.filter { $0.id == "too-many-errors" }
        #expect(markers.map(\.message) == Array(repeating: "more than 1000 diagnostics in this file; 58999 more are not shown", count: 2))
        #expect(markers.allSatisfy { $0.severity == .error })
        #expect(compilation.diagnostics.count == 2 * 1_002)
    }

    // MARK: maxTotalBytes

    /// The root (20 bytes) plus an imported file of 16 bytes: 36 in all.
    static let totalFiles = InMemorySourceProvider(["x.layout": "traits { x: 1; }"])
    static let totalRoot = "@import \"x.layout\";\n"

    @Test func totalBytesAtTheLimitAreRead() {
        let compilation = Compiler.compile(
            text: Self.totalRoot, path: "root.layout", provider: Self.totalFiles,
            limits: limits { $0.maxTotalBytes = Self.totalRoot.utf8.count + 16 })
        expectNone("too-many-bytes", in: compilation.diagnostics)
        #expect(compilation.ruleSet?.rules.count == 1)
    }

    @Test func totalBytesOnePastTheLimitStopTheImport() {
        let compilation = Compiler.compile(
            text: Self.totalRoot, path: "root.layout", provider: Self.totalFiles,
            limits: limits { $0.maxTotalBytes = Self.totalRoot.utf8.count + 15 })
        expectOne("too-many-bytes", in: compilation.diagnostics, sources: compilation.sources)
        #expect(compilation.ruleSet == nil)
    }

    /// The inputs count too: two files of 16 bytes given to one
    /// compilation (as `layoutc eval a.layout b.layout` does) take 32.
    static let inputFiles = InMemorySourceProvider(["a.layout": "traits { a: 1; }", "b.layout": "traits { b: 1; }"])

    @Test func inputBytesCount() throws {
        let at = Compiler.compile([.file("a.layout"), .file("b.layout")], provider: Self.inputFiles, limits: limits { $0.maxTotalBytes = 32 })
        expectNone("too-many-bytes", in: at.diagnostics)
        #expect(at.ruleSet?.rules.count == 2)
        let past = Compiler.compile([.file("a.layout"), .file("b.layout")], provider: Self.inputFiles, limits: limits { $0.maxTotalBytes = 31 })
        let diagnostic = expectOne("too-many-bytes", in: past.diagnostics, sources: past.sources, file: "b.layout", offset: 0)
        #expect(diagnostic?.message == "this input would take the files of the compilation past 31 bytes in all")
        #expect(past.ruleSet == nil)
    }

    @Test func inputFilesCount() {
        let at = Compiler.compile([.file("a.layout"), .file("b.layout")], provider: Self.inputFiles, limits: limits { $0.maxImportedFiles = 2 })
        expectNone("too-many-imports", in: at.diagnostics)
        let past = Compiler.compile([.file("a.layout"), .file("b.layout")], provider: Self.inputFiles, limits: limits { $0.maxImportedFiles = 1 })
        let diagnostic = expectOne("too-many-imports", in: past.diagnostics, sources: past.sources, file: "b.layout", offset: 0)
        #expect(diagnostic?.message == "more than 1 files are read; this input is not")
    }
}
