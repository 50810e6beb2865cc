import LayoutRules

/// One device, orientation, window and Dynamic Type size of a
/// ``DeviceMatrix``: a test argument with a readable name.
///
/// Swift Testing names each case of a parameterized test by its
/// ``testDescription``, such as "iPhone 16 Pro · landscape · full screen",
/// and ``environment`` is what rules are evaluated in:
///
///     @Test(arguments: DeviceMatrix.phones.orientations(.all))
///     func columns(_ device: DeviceCase) {
///         #expect(rules.evaluate(device.environment)["columns"] != nil)
///     }
public struct DeviceCase: Sendable, Hashable, CustomStringConvertible {
    /// The catalog model.
    public let device: DeviceProfile
    /// The interface orientation: `.portrait` or `.landscapeLeft`, the
    /// landscape orientation whose safe area the catalog records.
    public let orientation: LayoutInterfaceOrientation
    /// The window, as `LayoutEnvironment(device:orientation:window:)` takes it.
    public let window: WindowSpec
    /// The window's name as `layoutc matrix` prints it: `full`,
    /// `split-1/3`, `split-1/2`, `split-2/3`, `slide-over`,
    /// `resizable-min` or `resizable-1/2`.
    public let windowName: String
    /// The user's text size.
    public let dynamicTypeSize: LayoutEnvironment.DynamicTypeSize

    /// A case from its parts. The window must be one the device offers
    /// in that orientation, as `DeviceProfile.namedWindows(in:)` lists them.
    package init(
        device: DeviceProfile, orientation: LayoutInterfaceOrientation, window: WindowSpec, windowName: String,
        dynamicTypeSize: LayoutEnvironment.DynamicTypeSize
    ) {
        self.device = device
        self.orientation = orientation
        self.window = window
        self.windowName = windowName
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// Every media feature of the case: the device in its orientation and
    /// window, with its Dynamic Type size and the other settings at their
    /// defaults.
    public var environment: LayoutEnvironment {
        // The matrix only makes windows the device lists, so this cannot
        // throw; a hand-made case with another window gets the full screen.
        var environment =
            (try? LayoutEnvironment(device: device, orientation: orientation, window: window))
            ?? (try? LayoutEnvironment(device: device, orientation: orientation))
            ?? LayoutEnvironment(width: 0, height: 0)
        environment.dynamicTypeSize = dynamicTypeSize
        return environment
    }

    /// The window's size in points.
    public var size: Size {
        let environment = environment
        return Size(width: environment.width, height: environment.height)
    }

    /// The case's name: the model, the orientation (for iPhones and
    /// iPads, which rotate) and the window, then
    /// the Dynamic Type size when it is not the default (`large`), joined
    /// by " · ", such as "iPad Pro 13-inch (M5) · portrait · Split View
    /// 1/3" or "iPhone 16 · portrait · full screen · accessibility-large".
    public var name: String {
        var parts = [device.name]
        // Apple TV and the Mac window do not rotate: their orientation says nothing.
        if device.idiom == .phone || device.idiom == .pad { parts.append(orientation.isLandscape ? "landscape" : "portrait") }
        parts.append(Self.windowTitle(windowName))
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.rawValue) }
        return parts.joined(separator: " · ")
    }

    /// The same as ``name``.
    public var description: String { name }

    /// Words for a window name of `DeviceProfile.namedWindows(in:)`.
    static func windowTitle(_ name: String) -> String {
        switch name {
        case "full": "full screen"
        case "split-1/3": "Split View 1/3"
        case "split-1/2": "Split View 1/2"
        case "split-2/3": "Split View 2/3"
        case "slide-over": "Slide Over"
        case "resizable-min": "smallest window"
        case "resizable-1/2": "half-screen window"
        default: name
        }
    }
}

#if canImport(Testing)
import Testing

extension DeviceCase: CustomTestStringConvertible {
    /// The case's ``name``, which Swift Testing shows for each argument.
    public var testDescription: String { name }
}
#endif
