// Must not compile in Swift 6: UIView is main-actor isolated
// (https://developer.apple.com/documentation/uikit/uiview), and this
// function is not.
import UIKit

func width(of view: UIView) -> CGFloat {
    view.bounds.width
}
