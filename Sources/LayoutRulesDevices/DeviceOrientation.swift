import LayoutRulesBase

/// The physical orientation of the device, as `UIDeviceOrientation` names
/// it (seed 002): seven cases, two of which (face up, face down) say
/// nothing about how the interface should be drawn.
/// Reference: https://developer.apple.com/documentation/uikit/uideviceorientation
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
    case unknown
    /// Device upright, home button (or bottom edge) at the bottom.
    case portrait
    /// Device upside down, home button at the top.
    case portraitUpsideDown = "portrait-upside-down"
    /// Device on its side, home button on the right.
    case landscapeLeft = "landscape-left"
    /// Device on its side, home button on the left.
    case landscapeRight = "landscape-right"
    case faceUp = "face-up"
    case faceDown = "face-down"

    /// `UIDeviceOrientationIsValidInterfaceOrientation`: portrait,
    /// upside down or either landscape; not unknown, face up or face down.
    public var isValidInterfaceOrientation: Bool { interfaceOrientation != nil }

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that keeps content upright. Landscape is
    /// crossed: turning the device left means turning the content right,
    /// so device landscape-left is interface landscape-right and the
    /// reverse (the note in UIKit's UIInterfaceOrientation header).
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }
}

extension InterfaceOrientation {
    /// The device orientation that shows this interface orientation
    /// upright (the inverse of `DeviceOrientation.interfaceOrientation`).
    public var deviceOrientation: DeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }
}

/// The interface orientations a screen supports (`UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// UIKit's default on iPhone.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask allows an interface orientation (never `.unknown`).
    public func allows(_ orientation: InterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: contains(.portrait)
        case .portraitUpsideDown: contains(.portraitUpsideDown)
        case .landscapeLeft: contains(.landscapeLeft)
        case .landscapeRight: contains(.landscapeRight)
        case .unknown: false
        }
    }
}
