// The photo browser of Examples/PhotoApp.layout in UIKit: one layout per
// device and orientation, as in the article "Unique Layouts for iPhone and
// iPad with Size Classes", whose navigation-controller subclass computed
// the size classes in code. Here the container is LayoutRules' and the
// decision is the rules'.
//
// PhotoApp.layout is in the app target's sources with LayoutRulesPlugin,
// which generates PhotoAppLayout (PhotoAppLayout.swift) at build time:
// the traits and frames are typed, so `traits.columns` is an Int and a
// trait the rules stop setting is a compile error, not a nil at run time.
//
//     window.rootViewController = PhotoContainerViewController(rules: PhotoAppLayout.rules)
//
// A rule set loaded at run time works the same way, with traits read by
// name (`LayoutRulesContainerViewController(rules: try loadPhotoRules())`,
// Examples/UIKit/LoadRules.swift).
import UIKit
import LayoutRules
import LayoutRulesUIKit

/// The container: the grid as a child view controller, the album sidebar
/// and the info strip as plain views, all placed at their regions.
final class PhotoContainerViewController: LayoutRulesContainerViewController<PhotoAppLayout.Rules> {
    private let grid = PhotoGridViewController(nibName: nil, bundle: nil)
    private let albums = UIView(frame: .zero)
    private let info = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(grid)
        view.addSubview(grid.view)
        grid.didMove(toParent: self)
        view.addSubview(albums)
        view.addSubview(info)
        // Each view is a subview of the container's view, which shows the
        // whole layout. The container places them with pixel-aligned
        // frames, alongside a rotation's animation, and hides the view of
        // a region the current layout does not have (the sidebar in
        // portrait).
        regionViews.add(grid.view, for: "grid")
        regionViews.add(albums, for: "sidebar")
        regionViews.add(info, for: "info")
    }

    override func rulesDidChangeTraits(_ traits: PhotoAppLayout.Traits) {
        grid.columns = traits.columns
        grid.thumbnailSize = CGFloat(Double(traits.thumbnailSize))
    }

    override func rulesDidChangeFrames(_ frames: PhotoAppLayout.Frames) {
        // The typed frames name what the layout has: the sidebar and its
        // header exist in iPad landscape only.
        albums.isUserInteractionEnabled = frames.sidebar != nil
    }
}

/// The grid. Its size classes are the container's override when the rules
/// name them (the `device-orientation` preset does, per device and
/// orientation), and on iOS 17 every trait reaches it as a custom trait.
final class PhotoGridViewController: UIViewController {
    var columns = 3 {
        didSet { if columns != oldValue { view.setNeedsLayout() } }
    }
    var thumbnailSize: CGFloat = 124 {
        didSet { if thumbnailSize != oldValue { view.setNeedsLayout() } }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let landscape = traitCollection.verticalSizeClass == .compact
        let pad = traitCollection.horizontalSizeClass == .regular
        layoutCells(columns: columns, wide: landscape, large: pad)
        if #available(iOS 17.0, *) {
            // Every trait the rules resolved reaches the child as a custom trait.
            if case .string(let title)? = traitCollection.layoutRules["title"] { self.title = title }
        }
    }

    private func layoutCells(columns: Int, wide: Bool, large: Bool) {
        // Size the collection view's cells here.
    }
}
