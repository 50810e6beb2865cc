import LayoutRulesBase

// The two ways `layoutc eval` (and any other tool) prints frames: a JSON
// object scripts can rely on, and a table people can read.
extension FrameLayout {
    /// `{NAME: {"frame", "bounds", "center", "transform", "window-frame"}}`,
    /// regions in layout order, nested ones named `parent.child`.
    package var json: JSONValue {
        .object(
            regions.map { region in
                (
                    region.name,
                    .object([
                        ("frame", region.frame.json),
                        ("bounds", region.bounds.json),
                        ("center", .object([("x", .number(region.center.x)), ("y", .number(region.center.y))])),
                        ("transform", .array(region.transform.components.map(JSONValue.number))),
                        ("window-frame", region.windowFrame.json),
                    ])
                )
            })
    }

    /// An aligned table: one row per region with its frame, window frame
    /// and (when not the identity) transform.
    package var table: String {
        guard !regions.isEmpty else { return "(no regions)\n" }
        let header = ["region", "x", "y", "width", "height", "window x", "window y", "transform"]
        var rows = [header]
        for region in regions {
            let frame = region.frame
            let window = region.windowFrame
            rows.append([
                region.name, formatNumber(frame.origin.x), formatNumber(frame.origin.y), formatNumber(frame.size.width),
                formatNumber(frame.size.height), formatNumber(window.origin.x), formatNumber(window.origin.y),
                region.transform.isIdentity ? "-" : region.transform.components.map(formatNumber).joined(separator: " "),
            ])
        }
        return Self.aligned(rows)
    }

    /// Left-aligns the first column and right-aligns numbers, two spaces apart.
    static func aligned(_ rows: [[String]]) -> String {
        let columns = rows.first?.count ?? 0
        let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == columns - 1 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

extension Rect {
    /// `{"x", "y", "width", "height"}` as stored (origin and size).
    package var json: JSONValue {
        .object([
            ("x", .number(origin.x)), ("y", .number(origin.y)), ("width", .number(size.width)),
            ("height", .number(size.height)),
        ])
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
