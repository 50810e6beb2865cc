// Compiles only in the Foundation pass, where UIKit re-exports Foundation
// as the SDK's does: Foundation's AffineTransform
// (https://developer.apple.com/documentation/foundation/affinetransform)
// is in scope beside LayoutRules' LayoutTransform and the adapters, so
// the adapters and examples were checked against both names.
import UIKit
import LayoutRules
import LayoutRulesUIKit

func bothTransforms() -> (AffineTransform, LayoutTransform) {
    (AffineTransform(), LayoutTransform.identity)
}
