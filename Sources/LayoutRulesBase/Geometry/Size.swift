/// A width and height in points.
///
/// The counterpart of
/// [`CGSize`](https://developer.apple.com/documentation/corefoundation/cgsize),
/// with `Double` values.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height swapped.
    package var transposed: Size { Size(width: height, height: width) }

    /// The drawable size in pixels: points times the scale factor.
    ///
    /// This is the size in points times
    /// [`UIView.contentScaleFactor`](https://developer.apple.com/documentation/uikit/uiview/contentscalefactor),
    /// what a Metal layer's
    /// [`drawableSize`](https://developer.apple.com/documentation/quartzcore/cametallayer/drawablesize)
    /// should be, so a 390x844 pt screen at 3x is 1170x2532 px. Nothing is
    /// rounded: a fractional result means the size does not fall on whole
    /// pixels. Plain arithmetic, so NaN, infinite or negative values give
    /// what the multiplication gives, never a trap.
    ///
    /// - Parameter scale: Pixels per point, such as `UIScreen.scale`.
    package func pixels(atScale scale: Double) -> Size {
        Size(width: width * scale, height: height * scale)
    }

    /// Width and height joined by an `x`: `390x844`.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
