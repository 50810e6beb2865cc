// The mail app of Examples/Mail.layout in UIKit: three view controllers in
// the regions the rules lay out, which follow the window the app has on
// iPad (full screen, a Split View side, Slide Over, a Stage Manager
// window), not the device.
//
//     let rules = try loadMailRules()   // Examples/UIKit/LoadRules.swift
//     window.rootViewController = MailSplitViewController(ruleSet: rules)
import UIKit
import LayoutRules
import LayoutRulesUIKit

@available(iOS 13.0, *)
final class MailSplitViewController: LayoutRulesContainerViewController {
    private let mailboxes = UIViewController(nibName: nil, bundle: nil)
    private let list = UIViewController(nibName: nil, bundle: nil)
    private let message = MessageViewController(nibName: nil, bundle: nil)
    private let regions = RegionViews()

    override func viewDidLoad() {
        super.viewDidLoad()
        for (child, region) in [(mailboxes, "mailboxes"), (list, "list"), (message, "message")] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            // The view of a region the current rules do not lay out (the
            // message and the mailboxes in one column) is hidden.
            regions.add(child.view, for: region)
        }
    }

    override func rulesDidChangeTraits(_ traits: ResolvedTraits) {
        message.showsBackButton = traits["show-back-button"] == .boolean(true)
        // The environment the rules saw says what kind of window this is:
        // a Slide Over window floats over another app.
        message.isFloating = tracker.environment?.window == .slideOver
    }

    override func rulesDidChangeFrames(_ frames: FrameLayout) {
        regions.place(frames)
    }
}

@available(iOS 13.0, *)
final class MessageViewController: UIViewController {
    /// In one column the message covers the list and needs a way back.
    var showsBackButton = false
    /// Over another app: keep the toolbar short.
    var isFloating = false
}
