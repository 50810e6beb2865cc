import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime
import LayoutRulesCodegen

/// Every device × orientation × window with the traits the rules give it:
/// the view a designer wants (`layoutc matrix`).
package struct Matrix: Sendable {
    /// One evaluated environment.
    package struct Row: Sendable {
        package var device: String
        /// "portrait" or "landscape".
        package var orientation: String
        /// "full", "split-1/3", ..., "slide-over", "resizable-min", "resizable-1/2".
        package var window: String
        package var environment: LayoutEnvironment
        /// The value of the varied setting (`matrix --vary`), if any.
        package var variation: SettingChoice?
        /// Every trait of the rule set in `traitNames` order; nil where unset.
        package var values: [TraitValueData?]
    }

    /// Trait names, the columns after the environment.
    package let traitNames: [String]
    package let rows: [Row]
    /// The setting whose values each environment is repeated with, a
    /// column after the window's size.
    package let varied: Feature?

    /// Evaluates `ruleSet` on every device in both orientations (portrait
    /// and landscape-right), full screen, in each multitasking window the
    /// device offers in that orientation and at the samples of its
    /// resizable windows (`DeviceProfile.namedWindows(in:)`).
    ///
    /// `settings` are set on every environment (over the device's color
    /// gamut); with `varying`, each environment appears once per value
    /// given, in that order.
    package init(
        _ ruleSet: RuleSet, devices: [DeviceProfile], settings: [SettingChoice] = [], varying: [SettingChoice] = []
    ) {
        traitNames = ruleSet.traitNames
        varied = varying.first?.feature
        let variations: [SettingChoice?] = varying.isEmpty ? [nil] : varying
        // Keys resolved once: a lookup by name scans the leaf's list, which
        // would make a matrix of 10,000 traits quadratic.
        let keys = traitNames.map { ruleSet.key(for: $0) }
        var rows: [Row] = []
        for device in devices {
            // A TV, Mac, CarPlay or Vision screen does not rotate: one row.
            let rotates = device.idiom == .phone || device.idiom == .pad
            for orientation in rotates ? [LayoutInterfaceOrientation.portrait, .landscapeRight] : [.landscapeRight] {
                for named in device.namedWindows(in: orientation) {
                    guard var environment = try? LayoutEnvironment(device: device, orientation: orientation, window: named.window)
                    else { continue }
                    for setting in settings { setting.apply(to: &environment) }
                    for variation in variations {
                        var varied = environment
                        variation?.apply(to: &varied)
                        let traits = ruleSet.evaluate(varied)
                        let values = keys.map { key in key.flatMap { traits[$0] } }
                        rows.append(
                            Row(
                                device: device.name, orientation: orientation.isLandscape ? "landscape" : "portrait",
                                window: named.name, environment: varied, variation: variation, values: values))
                    }
                }
            }
        }
        self.rows = rows
    }

    /// The window is named as `--window` names it (`split-1/3`), then by
    /// the value the `window` feature tests (`split-view`).
    private var header: [String] {
        ["device", "orientation", "window", "window-kind", "size"] + (varied.map { [$0.rawValue] } ?? []) + traitNames
    }

    private func cells(_ row: Row) -> [String] {
        let size = Size(width: row.environment.width, height: row.environment.height).description
        return [row.device, row.orientation, row.window, row.environment.window.rawValue, size]
            + (row.variation.map { [$0.value] } ?? []) + row.values.map { $0.map { "\($0)" } ?? "-" }
    }

    /// An aligned plain-text table.
    package func text() -> String {
        let table = [header] + rows.map(cells)
        var widths = [Int](repeating: 0, count: header.count)
        for line in table { for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) } }
        return table.map { line in
            line.enumerated().map { column, cell in
                column == line.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A GitHub-flavoured Markdown table.
    package func markdown() -> String {
        let escape = { (cell: String) in cell.replacingPipes() }
        var lines = ["| " + header.map(escape).joined(separator: " | ") + " |"]
        lines.append("|" + String(repeating: " --- |", count: header.count))
        for row in rows { lines.append("| " + cells(row).map(escape).joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[{"device", "orientation", "window", "window-kind", "width", "height", "traits": {...}}]`;
    /// unset traits are absent.
    package func json() -> String {
        let items = rows.map { row -> JSONValue in
            var traits: [(String, JSONValue)] = []
            for (name, value) in zip(traitNames, row.values) { if let value { traits.append((name, value.json)) } }
            var fields: [(String, JSONValue)] = [
                ("device", .string(row.device)), ("orientation", .string(row.orientation)),
                ("window", .string(row.window)), ("window-kind", .string(row.environment.window.rawValue)),
                ("width", .number(row.environment.width)), ("height", .number(row.environment.height)),
            ]
            if let variation = row.variation { fields.append((variation.feature.rawValue, .string(variation.value))) }
            fields.append(("traits", .object(traits)))
            return .object(fields)
        }
        return JSONValue.array(items).serialized() + "\n"
    }
}

extension String {
    /// `|` escaped for a Markdown table cell.
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
