// sin and cos come from the C library: the standard library has neither.
// CoreGraphics calls the same libm functions, so rotations that are not
// snapped (see `init(rotationAngle:)`) match it bit for bit. The import is
// internal so that no public interface of the core names a C module.
#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Android)
internal import Android
#elseif canImport(WASILibc)
internal import WASILibc
#elseif canImport(ucrt)
internal import ucrt
#else
#error("no C library to take sin and cos from")
#endif

/// A 2-D affine map with CoreGraphics's names and conventions.
///
/// The components and their order are those of
/// [`CGAffineTransform`](https://developer.apple.com/documentation/corefoundation/cgaffinetransform):
/// points are row vectors, so
///
///     [x' y' 1] = [x y 1] · | a  b  0 |
///                           | c  d  0 |
///                           | tx ty 1 |
///
/// A region's ``RegionFrame/transform`` is one of these, applied about the
/// region's centre as
/// [`UIView.transform`](https://developer.apple.com/documentation/uikit/uiview/transform)
/// is. Equality is component-wise, as `CGAffineTransformEqualToTransform`.
///
///     let turn = LayoutTransform(rotationAngle: .pi / 2)
///     Point(x: 1, y: 0).applying(turn)   // (0, 1)
public struct LayoutTransform: Sendable, Hashable, CustomStringConvertible {
    /// The x scale: how much x' grows per unit of x.
    public var a: Double
    /// The y shear: how much y' grows per unit of x.
    public var b: Double
    /// The x shear: how much x' grows per unit of y.
    public var c: Double
    /// The y scale: how much y' grows per unit of y.
    public var d: Double
    /// The x translation, added after the linear part.
    public var tx: Double
    /// The y translation, added after the linear part.
    public var ty: Double

    /// A transform from its six components, in CoreGraphics's order.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is
    /// (`CGAffineTransform.identity`).
    ///
    /// Computed, not stored: a stored static is a lazily initialized
    /// global, and every read of one checks that it was initialized, which
    /// cost more than the six stores when solving a layout.
    @inlinable
    public static var identity: LayoutTransform { LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation: moves every point by `(x, y)`.
    package init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin: x by `x`, y by `y`.
    package init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin: `a = cos, b = sin, c = -sin, d = cos`.
    ///
    /// Positive angles turn +x towards +y (clockwise on a y-down screen).
    ///
    /// Quarter turns are exact: when `radians` is the Double nearest k·π/2
    /// for |k| ≤ 64 (`.pi / 2`, `.pi`, `3 * .pi / 2`, `-.pi / 2`,
    /// `90 * .pi / 180`, …) sin and cos are snapped to 0 and ±1.
    /// CoreGraphics gives `cos(.pi / 2)` = 6.1e-17 there, which turns a 90°
    /// rotation of whole-point rects into fractions. Every other angle uses
    /// libm exactly as CoreGraphics does.
    ///
    /// - Parameter radians: The angle, in radians.
    package init(rotationAngle radians: Double) {
        let (sine, cosine) = Self.sineAndCosine(radians)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Quarter turns beyond this many are left to libm: the Double nearest
    /// k·π/2 drifts from the true angle by about k·6e-17, so a large k is
    /// no longer plainly meant as a quarter turn.
    private static let maxSnappedQuarterTurns = 64.0

    private static func sineAndCosine(_ radians: Double) -> (Double, Double) {
        let halfPi = Double.pi / 2
        let turns = (radians / halfPi).rounded()
        guard turns.magnitude <= maxSnappedQuarterTurns, turns * halfPi == radians else {
            return (sin(radians), cos(radians))
        }
        switch Int(turns) & 3 {
        case 0: return (turns == 0 ? radians : 0, 1)  // keeps libm's sin(-0) = -0
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }

    /// Whether this is ``identity`` (`CGAffineTransform.isIdentity`).
    package var isIdentity: Bool { self == .identity }

    /// The signed area scale, `a·d − b·c`.
    ///
    /// Zero means the map flattens the
    /// plane onto a line or a point and cannot be undone.
    package var determinant: Double { a * d - b * c }

    /// The six components as `[a, b, c, d, tx, ty]`, CoreGraphics's order.
    package var components: [Double] { [a, b, c, d, tx, ty] }

    /// The map that applies `self` first and then `t2`.
    ///
    /// This is `CGAffineTransformConcat(self, t2)`, the matrix product
    /// self · t2.
    ///
    ///     LayoutTransform(translationX: 10, y: 0).concatenating(LayoutTransform(scaleX: 2, y: 2))
    ///     // moves (1, 1) to (11, 1), then to (22, 2)
    package func concatenating(_ t2: LayoutTransform) -> LayoutTransform {
        LayoutTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The map that undoes `self`, or nil when there is none.
    ///
    /// There is none when the determinant is 0 or not finite, or when the
    /// inverse would overflow.
    ///
    /// CoreGraphics's `inverted()` returns the transform unchanged in that
    /// case, which silently applies the wrong map; nil makes the caller
    /// decide.
    package func inverted() -> LayoutTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = LayoutTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return inverse.isFinite ? inverse : nil
    }

    private var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The components with their names: `(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)`.
    public var description: String {
        let parts = zip(["a", "b", "c", "d", "tx", "ty"], components).map { "\($0): \(formatNumber($1))" }
        return "(\(parts.joined(separator: ", ")))"
    }
}
