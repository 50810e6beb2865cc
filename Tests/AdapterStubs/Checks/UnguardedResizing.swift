// Must not compile for the package's iOS 16 deployment target:
// isInteractivelyResizing is iOS 26.0 and later
// (https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/isinteractivelyresizing),
// and nothing checks `#available`. It does compile on Linux, where iOS
// availability is not enforced.
import UIKit

@MainActor
func isResizing(_ scene: UIWindowScene) -> Bool {
    scene.effectiveGeometry.isInteractivelyResizing
}
