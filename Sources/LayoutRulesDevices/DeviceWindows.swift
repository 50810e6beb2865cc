import LayoutRulesBase

extension DeviceProfile {
    /// The windows a device gives an app in an interface orientation, each
    /// with its name, as `layoutc matrix` and `render` evaluate them: the
    /// full screen (`full`), every Split View and Slide Over window the
    /// device has in that orientation (`split-1/3`, ..., `slide-over`),
    /// then samples of its resizable windows (`resizable-min`,
    /// `resizable-1/2`, ...).
    ///
    ///     for (name, window) in device.namedWindows(in: .landscapeRight) {
    ///         let environment = try LayoutEnvironment(device: device, orientation: .landscapeRight, window: window)
    ///         print(name, rules.evaluate(environment)["columns"] ?? .identifier("unset"))
    ///     }
    public func namedWindows(in orientation: LayoutInterfaceOrientation) -> [(name: String, window: WindowSpec)] {
        var result: [(name: String, window: WindowSpec)] = [("full", .fullScreen)]
        for window in windows where window.landscape == orientation.isLandscape {
            result.append((window.kind.rawValue, .multitasking(window.kind)))
        }
        if let resizableWindows {
            for sample in resizableWindows.samples(screen: screenSize(in: orientation)) {
                result.append((sample.name, .resizable(sample.size)))
            }
        }
        return result
    }
}
