// A view backed by a CAMetalLayer whose drawable has the screen's physical
// pixels: contentScaleFactor from the native scale, drawableSize from the
// bounds, updated only when it changes.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import QuartzCore
import LayoutRulesBase
import LayoutRulesDevices

/// A view whose layer is a `CAMetalLayer` sized to the screen's physical
/// pixels.
///
/// On screens where UIKit renders at one scale and the panel has another
/// (`UIScreen.scale` 3 and `nativeScale` 2.608 on a 5.5-inch iPhone), a
/// drawable sized at `scale` is resampled on every frame. This view sets
/// its `contentScaleFactor` to the screen's native scale when it moves to
/// a window, and the layer's `drawableSize` to its bounds at that scale,
/// in whole pixels, whenever that changes (``WindowMetrics/contentScale``,
/// ``Size/drawableSize(contentScale:)``). Render into
/// `metalLayer.nextDrawable()` as usual; override
/// ``drawableSizeDidChange(_:)`` to resize render targets.
@MainActor
open class LayoutRulesMetalView: UIView {
    /// The layer class: `CAMetalLayer`.
    open override class var layerClass: AnyClass { CAMetalLayer.self }

    /// The view's layer.
    public var metalLayer: CAMetalLayer? { layer as? CAMetalLayer }

    /// The drawable size last set, in pixels; nil before the view is in a
    /// window with a non-empty size.
    public private(set) var drawableSize: Size?

    /// Takes the screen's native scale on entering a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateDrawableSize()
    }

    /// Resizes the drawable when the bounds changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDrawableSize()
    }

    /// Called after the drawable size changed. The default does nothing.
    open func drawableSizeDidChange(_ size: Size) {}

    private func updateDrawableSize() {
        guard window != nil else { return }
        let scale = WindowMetrics(view: self).contentScale
        if contentScaleFactor != CGFloat(scale) { contentScaleFactor = CGFloat(scale) }
        guard let size = Size(bounds.size).drawableSize(contentScale: scale), size != drawableSize else { return }
        drawableSize = size
        metalLayer?.drawableSize = CGSize(size)
        drawableSizeDidChange(size)
    }
}
#endif
