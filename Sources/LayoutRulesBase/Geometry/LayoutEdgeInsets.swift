/// Distances inward from each edge of a rectangle, in points.
///
/// The counterpart of
/// [`UIEdgeInsets`](https://developer.apple.com/documentation/uikit/uiedgeinsets);
/// ``LayoutEnvironment/safeArea`` and ``FrameLayout/windowSafeArea`` hold the
/// window's safe-area insets as one.
///
///     let window = Rect(x: 0, y: 0, width: 390, height: 844)
///     window.inset(by: LayoutEdgeInsets(top: 47, bottom: 34))   // (0, 47, 390, 763)
public struct LayoutEdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets from their four distances; each defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = LayoutEdgeInsets()
}
