// Must not compile for the package's iOS 16 deployment target: the
// settings' traits, such as UITraitPreferredContentSizeCategory, are
// iOS 17.0 and later
// (https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory-swift.struct),
// and nothing checks `#available`. It does compile on Linux, where iOS
// availability is not enforced.
import UIKit

@MainActor
func watchTextSize(_ view: UIView) {
    view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: UIView, _: UITraitCollection) in
        view.setNeedsLayout()
    }
}
