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
enum DevicesCommand {
    static let help = """
        OVERVIEW: List the device catalog

        USAGE: layoutc devices [--format text|json] [--devices <file.json>]

        OPTIONS:
          --format <format>       text (default): an aligned table; json: an array of
                                  {"name", "aliases", "idiom", "width", "height", "scale",
                                   "native-scale", "native-width", "native-height",
                                   "safe-area": {"portrait": {...}, "landscape": {...}}, ...}
          --devices <file.json>   Add the profiles of a JSON file in the same shape
          -h, --help              Show this help

        """

    static func run(_ arguments: [String]) -> Int32 {
        var scanner = Arguments(arguments)
        var format = "text"
        var extra: [String] = []
        do {
            while let argument = scanner.next() {
                switch argument {
                case "-h", "--help":
                    Console.out(help)
                    return ExitCode.success
                case "--format": format = try scanner.choice(for: argument, ["text", "json"])
                case "--devices": extra.append(try scanner.value(for: argument))
                default: throw Arguments.UsageError(text: "unknown option '\(argument)'")
                }
            }
            guard let devices = try DeviceOptions.catalog(adding: extra, fromRules: []) else { return ExitCode.failure }
            Console.out(format == "json" ? JSONValue.array(devices.map(\.json)).serialized() + "\n" : table(devices))
            return ExitCode.success
        } catch {
            return CompileStep.usage(error, command: "devices")
        }
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
