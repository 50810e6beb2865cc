import LayoutRulesBase

/// The physical orientation of the device.
///
/// The cases are those of
/// [`UIDeviceOrientation`](https://developer.apple.com/documentation/uikit/uideviceorientation):
/// seven, three of which (unknown, face up, face down) say nothing about
/// how the interface should be drawn. Rules test the interface
/// orientation (``LayoutInterfaceOrientation``) instead; ``OrientationTracker``
/// turns device readings into it.
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
    /// The orientation cannot be determined.
    case unknown
    /// Device upright, home button (or bottom edge) at the bottom.
    case portrait
    /// Device upside down, home button at the top.
    case portraitUpsideDown = "portrait-upside-down"
    /// Device on its side, home button on the right.
    case landscapeLeft = "landscape-left"
    /// Device on its side, home button on the left.
    case landscapeRight = "landscape-right"
    /// Device flat, face up.
    case faceUp = "face-up"
    /// Device flat, face down.
    case faceDown = "face-down"

    /// Whether the reading names an interface orientation
    /// (`UIDeviceOrientation.isValidInterfaceOrientation`).
    ///
    /// Portrait, upside down and either landscape are; unknown, face up
    /// and face down are not.
    package var isValidInterfaceOrientation: Bool { interfaceOrientation != nil }

    /// Whether the device is upright or upside down (`UIDeviceOrientation.isPortrait`).
    package var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on either side (`UIDeviceOrientation.isLandscape`).
    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that keeps content upright, or nil for
    /// unknown, face up and face down.
    ///
    /// Landscape is crossed: rotating the device requires rotating the
    /// content the opposite way, so device landscape-left is interface
    /// landscape-right and the reverse, as the
    /// [`UIInterfaceOrientation`](https://developer.apple.com/documentation/uikit/uiinterfaceorientation)
    /// documentation notes.
    package var interfaceOrientation: LayoutInterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }
}

extension LayoutInterfaceOrientation {
    /// The device orientation that shows this interface orientation upright.
    ///
    /// This is the inverse of ``DeviceOrientation/interfaceOrientation``:
    /// interface landscape-left is device landscape-right and the reverse.
    package var deviceOrientation: DeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }
}

/// The interface orientations a screen supports.
///
/// The counterpart of
/// [`UIInterfaceOrientationMask`](https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask),
/// what a view controller's `supportedInterfaceOrientations` returns; the
/// bit values are this type's own.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits: one per interface orientation.
    public let rawValue: UInt8
    /// A mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
    /// Portrait upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape-left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape-right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    package static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every interface orientation: UIKit's default on iPad.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down: UIKit's default on iPhone.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask allows an interface orientation (never `.unknown`).
    package func allows(_ orientation: LayoutInterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: contains(.portrait)
        case .portraitUpsideDown: contains(.portraitUpsideDown)
        case .landscapeLeft: contains(.landscapeLeft)
        case .landscapeRight: contains(.landscapeRight)
        case .unknown: false
        }
    }
}
