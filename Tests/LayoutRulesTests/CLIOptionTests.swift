// The command line's option tables, through the built `layoutc`: every
// subcommand's help is written from the table its parser reads, so the
// help screens are pinned, every flag they list is accepted, and a usage
// error names the closest flag, value, subcommand or device. A command
// resolves its environment before it compiles: a wrong device is a usage
// error even when the rules would not compile.

import Foundation
import Testing

/// Rules that do not compile.
private let errors = "Tests/LayoutRulesTests/Fixtures/compiler-errors.layout"

@Suite("CLI options")
struct CLIOptionTests {
    static let subcommands = ["check", "eval", "tree", "explain", "devices", "matrix", "render", "compile", "map", "export", "lsp"]

    @Test("every subcommand's help screen")
    func subcommandHelp() throws {
        var transcripts = ""
        for command in Self.subcommands {
            let arguments = [command, "--help"]
            let result = try LayoutcProcess.run(arguments)
            #expect(result.status == 0, "\(command)")
            #expect(result.stderr.isEmpty, "\(command)")
            transcripts += result.transcript(arguments)
            let viaHelp = try LayoutcProcess.run(["help", command])
            #expect(viaHelp.status == 0 && viaHelp.stdout == result.stdout, "layoutc help \(command)")
        }
        assertGolden(transcripts, named: "cli/subcommand-help.txt")
    }

    /// The flags in the OPTIONS section: the label before the description.
    static func listedFlags(in help: String) -> [String] {
        guard let options = help.components(separatedBy: "\nOPTIONS:\n").last else { return [] }
        return options.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line -> [String] in
            let label = line.dropFirst(2).components(separatedBy: "  ")[0]
            return label.components(separatedBy: ", ").compactMap { $0.split(separator: " ").first.map(String.init) }
        }
    }

    // `lsp --stdio` is a whole command line (it serves until the input
    // ends), so it is not in the usage-error check.
    @Test("every flag a help screen lists is accepted", arguments: subcommands.filter { $0 != "lsp" })
    func listedFlagsAreAccepted(_ command: String) throws {
        let flags = Self.listedFlags(in: try LayoutcProcess.run([command, "--help"]).stdout)
        #expect(flags.contains("--help") && flags.count >= 3, "\(flags)")
        for flag in flags where !["-h", "--help"].contains(flag) {
            let result = try LayoutcProcess.run([command, flag])
            #expect(result.status == 2, "\(command) \(flag): \(result.stderr)")
            #expect(!result.stderr.contains("unknown option"), "\(command) \(flag): \(result.stderr)")
        }
    }

    @Test("usage errors suggest the closest flag, value, subcommand or device")
    func suggestions() throws {
        var transcripts = ""
        for arguments in [
            ["check", "--fromat", "json", "x.layout"], ["check", "--format", "jsno", "x.layout"],
            ["check", "--color", "Never", "x.layout"], ["evl"], ["--verison"],
            ["eval", "--preset", "materal"], ["eval", "--preset", "apple", "--idiom", "ipad"],
            ["eval", "--preset", "apple", "--orientation", "landscpe"],
            ["eval", "--preset", "apple", "--device", "iPhone 16 Pro Macs"],
            ["eval", "--preset", "apple", "--device", "iPad Pro 13", "--window", "split-1/4"],
            ["tree", "--preset", "apple", "--format", "DOT"], ["matrix", "--preset", "apple", "--devices", "phone"],
            ["compile", "--preset", "apple", "--emit", "swift", "--acces", "internal"], ["devices", "extra"],
        ] {
            let result = try LayoutcProcess.run(arguments)
            #expect(result.status == 2, "layoutc \(arguments.joined(separator: " "))")
            transcripts += result.transcript(arguments)
        }
        assertGolden(transcripts, named: "cli/suggestions.txt")
    }

    /// The rules in this fixture do not compile: a wrong device, window or
    /// orientation, or a device file that cannot be read, is reported
    /// instead of their diagnostics, so it was looked at first.
    @Test(
        "the environment is resolved before the rules are compiled",
        arguments: [
            ["eval", errors, "--device", "iPhone 99"], ["explain", errors, "--device", "iPhone 99"],
            ["render", errors, "--device", "iPhone 99"], ["render", errors, "--all", "--only", "iPhone 99"],
            ["eval", errors, "--device", "iPad Pro 13-inch (M5)", "--window", "bogus"],
            ["eval", errors, "--device", "iPhone 15", "--window", "split-1/2"], ["eval", errors, "--window", "full"],
            ["explain", errors, "--orientation", "landscape", "--width", "300", "--height", "800"],
            ["eval", errors, "--devices", "no/such.json"], ["matrix", errors, "--add-devices", "no/such.json"],
        ])
    func environmentBeforeCompiling(_ arguments: [String]) throws {
        let result = try LayoutcProcess.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("layoutc \(arguments[0]): error: "), "\(result.stderr)")
        #expect(!result.stderr.contains("unknown feature"), "the rules were compiled first")
    }

    /// A rule file's own `@device` is no catalog device: it is found by
    /// checking the rules, suggested when misspelt, and its diagnostics
    /// are printed once.
    @Test("a device a rule file defines can be named, or suggested")
    func ruleFileDevice() throws {
        try withTemporaryDirectory("layoutc-rule-device") { directory in
            let device = #"@device "Kiosk" { idiom: pad; width: 800; height: 1280; scale: 2; }"# + "\n"
            let valid = directory.appendingPathComponent("kiosk.layout").path
            try Data((device + "@media (width >= 700) { traits { wide: true; } }\n").utf8).write(to: URL(fileURLWithPath: valid))
            let broken = directory.appendingPathComponent("broken.layout").path
            try Data((device + "@media (widht >= 700) { traits { wide: true; } }\n").utf8).write(to: URL(fileURLWithPath: broken))

            let found = try LayoutcProcess.run(["eval", valid, "--device", "kiosk"])
            #expect(found.status == 0, "\(found.stderr)")
            #expect(found.stdout.contains("  device: \"Kiosk\"\n") && found.stdout.contains("  wide: true\n"))
            let misspelt = try LayoutcProcess.run(["eval", valid, "--device", "Kiosc"])
            #expect(misspelt.status == 2)
            #expect(misspelt.stderr.contains("unknown device 'Kiosc'; did you mean 'Kiosk'?"), "\(misspelt.stderr)")
            let failing = try LayoutcProcess.run(["eval", broken, "--device", "Kiosk"])
            #expect(failing.status == 1)
            #expect(failing.stderr.components(separatedBy: "error: unknown feature 'widht'").count == 2, "\(failing.stderr)")
        }
    }
}
