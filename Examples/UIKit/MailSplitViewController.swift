// The mail app of Examples/Mail.layout in UIKit: three view controllers in
// the regions the rules lay out, which follow the window the app has on
// iPad (full screen, a Split View side, Slide Over, a Stage Manager
// window), not the device. MailLayout is generated from Mail.layout by
// LayoutRulesPlugin, so the traits are typed.
//
//     window.rootViewController = MailSplitViewController(rules: MailLayout.rules)
//
// While the user drags a Stage Manager window's edge across the 600- or
// 1000-point breakpoint, the container holds the columns until the width
// is 20 points past it (LayoutTracker's hysteresis), so the message does
// not jump between one and two columns; the scene delegate tells it when
// the drag ends:
//
//     func windowScene(_ scene: UIWindowScene, didUpdateEffectiveGeometry previous: UIWindowScene.Geometry) {
//         mailContainer.updateRules()
//     }
import UIKit
import LayoutRules
import LayoutRulesUIKit

final class MailSplitViewController: LayoutRulesContainerViewController<MailLayout.Rules> {
    private let mailboxes = UIViewController(nibName: nil, bundle: nil)
    private let list = UIViewController(nibName: nil, bundle: nil)
    private let message = MessageViewController(nibName: nil, bundle: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        for (child, region) in [(mailboxes, "mailboxes"), (list, "list"), (message, "message")] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            // The view of a region the current rules do not lay out (the
            // message and the mailboxes in one column) is hidden.
            regionViews.add(child.view, for: region)
        }
    }

    override func rulesDidChangeTraits(_ traits: MailLayout.Traits) {
        message.showsBackButton = traits.showBackButton
        // The environment the rules saw says what kind of window this is:
        // a Slide Over window floats over another app.
        message.isFloating = tracker.environment?.window == .slideOver
    }
}

final class MessageViewController: UIViewController {
    /// In one column the message covers the list and needs a way back.
    var showsBackButton = false
    /// Over another app: keep the toolbar short.
    var isFloating = false
}
