// Evaluates rules (a RuleSet or generated rules) for a SwiftUI container:
// its measured size and safe area, with the window's facts (on iOS read
// from UIKit by a probe view), through a LayoutTracker, publishing each
// answer only when it changes.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesUIKit
#endif

/// The size, safe area and display scale of the container, measured by
/// SwiftUI, in plain numbers so the value can be built off the main actor.
struct ContainerGeometry: Equatable, Sendable {
    var width, height: Double
    var top, leading, bottom, trailing: Double
    var displayScale: Double
    /// Part of the measurement so that a change of layout direction alone
    /// places the regions again.
    var rightToLeft: Bool
    /// The user's settings from SwiftUI's environment, part of the
    /// measurement for the same reason: a change of one alone reaches the
    /// tracker, which evaluates again only if the rules test it.
    var settings: LayoutEnvironment.SettingValues

    init(_ proxy: GeometryProxy, displayScale: CGFloat, rightToLeft: Bool, settings: LayoutEnvironment.SettingValues) {
        self.rightToLeft = rightToLeft
        self.settings = settings
        width = Double(proxy.size.width)
        height = Double(proxy.size.height)
        let insets = proxy.safeAreaInsets
        top = Double(insets.top)
        leading = Double(insets.leading)
        bottom = Double(insets.bottom)
        trailing = Double(insets.trailing)
        self.displayScale = Double(displayScale)
    }
}

/// What the modifier keeps between updates, held by reference so that
/// updating it does not make SwiftUI redraw: only a change of a published
/// value does.
@MainActor
final class LayoutRulesModel<Rules: LayoutEvaluator> {
    var tracker: LayoutTracker<Rules>
    let idiom: Idiom?
    var geometry: ContainerGeometry?
    /// The window's facts as UIKit reports them (iOS only).
    var window: WindowMetrics?
    /// Whether the user is resizing the window by hand (iPadOS 26).
    var interactivelyResizing = false
    /// The display's color gamut, which SwiftUI does not report: UIKit's
    /// on iOS (through the probe), sRGB elsewhere.
    var colorGamut = LayoutEnvironment.ColorGamut.srgb

    init(rules: Rules, idiom: Idiom?) {
        self.tracker = LayoutTracker(rules)
        self.idiom = idiom
    }

    /// The container's metrics: its geometry within the window UIKit
    /// reported, or on its own where there is no UIKit window to ask. The
    /// content ignores the safe area, so the measured size includes it
    /// (the convention of ``WindowMetrics/container(size:top:leading:bottom:trailing:rightToLeft:sizeIncludesSafeArea:)``).
    func metrics() -> WindowMetrics? {
        guard let geometry else { return nil }
        let size = Size(width: geometry.width, height: geometry.height)
        var base = window ?? Self.standalone(size: size, scale: geometry.displayScale)
        if let idiom { base.idiom = idiom }
        return base.container(
            size: size, top: geometry.top, leading: geometry.leading, bottom: geometry.bottom,
            trailing: geometry.trailing, rightToLeft: geometry.rightToLeft, sizeIncludesSafeArea: true)
    }

    /// The environment the rules are evaluated in: the container's
    /// metrics with the user's settings.
    func environment() -> LayoutEnvironment? {
        guard let metrics = metrics(), let geometry else { return nil }
        var environment = LayoutEnvironment(metrics)
        environment.settingValues = geometry.settings
        environment.colorGamut = colorGamut
        return environment
    }

    /// A window of the container's size, with this platform's idiom and
    /// kind of window.
    private static func standalone(size: Size, scale: Double) -> WindowMetrics {
        #if os(macOS)
        let idiom = Idiom.mac, kind = WindowKind.resizable
        #elseif os(visionOS)
        let idiom = Idiom.vision, kind = WindowKind.resizable
        #elseif os(tvOS)
        let idiom = Idiom.tv, kind = WindowKind.fullScreen
        #else
        let idiom = Idiom.unspecified, kind = WindowKind.fullScreen
        #endif
        return WindowMetrics(
            size: size, screenSize: size, interfaceOrientation: .unknown, idiom: idiom, scale: scale,
            windowKind: kind)
    }
}

/// Evaluates rules for the view it modifies, and gives the views inside
/// it the answers: typed traits and frames (``LayoutTraits``,
/// ``LayoutFrames``), the traits by name (`\.layoutTraits`), the frames
/// (`\.layoutFrames`), the environment (`\.layoutEnvironment`), each
/// region's placement (`layoutRegion(_:)`), and the size classes the
/// rules name as SwiftUI's `\.horizontalSizeClass` and
/// `\.verticalSizeClass`.
///
/// The rules are a ``RuleSet`` or the rules the build plugin generated
/// (`PhotoAppLayout.rules`): anything that conforms to
/// ``LayoutEvaluator``.
///
/// **Safe area.** The content ignores the safe area, as a UIKit root
/// view's bounds do: the environment's `width` and `height` are the whole
/// container, its safe area says how much of it bars and rounded corners
/// cover, and rules keep regions clear of them with
/// `env(safe-area-inset-*)`. The two adapters give the same environment
/// for the same container (see
/// ``WindowMetrics/container(size:top:leading:bottom:trailing:rightToLeft:sizeIncludesSafeArea:)``).
///
/// **The window.** On iOS the screen, interface orientation, idiom,
/// scales and kind of window come from UIKit through a probe view behind
/// the content (``WindowMetrics/init(view:)``); elsewhere the container
/// counts as a window of its own size, with the platform's idiom.
///
/// **Settings.** Text size, appearance, contrast, Reduce Motion, Reduce
/// Transparency, Invert Colors, layout direction and Bold Text are
/// SwiftUI's environment values of those names. SwiftUI has none for the
/// display's color gamut: on iOS the probe view reads UIKit's trait (and
/// registers for its changes when the rules test `color-gamut`);
/// elsewhere it is sRGB. A change of a setting the rules do not test
/// evaluates nothing (``LayoutTracker``).
///
/// **Updates.** The rules are followed with a ``LayoutTracker``, and each
/// value is published under its own environment key only when it
/// changes: a resize within one breakpoint updates no view that reads the
/// traits, and a region's view is updated only when its own placement
/// changes. While the user resizes an iPadOS 26 window by hand, the
/// tracker holds the traits near a breakpoint (its hysteresis); the
/// first measurement after the drag takes the size's own traits.
///
/// **Size classes.** Where the traits name `horizontal-size-class` or
/// `vertical-size-class` (`compact` or `regular`), the content gets that
/// size class, so `NavigationSplitView` and every other view that reads
/// `\.horizontalSizeClass` follows the rules; where they name none,
/// SwiftUI's own is left.
///
/// The rules are read when the view first appears; to follow others,
/// give the view a new identity (`.id(...)`).
public struct LayoutRulesModifier<Rules: LayoutEvaluator>: ViewModifier {
    @State private var model: LayoutRulesModel<Rules>
    @State private var traits = ResolvedTraits.empty
    @State private var typedTraits: AnyLayoutValue?
    @State private var sizeClasses = SizeClassOverride(ResolvedTraits.empty)
    @State private var frames = FrameLayout()
    @State private var typedFrames: AnyLayoutValue?
    @State private var placements = RegionPlacements()
    @State private var environment: LayoutEnvironment?
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.horizontalSizeClass) private var systemHorizontalSizeClass
    @Environment(\.verticalSizeClass) private var systemVerticalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.legibilityWeight) private var legibilityWeight

    /// A modifier for rules; `idiom` replaces the idiom the platform
    /// reports, as for previews of another device.
    public init(_ rules: Rules, idiom: Idiom? = nil) {
        _model = State(initialValue: LayoutRulesModel(rules: rules, idiom: idiom))
    }

    /// The content with the rules' answers in its environment.
    public func body(content: Content) -> some View {
        let scale = displayScale, rightToLeft = layoutDirection == .rightToLeft
        let settings = LayoutEnvironment.SettingValues(
            swiftUI: dynamicTypeSize, colorScheme: colorScheme, colorSchemeContrast: colorSchemeContrast,
            accessibilityReduceMotion: reduceMotion, accessibilityReduceTransparency: reduceTransparency,
            accessibilityInvertColors: invertColors, layoutDirection: layoutDirection,
            legibilityWeight: legibilityWeight, colorGamut: .srgb)
        return probed(
            content
                .environment(\.layoutTraits, traits)
                .environment(\.layoutTypedTraits, typedTraits)
                .environment(\.layoutFrames, frames)
                .environment(\.layoutTypedFrames, typedFrames)
                .environment(\.layoutRegionPlacements, placements)
                .environment(\.layoutEnvironment, environment)
                .environment(
                    \.horizontalSizeClass, Self.sizeClass(sizeClasses.horizontal) ?? systemHorizontalSizeClass)
                .environment(\.verticalSizeClass, Self.sizeClass(sizeClasses.vertical) ?? systemVerticalSizeClass)
                // The whole container, safe area included, as UIKit measures a view.
                .ignoresSafeArea()
                .onGeometryChange(for: ContainerGeometry.self) { proxy in
                    ContainerGeometry(proxy, displayScale: scale, rightToLeft: rightToLeft, settings: settings)
                } action: { geometry in
                    model.geometry = geometry
                    update()
                })
    }

    /// Evaluates the rules and publishes what changed.
    private func update() {
        guard let newEnvironment = model.environment(), let rightToLeft = model.geometry?.rightToLeft else { return }
        let change = model.tracker.update(newEnvironment, interactivelyResizing: model.interactivelyResizing)
        let rules = model.tracker.rules
        if change.contains(.traits), let newTraits = model.tracker.traits {
            traits = rules.resolvedTraits(newTraits)
            typedTraits = AnyLayoutValue(base: newTraits)
            let newSizeClasses = rules.sizeClasses(of: newTraits)
            if newSizeClasses != sizeClasses { sizeClasses = newSizeClasses }
        }
        if let newFrames = model.tracker.frames, change.contains(.frames) {
            frames = rules.frameLayout(newFrames)
            typedFrames = AnyLayoutValue(base: newFrames)
        }
        // The views go where the UIKit container puts its own: the frames
        // snapped to the display's pixels. Published only when some
        // region's view has to change, so a size change that moves no
        // region invalidates none.
        if let layout = model.tracker.placementLayout {
            let newPlacements = placements.updated(with: layout, rightToLeft: rightToLeft)
            if !newPlacements.changedRegions(since: placements).isEmpty { placements = newPlacements }
        }
        if environment != newEnvironment { environment = newEnvironment }
    }

    private static func sizeClass(_ sizeClass: SizeClass?) -> UserInterfaceSizeClass? {
        switch sizeClass {
        case .compact?: .compact
        case .regular?: .regular
        case nil: nil
        }
    }

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// On iOS, a probe view behind the content reports the window's facts.
    private func probed(_ view: some View) -> some View {
        view.background(alignment: .center) {
            WindowProbe(watchingGamut: SettingsWatch(model.tracker.testedSettings).targets.contains(.displayGamut)) {
                metrics, interactivelyResizing, colorGamut in
                model.window = metrics
                model.interactivelyResizing = interactivelyResizing
                model.colorGamut = colorGamut
                update()
            }
        }
    }
    #else
    private func probed(_ view: some View) -> some View { view }
    #endif
}

extension View {
    /// Evaluates rules for this view's size and window, and gives the
    /// views inside it typed traits and frames, each region's placement,
    /// the environment, and the size classes the rules name (see
    /// ``LayoutRulesModifier``).
    ///
    ///     ZStack {
    ///         AlbumList().layoutRegion("sidebar")
    ///         PhotoGrid().layoutRegion("grid")     // @LayoutTraits var traits: PhotoAppLayout.Traits?
    ///     }
    ///     .layoutRules(PhotoAppLayout.rules)       // or a RuleSet
    public func layoutRules<Rules: LayoutEvaluator>(_ rules: Rules, idiom: Idiom? = nil) -> some View {
        modifier(LayoutRulesModifier(rules, idiom: idiom))
    }
}
#endif
