import LayoutRulesBase

/// How a device reports its screen size (seed 000).
public enum ScreenCoordinates: String, Sendable, Hashable {
    /// iOS 8 and later: `UIScreen.bounds` follows the interface
    /// orientation, so a landscape screen is wider than tall.
    case orientationDependent = "orientation-dependent"
    /// Before iOS 8: the screen is always reported in portrait, whatever
    /// the orientation.
    case fixedPortrait = "fixed-portrait"
}

extension DeviceProfile {
    /// The screen size in points for an interface orientation, as
    /// `UIScreen.bounds.size` reports it (seed 000).
    public func screenSize(
        in orientation: InterfaceOrientation, coordinates: ScreenCoordinates = .orientationDependent,
        launchScreen: LaunchScreen = .storyboard
    ) -> Size {
        let portrait = launchScreen == .storyboard ? portraitSize : compatibilitySize
        // Only phones and pads rotate; a TV, Mac, CarPlay or Vision screen
        // keeps the one shape the catalog records.
        guard coordinates == .orientationDependent, orientation.isLandscape, idiom == .phone || idiom == .pad else {
            return portrait
        }
        return portrait.transposed
    }

    /// The size an app without a launch storyboard is given on a larger
    /// iPhone: 320x568 (or 320x480 on 3.5-inch screens); the system scales
    /// the result up to fill the screen (seed 001).
    public var compatibilitySize: Size {
        guard idiom == .phone, portraitSize.width > 320 else { return portraitSize }
        return Size(width: 320, height: 568)
    }

    /// Pixels a size occupies at the device's content scale: what a
    /// Metal layer's `drawableSize` should be (seed 001, Listing 2).
    /// Plain multiplication: any value gives a value, never a trap.
    public func pixelSize(of size: Size, native: Bool = false) -> Size {
        let factor = native ? nativeScale : scale
        return Size(width: size.width * factor, height: size.height * factor)
    }

    /// The rendered pixel size of the whole screen in portrait (size x
    /// scale): 1242x2208 on iPhone 6 Plus, which the system then samples
    /// down to the native 1080x1920.
    public var renderedPixels: Size { pixelSize(of: portraitSize) }

    /// Safe-area insets of a full-screen window in an interface orientation.
    /// Landscape-right mirrors landscape-left; upside down mirrors portrait.
    public func safeArea(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait, .unknown: portraitSafeArea
        case .portraitUpsideDown:
            EdgeInsets(
                top: portraitSafeArea.bottom, left: portraitSafeArea.right, bottom: portraitSafeArea.top,
                right: portraitSafeArea.left)
        case .landscapeLeft: landscapeSafeArea
        case .landscapeRight:
            EdgeInsets(
                top: landscapeSafeArea.top, left: landscapeSafeArea.right, bottom: landscapeSafeArea.bottom,
                right: landscapeSafeArea.left)
        }
    }
}

/// Whether the app ships a launch storyboard: without one, iOS runs it in
/// a compatibility size on larger iPhones (seed 001).
public enum LaunchScreen: String, Sendable, Hashable {
    case storyboard
    case none
}
