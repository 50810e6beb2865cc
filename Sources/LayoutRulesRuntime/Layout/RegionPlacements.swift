import LayoutRulesBase

// Where each region's view goes when every region is placed in one
// container (SwiftUI's `layoutRegion(_:)` does this), what a view whose
// region stops being laid out keeps, and which regions moved between two
// layouts. The SwiftUI adapter publishes one of these and each region view
// compares only its own entry, so a resize updates only the regions that
// moved; the comparison is here so that a test can count the updates.

/// The placement of every region's view in the container the whole layout
/// fills, with the last placement of regions the rules no longer lay out.
///
/// A view placed by region name reads only its own ``Entry``, an
/// `Equatable` value: when an update leaves it equal, the view has nothing
/// to do. ``changedRegions(since:)`` names the regions whose entry differs,
/// which are the only views an update touches:
///
///     var placements = RegionPlacements(frames)
///     let next = placements.updated(with: resizedFrames)
///     next.changedRegions(since: placements)   // ["content"]: the sidebar did not move
///
/// A region that disappears keeps its last placement and is marked
/// ``Entry/isLaidOut`` false, so its view can be hidden where it was, at
/// the size it had, instead of being removed (which would reset its state
/// and scroll position) or squashed to nothing.
public struct RegionPlacements: Sendable, Hashable {
    /// One region's view: where it goes and whether the rules lay it out.
    public struct Entry: Sendable, Hashable {
        /// Size, centre and transform in the container; for a region that
        /// is not laid out, the last one it had.
        public var placement: ViewPlacement
        /// Whether the matching rules lay the region out; a view whose
        /// region is not laid out is hidden.
        public var isLaidOut: Bool

        /// An entry from its parts.
        public init(placement: ViewPlacement, isLaidOut: Bool) {
            self.placement = placement
            self.isLaidOut = isLaidOut
        }
    }

    /// The entries by dotted region name.
    public private(set) var entries: [String: Entry] = [:]

    /// No regions: what a view sees before the first layout.
    public init() {}

    /// The placements of every region of a layout in the container the
    /// layout fills (``FrameLayout/placement(of:in:)`` with no container).
    ///
    /// - Parameters:
    ///   - frames: The solved layout.
    ///   - rightToLeft: Whether the container lays out right to left, as
    ///     SwiftUI does under `LayoutDirection.rightToLeft`, where a view's
    ///     x position is measured from the right edge of its parent (see
    ///     ``ViewPlacement/mirrored(inWidth:)``).
    public init(_ frames: FrameLayout, rightToLeft: Bool = false) {
        self = RegionPlacements().updated(with: frames, rightToLeft: rightToLeft)
    }

    /// The region's entry, or nil for a region never laid out.
    public subscript(region: String) -> Entry? { entries[region] }

    /// The placements of a new layout; a region laid out before and not
    /// now keeps its last placement with ``Entry/isLaidOut`` false.
    public func updated(with frames: FrameLayout, rightToLeft: Bool = false) -> RegionPlacements {
        var next = RegionPlacements()
        next.entries.reserveCapacity(Swift.max(entries.count, frames.count))
        for region in frames {
            guard var placement = frames.placement(of: region.name, in: nil) else { continue }
            if rightToLeft { placement = placement.mirrored(inWidth: frames.windowSize.width) }
            next.entries[region.name] = Entry(placement: placement, isLaidOut: true)
        }
        for (name, entry) in entries where next.entries[name] == nil {
            next.entries[name] = Entry(placement: entry.placement, isLaidOut: false)
        }
        return next
    }

    /// The regions whose entry differs from `previous`: moved, resized,
    /// transformed, shown or hidden. These are the only region views an
    /// update from `previous` to this changes.
    public func changedRegions(since previous: RegionPlacements) -> Set<String> {
        var changed = Set<String>()
        for (name, entry) in entries where previous.entries[name] != entry { changed.insert(name) }
        for name in previous.entries.keys where entries[name] == nil { changed.insert(name) }
        return changed
    }
}

extension ViewPlacement {
    /// The same placement in a parent of the given width whose x axis runs
    /// from the right edge leftward: SwiftUI's coordinates under a
    /// right-to-left layout direction.
    ///
    /// SwiftUI "horizontally flips the x position of each view within its
    /// parent" in a right-to-left layout, and a view's origin is then its
    /// top-right corner with positive x toward the left
    /// ([`LayoutDirection`](https://developer.apple.com/documentation/swiftui/layoutdirection),
    /// [`UnitPoint`](https://developer.apple.com/documentation/swiftui/unitpoint/init())).
    /// Rules place regions by left and right edges, as UIKit does, so a
    /// SwiftUI container in a right-to-left layout takes the mirrored
    /// placement to show each region where UIKit shows it: the centre's x
    /// measured from the right, and the transform seen through the same
    /// mirror (a rotation turns the other way in flipped coordinates, so
    /// it looks the same on screen).
    ///
    ///     ViewPlacement(frame: Rect(x: 0, y: 0, width: 100, height: 50)).mirrored(inWidth: 400).center   // (350, 25)
    public func mirrored(inWidth width: Double) -> ViewPlacement {
        ViewPlacement(
            size: size, center: Point(x: width - center.x, y: center.y), transform: transform.mirroredHorizontally)
    }
}

extension LayoutTransform {
    /// The same map seen in coordinates whose x axis is reversed
    /// (`M · self · M` with `M` the reflection x → -x).
    public var mirroredHorizontally: LayoutTransform {
        LayoutTransform(a: a, b: -b, c: -c, d: d, tx: -tx, ty: ty)
    }
}
