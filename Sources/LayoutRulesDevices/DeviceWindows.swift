import LayoutRulesBase

extension DeviceProfile {
    /// A window of a device that `layoutc matrix` and `render` evaluate:
    /// its name and how to build its environment.
    package struct NamedWindow: Sendable, Hashable {
        /// `full`, a multitasking window (`split-1/3`, ..., `slide-over`) or
        /// a sample of the resizable windows (`resizable-min`, `resizable-1/2`).
        package var name: String
        /// The window for ``LayoutEnvironment/init(device:orientation:window:)``.
        package var window: WindowSpec
    }

    /// The windows the tools evaluate in an interface orientation: the full
    /// screen, every Split View and Slide Over window the device has in
    /// that orientation, then the samples of its resizable windows (see
    /// ``ResizableWindows/samples(screen:)``).
    ///
    ///     for named in device.namedWindows(in: .landscapeRight) {
    ///         let env = try LayoutEnvironment(device: device, orientation: .landscapeRight, window: named.window)
    ///     }
    package func namedWindows(in orientation: LayoutInterfaceOrientation) -> [NamedWindow] {
        var result = [NamedWindow(name: "full", window: .fullScreen)]
        for window in windows where window.landscape == orientation.isLandscape {
            result.append(NamedWindow(name: window.kind.rawValue, window: .multitasking(window.kind)))
        }
        if let resizableWindows {
            for sample in resizableWindows.samples(screen: screenSize(in: orientation)) {
                result.append(NamedWindow(name: sample.name, window: .resizable(sample.size)))
            }
        }
        return result
    }
}
