// The plugins as a user meets them: a consumer package, written into a
// temporary folder, depends on this package by path and lists
// LayoutRulesPlugin on its executable target. Its build must check the
// rule files, generate Swift for the root files only, regenerate after an
// edit to an imported file, fail on an error with a positioned message,
// and its program must print what `layoutc eval` prints. A second target
// links the LayoutRules product and uses the plugin too: its generated
// type meets the library (`GridLayout.Environment(layoutEnvironment)`,
// `GridLayout.rules`, `GridLayout.Traits(resolved)`) and answers as the
// interpreter in every catalog environment; the first target, which can
// then import LayoutRules without linking it, must still link. Then
// `swift package layoutc` must fail on the broken file and pass on the
// good one, and forward a subcommand. A library target named NewsLayout
// has a layoutrules.json: its type is public and renamed (`News.layout`
// would generate `NewsLayout`, the module's own name), App uses it from
// outside; turning on warningsAsErrors, misspelling a key or dropping the
// rename fails the build with a positioned error.
//
// A cold build of the consumer compiles the whole library and takes tens of
// seconds, so this runs only with LAYOUTRULES_FULL_TESTS=1. The inner
// SwiftPM gets its own scratch path, since `swift test` holds the outer
// `.build` lock, and `--package-path` comes before anything else, so it
// never falls back to this package.

import Foundation
import Testing

@Suite(.serialized)
struct PluginEndToEndTests {
    /// `swift` from `SWIFT` or the PATH.
    static let swift: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFT"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// This package's folder. SwiftPM names a path dependency after its
    /// folder, not after the `name:` in its manifest, so the consumer
    /// refers to it by this folder's name.
    static let packageRoot = GoldenPaths.packageRoot.standardizedFileURL

    static func manifest() -> String {
        """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "\(packageRoot.path)")],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: ["NewsLayout"],
                    plugins: [.plugin(name: "LayoutRulesPlugin", package: "\(packageRoot.lastPathComponent)")]
                ),
                .target(
                    name: "NewsLayout",
                    plugins: [.plugin(name: "LayoutRulesPlugin", package: "\(packageRoot.lastPathComponent)")]
                ),
                .executableTarget(
                    name: "Typed",
                    dependencies: [.product(name: "LayoutRules", package: "\(packageRoot.lastPathComponent)")],
                    plugins: [.plugin(name: "LayoutRulesPlugin", package: "\(packageRoot.lastPathComponent)")]
                ),
            ]
        )

        """
    }

    /// The library target's rules; with `neverMatching`, a second rule
    /// that warns on line 2.
    static func news(neverMatching: Bool = false) -> String {
        "traits { headline: true; }\n" + (neverMatching ? "@media (width < 0) { traits { headline: false; } }\n" : "")
    }

    /// The library target's configuration: a public type, renamed from
    /// the module's name.
    static let newsConfig = """
        {
          "access": "public",
          "typeNames": { "News.layout": "NewsRules" }
        }

        """

    /// The library target's own Swift, which uses the generated type.
    static let newsLibrary = """
        /// Whether a window this wide shows the headline.
        public func showsHeadline(width: Double) -> Bool {
            NewsRules.evaluate(NewsRules.Environment(width: width, height: 800)).headline
        }

        """

    /// The root rule file; line 6 is where the error goes in.
    static let rules = """
        // The consumer's rules: a root file that imports shared breakpoints.
        @import "shared/Breakpoints.layout";
        traits { columns: 1; title: "Home"; }
        @media (--regular) { traits { columns: 2; } }
        @media (--wide) and (idiom: pad) { traits { columns: 3; sidebar: true; } }
        @media (width < 0) { traits { columns: 9; } }
        layout {
          sidebar { left: 0; top: 0; bottom: 0; width: 30%; }
          content { left: sidebar.right; right: 0; top: 0; bottom: 0; }
        }
        @media (--wide) { layout { sidebar { width: 320; } } }

        """

    /// Line 6 with an unknown feature at column 9.
    static let brokenRules = rules.replacingOccurrences(of: "@media (width < 0)", with: "@media (colour: red)")

    static func breakpoints(wide: Int) -> String {
        """
        @custom-media --regular (600 <= width < \(wide));
        @custom-media --wide (width >= \(wide));

        """
    }

    /// A second root, whose name is not an identifier as it stands.
    static let settings = """
        @import "shared/Breakpoints.layout";
        @media (--wide) { traits { inspector: true; } }

        """

    /// The typed target's rules: traits on every idiom and orientation, and
    /// regions that come and go, nest and read the safe area.
    static let gridRules = """
        traits { columns: 1; style: list; }
        @media (width >= 600) { traits { columns: 2; style: grid; } }
        @media (width >= 1000) and (idiom: pad) { traits { columns: 3; } }
        @media (orientation: landscape) and (idiom: phone) { traits { columns: 2; compact-height: true; } }
        @media (window: slide-over), (window: split-view) and (width < 500) { traits { columns: 1; style: list; } }
        layout {
          grid { left: env(safe-area-inset-left); right: env(safe-area-inset-right);
            top: env(safe-area-inset-top); bottom: env(safe-area-inset-bottom);
            header { left: 0; right: 0; top: 0; height: 44; } }
        }
        @media (width >= 1000) {
          layout { sidebar { left: 0; width: 320; top: 0; bottom: 0; } grid { left: sidebar.right; } }
        }

        """

    /// Compares the generated GridLayout with a RuleSet compiled from the
    /// same text in every catalog environment, printing one line each
    /// (`=` where they agree, `!` where not) and a count.
    static let typedProgram = """
        import LayoutRules

        let source = #\"""
        \(gridRules)\"""#

        // The acceptance snippet, as an app writes it.
        let environment = try LayoutEnvironment(device: DeviceCatalog.device(named: "iPad16,3")!, orientation: .landscapeRight)
        let columns: Int = GridLayout.evaluate(GridLayout.Environment(environment)).columns
        let same = Compiler.compile(text: source, path: "Grid.layout").ruleSet!.evaluate(environment)["columns"]
        print("snippet \\(columns) \\(same.map { "\\($0)" } ?? "-")")

        let ruleSet = Compiler.compile(text: source, path: "Grid.layout").ruleSet!
        func regions(_ layout: FrameLayout) -> [String] {
            layout.map { "\\($0.name) \\($0.layoutFrame) \\($0.center) \\($0.parent.map { layout[$0].name } ?? "-")" }.sorted()
        }
        var count = 0
        var differing = 0
        var tracker = LayoutTracker(GridLayout.rules)
        for device in DeviceCatalog.all {
            for orientation in LayoutInterfaceOrientation.allCases where orientation != .unknown {
                for named in device.namedWindows(in: orientation) {
                    guard let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: named.window)
                    else { continue }
                    count += 1
                    let traits = GridLayout.evaluate(GridLayout.Environment(environment))
                    let interpreted = ruleSet.traits(in: environment)
                    let rules = GridLayout.rules
                    let generatedFrames = rules.frameLayout(rules.frames(for: rules.traits(in: environment), in: environment))
                    let interpretedFrames = ruleSet.frames(in: environment)
                    var read = GridLayout.Traits(interpreted)
                    read?.leaf = traits.leaf
                    read?.residualMask = traits.residualMask
                    tracker.update(environment)
                    let agree =
                        interpreted["columns"] == .number(Double(traits.columns))
                        && Set(rules.resolvedTraits(traits).map { "\\($0.name)=\\($0.value)" })
                            == Set(interpreted.map { "\\($0.name)=\\($0.value)" })
                        && regions(generatedFrames) == regions(interpretedFrames)
                        && generatedFrames.windowSafeArea == interpretedFrames.windowSafeArea
                        && read == traits && GridLayout.Frames(interpretedFrames) == tracker.frames
                    if !agree { differing += 1 }
                    print("\\(agree ? "=" : "!") \\(device.name) \\(orientation) \\(named.name): columns \\(traits.columns) \\(interpreted["columns"].map { "\\($0)" } ?? "-")")
                }
            }
        }
        print("environments \\(count), differing \\(differing)")

        """

    /// (width, height, idiom) for the program and `layoutc eval`.
    static let environments: [(Double, Double, String)] = [
        (320, 480, "phone"), (390, 844, "phone"), (844, 390, "phone"), (700, 1000, "pad"), (1024, 1366, "pad"),
        (1366, 1024, "pad"), (950, 700, "mac"),
    ]

    /// Prints, for each environment, its traits (`forEachTrait`) and the
    /// frame of each region, as `layoutc eval` names them, and reads the
    /// always-set traits through their typed, non-optional properties.
    static let program = """
        import NewsLayout

        let environments: [(Double, Double, RulesLayout.Idiom)] = [
        \(environments.map { "    (\($0.0), \($0.1), .\($0.2))," }.joined(separator: "\n"))
        ]
        for (width, height, idiom) in environments {
            let e = RulesLayout.Environment(width: width, height: height, idiom: idiom)
            print("== \\(width) \\(height) \\(idiom)")
            let traits = RulesLayout.evaluate(e)
            traits.forEachTrait { name, value in print("trait \\(name): \\(value)") }
            // Typed reads: set in every environment, so neither is optional.
            let _: Int = traits.columns
            let _: String = traits.title
            RulesLayout.frames(e).forEachRegion { name, r in
                print("region \\(name) \\(r.frame.x) \\(r.frame.y) \\(r.frame.width) \\(r.frame.height)")
            }
        }
        // The second root's enum exists too.
        _ = MySettingsLayout.evaluate(MySettingsLayout.Environment(width: 1, height: 1))
        // Public, so another module reads it.
        let _: Bool = NewsRules.evaluate(NewsRules.Environment(width: 1, height: 1)).headline

        """

    /// What the program should print, from `layoutc eval` (text for the
    /// traits, JSON for the frames), with each environment's lines sorted.
    static func expectedOutput(in directory: URL) throws -> String {
        var lines: [String] = []
        for (width, height, idiom) in environments {
            let arguments = [
                "eval", "--width", String(width), "--height", String(height), "--idiom", idiom, "Sources/App/Rules.layout",
            ]
            let text = try LayoutcProcess.run(arguments, in: directory)
            try #require(text.status == 0, "\(text.stderr)")
            var block: [String] = []
            var inTraits = false
            for line in text.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "traits:" { inTraits = true; continue }
                if !line.hasPrefix("  ") { inTraits = false }
                if inTraits, line != "  (none)" { block.append("trait " + line.dropFirst(2)) }
            }
            let json = try LayoutcProcess.run(arguments + ["--format", "json"], in: directory)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let frames = try #require(object["frames"] as? [String: [String: Any]])
            for (name, region) in frames {
                let frame = try #require(region["frame"] as? [String: Any])
                let numbers = ["x", "y", "width", "height"].map { String((frame[$0] as? NSNumber)?.doubleValue ?? .nan) }
                block.append("region \(name) " + numbers.joined(separator: " "))
            }
            lines.append("== \(width) \(height) \(idiom)")
            lines += block.sorted()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The program's output with each environment's lines sorted.
    static func sortedBlocks(_ output: String) -> String {
        var lines: [String] = []
        var block: [String] = []
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("== ") {
                lines += block.sorted()
                block = []
                lines.append(line)
            } else {
                block.append(line)
            }
        }
        return (lines + block.sorted()).joined(separator: "\n") + "\n"
    }

    struct Run {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs `swift ARGUMENTS` with standard output and error in one file.
    static func swiftCommand(_ arguments: [String], timeout: Double = 1_200) throws -> Run {
        let swift = try #require(Self.swift, "swift is not on the PATH")
        return try run(swift, arguments, timeout: timeout)
    }

    static func run(_ executable: URL, _ arguments: [String], timeout: Double = 120) throws -> Run {
        try withTemporaryDirectory("plugin-e2e-output") { scratch in
            let output = scratch.appendingPathComponent("output")
            let start = Date()
            let status = try CodegenTests.run(executable, arguments, output: output, timeout: timeout)
            let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
            return Run(status: status, output: text, seconds: Date().timeIntervalSince(start))
        }
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The generated Swift files of one of the consumer's targets.
    static func generatedFiles(in scratch: URL, target: String) -> [URL] {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift", url.path.contains("/\(target)/"), url.path.contains("LayoutRulesPlugin") {
                files.append(url)
            }
        }
        return files.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(
        "a consumer package builds with the plugin, and swift package layoutc checks it",
        .fullRunOnly, .enabled(if: swift != nil && LayoutcProcess.executable != nil), .timeLimit(.minutes(30)))
    func consumerPackage() throws {
        try withTemporaryDirectory("plugin-e2e") { directory in
            let package = directory.appendingPathComponent("Consumer")
            let scratch = directory.appendingPathComponent("scratch")
            let sources = package.appendingPathComponent("Sources/App")
            try Self.write(Self.manifest(), to: package.appendingPathComponent("Package.swift"))
            try Self.write(Self.rules, to: sources.appendingPathComponent("Rules.layout"))
            try Self.write(Self.breakpoints(wide: 1024), to: sources.appendingPathComponent("shared/Breakpoints.layout"))
            try Self.write(Self.settings, to: sources.appendingPathComponent("my-settings.layout"))
            try Self.write(Self.program, to: sources.appendingPathComponent("main.swift"))
            let typedSources = package.appendingPathComponent("Sources/Typed")
            try Self.write(Self.gridRules, to: typedSources.appendingPathComponent("Grid.layout"))
            try Self.write(Self.typedProgram, to: typedSources.appendingPathComponent("main.swift"))
            let newsSources = package.appendingPathComponent("Sources/NewsLayout")
            let newsConfig = newsSources.appendingPathComponent("layoutrules.json")
            try Self.write(Self.news(), to: newsSources.appendingPathComponent("News.layout"))
            try Self.write(Self.newsConfig, to: newsConfig)
            // SwiftPM leaves out a target with no Swift file of its own.
            try Self.write(Self.newsLibrary, to: newsSources.appendingPathComponent("News.swift"))
            // `--package-path` first: anything after a product name would go
            // to the program, and the inner SwiftPM would use this package.
            let build = ["build", "--package-path", package.path, "--scratch-path", scratch.path]
            let program = scratch.appendingPathComponent("debug/App")
            var timings: [String] = []

            // A cold build: checks, generates one file per root, warns.
            let cold = try Self.swiftCommand(build)
            timings.append("cold \(cold.seconds)")
            try #require(cold.status == 0, "\(cold.output)")
            #expect(cold.output.contains("Rules.layout:6:1: warning: this rule never matches"), "\(cold.output)")
            #expect(!cold.output.contains("error:"))
            let appFiles = Self.generatedFiles(in: scratch, target: "App")
            #expect(appFiles.map(\.lastPathComponent) == ["MySettingsLayout.swift", "RulesLayout.swift"])
            // App does not link LayoutRules (Typed does, so App could import it):
            // its files leave the bridge out; Typed's has it.
            for file in appFiles { #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("canImport")) }
            let typedFiles = Self.generatedFiles(in: scratch, target: "Typed")
            #expect(typedFiles.map(\.lastPathComponent) == ["GridLayout.swift"])
            for file in typedFiles { #expect((try String(contentsOf: file, encoding: .utf8)).contains("#if canImport(LayoutRules)")) }
            // The configured target: the file keeps the default name, the type is renamed and public.
            let newsFiles = Self.generatedFiles(in: scratch, target: "NewsLayout")
            #expect(newsFiles.map(\.lastPathComponent) == ["NewsLayout.swift"])
            for file in newsFiles { #expect((try String(contentsOf: file, encoding: .utf8)).contains("public enum NewsRules {")) }

            // The typed target: generated and interpreted agree in every catalog environment.
            let typed = try Self.run(scratch.appendingPathComponent("debug/Typed"), [])
            timings.append("typed program \(typed.seconds)")
            #expect(typed.status == 0, "\(typed.output.suffix(2000))")
            let typedLines = typed.output.split(separator: "\n")
            #expect(typedLines.first == "snippet 3 3", "\(typedLines.first ?? "")")
            #expect(typedLines.last == "environments \(typedLines.count - 2), differing 0", "\(typedLines.last ?? "")")
            #expect(typedLines.count > 1_000, "every catalog environment")
            for line in typedLines.dropFirst().dropLast() where !line.hasPrefix("= ") {
                Issue.record("generated and interpreted differ: \(line)")
            }

            // The program prints what `layoutc eval` prints.
            let first = try Self.run(program, [])
            #expect(first.status == 0)
            #expect(Self.sortedBlocks(first.output) == (try Self.expectedOutput(in: package)))
            #expect(first.output.contains("trait columns: 3"))

            // No edit, no work: after one settling build, nothing runs.
            let settle = try Self.swiftCommand(build)
            let noOp = try Self.swiftCommand(build)
            timings.append("no-op \(noOp.seconds) (after a settling build of \(settle.seconds))")
            #expect(noOp.status == 0)
            #expect(!noOp.output.contains("generating"), "\(noOp.output)")
            // SwiftPM prints "Compiling plugin ..." on every build, also when
            // the compiled plugin is reused; the target itself must not build.
            #expect(!noOp.output.contains("Compiling App"), "\(noOp.output)")
            #expect(!noOp.output.contains("Linking"), "\(noOp.output)")

            // An edit to the imported file alone regenerates both roots.
            try Self.write(Self.breakpoints(wide: 1300), to: sources.appendingPathComponent("shared/Breakpoints.layout"))
            let edited = try Self.swiftCommand(build)
            timings.append("after editing the imported file \(edited.seconds)")
            #expect(edited.status == 0, "\(edited.output)")
            #expect(edited.output.contains("generating RulesLayout.swift"), "\(edited.output)")
            #expect(edited.output.contains("generating MySettingsLayout.swift"), "\(edited.output)")
            let second = try Self.run(program, [])
            #expect(Self.sortedBlocks(second.output) == (try Self.expectedOutput(in: package)))
            #expect(second.output != first.output, "the new breakpoint changed the answers")

            // An error fails the build, placed on its line.
            try Self.write(Self.brokenRules, to: sources.appendingPathComponent("Rules.layout"))
            let broken = try Self.swiftCommand(build)
            #expect(broken.status != 0)
            #expect(broken.output.contains("Rules.layout:6:9: error: unknown feature 'colour'"), "\(broken.output)")

            // The command plugin: fails on the broken file, forwards a subcommand, passes on the good file.
            let command = ["package", "--package-path", package.path, "--scratch-path", scratch.path, "layoutc"]
            let failing = try Self.swiftCommand(command)
            #expect(failing.status != 0)
            #expect(failing.output.contains("Sources/App/Rules.layout:6:9: error: unknown feature 'colour'"), "\(failing.output)")
            #expect(failing.output.components(separatedBy: "error:").count == 3, "the diagnostic and one line saying layoutc failed")
            let failingCheck = try Self.swiftCommand(command + ["check", "--format", "github"])
            #expect(failingCheck.status != 0)
            #expect(failingCheck.output.contains("::error file=Sources/App/Rules.layout,line=6,col=9,"), "\(failingCheck.output)")
            let github = try Self.swiftCommand(command + ["check", "--format", "github", "Sources"])
            #expect(github.status != 0)
            #expect(github.output.contains("::error file=Sources/App/Rules.layout,line=6,col=9,"), "\(github.output)")

            try Self.write(Self.rules, to: sources.appendingPathComponent("Rules.layout"))
            let passing = try Self.swiftCommand(command)
            #expect(passing.status == 0, "\(passing.output)")
            #expect(passing.output.contains("checked 5 files: 0 errors, 1 warning"), "\(passing.output)")
            // `check` with no path checks the package's files too.
            let namedCheck = try Self.swiftCommand(command + ["check"])
            #expect(namedCheck.status == 0, "\(namedCheck.output)")
            #expect(namedCheck.output.contains("checked 5 files: 0 errors, 1 warning"), "\(namedCheck.output)")
            let rebuilt = try Self.swiftCommand(build)
            #expect(rebuilt.status == 0, "\(rebuilt.output)")

            // Formatting: the checking plugin reads only, so `fmt -i` is
            // refused there; the formatting plugin rewrites the files once
            // SwiftPM has the permission, and the result is what `layoutc
            // fmt` prints.
            let settingsFile = sources.appendingPathComponent("my-settings.layout")
            let unformatted = "traits{columns:2;}\n@media (width>=700){traits{columns:4;}}\n"
            try Self.write(unformatted, to: settingsFile)
            let refused = try Self.swiftCommand(command + ["fmt", "-i", "Sources/App/my-settings.layout"])
            #expect(refused.status != 0)
            #expect(refused.output.contains("run 'swift package --allow-writing-to-package-directory layoutc-fmt'"), "\(refused.output)")
            let formatPlugin = ["package", "--package-path", package.path, "--scratch-path", scratch.path]
            let denied = try Self.swiftCommand(formatPlugin + ["layoutc-fmt"])
            #expect(denied.status != 0, "\(denied.output)")
            #expect(try String(contentsOf: settingsFile, encoding: .utf8) == unformatted)
            let formatted = try Self.swiftCommand(formatPlugin + ["--allow-writing-to-package-directory", "layoutc-fmt"])
            #expect(formatted.status == 0, "\(formatted.output)")
            let reference = directory.appendingPathComponent("reference.layout")
            try Self.write(unformatted, to: reference)
            let printed = try Self.run(try #require(LayoutcProcess.executable), ["fmt", reference.path])
            #expect(try String(contentsOf: settingsFile, encoding: .utf8) == printed.output)
            #expect(printed.output.contains("@media (width >= 700) {"), "\(printed.output)")

            // The configuration: warnings as errors fail the build on a warning.
            let newsFile = newsSources.appendingPathComponent("News.layout")
            try Self.write(Self.news(neverMatching: true), to: newsFile)
            try Self.write(Self.newsConfig.replacingOccurrences(of: "\"public\",", with: "\"public\", \"warningsAsErrors\": true,"), to: newsConfig)
            let strict = try Self.swiftCommand(build)
            #expect(strict.status != 0)
            #expect(strict.output.contains("News.layout:2:1: error: this rule never matches"), "\(strict.output)")
            // A misspelt key fails the build at its position, never ignored.
            try Self.write("{\n  \"acess\": \"public\"\n}\n", to: newsConfig)
            try Self.write(Self.news(), to: newsFile)
            let misspelt = try Self.swiftCommand(build)
            #expect(misspelt.status != 0)
            #expect(misspelt.output.contains("layoutrules.json:2:3: error: unknown key 'acess' in layoutrules.json"), "\(misspelt.output)")
            // Without the rename, the type would take the module's name.
            try Self.write("{ \"access\": \"public\" }\n", to: newsConfig)
            let clash = try Self.swiftCommand(build)
            #expect(clash.status != 0)
            #expect(
                clash.output.contains("News.layout:1:1: error: the generated type 'NewsLayout' has the name of its module"),
                "\(clash.output)")
            #expect(clash.output.contains("such as 'NewsLayoutRules' for 'News.layout' under 'typeNames'"), "\(clash.output)")
            try Self.write(Self.newsConfig, to: newsConfig)
            let restored = try Self.swiftCommand(build)
            #expect(restored.status == 0, "\(restored.output)")

            print("plugin build times (s): " + timings.joined(separator: ", "))
        }
    }
}
