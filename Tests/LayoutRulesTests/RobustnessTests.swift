// Robustness: any byte sequence gets a result or diagnostics, never a trap,
// a hang or a stack overflow. Each test asserts the diagnostics it expects,
// so it fails if the front end goes quiet.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSyntax
@testable import LayoutRulesSemantics

/// Every `.layout` file under `Examples/` (found from this file's path),
/// as path -> bytes. Paths are relative to the package root
/// ("Examples/shared/Breakpoints.layout"), so imports between examples
/// resolve in memory.
private func exampleFiles() -> [String: [UInt8]] {
    let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    guard let tests = parts.lastIndex(of: "Tests") else { return [:] }
    let root = parts[..<tests].joined(separator: "/") + "/"
    var files: [String: [UInt8]] = [:]
    var directories = ["Examples"]
    while let directory = directories.popLast() {
        for name in listDirectory(root + directory) {
            let path = directory + "/" + name
            if name.hasSuffix(".layout"), let bytes = readFile(root + path) {
                files[path] = bytes
            } else if !name.hasPrefix("."), !name.contains(".") {
                directories.append(path)
            }
        }
    }
    return files
}

/// The examples and the inline sources together.
private func allSampleFiles() -> [String: [UInt8]] {
    var files = exampleFiles()
    for (path, text) in inlineSources { files[path] = Array(text.utf8) }
    return files
}

/// Realistic sources checked alongside the examples, so the every-prefix
/// test has work to do even before Examples/ is populated.
private let inlineSources: [String: String] = [
    "Inline/Photos.layout": """
    // Photo browser: iPhone/iPad x portrait/landscape.
    @import "material";
    @custom-media --phone (idiom: phone);
    @custom-media --tablet (idiom: pad);
    @custom-media --wide (orientation: landscape) or (width >= 1000pt);
    @require columns, sidebar;

    traits { columns: 2; sidebar: false; thumbnail: 96pt; title: "Photos"; }

    @media (--phone) and (orientation: landscape) {
      traits { columns: 4; }
    }
    @media (--tablet) {
      traits { columns: 4; sidebar: true; }
      @media (--wide) { traits { columns: 6; } }
      @media (400pt <= width < 800pt), (aspect-ratio < 4/3) { traits { columns: 3; } }
    }
    @media not all and (min-width: 1200px) {
      layout {
        sidebar { left: 0; top: env(safe-area-inset-top); width: min(320pt, 30%); }
        grid { left: sidebar.right + 8; right: 100% - 8; badge { transform: scale(2) rotate(90deg); } }
      }
    }
    """,
    "Inline/Reader.layout": """
    /* Reader app: text column widths by size class. */
    @custom-media --compact (width < 600);
    @custom-media --regular (600 <= width);
    @custom-media --never false;
    @media (--compact) { traits { measure: 1; font: 'body'; } }
    @media (--regular) and (not (scale: 1)) { traits { measure: 2; font: "title"; } }
    @media only screen and (resolution >= 2x) { traits { hairline: .5pt; } }
    @media (800 > height >= 400), (interface-orientation: portrait-upside-down) { traits { compact: true; } }
    """,
]

/// Byte-exact `Checker.check` over a prefix, with the example set served
/// in memory so imports between examples resolve.
private func checkPrefix(_ bytes: [UInt8], path: String, files: [String: [UInt8]]) -> CheckedRuleSet {
    var files = files
    files[path] = bytes
    return Checker.check(path: path, provider: ByteSourceProvider(files: files))
}

/// Repeats `unit` `count` times.
private func repeated(_ unit: String, _ count: Int) -> String {
    String(repeating: unit, count: count)
}

/// The diagnostics of a deeply nested input, checked for the depth limit.
private func expectNestingLimit(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let (_, diagnostics) = parseSyntax(text: source)
    let nesting = diagnostics.filter { $0.id == "nesting-too-deep" }
    #expect(nesting.count == 1, "\(diagnosticIDs(diagnostics))", sourceLocation: sourceLocation)
    #expect(nesting.first?.message == "nesting is deeper than the limit of \(Limits().maxNestingDepth) levels", sourceLocation: sourceLocation)
    // The limit is reported once; the rest of the broken statement is skipped quietly.
    #expect(diagnostics.count <= 2, "\(diagnostics.map { "\($0.id) \($0.message)" })", sourceLocation: sourceLocation)
    #expect(rangeProblems(diagnostics, fileSize: source.utf8.count) == [], sourceLocation: sourceLocation)
    // And the whole front end (lowering, checks) survives the same input.
    let checked = Checker.check(text: source, path: "deep.layout")
    #expect(checked.diagnostics.contains { $0.id == "nesting-too-deep" }, sourceLocation: sourceLocation)
    #expect(rangeProblems(checked) == [], sourceLocation: sourceLocation)
}

/// The language's tokens, for random token soups.
private let soupTokens: [String] = [
    "@media", "@custom-media", "@import", "@require", "@meda", "@", "traits", "layout", "and", "or", "not", "only",
    "all", "screen", "(", ")", "{", "}", ";", ":", ",", ".", "/", "+", "-", "*", "<", "<=", ">", ">=", "=",
    "width", "min-width", "max-height", "aspect-ratio", "orientation", "landscape", "idiom", "pad", "--tablet",
    "--x", "400", "400pt", "2x", "1.5", ".5", "1e3", "16/9", "50%", "-1", "\"apple\"", "'shared.layout'", "\"open",
    "true", "false", "columns", "region", "left", "sidebar.right", "min(", "env(", "/* c */", "// c\n", "\n", "#",
    "é", "\u{FEFF}",
]

@Suite struct RobustnessTests {
    /// Every prefix, by byte, of every example (and of the inline sources)
    /// checks without a trap, and every diagnostic lies inside its file.
    /// One test case per file, so files run in parallel. A plain
    /// `swift test` checks every fifth prefix and the whole file; a full
    /// run (`LAYOUTRULES_FULL_TESTS=1`) checks them all.
    @Test(arguments: allSampleFiles().keys.sorted())
    func everyPrefixOfEveryExample(_ path: String) {
        let files = allSampleFiles()
        guard let bytes = files[path] else {
            Issue.record("\(path) vanished")
            return
        }
        let step = TestSettings.scaled(quick: 5, full: 1)
        let lengths = Array(stride(from: 0, to: bytes.count, by: step)) + [bytes.count]
        var prefixesWithErrors = 0
        for length in lengths {
            let checked = checkPrefix(Array(bytes[0..<length]), path: path, files: files)
            let problems = rangeProblems(checked)
            if !problems.isEmpty {
                Issue.record("\(path) prefix \(length): \(problems)")
                return
            }
            if checked.hasErrors { prefixesWithErrors += 1 }
        }
        // Most cuts fall inside a block, a string or a rule and leave it
        // open, which must be reported (a prefix never silently passes).
        #expect(prefixesWithErrors > lengths.count / 4, "\(path): \(prefixesWithErrors) of \(lengths.count)")
    }

    @Test func examplesAreFound() {
        let examples = exampleFiles()
        // At least two realistic examples (shared imports aside) are checked here.
        #expect(examples.keys.filter { !$0.hasPrefix("Examples/shared/") }.count >= 2, "\(examples.keys.sorted())")
    }

    /// The inline sources (and so their prefixes) start from valid files.
    @Test(arguments: inlineSources.keys.sorted())
    func inlineSourceIsValid(_ path: String) {
        let checked = Checker.check(text: inlineSources[path] ?? "", path: path)
        let errors = checked.diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.message)" }
        #expect(errors == [])
        let (ast, diagnostics) = parseSyntax(text: inlineSources[path] ?? "")
        #expect(diagnostics.isEmpty)
        #expect(ast.statements.count >= 6)
    }

    // MARK: Deep nesting

    /// How deep the inputs below go: 100,000 levels with
    /// `LAYOUTRULES_FULL_TESTS=1`, otherwise 20,000 (a hundred times the
    /// limit).
    static let depth = TestSettings.scaled(quick: 20_000, full: 100_000)

    @Test func deepOpenParentheses() {
        expectNestingLimit("@media " + repeated("(", Self.depth))
    }

    @Test func deepBalancedParentheses() {
        expectNestingLimit("@media " + repeated("(", Self.depth) + "width" + repeated(")", Self.depth) + " { traits { a: 1; } }")
    }

    @Test func deepDoubleParentheses() {
        expectNestingLimit("@media " + repeated("((", Self.depth) + "width" + repeated("))", Self.depth) + " {}")
    }

    @Test func deepNestedMediaBlocks() {
        expectNestingLimit(repeated("@media all {", Self.depth) + repeated("}", Self.depth))
    }

    @Test func deepNestedRegions() {
        expectNestingLimit("layout {" + repeated(" r {", Self.depth) + repeated("}", Self.depth + 1))
    }

    @Test func deepUnaryMinus() {
        expectNestingLimit("layout { r { x: " + repeated("- ", Self.depth) + "1; } }")
    }

    @Test func deepParenthesesInAnExpression() {
        expectNestingLimit("layout { r { x: " + repeated("(", Self.depth) + "1" + repeated(")", Self.depth) + "; } }")
    }

    @Test func deepNestedCalls() {
        expectNestingLimit("layout { r { x: " + repeated("min(", Self.depth) + "1" + repeated(")", Self.depth) + "; } }")
    }

    @Test func deepNot() {
        expectNestingLimit("@media " + repeated("not (", Self.depth) + "(width)" + repeated(")", Self.depth) + " {}")
    }

    /// Bare braces are not a statement: one error, skipped iteratively.
    @Test func hundredThousandBareBraces() {
        let source = repeated("{", 100_000) + repeated("}", 100_000) + " traits { a: 1; }"
        let (ast, diagnostics) = parseSyntax(text: source)
        #expect(diagnosticIDs(diagnostics) == ["expected-statement"])
        #expect(SExpression.dump(ast) == "(traits a=1)")
        let unclosed = parseSyntax(text: repeated("{", 100_000)).1
        #expect(diagnosticIDs(unclosed) == ["expected-statement"])
    }

    /// `--` starts an identifier, so 100,000 minus signs without spaces are
    /// one long name (too long: `name-too-long`), not deep nesting.
    @Test func hundredThousandMinusSignsWithoutSpaces() {
        let (ast, diagnostics) = parseSyntax(text: "layout { r { x: " + repeated("-", 100_000) + "a; } }")
        #expect(diagnosticIDs(diagnostics) == ["name-too-long"])
        guard case .layout(let block)? = ast.statements.first,
            case .identifier(let name)? = block.regions.first?.properties.first?.values.first
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(name.name.utf8.count == 100_001)
    }

    // MARK: Size

    /// About 10 MB of valid rules (1 MB unless `LAYOUTRULES_FULL_TESTS=1`)
    /// checks with no errors in reasonable time. Measured for 10 MB on the
    /// 2-core CI machine: about 5 s in a debug build (the -Onone lexer and
    /// parser copy structs on every helper call), about 0.4 s in release.
    /// The bound only catches hangs and quadratic blowups.
    @Test func largeFile() {
        let megabytes = TestSettings.scaled(quick: 1, full: 10)
        var block = ""
        for rule in 0..<2000 {
            let width = 100 + rule
            block += "@media (width >= \(width)pt) and (orientation: landscape), (\(width) <= height < \(width + 500)) "
            block += "{ traits { columns: \(rule % 7 + 1); } }\n"
        }
        let copies = (megabytes * 1024 * 1024) / block.utf8.count + 1
        let source = String(repeating: block, count: copies)
        #expect(source.utf8.count >= megabytes * 1024 * 1024 && source.utf8.count < Limits().maxFileBytes)
        let clock = ContinuousClock()
        var checked: CheckedRuleSet?
        let time = clock.measure { checked = Checker.check(text: source, path: "big.layout") }
        let errors = checked?.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message)
        #expect(errors == [])
        #expect(checked?.rules.count == 2000 * copies)
        print("\(megabytes) MB file: \(source.utf8.count) bytes, \(2000 * copies) rules, checked in \(time)")
        #expect(time < .seconds(60))
    }

    @Test func fileLargerThanTheLimit() {
        let limit = Limits().maxFileBytes
        let bytes = [UInt8](repeating: 0x20, count: limit + 1)
        let checked = checkSourceBytes(bytes)
        #expect(diagnosticIDs(checked.diagnostics) == ["file-too-large"])
        // One byte past is what a reader that stops there delivers, so it says only "larger".
        #expect(checked.diagnostics.first?.message == "file is larger than the limit of \(limit) bytes")
        #expect(rangeProblems(checked) == [])
        // Exactly at the limit is accepted (a small limit keeps this fast).
        var small = Limits()
        small.maxFileBytes = 64
        #expect(parseSyntax(bytes: [UInt8](repeating: 0x20, count: 64), limits: small).1.isEmpty)
        #expect(diagnosticIDs(parseSyntax(bytes: [UInt8](repeating: 0x20, count: 65), limits: small).1) == ["file-too-large"])
    }

    // MARK: Random inputs

    /// 2,000 seeded random byte strings up to 200 bytes: never a trap, every
    /// diagnostic inside the file, and a non-empty input of random bytes
    /// almost always has something to report.
    @Test func randomBytes() {
        var generator = SplitMix64(seed: 0x4C61_796F_7574)
        var withDiagnostics = 0
        for index in 0..<2000 {
            let length = Int(generator.next() % 201)
            // Half the cases draw from all bytes, half from ASCII punctuation
            // and letters, which reaches deeper into the parser.
            let alphabet = Array("(){}:;,.<>=/+-*@\"'abnot0123456789 \n%#".utf8)
            let bytes = (0..<length).map { _ in
                index % 2 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let checked = checkSourceBytes(bytes)
            let problems = rangeProblems(checked)
            if !problems.isEmpty {
                Issue.record("case \(index) \(bytes): \(problems)")
                return
            }
            if !checked.diagnostics.isEmpty { withDiagnostics += 1 }
        }
        #expect(withDiagnostics > 1500)
    }

    /// Random sequences of the language's own tokens.
    @Test func randomTokenSoups() {
        var generator = SplitMix64(seed: 2026)
        var withErrors = 0
        for index in 0..<2000 {
            let count = Int(generator.next() % 40)
            var source = ""
            for _ in 0..<count {
                source += soupTokens[Int(generator.next() % UInt64(soupTokens.count))]
                if generator.next() % 4 != 0 { source += " " }
            }
            let checked = Checker.check(text: source, path: "soup.layout")
            let problems = rangeProblems(checked)
            if !problems.isEmpty {
                Issue.record("case \(index) \(source.debugDescription): \(problems)")
                return
            }
            if checked.hasErrors { withErrors += 1 }
        }
        #expect(withErrors > 1000)
    }

    /// Junk inside a query, then stray `;` and `}` at the top level: the
    /// rule after them is still parsed (recovery goes on). The junk holds no
    /// brackets, quotes or comments, which could legitimately swallow it.
    @Test func recoveryKeepsLaterRules() {
        let junkTokens = soupTokens.filter { token in
            !token.contains(where: { "(){}\"'#/".contains($0) }) && !token.contains("\u{FEFF}")
        }
        var generator = SplitMix64(seed: 7)
        for index in 0..<500 {
            var junk = ""
            for _ in 0..<Int(generator.next() % 8) {
                junk += junkTokens[Int(generator.next() % UInt64(junkTokens.count))] + " "
            }
            let source = "@media (" + junk + ") { traits { a: 1; } }\n;\n}\ntraits { last: 1; }"
            let (ast, diagnostics) = parseSyntax(text: source)
            let dump = SExpression.dump(ast)
            if !dump.hasSuffix("(traits last=1)") {
                Issue.record("case \(index) \(source.debugDescription) lost the last rule: \(dump)")
            }
            // The stray '}' is always reported, and nothing is reported twice at one place.
            #expect(diagnostics.contains { $0.id == "unbalanced-brace" }, "case \(index)")
            let starts = diagnostics.map(\.range.start)
            #expect(Set(starts).count == starts.count, "case \(index) \(source.debugDescription): \(diagnosticIDs(diagnostics))")
        }
    }

    // MARK: Invalid UTF-8

    /// Invalid UTF-8 at every position of a valid file is reported as
    /// `invalid-utf8` at that byte, and never traps.
    @Test(arguments: [[0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] as [[UInt8]])
    func invalidUTF8Anywhere(_ bad: [UInt8]) {
        let valid = Array(#"@media (width >= 400pt) { traits { title: "Photos"; } } // end"#.utf8)
        let commentBody = valid.count - " end".utf8.count  // inside "// end", any bytes are fine
        for position in 0...valid.count {
            let bytes = Array(valid[0..<position]) + bad + Array(valid[position...])
            let checked = checkSourceBytes(bytes)
            #expect(rangeProblems(checked) == [], "at \(position)")
            if position >= commentBody {
                #expect(!checked.hasErrors, "at \(position): \(diagnosticIDs(checked.diagnostics))")
                continue
            }
            let utf8Errors = checked.diagnostics.filter { $0.id == "invalid-utf8" }
            #expect(utf8Errors.first?.range.start == UInt32(position), "at \(position): \(diagnosticIDs(checked.diagnostics))")
            #expect(checked.hasErrors, "at \(position)")
        }
    }

    @Test func invalidUTF8InEveryKindOfToken() {
        let bad: [UInt8] = [0xC3, 0x28]  // a lead byte followed by an ASCII byte
        for template in ["@me?dia (a) {}", "traits { a?b: 1; }", "traits { a: \"x?y\"; }", "/* x?y */", "// x?y", "@media (--x?y) {}"] {
            let parts = template.split(separator: "?", omittingEmptySubsequences: false).map { Array($0.utf8) }
            let bytes = parts[0] + bad + parts[1]
            let checked = checkSourceBytes(bytes)
            #expect(rangeProblems(checked) == [], "\(template)")
            if template.hasPrefix("/*") || template.hasPrefix("//") {
                // Comments may hold any bytes (as in clang); a formatter keeps them verbatim.
                #expect(!checked.diagnostics.contains { $0.id == "invalid-utf8" }, "\(template)")
            } else {
                #expect(
                    checked.diagnostics.contains { $0.id == "invalid-utf8" && $0.range.start == UInt32(parts[0].count) },
                    "\(template): \(diagnosticIDs(checked.diagnostics))")
            }
        }
    }
}

// MARK: - File access (tests only; the library has no file system access)

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func listDirectory(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

private func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}
