// A Metal canvas whose drawable has the screen's physical pixels: on a
// 5.5-inch iPhone (scale 3, native scale 2.608) a 414x736-point view gets a
// 1080x1920 drawable, not 1242x2208 resampled on every frame.
import UIKit
import Metal
import QuartzCore
import LayoutRules
import LayoutRulesUIKit

final class MetalCanvasView: LayoutRulesMetalView {
    private var renderTargetSize: Size?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if metalLayer?.device == nil {
            metalLayer?.device = MTLCreateSystemDefaultDevice()
            metalLayer?.pixelFormat = .bgra8Unorm
        }
    }

    /// Called with the new drawable size in whole pixels, only when it changes.
    override func drawableSizeDidChange(_ size: Size) {
        renderTargetSize = size
        // Recreate depth and multisample textures of `size` here, then draw
        // into metalLayer?.nextDrawable().
    }
}
