import LayoutRulesBase

/// How a device reports its screen size.
///
/// Since iOS 8,
/// [`UIScreen.bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds)
/// is in the interface-oriented coordinate space, so it changes when the
/// interface rotates; before, it always described the screen in portrait.
/// [`UIScreen.nativeBounds`](https://developer.apple.com/documentation/uikit/uiscreen/nativebounds)
/// still does.
package enum ScreenCoordinates: String, Sendable, Hashable {
    /// iOS 8 and later: `UIScreen.bounds` follows the interface
    /// orientation, so a landscape screen is wider than tall.
    case orientationDependent = "orientation-dependent"
    /// Before iOS 8 (and `UIScreen.nativeBounds` still): the screen is
    /// always reported in portrait, whatever the orientation.
    case fixedPortrait = "fixed-portrait"
}

extension DeviceProfile {
    /// The screen size in points for an interface orientation, as
    /// `UIScreen.bounds.size` reports it.
    ///
    /// Only phones and pads rotate: the other idioms keep the one shape
    /// the catalog records.
    ///
    ///     let phone = DeviceProfile.find("iPhone 15", in: DeviceCatalog.all)!
    ///     phone.screenSize(in: .landscapeRight)   // 852x393
    ///
    /// - Parameters:
    ///   - orientation: The interface orientation.
    ///   - coordinates: Whether the size follows the orientation (iOS 8
    ///     and later) or stays in portrait.
    ///   - launchScreen: Whether the app has a launch storyboard; without
    ///     one a larger iPhone gives the app ``compatibilitySize``.
    package func screenSize(
        in orientation: LayoutInterfaceOrientation, coordinates: ScreenCoordinates = .orientationDependent,
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

    /// The portrait size an app without a launch storyboard is given.
    ///
    /// On an iPhone wider than 320 pt, such an app runs in a 320x568
    /// compatibility size that the system scales up to fill the screen;
    /// other devices give the full ``portraitSize``. Every iOS app must now
    /// provide a launch screen
    /// ([Specifying your app's launch screen](https://developer.apple.com/documentation/xcode/specifying-your-apps-launch-screen)),
    /// so this models older apps.
    package var compatibilitySize: Size {
        guard idiom == .phone, portraitSize.width > 320 else { return portraitSize }
        return Size(width: 320, height: 568)
    }

    /// Pixels a size occupies at the device's scale.
    ///
    /// With `native: false` this is the size times
    /// [`UIScreen.scale`](https://developer.apple.com/documentation/uikit/uiscreen/scale),
    /// the rendered pixels; with `native: true` it is times
    /// [`UIScreen.nativeScale`](https://developer.apple.com/documentation/uikit/uiscreen/nativescale),
    /// the physical pixels a Metal layer's `drawableSize` should match
    /// (Apple's Metal Best Practices Guide, "Native Screen Scale"). Plain
    /// multiplication: any value gives a value, never a trap.
    package func pixelSize(of size: Size, native: Bool = false) -> Size {
        let factor = native ? nativeScale : scale
        return Size(width: size.width * factor, height: size.height * factor)
    }

    /// The rendered pixel size of the whole screen in portrait (size x scale).
    ///
    /// It is 1242x2208 on iPhone 6 Plus, which the system then samples
    /// down to the native 1080x1920 (``nativePixels``).
    package var renderedPixels: Size { pixelSize(of: portraitSize) }

    /// Safe-area insets of a full-screen window in an interface orientation.
    ///
    /// Landscape-right mirrors landscape-left; upside down mirrors
    /// portrait; `.unknown` gives the portrait insets. These are the
    /// [`safeAreaInsets`](https://developer.apple.com/documentation/uikit/uiview/safeareainsets)
    /// of a full-screen root view.
    package func safeArea(in orientation: LayoutInterfaceOrientation) -> LayoutEdgeInsets {
        switch orientation {
        case .portrait, .unknown: portraitSafeArea
        case .portraitUpsideDown:
            LayoutEdgeInsets(
                top: portraitSafeArea.bottom, left: portraitSafeArea.right, bottom: portraitSafeArea.top,
                right: portraitSafeArea.left)
        case .landscapeLeft: landscapeSafeArea
        case .landscapeRight:
            LayoutEdgeInsets(
                top: landscapeSafeArea.top, left: landscapeSafeArea.right, bottom: landscapeSafeArea.bottom,
                right: landscapeSafeArea.left)
        }
    }
}

/// Whether the app ships a launch storyboard.
///
/// Without one, iOS runs the app in a compatibility size on larger
/// iPhones (see ``DeviceProfile/compatibilitySize``).
package enum LaunchScreen: String, Sendable, Hashable {
    /// The app has a launch screen (`UILaunchStoryboardName` or
    /// `UILaunchScreen`) and gets the full screen.
    case storyboard
    /// The app has no launch screen and gets the compatibility size.
    case none
}
