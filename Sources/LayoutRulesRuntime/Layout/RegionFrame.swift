import LayoutRulesBase

/// One solved region, in UIView's terms.
///
/// A region's geometry is what a view's would be:
///
/// - ``bounds`` is in the region's own coordinate system, origin (0, 0),
///   as [`UIView.bounds`](https://developer.apple.com/documentation/uikit/uiview/bounds);
/// - ``center`` and ``frame`` are in the parent's coordinate system, as
///   [`UIView.center`](https://developer.apple.com/documentation/uikit/uiview/center)
///   and [`UIView.frame`](https://developer.apple.com/documentation/uikit/uiview/frame);
/// - ``transform`` applies about the centre, as
///   [`UIView.transform`](https://developer.apple.com/documentation/uikit/uiview/transform)
///   does with the default anchor point.
///
/// With a non-identity transform, `frame` is the bounding box of the
/// transformed bounds, which is only informative: UIKit documents a
/// view's frame as undefined then. Set a view's `bounds`, `center` and
/// `transform` from the region's, or convert with ``FrameLayout``'s
/// `convert(_:from:to:)`, to place things exactly.
///
///     if let header = frames["content.header"] {
///         headerView.bounds = CGRect(x: 0, y: 0, width: header.bounds.width, height: header.bounds.height)
///         headerView.center = CGPoint(x: header.center.x, y: header.center.y)
///     }
public struct RegionFrame: Sendable, Hashable {
    /// The dotted name (`content.header`).
    public var name: String
    /// The position of the parent region in its ``FrameLayout`` (`layout[parent]`);
    /// nil for a top-level region.
    public var parent: Int?
    /// The rectangle the layout properties describe, before the transform,
    /// in the parent's coordinates: what `left`, `width` and friends say
    /// and what references like `sidebar.right` read.
    public var layoutFrame: Rect
    /// The centre in the parent's coordinates (UIKit's `center`).
    public var center: Point
    /// The transform about the centre (UIKit's `transform`); ``LayoutTransform/identity``
    /// unless the layout sets `transform`.
    public var transform: LayoutTransform
    /// Maps the parent's coordinates to the window's.
    var parentToWindow: LayoutTransform

    /// UIKit's `bounds`: the size at origin (0, 0), in the region's own coordinates.
    public var bounds: Rect { Rect(x: 0, y: 0, width: layoutFrame.size.width, height: layoutFrame.size.height) }

    /// UIKit's `frame`: the layout frame, or with a transform the bounding
    /// box of the transformed bounds in the parent's coordinates.
    public var frame: Rect { transform.isIdentity ? layoutFrame : bounds.applying(toParent) }

    /// The bounding box of the region in window coordinates, through every
    /// transform on the way.
    ///
    /// Without transforms, it is the frame moved by every ancestor's origin.
    package var windowFrame: Rect {
        transform.isIdentity && parentToWindow.isTranslation
            ? Rect(
                x: layoutFrame.origin.x + parentToWindow.tx, y: layoutFrame.origin.y + parentToWindow.ty,
                width: layoutFrame.size.width, height: layoutFrame.size.height)
            : bounds.applying(toWindow)
    }

    /// Maps the region's own coordinates to its parent's.
    package var toParent: LayoutTransform {
        guard !transform.isIdentity else {
            return LayoutTransform(translationX: layoutFrame.origin.x, y: layoutFrame.origin.y)
        }
        return Self.toParent(width: layoutFrame.size.width, height: layoutFrame.size.height, center: center, transform: transform)
    }

    /// Maps the region's own coordinates to the window's.
    package var toWindow: LayoutTransform { toParent.concatenating(parentToWindow) }

    /// Drawable pixels of the bounds at a scale.
    ///
    /// This is the bounds' size times the scale, as a view's drawable size
    /// is its bounds times
    /// [`contentScaleFactor`](https://developer.apple.com/documentation/uikit/uiview/contentscalefactor).
    /// Pass ``LayoutEnvironment/nativeScale`` for the physical pixels a Metal
    /// layer should render. Nothing is rounded.
    func pixelSize(atScale scale: Double) -> Size {
        Size(width: layoutFrame.size.width * scale, height: layoutFrame.size.height * scale)
    }

    /// Own coordinates to the parent's: move the bounds' centre to the
    /// origin, apply the transform, move the origin to `center`.
    package static func toParent(width: Double, height: Double, center: Point, transform: LayoutTransform) -> LayoutTransform {
        LayoutTransform(translationX: -width * 0.5, y: -height * 0.5)
            .concatenating(transform)
            .concatenating(LayoutTransform(translationX: center.x, y: center.y))
    }

    package init(name: String, parent: Int? = nil, layoutFrame: Rect, center: Point, transform: LayoutTransform, parentToWindow: LayoutTransform) {
        self.name = name
        self.parent = parent
        self.layoutFrame = layoutFrame
        self.center = center
        self.transform = transform
        self.parentToWindow = parentToWindow
    }
}

extension LayoutTransform {
    /// Whether the transform only moves points (a pure translation).
    var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// A rotation by degrees. Multiples of 90 degrees are exact (0 and 1,
    /// not 6.1e-17), so a quarter turn gives whole-number frames.
    ///
    /// The angle is first reduced modulo 360 in degrees, which is exact
    /// (`truncatingRemainder` rounds nothing): `1e20deg` is 280 degrees,
    /// whereas `1e20 / 90` or `1e20 * π / 180` lose every digit of the turn
    /// and would give the identity or an arbitrary angle.
    package init(rotationDegrees angle: Double) {
        let degrees = angle.truncatingRemainder(dividingBy: 360)
        let quarter = degrees / 90
        if quarter.isFinite, quarter == quarter.rounded() {
            let turns = Int(quarter.truncatingRemainder(dividingBy: 4))
            let (cosine, sine): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][(turns + 4) % 4]
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        } else {
            self.init(rotationAngle: degrees * Double.pi / 180)
        }
    }
}
