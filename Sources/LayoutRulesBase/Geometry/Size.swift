/// A width and height in points (UIKit's `CGSize`).
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height swapped.
    public var transposed: Size { Size(width: height, height: width) }

    /// The drawable size in pixels: points times the scale factor, Apple's
    /// `bounds.size * contentScaleFactor` (Listing 2), so a 390x844 pt
    /// screen at 3x is 1170x2532 px. Nothing is rounded: a fractional
    /// result means the size does not fall on whole pixels. Plain
    /// arithmetic, so NaN, infinite or negative values give what the
    /// multiplication gives, never a trap.
    public func pixels(atScale scale: Double) -> Size {
        Size(width: width * scale, height: height * scale)
    }

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
