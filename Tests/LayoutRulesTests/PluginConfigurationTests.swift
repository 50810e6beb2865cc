// The build plugin's configuration file, `layoutrules.json`: what a good
// file sets, and every mistake with the exact positioned lines `layoutc
// compile --config` prints (the diagnostic and its notes), all of a
// file's mistakes at once. The command line (public type, renamed type,
// warnings as errors, a type named like its module) is tested through
// `layoutc compile` itself.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesCodegen

/// A configuration file and the lines its diagnostics print as
/// `path:line:col: severity: message`; none for a good file.
struct PluginConfigurationCase: Sendable, CustomTestStringConvertible {
    let json: String
    let expected: [String]
    let sourceLocation: Testing.SourceLocation

    init(_ json: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.json = json
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { json }

    /// The rule files beside the configuration in every case.
    static let ruleFiles: Set = ["News.layout", "Sidebar.layout", "sub/Deep.layout"]

    /// Reads the case's file as `layoutrules.json` in the current folder.
    func read() -> (configuration: PluginConfiguration?, diagnostics: [Diagnostic], sources: SourceCatalog) {
        var sources = SourceCatalog()
        let (configuration, diagnostics) = PluginConfiguration.read(
            Array(json.utf8), path: "layoutrules.json", sources: &sources, fileExists: Self.ruleFiles.contains)
        return (configuration, diagnostics, sources)
    }

    /// The positioned lines of the rendered diagnostics.
    func positionedLines() -> [String] {
        let (_, diagnostics, sources) = read()
        let text = TextDiagnosticRenderer(colored: false).render(diagnostics, sources: sources)
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("layoutrules.json:") }
    }
}

let pluginConfigurationErrorCases: [PluginConfigurationCase] = [
    // Not JSON: the reader's own error, which ends the read.
    PluginConfigurationCase(
        #"{"access": "public",}"#, ["layoutrules.json:1:21: error: expected a key in double quotes, found '}'"]),
    PluginConfigurationCase(
        "{\"access\": \"public\" // comment\n}",
        ["layoutrules.json:1:21: error: expected ',' or '}' after the object member, found '/'",
         "layoutrules.json:1:1: note: to match this '{'"]),
    PluginConfigurationCase(
        "[]", ["layoutrules.json:1:1: error: the configuration expects an object, found an array"]),
    // Keys.
    PluginConfigurationCase(
        #"{"acess": "public"}"#,
        ["layoutrules.json:1:2: error: unknown key 'acess' in layoutrules.json",
         "layoutrules.json:1:2: note: did you mean 'access'?",
         "layoutrules.json:1:2: note: the keys are 'access', 'typeNames', 'warningsAsErrors'"]),
    PluginConfigurationCase(
        #"{"colour": 1}"#,
        ["layoutrules.json:1:2: error: unknown key 'colour' in layoutrules.json",
         "layoutrules.json:1:2: note: the keys are 'access', 'typeNames', 'warningsAsErrors'"]),
    PluginConfigurationCase(
        "{\"access\": \"public\",\n \"access\": \"internal\"}",
        ["layoutrules.json:2:2: error: 'access' is set twice", "layoutrules.json:1:2: note: first set here"]),
    // access
    PluginConfigurationCase(
        #"{"access": 1}"#, ["layoutrules.json:1:12: error: 'access' expects 'internal' or 'public', found a number"]),
    PluginConfigurationCase(
        #"{"access": "open"}"#, ["layoutrules.json:1:12: error: 'access' expects 'internal' or 'public', found 'open'"]),
    PluginConfigurationCase(
        #"{"access": "pubic"}"#,
        ["layoutrules.json:1:12: error: 'access' expects 'internal' or 'public', found 'pubic'",
         "layoutrules.json:1:12: note: did you mean 'public'?"]),
    PluginConfigurationCase(
        #"{"access": "package"}"#,
        ["layoutrules.json:1:12: error: 'access' expects 'internal' or 'public', found 'package'"]),
    // typeNames
    PluginConfigurationCase(
        #"{"typeNames": ["News"]}"#,
        ["layoutrules.json:1:15: error: 'typeNames' expects an object from rule file to type name, found an array"]),
    PluginConfigurationCase(
        #"{"typeNames": {"News.layout": 3}}"#,
        ["layoutrules.json:1:31: error: the type name expects a string, found a number"]),
    PluginConfigurationCase(
        #"{"typeNames": {"News.layout": "News-Rules", "Sidebar.layout": "String"}}"#,
        ["layoutrules.json:1:31: error: invalid type name 'News-Rules': expected a Swift identifier that is not a keyword or a standard type",
         "layoutrules.json:1:63: error: invalid type name 'String': expected a Swift identifier that is not a keyword or a standard type"]),
    PluginConfigurationCase(
        #"{"typeNames": {"Nwes.layout": "NewsRules", "News": "Other"}}"#,
        ["layoutrules.json:1:16: error: 'Nwes.layout' is not a rule file in the folder of layoutrules.json",
         "layoutrules.json:1:16: note: a key of 'typeNames' is the path of a '.layout' file, relative to that folder",
         "layoutrules.json:1:44: error: 'News' is not a rule file in the folder of layoutrules.json",
         "layoutrules.json:1:44: note: a key of 'typeNames' is the path of a '.layout' file, relative to that folder"]),
    PluginConfigurationCase(
        #"{"typeNames": {"News.layout": "Rules1", "Sidebar.layout": "Rules1"}}"#,
        ["layoutrules.json:1:59: error: type name 'Rules1' is already given to 'News.layout'"]),
    PluginConfigurationCase(
        #"{"typeNames": {"News.layout": "A", "./News.layout": "B"}}"#,
        ["layoutrules.json:1:36: error: './News.layout' is set twice", "layoutrules.json:1:16: note: first set here"]),
    // warningsAsErrors
    PluginConfigurationCase(
        #"{"warningsAsErrors": "yes"}"#,
        ["layoutrules.json:1:22: error: 'warningsAsErrors' expects true or false, found a string"]),
    // Independent mistakes, all reported, in file order.
    PluginConfigurationCase(
        """
        {
          "acces": "public",
          "access": "open",
          "typeNames": { "News.layout": "enum" },
          "warningsAsErrors": 1
        }
        """,
        ["layoutrules.json:2:3: error: unknown key 'acces' in layoutrules.json",
         "layoutrules.json:2:3: note: did you mean 'access'?",
         "layoutrules.json:2:3: note: the keys are 'access', 'typeNames', 'warningsAsErrors'",
         "layoutrules.json:3:13: error: 'access' expects 'internal' or 'public', found 'open'",
         "layoutrules.json:4:33: error: invalid type name 'enum': expected a Swift identifier that is not a keyword or a standard type",
         "layoutrules.json:5:23: error: 'warningsAsErrors' expects true or false, found a number"]),
]

@Suite("Plugin configuration")
struct PluginConfigurationTests {
    @Test(arguments: pluginConfigurationErrorCases)
    func mistakeIsPositioned(_ c: PluginConfigurationCase) {
        let lines = c.positionedLines()
        #expect(lines == c.expected, "got:\n\(lines.joined(separator: "\n"))", sourceLocation: c.sourceLocation)
        #expect(c.read().configuration == nil, "a file with errors gives no configuration", sourceLocation: c.sourceLocation)
    }

    @Test("a good file sets access, type names and warnings as errors")
    func goodFile() throws {
        let c = PluginConfigurationCase(
            #"{"access": "public", "typeNames": {"News.layout": "NewsRules", "sub/Deep.layout": "DeepRules"}, "warningsAsErrors": true}"#,
            [])
        let (configuration, diagnostics, _) = c.read()
        #expect(diagnostics.isEmpty)
        let read = try #require(configuration)
        #expect(read.access == .public)
        #expect(read.warningsAsErrors == true)
        #expect(read.typeNames.map(\.name) == ["NewsRules", "DeepRules"])
        #expect(read.typeName(forFile: "News.layout")?.name == "NewsRules")
        #expect(read.typeName(forFile: "./sub/../News.layout")?.name == "NewsRules")
        #expect(read.typeName(forFile: "sub/Deep.layout")?.name == "DeepRules")
        #expect(read.typeName(forFile: "Sidebar.layout") == nil)
    }

    @Test("an empty object keeps every default")
    func emptyFile() throws {
        let (configuration, diagnostics, _) = PluginConfigurationCase("{}", []).read()
        let read = try #require(configuration)
        #expect(diagnostics.isEmpty)
        #expect(read.access == nil && read.warningsAsErrors == nil && read.typeNames.isEmpty)
    }

    @Test("typeNames keys resolve against the configuration's folder")
    func keysResolveAgainstTheFolder() throws {
        var sources = SourceCatalog()
        let (configuration, diagnostics) = PluginConfiguration.read(
            Array(#"{"typeNames": {"News.layout": "NewsRules"}}"#.utf8), path: "/p/Sources/App/layoutrules.json",
            sources: &sources, fileExists: { $0 == "/p/Sources/App/News.layout" })
        #expect(diagnostics.isEmpty)
        let read = try #require(configuration)
        #expect(read.typeName(forFile: "/p/Sources/App/News.layout")?.name == "NewsRules")
        #expect(read.typeName(forFile: "/p/Sources/App/./News.layout")?.name == "NewsRules")
        #expect(read.typeName(forFile: "/p/Sources/Other/News.layout") == nil)
    }
}

/// `layoutc compile --config --module-name --warnings-as-errors` on files
/// in a temporary folder.
@Suite("Plugin configuration on the command line")
struct PluginConfigurationCLITests {
    static let rules = "traits { columns: 1; }\n@media (width < 0) { traits { columns: 9; } }\n"

    /// Writes `News.layout` (with a never-matching rule: a warning) and,
    /// when given, `layoutrules.json`, then runs `layoutc compile` there.
    static func compile(config: String?, _ extra: [String]) throws -> (LayoutcProcess.Result, String?) {
        try withTemporaryDirectory("plugin-config") { directory in
            try Data(rules.utf8).write(to: directory.appendingPathComponent("News.layout"))
            var arguments = ["compile", "--emit", "swift", "--type-name", "NewsLayout", "-o", "Out.swift"]
            if let config {
                try Data(config.utf8).write(to: directory.appendingPathComponent("layoutrules.json"))
                arguments += ["--config", "layoutrules.json"]
            }
            let result = try LayoutcProcess.run(arguments + extra + ["News.layout"], in: directory)
            let output = try? String(contentsOf: directory.appendingPathComponent("Out.swift"), encoding: .utf8)
            return (result, output)
        }
    }

    static var enabled: Bool { LayoutcProcess.executable != nil }

    @Test("access and a type name from the configuration", .enabled(if: enabled))
    func publicRenamedType() throws {
        let (result, output) = try Self.compile(config: #"{"access": "public", "typeNames": {"News.layout": "NewsRules"}}"#, [])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("News.layout:2:1: warning: this rule never matches"), "\(result.stderr)")
        #expect(output?.contains("public enum NewsRules {") == true)
    }

    @Test("warningsAsErrors fails on a warning and writes nothing", .enabled(if: enabled))
    func warningsAsErrors() throws {
        let (result, output) = try Self.compile(config: #"{"warningsAsErrors": true}"#, [])
        #expect(result.status == 1)
        #expect(result.stderr.contains("News.layout:2:1: error: this rule never matches"), "\(result.stderr)")
        #expect(output == nil)
        let (flag, _) = try Self.compile(config: nil, ["-Werror"])
        #expect(flag.status == 1)
        #expect(flag.stderr.contains("News.layout:2:1: error: this rule never matches"), "\(flag.stderr)")
    }

    @Test("an unknown key fails at its position", .enabled(if: enabled))
    func unknownKey() throws {
        let (result, output) = try Self.compile(config: "{\n  \"acess\": \"public\"\n}", [])
        #expect(result.status == 1)
        #expect(result.stderr.contains("layoutrules.json:2:3: error: unknown key 'acess' in layoutrules.json"), "\(result.stderr)")
        #expect(output == nil)
    }

    @Test("a type named like its module is an error with a suggestion", .enabled(if: enabled))
    func moduleName() throws {
        let (result, output) = try Self.compile(config: nil, ["--module-name", "NewsLayout"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("News.layout:1:1: error: the generated type 'NewsLayout' has the name of its module"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: choose another name in layoutrules.json beside the rule file, such as 'NewsLayoutRules' for 'News.layout' under 'typeNames'"),
            "\(result.stderr)")
        #expect(output == nil)
        // Named in the configuration: the error points there.
        let (configured, _) = try Self.compile(
            config: "{\"typeNames\": {\"News.layout\": \"App\"}}", ["--module-name", "App"])
        #expect(configured.status == 1)
        #expect(
            configured.stderr.contains("layoutrules.json:1:31: error: the generated type 'App' has the name of its module"),
            "\(configured.stderr)")
        let (renamed, written) = try Self.compile(
            config: "{\"typeNames\": {\"News.layout\": \"NewsRules\"}}", ["--module-name", "NewsLayout"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(written?.contains("enum NewsRules {") == true)
    }

    @Test("a configuration file that does not exist is a usage error", .enabled(if: enabled))
    func missingConfig() throws {
        let result = try withTemporaryDirectory("plugin-config") { directory in
            try Data(Self.rules.utf8).write(to: directory.appendingPathComponent("News.layout"))
            return try LayoutcProcess.run(["compile", "--emit", "swift", "--config", "nope.json", "News.layout"], in: directory)
        }
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("layoutc compile: error: no such file: 'nope.json'"), "\(result.stderr)")
    }
}

/// What the plugins know of `layoutc` without running it, compared with
/// `layoutc` itself.
@Suite("Plugins and layoutc agree")
struct PluginAgreementTests {
    static func pluginSource(_ path: String) throws -> String {
        try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the build plugin looks for the file layoutc reads")
    func configurationFileName() throws {
        let source = try Self.pluginSource("Plugins/LayoutRulesPlugin/LayoutRulesPlugin.swift")
        #expect(source.contains("static let fileName = \"\(PluginConfiguration.fileName)\""))
    }

    /// `swift package layoutc check` decides whether a path is given by
    /// skipping option values: it must know every option of `check` that
    /// takes one.
    @Test("the command plugin knows which options of check take a value", .enabled(if: LayoutcProcess.executable != nil))
    func checkOptionsWithValue() throws {
        let help = try LayoutcProcess.run(["check", "--help"]).stdout
        let taking = Set(
            help.split(separator: "\n").compactMap { line -> String? in
                line.firstMatch(of: /^  (--[a-z-]+) </).map { String($0.output.1) }
            })
        #expect(taking.contains("--format"))
        let source = try Self.pluginSource("Plugins/LayoutRulesCommand/LayoutRulesCommand.swift")
        let declared = try #require(source.firstMatch(of: /static let optionsWithValue: Set = \[([^\]]*)\]/))
        let names = Set(
            declared.output.1.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            })
        #expect(names == taking.union(["--target"]))
    }
}
