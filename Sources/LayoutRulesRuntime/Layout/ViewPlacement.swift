import LayoutRulesBase

/// What to set on a view to place it where a region is: the size of its
/// bounds, its centre in the superview's coordinates and its transform.
///
/// A view is placed by
/// [`bounds`](https://developer.apple.com/documentation/uikit/uiview/bounds),
/// [`center`](https://developer.apple.com/documentation/uikit/uiview/center)
/// and [`transform`](https://developer.apple.com/documentation/uikit/uiview/transform),
/// never by `frame`: UIKit documents a view's frame as undefined when its
/// transform is not the identity, and setting one then gives the view a
/// size nobody asked for. The three properties are independent of each
/// other, so they can be set in any order, and comparing with the
/// placement applied last (``changes(from:)``) sets only what changed.
///
///     let placement = frames.placement(of: "sidebar", in: nil)!   // the view is a subview of the root
///     view.bounds.size = CGSize(width: placement.size.width, height: placement.size.height)
///     view.center = CGPoint(x: placement.center.x, y: placement.center.y)
///
/// The transform applies about the centre, as UIKit's does with the
/// default anchor point; ``originAnchoredTransform`` is the same map for
/// APIs that transform about the top-left corner.
public struct ViewPlacement: Sendable, Hashable, CustomStringConvertible {
    /// The size of the view's bounds, in its own points.
    public var size: Size
    /// The view's centre in its superview's coordinates.
    public var center: Point
    /// The transform about the centre; its translation, if any, moves the
    /// view further.
    public var transform: LayoutTransform

    /// A placement from its parts.
    init(size: Size, center: Point, transform: LayoutTransform = .identity) {
        self.size = size
        self.center = center
        self.transform = transform
    }

    /// The placement of an untransformed view whose frame is `frame`.
    init(frame: Rect) {
        self.init(size: frame.size, center: frame.center)
    }

    /// The placement of a region in its parent region's coordinates: the
    /// region's bounds size, centre and transform as the layout solved them.
    init(_ region: RegionFrame) {
        self.init(size: region.layoutFrame.size, center: region.center, transform: region.transform)
    }

    /// The view's frame, or nil when the transform is not the identity and
    /// a frame would be undefined.
    public var frame: Rect? {
        guard transform.isIdentity else { return nil }
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Maps the view's own coordinates (origin at its top-left corner) to
    /// its superview's: what the three properties do together.
    var toSuperview: LayoutTransform {
        LayoutTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(transform)
            .concatenating(LayoutTransform(translationX: center.x, y: center.y))
    }

    /// The transform about the view's top-left corner that has the same
    /// effect as ``transform`` about its centre.
    ///
    /// Use it where a transform is applied in the view's own coordinates
    /// with the origin at the top-left corner, as for a layer whose anchor
    /// point is (0, 0), or a SwiftUI view positioned by its centre and
    /// transformed with `transformEffect(_:)`. The identity stays the
    /// identity.
    public var originAnchoredTransform: LayoutTransform {
        guard !transform.isIdentity else { return .identity }
        let half = LayoutTransform(translationX: size.width / 2, y: size.height / 2)
        return LayoutTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(transform)
            .concatenating(half)
    }

    /// Which of the three properties differ between two placements.
    public struct Changes: OptionSet, Sendable, Hashable {
        /// The changes as bits: size, center, transform.
        public let rawValue: UInt8
        /// Changes from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The bounds' size differs: set `bounds.size`.
        public static let size = Changes(rawValue: 1 << 0)
        /// The centre differs: set `center`.
        public static let center = Changes(rawValue: 1 << 1)
        /// The transform differs: set `transform`.
        public static let transform = Changes(rawValue: 1 << 2)
        /// All three, what a view that was never placed needs.
        public static let all: Changes = [.size, .center, .transform]
    }

    /// What to set on a view that was placed at `previous` (nil: never
    /// placed, so everything).
    ///
    /// An adapter sets only what this reports, so a view that did not move
    /// is left alone (nothing to animate, no property observers run).
    public func changes(from previous: ViewPlacement?) -> Changes {
        guard let previous else { return .all }
        var changes: Changes = []
        if size != previous.size { changes.insert(.size) }
        if center != previous.center { changes.insert(.center) }
        if transform != previous.transform { changes.insert(.transform) }
        return changes
    }

    /// The size and centre as `(width x height) at (x, y)`, with the transform when there is one.
    public var description: String {
        "\(size) at \(center)" + (transform.isIdentity ? "" : " transform \(transform)")
    }
}

extension FrameLayout {
    /// Where to place the view of a region inside the view of another
    /// region (or of the window), so that it appears exactly where the
    /// layout puts it.
    ///
    /// When `container` is the region's parent (nil for a top-level
    /// region) this is the region's own size, centre and transform. For
    /// any other container, such as a flat hierarchy where every region's
    /// view is a subview of one root view, the centre is converted through
    /// every transform on the way and the transform is the combined linear
    /// part, so that the view's own coordinates map to the container's
    /// exactly as ``convert(_:from:to:)->Point?`` maps them.
    ///
    ///     frames.placement(of: "content.header", in: nil)         // a subview of the root
    ///     frames.placement(of: "content.header", in: "content")   // a subview of content's view
    ///
    /// - Returns: Nil for an unknown name, or when the container's
    ///   transform cannot be inverted (a zero scale squashes it flat).
    public func placement(of name: String, in container: String?) -> ViewPlacement? {
        guard let index = index(of: name) else { return nil }
        let region = regions[index]
        let parentName = region.parent.map { regions[$0].name }
        if parentName == container { return ViewPlacement(region) }
        guard let map = conversionToContainer(region, container) else { return nil }
        let size = region.layoutFrame.size
        let center = Point(x: size.width / 2, y: size.height / 2).applying(map)
        let linear = LayoutTransform(a: map.a, b: map.b, c: map.c, d: map.d, tx: 0, ty: 0)
        return ViewPlacement(size: size, center: center, transform: linear)
    }

    /// The map from a region's own coordinates to a container's.
    private func conversionToContainer(_ region: RegionFrame, _ container: String?) -> LayoutTransform? {
        guard let container else { return region.toWindow }
        guard let target = self[container], let down = target.toWindow.inverted() else { return nil }
        return region.toWindow.concatenating(down)
    }
}
