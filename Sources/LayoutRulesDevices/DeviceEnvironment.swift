import LayoutRulesBase

/// Which window of a device the rules are evaluated for.
public enum WindowSpec: Sendable, Hashable {
    /// The whole screen.
    case fullScreen
    /// An iPad multitasking window (Split View or Slide Over).
    case multitasking(MultitaskingWindow.Kind)
    /// An explicit container size, as when a parent view controller
    /// overrides a child's traits (seed 004).
    case size(Size)
}

/// Why an environment cannot be derived from a device.
public enum EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The device offers no such multitasking window in that orientation.
    case windowUnavailable(device: String, window: MultitaskingWindow.Kind, landscape: Bool)
    /// An orientation of `.unknown` has no screen size.
    case unknownOrientation

    public var description: String {
        switch self {
        case .windowUnavailable(let device, let window, let landscape):
            "\(device) has no \(window.rawValue) window in \(landscape ? "landscape" : "portrait")"
        case .unknownOrientation:
            "the interface orientation must be known to derive a screen size"
        }
    }
}

extension Environment {
    /// Every media feature of a device in an interface orientation and
    /// window: the window's size, the screen in that orientation (iOS 8+
    /// coordinates), the idiom, the scales and the safe-area insets.
    ///
    ///     let env = try Environment(device: ipadPro, orientation: .landscapeLeft, window: .multitasking(.splitOneThird))
    ///
    /// Full-screen windows get the device's safe area; Split View and Slide
    /// Over windows keep its top and bottom insets and no side insets
    /// (iPads with rounded corners have none at the sides either way).
    ///
    /// Throws `EnvironmentError.unknownOrientation` for `.unknown` and
    /// `.windowUnavailable` for a multitasking window the device does not
    /// offer in that orientation. A `.size` window is taken as given, NaN,
    /// infinite, negative or zero included (see `Environment`).
    public init(device: DeviceProfile, orientation: InterfaceOrientation = .portrait, window: WindowSpec = .fullScreen) throws(EnvironmentError) {
        guard orientation != .unknown else { throw .unknownOrientation }
        let screen = device.screenSize(in: orientation)
        let insets = device.safeArea(in: orientation)
        var size = screen
        var safeArea = insets
        switch window {
        case .fullScreen:
            break
        case .multitasking(let kind):
            guard let match = device.windows.first(where: { $0.kind == kind && $0.landscape == orientation.isLandscape }) else {
                throw .windowUnavailable(device: device.name, window: kind, landscape: orientation.isLandscape)
            }
            size = match.size
            safeArea = EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
        case .size(let explicit):
            size = explicit
        }
        self.init(
            width: size.width, height: size.height, screenWidth: screen.width, screenHeight: screen.height,
            interfaceOrientation: orientation, idiom: device.idiom, scale: device.scale, nativeScale: device.nativeScale,
            safeArea: safeArea)
    }
}
