import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax

/// The one table of media features. The parser accepts any name; the
/// checker, the "did you mean" suggestions, `layoutc --help` and the
/// feature table in Grammar.md all derive from this list (a test keeps
/// Grammar.md in sync).
package enum FeatureRegistry {
    /// What kind of value a feature takes.
    package enum ValueType: Sendable, Hashable {
        /// Points; unitless numbers, `pt` and `px` (one CSS px is one point).
        case length
        /// `16/9` or a single number.
        case ratio
        /// A plain number, such as a display scale.
        case number
        /// A resolution: `2x`, `2dppx`, `192dpi`; a unit is required.
        case resolution
        /// One of a closed list of identifiers.
        case discrete
    }

    /// One row of the table.
    package struct Descriptor: Sendable, Hashable {
        package let name: String
        package let feature: Feature
        package let type: ValueType
        package let summary: String
        package let reference: String

        /// Whether range syntax and `min-`/`max-` apply.
        package var allowsRanges: Bool { type != .discrete }

        /// The units accepted after a number, lowercase.
        package var units: [String] {
            switch type {
            case .length: ["pt", "px"]
            case .resolution: ["x", "dppx", "dpi", "dpcm"]
            case .ratio, .number, .discrete: []
            }
        }
    }

    /// Every feature, in the order Grammar.md lists them.
    package static let descriptors: [Descriptor] = [
        Descriptor(
            name: "width", feature: .width, type: .length,
            summary: "width of the window or container, in points",
            reference: "https://www.w3.org/TR/mediaqueries-4/#width"),
        Descriptor(
            name: "height", feature: .height, type: .length,
            summary: "height of the window or container, in points",
            reference: "https://www.w3.org/TR/mediaqueries-4/#height"),
        Descriptor(
            name: "screen-width", feature: .screenWidth, type: .length,
            summary: "width of the device screen in the current orientation, in points",
            reference: "https://developer.apple.com/documentation/uikit/uiscreen/bounds"),
        Descriptor(
            name: "screen-height", feature: .screenHeight, type: .length,
            summary: "height of the device screen in the current orientation, in points",
            reference: "https://developer.apple.com/documentation/uikit/uiscreen/bounds"),
        Descriptor(
            name: "aspect-ratio", feature: .aspectRatio, type: .ratio,
            summary: "width divided by height of the window, as a ratio like 16/9",
            reference: "https://www.w3.org/TR/mediaqueries-4/#aspect-ratio"),
        Descriptor(
            name: "orientation", feature: .orientation, type: .discrete,
            summary: "portrait when height >= width, else landscape",
            reference: "https://www.w3.org/TR/mediaqueries-4/#orientation"),
        Descriptor(
            name: "interface-orientation", feature: .interfaceOrientation, type: .discrete,
            summary: "the interface orientation UIKit reports",
            reference: "https://developer.apple.com/documentation/uikit/uiinterfaceorientation"),
        Descriptor(
            name: "idiom", feature: .idiom, type: .discrete,
            summary: "the user interface idiom of the device",
            reference: "https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom"),
        Descriptor(
            name: "scale", feature: .scale, type: .number,
            summary: "display scale: points to pixels (1, 2 or 3)",
            reference: "https://developer.apple.com/documentation/uikit/uiscreen/scale"),
        Descriptor(
            name: "resolution", feature: .scale, type: .resolution,
            summary: "the display scale in CSS spelling, with the 'x' unit",
            reference: "https://www.w3.org/TR/mediaqueries-4/#resolution"),
    ]

    /// The descriptor for an exact (lowercased) feature name.
    package static func descriptor(named name: String) -> Descriptor? {
        descriptors.first { $0.name == name }
    }

    /// Every name a user may write, `min-`/`max-` forms included, for
    /// suggestions.
    package static var spellings: [String] {
        descriptors.flatMap { descriptor in
            descriptor.allowsRanges ? [descriptor.name, "min-" + descriptor.name, "max-" + descriptor.name] : [descriptor.name]
        }
    }

    /// Media types: `all` and `screen` match every environment, `print`
    /// none (a rule file never runs on paper).
    package static let mediaTypes: [String: Bool] = ["all": true, "screen": true, "print": false]
}
