/// The orientation of the app's user interface, as `UIInterfaceOrientation`
/// names it; the `interface-orientation` media feature tests it.
/// Reference: https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case portraitUpsideDown = "portrait-upside-down"
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"
    /// `UIInterfaceOrientation.unknown`: matches no `(interface-orientation: ...)` test.
    case unknown

    /// The index of this value in `Feature.interfaceOrientation.discreteValues`.
    public var featureIndex: Int {
        switch self {
        case .portrait: 0
        case .portraitUpsideDown: 1
        case .landscapeLeft: 2
        case .landscapeRight: 3
        case .unknown: 4
        }
    }

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
