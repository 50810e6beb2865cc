// Must not compile for an iOS 12 deployment target: traitOverrides is
// iOS 17.0 and later
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc),
// and nothing checks `#available`. It does compile on Linux, where
// iOS availability is not enforced.
import UIKit

@MainActor
func override(_ controller: UIViewController) {
    controller.traitOverrides.horizontalSizeClass = .compact
}
