import LayoutRulesBase
import LayoutRulesDevices

/// `layoutc devices`: the device catalog.
enum DevicesCommand: Command {
    enum Format: String, OptionChoice {
        case text, json

        var help: String? {
            switch self {
            case .text: "one block per screen: its facts, then the models that share it"
            case .json:
                #"every model: [{"name", "aliases", "simulator-names", "identifiers", "year", "idiom", "width", "height", "scale", ...}]"#
            }
        }
    }

    struct Options: ParsableOptions {
        var format = Format.text
        var deviceFiles: [String] = []
    }

    static let name = "devices"
    static let summary = "List the device catalog"

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: name, summary: summary,
            options: [
                .choice("--format", value: "format", \.format),
                .strings("--devices", value: "file.json", help: "Add the profiles of a JSON file in the same shape", \.deviceFiles),
            ],
            exitStatus: "0 listed, 1 errors in a device file, 2 wrong usage")
    }

    static func run(_ options: Options, arguments: [String]) throws(UsageError) -> Int32 {
        guard let devices = try DeviceDirectory.load(options.deviceFiles)?.all else { return ExitCode.failure }
        Console.out(options.format == .json ? JSONValue.array(devices.map(\.json)).serialized() + "\n" : table(devices))
        return ExitCode.success
    }

    /// One block per screen, in the order of its first model: a line of
    /// screen facts, then a row per model (name, year, identifiers and
    /// the other names it is found by), aligned across the whole list.
    static func table(_ devices: [DeviceProfile]) -> String {
        let groups = DeviceCatalog.groupedByScreen(devices)
        let header = ["model", "year", "identifiers", "also found as"]
        var rows = [header]
        for group in groups {
            for device in group {
                rows.append([
                    device.name, device.year.map(String.init) ?? "-",
                    device.identifiers.isEmpty ? "-" : device.identifiers.joined(separator: " "),
                    (device.simulatorNames + device.aliases).map { "'\($0)'" }.joined(separator: " "),
                ])
            }
        }
        // Trailing spaces dropped: a model without other names ends at its identifiers.
        var lines = TextTable.render(rows).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        var output = "  " + lines.removeFirst() + "\n"
        for group in groups {
            output += "\n" + screenLine(group[0]) + "\n"
            for _ in group { output += "  " + lines.removeFirst() + "\n" }
        }
        return output
    }

    /// "phone · 375x667 pt @2x · 750x1334 px (native 2) · safe area 20 0 0 0, landscape 0 0 0 0 · windows: none".
    static func screenLine(_ device: DeviceProfile) -> String {
        func number(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }
        func insets(_ inset: LayoutEdgeInsets) -> String {
            "\(number(inset.top)) \(number(inset.left)) \(number(inset.bottom)) \(number(inset.right))"
        }
        var safeArea = "safe area \(insets(device.portraitSafeArea))"
        if device.landscapeSafeArea != device.portraitSafeArea { safeArea += ", landscape \(insets(device.landscapeSafeArea))" }
        var parts = [
            device.idiom.rawValue, "\(device.portraitSize) pt @\(number(device.scale))x",
            "\(device.nativePixels) px (native \(number(device.nativeScale)))", safeArea,
        ]
        var windows: [String] = []
        for landscape in [false, true] {
            let kinds = device.windows.filter { $0.landscape == landscape }.map(\.kind.rawValue)
            if !kinds.isEmpty { windows.append("\(landscape ? "landscape" : "portrait") \(kinds.joined(separator: " "))") }
        }
        parts.append("windows: " + (windows.isEmpty ? "none" : windows.joined(separator: ", ")))
        if let resizable = device.resizableWindows { parts.append("resizable from \(resizable.minimumSize)") }
        return parts.joined(separator: " · ")
    }
}

/// Aligned plain-text columns.
enum TextTable {
    static func render(_ table: [[String]]) -> String {
        var widths: [Int] = []
        for row in table {
            for (column, cell) in row.enumerated() {
                if column >= widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
