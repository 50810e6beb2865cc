import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime

/// A self-contained HTML page of layout pictures, grouped by device:
/// inline SVGs and CSS, no scripts, no external files
/// (`layoutc render --all`).
///
///     let pictures = LayoutGallery.pictures(ruleSet, devices: DeviceCatalog.screens)
///     let html = LayoutGallery.html(title: "PhotoApp.layout", pictures: pictures)
///
/// Every picture of one device shares a scale, so portrait and landscape
/// compare at a glance; each region keeps one colour on the whole page.
package enum LayoutGallery {
    /// One picture on the page.
    package struct Picture: Sendable {
        /// The group heading, usually the device name.
        package var group: String
        /// A line under the heading, such as "phone · 390×844 pt · @3x".
        package var groupDetail: String
        /// The caption under the picture, such as "portrait · full screen".
        package var caption: String
        package var layout: FrameLayout
        package var environment: LayoutEnvironment
        /// The display's corner radius in points.
        package var cornerRadius: Double

        package init(
            group: String, groupDetail: String = "", caption: String, layout: FrameLayout, environment: LayoutEnvironment,
            cornerRadius: Double = 0
        ) {
            self.group = group
            self.groupDetail = groupDetail
            self.caption = caption
            self.layout = layout
            self.environment = environment
            self.cornerRadius = cornerRadius
        }
    }

    /// The pictures of `ruleSet` on every device in the order given, in
    /// the orientations and windows `layoutc matrix` evaluates (portrait
    /// and landscape for phones and pads, one shape for other screens):
    /// full-screen windows only, or also every multitasking window and
    /// resizable sample.
    package static func pictures(_ ruleSet: RuleSet, devices: [DeviceProfile], multitasking: Bool = false) -> [Picture] {
        var profiles: [String: DeviceProfile] = [:]
        for device in devices where profiles[device.name] == nil { profiles[device.name] = device }
        return Matrix(ruleSet, devices: devices).rows.compactMap { row in
            guard multitasking || row.window == "full", let device = profiles[row.device] else { return nil }
            let environment = row.environment
            let window = LayoutPicture.windowLabel(row.window, kind: environment.window)
            return Picture(
                group: device.name, groupDetail: detail(of: device), caption: "\(row.orientation) · \(window)",
                layout: ruleSet.frames(in: environment), environment: environment,
                cornerRadius: LayoutPicture.cornerRadius(of: device))
        }
    }

    /// "phone · 390×844 pt · @3x".
    static func detail(of device: DeviceProfile) -> String {
        "\(device.idiom.rawValue) · \(LayoutPicture.sizeText(device.portraitSize.width, device.portraitSize.height)) pt · @\(formatNumber(device.scale))x"
    }

    /// The page. `pictureSide` is the longer side of each device's screen
    /// in CSS pixels. Any values are drawn as given, never trapping: a NaN,
    /// infinite, negative or zero size or side gives numbers to match in
    /// the SVG (and a picture that shows nothing useful).
    package static func html(title: String, subtitle: String = "", pictures: [Picture], pictureSide: Double = 300) -> String {
        let colors = RegionColors(names: pictures.flatMap { $0.layout.regions.map(\.name) })
        var groups: [(name: String, detail: String, pictures: [Int])] = []
        var groupOfName: [String: Int] = [:]
        for (index, picture) in pictures.enumerated() {
            if let existing = groupOfName[picture.group] {
                groups[existing].pictures.append(index)
            } else {
                groupOfName[picture.group] = groups.count
                groups.append((picture.group, picture.groupDetail, [index]))
            }
        }
        let e = LayoutPicture.escapeXML
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <style>
            \(css)</style>
            </head>
            <body>
            <header>
            <h1>\(e(title))</h1>

            """
        if !subtitle.isEmpty { page += "<p class=\"subtitle\">\(e(subtitle))</p>\n" }
        page += legend(pictures, colors: colors)
        page += "</header>\n<main>\n"
        for (groupIndex, group) in groups.enumerated() {
            // One scale per device: its longest screen side fills `pictureSide`.
            let longest = group.pictures.map { index -> Double in
                let env = pictures[index].environment
                return max(env.screenWidth, env.screenHeight, env.width, env.height)
            }.max() ?? 1
            let scale = pictureSide / max(longest, 1)
            page += "<section class=\"device\">\n<h2>\(e(group.name))</h2>\n"
            if !group.detail.isEmpty { page += "<p class=\"meta\">\(e(group.detail))</p>\n" }
            page += "<div class=\"pictures\">\n"
            for (position, index) in group.pictures.enumerated() {
                let picture = pictures[index]
                let style = LayoutPicture.Style(
                    pixelsPerPoint: scale, cornerRadius: picture.cornerRadius, showsTitle: false, margin: 2,
                    idPrefix: "p\(groupIndex)-\(position)", colors: colors)
                let title = "\(picture.group) · \(picture.caption)"
                let env = picture.environment
                page += "<figure>\n"
                page += LayoutPicture.svg(picture.layout, in: env, title: title, style: style)
                page += "<figcaption>\(e(picture.caption)) <span class=\"dim\">\(LayoutPicture.sizeText(env.width, env.height))</span>"
                let count = picture.layout.regions.count
                if count == 0 { page += " <span class=\"empty\">no regions</span>" }
                page += "</figcaption>\n</figure>\n"
            }
            page += "</div>\n</section>\n"
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// A chip per region name in the order the regions first appear.
    private static func legend(_ pictures: [Picture], colors: RegionColors) -> String {
        var seen: Set<String> = []
        var names: [String] = []
        for picture in pictures {
            for region in picture.layout.regions where seen.insert(region.name).inserted { names.append(region.name) }
        }
        guard !names.isEmpty else { return "" }
        var text = "<ul class=\"legend\">\n"
        for name in names {
            let swatch = colors.swatch(for: name)
            text += "<li><span class=\"swatch\" style=\"background:\(swatch.color)26;border-color:\(swatch.color)\"></span>"
                + "\(LayoutPicture.escapeXML(name))</li>\n"
        }
        return text + "</ul>\n"
    }

    private static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #f5f5f7; color: #1d1d1f;
          font: 14px/1.45 \(LayoutPicture.fontFamily);
          -webkit-font-smoothing: antialiased; }
        header { padding: 36px 40px 4px; max-width: 1600px; }
        h1 { font-size: 26px; font-weight: 700; letter-spacing: -0.02em; margin: 0 0 4px; }
        .subtitle { color: #6e6e73; margin: 0; }
        .legend { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 18px 0 0; padding: 0; }
        .legend li { display: flex; align-items: center; gap: 6px; background: #fff; border-radius: 999px;
          padding: 3px 11px 3px 7px; font-size: 12px; box-shadow: 0 0 0 1px rgba(0,0,0,.05); }
        .swatch { width: 12px; height: 12px; border-radius: 3px; border: 1.5px solid; }
        main { display: flex; flex-wrap: wrap; gap: 24px; padding: 24px 40px 48px; align-items: flex-start; }
        .device { background: #fff; border-radius: 16px; padding: 18px 22px 16px;
          box-shadow: 0 0 0 1px rgba(0,0,0,.04), 0 6px 20px rgba(0,0,0,.05); }
        .device h2 { font-size: 15px; font-weight: 600; margin: 0; letter-spacing: -0.01em; }
        .meta { color: #86868b; font-size: 12px; margin: 2px 0 14px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-end; }
        figure { margin: 0; display: flex; flex-direction: column; align-items: center; }
        figure svg { display: block; max-width: 100%; height: auto; }
        figcaption { font-size: 12px; color: #424245; margin-top: 8px; text-align: center; }
        .dim { color: #86868b; font-variant-numeric: tabular-nums; margin-left: 4px; }
        .empty { color: #b0b0b5; margin-left: 4px; }

        """
}
