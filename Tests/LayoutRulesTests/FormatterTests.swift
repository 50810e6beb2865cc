// `layoutc fmt`: one canonical style (a golden file), idempotent, every
// comment kept, and the meaning kept: the formatted file parses to the
// same syntax tree (ranges aside), compiles to the same decision tree and
// gives the same traits and frames. Checked on every example, preset and
// corpus file that compiles, and on random rule files (more of them with
// LAYOUTRULES_FULL_TESTS=1).

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSyntax
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling

@Suite("Formatter")
struct FormatterTests {
    static let root = GoldenPaths.packageRoot

    /// Every example, preset and compiling corpus file, package-relative.
    static let files: [String] = {
        var files: [String] = []
        for directory in ["Examples", "Sources/LayoutRulesPresets/Rules", "Tests/LayoutRulesTests/Corpus"] {
            let base = root.appendingPathComponent(directory)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".layout") { files.append(directory + "/" + relative) }
            }
        }
        return files.sorted()
    }()

    @Test("the canonical style")
    func style() throws {
        let path = Self.root.appendingPathComponent("Tests/LayoutRulesTests/Fixtures/format-input.layout").path
        let source = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let formatted = try #require(RuleFormatter.format(source))
        assertGolden(formatted, named: "format/style.layout")
        try Self.expectSameMeaning(source, formatted, provider: FileSystemProvider(directory: (path as NSString).deletingLastPathComponent))
    }

    @Test("a file with a syntax error is not formatted")
    func syntaxError() {
        #expect(RuleFormatter.format(SourceFile(path: "a.layout", text: "traits { a: ; }")) == nil)
        #expect(RuleFormatter.format(SourceFile(path: "a.layout", text: "@media screen and(width > 1) {}")) == nil)
    }

    @Test("examples, presets and corpus files", arguments: files)
    func file(_ relative: String) throws {
        let url = Self.root.appendingPathComponent(relative)
        let bytes = [UInt8](try Data(contentsOf: url))
        let directory = url.deletingLastPathComponent().path
        let provider = FileSystemProvider(directory: directory)
        let original = Compiler.compile(text: String(decoding: bytes, as: UTF8.self), path: url.lastPathComponent, provider: provider)
        guard !original.hasErrors else { return }  // nothing to preserve; `fmt` leaves such a file alone
        let source = SourceFile(path: url.path, bytes: bytes)
        let formatted = try #require(RuleFormatter.format(source), "\(relative) compiles but does not format")
        try Self.expectSameMeaning(source, formatted, provider: provider)
    }

    @Test("random rule files, with comments between tokens")
    func randomFiles() throws {
        let count = TestSettings.scaled(quick: 15, full: 1_000)
        for index in 0..<count {
            let seed = DiffRandom.mix(0xF0_4D_A7, UInt64(index))
            var generator = RuleGenerator(seed: seed)
            let program = generator.program()
            var random = DiffRandom(seed: seed)
            let text = Self.withComments(program.rootText, &random)
            let source = SourceFile(path: GenProgram.rootPath, text: text)
            guard !Compiler.compile(text: text, path: GenProgram.rootPath, presets: program.presets, provider: program.provider).hasErrors
            else {
                Issue.record("seed \(seed): the generated program does not compile:\n\(text)")
                continue
            }
            let formatted = try #require(RuleFormatter.format(source), "seed \(seed)")
            try Self.expectSameMeaning(source, formatted, provider: program.provider, presets: program.presets)
        }
    }

    @Test("layoutc fmt: stdout, --check, -i, and files with errors left alone")
    func command() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let messy = directory.appendingPathComponent("messy.layout").path
        let tidy = directory.appendingPathComponent("tidy.layout").path
        let broken = directory.appendingPathComponent("broken.layout").path
        try "traits{a:1}\n".write(toFile: messy, atomically: true, encoding: .utf8)
        try "traits {\n  a: 1;\n}\n".write(toFile: tidy, atomically: true, encoding: .utf8)
        try "traits{a:1} @media screen and(width>1){}\n".write(toFile: broken, atomically: true, encoding: .utf8)

        let printed = try CompilerCLIProcess.run(["fmt", messy])
        #expect(printed.status == 0 && printed.stdout == "traits {\n  a: 1;\n}\n")
        #expect(try String(contentsOfFile: messy, encoding: .utf8) == "traits{a:1}\n", "stdout only by default")

        let check = try CompilerCLIProcess.run(["fmt", "--check", messy, tidy])
        #expect(check.status == 1 && check.stdout == messy + "\n")

        let errors = try CompilerCLIProcess.run(["fmt", "-i", broken, messy])
        #expect(errors.status == 1)
        #expect(errors.stderr.contains("'and(' is read as a function") && errors.stderr.contains("left unchanged"))
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == "traits{a:1} @media screen and(width>1){}\n")
        #expect(try String(contentsOfFile: messy, encoding: .utf8) == "traits {\n  a: 1;\n}\n")

        let clean = try CompilerCLIProcess.run(["fmt", "--check", messy, tidy])
        #expect(clean.status == 0 && clean.stdout == "")
        #expect(try CompilerCLIProcess.run(["fmt", "-i", "--check", messy]).status == 2)
        #expect(try CompilerCLIProcess.run(["fmt"]).status == 2)
    }

    /// Puts comments between tokens: after some `(`, `{`, `,` and `;`, and
    /// at the end of some lines.
    static func withComments(_ text: String, _ random: inout DiffRandom) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for character in line {
                out.append(character)
                if "({,;".contains(character), random.chance(0.15) { out += " /* c\(random.below(100)) */ " }
            }
            if !line.isEmpty, random.chance(0.2) { out += " // note \(random.below(100))" }
            if random.chance(0.1) { out += "\n" }
            out += "\n"
        }
        return out
    }

    /// The formatted text is idempotent, keeps every comment, parses to the
    /// same tree and compiles to the same rules, tree, traits and frames.
    static func expectSameMeaning(
        _ source: SourceFile, _ formatted: String, provider: any SourceProvider, presets: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let again = RuleFormatter.format(SourceFile(path: source.path, text: formatted))
        #expect(again == formatted, "not idempotent:\n\(formatted)", sourceLocation: sourceLocation)

        var ignored: [Diagnostic] = []
        let (_, before) = Lexer.tokenize(source, file: FileID(0), diagnostics: &ignored)
        let after = SourceFile(path: source.path, text: formatted)
        let (_, afterComments) = Lexer.tokenize(after, file: FileID(0), diagnostics: &ignored)
        let trimmed = { (file: SourceFile, comments: [LayoutRulesSyntax.Comment]) in
            comments.map { file.text(of: $0.range).trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        #expect(trimmed(source, before) == trimmed(after, afterComments), "comments lost or reordered", sourceLocation: sourceLocation)

        let (originalTree, _) = parseSyntax(bytes: source.bytes)
        let (formattedTree, errors) = parseSyntax(text: formatted)
        #expect(errors.isEmpty, "\(errors.map(\.message))\n\(formatted)", sourceLocation: sourceLocation)
        #expect(SExpression.dump(originalTree) == SExpression.dump(formattedTree), "syntax tree differs", sourceLocation: sourceLocation)

        let name = (source.path as NSString).lastPathComponent
        let original = Compiler.compile(text: String(decoding: source.bytes, as: UTF8.self), path: name, presets: presets, provider: provider)
        let reformatted = Compiler.compile(text: formatted, path: name, presets: presets, provider: provider)
        let ruleSet = try #require(original.ruleSet)
        let other = try #require(reformatted.ruleSet, "\(reformatted.diagnostics.map(\.message))")
        // The tree without its last section, which lists each rule's line and column.
        func tree(_ set: RuleSet) -> String {
            let text = TreePrinter(set).text()
            return String(text[..<(text.range(of: "\nrules:")?.lowerBound ?? text.endIndex)])
        }
        #expect(tree(ruleSet) == tree(other), "decision tree differs", sourceLocation: sourceLocation)
        #expect(ruleSet.rules.map(\.condition.unlabeled) == other.rules.map(\.condition.unlabeled), sourceLocation: sourceLocation)
        for device in DeviceCatalog.all.prefix(12) {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                let environment = try LayoutEnvironment(device: device, orientation: orientation)
                #expect(
                    ruleSet.evaluate(environment).map { "\($0.name)=\($0.value)" }
                        == other.evaluate(environment).map { "\($0.name)=\($0.value)" },
                    "traits differ on \(device.name)", sourceLocation: sourceLocation)
                #expect(
                    "\(ruleSet.frames(in: environment))" == "\(other.frames(in: environment))",
                    "frames differ on \(device.name)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Reads imports relative to one directory, as `layoutc` does for a file there.
struct FileSystemProvider: SourceProvider {
    var directory: String
    func contents(ofFile path: String) -> [UInt8]? {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        return FileManager.default.contents(atPath: full).map { [UInt8]($0) }
    }
}
