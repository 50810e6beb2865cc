/// A dimension of the environment that rules can test. Several spellings
/// may map to one feature: `resolution` (CSS) and `scale` (UIKit) are the
/// same display scale.
package enum Feature: String, Sendable, Hashable, CaseIterable, Comparable {
    case width
    case height
    case screenWidth = "screen-width"
    case screenHeight = "screen-height"
    case aspectRatio = "aspect-ratio"
    case orientation
    case interfaceOrientation = "interface-orientation"
    case idiom
    case scale

    package static func < (a: Feature, b: Feature) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }

    /// The allowed values of a discrete feature, in a fixed order (a
    /// value's index is its bit in a `Condition.oneOf` mask).
    package var discreteValues: [String]? {
        switch self {
        case .orientation: ["portrait", "landscape"]
        case .interfaceOrientation: ["portrait", "portrait-upside-down", "landscape-left", "landscape-right"]
        case .idiom: ["phone", "pad", "tv", "mac", "carplay", "vision"]
        default: nil
        }
    }

    /// True for features compared by range (lengths, ratios, scale).
    package var isNumeric: Bool { discreteValues == nil }
}
