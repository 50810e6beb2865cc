// Must not compile: the label is `forChild:`
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)).
import UIKit

@MainActor
func override(_ parent: UIViewController, _ child: UIViewController) {
    parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), for: child)
}
