import LayoutRulesBase

extension LayoutEvaluator {
    /// The frames by region name, every layout frame snapped to the pixel
    /// grid of the environment's display scale: what the adapters place
    /// views with (`bounds` and `center`), so no view straddles a pixel.
    ///
    /// On a 2x screen a 338.8-point sidebar becomes 339 points (its edges
    /// on the nearest half point, see ``FrameLayout/pixelAligned(scale:)``).
    ///
    /// - Parameters:
    ///   - frames: Frames the rules gave for `environment`.
    ///   - environment: The environment they were solved for; its
    ///     `scale` (UIKit's `displayScale`) sets the grid.
    public func placementLayout(_ frames: Frames, in environment: LayoutEnvironment) -> FrameLayout {
        frameLayout(frames).pixelAligned(scale: environment.scale)
    }
}

extension LayoutTracker {
    /// Whether the traits in effect are held back from the last
    /// environment's own traits by hysteresis (see
    /// ``update(_:interactivelyResizing:)``): an adapter that sees this
    /// must update once more when the interactive resize ends, even if the
    /// size does not change then.
    public var isHoldingTraits: Bool {
        guard let environment, let traits else { return false }
        return rules.traits(in: environment) != traits
    }

    /// The frames in effect by region name, snapped to the pixel grid of
    /// the last environment's scale (``LayoutEvaluator/placementLayout(_:in:)``);
    /// nil before the first update.
    public var placementLayout: FrameLayout? {
        guard let frames, let environment else { return nil }
        return rules.placementLayout(frames, in: environment)
    }
}
