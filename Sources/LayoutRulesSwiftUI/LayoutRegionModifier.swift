// Places a SwiftUI view where a region of the nearest layoutRules(_:)
// modifier's layout is.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRules

/// Places the view it modifies at a region's frame, in the coordinates of
/// the nearest `layoutRules(_:)` modifier's container.
///
/// The view gets the region's size with `frame(width:height:)`, its
/// transform with `transformEffect(_:)` (about its top-left corner, which
/// ``ViewPlacement/originAnchoredTransform`` accounts for) and its centre
/// with `position(x:y:)`, through every transform of the regions that
/// contain it. Put the placed views directly in a container that fills
/// the modified view, such as a `ZStack`. A view whose region the matching
/// rules do not lay out is hidden.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LayoutRegionModifier: ViewModifier {
    /// The dotted name of the region (`content.header`).
    public let region: String
    @Environment(\.layoutFrames) private var frames

    /// A modifier that places a view at a region.
    public init(region: String) {
        self.region = region
    }

    /// The content placed at the region, or hidden.
    public func body(content: Content) -> some View {
        if let placement = frames.placement(of: region, in: nil) {
            content
                .frame(width: CGFloat(placement.size.width), height: CGFloat(placement.size.height))
                .transformEffect(Self.cgTransform(placement.originAnchoredTransform))
                .position(x: CGFloat(placement.center.x), y: CGFloat(placement.center.y))
        } else {
            content.hidden()
        }
    }

    private static func cgTransform(_ t: LayoutTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Places this view at a region of the nearest `layoutRules(_:)`
    /// modifier's layout (see ``LayoutRegionModifier``).
    public func layoutRegion(_ name: String) -> some View {
        modifier(LayoutRegionModifier(region: name))
    }
}
#endif
