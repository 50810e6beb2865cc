import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesTooling

/// `layoutc export snapshot-configs|previews`: the device catalog as Swift
/// for swift-snapshot-testing or SwiftUI previews.
enum ExportCommand: Command {
    /// What to write.
    enum Format: String, OptionChoice {
        case snapshotConfigs = "snapshot-configs"
        case previews
    }

    enum Models: String, OptionChoice {
        case newest, all

        var help: String? {
            self == .newest ? "the newest model of each distinct screen" : "every iPhone, iPod touch and iPad"
        }
    }

    enum Windows: String, OptionChoice {
        case full, all

        var help: String? {
            self == .full ? "the full screen only" : "also Split View and Slide Over, and resizable windows in previews"
        }
    }

    enum Access: String, OptionChoice {
        case `internal`, `public`, `package`
    }

    enum Names: String, OptionChoice {
        case underscore, camel

        var help: String? {
            self == .underscore ? "iPhone16Pro_landscape_splitOneThird" : "iPhone16ProLandscapeSplitOneThird"
        }
    }

    struct Options: ParsableOptions {
        var formats: [String] = []
        var models = Models.newest
        var devices: [String] = []
        var windows = Windows.all
        var access = Access.internal
        var names = Names.underscore
        var output: String?
    }

    static let name = "export"
    static let summary = "Write the device catalog as Swift: snapshot configurations or SwiftUI previews"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            usage: ["export snapshot-configs [options] [-o <file.swift>]", "export previews [options] [-o <file.swift>]"],
            positionals: Positionals(
                name: "<format>", usage: "<format>",
                help: "snapshot-configs (swift-snapshot-testing's ViewImageConfig) or previews (SwiftUI PreviewDevice and PreviewLayout)",
                path: \.formats),
            options: [
                .choice("--models", value: "models", help: "Which models", \.models),
                .strings("--device", value: "name", help: "Only this model, by any name eval's --device accepts", \.devices),
                .choice("--windows", value: "windows", help: "Which windows of each model", \.windows),
                .choice("--access", value: "level", help: "The generated declarations' access level", \.access),
                .choice("--names", value: "style", help: "How configurations are named", \.names),
                .string("-o", "--output", value: "path", help: "Write to a file instead of standard output", \.output),
            ],
            discussion: """
                Landscape is the landscape-left interface orientation. Snapshot configurations
                leave out the resizable windows, whose size classes no source gives; previews
                list them (the smallest window and one of half the screen's width).
                """,
            exitStatus: "0 written, 1 output that cannot be written, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = options.formats.first else {
            throw UsageError("missing format: 'snapshot-configs' or 'previews'")
        }
        guard options.formats.count == 1 else { throw UsageError("unexpected argument '\(options.formats[1])'") }
        guard let format = Format(rawValue: first) else {
            throw UsageError("unknown format '\(first)'; expected 'snapshot-configs' or 'previews'")
        }
        var export = DeviceExport()
        export.models = options.models == .all ? .all : .newest
        export.windows = options.windows == .all ? .all : .full
        export.access = DeviceExport.Access(rawValue: options.access.rawValue) ?? .internal
        export.names = options.names == .camel ? .camel : .underscore
        guard var directory = try DeviceDirectory.load([]) else { return ExitCode.failure }
        for name in options.devices {
            let device = try directory.device(named: name)
            guard device.idiom == .phone || device.idiom == .pad else {
                throw UsageError("'\(device.name)' is not an iPhone or iPad")
            }
            if !export.devices.contains(device) { export.devices.append(device) }
        }
        let command = (["layoutc", "export"] + Self.withoutOutput(arguments).map(Self.quoted)).joined(separator: " ")
        let text = format == .snapshotConfigs ? export.snapshotConfigs(command: command) : export.previews(command: command)
        Console.result(text, to: options.output)
        return ExitCode.success
    }

    /// An argument as a shell reads it back: in single quotes when it has
    /// anything but letters, digits and `-_./=,`.
    static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=,".contains($0)) }
        guard !plain else { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The arguments without `-o FILE` / `--output FILE`, so that the
    /// file's first line is the same wherever it is written.
    static func withoutOutput(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var skip = false
        for argument in arguments {
            if skip {
                skip = false
            } else if argument == "-o" || argument == "--output" {
                skip = true
            } else if !argument.hasPrefix("-o="), !argument.hasPrefix("--output=") {
                result.append(argument)
            }
        }
        return result
    }
}
