import LayoutRulesBase

// What a live app knows about its window, and the environment the rules
// see from it. The UIKit and SwiftUI adapters only read UIKit's values
// into a `WindowMetrics`; every decision about them is made here, where
// it runs (and is tested) on any platform.

/// What UIKit reports about a window and the view the rules lay out,
/// before any interpretation.
///
/// Fill it from a live window scene, view or trait collection (the
/// `LayoutRulesUIKit` module does) and turn it into the ``LayoutEnvironment``
/// rules are evaluated in with ``LayoutEnvironment/init(_:)``:
///
///     let metrics = WindowMetrics(
///         size: Size(width: 694, height: 768), screenSize: Size(width: 1024, height: 768),
///         interfaceOrientation: .landscapeRight, idiom: .pad, scale: 2)
///     LayoutEnvironment(metrics).window   // .splitView: full height, narrower than the screen
///
/// The environment takes the screen size in the current interface
/// orientation and the kind of window from here, so that no app has to
/// work them out again (see ``Size/oriented(for:)`` and
/// ``WindowKind/init(windowSize:screenSize:idiom:)``).
public struct WindowMetrics: Sendable, Hashable {
    /// The size the rules lay out, in points: the view's bounds, or the
    /// window's for the whole window.
    public var size: Size
    /// The window's size in points, which decides the kind of window;
    /// the same as `size` when the rules lay out the whole window.
    public var windowSize: Size
    /// The screen's size in points as UIKit reports it
    /// ([`UIScreen.bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds)),
    /// in either orientation: the environment turns it to the interface
    /// orientation.
    public var screenSize: Size
    /// The interface orientation of the window scene
    /// ([`UIWindowScene.Geometry.interfaceOrientation`](https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation)),
    /// never the device's; `.unknown` when the view is in no window.
    public var interfaceOrientation: LayoutInterfaceOrientation
    /// The user interface idiom of the trait collection.
    public var idiom: Idiom
    /// Points to rendered pixels
    /// ([`UITraitCollection.displayScale`](https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale)).
    public var scale: Double
    /// Points to physical pixels
    /// ([`UIScreen.nativeScale`](https://developer.apple.com/documentation/uikit/uiscreen/nativescale));
    /// nil when there is no screen to ask, in which case it is `scale`.
    public var nativeScale: Double?
    /// The safe-area insets of the view the rules lay out
    /// ([`UIView.safeAreaInsets`](https://developer.apple.com/documentation/uikit/uiview/safeareainsets)).
    public var safeArea: LayoutEdgeInsets
    /// The kind of window when the app knows it; nil to infer it from the
    /// window and screen sizes.
    public var windowKind: WindowKind?

    /// Metrics from UIKit's readings; `windowSize` defaults to `size`.
    public init(
        size: Size, windowSize: Size? = nil, screenSize: Size, interfaceOrientation: LayoutInterfaceOrientation,
        idiom: Idiom, scale: Double, nativeScale: Double? = nil, safeArea: LayoutEdgeInsets = .zero,
        windowKind: WindowKind? = nil
    ) {
        self.size = size
        self.windowSize = windowSize ?? size
        self.screenSize = screenSize
        self.interfaceOrientation = interfaceOrientation
        self.idiom = idiom
        self.scale = scale
        self.nativeScale = nativeScale
        self.safeArea = safeArea
        self.windowKind = windowKind
    }

    /// The screen's size in the current interface orientation, as the
    /// `screen-width` and `screen-height` features read it.
    ///
    /// Phones and pads rotate: the size UIKit gave is turned to the
    /// interface orientation whichever way it came, since `UIScreen.bounds`
    /// follows the interface orientation only since iOS 8, and
    /// `nativeBounds` and the fixed coordinate space never do. Other idioms
    /// keep the size as given.
    public var orientedScreenSize: Size {
        idiom == .phone || idiom == .pad ? screenSize.oriented(for: interfaceOrientation) : screenSize
    }

    /// The scale a view's `contentScaleFactor` should have for pixel-exact
    /// drawing: `nativeScale` when it is a positive number, else `scale`
    /// (see ``Size/drawableSize(contentScale:)``).
    public var contentScale: Double {
        if let nativeScale, nativeScale.isFinite, nativeScale > 0 { return nativeScale }
        return scale
    }
}

extension LayoutEnvironment {
    /// The environment of a live window: the rules' view size, the screen
    /// in the current interface orientation, the interface orientation as
    /// the scene reports it, the idiom, both scales, the safe area and the
    /// kind of window (given, or inferred from the window and screen sizes).
    ///
    /// Any value is accepted: a view in no window has an unknown
    /// orientation, which matches no `interface-orientation` test, and
    /// sizes that are not positive numbers make a full-screen window.
    public init(_ metrics: WindowMetrics) {
        let screen = metrics.orientedScreenSize
        let kind = metrics.windowKind
            ?? WindowKind(windowSize: metrics.windowSize, screenSize: screen, idiom: metrics.idiom)
        self.init(
            width: metrics.size.width, height: metrics.size.height,
            screenWidth: screen.width, screenHeight: screen.height,
            interfaceOrientation: metrics.interfaceOrientation, idiom: metrics.idiom,
            scale: metrics.scale, nativeScale: metrics.contentScale, safeArea: metrics.safeArea, window: kind)
    }
}

extension Size {
    /// The same size turned to an interface orientation: the long side
    /// vertical in portrait, horizontal in landscape.
    ///
    /// This is the normalisation a screen size needs before it can be
    /// compared across orientations: `UIScreen.bounds` is in the
    /// interface-oriented coordinate space since iOS 8
    /// ([`UIScreen.bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds)),
    /// `UIScreen.nativeBounds` is always portrait, and a size read during a
    /// rotation may still have the old shape. An unknown orientation, a
    /// square and NaN sides leave the size as it is.
    ///
    ///     Size(width: 390, height: 844).oriented(for: .landscapeLeft)   // 844x390
    public func oriented(for orientation: LayoutInterfaceOrientation) -> Size {
        switch orientation {
        case .portrait, .portraitUpsideDown: width > height ? transposed : self
        case .landscapeLeft, .landscapeRight: width < height ? transposed : self
        case .unknown: self
        }
    }

    /// Whole pixels for a drawable of this size in points at a scale, or
    /// nil when there is nothing to draw.
    ///
    /// This is what a Metal layer's
    /// [`drawableSize`](https://developer.apple.com/documentation/quartzcore/cametallayer/drawablesize)
    /// should be: the view's bounds times its
    /// [`contentScaleFactor`](https://developer.apple.com/documentation/uikit/uiview/contentscalefactor),
    /// which should be the screen's native scale (``WindowMetrics/contentScale``)
    /// so that nothing is resampled on screens where the two scales differ.
    /// Each side is rounded to the nearest whole pixel (a texture has whole
    /// pixels, and rounding keeps 2339.99 from becoming 2339). Nil when a
    /// side or the scale is not a positive finite number, or a side rounds
    /// to 0 pixels: a layer must not be asked for an empty drawable.
    ///
    ///     Size(width: 414, height: 736).drawableSize(contentScale: 1080.0 / 414)   // 1080x1920
    public func drawableSize(contentScale: Double) -> Size? {
        guard contentScale.isFinite, contentScale > 0 else { return nil }
        let pixelWidth = (width * contentScale).rounded(.toNearestOrAwayFromZero)
        let pixelHeight = (height * contentScale).rounded(.toNearestOrAwayFromZero)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1 else { return nil }
        return Size(width: pixelWidth, height: pixelHeight)
    }
}

extension WindowKind {
    /// Within this many points two sizes count as equal: windows are laid
    /// out in whole points, but a scene's size may carry rounding.
    static let sizeTolerance = 1.0
    /// The widest Slide Over window of iPadOS 13 to 18 (375 points on the
    /// 11-inch and larger iPads; 320 on the others).
    static let maxSlideOverWidth = 375.0
    /// Slide Over windows leave 40 (home button) or 48 (home indicator)
    /// points of the screen's height uncovered; a window shorter than that
    /// by more than this is not one.
    static let maxSlideOverInset = 64.0

    /// The kind of a window, from its size, the screen's size in the
    /// current interface orientation and the idiom.
    ///
    /// UIKit has no API that says which multitasking mode an iPad window is
    /// in, so it is read from the geometry iPadOS gives each mode (the
    /// [Multitasking](https://developer.apple.com/design/human-interface-guidelines/multitasking)
    /// guidelines; the device catalog lists every window):
    ///
    /// - a window the size of the screen is `fullScreen`;
    /// - an iPhone, Apple TV or CarPlay window always is (they do not
    ///   share the screen; an iPhone app on an iPad has the phone idiom and
    ///   fills the screen it is given);
    /// - on iPad, a window as tall as the screen and narrower than it is
    ///   one side of a `splitView` (also a window tiled to one side in
    ///   iPadOS 26);
    /// - on iPad, a window at most 375 points wide and 1 to 64 points
    ///   shorter than the screen is a `slideOver` window, which iPadOS
    ///   insets from the top and bottom;
    /// - any other size, and every Mac and Vision Pro window that does not
    ///   fill the screen, is `resizable` (Stage Manager, iPadOS windowing,
    ///   Mac windows).
    ///
    /// Sizes within a point count as equal. A size or screen that is not a
    /// positive finite number says nothing, and gives `fullScreen`, the
    /// kind ``LayoutEnvironment`` assumes.
    public init(windowSize: Size, screenSize: Size, idiom: Idiom) {
        let sides = [windowSize.width, windowSize.height, screenSize.width, screenSize.height]
        guard sides.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            self = .fullScreen
            return
        }
        let tolerance = Self.sizeTolerance
        let widthGap = screenSize.width - windowSize.width
        let heightGap = screenSize.height - windowSize.height
        if widthGap.magnitude <= tolerance, heightGap.magnitude <= tolerance {
            self = .fullScreen
            return
        }
        switch idiom {
        case .phone, .tv, .carplay:
            self = .fullScreen
        case .pad:
            if heightGap.magnitude <= tolerance, widthGap > tolerance {
                self = .splitView
            } else if windowSize.width <= Self.maxSlideOverWidth + tolerance, widthGap > tolerance,
                heightGap > tolerance, heightGap <= Self.maxSlideOverInset
            {
                self = .slideOver
            } else {
                self = .resizable
            }
        case .mac, .vision, .unspecified:
            self = .resizable
        }
    }
}

extension WindowMetrics {
    /// The metrics of a container inside this window: its size and safe
    /// area, with the window's size, screen, orientation, idiom, scales
    /// and kind unchanged.
    ///
    /// SwiftUI measures a container's size and safe area, and learns the
    /// window's facts separately; this puts the two together.
    public func container(size: Size, safeArea: LayoutEdgeInsets) -> WindowMetrics {
        var metrics = self
        metrics.size = size
        metrics.safeArea = safeArea
        return metrics
    }

    /// The metrics of a SwiftUI container from what `GeometryProxy`
    /// reports, under the one safe-area convention both adapters follow.
    ///
    /// **The convention.** The environment's `width` and `height` are the
    /// container's whole size, the safe area included, and its safe area
    /// is the part of it that bars, the home indicator or the screen's
    /// corners cover: what UIKit reports for a view, whose
    /// [`bounds`](https://developer.apple.com/documentation/uikit/uiview/bounds)
    /// extend under the bars and whose
    /// [`safeAreaInsets`](https://developer.apple.com/documentation/uikit/uiview/safeareainsets)
    /// say how far. Regions are solved in that whole rectangle, and rules
    /// keep a region out of the unsafe parts with `env(safe-area-inset-*)`.
    ///
    /// A SwiftUI view is laid out inside the safe area unless it ignores
    /// it, and then
    /// [`GeometryProxy.size`](https://developer.apple.com/documentation/swiftui/geometryproxy/size)
    /// is the safe part alone. So the `layoutRules` modifier lets its
    /// content ignore the safe area (`ignoresSafeArea()`), as a UIKit root
    /// view does, and measures it there: `size` is then the whole
    /// container, and the insets are those of
    /// [`GeometryProxy.safeAreaInsets`](https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets).
    /// For a size measured inside the safe area (`sizeIncludesSafeArea`
    /// false), the insets are added back to it, so both measurements of
    /// one container give the same environment.
    ///
    /// SwiftUI gives insets by leading and trailing edge, UIKit by left
    /// and right: in a right-to-left layout the leading inset is the right
    /// one. Insets that are negative or not numbers count as 0.
    ///
    ///     // An iPhone 15 in landscape, Dynamic Island on the left, right-to-left:
    ///     window.container(
    ///         size: Size(width: 852, height: 393), top: 0, leading: 0, bottom: 21, trailing: 59,
    ///         rightToLeft: true, sizeIncludesSafeArea: true
    ///     ).safeArea   // left 59, right 0, bottom 21
    public func container(
        size: Size, top: Double, leading: Double, bottom: Double, trailing: Double, rightToLeft: Bool,
        sizeIncludesSafeArea: Bool = true
    ) -> WindowMetrics {
        func inset(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let safeArea = LayoutEdgeInsets(
            top: inset(top), leading: inset(leading), bottom: inset(bottom), trailing: inset(trailing),
            rightToLeft: rightToLeft)
        var whole = size
        if !sizeIncludesSafeArea {
            whole.width += safeArea.left + safeArea.right
            whole.height += safeArea.top + safeArea.bottom
        }
        return container(size: whole, safeArea: safeArea)
    }
}

extension LayoutEdgeInsets {
    /// Insets from leading and trailing distances, as SwiftUI reports
    /// them: leading is the left edge in a left-to-right layout and the
    /// right edge in a right-to-left one.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double, rightToLeft: Bool) {
        self.init(
            top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
