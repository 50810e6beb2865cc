// The mail app of Examples/Mail.layout in UIKit: three view controllers in
// the regions the rules lay out, which follow the window the app has on
// iPad (full screen, a Split View side, Slide Over, a Stage Manager
// window), not the device.
import UIKit
import LayoutRules
import LayoutRulesUIKit

@available(iOS 13.0, *)
final class MailSplitViewController: LayoutRulesContainerViewController {
    private let mailboxes = UIViewController(nibName: nil, bundle: nil)
    private let list = UIViewController(nibName: nil, bundle: nil)
    private let message = UIViewController(nibName: nil, bundle: nil)
    private let regions = RegionViews()

    override func viewDidLoad() {
        super.viewDidLoad()
        for (child, region) in [(mailboxes, "mailboxes"), (list, "list"), (message, "message")] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            // A region the current rules do not lay out (the message in one
            // column) hides its view.
            regions.add(child.view, for: region)
        }
    }

    override func rulesDidChangeTraits(_ traits: ResolvedTraits) {
        let showBack = traits["show-back-button"] == .boolean(true)
        message.navigationItemBackButtonHidden(!showBack)
        // The kind of window is in the environment the rules saw: Slide
        // Over floats over another app, so keep it light.
        let floating = tracker.environment?.window == .slideOver
        list.view.isUserInteractionEnabled = true
        mailboxes.view.isHidden = floating || traits["columns"] != .number(3)
    }

    override func rulesDidChangeFrames(_ frames: FrameLayout) {
        regions.place(frames)
    }
}

@available(iOS 13.0, *)
extension UIViewController {
    /// Stands in for the app's navigation code.
    fileprivate func navigationItemBackButtonHidden(_ hidden: Bool) {}
}
