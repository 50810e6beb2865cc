/// A location in points.
///
/// The counterpart of
/// [`CGPoint`](https://developer.apple.com/documentation/corefoundation/cgpoint),
/// with `Double` coordinates; a region's ``RegionFrame/center`` is one.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The x coordinate, growing to the right.
    public var x: Double
    /// The y coordinate, growing downwards, as in UIKit.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by a transform.
    ///
    /// Computed term for term as `CGPoint.applying(_:)` does, so results
    /// match CoreGraphics to the last bit:
    /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    ///
    ///     Point(x: 1, y: 0).applying(LayoutTransform(rotationAngle: .pi / 2))  // (0, 1)
    package func applying(_ t: LayoutTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// The coordinates in parentheses: `(10, 20.5)`.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
