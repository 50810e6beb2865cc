// The build plugin decides which rule files are roots without running
// layoutc (Xcode plans its commands before building the tool), with a
// small scanner of `@import`s. PluginSupport/RuleFileGraph.swift is a
// symbolic link to the plugin's own file, so these tests run the code the
// plugin runs, and compare it with the real parser and ImportPath.

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesSyntax
import Testing

struct PluginGraphTests {
    /// The imports the parser reads, and whether the file had an error.
    static func parsedImports(_ bytes: [UInt8]) -> (imports: [String], hasErrors: Bool) {
        var diagnostics: [Diagnostic] = []
        let file = Parser.parse(SourceFile(path: "x.layout", bytes: bytes), file: FileID(0), diagnostics: &diagnostics)
        let imports = file.statements.compactMap { statement -> String? in
            guard case .importRule(let rule) = statement else { return nil }
            return rule.target.value
        }
        return (imports, diagnostics.contains { $0.severity == .error })
    }

    static var ruleFiles: [URL] {
        let roots = [
            GoldenPaths.packageRoot.appendingPathComponent("Examples"), GoldenPaths.corpusDirectory,
            GoldenPaths.testsDirectory.appendingPathComponent("Fixtures"),
        ]
        var files: [URL] = []
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "layout" { files.append(url) }
            }
        }
        return files
    }

    @Test func scannerAgreesWithTheParserOnEveryValidFile() throws {
        let files = Self.ruleFiles
        #expect(files.count > 50)
        var compared = 0
        var withImports = 0
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            let parsed = Self.parsedImports(bytes)
            let scanned = LayoutImportScanner.imports(in: bytes)
            guard !parsed.hasErrors else { continue }
            compared += 1
            if !parsed.imports.isEmpty { withImports += 1 }
            #expect(scanned == parsed.imports, "\(url.lastPathComponent)")
        }
        #expect(compared > 20)
        #expect(withImports > 3)
    }

    /// Fragments that look like imports and are not, and imports written
    /// oddly; random sequences of them are compared with the parser.
    static let fragments = [
        "@import \"a.layout\";", "@IMPORT 'b.layout';", "@import \"c\\2f d.layout\";", "@import \"e\\\"f.layout\";",
        "@import 'apple';", "/* @import \"no1.layout\"; */", "// @import \"no2.layout\";\n",
        "traits { title: \"@import 'no3.layout';\"; }", "@media (width >= 600) { traits { columns: 2; } }",
        "@custom-media --wide (width >= 1000);", "\n", " ", "/* { */", "traits { note: \"}\"; }",
        "@import\"g.layout\";", "@import /* between */ \"h.layout\";", "@import \"shared/../i.layout\";",
    ]

    @Test func scannerAgreesWithTheParserOnRandomFiles() {
        var rng = DiffRandom(seed: 0x1A7F)
        var compared = 0
        for _ in 0..<2_000 {
            let text = (0..<rng.int(1, 8)).map { _ in rng.pick(Self.fragments) }.joined(separator: " ")
            let bytes = Array(text.utf8)
            let parsed = Self.parsedImports(bytes)
            guard !parsed.hasErrors else { continue }
            compared += 1
            #expect(LayoutImportScanner.imports(in: bytes) == parsed.imports, "\(text)")
        }
        #expect(compared > 500)
    }

    @Test func scannerSkipsWhatIsNotCode() {
        #expect(LayoutImportScanner.imports(in: Array("/* @import \"x.layout\"; */ @import \"y.layout\";".utf8)) == ["y.layout"])
        #expect(LayoutImportScanner.imports(in: Array("@media (width > 1) { @import \"x.layout\"; }".utf8)) == [])
        #expect(LayoutImportScanner.imports(in: Array("@import \"unterminated.layout".utf8)) == [])
        #expect(LayoutImportScanner.imports(in: Array("/* unterminated @import \"x.layout\";".utf8)) == [])
        #expect(LayoutImportScanner.imports(in: []) == [])
    }

    @Test func pathsResolveAsTheCompilerResolvesThem() {
        let cases: [(String, String)] = [
            ("a.layout", "x/y/b.layout"), ("../a.layout", "x/y/b.layout"), ("../../../a.layout", "x/b.layout"),
            ("/abs/./a.layout", "x/b.layout"), ("a.layout", "/root/b.layout"), ("../a.layout", "/b.layout"),
            ("./s/../a.layout", "b.layout"), ("material", "b.layout"), ("dir/preset", "b.layout"),
        ]
        for (target, importer) in cases {
            #expect(RuleFileGraph.isFile(target) == ImportPath.isFile(target), "\(target)")
            #expect(RuleFileGraph.resolve(target, from: importer) == ImportPath.resolve(target, from: importer), "\(target) from \(importer)")
        }
    }

    @Test func rootsAreTheFilesNothingImports() {
        let files: [String: String] = [
            "/p/App.layout": "@import \"shared/Breakpoints.layout\"; @import \"material\";",
            "/p/Settings.layout": "@import \"./shared/Breakpoints.layout\";",
            "/p/shared/Breakpoints.layout": "@import \"Colors.layout\";",
            "/p/shared/Colors.layout": "",
            // A cycle that no root reaches: both are compiled, which reports it.
            "/p/cycle/A.layout": "@import \"B.layout\";",
            "/p/cycle/B.layout": "@import \"A.layout\";",
            // Imported from outside the target's files: still a root here.
            "/p/Lonely.layout": "@import \"../outside/Shared.layout\";",
        ]
        let contents = { (path: String) in files[path].map { Array($0.utf8) } }
        let compiled = RuleFileGraph.filesToCompile(files.keys.sorted(), contents: contents)
        #expect(compiled == ["/p/App.layout", "/p/Lonely.layout", "/p/Settings.layout", "/p/cycle/A.layout", "/p/cycle/B.layout"])
        #expect(
            RuleFileGraph.importedFiles(of: ["/p/App.layout", "/p/Lonely.layout"], contents: contents)
                == ["/outside/Shared.layout", "/p/shared/Breakpoints.layout", "/p/shared/Colors.layout"])
    }

    @Test func typeNames() {
        #expect(RuleFileGraph.typeName(forFile: "/a/App.layout") == "AppLayout")
        #expect(RuleFileGraph.typeName(forFile: "/a/my-rules.layout") == "MyRulesLayout")
        #expect(RuleFileGraph.typeName(forFile: "my_rules.v2.layout") == "MyRulesV2Layout")
        #expect(RuleFileGraph.typeName(forFile: "Rules.layout") == "RulesLayout")
        #expect(RuleFileGraph.typeName(forFile: "photoGrid.layout") == "PhotoGridLayout")
        #expect(RuleFileGraph.typeName(forFile: "2col.layout") == "_2colLayout")
        #expect(RuleFileGraph.typeName(forFile: "-.layout") == "RulesLayout")
        #expect(RuleFileGraph.typeName(forFile: "écran.layout") == "ÉcranLayout")
    }
}
