import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// `layoutc devices`: the device catalog.
enum DevicesCommand: Command {
    enum Format: String, OptionChoice {
        case text, json

        var help: String? {
            switch self {
            case .text: "an aligned table"
            case .json:
                #"an array of {"name", "aliases", "idiom", "width", "height", "scale", "native-scale", "native-width", "native-height", "safe-area": {"portrait": {...}, "landscape": {...}}, ...}"#
            }
        }
    }

    struct Options: ParsableOptions {
        var format = Format.text
        var deviceFiles: [String] = []
    }

    static var spec: CommandSpec<Options> {
        CommandSpec(
            name: "devices", summary: "List the device catalog",
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

    static func table(_ devices: [DeviceProfile]) -> String {
        func number(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }
        let header = ["name", "idiom", "points", "scale", "native", "pixels", "safe area (portrait)", "windows"]
        let rows = devices.map { device -> [String] in
            let inset = device.portraitSafeArea
            return [
                device.name, device.idiom.rawValue, device.portraitSize.description, number(device.scale),
                number(device.nativeScale), device.nativePixels.description,
                "\(number(inset.top)) \(number(inset.left)) \(number(inset.bottom)) \(number(inset.right))",
                String(device.windows.count),
            ]
        }
        return TextTable.render([header] + rows)
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
