/// An origin and a size in points.
///
/// The counterpart of
/// [`CGRect`](https://developer.apple.com/documentation/corefoundation/cgrect),
/// with `Double` values; regions report their ``RegionFrame/frame`` and
/// ``RegionFrame/bounds`` as one.
///
/// The size may be negative, as in CoreGraphics: the edges, `width`,
/// `height` and every operation but `inset(by:)` (which, like UIKit, works
/// on the stored values) read the rectangle standardized, so
/// `Rect(x: 10, y: 0, width: -10, height: 5)` and
/// `Rect(x: 0, y: 0, width: 10, height: 5)` cover the same area.
///
/// Equality is member-wise: `==` compares origin and size as stored, so
/// those two are not equal, although `CGRect.equalTo` may call them equal.
/// Compare `standardized` values to ask whether two cover the same area.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The corner the size is measured from: the top-left corner when the
    /// size is not negative.
    public var origin: Point
    /// The width and height as stored, either of which may be negative.
    public var size: Size

    /// A rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from the coordinates of its origin and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    // MARK: Edges (CGRectGetMinX and friends)

    /// The left edge (`CGRect.minX`).
    package var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The x coordinate of the centre (`CGRect.midX`).
    package var midX: Double { origin.x + size.width / 2 }
    /// The right edge (`CGRect.maxX`).
    package var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The top edge (`CGRect.minY`).
    package var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The y coordinate of the centre (`CGRect.midY`).
    package var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge (`CGRect.maxY`).
    package var maxY: Double { Swift.max(origin.y, origin.y + size.height) }

    /// The width, never negative, like `CGRect.width`; `size.width` keeps the sign.
    package var width: Double { size.width.magnitude }
    /// The height, never negative, like `CGRect.height`; `size.height` keeps the sign.
    package var height: Double { size.height.magnitude }

    /// The centre point, (`midX`, `midY`).
    package var center: Point { Point(x: midX, y: midY) }

    /// The same area with a non-negative size (`CGRectStandardize`).
    ///
    /// `(10, 0, -10, 5)` becomes `(0, 0, 10, 5)`.
    package var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    // MARK: Operations

    /// The smallest upright rectangle holding the transformed corners.
    ///
    /// This is `CGRectApplyAffineTransform`: a 90° rotation of
    /// `(0, 0, 100, 50)` is `(-50, 0, 50, 100)`.
    ///
    /// A transform without shear or rotation (b = c = 0) scales the size
    /// directly instead, so the size is not rebuilt as `max − min`, which
    /// can be an ulp off; in particular `applying(.identity)` is `self`
    /// for a rectangle with a non-negative size.
    package func applying(_ t: LayoutTransform) -> Rect {
        if t.b == 0, t.c == 0 {
            return Rect(x: t.a * origin.x + t.tx, y: t.d * origin.y + t.ty,
                        width: t.a * size.width, height: t.d * size.height).standardized
        }
        // Four corners as locals, not an array (nor variadic min/max, which
        // build one): layout evaluation must not allocate.
        let p1 = Point(x: minX, y: minY).applying(t), p2 = Point(x: maxX, y: minY).applying(t)
        let p3 = Point(x: minX, y: maxY).applying(t), p4 = Point(x: maxX, y: maxY).applying(t)
        let left = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
        let right = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
        let top = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
        let bottom = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved in by `insets` (`UIEdgeInsetsInsetRect`).
    ///
    /// As in UIKit nothing is clamped: insets wider than the rectangle leave a
    /// negative size, and negative insets grow it.
    package func inset(by insets: LayoutEdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// The area both rectangles cover, standardized, or nil when they do
    /// not overlap.
    ///
    /// They do not overlap when they share no positive area: disjoint,
    /// only touching, either one empty, or a NaN anywhere.
    ///
    /// Unlike `CGRect.intersection`, there is no `CGRect.null` sentinel
    /// (an infinite origin) to forget to check for: the optional says it.
    package func intersection(_ other: Rect) -> Rect? {
        // Swift.max/min drop a NaN on one side only, which would make the
        // answer depend on the order of the operands.
        guard !hasNaN, !other.hasNaN else { return nil }
        let left = Swift.max(minX, other.minX), right = Swift.min(maxX, other.maxX)
        let top = Swift.max(minY, other.minY), bottom = Swift.min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    private var hasNaN: Bool {
        origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN
    }

    /// Whether `point` lies inside.
    ///
    /// The edges are half-open, as `CGRect.contains(_:)` has them: the
    /// min edges are in, the max edges are out, so abutting rectangles
    /// never both contain a point and an empty rectangle contains nothing.
    package func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// The rectangle snapped to the pixel grid of `scale` pixels per point.
    ///
    /// Each edge (minX, minY, maxX, maxY) moves to the nearest multiple of 1/scale,
    /// ties away from zero. The result is standardized; at 2x,
    /// `(0.25, 0.75, 10.5, 5)` => `(0.5, 1, 10.5, 5)`.
    ///
    /// Snapping edges rather than origin and size keeps abutting
    /// rectangles abutting. A scale that is not finite or not positive
    /// has no pixel grid, so `self` comes back unchanged.
    package func aligned(toScale scale: Double) -> Rect {
        guard scale.isFinite, scale > 0 else { return self }
        func snap(_ edge: Double) -> Double { (edge * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let left = snap(minX), top = snap(minY)
        return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
    }

    /// Origin and size in parentheses: `(0, 47, 390, 763)`.
    public var description: String {
        "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(formatNumber(size.width)), \(formatNumber(size.height)))"
    }
}
