// Places views where the rules' regions are: bounds + center + transform,
// never frame, and only what changed.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesRuntime

extension UIView {
    /// Places the view: the size of its bounds (keeping the bounds'
    /// origin), its centre in the superview and its transform.
    ///
    /// `frame` is never set: UIKit documents it as undefined when the
    /// transform is not the identity. Pass `placement.changes(from:)` as
    /// `changes` to set only what differs from the last placement.
    @MainActor
    public func apply(_ placement: ViewPlacement, changes: ViewPlacement.Changes = .all) {
        if changes.contains(.size) {
            bounds = CGRect(origin: bounds.origin, size: CGSize(placement.size))
        }
        if changes.contains(.center) {
            center = CGPoint(placement.center)
        }
        if changes.contains(.transform) {
            transform = CGAffineTransform(placement.transform)
        }
    }
}

/// The views that show a layout's regions, placed from its frames.
///
/// Register each view with the region it shows and the region whose view
/// is its superview (nil when its superview shows the whole layout). A
/// ``LayoutRulesContainerViewController`` places its own `regionViews`
/// whenever the frames change, with frames snapped to the display's pixel
/// grid and alongside a rotation's animation:
///
///     regionViews.add(sidebarView, for: "sidebar")
///     regionViews.add(headerView, for: "content.header", in: "content")
///
/// Elsewhere, place them with pixel-aligned frames yourself:
///
///     regions.place(rules.placementLayout(frames, in: environment))
///
/// A view whose region the matching rules do not lay out is hidden, and
/// shown again when they do. Each view gets only the properties that
/// changed since it was last placed.
@MainActor
public final class RegionViews {
    private struct Entry {
        let view: UIView
        let container: String?
        var placement: ViewPlacement?
    }

    private var entries: [String: Entry] = [:]

    /// No views yet.
    public init() {}

    /// Shows `region` in `view`, whose superview shows `container` (nil:
    /// the whole layout). Replaces an earlier view for the region.
    public func add(_ view: UIView, for region: String, in container: String? = nil) {
        entries[region] = Entry(view: view, container: container, placement: nil)
    }

    /// Stops placing the view of a region; the view itself is left as it is.
    public func remove(_ region: String) {
        entries[region] = nil
    }

    /// The view registered for a region.
    public func view(for region: String) -> UIView? {
        entries[region]?.view
    }

    /// Places every registered view from the frames, setting only what
    /// changed, and hides the views of regions the frames do not have.
    /// Pass pixel-aligned frames (``LayoutEvaluator/placementLayout(_:in:)``):
    /// they are set as they are.
    public func place(_ frames: FrameLayout) {
        for (region, entry) in entries {
            guard let placement = frames.placement(of: region, in: entry.container) else {
                if !entry.view.isHidden { entry.view.isHidden = true }
                continue
            }
            if entry.view.isHidden { entry.view.isHidden = false }
            entry.view.apply(placement, changes: placement.changes(from: entry.placement))
            entries[region]?.placement = placement
        }
    }
}
#endif
