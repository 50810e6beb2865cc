/// A location in points (UIKit's `CGPoint`).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `t`, term for term as `CGPoint.applying(_:)`
    /// computes it, so results match CoreGraphics to the last bit:
    /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    ///
    ///     Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))  // (0, 1)
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
