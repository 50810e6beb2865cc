// Must not compile in Swift 6: UIAccessibility's status is read on the
// main actor
// (https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled:
// `@MainActor static var isReduceMotionEnabled`), and this function is not.
import UIKit

func prefersReducedMotion() -> Bool {
    UIAccessibility.isReduceMotionEnabled
}
