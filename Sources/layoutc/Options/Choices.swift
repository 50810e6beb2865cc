import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesCodegen

/// `--color`: when diagnostics on standard error are coloured.
enum ColorChoice: String, OptionChoice {
    case auto, always, never

    var help: String? { self == .auto ? "on a terminal unless NO_COLOR is set" : nil }
}

/// `--orientation`: the window's shape, or an interface orientation (which
/// implies the shape).
enum OrientationChoice: String, OptionChoice {
    case portrait, landscape
    case portraitUpsideDown = "portrait-upside-down"
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"

    /// The interface orientation this names, if it names one (`landscape`
    /// alone does not).
    var interfaceOrientation: LayoutInterfaceOrientation? { LayoutInterfaceOrientation(rawValue: rawValue) }
    var isLandscape: Bool { self == .landscape || interfaceOrientation?.isLandscape == true }
    var isPortrait: Bool { interfaceOrientation?.isPortrait == true }
}

/// `--window`: the named windows; any other value must be `WIDTHxHEIGHT`.
enum WindowChoice: String, OptionChoice {
    case full
    case splitOneThird = "split-1/3"
    case splitHalf = "split-1/2"
    case splitTwoThirds = "split-2/3"
    case slideOver = "slide-over"

    var spec: WindowSpec {
        switch self {
        case .full: .fullScreen
        case .splitOneThird: .multitasking(.splitOneThird)
        case .splitHalf: .multitasking(.splitHalf)
        case .splitTwoThirds: .multitasking(.splitTwoThirds)
        case .slideOver: .multitasking(.slideOver)
        }
    }
}

/// `matrix --devices` and `render --all --devices`: which catalog devices.
enum DeviceSelection: String, OptionChoice {
    case phones, pads, all

    func includes(_ device: DeviceProfile) -> Bool {
        switch self {
        case .phones: device.idiom == .phone
        case .pads: device.idiom == .pad
        case .all: true
        }
    }
}

extension Idiom: OptionChoice {
    /// `unspecified` is no idiom one can ask for.
    static var choices: [Idiom] { allCases.filter { $0 != .unspecified } }
}

extension LayoutInterfaceOrientation: OptionChoice {
    /// `unknown` is no orientation one can ask for.
    static var choices: [LayoutInterfaceOrientation] { allCases.filter { $0 != .unknown } }
}

extension WindowKind: OptionChoice {}

extension SwiftCodeGenerator.AccessLevel: OptionChoice {}

extension OptionChoice {
    /// `a, b or c`, with the default marked when one is given, and
    /// `others` (such as a pattern) at the end.
    static func spelledList(default defaultChoice: Self? = nil, others: [String] = []) -> String {
        HelpFormatter.spelledList(choices.map { $0.rawValue + ($0 == defaultChoice ? " (default)" : "") } + others)
    }
}
