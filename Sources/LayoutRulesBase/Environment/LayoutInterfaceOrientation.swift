/// The orientation of the app's user interface.
///
/// The cases are those of
/// [`UIInterfaceOrientation`](https://developer.apple.com/documentation/uikit/uiinterfaceorientation),
/// which describes how the interface is drawn, not how the device is held
/// (that is ``DeviceOrientation``, UIKit's `UIDeviceOrientation`). The raw
/// value is the name the `interface-orientation` media feature tests, as in
/// `@media (interface-orientation: landscape-left)`. Pass the window
/// scene's `interfaceOrientation` converted to this type as
/// ``LayoutEnvironment/interfaceOrientation``.
public enum LayoutInterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    /// Upright, with the device's bottom edge (the home button, if any) at the bottom.
    case portrait
    /// Upside down, with the device's bottom edge at the top.
    case portraitUpsideDown = "portrait-upside-down"
    /// Landscape, with the device's bottom edge (the home button, if any) on the left.
    case landscapeLeft = "landscape-left"
    /// Landscape, with the device's bottom edge (the home button, if any)
    /// on the right: what ``LayoutEnvironment`` assumes for a landscape window.
    case landscapeRight = "landscape-right"
    /// `UIInterfaceOrientation.unknown`: matches no `(interface-orientation: ...)` test.
    case unknown

    /// The position of this orientation in the order above, from 0 for
    /// `portrait` to 4 for `unknown`.
    ///
    /// It is the raw value of the `LayoutInterfaceOrientation` enum in the Swift
    /// that `layoutc compile --emit swift` writes.
    @usableFromInline package var featureIndex: Int {
        switch self {
        case .portrait: 0
        case .portraitUpsideDown: 1
        case .landscapeLeft: 2
        case .landscapeRight: 3
        case .unknown: 4
        }
    }

    /// Whether this is `portrait` or `portraitUpsideDown` (`UIInterfaceOrientation.isPortrait`).
    package var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is `landscapeLeft` or `landscapeRight` (`UIInterfaceOrientation.isLandscape`).
    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
