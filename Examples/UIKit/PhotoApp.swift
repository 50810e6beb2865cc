// The photo browser of Examples/PhotoApp.layout in UIKit: one layout per
// device and orientation, as in the article "Unique Layouts for iPhone and
// iPad with Size Classes", whose navigation-controller subclass computed
// the size classes in code. Here the container is LayoutRules' and the
// size classes come from the rules: the device-orientation preset gives
// iPad portrait regular/regular, iPad landscape regular/compact, iPhone
// portrait compact/regular and iPhone landscape compact/compact.
//
//     let rules = try loadPhotoRules()   // Examples/UIKit/LoadRules.swift
//     window.rootViewController = PhotoContainerViewController(ruleSet: rules)
import UIKit
import LayoutRules
import LayoutRulesUIKit

/// The container: the grid as a child view controller, the album sidebar
/// and the info strip as plain views, all placed from the rules' frames.
@available(iOS 13.0, *)
final class PhotoContainerViewController: LayoutRulesContainerViewController {
    private let grid = PhotoGridViewController(nibName: nil, bundle: nil)
    private let albums = UIView(frame: .zero)
    private let info = UIView(frame: .zero)
    private let regions = RegionViews()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(grid)
        view.addSubview(grid.view)
        grid.didMove(toParent: self)
        view.addSubview(albums)
        view.addSubview(info)
        // Each view is a subview of the container's view, which shows the
        // whole layout: placements go through every region on the way.
        regions.add(grid.view, for: "grid")
        regions.add(albums, for: "sidebar")
        regions.add(info, for: "info")
    }

    override func rulesDidChangeTraits(_ traits: ResolvedTraits) {
        if case .number(let columns)? = traits["columns"] { grid.columns = Int(columns) }
    }

    override func rulesDidChangeFrames(_ frames: FrameLayout) {
        regions.place(frames)
    }
}

/// The grid. Its size classes are the container's override, so the four
/// device and orientation cases are the four size-class pairs.
@available(iOS 13.0, *)
final class PhotoGridViewController: UIViewController {
    var columns = 3 {
        didSet { if columns != oldValue { view.setNeedsLayout() } }
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
