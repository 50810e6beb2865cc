import LayoutRulesBase
import LayoutRulesDevices

/// Environment flags shared by `eval`, `explain` and `render`.
struct EnvironmentOptions: ParsableOptions {
    var width: Double?
    var height: Double?
    var screenWidth: Double?
    var screenHeight: Double?
    var idiom: Idiom = .phone
    var orientation: OrientationChoice?
    /// `--interface-orientation`: not checked against the window's shape
    /// (a Split View window in a landscape iPad is portrait-shaped).
    var interfaceOrientation: LayoutInterfaceOrientation?
    var scale: Double?
    var device: String?
    var window: String?
    /// `--window-kind`: the `window` feature alone; `--window` with
    /// `--device` sets it from the window it names.
    var windowKind: WindowKind?
    var deviceFiles: [String] = []
    /// `--dynamic-type` and the other settings.
    var settings = SettingsOptions()

    static var options: [Option<Self>] {
        geometryOptions + SettingsOptions.options.map { $0.lifted(into: \.settings) }
    }

    private static var geometryOptions: [Option<Self>] {
        [
            .number("--width", value: "points", help: "Window width", default: "390, or 844 in landscape", \.width),
            .number("--height", value: "points", help: "Window height", default: "844, or 390 in landscape", \.height),
            .number(
                "--screen-width", value: "points", help: "Screen width in the current orientation", default: "the window width",
                \.screenWidth),
            .number(
                "--screen-height", value: "points", help: "Screen height in the current orientation",
                default: "the window height", \.screenHeight),
            .choice("--idiom", value: "idiom", \.idiom),
            .choice(
                "--orientation", value: "o", help: "The window's shape, or an interface orientation",
                default: "follows from width and height, portrait when height >= width", \.orientation),
            .choice(
                "--interface-orientation", value: "io",
                help: "The interface orientation, not checked against the window's shape", \.interfaceOrientation),
            .number("--scale", value: "scale", help: "Display scale, 1, 2 or 3", default: "3", \.scale),
            .string(
                "--device", value: "name",
                help: "A device by marketing name, simulator name, identifier or alias (case-insensitive, see "
                    + "'layoutc devices'): sets every feature from the device", \.device),
            .string(
                "--window", value: "window",
                help: "With --device: \(WindowChoice.spelledList(default: .full, others: ["resizable-min", "resizable-1/2", "WIDTHxHEIGHT (a container)"]))",
                \.window),
            .choice(
                "--window-kind", value: "kind", help: "The kind of window",
                default: "full-screen, or what --window names with --device", \.windowKind),
            .strings("--devices", value: "file.json", help: "Add device profiles from a JSON file", \.deviceFiles),
        ]
    }

    /// An environment and the device it was set from.
    struct Resolved {
        var environment: LayoutEnvironment
        var device: DeviceProfile?
    }

    /// The environment the flags describe, before any rule is compiled, so
    /// that a wrong device, window or orientation is reported at once.
    /// With `--device`, the device, orientation and window set every
    /// feature (explicit flags still override single values). Otherwise
    /// an orientation without a size picks the default size in that
    /// orientation; one that contradicts the given width and height is a
    /// usage error.
    func resolve(in devices: inout DeviceDirectory) throws(UsageError) -> Resolved {
        if let name = device {
            let profile = try devices.device(named: name)
            return Resolved(environment: try environment(on: profile), device: profile)
        }
        if window != nil { throw UsageError("--window needs --device") }
        let wantsLandscape = orientation?.isLandscape == true
        let wantsPortrait = orientation?.isPortrait == true
        let width = width ?? (wantsLandscape ? 844 : 390)
        let height = height ?? (wantsLandscape ? 390 : 844)
        if (wantsLandscape && height >= width) || (wantsPortrait && height < width) {
            throw UsageError(
                "--orientation \(orientation?.rawValue ?? "") contradicts --width \(formatNumber(width)) --height \(formatNumber(height))")
        }
        var environment = LayoutEnvironment(
            width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
            interfaceOrientation: interfaceOrientation ?? orientation?.interfaceOrientation, idiom: idiom, scale: scale ?? 3,
            window: windowKind ?? .fullScreen)
        settings.apply(to: &environment)
        return Resolved(environment: environment, device: nil)
    }

    /// `early` once the rules are compiled: the same, unless the rules
    /// define devices of their own, which come first in looking up
    /// `--device` (a rule file's "iPhone 15" means its own).
    func resolve(_ early: Resolved, ruleDevices: [DeviceProfile], in devices: DeviceDirectory) throws(UsageError) -> Resolved {
        guard device != nil, !ruleDevices.isEmpty else { return early }
        var compiled = devices.compiled(ruleDevices: ruleDevices)
        return try resolve(in: &compiled)
    }

    /// A window by name: a sample of the device's resizable windows
    /// (`resizable-min`, `resizable-1/2`), or what `DeviceOptions.window`
    /// reads (`full`, a multitasking window, `WIDTHxHEIGHT`).
    private static func window(_ text: String, on profile: DeviceProfile, in orientation: LayoutInterfaceOrientation)
        throws(UsageError) -> WindowSpec
    {
        if text.hasPrefix("resizable-") {
            guard profile.resizableWindows != nil else { throw UsageError("\(profile.name) has no resizable windows") }
            if let named = profile.namedWindows(in: orientation).first(where: { $0.name == text }) { return named.window }
        }
        return try DeviceOptions.window(text)
    }

    private func environment(on profile: DeviceProfile) throws(UsageError) -> LayoutEnvironment {
        let interface: LayoutInterfaceOrientation =
            switch orientation {
            case .landscape: .landscapeRight
            case let choice?: choice.interfaceOrientation ?? .portrait
            case nil: .portrait
            }
        let spec = try window.map { text throws(UsageError) in try Self.window(text, on: profile, in: interface) } ?? .fullScreen
        var environment: LayoutEnvironment
        do {
            environment = try LayoutEnvironment(device: profile, orientation: interface, window: spec)
        } catch {
            throw UsageError(error.description)
        }
        if let width { environment.width = width }
        if let height { environment.height = height }
        if let screenWidth { environment.screenWidth = screenWidth }
        if let screenHeight { environment.screenHeight = screenHeight }
        if let scale { environment.scale = scale }
        if let interfaceOrientation { environment.interfaceOrientation = interfaceOrientation }
        if let windowKind { environment.window = windowKind }
        settings.apply(to: &environment)
        return environment
    }
}
