import LayoutRulesBase

extension BreakpointMap {
    /// The map as a stand-alone SVG: one panel per idiom, two to a row,
    /// and the legend of trait values below.
    ///
    /// Each panel's pieces and boundaries sit in a group whose coordinates
    /// are points of the plane (`class="plane"`, flipped so that height
    /// grows upwards, with the idiom and sampling scale as `data-`
    /// attributes); each piece has `data-assignment`, its index in the
    /// legend. Numbers are rounded to 1/100, so the text is the same on
    /// every run and machine.
    package func svg(title: String, subtitle: String = "") -> String {
        var drawing = MapDrawing(map: self, title: title, subtitle: subtitle)
        return drawing.draw()
    }

    /// The SVG in a minimal HTML page, for opening in a browser.
    package func html(title: String, subtitle: String = "") -> String {
        let e = LayoutPicture.escapeXML
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <style>
            body { margin: 0; background: #f5f5f7; }
            svg { display: block; margin: 24px auto; max-width: calc(100% - 48px); height: auto;
              border-radius: 16px; box-shadow: 0 0 0 1px rgba(0,0,0,.05), 0 6px 20px rgba(0,0,0,.06); }
            </style>
            </head>
            <body>

            """ + svg(title: title, subtitle: subtitle) + "</body>\n</html>\n"
    }
}

/// One map being drawn: the page layout and the SVG text so far.
private struct MapDrawing {
    let map: BreakpointMap
    let title: String
    let subtitle: String
    var output = ""

    // Layout, in CSS pixels.
    static let margin = 24.0
    static let headerHeight = 52.0
    static let plotSide = 400.0
    static let padLeft = 64.0
    static let padTop = 62.0
    static let padBottom = 56.0
    static let padRight = 76.0
    static let gap = 16.0
    static let panelWidth = padLeft + plotSide + padRight
    static let em = LayoutPicture.characterWidth

    init(map: BreakpointMap, title: String, subtitle: String) {
        self.map = map
        self.title = title
        self.subtitle = subtitle
    }

    private func n(_ value: Double) -> String { LayoutPicture.number(value) }
    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    private func e(_ text: String) -> String { LayoutPicture.escapeXML(text) }
    private mutating func line(_ text: String) { output += text + "\n" }

    /// Pixels per point of a panel: its longer side fills `plotSide`.
    /// Rounded to millionths, the precision the transform is written
    /// with, so the pieces and the axes drawn in pixels line up.
    private func scale(_ panel: BreakpointMap.Panel) -> Double {
        (Self.plotSide / max(panel.extent.width, panel.extent.height, 1) * 1e6).rounded(.down) / 1e6
    }

    private func panelHeight(_ panel: BreakpointMap.Panel) -> Double {
        Self.padTop + panel.extent.height * scale(panel) + Self.padBottom
    }

    mutating func draw() -> String {
        let columns = max(1, min(2, map.panels.count))
        let width = 2 * Self.margin + Double(columns) * Self.panelWidth + Double(columns - 1) * Self.gap
        var rowTops: [Double] = []
        var top = Self.margin + Self.headerHeight
        for row in stride(from: 0, to: map.panels.count, by: columns) {
            rowTops.append(top)
            let heights = map.panels[row..<min(row + columns, map.panels.count)].map(panelHeight)
            top += (heights.max() ?? 0) + Self.gap
        }
        let legend = legendLines(width: width - 2 * Self.margin - 26)
        let legendHeight = 24 + Double(legend.reduce(0) { $0 + $1.lines.count }) * 17 + Double(legend.count) * 4 + 52
        let height = top + legendHeight + Self.margin

        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"\(e(title))\" "
                + "font-family=\"\(LayoutPicture.fontFamily)\">")
        line("<title>\(e(title))</title>")
        line("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
        line(
            "<text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 16))\" font-size=\"18\" font-weight=\"700\" "
                + "fill=\"#1d1d1f\">\(e(title))</text>")
        if !subtitle.isEmpty {
            line(
                "<text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 36))\" font-size=\"12\" "
                    + "fill=\"#6e6e73\">\(e(subtitle))</text>")
        }
        for (index, panel) in map.panels.enumerated() {
            let column = index % columns
            let origin = Point(
                x: Self.margin + Double(column) * (Self.panelWidth + Self.gap), y: rowTops[index / columns])
            drawPanel(panel, at: origin)
        }
        drawLegend(legend, top: top)
        line("</svg>")
        return output
    }

    // MARK: A panel

    private mutating func drawPanel(_ panel: BreakpointMap.Panel, at origin: Point) {
        let s = scale(panel)
        let plotWidth = panel.extent.width * s, plotHeight = panel.extent.height * s
        let left = origin.x + Self.padLeft, bottom = origin.y + Self.padTop + plotHeight
        let top = bottom - plotHeight, right = left + plotWidth
        func pixel(_ p: Point) -> Point { Point(x: left + p.x * s, y: bottom - p.y * s) }

        line("<g class=\"panel\" id=\"panel-\(e(panel.idiom.rawValue))\">")
        let scaleText = "@\(formatNumber(panel.scale))x"
        line(
            "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y + 14))\" font-size=\"15\" font-weight=\"700\" fill=\"#1d1d1f\">"
                + "\(e(panel.idiom.rawValue)) <tspan font-size=\"11\" font-weight=\"400\" fill=\"#6e6e73\">"
                + "full-screen windows at \(scaleText) · \(counted(panel.windowCount, "catalog window")) at \(counted(panel.markers.count, "size"))"
                + "</tspan></text>")
        var notes: [String] = []
        if !panel.fixedFeatures.isEmpty {
            let names = panel.fixedFeatures.map { "'\($0)'" }.joined(separator: ", ")
            notes.append("the rules also test \(names): the plane holds \(panel.fixedFeatures.count == 1 ? "it" : "them") at full screen, \(scaleText)")
        }
        if !map.heldSettings.isEmpty {
            // One line with the geometry held fixed, if any: the panel has room for two notes.
            let held = "settings held everywhere: " + map.heldSettings.map(\.description).joined(separator: ", ")
            if notes.isEmpty { notes.append(held) } else { notes[0] += "; " + held }
        }
        let differing = panel.markers.filter(\.differs).count
        if differing > 0 { notes.append("\(differing) ringed point\(differing == 1 ? "" : "s") get other traits than the plane there") }
        if !panel.beyond.isEmpty { notes.append("breakpoints past this plane: " + panel.beyond.joined(separator: ", ")) }
        for (position, note) in notes.prefix(2).enumerated() {
            line(
                "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y + 31 + Double(position) * 14))\" font-size=\"10.5\" "
                    + "fill=\"#6e6e73\">\(e(note))</text>")
        }

        // The pieces and boundaries, in points.
        line(
            "<g class=\"plane\" data-idiom=\"\(e(panel.idiom.rawValue))\" data-scale=\"\(n(panel.scale))\" "
                + "transform=\"matrix(\(formatNumber(s)) 0 0 \(formatNumber(-s)) \(n(left)) \(n(bottom)))\">")
        for region in panel.regions {
            let assignment = map.assignments[region.assignment]
            let points = region.corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            line(
                "<polygon points=\"\(points)\" fill=\"\(assignment.tint)\" stroke=\"\(assignment.tint)\" stroke-width=\"0.75\" "
                    + "vector-effect=\"non-scaling-stroke\" data-assignment=\"\(region.assignment)\"><title>\(e(assignment.text))</title></polygon>")
        }
        line("</g>")
        // Guides: each breakpoint across the whole plane, faintly.
        var guides = ""
        for x in panel.widthBreakpoints { guides += "M\(n(left + x * s)) \(n(top))V\(n(bottom))" }
        for y in panel.heightBreakpoints { guides += "M\(n(left)) \(n(bottom - y * s))H\(n(right))" }
        for cut in panel.ratioBreakpoints {
            let end = exit(cut.ratio, panel.extent)
            guides += "M\(n(left)) \(n(bottom))L\(n(pixel(end).x)) \(n(pixel(end).y))"
        }
        if !guides.isEmpty {
            line("<path d=\"\(guides)\" fill=\"none\" stroke=\"#1d1d1f\" stroke-opacity=\"0.28\" stroke-width=\"0.75\" stroke-dasharray=\"3 3\"/>")
        }
        if !panel.boundaries.isEmpty {
            var path = ""
            for segment in panel.boundaries {
                let a = pixel(segment.from), b = pixel(segment.to)
                path += "M\(n(a.x)) \(n(a.y))L\(n(b.x)) \(n(b.y))"
            }
            line("<path class=\"boundaries\" d=\"\(path)\" fill=\"none\" stroke=\"#1d1d1f\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>")
        }
        line(
            "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"none\" "
                + "stroke=\"#8e8e93\" stroke-width=\"1\"/>")
        drawAxes(panel, left: left, bottom: bottom, top: top, right: right, scale: s)
        drawMarkers(panel, pixel: pixel, plot: Rect(x: left, y: top, width: plotWidth, height: plotHeight))
        line("</g>")
    }

    /// Where the line `width = ratio × height` leaves the plane.
    private func exit(_ ratio: Double, _ extent: Size) -> Point {
        ratio * extent.height <= extent.width
            ? Point(x: ratio * extent.height, y: extent.height) : Point(x: extent.width, y: extent.width / ratio)
    }

    /// The breakpoints along the axes (bold), the plane's ends (grey) and
    /// the axis titles; labels too close to the previous one drop to a
    /// second row (below) or column (left).
    private mutating func drawAxes(
        _ panel: BreakpointMap.Panel, left: Double, bottom: Double, top: Double, right: Double, scale s: Double
    ) {
        var xLabels = panel.widthBreakpoints.map { ($0, true) }
        if !xLabels.contains(where: { $0.0 == panel.extent.width }) { xLabels.append((panel.extent.width, false)) }
        xLabels.insert((0, false), at: 0)
        var rowEnds = [-Double.infinity, -Double.infinity]
        for (value, isBreakpoint) in xLabels {
            let text = formatNumber(value)
            let x = left + value * s
            let half = Double(text.count) * 10.5 * Self.em / 2
            guard let row = rowEnds.indices.first(where: { rowEnds[$0] < x - half - 3 }) else { continue }
            rowEnds[row] = x + half
            let y = bottom + 14 + Double(row) * 13
            line(
                "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"10.5\" text-anchor=\"middle\" "
                    + (isBreakpoint ? "font-weight=\"600\" fill=\"#1d1d1f\">" : "fill=\"#8e8e93\">") + "\(text)</text>")
            if isBreakpoint {
                line("<path d=\"M\(n(x)) \(n(bottom))v4\" stroke=\"#1d1d1f\" stroke-width=\"1\"/>")
            }
        }
        var yLabels = panel.heightBreakpoints.map { ($0, true) }
        if !yLabels.contains(where: { $0.0 == panel.extent.height }) { yLabels.append((panel.extent.height, false)) }
        var columnEnds = [Double.infinity, Double.infinity]
        for (value, isBreakpoint) in yLabels {
            let y = bottom - value * s
            guard let column = columnEnds.indices.first(where: { columnEnds[$0] > y + 10 }) else { continue }
            columnEnds[column] = y
            let x = left - 6 - Double(column) * 30
            line(
                "<text x=\"\(n(x))\" y=\"\(n(y + 3.5))\" font-size=\"10.5\" text-anchor=\"end\" "
                    + (isBreakpoint ? "font-weight=\"600\" fill=\"#1d1d1f\">" : "fill=\"#8e8e93\">") + "\(formatNumber(value))</text>")
            if isBreakpoint {
                line("<path d=\"M\(n(left)) \(n(y))h-4\" stroke=\"#1d1d1f\" stroke-width=\"1\"/>")
            }
        }
        for cut in panel.ratioBreakpoints {
            let end = exit(cut.ratio, panel.extent)
            let x = left + end.x * s, y = bottom - end.y * s
            let onTop = end.y >= panel.extent.height
            line(
                "<text x=\"\(n(onTop ? x : x + 5))\" y=\"\(n(onTop ? y - 5 : y + 3.5))\" font-size=\"10.5\" font-weight=\"600\" "
                    + "text-anchor=\"\(onTop ? "middle" : "start")\" fill=\"#1d1d1f\">\(e(cut.label))</text>")
        }
        line(
            "<text x=\"\(n((left + right) / 2))\" y=\"\(n(bottom + 46))\" font-size=\"11\" text-anchor=\"middle\" "
                + "fill=\"#6e6e73\">width (pt)</text>")
        let middle = (top + bottom) / 2
        line(
            "<text x=\"\(n(left - 50))\" y=\"\(n(middle))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#6e6e73\" "
                + "transform=\"rotate(-90 \(n(left - 50)) \(n(middle)))\">height (pt)</text>")
    }

    // MARK: Windows

    /// A dot per size (a circle when a full-screen window has it, else a
    /// square), ringed in red where a window's traits differ from the
    /// plane's; then the labels, placed greedily clear of every dot and
    /// label, full-screen windows first, left out where none fits (the
    /// dot's tooltip still names every window).
    private mutating func drawMarkers(_ panel: BreakpointMap.Panel, pixel: (Point) -> Point, plot: Rect) {
        let positions = panel.markers.map { pixel(Point(x: $0.size.width, y: $0.size.height)) }
        var taken = positions.map { Rect(x: $0.x - 4, y: $0.y - 4, width: 8, height: 8) }
        line("<g class=\"windows\">")
        for (marker, p) in zip(panel.markers, positions) {
            let assignment = map.assignments[marker.assignment]
            var tooltip = [LayoutPicture.sizeText(marker.size.width, marker.size.height) + " pt"]
            for (member, own) in zip(marker.members, marker.memberAssignments) {
                tooltip.append(own == marker.planeAssignment ? member : "\(member): \(map.assignments[own].text)")
            }
            tooltip.append("plane: \(map.assignments[marker.planeAssignment].text)")
            line("<g><title>\(e(tooltip.joined(separator: "\n")))</title>")
            if marker.differs {
                line("<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"6.5\" fill=\"none\" stroke=\"#d70015\" stroke-width=\"1.5\"/>")
            }
            if marker.hasFullScreen {
                line(
                    "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"3.75\" fill=\"\(assignment.swatch.color)\" "
                        + "stroke=\"#ffffff\" stroke-width=\"1\"/>")
            } else {
                line(
                    "<rect x=\"\(n(p.x - 3.25))\" y=\"\(n(p.y - 3.25))\" width=\"6.5\" height=\"6.5\" "
                        + "fill=\"\(assignment.swatch.color)\" stroke=\"#ffffff\" stroke-width=\"1\"/>")
            }
            line("</g>")
        }
        // Labels: the full-screen sizes first, then the most shared.
        let order = panel.markers.indices.sorted { a, b in
            let ma = panel.markers[a], mb = panel.markers[b]
            return (ma.hasFullScreen ? 0 : 1, -ma.members.count, a) < (mb.hasFullScreen ? 0 : 1, -mb.members.count, b)
        }
        let size = 10.0
        for index in order {
            let marker = panel.markers[index]
            let p = positions[index]
            let width = Double(marker.label.count) * size * Self.em + 2, height = size + 2
            // Beside, above and below the dot, then farther out with a leader.
            let near: [(Double, Double)] = [(1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (-1, -1), (-1, 1)]
            var placed: (Rect, Bool)?
            for (distance, leader) in [(6.0, false), (16.0, true)] {
                for (dx, dy) in near {
                    let x = dx > 0 ? p.x + distance : dx < 0 ? p.x - distance - width : p.x - width / 2
                    let y = dy > 0 ? p.y + distance * 0.8 : dy < 0 ? p.y - distance * 0.8 - height : p.y - height / 2
                    let box = Rect(x: x, y: y, width: width, height: height)
                    guard box.minX >= plot.minX + 1, box.maxX <= plot.maxX - 1, box.minY >= plot.minY + 1, box.maxY <= plot.maxY - 1,
                        taken.allSatisfy({ $0.intersection(box) == nil })
                    else { continue }
                    placed = (box, leader)
                    break
                }
                if placed != nil { break }
            }
            guard let (box, leader) = placed else { continue }
            taken.append(box)
            if leader {
                let end = Point(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
                line("<path d=\"M\(n(p.x)) \(n(p.y))L\(n(end.x)) \(n(end.y))\" stroke=\"#8e8e93\" stroke-width=\"0.75\"/>")
            }
            line(
                "<text x=\"\(n(box.minX + 1))\" y=\"\(n(box.minY + size * 0.85))\" font-size=\"\(n(size))\" fill=\"#1d1d1f\" "
                    + "stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">\(e(marker.label))</text>")
        }
        line("</g>")
    }

    // MARK: Legend

    /// Each assignment's text wrapped at its `; ` separators to `width`.
    private func legendLines(width: Double) -> [(index: Int, lines: [String], suffix: String)] {
        let perLine = max(20, Int(width / (12 * Self.em)))
        return map.assignments.indices.map { index in
            let assignment = map.assignments[index]
            let suffix = " · \(assignment.windows) window\(assignment.windows == 1 ? "" : "s")"
            var lines: [String] = []
            var current = ""
            let parts = assignment.text.pieces(separatedBy: "; ")
            for (position, part) in parts.enumerated() {
                let piece = part + (position < parts.count - 1 ? ";" : "")
                if current.isEmpty {
                    current = piece
                } else if current.count + 1 + piece.count <= perLine {
                    current += " " + piece
                } else {
                    lines.append(current)
                    current = piece
                }
            }
            lines.append(current)
            return (index, lines, suffix)
        }
    }

    private mutating func drawLegend(_ entries: [(index: Int, lines: [String], suffix: String)], top: Double) {
        let x = Self.margin
        line("<g class=\"legend\">")
        line("<text x=\"\(n(x))\" y=\"\(n(top + 12))\" font-size=\"13\" font-weight=\"700\" fill=\"#1d1d1f\">Trait values</text>")
        var y = top + 24
        for entry in entries {
            let assignment = map.assignments[entry.index]
            line("<g class=\"legend-entry\" data-assignment=\"\(entry.index)\">")
            line(
                "<rect x=\"\(n(x))\" y=\"\(n(y + 1))\" width=\"14\" height=\"14\" rx=\"3\" fill=\"\(assignment.tint)\" "
                    + "stroke=\"\(assignment.swatch.color)\" stroke-width=\"1.5\"/>")
            for (position, text) in entry.lines.enumerated() {
                var content = e(text)
                if position == entry.lines.count - 1 { content += "<tspan fill=\"#8e8e93\">\(e(entry.suffix))</tspan>" }
                line(
                    "<text x=\"\(n(x + 22))\" y=\"\(n(y + 12 + Double(position) * 17))\" font-size=\"12\" "
                        + "fill=\"#1d1d1f\">\(content)</text>")
            }
            line("</g>")
            y += Double(entry.lines.count) * 17 + 4
        }
        // The key to the marks.
        y += 10
        line("<g class=\"key\" font-size=\"11\" fill=\"#6e6e73\">")
        line("<circle cx=\"\(n(x + 7))\" cy=\"\(n(y + 8))\" r=\"3.75\" fill=\"#6e6e73\"/>")
        line("<text x=\"\(n(x + 16))\" y=\"\(n(y + 12))\">full-screen window</text>")
        line("<rect x=\"\(n(x + 135))\" y=\"\(n(y + 4.75))\" width=\"6.5\" height=\"6.5\" fill=\"#6e6e73\"/>")
        line("<text x=\"\(n(x + 147))\" y=\"\(n(y + 12))\">Split View, Slide Over or resizable window</text>")
        line("<circle cx=\"\(n(x + 7))\" cy=\"\(n(y + 28))\" r=\"6\" fill=\"none\" stroke=\"#d70015\" stroke-width=\"1.5\"/>")
        line("<text x=\"\(n(x + 18))\" y=\"\(n(y + 32))\">gets other traits than the plane at its size (another feature decides)</text>")
        line("</g>")
        line("</g>")
    }
}
