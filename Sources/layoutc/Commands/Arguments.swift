import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

/// A small command-line scanner shared by the subcommands: flags with
/// values, repeated options and positional paths.
struct Arguments {
    private let items: [String]
    private var index = 0

    init(_ items: [String]) { self.items = items }

    struct UsageError: Error {
        let text: String
    }

    /// The next argument, or nil at the end.
    mutating func next() -> String? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }

    /// The value after `flag`.
    mutating func value(for flag: String) throws(UsageError) -> String {
        guard let value = next() else { throw UsageError(text: "missing value for '\(flag)'") }
        return value
    }

    /// The value after `flag`, which must be one of `allowed`.
    mutating func choice(for flag: String, _ allowed: [String]) throws(UsageError) -> String {
        let value = try value(for: flag)
        guard allowed.contains(value) else {
            throw UsageError(text: "invalid value '\(value)' for '\(flag)'; expected one of \(allowed.joined(separator: ", "))")
        }
        return value
    }

    /// The value after `flag` as a finite number.
    mutating func number(for flag: String) throws(UsageError) -> Double {
        let value = try value(for: flag)
        guard let number = Double(value), number.isFinite else {
            throw UsageError(text: "invalid number '\(value)' for '\(flag)'")
        }
        return number
    }
}

/// Environment flags shared by `eval` and `explain`.
struct EnvironmentOptions {
    var width: Double?
    var height: Double?
    var screenWidth: Double?
    var screenHeight: Double?
    var idiom: Idiom = .phone
    var orientation: String?
    /// `--interface-orientation`: not checked against the window's shape
    /// (a Split View window in a landscape iPad is portrait-shaped).
    var interfaceOrientation: InterfaceOrientation?
    var scale: Double?
    var device: String?
    var window: String?
    var deviceFiles: [String] = []

    static let help = """
          --width <points>        Window width (default 390, or 844 in landscape)
          --height <points>       Window height (default 844, or 390 in landscape)
          --screen-width <points> Screen width in the current orientation (default: the window width)
          --screen-height <points> Screen height in the current orientation (default: the window height)
          --idiom <idiom>         phone (default), pad, tv, mac, carplay or vision
          --orientation <o>       portrait or landscape, or an interface orientation:
                                  portrait-upside-down, landscape-left, landscape-right
                                  (default: follows from width and height, portrait when height >= width)
          --interface-orientation <io>  portrait, portrait-upside-down, landscape-left or landscape-right
          --scale <scale>         Display scale, 1, 2 or 3 (default 3)
          --device <name>         A catalog device (case-insensitive; aliases accepted, see
                                  'layoutc devices'): sets every feature from the device
          --window <window>       With --device: full (default), split-1/3, split-1/2,
                                  split-2/3, slide-over, or WIDTHxHEIGHT (a container)
          --devices <file.json>   Add device profiles from a JSON file (repeatable)
        """

    /// Consumes one environment flag; false if `flag` is not one.
    mutating func accept(_ flag: String, from arguments: inout Arguments) throws(Arguments.UsageError) -> Bool {
        switch flag {
        case "--width": width = try arguments.number(for: flag)
        case "--height": height = try arguments.number(for: flag)
        case "--screen-width": screenWidth = try arguments.number(for: flag)
        case "--screen-height": screenHeight = try arguments.number(for: flag)
        case "--scale": scale = try arguments.number(for: flag)
        case "--device": device = try arguments.value(for: flag)
        case "--window": window = try arguments.value(for: flag)
        case "--devices": deviceFiles.append(try arguments.value(for: flag))
        case "--idiom":
            let name = try arguments.choice(for: flag, Idiom.allCases.filter { $0 != .unspecified }.map(\.rawValue))
            idiom = Idiom(rawValue: name) ?? .phone
        case "--orientation":
            orientation = try arguments.choice(for: flag, ["portrait", "landscape"] + Self.interfaceOrientations)
        case "--interface-orientation":
            interfaceOrientation = InterfaceOrientation(rawValue: try arguments.choice(for: flag, Self.interfaceOrientations))
        default: return false
        }
        return true
    }

    static let interfaceOrientations = InterfaceOrientation.allCases.filter { $0 != .unknown }.map(\.rawValue)

    /// The environment the flags describe. With `--device`, the device,
    /// orientation and window set every feature (explicit flags still
    /// override single values). Otherwise an orientation without a size
    /// picks the default size in that orientation; one that contradicts the
    /// given width and height is a usage error.
    func environment(devices: [DeviceProfile]) throws(Arguments.UsageError) -> Environment {
        if let name = device {
            return try deviceEnvironment(try DeviceOptions.device(named: name, in: devices))
        }
        if window != nil { throw Arguments.UsageError(text: "--window needs --device") }
        let interface = orientation.flatMap(InterfaceOrientation.init(rawValue:))
        let wantsLandscape = orientation == "landscape" || interface?.isLandscape == true
        let wantsPortrait = orientation == "portrait" || interface?.isPortrait == true
        let width = width ?? (wantsLandscape ? 844 : 390)
        let height = height ?? (wantsLandscape ? 390 : 844)
        if (wantsLandscape && height >= width) || (wantsPortrait && height < width) {
            throw Arguments.UsageError(
                text: "--orientation \(orientation ?? "") contradicts --width \(formatNumber(width)) --height \(formatNumber(height))")
        }
        return Environment(
            width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
            interfaceOrientation: interfaceOrientation ?? interface, idiom: idiom, scale: scale ?? 3)
    }

    private func deviceEnvironment(_ profile: DeviceProfile) throws(Arguments.UsageError) -> Environment {
        let interface: InterfaceOrientation =
            switch orientation {
            case "landscape": .landscapeRight
            case let name?: InterfaceOrientation(rawValue: name) ?? .portrait
            case nil: .portrait
            }
        let spec = try window.map(DeviceOptions.window) ?? .fullScreen
        var environment: Environment
        do {
            environment = try Environment(device: profile, orientation: interface, window: spec)
        } catch {
            throw Arguments.UsageError(text: error.description)
        }
        if let width { environment.width = width }
        if let height { environment.height = height }
        if let screenWidth { environment.screenWidth = screenWidth }
        if let screenHeight { environment.screenHeight = screenHeight }
        if let scale { environment.scale = scale }
        if let interfaceOrientation { environment.interfaceOrientation = interfaceOrientation }
        return environment
    }
}

/// The rule inputs shared by `eval`, `explain`, `tree` and `matrix`:
/// `--preset NAME` (repeatable) and positional rule files.
struct RuleInputs {
    var files: [String] = []
    var presets: [String] = []

    /// Consumes `--preset` or a file path; false for anything else.
    mutating func accept(_ argument: String, from arguments: inout Arguments) throws(Arguments.UsageError) -> Bool {
        if argument == "--preset" {
            presets.append(try arguments.choice(for: argument, Presets.names))
            return true
        }
        guard !argument.hasPrefix("-") else { return false }
        files.append(argument)
        return true
    }

    /// Compiles the inputs, printing diagnostics; nil on errors.
    func compile() throws(Arguments.UsageError) -> RuleSet? {
        try CompileStep.compile(files: files, presets: presets)
    }
}
