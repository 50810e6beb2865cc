import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// Examples/Dashboard.layout (with shared/Breakpoints.layout) written by
/// hand: the traits as a struct of enums, and the frames as the arithmetic
/// one would put in `layoutSubviews`. The baseline for evaluation with
/// frames and for ns per region.
enum HandwrittenDashboard {
    enum Breakpoint: UInt8 { case compact = 1, medium, expanded }
    enum Navigation: UInt8 { case tabBar = 1, sidebar }
    enum ChartStyle: UInt8 { case sparkline = 1, full }

    struct Traits: Equatable {
        var breakpoint: Breakpoint
        var shortWindow: Bool
        var touch: Bool
        var panelsPerRow: Int
        var navigation: Navigation
        var chartStyle: ChartStyle
        var showLegend: Bool
        var rowHeight: Double
    }

    @inline(never)
    static func traits(_ environment: Environment) -> Traits {
        let width = environment.width
        let breakpoint: Breakpoint = width < 600 ? .compact : width < 1024 ? .medium : .expanded
        let short = environment.height < 500
        let touch: Bool
        switch environment.idiom {
        case .phone, .pad, .vision: touch = true
        default: touch = false
        }
        var traits = Traits(
            breakpoint: breakpoint, shortWindow: short, touch: touch, panelsPerRow: 1, navigation: .tabBar,
            chartStyle: .sparkline, showLegend: false, rowHeight: touch ? 44 : 36)
        if breakpoint != .compact {
            traits.panelsPerRow = breakpoint == .expanded ? 3 : 2
            traits.navigation = .sidebar
            if !short || breakpoint == .expanded {
                traits.chartStyle = .full
                traits.showLegend = true
            }
        }
        return traits
    }

    /// The regions of one layout: compact lays out content and the tab bar,
    /// medium the sidebar and content, expanded the sidebar, content and
    /// detail pane (in the order the rules first declare them).
    struct Frames {
        var breakpoint: Breakpoint = .compact
        var first = Rect.zero
        var second = Rect.zero
        var third = Rect.zero

        var count: Int { breakpoint == .expanded ? 3 : 2 }
        var names: [String] {
            switch breakpoint {
            case .compact: ["content", "tab-bar"]
            case .medium: ["sidebar", "content"]
            case .expanded: ["sidebar", "content", "detail"]
            }
        }
        subscript(index: Int) -> Rect { index == 0 ? first : index == 1 ? second : third }
    }

    @inline(never)
    static func frames(_ environment: Environment, into frames: inout Frames) {
        let width = environment.width
        let height = environment.height
        let safe = environment.safeArea
        if width < 600 {
            frames.breakpoint = .compact
            let left = safe.left + 12
            let tabBarHeight = 49 + safe.bottom
            frames.first = Rect(
                x: left, y: safe.top, width: width - left - (safe.right + 12), height: height - safe.top - tabBarHeight)
            frames.second = Rect(x: 0, y: height - tabBarHeight, width: width, height: tabBarHeight)
        } else if width < 1024 {
            frames.breakpoint = .medium
            let sidebarWidth = max(240, width * 25 / 100)
            frames.first = Rect(x: 0, y: 0, width: sidebarWidth, height: height)
            let left = sidebarWidth + 16
            let top = safe.top + 16
            frames.second = Rect(
                x: left, y: top, width: width - left - (safe.right + 16), height: height - top - safe.bottom)
        } else {
            frames.breakpoint = .expanded
            frames.first = Rect(x: 0, y: 0, width: 280, height: height)
            let detailWidth = min(360, width * 30 / 100)
            let detailLeft = width - detailWidth
            frames.third = Rect(x: detailLeft, y: 0, width: detailWidth, height: height)
            let top = safe.top + 16
            frames.second = Rect(x: 296, y: top, width: detailLeft - 16 - 296, height: height - top - safe.bottom)
        }
    }

    /// The library's answer in these terms, or nil when a trait is
    /// missing or has a value the hand-written code does not know.
    static func traits(from collection: TraitCollection) -> Traits? {
        guard collection.count == 8,
            case .identifier(let breakpointName)? = collection["breakpoint"],
            let breakpoint = ["compact": Breakpoint.compact, "medium": .medium, "expanded": .expanded][breakpointName],
            case .boolean(let short)? = collection["short-window"],
            case .boolean(let touch)? = collection["touch"],
            case .number(let panels)? = collection["panels-per-row"],
            case .identifier(let navigationName)? = collection["navigation"],
            let navigation = ["tab-bar": Navigation.tabBar, "sidebar": .sidebar][navigationName],
            case .identifier(let chartName)? = collection["chart-style"],
            let chartStyle = ["sparkline": ChartStyle.sparkline, "full": .full][chartName],
            case .boolean(let legend)? = collection["show-legend"],
            case .number(let rowHeight)? = collection["row-height"]
        else { return nil }
        return Traits(
            breakpoint: breakpoint, shortWindow: short, touch: touch, panelsPerRow: Int(panels), navigation: navigation,
            chartStyle: chartStyle, showLegend: legend, rowHeight: rowHeight)
    }
}
