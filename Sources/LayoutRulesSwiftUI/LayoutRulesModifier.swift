// Evaluates a rule set for a SwiftUI container: its measured size and safe
// area, with the window's facts (on iOS read from UIKit by a probe view),
// through a RuleSetTracker, publishing traits and frames only when they
// change.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRules
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesUIKit
#endif

/// The size, safe area and display facts of the container, measured by
/// SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct ContainerGeometry: Equatable, Sendable {
    var size: Size
    var safeArea: EdgeInsetsValue
    var displayScale: Double

    /// Plain numbers, so the value can be built off the main actor.
    struct EdgeInsetsValue: Equatable, Sendable {
        var top, leading, bottom, trailing: Double
    }

    init(_ proxy: GeometryProxy, displayScale: CGFloat) {
        size = LayoutRules.Size(width: Double(proxy.size.width), height: Double(proxy.size.height))
        let insets = proxy.safeAreaInsets
        safeArea = EdgeInsetsValue(
            top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
            trailing: Double(insets.trailing))
        self.displayScale = Double(displayScale)
    }
}

/// What the modifier keeps between updates, held by reference so that
/// updating it does not make SwiftUI redraw: only a change of the
/// published traits or frames does.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
final class LayoutRulesModel {
    var tracker: RuleSetTracker
    let idiom: Idiom?
    var geometry: ContainerGeometry?
    /// The window's facts as UIKit reports them (iOS only).
    var window: WindowMetrics?

    init(ruleSet: RuleSet, idiom: Idiom?) {
        self.tracker = RuleSetTracker(ruleSet)
        self.idiom = idiom
    }

    /// The container's metrics: its geometry within the window UIKit
    /// reported, or on its own where there is no UIKit window to ask.
    func metrics(rightToLeft: Bool) -> WindowMetrics? {
        guard let geometry else { return nil }
        let insets = geometry.safeArea
        let safeArea = LayoutEdgeInsets(
            top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing,
            rightToLeft: rightToLeft)
        var base = window ?? Self.standalone(geometry)
        if let idiom { base.idiom = idiom }
        return base.container(size: geometry.size, safeArea: safeArea)
    }

    /// A window of the container's size, with this platform's idiom and
    /// kind of window.
    private static func standalone(_ geometry: ContainerGeometry) -> WindowMetrics {
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
            size: geometry.size, screenSize: geometry.size, interfaceOrientation: .unknown, idiom: idiom,
            scale: geometry.displayScale, windowKind: kind)
    }
}

/// Evaluates a rule set for the view it modifies, and gives the views
/// inside it the traits (`\.layoutTraits`), frames (`\.layoutFrames`) and
/// environment (`\.layoutEnvironment`).
///
/// The environment is the modified view's size and safe area, measured
/// with `onGeometryChange`, in its window: on iOS the screen, interface
/// orientation, idiom, scales and kind of window come from UIKit through
/// a probe view behind the content (``WindowMetrics/init(view:)``);
/// elsewhere the container counts as a window of its own size, with the
/// platform's idiom. The rules are followed with a ``RuleSetTracker``, so
/// the traits are published only when a trait's value changes and the
/// frames only when a frame changes: resizing within one breakpoint
/// updates nothing that reads the traits.
///
/// The rule set is read when the view first appears; to follow another
/// one, give the view a new identity (`.id(...)`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutRulesModifier: ViewModifier {
    @State private var model: LayoutRulesModel
    @State private var traits = ResolvedTraits.empty
    @State private var frames = FrameLayout()
    @State private var environment: LayoutEnvironment?
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection

    /// A modifier for a rule set; `idiom` replaces the idiom the platform
    /// reports, as for previews of another device.
    public init(_ ruleSet: RuleSet, idiom: Idiom? = nil) {
        _model = State(initialValue: LayoutRulesModel(ruleSet: ruleSet, idiom: idiom))
    }

    /// The content with the rules' answers in its environment.
    public func body(content: Content) -> some View {
        let scale = displayScale
        return probed(
            content
                .environment(\.layoutTraits, traits)
                .environment(\.layoutFrames, frames)
                .environment(\.layoutEnvironment, environment)
                .onGeometryChange(for: ContainerGeometry.self) { proxy in
                    ContainerGeometry(proxy, displayScale: scale)
                } action: { geometry in
                    model.geometry = geometry
                    update()
                })
    }

    /// Evaluates the rules and publishes what changed.
    private func update() {
        guard let metrics = model.metrics(rightToLeft: layoutDirection == .rightToLeft) else { return }
        let newEnvironment = LayoutEnvironment(metrics)
        let change = model.tracker.update(newEnvironment)
        if change.contains(.traits) { traits = ResolvedTraits(model.tracker.traits) }
        if change.contains(.frames) { frames = model.tracker.frames }
        if environment != newEnvironment { environment = newEnvironment }
    }

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// On iOS, a probe view behind the content reports the window's facts.
    private func probed(_ view: some View) -> some View {
        view.background(alignment: .center) {
            WindowProbe { metrics in
                model.window = metrics
                update()
            }
        }
    }
    #else
    private func probed(_ view: some View) -> some View { view }
    #endif
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Evaluates a rule set for this view's size and window, and gives the
    /// views inside it the traits, frames and environment (see
    /// ``LayoutRulesModifier``).
    ///
    ///     ZStack {
    ///         Sidebar().layoutRegion("sidebar")
    ///         Grid().layoutRegion("grid")
    ///     }
    ///     .layoutRules(rules)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func layoutRules(_ ruleSet: RuleSet, idiom: Idiom? = nil) -> some View {
        modifier(LayoutRulesModifier(ruleSet, idiom: idiom))
    }
}
#endif
