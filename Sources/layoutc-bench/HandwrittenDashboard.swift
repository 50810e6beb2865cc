import LayoutRulesBase
import LayoutRulesRuntime

/// Examples/Dashboard.layout (with shared/Breakpoints.layout) written by
/// hand: the traits as a struct of enums, and the frames as the arithmetic
/// one would put in `layoutSubviews`, written as the `RegionFrame`s the
/// library gives. The baseline for evaluation and for ns per region.
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
    static func traits(_ environment: LayoutEnvironment) -> Traits {
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

    /// The same layout as whole `RegionFrame`s in a `FrameLayout`, which is
    /// what the library produces: frame, centre, transform and the map to
    /// the window, so that `frame`, `bounds`, `center` and `windowFrame`
    /// read the same in both. Written as one would by hand for that output:
    /// the regions (and their names) are rebuilt only when the breakpoint
    /// changes, and rewritten in place otherwise.
    struct RegionLayout {
        var breakpoint: Breakpoint?
        var layout = FrameLayout()
    }

    @inline(never)
    static func regionFrames(_ environment: LayoutEnvironment, into state: inout RegionLayout) {
        let width = environment.width
        let height = environment.height
        let safe = environment.safeArea
        state.layout.windowSize = Size(width: width, height: height)
        state.layout.windowSafeArea = safe
        let breakpoint: Breakpoint = width < 600 ? .compact : width < 1024 ? .medium : .expanded
        if state.breakpoint != breakpoint {
            state.breakpoint = breakpoint
            state.layout.regions.removeAll(keepingCapacity: true)
            let names: [String] =
                switch breakpoint {
                case .compact: ["content", "tab-bar"]
                case .medium: ["sidebar", "content"]
                case .expanded: ["sidebar", "content", "detail"]
                }
            for name in names {
                state.layout.regions.append(
                    RegionFrame(
                        name: name, layoutFrame: .zero, center: .zero, transform: .identity, parentToWindow: .identity))
            }
        }
        func set(_ index: Int, x: Double, y: Double, width: Double, height: Double) {
            state.layout.regions[index].layoutFrame = Rect(x: x, y: y, width: width, height: height)
            state.layout.regions[index].center = Point(x: x + width * 0.5, y: y + height * 0.5)
        }
        switch breakpoint {
        case .compact:
            let left = safe.left + 12
            let tabBarHeight = 49 + safe.bottom
            set(0, x: left, y: safe.top, width: width - (safe.right + 12) - left, height: height - tabBarHeight - safe.top)
            set(1, x: 0, y: height - tabBarHeight, width: width, height: tabBarHeight)
        case .medium:
            let sidebarWidth = max(240, width * 25 / 100)
            set(0, x: 0, y: 0, width: sidebarWidth, height: height)
            let left = sidebarWidth + 16
            let top = safe.top + 16
            set(1, x: left, y: top, width: width - (safe.right + 16) - left, height: height - safe.bottom - top)
        case .expanded:
            set(0, x: 0, y: 0, width: 280, height: height)
            let detailWidth = min(360, width * 30 / 100)
            let detailLeft = width - detailWidth
            let top = safe.top + 16
            set(1, x: 296, y: top, width: detailLeft - 16 - 296, height: height - safe.bottom - top)
            set(2, x: detailLeft, y: 0, width: detailWidth, height: height)
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
