// Places a SwiftUI view where a region of the nearest layoutRules(_:)
// modifier's layout is.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRulesBase
import LayoutRulesRuntime

/// Places the view it modifies at a region's frame, in the coordinates of
/// the nearest `layoutRules(_:)` modifier's container.
///
/// The view gets the region's size with `frame(width:height:)`, its
/// transform with `transformEffect(_:)` (about its top-left corner, which
/// ``ViewPlacement/originAnchoredTransform`` accounts for) and its centre
/// with `position(x:y:)`, through every transform of the regions that
/// contain it. Put the placed views directly in a container that fills
/// the modified view, such as a `ZStack`.
///
/// **Identity.** A region the matching rules stop laying out is hidden,
/// never removed: the view keeps one structural identity whatever the
/// rules say, so its `@State`, scroll position and focus survive a region
/// that disappears and comes back. SwiftUI gives the two branches of an
/// `if`/`else` two identities and discards the state of the branch it
/// leaves ("Demystify SwiftUI", WWDC21); a view that changes only through
/// modifier values keeps it. The hidden view stays at its last size and
/// place, fully transparent (`opacity(0)`), ignores touches
/// (`allowsHitTesting(false)`) and is left out of accessibility
/// (`accessibilityHidden(true)`). A region that was never laid out is
/// hidden at zero size.
///
/// **Updates.** The view reads only its own region's entry in
/// ``RegionPlacements`` through an `EquatableView`, so when a resize moves
/// other regions and not this one, SwiftUI skips it
/// (``RegionPlacements/changedRegions(since:)`` names the views that do
/// update).
public struct LayoutRegionModifier: ViewModifier {
    /// The dotted name of the region (`content.header`).
    public let region: String
    @Environment(\.layoutRegionPlacements) private var placements

    /// A modifier that places a view at a region.
    public init(region: String) {
        self.region = region
    }

    /// The content placed at the region, or hidden where it last was.
    public func body(content: Content) -> some View {
        PlacedRegion(entry: placements[region], content: content).equatable()
    }
}

/// The content at one region's placement: equal when the placement is,
/// so SwiftUI re-evaluates it only when its own region changed.
struct PlacedRegion: View, Equatable {
    let entry: RegionPlacements.Entry?
    /// The modified view; SwiftUI updates it on its own, so it takes no
    /// part in the comparison.
    let content: LayoutRegionModifier.Content

    nonisolated static func == (a: PlacedRegion, b: PlacedRegion) -> Bool {
        a.entry == b.entry
    }

    var body: some View {
        // One chain of modifiers in every case: the content's identity
        // never depends on whether the region is laid out.
        // A region never laid out: zero size at the origin.
        let placement = entry?.placement
        let shown = entry?.isLaidOut ?? false
        return content
            .frame(width: CGFloat(placement?.size.width ?? 0), height: CGFloat(placement?.size.height ?? 0))
            .transformEffect(Self.cgTransform(placement?.originAnchoredTransform ?? .identity))
            .position(x: CGFloat(placement?.center.x ?? 0), y: CGFloat(placement?.center.y ?? 0))
            .opacity(shown ? 1 : 0)
            .allowsHitTesting(shown)
            .accessibilityHidden(!shown)
    }

    private static func cgTransform(_ t: LayoutTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension View {
    /// Places this view at a region of the nearest `layoutRules(_:)`
    /// modifier's layout, hiding it (state kept) where the rules do not
    /// lay the region out (see ``LayoutRegionModifier``).
    public func layoutRegion(_ name: String) -> some View {
        modifier(LayoutRegionModifier(region: name))
    }
}
#endif
