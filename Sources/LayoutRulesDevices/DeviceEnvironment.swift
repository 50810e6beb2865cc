import LayoutRulesBase

/// Which window of a device the rules are evaluated for.
///
/// Used with ``LayoutEnvironment/init(device:orientation:window:)``.
public enum WindowSpec: Sendable, Hashable {
    /// The whole screen.
    case fullScreen
    /// An iPad multitasking window (Split View or Slide Over), with the
    /// size the device's catalog entry gives it.
    case multitasking(MultitaskingWindow.Kind)
    /// An explicit container size: a child view controller's, which its
    /// parent gives through
    /// [`viewWillTransition(to:with:)`](https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:))
    /// or whose traits it overrides with
    /// [`setOverrideTraitCollection(_:forChild:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)).
    case size(Size)
    /// A freely resizable window of the given size (Stage Manager, iPadOS
    /// windowing): the size as given, with the kind `resizable`.
    case resizable(Size)
}

/// Why an environment cannot be derived from a device.
public enum EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The device offers no such multitasking window in that orientation.
    case windowUnavailable(device: String, window: MultitaskingWindow.Kind, landscape: Bool)
    /// An orientation of `.unknown` has no screen size.
    case unknownOrientation

    /// The reason, naming the device and window, such as
    /// `... has no slide-over window in portrait`.
    public var description: String {
        switch self {
        case .windowUnavailable(let device, let window, let landscape):
            "\(device) has no \(window.rawValue) window in \(landscape ? "landscape" : "portrait")"
        case .unknownOrientation:
            "the interface orientation must be known to derive a screen size"
        }
    }
}

extension LayoutEnvironment {
    /// Every media feature of a device in an interface orientation and window.
    ///
    /// The environment holds the window's size, the screen in that
    /// orientation (as
    /// [`UIScreen.bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds)
    /// reports it since iOS 8), the idiom, the scales, the safe-area
    /// insets and the display's color gamut. The user's settings
    /// (`dynamicTypeSize`, `colorScheme`, ...) keep their defaults: set them
    /// on the result. Use it in tests and previews, to see what the rules
    /// give on devices at hand or not:
    ///
    ///     let ipad = DeviceProfile.find("iPad Pro 12.9", in: DeviceCatalog.all)!
    ///     let env = try LayoutEnvironment(device: ipad, orientation: .landscapeLeft, window: .multitasking(.splitOneThird))
    ///
    /// Full-screen windows get the device's safe area; Split View and Slide
    /// Over windows keep its top and bottom insets and no side insets
    /// (iPads with rounded corners have none at the sides either way).
    ///
    /// Throws `EnvironmentError.unknownOrientation` for `.unknown` and
    /// `.windowUnavailable` for a multitasking window the device does not
    /// offer in that orientation. A `.size` window is taken as given, NaN,
    /// infinite, negative or zero included (see ``LayoutEnvironment``).
    ///
    /// - Parameters:
    ///   - device: A profile, from ``DeviceCatalog/all`` or a rule file's `@device`.
    ///   - orientation: The interface orientation; not `.unknown`.
    ///   - window: The whole screen, a multitasking window or an explicit size.
    public init(device: DeviceProfile, orientation: LayoutInterfaceOrientation = .portrait, window: WindowSpec = .fullScreen) throws(EnvironmentError) {
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
            safeArea = LayoutEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
        case .size(let explicit), .resizable(let explicit):
            size = explicit
        }
        self.init(
            width: size.width, height: size.height, screenWidth: screen.width, screenHeight: screen.height,
            interfaceOrientation: orientation, idiom: device.idiom, scale: device.scale, nativeScale: device.nativeScale,
            safeArea: safeArea, window: window.kind)
        colorGamut = device.colorGamut
    }
}

extension WindowSpec {
    /// The kind of window this specification describes. An explicit
    /// container size sits in a full-screen window.
    package var kind: WindowKind {
        switch self {
        case .fullScreen, .size: .fullScreen
        case .multitasking(let kind): kind == .slideOver ? .slideOver : .splitView
        case .resizable: .resizable
        }
    }
}
